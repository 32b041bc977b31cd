/**
 * The media library (issue 25, ADR 086) on the database of the run, through its forms as a browser
 * posts them (multipart with the file): uploads judged by their bytes (every hostile file refused
 * with its message in Czech and English, nothing stored), alt texts or the decorative mark, the
 * focal point that moves the crops' pixels under a new address, a new file under the same id,
 * where a picture is used, deleting (refused while used), the audit log, and who may do what.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { galleryImages, mediaImages, mediaOriginals, mediaVariants, news, people } from '../../../src/db/schema.js'
import { auditLog } from '../../../src/features/audit/audit.tables.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { postForm, postMultipart, signIn, signInWith, type Jar, type Upload } from '../../support/client.js'
import { unescape } from '../../support/html.js'

let app: FastifyInstance
let chief: Jar
let editor: Jar
let customer: Jar

const PASSWORD = 'Heslo-2026'
/** Small limits, so the oversized file and the pixel bomb stay small. */
const MAX = 256 * 1024
const MAX_PIXELS = 4_000_000

beforeAll(async () => {
  app = await testApp({ env: { UPLOAD_MAX_BYTES: String(MAX), IMAGE_MAX_PIXELS: String(MAX_PIXELS) } })
  ;[chief, editor, customer] = await Promise.all([signIn(app, 'redakce@example.cz', PASSWORD), signIn(app, 'redaktor@example.cz', PASSWORD), signIn(app, 'student@example.cz', PASSWORD)])
})
afterAll(async () => {
  await app?.close()
})

/** A picture whose left half is red and right half blue: a crop's colour tells where it was cut. */
const halves = (format: 'jpeg' | 'png' | 'webp', width = 800, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: { create: { width: width / 2, height, channels: 3, background: '#0000ff' } }, left: width / 2, top: 0 }])
    [format]()
    .toBuffer()
    .then((b) => new Uint8Array(b))

const get = (url: string, jar?: Jar) => app.inject({ url, ...(jar && { cookies: jar }) })
const LIST = { cs: paths.adminMedia('cs'), en: paths.adminMedia('en') }
const count = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(mediaImages))[0]!.n
const lastAudit = async () => (await app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!
const image = async (id: number) => (await app.db.select().from(mediaImages).where(eq(mediaImages.id, id)))[0]
let made = 0

/** Uploads a picture through the list's form; its id. */
async function upload(jar: Jar, file?: Upload, fields: Record<string, string> = {}, lang: 'cs' | 'en' = 'cs') {
  const n = ++made
  const res = await postMultipart(app, LIST[lang], { altCs: `Červená a modrá ${n}`, altEn: `Red and blue ${n}`, ...fields }, file ?? { name: `pulky-${n}.jpg`, bytes: await halves('jpeg'), type: 'image/jpeg' }, jar)
  expect(res.statusCode, res.body.slice(0, 300)).toBe(303)
  const id = Number(new RegExp(`^${LIST[lang]}/(\\d+)\\?done=created$`).exec(res.headers.location as string)?.[1])
  expect(id).toBeGreaterThan(0)
  return id
}

/** The mean red and blue of a rendition the page's address names. */
async function colourOf(url: string) {
  const res = await get(url)
  expect(res.statusCode, url).toBe(200)
  const { channels } = await sharp(res.rawPayload).stats()
  return { red: channels[0]!.mean, blue: channels[2]!.mean }
}

/** The addresses of a picture's square crop on its page. */
const squareCrop = (html: string) => unescape(/<figure class="media-crop media-crop--square"><picture>.*?<img src="([^"]+)"/.exec(html)?.[1] ?? '')

