/**
 * The media library in Chromium (issue 25, ADR 086), as the seeded chief editor: with JavaScript,
 * in Czech, the dashboard's tab leads to "Média", a picture is uploaded through the file input
 * with its alt texts, its focal point is set by a click on the picture, a used picture shows the
 * warning with its uses, and the unused one is deleted after the confirmation; without
 * JavaScript, in English, the upload and the focal point by numbers. Axe on both pages (with script).
 */
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { openUserMenu } from './support/user-menu.js'

type Lang = 'cs' | 'en'

const T = {
  cs: {
    login: '/qf/cs/prihlaseni', email: 'E-mail', password: 'Heslo', submit: 'Přihlásit se', admin: 'Administrace', nav: 'Části administrace', media: 'Média', add: 'Přidat',
    file: 'Soubor s obrázkem', altCs: 'Popis česky (alternativní text)', altEn: 'Popis anglicky (alternativní text)', upload: 'Nahrát', uploaded: 'Obrázek je nahraný.',
    x: 'Vodorovně (%)', y: 'Svisle (%)', saveFocal: 'Uložit ohnisko', focused: 'Ohnisko je uložené', search: 'Popis nebo název souboru', find: 'Hledat',
    inUse: 'Smazat ho nejde', confirm: 'Ano, obrázek chci smazat', delete: 'Smazat', deleted: 'Obrázek je smazaný.',
  },
  en: {
    login: '/qf/en/login', email: 'Email', password: 'Password', submit: 'Log in', admin: 'Administration', nav: 'Parts of the administration', media: 'Media', add: 'Add',
    file: 'Image file', altCs: 'Alt text in Czech', altEn: 'Alt text in English', upload: 'Upload', uploaded: 'The picture is uploaded.',
    x: 'Horizontal (%)', y: 'Vertical (%)', saveFocal: 'Save the focal point', focused: 'The focal point is saved', search: 'Alt text or file name', find: 'Search',
    inUse: 'It cannot be deleted', confirm: 'Yes, delete the picture', delete: 'Delete', deleted: 'The picture is deleted.',
  },
} as const

/** A JPEG whose left half is red and right half blue. */
const halves = () =>
  sharp({ create: { width: 800, height: 400, channels: 3, background: '#d00000' } })
    .composite([{ input: { create: { width: 400, height: 400, channels: 3, background: '#0000d0' } }, left: 400, top: 0 }])
    .jpeg()
    .toBuffer()

async function signIn(page: Page, lang: Lang) {
  const t = T[lang]
  await page.goto(t.login)
  await page.getByLabel(t.email).fill('redakce@example.cz')
  await page.getByLabel(t.password, { exact: true }).fill('Heslo-2026')
  await page.getByRole('button', { name: t.submit }).click()
  await openUserMenu(page)
  await expect(page.locator('#userMenuStaff')).toHaveText(t.admin)
}

/** The list's upload form filled and sent; the page is then the new picture's. */
async function upload(page: Page, lang: Lang, word: string) {
  const t = T[lang]
  await page.getByLabel(t.file).setInputFiles({ name: `${word}.jpg`, mimeType: 'image/jpeg', buffer: await halves() })
  await page.getByLabel(t.altCs).fill(`Červená a modrá ${word}`)
  await page.getByLabel(t.altEn).fill(`Red and blue ${word}`)
  await page.getByRole('button', { name: t.upload, exact: true }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.uploaded)
  await expect(page.locator('h1')).toContainText(word)
}

