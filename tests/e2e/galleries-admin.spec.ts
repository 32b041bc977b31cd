/**
 * News galleries and the media picker in Chromium (issue 25, ADR 096), as the seeded chief
 * editor: a new item gets its picture through the picker (a search inside the form keeps the
 * typed title), is published, then its galleries page makes a gallery from pictures found with
 * the picker, a picture is moved up by keyboard alone (the button keeps the focus across the
 * page load), and the public page shows the pictures in that order. With JavaScript in Czech,
 * without it in English (moving down, removing, deleting behind the confirmation). Axe on the
 * galleries page and the item's form with the picker's results; screenshots at 375 and 1280 px.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { signInToAdmin, openAdminPart } from './support/admin.js'
import { expect, test } from './support/fixtures.js'

type Lang = 'cs' | 'en'

const T = {
  cs: {
    news: 'Aktuality', add: 'Přidat', title: 'Titulek', perex: 'Perex', body: 'Text', save: 'Uložit koncept', publish: 'Publikovat', published: 'Publikováno',
    search: 'Hledat v knihovně médií', find: 'Hledat', galleries: /^Galerie \(\d+\)$/, created: 'Galerie byla vytvořena.', addChosen: 'Přidat vybrané', shared: 'Galerie jsou společné',
    up: (n: number) => `Posunout ${n}. obrázek galerie 1 nahoru`, down: (n: number) => `Posunout ${n}. obrázek galerie 1 dolů`, remove: (n: number) => `Odebrat ${n}. obrázek z galerie 1`,
    saved: 'Koncept je uložen. Zveřejněná verze se nezměnila.', confirm: 'Ano, smazat galerii 1', delete: 'Smazat galerii', deleted: 'Galerie byla smazána.', moved: 'Pořadí bylo změněno.', current: 'nynější',
  },
  en: {
    news: 'News', add: 'Add', title: 'Title', perex: 'Summary', body: 'Text', save: 'Save draft', publish: 'Publish', published: 'Published',
    search: 'Search the media library', find: 'Search', galleries: /^Galleries \(\d+\)$/, created: 'The gallery was created.', addChosen: 'Add the chosen', shared: 'Galleries are shared',
    up: (n: number) => `Move picture ${n} of gallery 1 up`, down: (n: number) => `Move picture ${n} of gallery 1 down`, remove: (n: number) => `Remove picture ${n} from gallery 1`,
    saved: 'The draft is saved. The published version has not changed.', confirm: 'Yes, delete gallery 1', delete: 'Delete the gallery', deleted: 'The gallery was deleted.', moved: 'The order was changed.', current: 'current',
  },
} as const

/** A new item made through the form, its picture chosen through the picker, then published; the item's page is open. */
async function publishedItemWithPicture(page: Page, lang: Lang, word: string, a11y: boolean, js = true) {
  const t = T[lang]
  await signInToAdmin(page, lang, 'redakce@example.cz')
  await openAdminPart(page, lang, t.news)
  await page.getByRole('link', { name: t.add, exact: true }).click()
  await page.getByLabel(t.title).fill(`Galerie ${word}`)
  await page.getByLabel(t.perex).fill(`Perex ${word}`)
  await page.getByLabel(t.body, { exact: true }).fill(`Text ${word}`)
  await page.getByRole('button', { name: t.save }).click()
  await expect(page.locator('#adminNotice')).toBeVisible()
  // Enter in a one-line field saves the draft (the form's hidden default button), not a search.
  await page.getByLabel(t.title).fill(`Galerie ${word} uložená Enterem`)
  await page.getByLabel(t.title).press('Enter')
  await expect(page.locator('#adminNotice')).toHaveText(t.saved)
  await expect(page.locator('#newsImage-results')).toHaveCount(0)
  await page.goto(page.url())
  await expect(page.getByLabel(t.title)).toHaveValue(`Galerie ${word} uložená Enterem`)
  // Typed but not saved: the search must keep it. With script, Enter in the search field searches.
  await page.getByLabel(t.title).fill(`Galerie ${word} upravená`)
  await page.getByLabel(t.search).fill('')
  if (js) await page.getByLabel(t.search).press('Enter')
  else await page.locator('#newsImage-find').click()
  await expect(page.locator('#newsImage-results')).toBeVisible()
  await expect(page.getByLabel(t.title)).toHaveValue(`Galerie ${word} upravená`)
  if (a11y) expect(await accessibilityViolations(page)).toEqual([])
  const option = page.locator('#newsImage-results input[name="imageId"]').first()
  const imageId = await option.getAttribute('value')
  await page.locator(`#newsImage-results label[for="newsImage-${imageId}"]`).click()
  await page.getByRole('button', { name: t.publish, exact: true }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.published)
  await expect(page.getByLabel(t.title)).toHaveValue(`Galerie ${word} upravená`)
  const chosen = page.locator(`#newsImage-chosen input[value="${imageId}"]`)
  await expect(chosen).toBeChecked()
  await expect(page.locator('#newsImage-chosen')).toContainText(t.current)
  return imageId!
}

