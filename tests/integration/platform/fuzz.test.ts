/**
 * Hostile input everywhere, through app.inject on the database of the run: every route, every
 * query parameter and form field the site reads, with overlong, NUL, badly %-encoded, prototype
 * named, repeated, array and script values, odd methods, content types and bodies, garbage
 * X-PU-Target and pu. No answer may be a 5xx, and no answer may carry a value back unescaped.
 */
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engine, testApp } from '../../support/app.js'

/**
 * Requests per run: 5000 on PGlite and 2000 more on PostgreSQL, each engine with its own seed, so
 * the two suites of CI cover 7000 different requests in about two thirds of the time 10 000 on
 * each took (routes answer hostile input alike on both engines; CI's time is scarce).
 * `FUZZ_RUNS=100000 FUZZ_SEED=$RANDOM npm run test:unit -- fuzz` digs deeper by hand.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? (engine === 'postgres' ? 2000 : 5000))

/** Put into values: found unescaped in an answer, it was reflected as markup. */
const MARK = '<svg/onload=qfx>'

let app: FastifyInstance
let paths: string[]
beforeAll(async () => {
  app = await testApp({ env: { REQUEST_TIMEOUT_MS: '10000' } })
  // Real addresses of every page type, found as a visitor finds them.
  const links = async (url: string, pattern: RegExp) => [...(await app.inject({ url })).body.matchAll(pattern)].map((m) => m[1]!)
  const [news, eshop, docs, home] = await Promise.all([
    links('/qf/cs/aktuality', /href="(\/qf\/cs\/aktuality\/[a-z0-9-]+)"/g),
    links('/qf/en/eshop', /href="(\/qf\/en\/eshop\/[a-z0-9-]+)"/g),
    links('/qf/cs/dokumenty', /href="(\/qf\/cs\/dokumenty\/[a-z0-9-]+\.pdf)"/g),
    links('/qf/cs/uvod', /href="(\/qf\/cs\/(?:fakulty\/[a-z0-9-]+|[a-z0-9-]+\/[a-z0-9-]+))"/g),
  ])
  // The header's cart link and the size chart are e-shop addresses, not categories.
  const categories = eshop.filter((href) => !/\/(cart|size-chart)$/.test(href))
  const products = await links(categories[0]!, /href="(\/qf\/en\/eshop\/[a-z0-9-]+\/[a-z0-9-]+)"/g)
  const programmes = await links('/qf/en/study/programmes', /href="(\/qf\/en\/study\/programmes\/[a-z0-9-]+)"/g)
  paths = [
    '/', '/qf/cs/uvod', '/qf/en/home', '/qf/cs/aktuality', '/qf/en/news', '/qf/cs/eshop', '/qf/en/eshop', '/qf/cs/dokumenty',
    '/qf/en/documents', '/qf/cs/prihlaseni', '/qf/en/login', '/qf/cs/ramjet/include', '/qf/en/ramjet/include',
    '/qf/cs/ramjet/performLogin', '/qf/en/ramjet/performLogout', '/qf/cs/ramjet/performLogoutEverywhere', '/qf/cs/ramjet/helpzone/vyhledavani-obsah', '/healthz',
    '/readyz', '/favicon.svg', '/media/products/1/full.webp', '/build/img/svg/svg-sprite.svg', '/validate/cs/prihlaseni',
    '/qf/cs/fakulty', '/qf/en/study/programmes', '/qf/cs/lide', '/media/images/1/v1/640.avif',
    '/qf/cs/eshop/kosik', '/qf/en/eshop/cart', '/qf/cs/registrace', '/qf/en/registration', '/qf/cs/ucet', '/qf/en/forgotten-password',
    news[0]!, categories[0]!, docs[0]!, products[0]!, programmes[0]!, ...home.slice(0, 3),
  ]
  expect(paths.every(Boolean)).toBe(true)
}, 120_000)
afterAll(async () => app?.close())