test.describe('media library with JavaScript', () => {
  test('Czech: upload, the focal point by a click, the warning on a used picture, deleting an unused one', async ({ page }) => {
    test.setTimeout(180_000)
    const t = T.cs
    const word = `pulky-${Date.now().toString(36)}`
    await signIn(page, 'cs')
    await page.locator('#userMenuStaff').click()
    await page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.media }).click()
    await expect(page.locator('h1')).toHaveText(t.media)
    expect(await accessibilityViolations(page)).toEqual([])
    await page.getByRole('link', { name: t.add, exact: true }).click()
    await upload(page, 'cs', word)
    expect(await accessibilityViolations(page)).toEqual([])

    // A click a tenth from the left and a fifth from the top writes those percentages into the fields.
    const picker = page.locator('.focal-picker__image')
    await expect(page.locator('[data-island="FocalPoint"]')).toBeVisible()
    const box = (await picker.boundingBox())!
    await expect(async () => {
      await picker.click({ position: { x: box.width * 0.1, y: box.height * 0.2 } })
      await expect(page.getByLabel(t.x)).toHaveValue('10')
    }).toPass({ timeout: 10_000 })
    await expect(page.getByLabel(t.y)).toHaveValue('20')
    await expect(page.locator('.focal-picker__mark')).toHaveAttribute('data-focal-x', '10')
    const before = await page.locator('.media-crop--square img').getAttribute('src')
    await page.getByRole('button', { name: t.saveFocal }).click()
    await expect(page.locator('#adminNotice')).toContainText(t.focused)
    await expect(page.getByLabel(t.x)).toHaveValue('10')
    // The square crop is at a new address, cut from the red half.
    const after = await page.locator('.media-crop--square img').getAttribute('src')
    expect(after).not.toBe(before)
    const { channels } = await sharp(await (await page.request.get(after!)).body()).stats()
    expect(channels[0]!.mean).toBeGreaterThan(150)
    expect(channels[2]!.mean).toBeLessThan(60)

    // A picture the home page uses: the warning lists its uses and there is nothing to press.
    await page.getByRole('link', { name: t.media, exact: true }).first().click()
    await page.getByLabel(t.search).fill('kampus univerzity')
    await page.getByRole('button', { name: t.find }).click()
    await page.locator('#mediaList a').first().click()
    await expect(page.locator('#mediaInUse')).toContainText(t.inUse)
    await expect(page.locator('#mediaUseList')).toContainText('Úvodní stránka')
    await expect(page.locator('#mediaDeleteForm')).toHaveCount(0)

    // The new one is used nowhere: deleted after the confirmation.
    await page.getByRole('link', { name: t.media, exact: true }).first().click()
    await page.getByLabel(t.search).fill(word)
    await page.getByRole('button', { name: t.find }).click()
    await page.locator('#mediaList a').first().click()
    await expect(page.locator('#mediaDeleteForm')).toBeVisible()
    // As for the picker above: the page's island and pictures still settle after it shows, and in
    // the full suite a click on the box landed beside it twice; `check` on a checked box does nothing.
    await page.waitForLoadState('load')
    await expect(async () => {
      await page.getByLabel(t.confirm).check({ timeout: 2_000 })
      await expect(page.getByLabel(t.confirm)).toBeChecked()
    }).toPass({ timeout: 10_000 })
    await page.getByRole('button', { name: t.delete, exact: true }).click()
    await expect(page.locator('#adminNotice')).toContainText(t.deleted)
    await page.getByLabel(t.search).fill(word)
    await page.getByRole('button', { name: t.find }).click()
    await expect(page.locator('#mediaList')).toHaveCount(0)
  })
})

test.describe('media library without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('English: upload with the plain multipart form, the focal point by numbers', async ({ page }) => {
    test.setTimeout(120_000)
    const t = T.en
    const word = `halves-${Date.now().toString(36)}`
    await signIn(page, 'en')
    await page.goto('/qf/en/admin/media')
    await upload(page, 'en', word)
    await page.getByLabel(t.x).fill('90')
    await page.getByLabel(t.y).fill('35')
    await page.getByRole('button', { name: t.saveFocal }).click()
    await expect(page.locator('#adminNotice')).toContainText(t.focused)
    await expect(page.getByLabel(t.x)).toHaveValue('90')
    await expect(page.locator('.focal-picker__mark')).toHaveAttribute('data-focal-y', '35')
  })
})
