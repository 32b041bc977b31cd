/**
 * The page loader's small widgets on real pages (spec 001 §4, §8, §9; ADR 038, 039): tooltips
 * (Tippy's numbers, hover and focus, Escape, hoverable), the Toggler, PasswordToggle, SocialShare
 * and its share route, and `Unknown component` for a name the loader does not know.
 */
import type { Page } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'
import { locate, routes } from './support/site.js'

async function productPage(page: Page, lang: 'cs' | 'en' = 'en') {
  const product = await locate(page, 'product', lang)
  // The widgets' chunks load after the page: a click before they mount would go unheard.
  await page.goto(product.url, { waitUntil: 'networkidle' })
}

test.describe('tooltip: the VAT hint of a product page', () => {
  test('hover shows it below the trigger, as the product page places it, with Tippy’s numbers; the pointer may rest on it; leaving hides it', async ({ page, problems }) => {
    await productPage(page)
    const trigger = page.getByRole('button', { name: 'What VAT means' })
    const tip = page.locator('#productVatHint')
    await expect(trigger).toHaveAttribute('aria-describedby', 'productVatHint')
    await expect(tip).toBeHidden()
    await expect(trigger).not.toHaveAttribute('title', /./)
    await trigger.hover()
    await expect(tip).toBeVisible()
    await expect(tip).toHaveText('The price includes VAT; the price without VAT is shown beside it.')
    await expect(tip).toHaveCSS('opacity', '1')
    await expect(tip).toHaveCSS('z-index', '9999')
    await expect(tip).toHaveCSS('max-width', '350px')
    await expect(tip).toHaveCSS('transition-duration', '0.3s')
    // The product page places its hint below the trigger (data-placement), so it never covers the price; the offset is Tippy's 10 px.
    const [t, b] = [(await trigger.boundingBox())!, (await tip.boundingBox())!]
    expect(Math.round(b.y - (t.y + t.height)), '10 px below the trigger').toBe(10)
    // Hoverable (WCAG 1.4.13): onto the tip and it stays.
    await tip.hover()
    await expect(tip).toBeVisible()
    await page.mouse.move(1, 1)
    await expect(tip).toHaveCSS('transition-duration', '0.25s')
    await expect(tip).toBeHidden()
    expect(problems.summary()).toEqual([])
  })

  test('focus shows it, Escape dismisses it and focus stays; axe finds nothing while it is open', async ({ page }) => {
    await productPage(page)
    const trigger = page.getByRole('button', { name: 'What VAT means' })
    const tip = page.locator('#productVatHint')
    await trigger.focus()
    await expect(tip).toBeVisible()
    expect(await accessibilityViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(tip).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test('the cart’s VAT note has the hint too, in Czech', async ({ page }) => {
    await page.goto('/qf/cs/eshop/tricka-a-mikiny')
    await page.locator('.product-tile:not(.product-tile--sold-out) .product-tile__link').first().click()
    await page.waitForFunction(() => typeof window.pu?.update === 'function')
    await page.locator('article.product form.add-to-cart button.add-to-cart__button').click()
    await expect(page.getByRole('dialog')).toHaveAccessibleName('Přidáno do košíku')
    await page.getByRole('dialog').getByRole('link', { name: 'Přejít do košíku' }).click()
    await expect(page).toHaveURL(/\/qf\/cs\/eshop\/kosik$/)
    const trigger = page.getByRole('button', { name: 'Co znamená DPH' })
    await trigger.hover()
    await expect(page.locator('#cartVatHint')).toBeVisible()
    await expect(page.locator('#cartVatHint')).toContainText('Ceny jsou včetně DPH')
  })
})

test.describe('toggler: the product description', () => {
  test('a click or Enter flips the class on itself and on the target and flips aria-expanded', async ({ page }) => {
    await productPage(page)
    const button = page.locator('button.toggler')
    const target = page.locator('#productDescription')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(target).toBeVisible()
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).not.toHaveClass(/is-open/)
    await expect(target).not.toHaveClass(/is-open/)
    await expect(target).toBeHidden()
    await button.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(button).toHaveClass(/is-open/)
    await expect(target).toHaveClass(/is-open/)
    await expect(target).toBeVisible()
  })
})

test.describe('password toggle', () => {
  test('on the login page it shows and hides the password, and hides it again before the form is sent', async ({ page }) => {
    await page.goto(routes.login.en)
    const input = page.locator('#loginPassword')
    const button = page.getByRole('button', { name: 'Show password' })
    await input.fill('correct horse')
    await button.click()
    await expect(input).toHaveAttribute('type', 'text')
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await button.click()
    await expect(input).toHaveAttribute('type', 'password')
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await button.click()
    await page.locator('#loginEmail, input[name="email"]').first().fill('nobody@example.com')
    await input.press('Enter')
    await expect(page.locator('#loginPassword')).toHaveAttribute('type', 'password')
  })

  test('registration has it on both password fields', async ({ page }) => {
    await page.goto('/qf/cs/registrace')
    await expect(page.getByRole('button', { name: 'Zobrazit heslo' })).toHaveCount(2)
    expect(await accessibilityViolations(page)).toEqual([])
  })
})

test.describe('password toggle without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the button that would do nothing is not shown', async ({ page }) => {
    await page.goto(routes.login.en)
    await expect(page.locator('[data-password-toggle]')).toBeHidden()
    await expect(page.locator('#loginPassword')).toBeVisible()
  })
})

