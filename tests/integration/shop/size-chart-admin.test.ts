/**
 * The shop manager's size chart (issue 26, ADR 090) on the database of the run: the seed's chart
 * in the table, a fit's rows edited, added and removed through the plain form, the public size
 * chart showing the saved rows at once; every bad measurement refused with its reason and
 * nothing changed; who may not gets 404.
 */
import { asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, sizeChartRows } from '../../../src/db/schema.js'
import { fieldName } from '../../../src/features/shop/admin/size-chart-admin.schema.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { postForm, signIn, signInWith, type Jar } from '../../support/client.js'
import { expectIn, unescape } from '../../support/html.js'

let app: FastifyInstance
let manager: Jar

beforeAll(async () => {
  app = await testApp()
  manager = await signInWith(app, [{ role: 'shop_manager' }])
})
afterAll(async () => {
  await app?.close()
})

type Row = [size: string, chest: string, length: string, heightFrom?: string, heightTo?: string, remove?: string]

/** The form as the browser sends it: the fit and numbered fields. */
function chartForm(fit: string, rows: Row[]): Record<string, string> {
  const body: Record<string, string> = { fit }
  rows.forEach(([size, chest, length, heightFrom = '', heightTo = '', remove], i) => {
    Object.assign(body, { [fieldName('size', i)]: size, [fieldName('chest', i)]: chest, [fieldName('length', i)]: length, [fieldName('heightFrom', i)]: heightFrom, [fieldName('heightTo', i)]: heightTo })
    if (remove) body[fieldName('remove', i)] = remove
  })
  return body
}

const chart = async (fit: 'unisex' | 'women' | 'kids') =>
  (await app.db.select().from(sizeChartRows).where(eq(sizeChartRows.fit, fit)).orderBy(asc(sizeChartRows.sort))).map((r) => [r.size, r.chest, r.length, r.heightFrom, r.heightTo])

const KIDS: Row[] = [
  ['S', '34', '46', '110', '116'],
  ['M', '37', '50', '122', '128'],
  ['L', '40', '54', '134', '140'],
  ['XL', '43', '58', '146', '152'],
  ['XXL', '46', '62', '158', '164'],
]