/** On the galleries page: finds pictures with the picker, ticks the first three, makes a new gallery; their ids in order. */
async function makeGallery(page: Page, lang: Lang) {
  const t = T[lang]
  await page.getByRole('link', { name: t.galleries }).click()
  await expect(page.locator('#galleriesShared')).toContainText(t.shared)
  await page.locator('#galleryPicker-find').click()
  const boxes = page.locator('#galleryPicker-results input[name="imageIds"]')
  await expect(boxes.first()).toBeVisible()
  const ids: string[] = []
  for (let i = 0; i < 3; i++) {
    const id = (await boxes.nth(i).getAttribute('value'))!
    ids.push(id)
    await page.locator(`label[for="galleryPicker-${id}"]`).click()
  }
  await page.getByRole('button', { name: t.addChosen }).click()
  await expect(page.locator('#adminNotice')).toContainText(t.created)
  await expect(page.locator('#gallery1 [data-media-id]')).toHaveCount(3)
  return ids
}

const orderOn = (page: Page, selector: string) => page.locator(selector).evaluateAll((els) => els.map((e) => e.getAttribute('data-media-id')))

test.describe('news galleries with JavaScript', () => {
  test('Czech: the picture through the picker, a gallery made, a picture moved by keyboard, the public page in order', async ({ page }) => {
    test.setTimeout(240_000)
    const t = T.cs
    const word = `galerie-${Date.now().toString(36)}`
    await publishedItemWithPicture(page, 'cs', word, true)
    const address = await page.locator('.admin-facts a', { hasText: /^\/qf\// }).getAttribute('href')
    const ids = await makeGallery(page, 'cs')
    expect(await accessibilityViolations(page)).toEqual([])

    // Keyboard only: the third picture's "Nahoru" twice; the focus stays on its button.
    await page.getByRole('button', { name: t.up(3) }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText(t.moved)).toBeVisible()
    await expect(page.getByRole('button', { name: t.up(2) })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: t.up(1) })).toBeFocused()
    expect(await orderOn(page, '#gallery1 [data-media-id]')).toEqual([ids[2], ids[0], ids[1]])
    expect(await accessibilityViolations(page)).toEqual([])

    await page.goto(address!)
    const publicOrder = await page.locator('.gallery-block .gallery__item img').evaluateAll((imgs) => imgs.map((i) => /\/media\/images\/(\d+)\//.exec(i.getAttribute('src') ?? '')?.[1]))
    expect(publicOrder.slice(0, 3)).toEqual([ids[2], ids[0], ids[1]])
  })

  test('the galleries page at 375 and 1280 px: no horizontal scroll', async ({ page }) => {
    test.setTimeout(180_000)
    await publishedItemWithPicture(page, 'cs', `sirka-${Date.now().toString(36)}`, false)
    await makeGallery(page, 'cs')
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.reload()
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      await page.screenshot({ path: `test-results/galleries-admin-${width}.png`, fullPage: true })
    }
  })
})

test.describe('news galleries without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('English: the picture through the picker, a gallery made, moved down, a picture removed, the gallery deleted', async ({ page }) => {
    test.setTimeout(240_000)
    const t = T.en
    await publishedItemWithPicture(page, 'en', `gallery-${Date.now().toString(36)}`, false, false)
    const address = await page.locator('.admin-facts a', { hasText: /^\/qf\// }).getAttribute('href')
    const ids = await makeGallery(page, 'en')
    await page.getByRole('button', { name: t.down(1) }).click()
    await expect(page.getByText(t.moved)).toBeVisible()
    expect(await orderOn(page, '#gallery1 [data-media-id]')).toEqual([ids[1], ids[0], ids[2]])
    await page.goto(address!)
    const publicOrder = await page.locator('.gallery-block .gallery__item img').evaluateAll((imgs) => imgs.map((i) => /\/media\/images\/(\d+)\//.exec(i.getAttribute('src') ?? '')?.[1]))
    expect(publicOrder.slice(0, 3)).toEqual([ids[1], ids[0], ids[2]])
    await page.goBack()

    await page.getByRole('button', { name: t.remove(3) }).click()
    await expect(page.locator('#gallery1 [data-media-id]')).toHaveCount(2)
    // Deleting without the tick is refused, then done with it.
    await page.getByRole('button', { name: t.delete }).click()
    await expect(page.locator('#adminNotice')).toBeVisible()
    await expect(page.locator('#gallery1 [data-media-id]')).toHaveCount(2)
    await page.getByLabel(t.confirm).check()
    await page.getByRole('button', { name: t.delete }).click()
    await expect(page.locator('#adminNotice')).toContainText(t.deleted)
    await expect(page.locator('#gallery1')).toHaveCount(0)
  })
})
