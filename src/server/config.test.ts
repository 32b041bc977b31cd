import { describe, expect, it } from 'vitest'
import { paymentPageOrigins } from '../features/checkout/card-provider.js'
import { ConfigError, deploymentWarnings, DEVELOPMENT_PAYMENT_SECRET, loadConfig } from './config.js'

describe('config', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({})
    expect(c).toMatchObject({ PORT: 3000, NODE_ENV: 'development', LOG_LEVEL: 'info', DATA_DIR: './data' })
    expect(c.DATABASE_URL).toBeUndefined()
  })

  it('sessions end after 30 idle minutes or 12 hours (ADR 012)', () => {
    expect(loadConfig({})).toMatchObject({ SESSION_IDLE_MINUTES: 30, SESSION_ABSOLUTE_HOURS: 12 })
    expect(loadConfig({ SESSION_IDLE_MINUTES: '15', SESSION_ABSOLUTE_HOURS: '8' })).toMatchObject({ SESSION_IDLE_MINUTES: 15, SESSION_ABSOLUTE_HOURS: 8 })
  })

  it('takes a proxy as a hop count or as addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe('1')
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).TRUST_PROXY).toBe('10.0.0.1, 192.168.0.0/16')
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined()
  })

  it('takes the sign-language video host as an https embed address ending with / (ADR 023)', () => {
    expect(loadConfig({}).SIGN_LANGUAGE_VIDEO_HOST).toBe('https://www.youtube-nocookie.com/embed/')
    expect(loadConfig({ SIGN_LANGUAGE_VIDEO_HOST: 'https://video.example/' }).SIGN_LANGUAGE_VIDEO_HOST).toBe('https://video.example/')
    for (const bad of ['http://video.example/embed/', 'https://video.example/embed', 'javascript:alert(1)//', 'https://video.example/embed/?x=/'])
      expect(() => loadConfig({ SIGN_LANGUAGE_VIDEO_HOST: bad }), bad).toThrow(/SIGN_LANGUAGE_VIDEO_HOST/)
  })

  it('serves metrics only on a port named for them, on this machine unless told (ADR 072)', () => {
    expect(loadConfig({}).METRICS_PORT).toBeUndefined()
    expect(loadConfig({})).toMatchObject({ METRICS_HOST: '127.0.0.1' })
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' })).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '10.0.0.5' })
    expect(loadConfig({ METRICS_PORT: '0' }).METRICS_PORT).toBe(0)
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/^Invalid configuration: METRICS_PORT must differ from PORT/)
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/^Invalid configuration: METRICS_PORT /)
  })

  it('accepts a postgres URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/test' }).DATABASE_URL).toContain('127.0.0.1')
  })

  it.each([
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['DATABASE_URL', 'not a url'],
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['METRICS_PORT', 'prometheus'],
    ['METRICS_PORT', '-1'],
    ['METRICS_PORT', '65536'],
    ['LOG_LEVEL', 'loud'],
    ['REDIS_URL', 'http://x'],
    ['NODE_ENV', 'staging'],
    ['TRUST_PROXY', 'everyone; drop'],
    ['REQUEST_TIMEOUT_MS', '5'],
    ['REGION_CACHE_MB', '-1'],
    ['SESSION_IDLE_MINUTES', '1'],
    ['SESSION_IDLE_MINUTES', 'half an hour'],
    ['SESSION_ABSOLUTE_HOURS', '0'],
    ['SESSION_ABSOLUTE_HOURS', '1.5'],
    ['PAYMENT_PROVIDER', 'paypal'],
    ['PAYMENT_GATEWAY_URL', 'ftp://payments.example'],
    ['PAYMENT_GATEWAY_URL', 'https://payments.example/v1.0'],
    ['COMGATE_TEST', 'yes'],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', 'collector:4318'],
    ['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', 'grpc://collector:4317'],
    ['OTEL_TRACES_SAMPLER', 'sometimes'],
    ['OTEL_TRACES_SAMPLER_ARG', '1.5'],
    ['OTEL_SDK_DISABLED', 'yes'],
    ['OTEL_SERVICE_NAME', 'qf university'],
  ])('names the bad variable %s=%s', (name, value) => {
    const run = () => loadConfig({ [name]: value })
    expect(run).toThrow(ConfigError)
    expect(run).toThrow(new RegExp(`^Invalid configuration: ${name} `))
  })

  it('Comgate needs its merchant and secret, named one by one; the simulated gateway is the default', () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('simulated')
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'comgate' })).toThrow(/^Invalid configuration: COMGATE_MERCHANT is required when PAYMENT_PROVIDER=comgate$/)
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'comgate', COMGATE_MERCHANT: '123456' })).toThrow(/^Invalid configuration: COMGATE_SECRET is required/)
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'comgate', COMGATE_MERCHANT: '123456', COMGATE_SECRET: 'short' })).toThrow(/^Invalid configuration: COMGATE_SECRET /)
    const config = loadConfig({ PAYMENT_PROVIDER: 'comgate', COMGATE_MERCHANT: '123456', COMGATE_SECRET: 'gx4q8OV3TJt6noJn', PAYMENT_GATEWAY_URL: 'http://127.0.0.1:5711/' })
    expect(config.PAYMENT_GATEWAY_URL).toBe('http://127.0.0.1:5711')
    expect(loadConfig({}).PAYMENT_GATEWAY_URL).toBe('https://payments.comgate.cz')
    expect(paymentPageOrigins(config)).toEqual(['http://127.0.0.1:5711'])
    expect(paymentPageOrigins({ ...config, PAYMENT_GATEWAY_URL: 'https://payments.comgate.cz' })).toEqual(['https://payments.comgate.cz', 'https://*.comgate.cz'])
    expect(paymentPageOrigins(loadConfig({}))).toEqual([])
  })
})

