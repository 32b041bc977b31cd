/** The document library: regulations, reports and guides as real PDFs with extracted text. */
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../client.js'
import { documents, type DocumentKind } from '../schema.js'
import { chunks, yieldToEventLoop } from './db-utils.js'
import { FACULTIES, UNIVERSITY_NAMES, type FacultySeed } from './faculties.js'
import { pool } from './images.js'
import { buildPdf, extractPdf } from './pdf.js'
import { rngFor } from './random.js'
import { fixSlots, TITLE_SLOTS } from './slots.js'
import { bi, fill, formatDate, sectionTopic, slugify, uniqueSlug, Writer, type Bi, type Lang, type Topic } from './text.js'
import { admissions, counselling, lifelong, programmes, scholarships } from './topics-study.js'
import { grants, international, library, research } from './topics-research.js'
import { about, accommodation, campus, general } from './topics-campus.js'
import { slotsFor } from './vocabulary.js'

/** Document pairs (one Czech, one English file) per unit of scale. */
export const DOCUMENTS_PER_SCALE = 40

interface DocType {
  kind: DocumentKind
  title: Bi
  /** A word stem naming the subject, found in the title and in the description (lower case). */
  subject: Bi
  /** Two sentences saying what the document holds; the first section of the PDF repeats them. */
  description: Bi
  topics: Topic[]
  /** Regulations number their sections as articles ("Článek 3"). */
  articles?: boolean
}

const t = (kind: DocumentKind, title: Bi, subject: Bi, description: Bi, topics: Topic[]): DocType => ({
  kind, title, subject, description, topics, articles: kind === 'regulation',
})

