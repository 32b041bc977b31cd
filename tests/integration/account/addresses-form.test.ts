/**
 * Every delivery address in one form (issue 13, spec 000 "indexed widgets handled per index"):
 * `/qf/cs/ucet/adresy` · `/qf/en/account/addresses` through app.inject. Live validation answers
 * per index for the real form (`addressesForm`); the submit handler judges per index with the
 * same messages (422) and saves all addresses together or none; another user's address is a
 * 404 that changes nothing.
 */
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LvAnswer } from '../../../src/shared/live-validation.js'
import { engine, testApp } from '../../support/app.js'
import { postForm, type Jar } from '../../support/client.js'

let app: FastifyInstance
let session: string
let ids: number[]
let foreignId: number
const tag = `adresy-${Date.now()}-${Math.floor(Math.random() * 1e6)}`

const rows = async <T,>(query: ReturnType<typeof sql>) => ((await app.db.execute(query)) as unknown as { rows: T[] }).rows

async function userWithAddresses(email: string, n: number): Promise<{ id: number; addresses: number[] }> {
  const [user] = await rows<{ id: number }>(sql`insert into users (email, password_hash, display_name) values (${email}, 'scrypt$-', 'Adresy Testovací') returning id`)
  const addresses: number[] = []
  for (let i = 0; i < n; i++) {
    const [row] = await rows<{ id: number }>(
      sql`insert into addresses (user_id, name, street, city, postal_code, phone) values (${user!.id}, ${`Adresát ${i + 1}`}, ${`Ulice ${i + 1}`}, 'Dubová Hora', '500 03', '') returning id`,
    )
    addresses.push(row!.id)
  }
  return { id: user!.id, addresses }
}

beforeAll(async () => {
  app = await testApp()
  const me = await userWithAddresses(`${tag}@example.cz`, 3)
  ids = me.addresses
  session = (await app.services.sessions.rotate(undefined, me.id)).token
  foreignId = (await userWithAddresses(`${tag}-cizi@example.cz`, 1)).addresses[0]!
})
afterAll(async () => {
  await app?.close()
})

const form = (values: Record<string, string>) => new URLSearchParams(values).toString()
/** Posts a form as the signed-in user (a jar of the session alone, each time), or with `jar`. */
const post = (url: string, values: Record<string, string>, jar: Jar = { qf_session: session }) => postForm(app, url, values, jar)

/** The form as the page sends it: every address's fields by index, each with its id. */
function filled(changes: Record<number, Partial<Record<'name' | 'street' | 'city' | 'postalCode' | 'phone', string>>> = {}) {
  const out: Record<string, string> = {}
  ids.forEach((id, i) => {
    Object.assign(out, {
      [`addresses[${i}].id`]: String(id),
      [`addresses[${i}].name`]: `Adresát ${i + 1}`,
      [`addresses[${i}].street`]: `Ulice ${i + 1}`,
      [`addresses[${i}].city`]: 'Dubová Hora',
      [`addresses[${i}].postalCode`]: '500 03',
      [`addresses[${i}].phone`]: '',
    })
    for (const [field, value] of Object.entries(changes[i] ?? {})) out[`addresses[${i}].${field}`] = value
  })
  return out
}

/** The input tag with this id (React puts `name` and `value` last). */
const inputTag = (html: string, id: string) => new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? ''

const stored = () => rows<{ id: number; name: string; postal_code: string; phone: string }>(sql`select id, name, postal_code, phone from addresses where id in ${sql.raw(`(${ids.join(',')})`)} order by id`)

