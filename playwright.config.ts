/**
 * Browser tests (tests/e2e) against the built server on its own seeded database
 * (data/e2e: seeded on first start, reused later). Run `npm run build` first; `npm test` does.
 * Chromium is the machine's (/usr/bin/chromium) when present: no browser download needed.
 */
import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { TAG_ENV } from './tests/e2e/support/tag-stand-ins.js'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const SYSTEM_CHROMIUM = '/usr/bin/chromium'
/** Set to test a server that is already running (no server is started then). */
const EXTERNAL_URL = process.env.E2E_BASE_URL

/**
 * Nothing depends on the internet: every host name but this machine's fails to resolve inside
 * Chromium (specs that need a third-party host answer it with `page.route`, which is consulted
 * before any lookup). A resolver rule costs nothing per request, where a catch-all `route`
 * handler sent every request of every page through the test runner (about 13 % of the suite's time).
 */
const NO_INTERNET = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'

const baseURL = EXTERNAL_URL ?? `http://127.0.0.1:${PORT}`

/**
 * Every spec starts with the consent decision "technical only" stored, so the banner (ADR 024)
 * covers nothing other specs click; the consent specs start without it (`test.use`). Likewise the
 * demo alert banner is stored as seen.
 */
export const CONSENT_DECIDED = {
  cookies: [
    { name: 'qfCookiePolicyAccepted', value: '2', domain: new URL(baseURL).hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const },
    // The seeded alert banner is closed too (ADR 033); the widget specs start without this.
    { name: 'qfSeenAlerts', value: 'library-hours', domain: new URL(baseURL).hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const },
  ],
  origins: [],
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // One retry on CI: a test that needed it is still reported as "flaky" in the summary.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'test-results/e2e-report' }]] : 'list',
  outputDir: 'test-results/e2e',
  use: {
    baseURL,
    storageState: CONSENT_DECIDED,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', NO_INTERNET],
        },
      },
    },
  ],
  webServer: EXTERNAL_URL
    ? undefined
    : {
        command: 'node dist/node/src/server/main.js',
        url: `${baseURL}/readyz`,
        reuseExistingServer: false,
        timeout: 240_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(PORT),
          DATA_DIR: 'data/e2e',
          LOG_LEVEL: 'warn',
          // The suite runs on PGlite even when the caller's shell points DATABASE_URL elsewhere.
          DATABASE_URL: '',
          PREVIEW: '0',
          // Nothing balances load in front of the test server: stop without a drain.
          SHUTDOWN_DRAIN_MS: '0',
          // Tag-manager containers on a host the consent specs intercept (ADR 024), and the
          // stand-in hosts their tags reach once consented to (ADR 047).
          ...TAG_ENV,
          // The sign-language video host (ADR 023): not the default, so the specs prove the
          // setting reaches the players, the no-script links and the CSP; they intercept it.
          SIGN_LANGUAGE_VIDEO_HOST: 'https://video.e2e.test/embed/',
          // A host iframe popups may show besides this site (ADR 021), intercepted by its spec.
          POPUP_IFRAME_HOSTS: 'maps.e2e.test',
          // The SMTP server accounts.spec.ts starts (tests/support/smtp.ts E2E_SMTP_PORT).
          SMTP_URL: `smtp://127.0.0.1:${PORT + 1000}`,
          // The contact form's minimum fill time (ADR 043): a second, so a quick test is no robot.
          CONTACT_MIN_FILL_SECONDS: '1',
        },
      },
})
