/**
 * Live validation in Chromium (spec 000 §4, §5, §8, §9; issue 13; ADR 031): every trigger and
 * skip rule, the 1000 ms interval, the 300 ms postponed submit and the 200 ms retry on the fake
 * clock, the classes, messages and their ARIA, focus and scroll to the first error, the password
 * meter, and what each error code does in the browser. Axe with errors shown.
 */
import type { Page, Request, Route } from '@playwright/test'
import { accessibilityViolations } from './support/a11y.js'
import { expect, test } from './support/fixtures.js'

const REGISTER = '/qf/en/registration'
const STRONG = 'modrá velryba šroubuje kolo'

/** Every validation request the page sends, with its form fields. */
function recordCalls(page: Page) {
  const calls: URLSearchParams[] = []
  page.on('request', (req: Request) => {
    if (req.url().includes('/validate/')) calls.push(new URLSearchParams(req.postData() ?? ''))
  })
  return calls
}

const widgetsOf = (call: URLSearchParams) => (call.get('Live-Validation-Requested-Widgets') ?? '').split(';').sort()

/** Waits until the runtime chunk has loaded and the answers of `n` calls are in. */
async function answered(page: Page, calls: URLSearchParams[], n: number) {
  await expect.poll(() => calls.length).toBe(n)
}

const email = (page: Page) => page.getByLabel('Email', { exact: true })
const name = (page: Page) => page.getByLabel('Full name', { exact: true })
const password = (page: Page) => page.getByLabel('Password', { exact: true })
const confirm = (page: Page) => page.getByLabel('Repeat the password', { exact: true })

async function ready(page: Page, path = REGISTER) {
  await page.goto(path)
  // The chunk is loaded at boot on a page with such a form.
  await page.waitForFunction(() => document.documentElement.classList.contains('js'))
  await page.waitForLoadState('networkidle')
}

/** Stops the installed fake clock a minute ahead: from then on only runFor moves it. */
async function pause(page: Page) {
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 60_000)
}