const hostile = fc.oneof(
  fc.constantFrom(
    MARK, `"'>${MARK}`, "' OR 1=1 --", '; drop table users; --', '../../../../etc/passwd', '..%2f..%2fetc%2fpasswd', '%00', '\u0000',
    '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '{"__proto__":{"x":1}}', '-1', '0', '1.5', '1e309',
    '99999999999999999999', 'NaN', 'javascript:alert(1)', '//evil.example', 'https://evil.example/', '/.//evil.example/x',
    'x'.repeat(5000), 'ž'.repeat(2000), '\u202e\u0301\ud83d\ude00', '%E0%A4%A', '%zz', '\r\nSet-Cookie: x=1', 'userMenu,pageContent',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
)
const names = fc.constantFrom(
  'page', 'kind', 'pageSize', 'loadedPages', 'returnTo', 'updatedCart', 'pu', '_', 'puHistoryScope', 'puEventName', 'email', 'password',
  '__proto__', 'constructor', 'toString', 'q', 'frm.query', 'frm.facultyCategory', 'r', 'faculty', 'degree', 'form', 'language', 'department',
)
/** A query or form body: names with hostile values, some repeated, some as `name[]`. */
const pairs = fc.array(fc.tuple(names, hostile, fc.constantFrom('', '[]', '[a]')), { maxLength: 6 })
const encode = (list: [string, string, string][], raw: boolean) =>
  list.map(([n, v, suffix]) => `${encodeURIComponent(n)}${suffix}=${raw && v.startsWith('%') ? v : encodeURIComponent(v)}`).join('&')

const request = fc.record({
  path: fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 0, max: 1000 }).map((i) => paths[i % paths.length]!) },
    { weight: 1, arbitrary: hostile.map((v) => `/qf/cs/${encodeURIComponent(v).slice(0, 3000)}`) },
    { weight: 1, arbitrary: fc.constantFrom('/qf/cs/%zz', '/qf/en/%E0%A4%A', '//:99999/', '/qf/cs/uvod/', '/qf/xx/uvod', '/qf/cs/../../etc/passwd') },
  ),
  query: pairs,
  rawQuery: fc.boolean(),
  method: fc.oneof({ weight: 6, arbitrary: fc.constant('GET') }, { weight: 3, arbitrary: fc.constant('POST') }, { weight: 1, arbitrary: fc.constantFrom('HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS') }),
  body: pairs,
  contentType: fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain', 'application/xml', 'multipart/form-data; boundary=x', ''),
  target: fc.option(fc.oneof(fc.constantFrom('pageContent', 'newsList,userMenu', 'userMenu+userLists', 'productList', 'loginForm'), hostile), { nil: undefined }),
  extra: fc.record({
    'x-pu-suppress-redirect': fc.option(hostile, { nil: undefined }),
    'x-pu-ui-event': fc.option(hostile, { nil: undefined }),
    'x-pu-layout-context': fc.option(hostile, { nil: undefined }),
    'sec-fetch-site': fc.option(fc.constantFrom('same-origin', 'cross-site', 'none', 'garbage'), { nil: undefined }),
  }),
  cookie: fc.option(hostile, { nil: undefined }),
})

/** Header values must be sendable at all: what no client can send is not a test of the server. */
const sendable = (v: string) => /^[\t\x20-\x7e\x80-\xff]*$/.test(v)

describe(`fuzz on ${engine}`, () => {
  it(`answers ${RUNS} hostile requests without a 5xx and without reflecting markup`, async () => {
    let count = 0
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const query = encode(r.query, r.rawQuery)
        const headers: Record<string, string> = {}
        for (const [k, v] of Object.entries({ 'x-pu-target': r.target, ...r.extra })) if (v !== undefined && sendable(v)) headers[k] = v
        let payload: string | undefined
        if (r.method === 'POST' || r.method === 'PUT' || r.method === 'PATCH') {
          payload = r.contentType === 'application/json' ? JSON.stringify(Object.fromEntries(r.body.map(([n, v]) => [n, v]))) : encode(r.body, false)
          if (r.contentType) headers['content-type'] = r.contentType
        }
        const res = await app.inject({
          method: r.method as 'GET',
          url: query ? `${r.path}?${query}` : r.path,
          headers,
          payload,
          cookies: r.cookie && sendable(r.cookie) ? { qf_session: r.cookie } : {},
        })
        count++
        const where = `${r.method} ${r.path.slice(0, 80)}?${query.slice(0, 200)} [${res.statusCode}]`
        expect(res.statusCode, where).toBeLessThan(500)
        expect(res.body.includes(MARK), `reflected markup: ${where}`).toBe(false)
        for (const [name, value] of Object.entries(res.headers)) expect(String(value), `header ${name}: ${where}`).not.toContain('\n')
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? (engine === 'postgres' ? 20261128 : 20261123)) },
    )
    expect(count).toBe(RUNS)
  }, 600_000)
})