const DOC_TYPES: DocType[] = [
  t('regulation', bi('Studijní a zkušební řád {orgGen}', 'Study and Examination Regulations of {orgGen}'), bi('studi', 'stud'),
    bi('Studijní a zkušební řád upravuje průběh studia, kontrolu studijních výsledků a podmínky státních závěrečných zkoušek. Platí pro studenty všech bakalářských a magisterských programů.', 'The study and examination regulations govern the course of study, the assessment of results and the conditions of the final state examinations. They apply to students of all bachelor’s and master’s programmes.'),
    [programmes, general]),
  t('report', bi('Výroční zpráva o činnosti za rok {year}', 'Annual Report {year}'), bi('výroční zpráv', 'annual report'),
    bi('Výroční zpráva o činnosti shrnuje výsledky roku {year} ve výuce, ve výzkumu a v hospodaření. Obsahuje počty studentů a absolventů, přehled projektů a účetní závěrku.', 'The annual report summarises the results of {year} in teaching, research and finances. It includes the numbers of students and graduates, an overview of projects and the financial statements.'),
    [about, research]),
  t('regulation', bi('Stipendijní řád', 'Scholarship Regulations'), bi('stipendi', 'scholarship'),
    bi('Stipendijní řád stanoví druhy stipendií, podmínky jejich přiznání a výplaty. Upravuje prospěchová, sociální, ubytovací i mimořádná stipendia.', 'The scholarship regulations set out the types of scholarships and the conditions for awarding and paying them. They cover merit, social, accommodation and extraordinary scholarships.'),
    [scholarships]),
  t('plan', bi('Harmonogram akademického roku {ay}', 'Academic Calendar {ay}'), bi('harmonogram', 'calendar'),
    bi('Harmonogram akademického roku {ay} uvádí začátky a konce semestrů, zkouškových období a prázdnin. Najdete v něm také termíny zápisů a státních zkoušek.', 'The academic calendar for {ay} gives the start and end of the semesters, examination periods and holidays. It also lists the dates of enrolment and final state examinations.'),
    [general, admissions]),
  t('regulation', bi('Pravidla přijímacího řízení pro akademický rok {ay}', 'Admission Rules for the {ay} Academic Year'), bi('přijímací', 'admission'),
    bi('Pravidla přijímacího řízení pro akademický rok {ay} stanoví termíny přihlášek, podobu přijímacích zkoušek a podmínky přijetí. Popisují také prominutí zkoušky a odvolání.', 'The admission rules for {ay} set out application deadlines, the form of the entrance examinations and the conditions of admission. They also describe exemptions and appeals.'),
    [admissions]),
  t('guide', bi('Ceník ubytování na kolejích', 'Accommodation Price List'), bi('ubytování', 'accommodation'),
    bi('Ceník ubytování na kolejích uvádí měsíční ceny lůžek podle typu pokoje a koleje. Obsahuje také poplatky za kauci, parkování a krátkodobé ubytování hostů.', 'The accommodation price list gives monthly prices per bed by room type and hall of residence. It also lists the deposit, parking fees and short stays for guests.'),
    [accommodation]),
  t('regulation', bi('Disciplinární řád pro studenty', 'Disciplinary Code for Students'), bi('disciplinární', 'disciplinary'),
    bi('Disciplinární řád pro studenty vymezuje disciplinární přestupky a sankce za ně. Popisuje složení disciplinární komise a průběh řízení.', 'The disciplinary code for students defines disciplinary offences and their penalties. It describes the disciplinary committee and the course of proceedings.'),
    [general, programmes]),
  t('regulation', bi('Jednací řád akademického senátu', 'Rules of Procedure of the Academic Senate'), bi('senát', 'senate'),
    bi('Jednací řád akademického senátu upravuje svolávání zasedání, hlasování a zveřejňování usnesení. Stanoví také práva členů senátu a hostů.', 'The rules of procedure of the Academic Senate govern how meetings are called, how votes are taken and how resolutions are published. They also set out the rights of senators and guests.'),
    [about]),
  t('minutes', bi('Zápis ze zasedání akademického senátu ze dne {date}', 'Minutes of the Academic Senate Meeting of {date}'), bi('senát', 'senate'),
    bi('Zápis ze zasedání akademického senátu ze dne {date} zaznamenává projednané body a přijatá usnesení. Senát projednal rozpočet a změny vnitřních předpisů.', 'The minutes of the Academic Senate meeting of {date} record the items discussed and the resolutions adopted. The senate discussed the budget and changes to internal regulations.'),
    [about, general]),
  t('plan', bi('Strategický záměr na léta 2026–2030', 'Strategic Plan 2026–2030'), bi('strategick', 'strategic'),
    bi('Strategický záměr na léta 2026–2030 určuje priority ve výuce, ve výzkumu a v rozvoji kampusu. Stanoví cíle a ukazatele, podle nichž se bude hodnotit jejich plnění.', 'The strategic plan for 2026–2030 sets priorities in teaching, research and the development of the campus. It sets goals and the indicators by which their fulfilment will be assessed.'),
    [about, research]),
  t('guide', bi('Pokyny pro vypracování závěrečných prací', 'Guidelines for Writing Theses'), bi('závěrečn', 'thes'),
    bi('Pokyny pro vypracování závěrečných prací popisují náležitosti bakalářské a diplomové práce, její rozsah, citování zdrojů a úpravu textu. Vysvětlují také odevzdání práce do repozitáře a kontrolu původnosti.', 'The guidelines for writing theses describe what a bachelor’s or master’s thesis must contain, its length, citing sources and formatting. They also explain submitting the thesis to the repository and the originality check.'),
    [programmes, library]),
  t('regulation', bi('Směrnice o uznávání zahraničního vzdělání', 'Directive on the Recognition of Foreign Education'), bi('zahraničního vzdělání', 'foreign education'),
    bi('Směrnice o uznávání zahraničního vzdělání popisuje, jak uchazeči se zahraničním vzděláním doloží jeho rovnocennost. Uvádí potřebné doklady, lhůty a poplatky.', 'The directive on the recognition of foreign education describes how applicants with foreign education prove its equivalence. It lists the documents required, the time limits and the fees.'),
    [admissions, international]),
  t('guide', bi('Příručka pro zahraniční studenty', 'Handbook for International Students'), bi('zahraniční stud', 'international stud'),
    bi('Příručka pro zahraniční studenty provází příjezdem do Dubové Hory: víza, ubytování, zdravotní pojištění a zápis do studia. Obsahuje také kontakty na Welcome Point a studentské patrony.', 'The handbook for international students guides you through arriving in Dubová Hora: visas, accommodation, health insurance and enrolment. It also lists contacts for the Welcome Point and student buddies.'),
    [international, accommodation]),
  t('report', bi('Zpráva o stavu výzkumu {theme}', 'Report on research on {theme}'), bi('výzkum', 'research'),
    bi('Zpráva shrnuje stav výzkumu {theme}, řešené projekty a jejich dosavadní výsledky. Navrhuje také témata pro další grantové žádosti.', 'The report summarises the state of research on {theme}, the projects under way and their results so far. It also proposes topics for future grant applications.'),
    [research, grants]),
  t('regulation', bi('Knihovní řád', 'Library Rules'), bi('knihov', 'library'),
    bi('Knihovní řád upravuje výpůjčky, jejich prodlužování a poplatky v Univerzitní knihovně. Stanoví také pravidla studoven a přístupu k elektronickým zdrojům.', 'The library rules govern loans, renewals and fees in the University Library. They also set the rules of the reading rooms and of access to electronic resources.'),
    [library]),
  t('regulation', bi('Pravidla interní grantové soutěže {year}', 'Internal Grant Competition Rules {year}'), bi('grantov', 'grant'),
    bi('Pravidla interní grantové soutěže {year} stanoví, kdo může žádat o podporu, jak podat návrh projektu a jak se návrhy hodnotí. Uvádějí také uznatelné náklady a termín uzávěrky.', 'The internal grant competition rules for {year} set out who may apply, how to submit a proposal and how proposals are assessed. They also list eligible costs and the deadline.'),
    [grants]),
  t('regulation', bi('Etický kodex', 'Code of Ethics'), bi('etick', 'ethic'),
    bi('Etický kodex shrnuje zásady, jimiž se řídí zaměstnanci a studenti ve výuce a ve výzkumu. Zabývá se akademickou integritou, střetem zájmů a ochranou účastníků výzkumu.', 'The code of ethics sets out the principles staff and students follow in teaching and research. It deals with academic integrity, conflicts of interest and the protection of research participants.'),
    [grants, about]),
  t('regulation', bi('Provozní řád sportovního centra', 'Sports Centre Operating Rules'), bi('sportovní', 'sports'),
    bi('Provozní řád sportovního centra upravuje otevírací dobu, rezervace sportovišť a bezpečnost při sportu. Platí pro studenty, zaměstnance i veřejnost.', 'The sports centre operating rules govern opening hours, bookings of sports facilities and safety. They apply to students, staff and the public.'),
    [campus]),
  t('guide', bi('Katalog kurzů celoživotního vzdělávání', 'Lifelong Learning Course Catalogue'), bi('kurz', 'course'),
    bi('Katalog kurzů celoživotního vzdělávání představuje večerní, víkendové a online kurzy pro veřejnost. U každého kurzu uvádí obsah, lektora, termíny a kurzovné.', 'The lifelong learning course catalogue presents evening, weekend and online courses for the public. For each course it gives the content, the lecturer, the dates and the fee.'),
    [lifelong]),
  t('regulation', bi('Směrnice o poradenských službách', 'Directive on Counselling Services'), bi('poradensk', 'counselling'),
    bi('Směrnice o poradenských službách popisuje studijní, psychologické a kariérní poradenství pro studenty. Upravuje objednání konzultací a mlčenlivost poradců.', 'The directive on counselling services describes study, psychological and career counselling for students. It governs booking consultations and the counsellors’ confidentiality.'),
    [counselling]),
]