test.describe('social share on news detail', () => {
  test('a network link opens a 550×420 share window with the article’s absolute address', async ({ page, context }) => {
    await context.route('https://www.facebook.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>share</title>' }))
    const detail = await locate(page, 'newsDetail', 'en')
    await page.goto(detail.url)
    const popupOpened = page.waitForEvent('popup')
    await page.getByRole('link', { name: /Share on Facebook/ }).click()
    const popup = await popupOpened
    await popup.waitForURL(/facebook\.com/)
    const shared = new URL(popup.url()).searchParams.get('u')!
    expect(new URL(shared).pathname).toBe(detail.url)
    expect(new URL(shared).origin).toBe(new URL(page.url()).origin)
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([550, 420])
    expect(page.url()).toContain(detail.url)
  })

  test('the share route answers 303 for a page of the site and 400 for anything else', async ({ request }) => {
    const ok = await request.get('/qf/en/ramjet/share?network=x&url=/qf/en/news', { maxRedirects: 0 })
    expect(ok.status()).toBe(303)
    expect(ok.headers().location).toMatch(/^https:\/\/x\.com\/intent\/post\?url=http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fqf%2Fen%2Fnews$/)
    for (const query of [
      'network=evil&url=/qf/en/news',
      'network=__proto__&url=/qf/en/news',
      'network=x&url=//evil.example/qf/en/',
      'network=x&url=https://evil.example/',
      'network=x&url=/qf/en/<script>alert(1)</script>',
      'network=x&url=/qf/en/../../etc/passwd',
      `network=x&url=/qf/en/${'a'.repeat(600)}`,
      'network=x',
      'network=x&network=facebook&url=/qf/en/news',
    ]) {
      const bad = await request.get(`/qf/cs/ramjet/sdilet?${query}`, { maxRedirects: 0 })
      expect(bad.status(), query).toBe(400)
      expect(await bad.text()).not.toContain('<script>alert(1)')
    }
  })
})

