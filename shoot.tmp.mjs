import { chromium } from '@playwright/test'
const base = process.env.BASE ?? 'http://127.0.0.1:3301'
const who = process.env.WHO ?? 'redaktor@example.cz'
const urls = (process.env.URLS ?? '/qf/cs/sprava,/qf/cs/sprava/aktuality,/qf/cs/sprava/aktuality/nova').split(',')
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const width of [375, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } })
  await ctx.addCookies([{ name: 'qf_consent', value: 'x', url: base }]).catch(() => {})
  const page = await ctx.newPage()
  await page.goto(base + '/qf/cs/prihlaseni')
  await page.fill('input[name=email]', who)
  await page.fill('input[name=password]', 'Heslo-2026')
  await page.locator('form button[type=submit]').filter({ hasText: /Přihlásit/ }).first().click()
  await page.waitForLoadState('networkidle')
  for (const u of urls) {
    if (u === 'FIRST') { await page.goto(base + '/qf/cs/sprava/aktuality'); await page.locator('#adminNewsList tbody a').first().click(); await page.waitForLoadState() }
    else await page.goto(base + u)
    const name = `/tmp/shots/${who.split('@')[0]}${u.replace(/[\/?=&]/g, '_')}-${width}.png`
    await page.screenshot({ path: name, fullPage: true })
    const sw = await page.evaluate(() => document.documentElement.scrollWidth)
    console.log(name, 'scrollWidth', sw)
  }
  await ctx.close()
}
await browser.close()