export interface DocumentSpec {
  key: string
  kind: DocumentKind
  faculty: FacultySeed | null
  title: Bi
  subject: Bi
  description: Bi
  publishedAt: Date
  maxPages: number
  sections: Array<{ heading: Bi; paragraphs: Bi[] }>
}

/** The content of template document `index` (0 ≤ index < DOCUMENTS_PER_SCALE), seeded on `now`. */
export function documentSpec(index: number, now: Date): DocumentSpec {
  const rng = rngFor('document', index)
  const type = DOC_TYPES[index % DOC_TYPES.length]!
  // Rotate faculties so the second round of types lands on different faculties.
  const slot = (index + Math.floor(index / DOC_TYPES.length)) % (FACULTIES.length + 1)
  const faculty = slot === 0 ? null : FACULTIES[slot - 1]!
  const slots = fixSlots(slotsFor(faculty, now), TITLE_SLOTS, rng)
  let title = fill(type.title, slots, rng)
  if (faculty && !type.title.cs.includes('{org')) {
    title = bi(`${title.cs} – ${faculty.names.orgName.cs}`, `${title.en} – ${faculty.names.orgName.en}`)
  }
  const description = fill(type.description, slots, rng)
  const writer = new Writer(rng, slots)
  const maxPages = rng.int(1, 3)
  // The first section says what the document is about; then more text than fits, from the
  // topics of its subject (the layout stops at `maxPages`).
  const purpose = type.articles ? bi('Předmět úpravy', 'Subject matter') : bi('Úvod', 'Introduction')
  const sections = [
    { heading: purpose, paragraphs: [description] },
    ...Array.from({ length: maxPages * 5 }, (_, i) => {
      const topic = type.topics[i % type.topics.length]!
      const heading = rng.pick(topic.headings)
      // A heading with sentences of its own gets one paragraph of them, so none repeats.
      const own = sectionTopic(topic, heading)
      const paragraphs = own === topic ? rng.int(1, 3) : 1
      return { heading, paragraphs: Array.from({ length: paragraphs }, () => writer.sentences(own, Math.min(rng.int(3, 5), own.sentences.length))) }
    }),
  ].map((section, i) =>
    type.articles ? { ...section, heading: bi(`Článek ${i + 1} – ${section.heading.cs}`, `Article ${i + 1} – ${section.heading.en}`) } : section,
  )
  return {
    key: `document/${index + 1}`,
    kind: type.kind,
    faculty,
    title,
    subject: type.subject,
    description,
    publishedAt: rng.dateBefore(now, 10, 1400),
    maxPages,
    sections,
  }
}