describe(`the addresses form on ${engine}`, () => {
  it('renders every address as a block of indexed fields with its id, linked from the account page', async () => {
    const account = await app.inject({ url: '/qf/cs/ucet', cookies: { qf_session: session } })
    expect(account.body).toContain('href="/qf/cs/ucet/adresy"')
    const page = await app.inject({ url: '/qf/cs/ucet/adresy', cookies: { qf_session: session } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('data-live-validation="addressesForm"')
    for (const [i, id] of ids.entries()) {
      expect(page.body).toContain(`<legend>Adresa ${i + 1}</legend>`)
      expect(page.body).toContain(`<input type="hidden" name="addresses[${i}].id" value="${id}"/>`)
      const input = inputTag(page.body, `addresses-${i}-postalCode`)
      expect(input).toContain(`name="addresses[${i}].postalCode"`)
      expect(input).toContain('value="500 03"')
    }
    // Not signed in: to the login page and back.
    const anonymous = await app.inject({ url: '/qf/en/account/addresses' })
    expect(anonymous.statusCode).toBe(303)
    expect(anonymous.headers.location).toBe('/qf/en/login?returnTo=%2Fqf%2Fen%2Faccount%2Faddresses')
  })

  it('live validation answers per index: a bad postal code in address 2 marks only address 2', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/validate/cs/ucet/adresy',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { qf_session: session },
      payload: form({
        ...filled({ 1: { postalCode: 'abc' }, 2: { phone: '12' } }),
        'Live-Validation-Form': 'addressesForm',
        'Live-Validation-Requested-Widgets': 'addresses[0].postalCode;addresses[1].postalCode;addresses[2].postalCode;addresses[2].phone;addresses[0].id',
      }),
    })
    const answer = res.json() as LvAnswer
    expect(answer.error).toBe(false)
    const widgets = answer.data!.widgets
    // The hidden id is no widget: only the schema's fields are.
    expect(widgets.map((w) => [w.widgetInputName, w.hasErrors, w.messages[0]?.text])).toEqual([
      ['addresses[0].postalCode', false, undefined],
      ['addresses[1].postalCode', true, 'Zadejte PSČ jako pět číslic, například 500 03.'],
      ['addresses[2].postalCode', false, undefined],
      ['addresses[2].phone', true, expect.any(String)],
    ])
    expect(widgets[1]!.widgetId).toBe('lv-addressesForm-addresses-1-postalCode')
    expect(widgets[1]!.widgetMessageId).toBe('lv-addressesForm-addresses-1-postalCode-message')
    expect(answer.data!.requires.sort()).toEqual(['addresses[1].postalCode', 'addresses[2].phone'])
    // In English, the same rule's English text; the form lives on its own page only.
    const en = await app.inject({
      method: 'POST',
      url: '/validate/en/account/addresses',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ ...filled({ 1: { postalCode: 'abc' } }), 'Live-Validation-Form': 'addressesForm', 'Live-Validation-Requested-Widgets': 'addresses[1].postalCode' }),
    })
    expect((en.json() as LvAnswer).data!.widgets[0]!.messages[0]!.text).toBe('Enter the postal code as five digits, for example 500 03.')
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/validate/cs/ucet/adresy/nova',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ 'Live-Validation-Form': 'addressesForm', 'Live-Validation-Requested-Widgets': 'addresses[0].postalCode' }),
    })
    expect((elsewhere.json() as LvAnswer).error).toBe(true)
  })

  it('the submit handler judges per index with the same messages (422) and changes nothing', async () => {
    const before = await stored()
    const res = await post('/qf/cs/ucet/adresy', filled({ 0: { name: 'Změněné jméno' }, 1: { postalCode: 'abc' }, 2: { city: '' } }))
    expect(res.statusCode).toBe(422)
    expect(res.body).toContain('<p class="form__message form__message--error" id="addresses-1-postalCode-error">Zadejte PSČ jako pět číslic, například 500 03.</p>')
    expect(inputTag(res.body, 'addresses-1-postalCode')).toMatch(/aria-invalid="true".*name="addresses\[1\]\.postalCode".*value="abc"/)
    expect(inputTag(res.body, 'addresses-2-city')).toContain('aria-invalid="true"')
    expect(inputTag(res.body, 'addresses-0-postalCode')).not.toContain('aria-invalid')
    expect(res.body).not.toContain('id="addresses-0-postalCode-error"')
    expect(res.body).not.toContain('id="addresses-0-name-error"')
    // What was typed is shown again, the valid address's change included; nothing is saved.
    expect(res.body).toContain('value="Změněné jméno"')
    expect(await stored()).toEqual(before)
  })

  it('a valid form saves every address together', async () => {
    const res = await post('/qf/en/account/addresses', filled({ 0: { name: `${tag} first` }, 2: { postalCode: '50003', phone: '+420 777 123 456' } }))
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/qf/en/account?notice=addressesSaved')
    const after = await stored()
    expect(after.map((a) => [a.name, a.postal_code])).toEqual([
      [`${tag} first`, '500 03'],
      ['Adresát 2', '500 03'],
      ['Adresát 3', '500 03'],
    ])
    expect(after[2]!.phone).toMatch(/777/)
    const notice = await app.inject({ url: res.headers.location as string, cookies: { qf_session: session } })
    expect(notice.body).toContain('The addresses have been saved.')
  })

  it('bad input: another user’s address, an id twice, forged ids, no fields, 10,000 fields: never a 500, nothing changed', async () => {
    const before = await stored()
    const foreignBefore = await rows(sql`select name from addresses where id = ${foreignId}`)
    const hijack = { ...filled(), 'addresses[1].id': String(foreignId), 'addresses[1].name': 'Ukradeno' }
    expect((await post('/qf/cs/ucet/adresy', hijack)).statusCode).toBe(404)
    expect((await post('/qf/cs/ucet/adresy', { ...filled(), 'addresses[2].id': String(ids[0]) })).statusCode).toBe(404)
    for (const id of ['0', '-1', 'abc', "1 or 1=1", '9'.repeat(30)]) expect((await post('/qf/cs/ucet/adresy', { ...filled(), 'addresses[0].id': id })).statusCode, id).toBe(404)
    const empty = await post('/qf/cs/ucet/adresy', { something: 'else' })
    expect(empty.statusCode).toBe(422)
    expect(empty.body).toContain('role="alert"')
    const many: Record<string, string> = filled({ 1: { postalCode: 'abc' } })
    for (let i = 0; i < 10_000; i++) many[`addresses[${i % 40}].f${i}`] = 'x'
    expect([422, 413]).toContain((await post('/qf/cs/ucet/adresy', many)).statusCode)
    const overlong = await post('/qf/cs/ucet/adresy', filled({ 0: { street: 'x'.repeat(5000) } }))
    expect(overlong.statusCode).toBe(422)
    const json = await app.inject({ method: 'POST', url: '/qf/cs/ucet/adresy', headers: { 'content-type': 'application/json' }, cookies: { qf_session: session }, payload: '{"addresses":[]}' })
    expect(json.statusCode).toBe(422)
    expect(await rows(sql`select name from addresses where id = ${foreignId}`)).toEqual(foreignBefore)
    expect(await stored()).toEqual(before)
    // Not signed in: nothing saved, to the login page.
    const anonymous = await post('/qf/cs/ucet/adresy', filled({ 0: { name: 'Anonym' } }), {})
    expect(anonymous.statusCode).toBe(303)
    expect(await stored()).toEqual(before)
  })
})