describe(`the media library on ${engine}`, () => {
  it('opens for editors and chief editors in both languages, under "Média" · "Media" in the navigation, with "Přidat" and a multipart upload form', async () => {
    for (const jar of [chief, editor]) {
      const cs = await get(LIST.cs, jar)
      expect(cs.statusCode).toBe(200)
      expect(cs.body).toContain('href="/qf/cs/sprava/media" aria-current="page">Média</a>')
      expect(cs.body).toContain('>Přidat</a>')
      expect(cs.body).toMatch(/<form class="form admin-form" noValidate="" id="mediaUploadForm" action="\/qf\/cs\/sprava\/media" encType="multipart\/form-data" method="post">/)
      const en = await get(LIST.en, jar)
      expect(en.body).toContain('href="/qf/en/admin/media" aria-current="page">Media</a>')
      expect(en.body).toContain('<label for="mediaUploadAltEn">Alt text in English</label>')
    }
    for (const jar of [undefined, customer]) {
      expect((await get(LIST.cs, jar)).statusCode).toBe(404)
      expect((await postMultipart(app, LIST.cs, { altCs: 'a', altEn: 'b' }, { name: 'a.jpg', bytes: await halves('jpeg') }, jar ?? {})).statusCode).toBe(404)
    }
  })

  it('an upload keeps the picture with its alt texts, names it in the grid and the search finds it by alt text or file name; audited', async () => {
    const before = await count()
    const id = await upload(editor, { name: 'Kampus v létě.png', bytes: await halves('png') }, { altCs: 'Kampus v létě', altEn: 'The campus in summer' })
    expect(await count()).toBe(before + 1)
    expect(await image(id)).toMatchObject({ altCs: 'Kampus v létě', altEn: 'The campus in summer', decorative: false, fileName: 'Kampus v létě.png', width: 800, height: 400, widths: [320, 640, 800], version: 1, focalX: 50, focalY: 50 })
    expect(await lastAudit()).toMatchObject({ action: 'create', entity: 'media', objectId: id })
    const found = await get(paths.adminMedia('cs', { q: 'v létě' }), editor)
    expect(found.body).toContain(`data-media-id="${id}"`)
    expect(found.body).toContain('Kampus v létě')
    expect((await get(paths.adminMedia('en', { q: 'campus in summer' }), editor)).body).toContain(`data-media-id="${id}"`)
    expect((await get(paths.adminMedia('cs', { q: 'zadny-takovy-obrazek' }), editor)).body).toContain('Žádný obrázek tomu neodpovídá.')
    // Its renditions are made on demand at the addresses the page names.
    const page = await get(paths.adminMediaItem('cs', id, 'created'), editor)
    expect(page.body).toContain('Obrázek je nahraný.')
    expect(await sharp((await get(squareCrop(page.body))).rawPayload).metadata()).toMatchObject({ width: 384, height: 384 })
  })

  it('alt texts in both languages are required unless the picture is decorative, which stores them empty', async () => {
    const before = await count()
    const missing = await postMultipart(app, LIST.en, { altCs: 'Jen česky', altEn: '' }, { name: 'a.jpg', bytes: await halves('jpeg') }, chief)
    expect(missing.statusCode).toBe(422)
    expect(missing.body).toContain('Fill in the alt text, or mark the picture decorative.')
    const tooLong = await postMultipart(app, LIST.cs, { altCs: 'x'.repeat(301), altEn: 'y' }, { name: 'a.jpg', bytes: await halves('jpeg') }, chief)
    expect(tooLong.body).toContain('Popis má nejvýše 300 znaků.')
    expect(await count()).toBe(before)
    const id = await upload(chief, undefined, { altCs: 'ignorováno', altEn: '', decorative: 'on' }, 'en')
    expect(await image(id)).toMatchObject({ altCs: '', altEn: '', decorative: true })
    expect((await get(paths.adminMedia('cs'), chief)).body).toMatch(new RegExp(`data-media-id="${id}".*?<span class="state-badge">dekorativní</span>`))
  })

  describe('every hostile or bad file is refused with its message, and nothing is stored', () => {
    const png = () => halves('png', 40, 20)
    const cases: Array<[string, () => Promise<Upload | null>, string, string, number]> = [
      ['no file', async () => null, 'Vyberte soubor s obrázkem.', 'Choose an image file.', 422],
      ['an empty file', async () => ({ name: 'prazdny.jpg', bytes: new Uint8Array() }), 'Soubor je prázdný.', 'The file is empty.', 422],
      ['an oversized file', async () => ({ name: 'velky.jpg', bytes: new Uint8Array(MAX + 10).fill(0xff) }), 'Soubor je větší než', 'The file is larger than', 413],
      ['a program named .jpg', async () => ({ name: 'foto.jpg', bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]), type: 'image/jpeg' }), 'Soubor není obrázek, ať se jmenuje jakkoli.', 'The file is not a picture, whatever its name.', 422],
      ['a PDF named .png', async () => ({ name: 'foto.png', bytes: new TextEncoder().encode('%PDF-1.7\n1 0 obj'), type: 'image/png' }), 'Soubor není obrázek', 'The file is not a picture', 422],
      ['a GIF', async () => ({ name: 'animace.gif', bytes: new Uint8Array(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer()) }), 'Přijímáme jen JPEG, PNG a WebP.', 'Only JPEG, PNG and WebP are accepted.', 422],
      ['a plain SVG', async () => ({ name: 'logo.svg', bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>') }), 'Přijímáme jen JPEG, PNG a WebP.', 'Only JPEG, PNG and WebP are accepted.', 422],
      ['an SVG with script', async () => ({ name: 'logo.jpg', bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>') }), 'SVG obsahuje skript', 'The SVG contains a script', 422],
      ['a truncated JPEG', async () => ({ name: 'useknuty.jpg', bytes: (await halves('jpeg')).slice(0, 600) }), 'Obrázek se nedá přečíst (je useknutý nebo poškozený).', 'The picture cannot be read (it is cut short or damaged).', 422],
      [
        'a pixel bomb (a PNG header claiming 60,000 × 60,000)',
        async () => {
          const bytes = await png()
          new DataView(bytes.buffer, bytes.byteOffset).setUint32(16, 60_000)
          new DataView(bytes.buffer, bytes.byteOffset).setUint32(20, 60_000)
          return { name: 'bomba.png', bytes }
        },
        'Obrázek má víc než 4 megapixelů',
        'The picture has more than 4 megapixels',
        422,
      ],
      ['a path for a name', async () => ({ name: '../../etc/passwd.png', bytes: await png() }), 'Název souboru obsahuje cestu', 'The file name holds a path', 422],
      ['a Windows path for a name', async () => ({ name: '..\\..\\boot.png', bytes: await png() }), 'Název souboru obsahuje cestu', 'The file name holds a path', 422],
    ]
    it.each(cases)('%s', async (_what, file, cs, en, status) => {
      const before = await count()
      const variants = (await app.db.select({ n: sql<number>`count(*)::int` }).from(mediaVariants))[0]!.n
      for (const [lang, text] of [['cs', cs], ['en', en]] as const) {
        const res = await postMultipart(app, LIST[lang], { altCs: 'Popis', altEn: 'Alt' }, await file(), editor)
        expect(res.statusCode).toBe(status)
        expect(unescape(res.body)).toContain(text)
        expect(res.body).toContain('id="mediaFile-error"')
      }
      expect(await count()).toBe(before)
      expect((await app.db.select({ n: sql<number>`count(*)::int` }).from(mediaVariants))[0]!.n).toBe(variants)
    })
  })

  it('the focal point moves the square crop: new pixels at a new address, the old one gone; by numbers, with bad numbers refused', async () => {
    const id = await upload(editor)
    const first = await get(paths.adminMediaItem('cs', id), editor)
    const centre = squareCrop(first.body)
    expect(centre).toMatch(new RegExp(`^/media/images/${id}/v1/square-384\\.webp$`))
    // In the middle the square holds both halves.
    const middle = await colourOf(centre)
    expect(middle.red).toBeGreaterThan(80)
    expect(middle.blue).toBeGreaterThan(80)
    for (const [x, colour] of [['0', 'red'], ['100', 'blue']] as const) {
      const res = await postForm(app, paths.adminMediaAct('en', id, 'focal'), { focalX: x, focalY: '50' }, editor)
      expect(res.statusCode).toBe(303)
      expect(res.headers.location).toBe(paths.adminMediaItem('en', id, 'focused'))
      const page = await get(res.headers.location as string, editor)
      expect(page.body).toContain('The focal point is saved; the crops are new.')
      const crop = squareCrop(page.body)
      expect(crop).not.toBe(centre)
      const seen = await colourOf(crop)
      const [mine, other] = colour === 'red' ? [seen.red, seen.blue] : [seen.blue, seen.red]
      expect(mine, `${x} %`).toBeGreaterThan(200)
      expect(other, `${x} %`).toBeLessThan(40)
      // The cross on the picker stands where the point is, without script too.
      expect(page.body).toContain(`data-focal-x="${x}"`)
    }
    expect((await image(id))!).toMatchObject({ focalX: 100, focalY: 50, version: 3 })
    expect((await get(centre)).statusCode).toBe(404)
    expect(await lastAudit()).toMatchObject({ action: 'change', entity: 'media', objectId: id })
    for (const bad of [{ focalX: 'abc', focalY: '50' }, { focalX: '101', focalY: '50' }, { focalX: '-1', focalY: '50' }, { focalX: '50' }] as Record<string, string>[]) {
      const res = await postForm(app, paths.adminMediaAct('cs', id, 'focal'), bad, editor)
      expect(res.statusCode, JSON.stringify(bad)).toBe(422)
      expect(res.body).toContain('Zadejte celé číslo od 0 do 100.')
    }
    expect((await image(id))!.version).toBe(3)
  })

  it('a seed picture’s focal point can change too: its widest variant becomes its source', async () => {
    const [hero] = await app.db.select({ id: mediaImages.id }).from(mediaImages).where(eq(mediaImages.key, 'hero/fpv'))
    const res = await postForm(app, paths.adminMediaAct('cs', hero!.id, 'focal'), { focalX: '10', focalY: '90' }, chief)
    expect(res.statusCode).toBe(303)
    expect((await app.db.select({ w: mediaOriginals.width }).from(mediaOriginals).where(eq(mediaOriginals.imageId, hero!.id)))[0]?.w).toBe(1600)
    const page = await get(paths.adminMediaItem('cs', hero!.id), chief)
    expect(await sharp((await get(squareCrop(page.body))).rawPayload).metadata()).toMatchObject({ width: 384, height: 384 })
    // The faculty's page shows the full picture at its new address.
    expect((await get(paths.adminMediaItem('cs', hero!.id), chief)).body).toContain(`/media/images/${hero!.id}/v2/`)
  })

  it('the texts form changes the alt texts (hostile text stays text) and refuses what the upload refuses', async () => {
    const id = await upload(editor)
    const res = await postForm(app, paths.adminMediaAct('cs', id, 'texts'), { altCs: '<script>alert(1)</script> Nový popis', altEn: 'New alt' }, editor)
    expect(res.statusCode).toBe(303)
    expect(await image(id)).toMatchObject({ altCs: '<script>alert(1)</script> Nový popis', altEn: 'New alt' })
    const page = await get(res.headers.location as string, editor)
    expect(page.body).not.toContain('<script>alert(1)')
    expect(page.body).toContain('Popis je uložený.')
    const refused = await postForm(app, paths.adminMediaAct('en', id, 'texts'), { altCs: '', altEn: 'x' }, editor)
    expect(refused.statusCode).toBe(422)
    expect(await image(id)).toMatchObject({ altEn: 'New alt' })
    expect((await postForm(app, paths.adminMediaAct('cs', 99_999_999, 'texts'), { altCs: 'a', altEn: 'b' }, editor)).statusCode).toBe(404)
  })

  it('a new file keeps the id and the uses, at a new version; a bad one changes nothing', async () => {
    const id = await upload(chief)
    const refused = await postMultipart(app, paths.adminMediaAct('cs', id, 'file'), {}, { name: 'x.jpg', bytes: new TextEncoder().encode('<html>') }, chief)
    expect(refused.statusCode).toBe(422)
    expect((await image(id))!.version).toBe(1)
    const res = await postMultipart(app, paths.adminMediaAct('en', id, 'file'), {}, { name: 'new.webp', bytes: await halves('webp', 400, 400) }, chief)
    expect(res.statusCode).toBe(303)
    expect(await image(id)).toMatchObject({ fileName: 'new.webp', width: 400, height: 400, widths: [320, 400], version: 2 })
    expect((await get(`/media/images/${id}/v1/800.webp`)).statusCode).toBe(404)
    expect(await sharp((await get(`/media/images/${id}/v2/400.webp`)).rawPayload).metadata()).toMatchObject({ width: 400, height: 400 })
    expect(await lastAudit()).toMatchObject({ action: 'change', entity: 'media', objectId: id })
  })

  it('"used on" lists news, galleries, portraits and the fixed pages, each linked; deleting a used picture is refused with them listed', async () => {
    const [item] = await app.db.select({ id: news.id, imageId: news.imageId, title: news.title }).from(news).where(and(eq(news.lang, 'cs'), sql`${news.imageId} is not null`)).limit(1)
    const [person] = await app.db.select({ id: people.id, portraitId: people.portraitId }).from(people).limit(1)
    const [gallery] = await app.db.select({ imageId: galleryImages.imageId }).from(galleryImages).limit(1)
    const [hero] = await app.db.select({ id: mediaImages.id }).from(mediaImages).where(eq(mediaImages.key, 'hero/uni'))
    const newsPage = await get(paths.adminMediaItem('cs', item!.imageId!), chief)
    expect(newsPage.body).toContain(`href="${paths.adminNewsItem('cs', item!.id)}"`)
    expect(unescape(newsPage.body)).toContain(item!.title)
    expect((await get(paths.adminMediaItem('en', person!.portraitId!), chief)).body).toContain(`Portrait: <a href="${paths.adminPerson('en', person!.id)}"`)
    expect((await get(paths.adminMediaItem('en', gallery!.imageId), chief)).body).toContain('News gallery: <a href="/qf/en/admin/news/')
    expect((await get(paths.adminMediaItem('cs', hero!.id), chief)).body).toContain('Úvodní stránka: <a href="/qf/cs/uvod"')
    const before = await count()
    for (const [lang, id] of [['cs', item!.imageId!], ['en', hero!.id]] as const) {
      const page = await get(paths.adminMediaItem(lang, id), chief)
      expect(page.body).toContain('id="mediaInUse"')
      expect(page.body).not.toContain('id="mediaDeleteForm"')
      const res = await postForm(app, paths.adminMediaAct(lang, id, 'delete'), { confirm: 'on' }, chief)
      expect(res.statusCode).toBe(409)
      expect(res.body).toContain(lang === 'cs' ? 'Smazat ho nejde: nejdřív ho tam nahraďte jiným.' : 'It cannot be deleted: replace it there first.')
      expect(res.body).toContain('id="mediaUseList"')
    }
    expect(await count()).toBe(before)
  })

  it('an unused picture is deleted with its files after an explicit confirmation, by chief editors only; audited', async () => {
    const id = await upload(editor)
    expect((await get(`/media/images/${id}/v1/320.webp`)).statusCode).toBe(200)
    const page = await get(paths.adminMediaItem('cs', id), chief)
    expect(page.body).toContain('Obrázek zatím nikde není použitý.')
    expect(page.body).toContain('id="mediaDeleteForm"')
    // An editor sees no delete form, and the address is a 404 for them.
    expect((await get(paths.adminMediaItem('cs', id), editor)).body).toContain('Mazat obrázky mohou hlavní redaktoři.')
    expect((await postForm(app, paths.adminMediaAct('cs', id, 'delete'), { confirm: 'on' }, editor)).statusCode).toBe(404)
    const unconfirmed = await postForm(app, paths.adminMediaAct('cs', id, 'delete'), {}, chief)
    expect(unconfirmed.statusCode).toBe(422)
    expect(unconfirmed.body).toContain('Potvrďte smazání zaškrtnutím.')
    expect(await image(id)).toBeDefined()
    const res = await postForm(app, paths.adminMediaAct('en', id, 'delete'), { confirm: 'on' }, chief)
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(paths.adminMedia('en', { done: 'deleted' }))
    expect((await get(res.headers.location as string, chief)).body).toContain('The picture is deleted.')
    expect(await image(id)).toBeUndefined()
    expect((await app.db.select().from(mediaVariants).where(eq(mediaVariants.imageId, id))).length).toBe(0)
    expect((await app.db.select().from(mediaOriginals).where(eq(mediaOriginals.imageId, id))).length).toBe(0)
    expect((await get(`/media/images/${id}/v1/320.webp`)).statusCode).toBe(404)
    expect(await lastAudit()).toMatchObject({ action: 'delete', entity: 'media', objectId: id })
    expect((await get(paths.adminMediaItem('cs', id), chief)).statusCode).toBe(404)
  })

  it('an editor of another faculty manages the shared library too', async () => {
    const other = await signInWith(app, [{ role: 'editor', scope: 'faculty:filozoficka-fakulta' }])
    expect((await get(LIST.en, other)).statusCode).toBe(200)
    const id = await upload(other)
    expect((await postForm(app, paths.adminMediaAct('cs', id, 'focal'), { focalX: '20', focalY: '20' }, other)).statusCode).toBe(303)
  })
})