test.describe('live validation: triggers, skip rules, classes and messages', () => {
  test('blur validates a text field: error class, message beside it, aria-invalid and -describedby, then ok', async ({ page, problems }) => {
    const calls = recordCalls(page)
    await ready(page)
    await email(page).fill('not an email')
    await email(page).blur()
    await answered(page, calls, 1)
    expect(widgetsOf(calls[0]!)).toEqual(['email'])
    expect(calls[0]!.get('Live-Validation-Form')).toBe('registerForm')
    expect(calls[0]!.get('Live-Validation-Context-Id')).toBe('')
    expect(calls[0]!.has('ramJetLayoutContext')).toBe(true)
    const message = page.locator('#lv-registerForm-email-message')
    await expect(message).toHaveText('Enter an email like name@example.com.')
    await expect(message).toHaveClass(/form__message--error/)
    await expect(email(page)).toHaveClass(/\berror\b/)
    await expect(email(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(email(page)).toHaveAttribute('aria-describedby', /lv-registerForm-email-message/)
    // The polite live region reads the message.
    await expect(page.locator('#liveRegion')).toContainText('Enter an email like name@example.com.')

    await page.clock.install()
    await page.clock.fastForward(1000)
    await email(page).fill('eva@example.cz')
    await email(page).blur()
    await answered(page, calls, 2)
    // The context made by the first answer is used from then on.
    expect(calls[1]!.get('Live-Validation-Context-Id')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    await expect(email(page)).toHaveClass(/\bok\b/)
    await expect(email(page)).not.toHaveClass(/\berror\b/)
    await expect(email(page)).not.toHaveAttribute('aria-invalid', 'true')
    await expect(message).toHaveCount(0)
    expect(problems.summary()).toEqual([])
  })

  test('skip rules: an unchanged value is not sent again, but the first visit of an empty field is', async ({ page }) => {
    await page.clock.install()
    const calls = recordCalls(page)
    await ready(page)
    await pause(page)
    // First visit, empty: validated (a required field left empty is worth saying).
    await name(page).focus()
    await name(page).blur()
    await answered(page, calls, 1)
    await expect(name(page)).toHaveClass(/\berror\b/)
    await expect(page.locator('#lv-registerForm-displayName-message')).toHaveText('Enter a name.')
    // Blurred again unchanged: nothing is sent, even once the interval has passed.
    await page.clock.runFor(2000)
    await name(page).focus()
    await name(page).blur()
    await page.clock.runFor(2000)
    await page.waitForTimeout(200)
    expect(calls).toHaveLength(1)
    // Changed: sent.
    await name(page).fill('Eva')
    await name(page).blur()
    await answered(page, calls, 2)
    await expect(name(page)).toHaveClass(/\bok\b/)
  })

  test('at least 1000 ms between calls: what comes in between goes in one batch', async ({ page }) => {
    await page.clock.install()
    const calls = recordCalls(page)
    await ready(page)
    await pause(page)
    await name(page).fill('Eva')
    await name(page).blur()
    await answered(page, calls, 1)
    await email(page).fill('x')
    await email(page).blur()
    await password(page).fill('short')
    await password(page).blur()
    await page.clock.runFor(900)
    await page.waitForTimeout(200)
    expect(calls).toHaveLength(1)
    await page.clock.runFor(150)
    await answered(page, calls, 2)
    expect(widgetsOf(calls[1]!)).toEqual(['email', 'password'])
  })
})

test.describe('live validation: the password meter', () => {
  test('the strength check fills the meter; its text describes the field and is read politely', async ({ page }) => {
    const calls = recordCalls(page)
    await ready(page)
    const meter = page.locator('#registerPasswordStrength meter')
    const text = page.locator('#registerPasswordStrength-text')
    await expect(text).toHaveText('Password strength: not judged yet')
    await expect(text).toHaveAttribute('aria-live', 'polite')
    await expect(password(page)).toHaveAttribute('aria-describedby', /registerPasswordStrength-text/)

    await password(page).fill('password1234')
    await password(page).blur()
    await answered(page, calls, 1)
    await expect(text).toHaveText('Password strength: weak')
    await expect(meter).toHaveJSProperty('value', 1)
    await expect(meter).toHaveAttribute('aria-valuetext', 'Password strength: weak')
    await expect(password(page)).toHaveClass(/\berror\b/)
    await expect(page.locator('#lv-registerForm-password-message')).toHaveText(/^The password is too easy to guess\./)

    await page.clock.install()
    await page.clock.fastForward(1000)
    await password(page).fill(STRONG)
    await password(page).blur()
    await answered(page, calls, 2)
    await expect(text).toHaveText(/^Password strength: (good|strong)$/)
    expect(await meter.evaluate((m: HTMLMeterElement) => m.value)).toBeGreaterThanOrEqual(3)
    await expect(password(page)).toHaveClass(/\b(ok|warning)\b/)
    const box = await page.locator('#registerPasswordStrength').boundingBox()
    expect(box!.height).toBeGreaterThan(0)
  })
})

test.describe('live validation: submit', () => {
  test('prevent-submit: blocked while errors show; focus and scroll to the first error above the viewport', async ({ page }) => {
    const calls = recordCalls(page)
    await page.setViewportSize({ width: 800, height: 400 })
    await ready(page)
    await name(page).focus()
    await name(page).blur()
    await answered(page, calls, 1)
    await expect(name(page)).toHaveClass(/\berror\b/)
    // The submit button scrolled into view pushes the name field above the viewport.
    const submit = page.getByRole('button', { name: 'Register' })
    await submit.scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollBy(0, 200))
    expect(await name(page).evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(0)
    await submit.click()
    await expect(name(page)).toBeFocused()
    // Scrolling may be smooth: wait until it has come to rest in the viewport.
    await expect.poll(() => name(page).evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0)
    expect(await name(page).evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(400)
    await expect(page).toHaveURL(new RegExp(`${REGISTER}$`))
    expect(calls).toHaveLength(1)
    expect(await accessibilityViolations(page)).toEqual([])
  })

  test('submit validates every field first and sends the form only when nothing is required', async ({ page }) => {
    const calls = recordCalls(page)
    await ready(page)
    const submitted: string[] = []
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith(REGISTER)) submitted.push(req.url())
    })
    await name(page).fill('Eva Testová')
    await email(page).fill(`lv.${Date.now()}@example.cz`)
    await password(page).fill(STRONG)
    await confirm(page).fill('something else')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.locator('#lv-registerForm-passwordConfirm-message')).toHaveText('The passwords do not match.')
    // Prevent-submit: the known error blocks the submit and takes the focus.
    await expect(confirm(page)).toBeFocused()
    expect(submitted).toEqual([])

    await confirm(page).fill(STRONG)
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByRole('status')).toContainText('We have sent an email to')
    // Before it was sent, every field was validated in one call.
    expect(calls.some((c) => widgetsOf(c).join() === 'displayName,email,password,passwordConfirm')).toBe(true)
    expect(submitted).toHaveLength(1)
  })

  test('a submit while a call is running is postponed and retried after 300 ms', async ({ page }) => {
    await page.clock.install()
    const calls = recordCalls(page)
    let hold: Route | null = null
    await page.route('**/validate/**', (route) => {
      if (!hold) hold = route
      else void route.continue()
    })
    await ready(page)
    await pause(page)
    await name(page).fill('Eva')
    await name(page).blur()
    await expect.poll(() => hold !== null).toBe(true)
    await page.getByRole('button', { name: 'Register' }).click()
    await page.waitForTimeout(100)
    await (hold as unknown as Route).continue()
    await page.waitForTimeout(200)
    expect(calls).toHaveLength(1)
    // 300 ms later the submit comes again; its call of every field waits for the 1000 ms interval.
    await page.clock.runFor(300)
    await page.clock.runFor(1000)
    await answered(page, calls, 2)
    expect(widgetsOf(calls[1]!)).toEqual(['displayName', 'email', 'password', 'passwordConfirm'])
    await expect(email(page)).toHaveClass(/\berror\b/)
  })
})

