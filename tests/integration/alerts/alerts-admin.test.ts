/**
 * The alert banner's administration (issue 25, ADR 065) on the database of the run: a chief
 * editor adds, changes, ends and deletes alerts through the forms; the banner follows on this node
 * at once and on a second node through the change feed; every act is in the audit log; bad input
 * is refused with its reason and changes nothing.
 */
import { eq, like } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../src/db/client.js'
import { auditLog, siteAlerts } from '../../../src/db/schema.js'
import { toPragueLocal } from '../../../src/i18n/prague-time.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp, testDatabase } from '../../support/app.js'
import { postForm, signInWith, type Jar } from '../../support/client.js'

let app: FastifyInstance
/** A second node on the same database (PGlite: a second app on the same one). */
let node2: FastifyInstance
let other: Database | undefined
let chief: Jar

beforeAll(async () => {
  app = await testApp()
  other = engine === 'postgres' ? await testDatabase() : undefined
  node2 = await testApp({ database: other ?? app.database })
  chief = await signInWith(app, [{ role: 'chief_editor' }])
})
afterAll(async () => {
  await node2?.close()
  await other?.close()
  await app?.close()
})

const HOUR = 3_600_000
let made = 0
const word = () => `Slovo${process.pid}x${Date.now().toString(36)}x${++made}`
const local = (offsetMs: number) => toPragueLocal(new Date(Date.now() + offsetMs))
/** What a visitor who has closed every other alert sees. */
const bannerOn = async (node: FastifyInstance, url: string, seen: string[]) =>
  /<section class="site-alert"[^>]*data-alert-id="([^"]+)"[\s\S]*?<p class="site-alert__message">([^<]*)<\/p>/.exec((await node.inject({ url, cookies: { qfSeenAlerts: seen.join('|') } })).body)
const allIds = async () => [...new Set((await app.db.select({ id: siteAlerts.alertId }).from(siteAlerts)).map((r) => r.id))]
const rowsOf = (text: string) => app.db.select().from(siteAlerts).where(like(siteAlerts.message, `%${text}%`))

