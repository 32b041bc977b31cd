/**
 * A product's photos in Chromium (issue 26, ADR 089), as the seeded shop manager, on a product
 * each run adds and publishes (no other spec sees it): from the product's page to its photos, two
 * photos uploaded through the file input with their alt texts, an alt text changed, the second
 * moved up to be the main one, the other deleted after its box is ticked; the shop's gallery then
 * shows the photo with its alt text. With JavaScript in Czech (axe on the photos page, empty and
 * full, and on the deletion's confirmation), without it in English.
 */
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { openAdminPart, signInToAdmin } from './support/admin.js'

type Lang = 'cs' | 'en'

const T = {
  cs: {
    login: '/qf/cs/prihlaseni', email: 'E-mail', password: 'Heslo', submit: 'Přihlásit se', nav: 'Části administrace', products: 'Produkty', nameCs: 'Název česky', nameEn: 'Název anglicky', price: 'Cena včetně DPH (Kč)',
    state: 'Stav', published: 'Zveřejněný', saved: 'Produkt je uložený.', shop: 'Zobrazit v obchodě', photos: 'Fotografie produktu',
    file: 'Soubor s fotografií', altCs: 'Popis česky (alternativní text)', altEn: 'Popis anglicky (alternativní text)', upload: 'Nahrát', uploaded: 'Fotografie je nahraná.', altSaved: 'Popis fotografie je uložený.',
    save2: 'Uložit popis fotografie 2', up2: 'Posunout fotografii 2 výš', moved: 'Pořadí fotografií je uložené.', confirm2: 'Ano, fotografii 2 chci smazat', delete2: 'Smazat fotografii 2', deleted: 'Fotografie je smazaná.',
    required: 'Vyplňte popis.', main: 'hlavní', back: 'Zpět na produkt',
  },
  en: {
    login: '/qf/en/login', email: 'Email', password: 'Password', submit: 'Log in', nav: 'Parts of the administration', products: 'Products', nameCs: 'Name in Czech', nameEn: 'Name in English', price: 'Price including VAT (CZK)',
    state: 'State', published: 'Published', saved: 'The product is saved.', shop: 'View in the shop', photos: 'Product photos',
    file: 'Photo file', altCs: 'Alt text in Czech', altEn: 'Alt text in English', upload: 'Upload', uploaded: 'The photo is uploaded.', altSaved: 'The alt text is saved.',
    save2: 'Save the alt text of photo 2', up2: 'Move photo 2 up', moved: 'The order of the photos is saved.', confirm2: 'Yes, delete photo 2', delete2: 'Delete photo 2', deleted: 'The photo is deleted.',
    required: 'Fill in the alt text.', main: 'main', back: 'Back to the product',
  },
} as const

/** A JPEG of one colour. */
const photo = (colour: string) => sharp({ create: { width: 640, height: 480, channels: 3, background: colour } }).jpeg().toBuffer()

/** Signs in, adds a product and publishes it, and opens its photos page; the product's word. */
async function openPhotos(page: Page, lang: Lang, axe: boolean) {
  const t = T[lang]
  const word = `${lang}${Date.now().toString(36)}`.toUpperCase()
  await signInToAdmin(page, lang, 'obchod@example.cz')
  await openAdminPart(page, lang, t.products)
  await page.locator('#productAdd').click()
  await page.getByLabel(t.nameCs).fill(`Hrnek ${word}`)
  await page.getByLabel(t.nameEn).fill(`Mug ${word}`)
  await page.getByLabel(t.price).fill('290')
  await page.getByLabel('SKU').fill(`QF-FOTO-${word}`)
  await page.locator('#productCreate').click()
  await page.getByLabel(t.state, { exact: true }).selectOption({ label: t.published })
  await page.locator('#productSave').click()
  await expect(page.locator('#adminNotice')).toContainText(t.saved)
  await page.getByRole('link', { name: t.photos }).click()
  await expect(page.locator('h1')).toContainText(word)
  if (axe) expect(await accessibilityViolations(page)).toEqual([])
  return word
}