test.describe('live validation: error codes in the browser', () => {
  const answer = (message: string) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ error: true, errorMessage: message, data: null }) })

  test('02: retried after 200 ms', async ({ page }) => {
    await page.clock.install()
    const calls = recordCalls(page)
    let first = true
    await page.route('**/validate/**', (route) => {
      if (first) {
        first = false
        return route.fulfill(answer('Error 02: parallel server call in progress'))
      }
      return route.continue()
    })
    await ready(page)
    await pause(page)
    await email(page).fill('x')
    await email(page).blur()
    await answered(page, calls, 1)
    await page.waitForTimeout(100)
    await page.clock.runFor(190)
    await page.waitForTimeout(100)
    expect(calls).toHaveLength(1)
    await page.clock.runFor(20)
    await answered(page, calls, 2)
    expect(widgetsOf(calls[1]!)).toEqual(['email'])
    await expect(email(page)).toHaveClass(/\berror\b/)
  })

  test('01: the context is reset and the handshake starts again at once', async ({ page }) => {
    const calls = recordCalls(page)
    await ready(page)
    await email(page).fill('x')
    await email(page).blur()
    await answered(page, calls, 1)
    await page.route('**/validate/**', (route) => route.fulfill(answer('Error 01: validation context no longer exists')), { times: 1 })
    await page.clock.install()
    await page.clock.fastForward(1000)
    await email(page).fill('y')
    await email(page).blur()
    await answered(page, calls, 3)
    expect(calls[1]!.get('Live-Validation-Context-Id')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(calls[2]!.get('Live-Validation-Context-Id')).toBe('')
    await expect(page.locator('#lv-registerForm-email-message')).toBeVisible()
  })

  test('04: the page is refreshed and what was typed is put back (no password); a 04 right after only drops the context and the submit goes to the server', async ({ page }) => {
    const calls = recordCalls(page)
    let released = false
    await page.route('**/validate/**', (route) => (released ? route.fulfill(answer('Error 04: form state released on the server')) : route.continue()))
    await ready(page)
    await page.evaluate(() => ((window as unknown as { __before: number }).__before = 1))
    await name(page).fill('Jana Obnovená <b>')
    await password(page).fill(STRONG)
    await email(page).fill('first@example.cz')
    await name(page).focus()
    // The server answers these; then it releases the form state.
    await page.waitForTimeout(2500)
    const before = calls.length
    expect(before).toBeGreaterThan(0)
    released = true
    await email(page).fill('x@example.cz')
    const refreshed = page.waitForEvent('load')
    // Leaving the e-mail for the name field validates it: the answer is 04.
    await name(page).focus()
    await refreshed
    await answered(page, calls, before + 1)
    expect(await page.evaluate(() => (window as unknown as { __before?: number }).__before)).toBeUndefined()
    await expect(name(page)).toHaveValue('Jana Obnovená <b>')
    await expect(email(page)).toHaveValue('x@example.cz')
    await expect(password(page)).toHaveValue('')
    await expect(name(page)).toBeFocused()
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('qfLvKept:')))).toEqual([])

    // The same answer again: no second refresh, the form says why and the submit goes ahead.
    await page.evaluate(() => ((window as unknown as { __after: number }).__after = 1))
    await email(page).fill('x')
    await email(page).blur()
    await answered(page, calls, before + 2)
    await expect(page.locator('#registerForm .form__released')).toHaveText('The form on this page is no longer valid. Please reload the page.')
    expect(await page.evaluate(() => (window as unknown as { __after?: number }).__after)).toBe(1)
    await page.getByRole('button', { name: 'Register' }).click()
    // No more calls; the form went to its submit handler, which answers with its messages.
    await expect(page.locator('.form__summary')).toBeVisible()
    expect(calls).toHaveLength(before + 2)
  })

  test('an unknown error and a network failure: the failure callback runs (500) and the submit goes ahead', async ({ page }) => {
    const calls = recordCalls(page)
    await page.route('**/validate/**', (route) => route.abort('connectionrefused'))
    await ready(page)
    await page.evaluate(() => {
      document.addEventListener('validation:failed', (e) => ((window as unknown as { failures: number[] }).failures ??= []).push((e as CustomEvent).detail.code))
    })
    await email(page).fill('x')
    await email(page).blur()
    await answered(page, calls, 1)
    await expect.poll(() => page.evaluate(() => (window as unknown as { failures?: number[] }).failures)).toEqual([0])
    await page.unroute('**/validate/**')
    await page.route('**/validate/**', (route) => route.fulfill(answer('Error 99: something else')))
    await page.clock.install()
    await page.clock.fastForward(1000)
    await email(page).fill('y')
    await email(page).blur()
    await expect.poll(() => page.evaluate(() => (window as unknown as { failures?: number[] }).failures)).toEqual([0, 500])
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.locator('.form__summary')).toBeVisible()
  })
})

