/** The document library: regulations, reports and guides as real PDFs with extracted text. */
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../client.js'
import { documents } from '../schema.js'
import { chunks, yieldToEventLoop } from './db-utils.js'
import { FACULTIES, UNIVERSITY_NAMES, type FacultySeed } from './faculties.js'
import { pool } from './images.js'
import { buildPdf, extractPdf } from './pdf.js'
import { rngFor } from './random.js'
import { fixSlots, TITLE_SLOTS } from './slots.js'
import { bi, fill, formatDate, slugify, uniqueSlug, Writer, type Bi, type Lang, type Topic } from './text.js'
import { admissions, counselling, lifelong, programmes, scholarships } from './topics-study.js'
import { grants, international, library, research } from './topics-research.js'
import { about, accommodation, campus, general } from './topics-campus.js'
import { slotsFor } from './vocabulary.js'

/** Document pairs (one Czech, one English file) per unit of scale. */
export const DOCUMENTS_PER_SCALE = 40

interface DocType {
  title: Bi
  topics: Topic[]
  /** Regulations number their sections as articles ("Článek 3"). */
  articles?: boolean
}

const t = (cs: string, en: string, topics: Topic[], articles = false): DocType => ({ title: bi(cs, en), topics, articles })

const DOC_TYPES: DocType[] = [
  t('Studijní a zkušební řád {orgGen}', 'Study and Examination Regulations of {orgGen}', [programmes, general], true),
  t('Výroční zpráva o činnosti za rok {year}', 'Annual Report {year}', [about, research]),
  t('Stipendijní řád', 'Scholarship Regulations', [scholarships], true),
  t('Harmonogram akademického roku {ay}', 'Academic Calendar {ay}', [general, admissions]),
  t('Pravidla přijímacího řízení pro akademický rok {ay}', 'Admission Rules for the {ay} Academic Year', [admissions], true),
  t('Ceník ubytování na kolejích', 'Accommodation Price List', [accommodation]),
  t('Disciplinární řád pro studenty', 'Disciplinary Code for Students', [general, programmes], true),
  t('Jednací řád akademického senátu', 'Rules of Procedure of the Academic Senate', [about], true),
  t('Zápis ze zasedání akademického senátu ze dne {date}', 'Minutes of the Academic Senate Meeting of {date}', [about, general]),
  t('Strategický záměr na léta 2026–2030', 'Strategic Plan 2026–2030', [about, research]),
  t('Pokyny pro vypracování závěrečných prací', 'Guidelines for Writing Theses', [programmes, library]),
  t('Směrnice o uznávání zahraničního vzdělání', 'Directive on the Recognition of Foreign Education', [admissions, international], true),
  t('Příručka pro zahraniční studenty', 'Handbook for International Students', [international, accommodation]),
  t('Zpráva o stavu výzkumu {theme}', 'Report on research on {theme}', [research, grants]),
  t('Knihovní řád', 'Library Rules', [library], true),
  t('Pravidla interní grantové soutěže {year}', 'Internal Grant Competition Rules {year}', [grants], true),
  t('Etický kodex', 'Code of Ethics', [grants, about], true),
  t('Provozní řád sportovního centra', 'Sports Centre Operating Rules', [campus], true),
  t('Katalog kurzů celoživotního vzdělávání', 'Lifelong Learning Course Catalogue', [lifelong]),
  t('Směrnice o poradenských službách', 'Directive on Counselling Services', [counselling], true),
]

export interface DocumentSpec {
  key: string
  faculty: FacultySeed | null
  title: Bi
  description: Bi
  publishedAt: Date
  maxPages: number
  sections: Array<{ heading: Bi; paragraphs: Bi[] }>
}

/** The content of template document `index` (0 ≤ index < DOCUMENTS_PER_SCALE). */
export function documentSpec(index: number): DocumentSpec {
  const rng = rngFor('document', index)
  const type = DOC_TYPES[index % DOC_TYPES.length]!
  // Rotate faculties so the second round of types lands on different faculties.
  const slot = (index + Math.floor(index / DOC_TYPES.length)) % (FACULTIES.length + 1)
  const faculty = slot === 0 ? null : FACULTIES[slot - 1]!
  const slots = fixSlots(slotsFor(faculty), TITLE_SLOTS, rng)
  let title = fill(type.title, slots, rng)
  if (faculty && !type.title.cs.includes('{org')) {
    title = bi(`${title.cs} – ${faculty.names.orgName.cs}`, `${title.en} – ${faculty.names.orgName.en}`)
  }
  const writer = new Writer(rng, slots)
  const maxPages = rng.int(1, 3)
  // Generously more text than fits; the layout stops at `maxPages`.
  const sections = Array.from({ length: maxPages * 5 }, (_, i) => {
    const topic = type.topics[i % type.topics.length]!
    const heading = rng.pick(topic.headings)
    return {
      heading: type.articles ? bi(`Článek ${i + 1} – ${heading.cs}`, `Article ${i + 1} – ${heading.en}`) : heading,
      paragraphs: Array.from({ length: rng.int(1, 3) }, () => writer.sentences(topic, rng.int(3, 5))),
    }
  })
  return {
    key: `document/${index + 1}`,
    faculty,
    title,
    description: writer.sentences(type.topics[0]!, 2),
    publishedAt: rng.dateBefore(10, 1400),
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
export async function buildDocumentTemplates(scale: number): Promise<Template[]> {
  const used = { cs: new Set<string>(), en: new Set<string>() }
  const templates: Template[] = []
  for (let i = 0; i < Math.min(documentPairCount(scale), DOCUMENTS_PER_SCALE); i++) {
    const spec = documentSpec(i)
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
  log: (msg: string) => void,
): Promise<number> {
  const total = documentPairCount(scale)
  const templateRows = templates.flatMap(({ spec, slug, files }) =>
    (['cs', 'en'] as const).map((lang) => ({
      lang,
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
    const publishedAt = rngFor('document-archive', i).dateBefore(30, 3650).toISOString()
    for (const lang of ['cs', 'en'] as const) {
      const docSlug = `${slug[lang]}-${lang === 'cs' ? 'archiv' : 'archive'}-${version}`
      const title = `${spec.title[lang]} (${lang === 'cs' ? 'archivní verze' : 'archived version'} ${version})`
      copies.push(sql`(${ids.get(`${lang}:${slug[lang]}`)!}::int, ${docSlug}, ${title}, ${`${docSlug}.pdf`}, ${publishedAt}::timestamptz)`)
    }
  }
  let done = templateRows.length
  for (const batch of chunks(copies, 500)) {
    await db.execute(sql`
      insert into documents (lang, faculty_id, slug, title, description, file_name, mime_type, byte_size,
        sha256, content, text_content, page_count, published_at)
      select t.lang, t.faculty_id, v.slug, v.title, t.description, v.file_name, t.mime_type, t.byte_size,
        t.sha256, t.content, t.text_content, t.page_count, v.published_at
      from (values ${sql.join(batch, sql`, `)}) as v(template_id, slug, title, file_name, published_at)
      join documents t on t.id = v.template_id`)
    done += batch.length
    if (done % 2000 < batch.length || done === total * 2) log(`  documents ${done}/${total * 2}`)
  }
  return total * 2
}
