/**
 * Browser tests (tests/e2e) against the built server on its own seeded database
 * (data/e2e: seeded on first start, reused later). Run `npm run build` first; `npm test` does.
 * Chromium is the machine's (/usr/bin/chromium) when present: no browser download needed.
 */
import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const SYSTEM_CHROMIUM = '/usr/bin/chromium'
/** Set to test a server that is already running (no server is started then). */
const EXTERNAL_URL = process.env.E2E_BASE_URL

const baseURL = EXTERNAL_URL ?? `http://127.0.0.1:${PORT}`

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
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
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
          // The SMTP server accounts.spec.ts starts (tests/support/smtp.ts E2E_SMTP_PORT).
          SMTP_URL: `smtp://127.0.0.1:${PORT + 1000}`,
        },
      },
})