describe('a declared deployment (DEPLOYMENT=production, ADR 046)', () => {
  const strong = 'k2V9xQ7pLm4TzR8wYb3NcF6hJd1sGa5E'
  /** Everything a deployment with the simulated gateway needs; each test takes one thing away. */
  const testShop = {
    DEPLOYMENT: 'production',
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'simulated',
    ALLOW_SIMULATED_PAYMENTS: '1',
    PAYMENT_SECRET: strong,
    FORM_SECRET: 'Qw7rT2yU9iO4pA6s',
    PUBLIC_ORIGIN: 'https://www.qf.example',
  }
  const refused = (env: Record<string, string | undefined>, name: string) => {
    const run = () => loadConfig(env)
    expect(run).toThrow(ConfigError)
    expect(run).toThrow(new RegExp(`^Invalid configuration: ${name} `))
  }
  const without = (name: keyof typeof testShop) => ({ ...testShop, [name]: undefined })

  it('development, npm start and the tests need none of it', () => {
    expect(loadConfig({}).DEPLOYMENT).toBe('local')
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ DEPLOYMENT: 'local', PAYMENT_PROVIDER: 'simulated', PAYMENT_SECRET: DEVELOPMENT_PAYMENT_SECRET })
    refused({ DEPLOYMENT: 'staging' }, 'DEPLOYMENT')
  })

  it('starts with everything set', () => {
    expect(loadConfig(testShop)).toMatchObject({ DEPLOYMENT: 'production', PAYMENT_PROVIDER: 'simulated', PAYMENT_SECRET: strong })
    const comgate = { ...without('ALLOW_SIMULATED_PAYMENTS'), PAYMENT_SECRET: undefined, PAYMENT_PROVIDER: 'comgate', COMGATE_MERCHANT: '123456', COMGATE_SECRET: 'gx4q8OV3TJt6noJn' }
    expect(loadConfig(comgate).PAYMENT_PROVIDER).toBe('comgate')
  })

  it('refuses production builds left out, an implicit provider, and the simulated gateway without its opt-in', () => {
    refused(without('NODE_ENV'), 'NODE_ENV')
    refused(without('PAYMENT_PROVIDER'), 'PAYMENT_PROVIDER')
    refused(without('ALLOW_SIMULATED_PAYMENTS'), 'ALLOW_SIMULATED_PAYMENTS')
    refused({ ...testShop, ALLOW_SIMULATED_PAYMENTS: '0' }, 'ALLOW_SIMULATED_PAYMENTS')
  })

  it('refuses the simulated gateway without a strong PAYMENT_SECRET: unset, the published key, or obviously weak', () => {
    refused(without('PAYMENT_SECRET'), 'PAYMENT_SECRET')
    expect(() => loadConfig({ ...testShop, PAYMENT_SECRET: DEVELOPMENT_PAYMENT_SECRET })).toThrow(/PAYMENT_SECRET is the published development key/)
    for (const weak of [strong.slice(0, 31), 'a'.repeat(40), 'abc123'.repeat(6), 'abcdefghijklmnopqrstuvwxyz0123456789', 'changeme-changeme-9f3Kq1Zx7LpW2vB8', 'our-payment-secret-for-2026-qf-site-Xy'])
      refused({ ...testShop, PAYMENT_SECRET: weak }, 'PAYMENT_SECRET')
  })

  it('refuses a deployment without FORM_SECRET or an https PUBLIC_ORIGIN', () => {
    refused(without('FORM_SECRET'), 'FORM_SECRET')
    refused({ ...testShop, FORM_SECRET: 'x'.repeat(20) }, 'FORM_SECRET')
    refused(without('PUBLIC_ORIGIN'), 'PUBLIC_ORIGIN')
    refused({ ...testShop, PUBLIC_ORIGIN: 'http://www.qf.example' }, 'PUBLIC_ORIGIN')
  })

  it('warns of a test shop on every start; a real provider starts quietly', () => {
    expect(deploymentWarnings(loadConfig(testShop)).join('\n')).toMatch(/ALLOW_SIMULATED_PAYMENTS=1: the simulated card gateway takes NO money/)
    expect(deploymentWarnings(loadConfig({}))).toEqual([])
    const comgate = { ...testShop, PAYMENT_PROVIDER: 'comgate', COMGATE_MERCHANT: '123456', COMGATE_SECRET: 'gx4q8OV3TJt6noJn', SOCIAL_FEED_URL: 'https://feed.example/profile.json' }
    expect(deploymentWarnings(loadConfig(comgate))).toEqual([])
    expect(deploymentWarnings(loadConfig({ ...comgate, COMGATE_TEST: '1' }))).toEqual([expect.stringMatching(/^COMGATE_TEST=1/)])
  })
})