test.describe('live validation without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the same messages come from the submit handler (422)', async ({ page }) => {
    await page.goto(REGISTER)
    await email(page).fill('not an email')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.locator('#registerEmail-error')).toHaveText('Enter an email like name@example.com.')
    await expect(page.locator('#registerPasswordStrength-text')).toHaveText('Password strength: not judged yet')
  })
})

test.describe('live validation: indexed widgets', () => {
  test('fields repeated per index (several addresses) are judged and marked per index', async ({ page }) => {
    const calls = recordCalls(page)
    await page.goto('/qf/en/login')
    await page.getByLabel('Email', { exact: true }).fill('student@example.cz')
    await page.getByLabel('Password', { exact: true }).fill('Heslo-2026')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.locator('#userMenu')).toContainText('Jana')
    await ready(page, '/qf/en/account/addresses/new')
    // Two addresses' postal codes, as a form that edits several at once names them.
    await page.evaluate(() => {
      const form = document.getElementById('addressForm')!
      for (const i of [0, 1]) {
        const label = document.createElement('label')
        label.textContent = `Postal code ${i + 1}`
        label.htmlFor = `pc${i}`
        const input = document.createElement('input')
        input.id = `pc${i}`
        input.name = `addresses[${i}].postalCode`
        form.prepend(label, input)
      }
    })
    await page.clock.install()
    await pause(page)
    await page.getByLabel('Postal code 1').fill('500 03')
    await page.getByLabel('Postal code 2').fill('abc')
    await page.getByLabel('Postal code 2').blur()
    await page.clock.runFor(1000)
    await answered(page, calls, 2)
    expect(widgetsOf(calls[0]!)).toEqual(['addresses[0].postalCode'])
    expect(widgetsOf(calls[1]!)).toEqual(['addresses[1].postalCode'])
    await expect(page.getByLabel('Postal code 1')).toHaveClass(/\bok\b/)
    await expect(page.getByLabel('Postal code 2')).toHaveClass(/\berror\b/)
    await expect(page.locator('#lv-addressForm-addresses-1-postalCode-message')).toHaveText('Enter the postal code as five digits, for example 500 03.')
    await expect(page.locator('#lv-addressForm-addresses-0-postalCode-message')).toHaveCount(0)
  })
})