describe(`the size chart's administration on ${engine}`, () => {
  it('holds the chart the shop had in code, and the public page reads it', async () => {
    expect(await chart('unisex')).toEqual([
      ['S', 50, 70, null, null],
      ['M', 53, 72, null, null],
      ['L', 56, 74, null, null],
      ['XL', 59, 76, null, null],
      ['XXL', 62, 78, null, null],
    ])
    const kids = unescape((await app.inject({ url: paths.sizeChart('cs', 'kids') })).body)
    expect(kids).toContain('<td>110–116</td>')
    const form = unescape((await app.inject({ url: paths.adminSizeChart('cs', 'kids'), cookies: manager })).body)
    expect(form).toContain(`name="${fieldName('heightFrom', 0)}" value="110"`)
    expect(form).toContain('Nový řádek')
  })

  it('edits a row, adds one and removes one; the public size chart shows them at once', async () => {
    const body = chartForm('kids', [['S', '35', '47', '110', '116'], ...KIDS.slice(1, 4), ['XXL', '46', '62', '158', '164', '1'], ['XS', '31', '42', '98', '104']])
    const res = await postForm(app, paths.adminSizeChart('en'), body, manager)
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(paths.adminSizeChart('en', 'kids', 'saved'))
    expect(await chart('kids')).toEqual([
      ['S', 35, 47, 110, 116],
      ['M', 37, 50, 122, 128],
      ['L', 40, 54, 134, 140],
      ['XL', 43, 58, 146, 152],
      ['XS', 31, 42, 98, 104],
    ])
    const shown = unescape((await app.inject({ url: paths.sizeChart('en', 'kids') })).body)
    expect(shown).toContain('<th scope="row">XS</th><td>98–104</td><td>31</td><td>42</td>')
    expect(shown).not.toContain('XXL')
    expectIn((await app.inject({ url: paths.adminSizeChart('en', 'kids', 'saved'), cookies: manager })).body, 'The size chart was saved.')
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.entity, 'size_chart'))
    expect(entry!.summary).toContain('size chart kids: S 110–116 35/47')
    // Back as it was, for the other tests.
    expect((await postForm(app, paths.adminSizeChart('cs'), chartForm('kids', KIDS), manager)).statusCode).toBe(303)
  })

  it('refuses bad measurements with their reasons and changes nothing', async () => {
    const before = await app.db.select().from(sizeChartRows).orderBy(asc(sizeChartRows.id))
    const adults: Row[] = [
      ['S', '50', '70'],
      ['M', '53', '72'],
    ]
    const cases: [string, Row[], string, string][] = [
      ['unisex', [['S', '-50', '70'], adults[1]!], fieldName('chest', 0), 'Rozměr musí být kladný.'],
      ['unisex', [['S', 'abc', '70'], adults[1]!], fieldName('chest', 0), 'Zadejte celé kladné číslo centimetrů.'],
      ['unisex', [['S', '50.5', '70'], adults[1]!], fieldName('chest', 0), 'Zadejte celé kladné číslo centimetrů.'],
      ['unisex', [['S', '0', '70'], adults[1]!], fieldName('chest', 0), 'Zadejte celé kladné číslo centimetrů.'],
      ['unisex', [['S', '50', '301'], adults[1]!], fieldName('length', 0), 'Rozměr je nad rozumnou mez'],
      ['unisex', [['S', '50', '9999999'], adults[1]!], fieldName('length', 0), 'Zadejte celé kladné číslo centimetrů.'],
      ['unisex', [['S', '50', ''], adults[1]!], fieldName('length', 0), 'Vyplňte rozměr.'],
      ['unisex', [['<script>', '50', '70'], adults[1]!], fieldName('size', 0), 'Velikost: 1 až 10 písmen'],
      ['unisex', [['ABCDEFGHIJK', '50', '70'], adults[1]!], fieldName('size', 0), 'Velikost: 1 až 10 písmen'],
      ['unisex', [adults[0]!, ['s', '53', '72']], fieldName('size', 1), 'Tato velikost už v tabulce je.'],
      ['women', [['S', '44', '62', '150', '160']], fieldName('heightFrom', 0), 'Výšku postavy uvádějí jen dětské velikosti.'],
      ['kids', [['S', '34', '46', '', '116']], fieldName('heightFrom', 0), 'U dětské velikosti vyplňte výšku postavy.'],
      ['kids', [['S', '34', '46', '120', '116']], fieldName('heightTo', 0), 'Výška do nesmí být menší než výška od.'],
      ['kids', [['S', '34', '46', '110', '251']], fieldName('heightTo', 0), 'Rozměr je nad rozumnou mez'],
      ['kids', [['S', '34', '46', '-110', '116']], fieldName('heightFrom', 0), 'Rozměr musí být kladný.'],
    ]
    for (const [fit, rows, field, message] of cases) {
      const res = await postForm(app, paths.adminSizeChart('cs'), chartForm(fit, rows), manager)
      const html = unescape(res.body)
      expect(res.statusCode, `${fit} ${JSON.stringify(rows)}`).toBe(422)
      expect(html, `${fit} ${JSON.stringify(rows)}`).toMatch(new RegExp(`id="sizeChart-${field}-error">${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
      expect(res.body).not.toContain('<script>')
    }
    // Every row removed or left blank: a chart needs one.
    const empty = await postForm(app, paths.adminSizeChart('en'), chartForm('women', [['S', '44', '62', '', '', '1'], ['', '', '']]), manager)
    expect(empty.statusCode).toBe(422)
    expectIn(unescape(empty.body), 'The chart needs at least one row.')
    // An unknown fit, a repeated field, no form at all.
    for (const fit of ['', 'men', '__proto__']) expect((await postForm(app, paths.adminSizeChart('cs'), chartForm(fit, adults), manager)).statusCode).toBe(422)
    expect((await postForm(app, paths.adminSizeChart('cs'), `fit=unisex&${fieldName('size', 0)}=S&${fieldName('size', 0)}=M&${fieldName('chest', 0)}=1&${fieldName('length', 0)}=1`, manager)).statusCode).toBe(422)
    expect(await app.db.select().from(sizeChartRows).orderBy(asc(sizeChartRows.id))).toEqual(before)
    // An unknown fit in the address leads to the chart's first fit.
    const odd = await app.inject({ url: `${paths.adminSizeChart('cs')}?fit=men`, cookies: manager })
    expect([odd.statusCode, odd.headers.location]).toEqual([302, paths.adminSizeChart('cs')])
  })

  it('a visitor, a customer and an editor get 404 and change nothing', async () => {
    const before = await chart('unisex')
    const customer = await signIn(app, 'student@example.cz', 'Heslo-2026')
    const editor = await signInWith(app, [{ role: 'editor' }])
    for (const jar of [{}, customer, editor]) {
      expect((await app.inject({ url: paths.adminSizeChart('cs'), cookies: jar })).statusCode).toBe(404)
      expect((await postForm(app, paths.adminSizeChart('cs'), chartForm('unisex', [['S', '1', '1']]), jar)).statusCode).toBe(404)
    }
    expect(await chart('unisex')).toEqual(before)
  })
})
