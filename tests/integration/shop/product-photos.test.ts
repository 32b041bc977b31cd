/**
 * A product's photos in the catalogue's administration (issue 26, ADR 089) on the database of the
 * run, through the forms as a browser posts them (multipart with the file): an upload made into
 * the product's `full` and `thumb` WebP in the image process and shown by the shop's gallery at
 * once with its alt text, both alt texts required and editable (hostile text stays text), moving
 * up and down (the first is the main photo), deleting after the confirmation (its address then a
 * 404, a new upload a new address), every hostile or bad file refused with its message in Czech and
 * English with nothing stored, forged ids, the audit log, and who may do what.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, productCategories, productImages, products } from '../../../src/db/schema.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { postForm, postMultipart, signIn, signInWith, type Jar, type Upload } from '../../support/client.js'
import { unescape } from '../../support/html.js'

let app: FastifyInstance
let manager: Jar
let editor: Jar
let customer: Jar
let category: { id: number; slugCs: string; slugEn: string }

/** Small limits, so the oversized file and the pixel bomb stay small. */
const MAX = 256 * 1024
const MAX_PIXELS = 4_000_000

beforeAll(async () => {
  app = await testApp({ env: { UPLOAD_MAX_BYTES: String(MAX), IMAGE_MAX_PIXELS: String(MAX_PIXELS) } })
  ;[manager, editor, customer] = await Promise.all([signInWith(app, [{ role: 'shop_manager' }]), signInWith(app, [{ role: 'chief_editor' }]), signIn(app, 'student@example.cz', 'Heslo-2026')])
  category = (await app.db.select({ id: productCategories.id, slugCs: productCategories.slugCs, slugEn: productCategories.slugEn }).from(productCategories).orderBy(productCategories.id).limit(1))[0]!
})
afterAll(async () => {
  await app?.close()
})

/** A picture whose left half is red and right half blue: the thumbnail's colours tell how it was cut. */
const halves = (format: 'jpeg' | 'png' | 'webp', width = 800, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: { create: { width: width / 2, height, channels: 3, background: '#0000ff' } }, left: width / 2, top: 0 }])
    [format]()
    .toBuffer()
    .then((b) => new Uint8Array(b))

const get = (url: string, jar?: Jar) => app.inject({ url, ...(jar && { cookies: jar }) })
let made = 0
const tag = () => `${process.pid}x${Date.now().toString(36)}x${++made}`.toUpperCase()

/** A published product of its own (no photos yet); its id and shop address. */
async function product(): Promise<{ id: number; url: string }> {
  const t = tag()
  const res = await postForm(app, paths.adminProductNew('cs'), { nameCs: `Hrnek ${t}`, nameEn: `Mug ${t}`, categoryId: String(category.id), price: '290', vatRate: '21', sku: `QF-P-${t}` }, manager)
  expect(res.statusCode, res.body.slice(0, 300)).toBe(303)
  const id = Number(/\/(\d+)\?done=created$/.exec(String(res.headers.location))?.[1])
  await app.db.update(products).set({ status: 'published' }).where(eq(products.id, id))
  const [row] = await app.db.select({ slugCs: products.slugCs }).from(products).where(eq(products.id, id))
  return { id, url: paths.product('cs', category.slugCs, row!.slugCs) }
}

const photosOf = (id: number) => app.db.select().from(productImages).where(eq(productImages.productId, id)).orderBy(productImages.sort, productImages.id)
/** The product's audit entries, newest first (other files write theirs to a shared database at once). */
const auditsOf = (id: number) => app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'product'), eq(auditLog.objectId, id))).orderBy(desc(auditLog.id))
const lastAudit = async (id: number) => (await auditsOf(id))[0]!

/** Uploads a photo through the page's form; its id. */
async function upload(productId: number, fields: Record<string, string> = {}, file?: Upload, lang: 'cs' | 'en' = 'cs') {
  const n = ++made
  const res = await postMultipart(app, paths.adminProductPhotos(lang, productId), { altCs: `Červená a modrá ${n}`, altEn: `Red and blue ${n}`, ...fields }, file ?? { name: `pulky-${n}.jpg`, bytes: await halves('jpeg'), type: 'image/jpeg' }, manager)
  // The refusal's reason, when there is one, says more than the page's head.
  expect(res.statusCode, /id="adminNotice"[\s\S]{0,600}/.exec(res.body)?.[0] ?? res.body.slice(0, 300)).toBe(303)
  expect(res.headers.location).toBe(paths.adminProductPhotos(lang, productId, 'created'))
  const photos = await photosOf(productId)
  return photos.at(-1)!.id
}