async function upload(page: Page, lang: Lang, colour: string, altCs: string, altEn: string) {
  const t = T[lang]
  const form = page.locator('#productPhotoUploadForm')
  await form.getByLabel(t.file).setInputFiles({ name: `${colour.slice(1)}.jpg`, mimeType: 'image/jpeg', buffer: await photo(colour) })
  await form.getByLabel(t.altCs).fill(altCs)
  await form.getByLabel(t.altEn).fill(altEn)
  await form.getByRole('button', { name: t.upload, exact: true }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.uploaded)
}

/** The whole flow on a new product; the shop's gallery checked at the end. */
async function manage(page: Page, lang: Lang, axe: boolean) {
  const t = T[lang]
  const word = await openPhotos(page, lang, axe)
  const list = page.locator('#productPhotoList > li')

  // Without alt texts the upload is refused and nothing is stored.
  const form = page.locator('#productPhotoUploadForm')
  await form.getByLabel(t.file).setInputFiles({ name: 'bez-popisu.jpg', mimeType: 'image/jpeg', buffer: await photo('#00a000') })
  await form.getByRole('button', { name: t.upload, exact: true }).click()
  await expect(page.locator('#productPhotoUploadAltCs-error')).toHaveText(t.required)
  await expect(list).toHaveCount(0)

  await upload(page, lang, '#c00000', `Červený hrnek ${word}`, `Red mug ${word}`)
  await upload(page, lang, '#0000c0', `Modrý hrnek ${word}`, `Blue mug ${word}`)
  await expect(list).toHaveCount(2)
  const [red, blue] = [await list.nth(0).getAttribute('data-photo-id'), await list.nth(1).getAttribute('data-photo-id')]
  await expect(list.nth(0).locator('h3')).toContainText(t.main)

  // The second photo's English alt text changed.
  await list.nth(1).getByLabel(t.altEn).fill(`Blue mug from the side ${word}`)
  await page.getByRole('button', { name: t.save2 }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.altSaved)
  await expect(list.nth(1).getByLabel(t.altEn)).toHaveValue(`Blue mug from the side ${word}`)

  // Moved up, the blue one is the main photo.
  await page.getByRole('button', { name: t.up2 }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.moved)
  await expect(list.nth(0)).toHaveAttribute('data-photo-id', blue!)
  await expect(list.nth(0).locator('h3')).toContainText(t.main)
  if (axe) expect(await accessibilityViolations(page)).toEqual([])

  // The red one, now second, deleted on its confirmation page after its box is ticked.
  await page.getByRole('link', { name: t.delete2 }).click()
  await expect(page.locator('h1')).toContainText(t.delete2)
  await page.getByRole('button', { name: t.delete2 }).click()
  await expect(page.locator('#productPhotoDeleteConfirm-error')).toBeVisible()
  if (axe) expect(await accessibilityViolations(page)).toEqual([])
  await page.getByLabel(t.confirm2).check()
  await page.getByRole('button', { name: t.delete2 }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.deleted)
  await expect(list).toHaveCount(1)
  expect((await page.request.get(`/media/products/${red}/full.webp`)).status()).toBe(404)

  // The shop's gallery shows the blue photo with its alt text.
  await page.getByRole('link', { name: t.back }).click()
  await page.getByRole('link', { name: t.shop }).click()
  const gallery = page.locator('.product-gallery')
  const alt = lang === 'cs' ? `Modrý hrnek ${word}` : `Blue mug from the side ${word}`
  await expect(gallery.getByRole('img', { name: alt })).toBeVisible()
  await expect(gallery.locator(`a[href="/media/products/${blue}/full.webp"]`)).toHaveCount(1)
  await expect(gallery.locator(`a[href="/media/products/${red}/full.webp"]`)).toHaveCount(0)
}

test('with JavaScript, in Czech: upload, alt text, order and delete; the shop shows the photo; axe on the photos page', async ({ page }) => {
  test.setTimeout(120_000)
  await manage(page, 'cs', true)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('in English: the same with the plain forms', async ({ page }) => {
    test.setTimeout(120_000)
    await manage(page, 'en', false)
  })
})