export interface PdfFile {
  content: Uint8Array
  sha256: string
}

export interface ExtractedFile extends PdfFile {
  textContent: string
  pageCount: number
}

export async function documentFile(spec: DocumentSpec, lang: Lang): Promise<PdfFile> {
  const issuer = (spec.faculty ? spec.faculty.names : UNIVERSITY_NAMES).orgName[lang]
  const content = await buildPdf({
    lang,
    title: spec.title[lang],
    subtitle: `${issuer} · Dubová Hora · ${formatDate(spec.publishedAt)[lang]}`,
    sections: spec.sections.map((s) => ({ heading: s.heading[lang], paragraphs: s.paragraphs.map((p) => p[lang]) })),
    maxPages: spec.maxPages,
    author: issuer,
    subject: spec.description[lang],
    date: spec.publishedAt,
  })
  return { content, sha256: createHash('sha256').update(content).digest('hex') }
}

/** The stored text is what a search indexer reads back out of the file, not our source text. */
export async function extractFile(file: PdfFile): Promise<ExtractedFile> {
  const { text, pageCount } = await extractPdf(file.content)
  return { ...file, textContent: text, pageCount }
}

interface Template {
  spec: DocumentSpec
  slug: Bi
  files: Record<Lang, PdfFile>
}

export const documentPairCount = (scale: number) => Math.max(1, Math.round(DOCUMENTS_PER_SCALE * scale))

/**
 * Writes the PDF files of the first scale unit (pure CPU on this thread). Every later document
 * is an archived version of one of these templates and shares its bytes and extracted text:
 * 8,000 distinct PDFs at scale 100 would take minutes to lay out and parse, and the search
 * index gains nothing from more distinct bytes.
 */