/** The image ids of the shop's gallery on a product page, in its order. */
const galleryIds = (html: string) => [...html.matchAll(/<a href="\/media\/products\/(\d+)\/full\.webp" data-size=/g)].map((m) => Number(m[1]))

describe(`a product's photos on ${engine}`, () => {
  it('the product page links the photos page; it opens in both languages for the shop manager', async () => {
    const { id } = await product()
    expect((await get(paths.adminProduct('cs', id), manager)).body).toContain(`<a href="/qf/cs/sprava/produkty/${id}/fotografie" id="productPhotosLink">Fotografie produktu</a>`)
    const cs = await get(paths.adminProductPhotos('cs', id), manager)
    expect(cs.statusCode).toBe(200)
    expect(cs.body).toContain('Produkt zatím nemá žádnou fotografii')
    expect(cs.body).toMatch(/<form[^>]*id="productPhotoUploadForm"[^>]*encType="multipart\/form-data"/)
    const en = await get(paths.adminProductPhotos('en', id), manager)
    expect(en.body).toContain('<label for="productPhotoUploadAltEn">Alt text in English</label>')
  })

  it('an upload makes the full and thumb WebP as the seed’s, the shop shows it at once with its alt text; audited', async () => {
    const { id, url } = await product()
    expect(galleryIds((await get(url)).body)).toEqual([])
    const photo = await upload(id, { altCs: 'Hrnek zepředu, červený a modrý', altEn: 'The mug from the front, red and blue' })
    expect(await photosOf(id)).toHaveLength(1)
    const [row] = await photosOf(id)
    // 800 × 400 stays within 1200 × 900 as it is; the thumbnail fills 400 × 300 (the tiles' 4:3), cut around the middle.
    expect(row).toMatchObject({ id: photo, sort: 1, width: 800, height: 400, thumbWidth: 400, thumbHeight: 300, mimeType: 'image/webp', altCs: 'Hrnek zepředu, červený a modrý' })
    const full = await get(paths.productImage(photo, 'full'))
    expect(full.statusCode).toBe(200)
    expect(full.headers['content-type']).toBe('image/webp')
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800, height: 400 })
    const thumb = await sharp((await get(paths.productImage(photo, 'thumb'))).rawPayload).stats()
    expect(thumb.channels[0]!.mean).toBeGreaterThan(80)
    expect(thumb.channels[2]!.mean).toBeGreaterThan(80)
    // A large photo is brought within 1200 × 900.
    const big = await upload(id, {}, { name: 'velka.png', bytes: await halves('png', 1600, 1600) })
    expect((await photosOf(id)).find((p) => p.id === big)).toMatchObject({ width: 900, height: 900, thumbWidth: 400, thumbHeight: 300, sort: 2 })

    const page = await get(url)
    expect(galleryIds(page.body)).toEqual([photo, big])
    expect(page.body).toContain('alt="Hrnek zepředu, červený a modrý"')
    expect((await get(paths.product('en', category.slugEn, (await app.db.select({ s: products.slugEn }).from(products).where(eq(products.id, id)))[0]!.s))).body).toContain('alt="The mug from the front, red and blue"')
    expect(await lastAudit(id)).toMatchObject({ action: 'create', entity: 'product', objectId: id })
    expect((await lastAudit(id)).summary).toContain(`photo #${big}`)
  })

  it('both alt texts are required, at most 300 characters; hostile text stays text; the texts form changes them', async () => {
    const { id, url } = await product()
    const missing = await postMultipart(app, paths.adminProductPhotos('en', id), { altCs: 'Jen česky', altEn: '  ' }, { name: 'a.jpg', bytes: await halves('jpeg') }, manager)
    expect(missing.statusCode).toBe(422)
    expect(missing.body).toContain('Fill in the alt text.')
    expect(missing.body).toContain('value="Jen česky"')
    const tooLong = await postMultipart(app, paths.adminProductPhotos('cs', id), { altCs: `<script>alert(1)</script>${'x'.repeat(300)}`, altEn: 'y' }, { name: 'a.jpg', bytes: await halves('jpeg') }, manager)
    expect(tooLong.statusCode).toBe(422)
    expect(tooLong.body).toContain('Popis má nejvýše 300 znaků.')
    expect(tooLong.body).not.toContain('<script>alert(1)')
    const control = await postMultipart(app, paths.adminProductPhotos('cs', id), { altCs: 'a\u0007b', altEn: 'y' }, { name: 'a.jpg', bytes: await halves('jpeg') }, manager)
    expect(control.statusCode).toBe(422)
    expect(await photosOf(id)).toEqual([])

    const photo = await upload(id)
    const res = await postForm(app, paths.adminProductPhotoAct('cs', id, photo, 'texts'), { altCs: '<script>alert(1)</script> Nový   popis', altEn: 'New alt' }, manager)
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(paths.adminProductPhotos('cs', id, 'saved'))
    expect((await photosOf(id))[0]).toMatchObject({ altCs: '<script>alert(1)</script> Nový popis', altEn: 'New alt' })
    expect(await lastAudit(id)).toMatchObject({ action: 'change', entity: 'product', objectId: id })
    const admin = await get(res.headers.location as string, manager)
    expect(admin.body).toContain('Popis fotografie je uložený.')
    expect(admin.body).not.toContain('<script>alert(1)')
    const shop = await get(url)
    expect(shop.body).not.toContain('<script>alert(1)')
    expect(shop.body).toContain('alt="&lt;script&gt;alert(1)&lt;/script&gt; Nový popis"')
    const refused = await postForm(app, paths.adminProductPhotoAct('en', id, photo, 'texts'), { altCs: '', altEn: 'x' }, manager)
    expect(refused.statusCode).toBe(422)
    expect(refused.body).toContain(`id="photo${photo}AltCs-error"`)
    expect((await photosOf(id))[0]).toMatchObject({ altEn: 'New alt' })
  })

  it('moving up and down renumbers the order; the first is the main photo of the product page; at an edge nothing changes', async () => {
    const { id, url } = await product()
    const [a, b, c] = [await upload(id), await upload(id), await upload(id)]
    const move = (photo: number, direction: string, lang: 'cs' | 'en' = 'cs') => postForm(app, paths.adminProductPhotoAct(lang, id, photo, 'move'), { direction }, manager)
    const res = await move(c, 'up')
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(paths.adminProductPhotos('cs', id, 'moved'))
    expect((await photosOf(id)).map((p) => [p.id, p.sort])).toEqual([[a, 1], [c, 2], [b, 3]])
    expect((await move(c, 'up', 'en')).statusCode).toBe(303)
    expect((await photosOf(id)).map((p) => p.id)).toEqual([c, a, b])
    expect(await lastAudit(id)).toMatchObject({ action: 'change', entity: 'product', objectId: id })
    const page = (await get(url)).body
    expect(galleryIds(page)).toEqual([c, a, b])
    // The first photo is the product's main one (its structured data and sharing image).
    expect(page).toMatch(new RegExp(`<meta property="og:image" content="[^"]*/media/products/${c}/full\\.webp"`))
    const audits = (await auditsOf(id)).length
    expect((await move(c, 'up')).statusCode).toBe(303)
    expect((await move(b, 'down')).statusCode).toBe(303)
    expect((await photosOf(id)).map((p) => p.id)).toEqual([c, a, b])
    expect((await auditsOf(id)).length).toBe(audits)
    const bad = await move(a, 'sideways')
    expect(bad.statusCode).toBe(422)
    expect(bad.body).toContain('Zvolte, kam fotografii posunout.')
    expect(await app.db.select().from(productImages).where(and(eq(productImages.productId, id), eq(productImages.sort, 0)))).toEqual([])
  })

  it('deleting needs the confirmation; the deleted photo’s address is a 404 and a new upload has a new address', async () => {
    const { id, url } = await product()
    const [a, b] = [await upload(id), await upload(id)]
    const confirmation = await get(paths.adminProductPhotoAct('cs', id, b, 'delete'), manager)
    expect(confirmation.statusCode).toBe(200)
    expect(confirmation.body).toContain('<label for="productPhotoDeleteConfirm">Ano, fotografii 2 chci smazat</label>')
    expect(confirmation.body).toContain(`src="/media/products/${b}/thumb.webp"`)
    expect((await get(paths.adminProductPhotos('cs', id), manager)).body).toContain(`href="${paths.adminProductPhotoAct('cs', id, a, 'delete')}"`)
    const unconfirmed = await postForm(app, paths.adminProductPhotoAct('cs', id, a, 'delete'), {}, manager)
    expect(unconfirmed.statusCode).toBe(422)
    expect(unconfirmed.body).toContain('Potvrďte smazání zaškrtnutím.')
    expect((await photosOf(id)).map((p) => p.id)).toEqual([a, b])
    const res = await postForm(app, paths.adminProductPhotoAct('en', id, a, 'delete'), { confirm: 'on' }, manager)
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(paths.adminProductPhotos('en', id, 'deleted'))
    expect((await get(res.headers.location as string, manager)).body).toContain('The photo is deleted.')
    expect((await photosOf(id)).map((p) => p.id)).toEqual([b])
    expect(await lastAudit(id)).toMatchObject({ action: 'delete', entity: 'product', objectId: id })
    expect((await get(paths.productImage(a, 'full'))).statusCode).toBe(404)
    expect((await get(paths.productImage(a, 'thumb'))).statusCode).toBe(404)
    expect(galleryIds((await get(url)).body)).toEqual([b])
    const again = await upload(id)
    expect(again).toBeGreaterThan(a)
    expect(again).not.toBe(b)
    // Twice: the second finds nothing.
    expect((await postForm(app, paths.adminProductPhotoAct('cs', id, a, 'delete'), { confirm: 'on' }, manager)).statusCode).toBe(404)
  })

  it('uploads sent at once are numbered 1, 2, … without a gap; moves and a delete sent at once leave no two photos in one place', async () => {
    const { id } = await product()
    const bytes = await halves('jpeg', 200, 100)
    const sent = await Promise.all(
      Array.from({ length: 4 }, (_, i) => postMultipart(app, paths.adminProductPhotos('cs', id), { altCs: `Souběžná ${i}`, altEn: `Parallel ${i}` }, { name: `soubezna-${i}.jpg`, bytes }, manager)),
    )
    expect(sent.map((r) => r.statusCode)).toEqual([303, 303, 303, 303])
    expect((await photosOf(id)).map((p) => p.sort)).toEqual([1, 2, 3, 4])
    const ids = (await photosOf(id)).map((p) => p.id)
    const moved = await Promise.all([
      postForm(app, paths.adminProductPhotoAct('cs', id, ids[3]!, 'move'), { direction: 'up' }, manager),
      postForm(app, paths.adminProductPhotoAct('cs', id, ids[0]!, 'move'), { direction: 'down' }, manager),
      postForm(app, paths.adminProductPhotoAct('cs', id, ids[2]!, 'delete'), { confirm: 'on' }, manager),
    ])
    expect(moved.map((r) => r.statusCode).every((s) => s === 303 || s === 404)).toBe(true)
    const after = await photosOf(id)
    expect(new Set(after.map((p) => p.sort)).size).toBe(after.length)
    expect(after.map((p) => p.id).sort()).toEqual(ids.filter((x) => x !== ids[2]).sort())
  })

  it('forged ids: another product’s photo, a photo or product that is not there, odd ids are 404s that change nothing', async () => {
    const [one, other] = [await product(), await product()]
    const theirs = await upload(other.id)
    const before = await photosOf(other.id)
    const audits = (await auditsOf(one.id)).length + (await auditsOf(other.id)).length
    for (const [act, body] of [['texts', { altCs: 'Cizí', altEn: 'Foreign' }], ['move', { direction: 'up' }], ['delete', { confirm: 'on' }]] as const) {
      expect((await postForm(app, paths.adminProductPhotoAct('cs', one.id, theirs, act), body, manager)).statusCode, act).toBe(404)
      if (act === 'delete') expect((await get(paths.adminProductPhotoAct('en', one.id, theirs, act), manager)).statusCode).toBe(404)
      expect((await postForm(app, paths.adminProductPhotoAct('cs', one.id, 2_000_000_000, act), body, manager)).statusCode, act).toBe(404)
      for (const odd of ['0', '-1', 'abc', '1e3', '99999999999']) {
        expect((await postForm(app, paths.adminProductPhotoAct('cs', one.id, 1, act).replace('/1/', `/${odd}/`), body, manager)).statusCode, `${act} ${odd}`).toBe(404)
      }
    }
    for (const odd of ['0', 'abc', '99999999999', '999999999']) {
      expect((await get(paths.adminProductPhotos('cs', 1).replace('/1/', `/${odd}/`), manager)).statusCode, odd).toBe(404)
      expect((await postMultipart(app, paths.adminProductPhotos('cs', 1).replace('/1/', `/${odd}/`), { altCs: 'a', altEn: 'b' }, { name: 'a.jpg', bytes: await halves('jpeg') }, manager)).statusCode, odd).toBe(404)
    }
    expect(await photosOf(other.id)).toEqual(before)
    expect((await auditsOf(one.id)).length + (await auditsOf(other.id)).length).toBe(audits)
  })

  it('a visitor, a customer and an editor get 404 on every route and change nothing', async () => {
    const { id } = await product()
    const photo = await upload(id)
    const before = await photosOf(id)
    for (const jar of [{}, customer, editor]) {
      expect((await get(paths.adminProductPhotos('cs', id), jar)).statusCode).toBe(404)
      expect((await get(paths.adminProductPhotos('en', id), jar)).statusCode).toBe(404)
      expect((await postMultipart(app, paths.adminProductPhotos('cs', id), { altCs: 'a', altEn: 'b' }, { name: 'a.jpg', bytes: await halves('jpeg') }, jar)).statusCode).toBe(404)
      expect((await postForm(app, paths.adminProductPhotoAct('cs', id, photo, 'texts'), { altCs: 'a', altEn: 'b' }, jar)).statusCode).toBe(404)
      expect((await postForm(app, paths.adminProductPhotoAct('en', id, photo, 'move'), { direction: 'down' }, jar)).statusCode).toBe(404)
      expect((await get(paths.adminProductPhotoAct('cs', id, photo, 'delete'), jar)).statusCode).toBe(404)
      expect((await postForm(app, paths.adminProductPhotoAct('cs', id, photo, 'delete'), { confirm: 'on' }, jar)).statusCode).toBe(404)
    }
    expect(await photosOf(id)).toEqual(before)
  })

  describe('every hostile or bad file is refused with its message, and nothing is stored', () => {
    const png = () => halves('png', 40, 20)
    const cases: Array<[string, () => Promise<Upload | null>, string, string, number]> = [
      ['no file', async () => null, 'Vyberte soubor s fotografií.', 'Choose a photo file.', 422],
      ['an empty file', async () => ({ name: 'prazdny.jpg', bytes: new Uint8Array() }), 'Soubor je prázdný.', 'The file is empty.', 422],
      ['an oversized file', async () => ({ name: 'velky.jpg', bytes: new Uint8Array(MAX + 10).fill(0xff) }), 'Soubor je větší než', 'The file is larger than', 413],
      ['a program named .jpg', async () => ({ name: 'foto.jpg', bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]), type: 'image/jpeg' }), 'Soubor není obrázek, ať se jmenuje jakkoli.', 'The file is not a picture, whatever its name.', 422],
      ['a fake JPEG (its magic bytes, then text)', async () => ({ name: 'foto.jpg', bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode('<?php echo 1; ?> not a jpeg at all, just text')]), type: 'image/jpeg' }), 'Obrázek se nedá přečíst', 'The picture cannot be read', 422],
      ['a GIF', async () => ({ name: 'animace.gif', bytes: new Uint8Array(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer()) }), 'Přijímáme jen JPEG, PNG a WebP.', 'Only JPEG, PNG and WebP are accepted.', 422],
      ['a plain SVG', async () => ({ name: 'logo.svg', bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>') }), 'Přijímáme jen JPEG, PNG a WebP.', 'Only JPEG, PNG and WebP are accepted.', 422],
      ['an SVG with script named .jpg', async () => ({ name: 'logo.jpg', bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'), type: 'image/jpeg' }), 'Přijímáme jen JPEG, PNG a WebP.', 'Only JPEG, PNG and WebP are accepted.', 422],
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
    let target: number
    beforeAll(async () => {
      target = (await product()).id
    })
    it.each(cases)('%s', async (_what, file, cs, en, status) => {
      const audits = (await auditsOf(target)).length
      for (const [lang, text] of [['cs', cs], ['en', en]] as const) {
        const res = await postMultipart(app, paths.adminProductPhotos(lang, target), { altCs: 'Popis', altEn: 'Alt' }, await file(), manager)
        expect(res.statusCode).toBe(status)
        expect(unescape(res.body)).toContain(text)
        expect(res.body).toContain('id="productPhotoFile-error"')
        // The alt texts stay in the form for the next try.
        expect(res.body).toContain('value="Popis"')
      }
      expect(await photosOf(target)).toEqual([])
      expect((await auditsOf(target)).length).toBe(audits)
    })
  })
})