async function eventually(check: () => Promise<boolean>, ms = 5000): Promise<boolean> {
  const deadline = Date.now() + ms
  for (;;) {
    if (await check()) return true
    if (Date.now() > deadline) return false
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** Adds an alert through the form; its id. */
async function add(fields: Record<string, string>, find = fields.messageCs || fields.messageEn!) {
  const res = await postForm(app, paths.adminAlertNew('cs'), fields, chief)
  expect(res.statusCode, res.body.slice(0, 300)).toBe(303)
  expect(res.headers.location).toBe(paths.adminAlerts('cs', 'created'))
  const [row] = await rowsOf(find)
  return row!.alertId
}

describe(`the alerts' administration on ${engine}`, () => {
  it('adds an alert in both languages: the banner shows at once on this node and within a second on another, and the audit log has it', async () => {
    const w = word()
    const others = await allIds()
    const id = await add({ messageCs: `Zavřeno ${w}`, messageEn: `Closed ${w}`, validFrom: '', validUntil: local(48 * HOUR) })
    expect(id).toMatch(/^zavreno-slovo[a-z0-9-]+-[0-9a-f]{8}$/)
    expect((await bannerOn(app, '/qf/cs/uvod', others))?.slice(1)).toEqual([id, `Zavřeno ${w}`])
    expect(await eventually(async () => (await bannerOn(node2, '/qf/en/home', others))?.[2] === `Closed ${w}`, 1500)).toBe(true)

    const list = await app.inject({ url: paths.adminAlerts('cs', 'created'), cookies: chief })
    expect(list.statusCode).toBe(200)
    expect(list.body).toContain('Upozornění je uloženo.')
    expect(list.body).toContain(`Zavřeno ${w}`)
    const [entry] = await app.db.select().from(auditLog).where(like(auditLog.summary, `alert ${id}:%`))
    expect(entry).toMatchObject({ action: 'create', entity: 'alert' })
  })

  it('an alert in one language only is shown only there; one that starts later is not shown yet', async () => {
    const w = word()
    const others = await allIds()
    const id = await add({ messageEn: `Only English ${w}`, validUntil: local(24 * HOUR) })
    expect((await bannerOn(app, '/qf/en/home', others))?.[1]).toBe(id)
    expect((await bannerOn(app, '/qf/cs/uvod', others))).toBeNull()
    const later = await add({ messageCs: `Později ${w}`, validFrom: local(5 * HOUR), validUntil: local(24 * HOUR) })
    expect((await bannerOn(app, '/qf/cs/uvod', [...others, id]))).toBeNull()
    const list = await app.inject({ url: paths.adminAlerts('en'), cookies: chief })
    expect(list.body).toMatch(new RegExp(`data-alert-id="${later}"[\\s\\S]*?scheduled`))
  })

  it('a change keeps the id (who closed it does not see it again) unless it is to be shown again', async () => {
    const w = word()
    const others = await allIds()
    const id = await add({ messageCs: `Původní ${w}`, validUntil: local(24 * HOUR) })
    const form = await app.inject({ url: paths.adminAlert('cs', id), cookies: chief })
    expect(form.statusCode).toBe(200)
    expect(form.body).toContain(`Původní ${w}`)

    const kept = await postForm(app, paths.adminAlert('cs', id), { messageCs: `Opravené ${w}`, messageEn: '', validFrom: local(-HOUR), validUntil: local(24 * HOUR) }, chief)
    expect(kept.headers.location).toBe(paths.adminAlerts('cs', 'saved'))
    expect((await bannerOn(app, '/qf/cs/uvod', others))?.slice(1)).toEqual([id, `Opravené ${w}`])
    expect((await bannerOn(app, '/qf/cs/uvod', [...others, id]))).toBeNull()

    await postForm(app, paths.adminAlert('cs', id), { messageCs: `Znovu ${w}`, validFrom: local(-HOUR), validUntil: local(24 * HOUR), again: 'on' }, chief)
    const shown = await bannerOn(app, '/qf/cs/uvod', [...others, id])
    expect(shown?.[2]).toBe(`Znovu ${w}`)
    expect(shown?.[1]).not.toBe(id)
    expect(await rowsOf(`Opravené ${w}`)).toHaveLength(0)
  })

  it('ends a running alert now, deletes one that has not begun, refuses to end one twice, and deletes', async () => {
    const w = word()
    const others = await allIds()
    const running = await add({ messageCs: `Běží ${w}`, validUntil: local(24 * HOUR) })
    const ended = await postForm(app, paths.adminAlertEnd('cs', running), {}, chief)
    expect(ended.headers.location).toBe(paths.adminAlerts('cs', 'ended'))
    expect(await bannerOn(app, '/qf/cs/uvod', others)).toBeNull()
    expect((await rowsOf(`Běží ${w}`))[0]!.validUntil.getTime()).toBeLessThanOrEqual(Date.now())
    const again = await postForm(app, paths.adminAlertEnd('cs', running), {}, chief)
    expect(again.statusCode).toBe(409)
    expect(again.body).toContain('Upozornění už skončilo.')

    const future = await add({ messageCs: `Budoucí ${w}`, validFrom: local(10 * HOUR), validUntil: local(24 * HOUR) })
    await postForm(app, paths.adminAlertEnd('cs', future), {}, chief)
    expect(await rowsOf(`Budoucí ${w}`)).toHaveLength(0)

    expect((await postForm(app, paths.adminAlertDelete('en', running), {}, chief)).headers.location).toBe(paths.adminAlerts('en', 'removed'))
    expect(await rowsOf(`Běží ${w}`)).toHaveLength(0)
    const actions = (await app.db.select({ action: auditLog.action }).from(auditLog).where(like(auditLog.summary, `alert ${running}:%`))).map((r) => r.action).sort()
    expect(actions).toEqual(['create', 'delete', 'unpublish'])
  })

  it('refuses bad input with its reason, shows what was typed again, and stores nothing', async () => {
    const before = (await app.db.select({ id: siteAlerts.alertId }).from(siteAlerts)).length
    const w = word()
    const cases: [Record<string, string | string[]>, string][] = [
      [{ messageCs: '', messageEn: '  ', validUntil: local(HOUR) }, 'Napište text upozornění aspoň v jednom jazyce.'],
      [{ messageCs: `A ${w}`, validUntil: '' }, 'Zadejte, do kdy se má upozornění zobrazovat.'],
      [{ messageCs: `A ${w}`, validUntil: local(-HOUR) }, 'Konec už uplynul: upozornění by se nikdy nezobrazilo.'],
      [{ messageCs: `A ${w}`, validFrom: local(5 * HOUR), validUntil: local(2 * HOUR) }, 'Konec musí být po začátku.'],
      [{ messageCs: `A ${w}`, validUntil: '2026-02-31T10:00' }, 'Zadejte datum a čas.'],
      [{ messageCs: `A ${w}`, validUntil: "1' or 1=1 --" }, 'Zadejte datum a čas.'],
      [{ messageCs: 'x'.repeat(301), validUntil: local(HOUR) }, 'Text může mít nejvýše 300 znaků.'],
      [{ messageCs: `A\u0007${w}`, validUntil: local(HOUR) }, 'Text nesmí obsahovat řídicí znaky.'],
      [{ messageCs: [`A ${w}`, `B ${w}`], validUntil: local(HOUR) }, 'Formulář obsahuje chyby'],
    ]
    for (const [fields, message] of cases) {
      const res = await postForm(app, paths.adminAlertNew('cs'), fields, chief)
      expect(res.statusCode, message).toBe(422)
      expect(res.body, message).toContain(message)
      expect(res.body).toContain('aria-invalid="true"')
    }
    // What was typed comes back in the form.
    const echoed = await postForm(app, paths.adminAlertNew('cs'), { messageCs: `Vráceno ${w}`, validUntil: '' }, chief)
    expect(echoed.body).toContain(`Vráceno ${w}`)
    expect((await app.db.select({ id: siteAlerts.alertId }).from(siteAlerts)).length).toBe(before)
  })

  it('a text with markup is stored as text and shown escaped; line breaks become spaces', async () => {
    const w = word()
    const others = await allIds()
    await add({ messageCs: `<script>alert(1)</script> <img src=x onerror=alert(2)>\r\n${w}`, validUntil: local(HOUR) }, w)
    const html = (await app.inject({ url: '/qf/cs/uvod', cookies: { qfSeenAlerts: others.join('|') } })).body
    expect(html).toContain(`&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(2)&gt; ${w}`)
    expect(html).not.toContain('<img src=x')
  })

  it('an unknown, malformed or hostile id is a 404 with the list, and changes nothing', async () => {
    const before = await allIds()
    for (const id of ['neni-takove', '__proto__', 'constructor', '..%2F..%2Fetc', 'A'.repeat(80), "x' or '1'='1"]) {
      for (const res of [
        await app.inject({ url: paths.adminAlert('cs', id), cookies: chief }),
        await postForm(app, paths.adminAlert('cs', id), { messageCs: 'X', validUntil: local(HOUR) }, chief),
        await postForm(app, paths.adminAlertEnd('cs', id), {}, chief),
        await postForm(app, paths.adminAlertDelete('cs', id), {}, chief),
      ]) {
        expect(res.statusCode, id).toBe(404)
        expect(res.body).toContain('Toto upozornění už neexistuje.')
      }
    }
    expect((await allIds()).sort()).toEqual(before.sort())
  })

  it('only chief editors: an editor, an admin, staff and a customer get the site’s 404 and change nothing', async () => {
    const id = await add({ messageCs: `Chráněné ${word()}`, validUntil: local(HOUR) })
    for (const grants of [[{ role: 'editor', scope: 'faculty:fakulta-prirodnich-ved' }], [{ role: 'admin' }], [{ role: 'staff' }], []]) {
      const jar = await signInWith(app, grants)
      expect((await app.inject({ url: paths.adminAlerts('cs'), cookies: jar })).statusCode).toBe(404)
      expect((await postForm(app, paths.adminAlertDelete('cs', id), {}, jar)).statusCode).toBe(404)
    }
    expect(await app.db.select().from(siteAlerts).where(eq(siteAlerts.alertId, id))).toHaveLength(1)
  })
})