export async function buildDocumentTemplates(scale: number, now: Date): Promise<Template[]> {
  const used = { cs: new Set<string>(), en: new Set<string>() }
  const templates: Template[] = []
  for (let i = 0; i < Math.min(documentPairCount(scale), DOCUMENTS_PER_SCALE); i++) {
    const spec = documentSpec(i, now)
    const slug = bi(uniqueSlug(slugify(spec.title.cs), used.cs), uniqueSlug(slugify(spec.title.en), used.en))
    templates.push({ spec, slug, files: { cs: await documentFile(spec, 'cs'), en: await documentFile(spec, 'en') } })
    await yieldToEventLoop()
  }
  return templates
}

/**
 * Reads the text back out of every template. PDF.js inflates streams with Node's
 * DecompressionStream, which runs on libuv's thread pool: run this when sharp is not
 * holding all of that pool's threads, or each extraction waits behind image renders.
 */
export async function extractTemplates(templates: Template[]) {
  const tasks = templates.flatMap((t) => (['cs', 'en'] as const).map((lang) => () => extractFile(t.files[lang])))
  const files = await pool(tasks, 4)
  return templates.map((t, i) => ({ ...t, files: { cs: files[i * 2]!, en: files[i * 2 + 1]! } }))
}

/**
 * Inserts the template rows with their bytes, then every archived version with an
 * INSERT … SELECT that copies bytes and text from its template inside the database: sending
 * the same 20 kB PDF again for each of 8,000 rows was most of the time of a large seed.
 */
export async function insertDocuments(
  db: Db,
  scale: number,
  templates: Array<Template & { files: Record<Lang, ExtractedFile> }>,
  facultyIds: Map<string, number>,
  now: Date,
  log: (msg: string) => void,
): Promise<number> {
  const total = documentPairCount(scale)
  const templateRows = templates.flatMap(({ spec, slug, files }) =>
    (['cs', 'en'] as const).map((lang) => ({
      lang,
      kind: spec.kind,
      facultyId: spec.faculty ? facultyIds.get(spec.faculty.key)! : null,
      slug: slug[lang],
      title: spec.title[lang],
      description: spec.description[lang],
      fileName: `${slug[lang]}.pdf`,
      mimeType: 'application/pdf',
      byteSize: files[lang].content.byteLength,
      sha256: files[lang].sha256,
      content: files[lang].content,
      textContent: files[lang].textContent,
      pageCount: files[lang].pageCount,
      publishedAt: spec.publishedAt,
    })),
  )
  const ids = new Map<string, number>()
  for (const batch of chunks(templateRows, 40)) {
    const inserted = await db.insert(documents).values(batch).returning({ id: documents.id, lang: documents.lang, slug: documents.slug })
    for (const row of inserted) ids.set(`${row.lang}:${row.slug}`, row.id)
  }

  const copies = []
  for (let i = templates.length; i < total; i++) {
    const { spec, slug } = templates[i % templates.length]!
    const version = Math.floor(i / templates.length)
    const publishedAt = rngFor('document-archive', i).dateBefore(now, 30, 3650).toISOString()
    for (const lang of ['cs', 'en'] as const) {
      const docSlug = `${slug[lang]}-${lang === 'cs' ? 'archiv' : 'archive'}-${version}`
      const title = `${spec.title[lang]} (${lang === 'cs' ? 'archivní verze' : 'archived version'} ${version})`
      copies.push(sql`(${ids.get(`${lang}:${slug[lang]}`)!}::int, ${docSlug}, ${title}, ${`${docSlug}.pdf`}, ${publishedAt}::timestamptz)`)
    }
  }
  let done = templateRows.length
  for (const batch of chunks(copies, 500)) {
    await db.execute(sql`
      insert into documents (lang, kind, faculty_id, slug, title, description, file_name, mime_type, byte_size,
        sha256, content, text_content, page_count, published_at)
      select t.lang, t.kind, t.faculty_id, v.slug, v.title, t.description, v.file_name, t.mime_type, t.byte_size,
        t.sha256, t.content, t.text_content, t.page_count, v.published_at
      from (values ${sql.join(batch, sql`, `)}) as v(template_id, slug, title, file_name, published_at)
      join documents t on t.id = v.template_id`)
    done += batch.length
    if (done % 2000 < batch.length || done === total * 2) log(`  documents ${done}/${total * 2}`)
  }
  return total * 2
}