test.describe('page loader', () => {
  test('an unknown component logs Unknown component and is skipped; the element’s other components still mount', async ({ page, problems }) => {
    const warnings: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text())
    })
    await productPage(page)
    await page.evaluate(() => {
      const box = document.createElement('div')
      box.innerHTML =
        '<button type="button" id="probe" data-component="NoSuchWidget __proto__ Toggler" aria-expanded="false" aria-controls="probeTarget">probe</button><p id="probeTarget">x</p>'
      document.querySelector('main')!.append(box)
      // What a partial update announces after it swapped a region in (enhance.ts).
      box.dispatchEvent(new CustomEvent('pu:contents:replaced', { bubbles: true }))
    })
    await expect.poll(() => warnings).toEqual(expect.arrayContaining(['Unknown component: NoSuchWidget', 'Unknown component: __proto__']))
    await page.locator('#probe').click()
    await expect(page.locator('#probe')).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('#probeTarget')).toHaveClass(/is-open/)
    expect(problems.summary()).toEqual([])
  })

  // Each name the spec lists (and those ADR 039 adds for the media and upload widgets) mounts its
  // widget: named on an element of a page that has none of them, it loads that widget's chunk and
  // nothing complains; the names whose behaviour every page has already load nothing.
  const CHUNK_OF: Record<string, string | null> = {
    Webslider: 'slider',
    Tooltip: 'tooltip',
    Toggler: 'toggle',
    PasswordToggle: 'password-toggle',
    SocialShare: 'social-share',
    Select: 'select',
    Countdown: 'countdown',
    AlertBanner: 'alert',
    Gallery: 'gallery',
    SocialFeed: 'social-feed',
    LazyLoad: 'lazy-images',
    InViewport: 'in-viewport',
    FGUpload: 'upload',
    WebLayout: null,
    Collapse: null,
    FulltextSearch: null,
    Typeahead: null,
    GoogleRecaptcha: null,
  }
  for (const [name, file] of Object.entries(CHUNK_OF)) {
    test(`the name ${name} ${file ? `loads the ${file} chunk and mounts it` : 'is known and loads nothing'}`, async ({ page, problems }) => {
      const warnings: string[] = []
      page.on('console', (m) => {
        if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text())
      })
      const chunks: string[] = []
      page.on('request', (r) => {
        const m = /\/build\/assets\/([a-z]+(?:-[a-z]+)*)-[\w-]{8}\.js$/.exec(r.url())
        if (m) chunks.push(m[1]!)
      })
      await page.goto('/qf/en/news')
      await page.waitForLoadState('networkidle')
      if (file) expect(chunks, 'not on the page before').not.toContain(file)
      const before = chunks.length
      await page.evaluate((component) => {
        const box = document.createElement('div')
        box.innerHTML = `<div id="probe" data-component="${component}"></div>`
        document.querySelector('main')!.append(box)
        box.dispatchEvent(new CustomEvent('pu:contents:replaced', { bubbles: true }))
      }, name)
      if (file) await expect.poll(() => chunks.slice(before)).toContain(file)
      else {
        await page.waitForLoadState('networkidle')
        expect(chunks.slice(before)).toEqual([])
      }
      await page.waitForLoadState('networkidle')
      expect(warnings.filter((w) => /Unknown component|could not be loaded/.test(w))).toEqual([])
      expect(problems.summary()).toEqual([])
    })
  }

  test('the name alone mounts the widget on its element: a Countdown without a target hides itself', async ({ page }) => {
    await page.goto('/qf/en/news')
    await page.evaluate(() => {
      const box = document.createElement('div')
      // No data-countdown, the widget's own selector: only the name can mount it, and a target that
      // does not parse hides the countdown (ADR 033).
      box.innerHTML = '<p id="probe" data-component="Countdown">3 days left</p><p id="unnamed" class="countdown">3 days left</p>'
      document.querySelector('main')!.append(box)
      box.dispatchEvent(new CustomEvent('pu:contents:replaced', { bubbles: true }))
    })
    await expect(page.locator('#probe')).toBeHidden()
    await expect(page.locator('#unnamed')).toBeVisible()
  })

  test('a page loads only the widgets it names', async ({ page }) => {
    const chunks: string[] = []
    page.on('request', (r) => {
      const m = /\/build\/assets\/([a-z]+(?:-[a-z]+)*)-[\w-]{8}\.js$/.exec(r.url())
      if (m) chunks.push(m[1]!)
    })
    await page.goto(routes.login.en)
    await expect(page.getByRole('button', { name: 'Show password' })).toBeVisible()
    expect(chunks).toContain('password-toggle')
    for (const absent of ['slider', 'tooltip', 'select', 'react']) expect(chunks).not.toContain(absent)
  })
})
