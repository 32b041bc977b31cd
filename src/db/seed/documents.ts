/** The document library: regulations, reports and guides as real PDFs with extracted text. */
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../client.js'
import { documents, type DocumentKind } from '../schema.js'
import { chunks, yieldToEventLoop } from './db-utils.js'
import { FACULTIES, UNIVERSITY_NAMES, type FacultySeed } from './faculties.js'
import { pool } from './images.js'
import { buildPdf, extractPdf } from './pdf.js'
import { addDays, rngFor, seedDay } from './random.js'
import { bi, formatDate, slugify, uniqueSlug, type Bi, type Lang } from './text.js'
import { academicCalendar, calendarOn, latestBefore, nextOpenDay, openDayOnOrBefore, pragueTime, type AcademicCalendar } from './calendar.js'
import { PACK_DOCUMENTS } from './pack/documents.js'
import { SENATE_MEETINGS } from './pack/events.js'
import type { Subject } from './pack/write.js'

/** Archived document versions (pairs) per unit of scale above 1: scale 1 is the written library alone. */
export const DOCUMENTS_PER_SCALE = 40

export interface DocumentSpec {
  key: string
  kind: DocumentKind
  faculty: FacultySeed | null
  title: Bi
  subject: Bi
  /** The words its text is held to (the content checks). */
  keywords: Subject
  description: Bi
  publishedAt: Date
  /** Minutes: the day of the meeting they record. */
  meeting?: Date
  maxPages: number
  sections: Array<{ heading: Bi; paragraphs: Bi[] }>
}

/** The written library as issued by the seed day `now`: each document dated by its calendar day, minutes a week after their meeting. */
export function documentSpecs(now: Date): DocumentSpec[] {
  const today = seedDay(now)
  const meetings = SENATE_MEETINGS.map((m) => nextOpenDay(addDays(today, m.days), m.weekday))
  // A yearly document is kept for its last `years` years (the library holds earlier calendars and reports too).
  const issues = PACK_DOCUMENTS.flatMap((doc) => {
    if (typeof doc.issued !== 'function') return [{ doc, back: 0 }]
    return Array.from({ length: doc.years ?? 1 }, (_, back) => ({ doc, back }))
  })
  return issues.map(({ doc, back }) => {
    const issue = doc.issued
    let issued: Date
    let cal: AcademicCalendar
    let meeting: Date | undefined
    if (typeof issue === 'function') {
      ;({ day: issued, calendar: cal } = latestBefore(today, issue))
      if (back > 0) {
        cal = academicCalendar(cal.startYear - back)
        issued = issue(cal)
      }
    } else if (typeof issue === 'number') {
      issued = addDays(today, -issue)
      cal = calendarOn(issued)
    } else {
      meeting = meetings[issue.meeting]!
      issued = addDays(meeting, 7)
      cal = calendarOn(issued)
    }
    issued = openDayOnOrBefore(issued)
    const text = doc.write({ cal, issued, ...(meeting ? { meeting } : {}) })
    const faculty = doc.faculty === null ? null : FACULTIES.find((f) => f.key === doc.faculty)!
    // The first section says what the document is; regulations number their sections as articles.
    const purpose = doc.kind === 'regulation' ? bi('Předmět úpravy', 'Subject matter') : bi('Úvod', 'Introduction')
    const sections = [{ heading: purpose, paragraphs: [text.description] }, ...text.sections].map((section, i) =>
      doc.kind === 'regulation' ? { ...section, heading: bi(`Článek ${i + 1} – ${section.heading.cs}`, `Article ${i + 1} – ${section.heading.en}`) } : section,
    )
    return {
      key: back > 0 ? `${doc.key}/${cal.startYear}` : doc.key,
      kind: doc.kind,
      faculty,
      title: text.title,
      subject: bi(doc.subject.cs[0]!, doc.subject.en[0]!),
      keywords: doc.subject,
      description: text.description,
      publishedAt: pragueTime(issued, 10, 0),
      ...(meeting ? { meeting } : {}),
      maxPages: 3,
      sections,
    }
  })
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

export const documentPairCount = (scale: number) => PACK_DOCUMENTS.length + (scale > 1 ? Math.round(DOCUMENTS_PER_SCALE * (scale - 1)) : 0)

/**
 * Writes the PDF files of the written library (pure CPU on this thread). Every document a larger
 * scale adds is an archived version of one of these templates and shares its bytes and
 * extracted text: 8,000 distinct PDFs at scale 100 would take minutes to lay out and parse, and
 * the search index gains nothing from more distinct bytes.
 */
export async function buildDocumentTemplates(now: Date): Promise<Template[]> {
  const used = { cs: new Set<string>(), en: new Set<string>() }
  const templates: Template[] = []
  for (const spec of documentSpecs(now)) {
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
