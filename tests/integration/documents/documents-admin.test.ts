/**
 * The documents administration (issue 25, ADR 062) on the database of the run, through its forms
 * as a browser posts them (multipart with the file): the seeded chief editor and the editor of the
 * Faculty of Science. Every bad upload refused with its message and nothing stored; scope by
 * faculty and a forged publish; a replaced file at the same address; the published text searchable.
 */
import { gzipSync } from 'node:zlib'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentUploads, documents, faculties, revisions } from '../../../src/db/schema.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { postForm, signIn, type Jar } from '../../support/client.js'

let app: FastifyInstance
let chief: Jar
let editor: Jar
let science: number
let other: number

const PASSWORD = 'Heslo-2026'
/** A small limit, so the oversized file stays small. */
const MAX = 64 * 1024
let made = 0
const unique = () => `${process.pid}${Date.now().toString(36)}${++made}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)

beforeAll(async () => {
  app = await testApp({ env: { UPLOAD_MAX_BYTES: String(MAX) } })
  ;[chief, editor] = await Promise.all([signIn(app, 'redakce@example.cz', PASSWORD), signIn(app, 'redaktor@example.cz', PASSWORD)])
  const rows = await app.db.select({ id: faculties.id, slug: faculties.slugCs }).from(faculties)
  science = rows.find((r) => r.slug === 'fakulta-prirodnich-ved')!.id
  other = rows.find((r) => r.slug !== 'fakulta-prirodnich-ved')!.id
})
afterAll(async () => {
  await app?.close()
})

/** A real one-page PDF saying `text`; `change` may add to it (a script) before saving. */
async function pdf(text: string, change?: (doc: PDFDocument) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  doc.addPage([400, 200]).drawText(text, { x: 20, y: 100, size: 12, font })
  change?.(doc)
  return doc.save()
}

interface Upload {
  name: string
  bytes: Uint8Array
  type?: string
}

/** Posts a multipart form as a browser does: the fields, then the file. */
async function postMultipart(url: string, fields: Record<string, string>, file: Upload | null, jar: Jar) {
  const boundary = `----qfTest${unique()}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`))
    parts.push(Buffer.from(file.bytes), Buffer.from('\r\n'))
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return app.inject({ method: 'POST', url, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, cookies: jar, payload: Buffer.concat(parts) })
}

const get = (url: string, jar?: Jar) => app.inject({ url, ...(jar && { cookies: jar }) })
const NEW = paths.adminDocumentNew('cs')
const countDocuments = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(documents))[0]!.n
const countUploads = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(documentUploads))[0]!.n
const row = async (id: number) => (await app.db.select({ live: documents.live, slug: documents.slug, sha256: documents.sha256, text: documents.textContent, title: documents.title, latest: documents.latestRevisionId }).from(documents).where(eq(documents.id, id)))[0]!

/** Uploads a new document through the form; its id, word and address. */
async function create(jar: Jar, over: Record<string, string> = {}) {
  const word = unique()
  const res = await postMultipart(NEW, { title: `Směrnice ${word}`, description: `Popis ${word}`, kind: 'regulation', faculty: String(science), lang: 'cs', ...over }, { name: `smernice ${word}.pdf`, bytes: await pdf(`Obsah ${word}`) }, jar)
  expect(res.statusCode, res.body.slice(0, 400)).toBe(303)
  const id = Number(/\/dokumenty\/(\d+)\?done=created$/.exec(res.headers.location as string)?.[1])
  const r = await row(id)
  return { id, word, slug: r.slug, base: String(r.latest), url: paths.document('cs', r.slug) }
}

const act = (jar: Jar, id: number, doc: { word: string; base: string }, over: Record<string, string> = {}) =>
  postForm(app, paths.adminDocument('cs', id), { title: `Směrnice ${doc.word}`, description: `Popis ${doc.word}`, kind: 'regulation', base: doc.base, action: 'draft', ...over }, jar)

/** Whether a documents search for `text` finds `title` (or, with `present` false, no longer does) once the indexer catches up. */
async function searchable(text: string, title: string, present = true): Promise<boolean> {
  const until = Date.now() + 15_000
  for (;;) {
    const { hits } = await app.services.search.results({ lang: 'cs', scope: 'documents', text, page: 1, pageSize: 10 })
    const found = hits.some((h) => h.title === title)
    if (found === present) return found
    if (Date.now() > until) return found
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe(`the documents administration on ${engine}`, () => {
  it('the list opens for the editorial roles in both languages with its tab and "Přidat"; the upload form is multipart, the title first', async () => {
    for (const jar of [chief, editor]) {
      const list = await get('/qf/cs/sprava/dokumenty', jar)
      expect(list.statusCode).toBe(200)
      expect(list.body).toContain('>Přidat</a>')
      expect(list.body).toContain('href="/qf/cs/sprava/dokumenty" aria-current="page">Dokumenty</a>')
      expect((await get('/qf/en/admin/documents', jar)).body).toContain('>Add</a>')
    }
    const form = await get(NEW, editor)
    expect(form.body).toMatch(/enctype="multipart\/form-data"/i)
    const labels = [...form.body.matchAll(/<label for="(document\w+)"/g)].map((m) => m[1])
    expect(labels).toEqual(['documentTitle', 'documentDescription', 'documentKind', 'documentFaculty', 'documentLang', 'documentFile'])
    expect(form.body).toContain('<label for="documentTitle">Titulek</label>')
  })

  it('a new document is a draft off the site, with the editorial actions; the editor may not publish', async () => {
    const doc = await create(editor)
    expect((await get(doc.url)).statusCode).toBe(404)
    const page = await get(paths.adminDocument('cs', doc.id, 'created'), editor)
    for (const text of ['>Uložit koncept</button>', '>Náhled</button>', '>Odeslat ke schválení</button>', 'id="adminNotice"', 'id="documentReplaceForm"']) expect(page.body).toContain(text)
    expect(page.body).not.toContain('>Publikovat</button>')
    expect((await get(paths.adminDocument('cs', doc.id), chief)).body).toContain('>Publikovat</button>')
  })

  describe('every bad upload is refused with its message, and nothing is stored', () => {
    const cases: Array<[string, () => Promise<Upload | null>, string, number]> = [
      ['no file', async () => null, 'Vyberte soubor PDF.', 422],
      ['an empty file', async () => ({ name: 'prazdny.pdf', bytes: new Uint8Array() }), 'Soubor je prázdný.', 422],
      ['an oversized file', async () => ({ name: 'velky.pdf', bytes: new Uint8Array(MAX + 10).fill(0x25) }), 'Soubor je větší než', 413],
      ['a program named .pdf', async () => ({ name: 'faktura.pdf', bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0]) }), 'Soubor není PDF, ať se jmenuje jakkoli.', 422],
      ['HTML named .pdf', async () => ({ name: 'stranka.pdf', bytes: new TextEncoder().encode('<!doctype html><script>alert(1)</script>') }), 'Soubor není PDF', 422],
      ['a zip', async () => ({ name: 'archiv.pdf', bytes: new Uint8Array([0x50, 0x4b, 3, 4, 20, 0, 0, 0]), type: 'application/zip' }), 'Archivy (zip, 7z, rar, gz) nepřijímáme', 422],
      ['a gzip of a PDF', async () => ({ name: 'archiv.pdf.gz', bytes: gzipSync(await pdf('x')) }), 'Archivy', 422],
      ['a 7z', async () => ({ name: 'a.7z', bytes: new Uint8Array([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4]) }), 'Archivy', 422],
      ['a rar', async () => ({ name: 'a.rar', bytes: new TextEncoder().encode('Rar!\x1a\x07\x00') }), 'Archivy', 422],
      [
        'a PDF with JavaScript',
        async () => ({ name: 'skript.pdf', bytes: await pdf('js', (d) => d.catalog.set(PDFName.of('OpenAction'), d.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }))) }),
        'PDF obsahuje skript nebo spouštění programu',
        422,
      ],
      [
        'an encrypted PDF',
        async () => ({
          name: 'heslo.pdf',
          bytes: new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R /Size 3 /Encrypt << /Filter /Standard /V 1 /R 2 /O (x) /U (y) /P -4 >> >>\n%%EOF\n'),
        }),
        'PDF je zašifrované nebo chráněné heslem',
        422,
      ],
    ]
    for (const [what, file, message, status] of cases) {
      it(`${what}: on create and on replace`, async () => {
        const doc = await create(editor)
        const [docsBefore, uploadsBefore, before] = [await countDocuments(), await countUploads(), await row(doc.id)]
        const created = await postMultipart(NEW, { title: `Špatný ${unique()}`, description: 'D', kind: 'report', faculty: String(science), lang: 'cs' }, await file(), editor)
        expect(created.statusCode).toBe(status)
        expect(created.body).toContain(message)
        expect(created.body).toContain('id="adminNotice"')
        const replaced = await postMultipart(paths.adminDocumentFile('cs', doc.id), { base: doc.base }, await file(), editor)
        expect(replaced.statusCode).toBe(status)
        expect(replaced.body).toContain(message)
        expect(await countDocuments()).toBe(docsBefore)
        expect(await countUploads()).toBe(uploadsBefore)
        expect(await row(doc.id)).toEqual(before)
      })
    }

    it('a broken multipart body and hostile fields are refused as input, never a 500', async () => {
      const before = await countDocuments()
      const broken = await app.inject({ method: 'POST', url: NEW, headers: { 'content-type': 'multipart/form-data; boundary=xyz' }, cookies: editor, payload: '--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\nA' })
      expect(broken.statusCode).toBe(422)
      const hostile = await postMultipart(NEW, { title: '<script>alert(1)</script>\u0000', description: "'; drop table documents; --", kind: '__proto__', faculty: '../1', lang: 'xx' }, { name: '../../etc/passwd', bytes: await pdf('x') }, editor)
      expect(hostile.statusCode).toBe(422)
      expect(hostile.body).not.toContain('<script>alert(1)</script>')
      expect(await countDocuments()).toBe(before)
    })
  })

  it('a path in the file name is not kept; a cross-site upload is refused before it is read', async () => {
    const word = unique()
    const res = await postMultipart(NEW, { title: `Cesta ${word}`, description: 'D', kind: 'guide', faculty: String(science), lang: 'cs' }, { name: '../../windows/system32/../etc/passwd.pdf', bytes: await pdf(word) }, editor)
    expect(res.statusCode).toBe(303)
    const [stored] = await app.db.select({ fileName: documents.fileName }).from(documents).where(eq(documents.title, `Cesta ${word}`))
    expect(stored!.fileName).not.toMatch(/[\\/]/)
    expect(stored!.fileName).toMatch(/\.pdf$/)

    const before = await countDocuments()
    const forged = await app.inject({ method: 'POST', url: NEW, headers: { 'content-type': 'multipart/form-data; boundary=x', 'sec-fetch-site': 'cross-site' }, cookies: editor, payload: '--x--\r\n' })
    expect(forged.statusCode).toBe(403)
    expect(await countDocuments()).toBe(before)
  })

  it('an editor reaches only their faculty: another faculty’s document is 404, a forged faculty 403, a forged publish 403 — nothing changes', async () => {
    const theirs = await create(chief, { faculty: String(other) })
    expect((await get(paths.adminDocument('cs', theirs.id), editor)).statusCode).toBe(404)
    expect((await act(editor, theirs.id, theirs, { title: 'Přepsáno' })).statusCode).toBe(404)
    expect((await postMultipart(paths.adminDocumentFile('cs', theirs.id), { base: theirs.base }, { name: 'a.pdf', bytes: await pdf('x') }, editor)).statusCode).toBe(404)
    expect((await get(paths.adminDocumentPreview('cs', theirs.id), editor)).statusCode).toBe(404)
    expect((await row(theirs.id)).title).toBe(`Směrnice ${theirs.word}`)
    expect((await get(`/qf/cs/sprava/dokumenty?q=${theirs.word}`, editor)).body).toContain('Nalezeno: 0')
    expect((await get(`/qf/cs/sprava/dokumenty?q=${theirs.word}`, chief)).body).toContain('Nalezeno: 1')

    const before = await countDocuments()
    for (const faculty of [String(other), '']) {
      const res = await postMultipart(NEW, { title: `Podvrh ${unique()}`, description: 'D', kind: 'report', faculty, lang: 'cs' }, { name: 'a.pdf', bytes: await pdf('x') }, editor)
      expect(res.statusCode).toBe(403)
      expect(res.body).toContain('Tuto akci nemáte oprávnění provést')
    }
    expect(await countDocuments()).toBe(before)

    const mine = await create(editor)
    const forged = await act(editor, mine.id, mine, { action: 'publish' })
    expect(forged.statusCode).toBe(403)
    expect(forged.body).toContain('Tuto akci nemáte oprávnění provést')
    expect((await row(mine.id)).live).toBe(false)
  })

  it('the editor submits, the chief editor publishes: the document is downloadable and its text searchable', async () => {
    const doc = await create(editor)
    const submitted = await act(editor, doc.id, doc, { action: 'submit' })
    expect(submitted.headers.location).toBe(paths.adminDocument('cs', doc.id, 'submitted'))
    expect((await get(paths.adminDocument('cs', doc.id), chief)).body).toContain('id="adminReview"')
    const base = String((await row(doc.id)).latest)
    const published = await act(chief, doc.id, { ...doc, base }, { action: 'publish' })
    expect(published.headers.location).toBe(paths.adminDocument('cs', doc.id, 'published'))
    const file = await get(doc.url)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(await searchable(`Obsah ${doc.word}`, `Směrnice ${doc.word}`)).toBe(true)
  })

  it('replacing the file keeps the address; the new file and its text go live on publish, the old text leaves the index', async () => {
    const doc = await create(chief)
    await act(chief, doc.id, doc, { action: 'publish' })
    const first = await row(doc.id)
    expect(first.live).toBe(true)
    const newWord = unique()
    const next = await pdf(`Novela ${newWord}`)
    const replaced = await postMultipart(paths.adminDocumentFile('cs', doc.id), { base: String(first.latest) }, { name: 'novela.pdf', bytes: next }, chief)
    expect(replaced.statusCode).toBe(303)
    expect(replaced.headers.location).toBe(paths.adminDocument('cs', doc.id, 'replaced'))
    // A draft: the site still serves the old file.
    expect((await row(doc.id)).sha256).toBe(first.sha256)
    const page = await get(paths.adminDocument('cs', doc.id), chief)
    expect(page.body).toContain('id="documentPendingFile"')
    const latest = String((await row(doc.id)).latest)
    await act(chief, doc.id, { ...doc, base: latest }, { action: 'publish' })
    const after = await row(doc.id)
    expect(after.slug).toBe(first.slug)
    expect(after.sha256).not.toBe(first.sha256)
    expect(after.text).toContain(`Novela ${newWord}`)
    const file = await get(doc.url)
    expect(file.statusCode).toBe(200)
    expect(Buffer.compare(file.rawPayload, Buffer.from(next))).toBe(0)
    expect(await searchable(`Novela ${newWord}`, `Směrnice ${doc.word}`)).toBe(true)
    expect(await searchable(`Obsah ${doc.word}`, `Směrnice ${doc.word}`, false)).toBe(false)
    expect(await app.db.select({ n: sql<number>`count(*)::int` }).from(revisions).where(and(eq(revisions.entity, 'document'), eq(revisions.objectId, doc.id)))).toEqual([{ n: 2 }])
  })

  it('a published document keeps its date when edited and published again, a seeded one (live, no first publication recorded) too', async () => {
    const doc = await create(chief)
    await act(chief, doc.id, doc, { action: 'publish' })
    const old = new Date('2024-03-01T10:00:00Z')
    // As the seed leaves its documents: live, dated, first publication unrecorded.
    await app.db.update(documents).set({ publishedAt: old, firstPublishedAt: null }).where(eq(documents.id, doc.id))
    const base = String((await row(doc.id)).latest)
    expect((await act(chief, doc.id, { ...doc, base }, { action: 'publish', title: `Směrnice ${doc.word} v2` })).statusCode).toBe(303)
    const [after] = await app.db.select({ publishedAt: documents.publishedAt, title: documents.title }).from(documents).where(eq(documents.id, doc.id))
    expect(after).toEqual({ publishedAt: old, title: `Směrnice ${doc.word} v2` })
  })

  it('a stale replace is refused and the file is not published; the preview shows the draft, never indexed', async () => {
    const doc = await create(editor)
    await act(editor, doc.id, doc, { title: `Směrnice ${doc.word} upravená` })
    const stale = await postMultipart(paths.adminDocumentFile('cs', doc.id), { base: doc.base }, { name: 'a.pdf', bytes: await pdf('stale') }, editor)
    expect(stale.statusCode).toBe(409)
    const preview = await get(paths.adminDocumentPreview('cs', doc.id), editor)
    expect(preview.statusCode).toBe(200)
    expect(preview.body).toContain(`Směrnice ${doc.word} upravená`)
    expect(preview.body).toContain('id="adminPreviewBanner"')
    expect(preview.body).toContain('<meta name="robots" content="noindex')
  })
})
