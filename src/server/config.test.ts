import { describe, expect, it } from 'vitest'
import { paymentPageOrigins } from '../features/checkout/card-provider.js'
import { ConfigError, loadConfig } from './config.js'

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

  it('accepts a postgres URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/test' }).DATABASE_URL).toContain('127.0.0.1')
  })

  it.each([
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['DATABASE_URL', 'not a url'],
    ['PORT', 'eighty'],
    ['PORT', '70000'],
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
