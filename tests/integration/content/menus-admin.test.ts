/**
 * The menus' administration (issue 25, ADR 095) on the database of the run: a chief editor adds,
 * edits, reorders and deletes items of the header's main menu and the footer's links, and the
 * public pages show each change at once; two moves at once leave the positions 0…n-1; an item
 * whose page is not live is not shown (and flagged); a stale save is refused with both versions;
 * bad and forged input is refused with its reason and changes nothing; only chief editors reach
 * it; every change is in the audit log. The migration's fill writes what the seed has.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, menuItems, pages } from '../../../src/db/schema.js'
import { versionOf } from '../../../src/features/content/admin/menus-admin.repository.js'
import { paths } from '../../../src/ui/paths.js'
import { engine, testApp } from '../../support/app.js'
import { postForm, signInWith, type Jar } from '../../support/client.js'

let app: FastifyInstance
let chief: Jar
type Row = typeof menuItems.$inferSelect

const all = () => app.db.select().from(menuItems).orderBy(asc(menuItems.menu), asc(menuItems.parentId), asc(menuItems.position))
const rowOf = async (id: number) => (await app.db.select().from(menuItems).where(eq(menuItems.id, id)))[0]
const siblings = (menu: string, parentId: number | null) =>
  app.db.select().from(menuItems).where(and(eq(menuItems.menu, menu), parentId === null ? isNull(menuItems.parentId) : eq(menuItems.parentId, parentId))).orderBy(asc(menuItems.position))
const nav = (body: string) => /<nav class="main-nav"[\s\S]*?<\/nav>/.exec(body)![0]
const footerLinks = (body: string) => /<section aria-labelledby="footerLinks">[\s\S]*?<\/section>/.exec(body)![0]
const formOf = (r: Row) => ({
  menu: r.menu,
  parentId: r.parentId === null ? '' : String(r.parentId),
  labelCs: r.labelCs,
  labelEn: r.labelEn,
  kind: r.pageKey !== null ? 'page' : r.appPage !== null ? 'app' : 'url',
  pageKey: r.pageKey ?? '',
  appPage: r.appPage ?? '',
  url: r.url ?? '',
  base: versionOf(r as never),
})
const idFrom = (location: string) => Number(/#menu-item-(\d+)$/.exec(location)![1])

async function eventually(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms
  for (;;) {
    if (await check()) return true
    if (Date.now() > deadline) return false
    await new Promise((r) => setTimeout(r, 50))
  }
}

beforeAll(async () => {
  app = await testApp()
  chief = await signInWith(app, [{ role: 'chief_editor' }])
})
afterAll(async () => {
  await app?.close()
})

describe(`the menus' administration on ${engine}`, () => {
  it('the seeded menus are what the page tree gave, and the migration’s fill writes the same rows again', async () => {
    const before = (await all()).map(({ id: _id, parentId: _p, topId: _t, ...r }) => r)
    const top = await siblings('main', null)
    expect(top.map((r) => r.pageKey ?? r.appPage)).toEqual(['uni/about', 'uni/study', 'uni/research', 'uni/international', 'uni/public', 'news', 'eshop'])
    expect((await siblings('footer', null)).map((r) => r.pageKey ?? r.appPage)).toEqual(top.map((r) => r.pageKey ?? r.appPage))
    const aboutItems = await siblings('main', top[0]!.id)
    expect(aboutItems.slice(-2).map((r) => r.appPage)).toEqual(['faculties', 'people'])
    await app.db.transaction(async (tx) => {
      await tx.delete(menuItems)
      await tx.execute(sql`select qf_menu_items_from_pages()`)
    })
    expect((await all()).map(({ id: _id, parentId: _p, topId: _t, ...r }) => r)).toEqual(before)
  })

  it('a chief editor adds a footer link and a main-menu sub-item: the public pages show them at once, in both languages, and the audit log has them', async () => {
    const list = await app.inject({ url: paths.adminMenus('cs'), cookies: chief })
    expect(list.statusCode).toBe(200)
    expect(list.body).toContain('Hlavní menu')
    expect(list.body).toContain('Odkazy v patičce')
    expect((await app.inject({ url: paths.adminMenuNew('en', { menu: 'footer' }), cookies: chief })).statusCode).toBe(200)

    const footer = await postForm(app, paths.adminMenuNew('cs'), { menu: 'footer', parentId: '', labelCs: 'Knihovna', labelEn: 'Library', kind: 'url', url: 'https://knihovna.example.org/' }, chief)
    expect(footer.statusCode, footer.body.slice(0, 300)).toBe(303)
    const footerId = idFrom(footer.headers.location as string)
    expect((await rowOf(footerId))!.position).toBe((await siblings('footer', null)).length - 1)
    expect(footerLinks((await app.inject({ url: paths.home('cs') })).body)).toContain('<a href="https://knihovna.example.org/">Knihovna</a>')
    expect(footerLinks((await app.inject({ url: paths.home('en') })).body)).toContain('<a href="https://knihovna.example.org/">Library</a>')

    const study = (await siblings('main', null))[1]!
    const [history] = await app.db.select({ key: pages.translationKey, title: pages.title }).from(pages).where(and(eq(pages.lang, 'en'), eq(pages.path, 'about/history')))
    const child = await postForm(app, paths.adminMenuNew('en'), { menu: 'main', parentId: String(study.id), labelCs: '', labelEn: '', kind: 'page', pageKey: history!.key }, chief)
    expect(child.statusCode, child.body.slice(0, 300)).toBe(303)
    const childId = idFrom(child.headers.location as string)
    expect(nav((await app.inject({ url: paths.home('en') })).body)).toContain(`<a href="/qf/en/about/history">${history!.title}</a></li></ul></div></details>`)
    expect(nav((await app.inject({ url: paths.home('cs') })).body)).toContain('<a href="/qf/cs/o-univerzite/historie">Historie</a>')

    const entries = await app.db.select().from(auditLog).where(eq(auditLog.entity, 'menu_item'))
    expect(entries.map((e) => [e.action, e.objectId])).toEqual(expect.arrayContaining([['create', footerId], ['create', childId]]))
    expect(entries.find((e) => e.objectId === footerId)!.summary).toContain('https://knihovna.example.org/')
  })

  it('moving up and down reorders the public menu; at either end nothing moves; two moves at once leave the positions 0…n-1', async () => {
    const top = await siblings('main', null)
    const res = await postForm(app, paths.adminMenuMove('cs', top[1]!.id), { direction: 'up' }, chief)
    expect(res.statusCode).toBe(303)
    expect((await siblings('main', null)).map((r) => r.id).slice(0, 2)).toEqual([top[1]!.id, top[0]!.id])
    const body = nav((await app.inject({ url: paths.home('cs') })).body)
    expect(body.indexOf('/qf/cs/studium"')).toBeLessThan(body.indexOf('/qf/cs/o-univerzite"'))
    expect((await postForm(app, paths.adminMenuMove('cs', top[1]!.id), { direction: 'up' }, chief)).statusCode).toBe(303)
    expect((await siblings('main', null)).map((r) => r.id)[0]).toBe(top[1]!.id)

    for (let round = 0; round < 3; round++) {
      const now = await siblings('main', null)
      await Promise.all([
        postForm(app, paths.adminMenuMove('en', now[2]!.id), { direction: 'up' }, chief),
        postForm(app, paths.adminMenuMove('en', now[1]!.id), { direction: 'down' }, chief),
        postForm(app, paths.adminMenuMove('en', now[3]!.id), { direction: 'up' }, chief),
      ])
      const after = await siblings('main', null)
      expect(after.map((r) => r.position)).toEqual(after.map((_, i) => i))
      expect(new Set(after.map((r) => r.id))).toEqual(new Set(now.map((r) => r.id)))
    }
  })

  it('an item whose page is unpublished or in the trash is not shown, and the administration flags it; published again, it is back', async () => {
    const top = await siblings('main', null)
    const research = top.find((r) => r.pageKey === 'uni/research')!
    await app.db.update(pages).set({ live: false }).where(eq(pages.translationKey, 'uni/research'))
    // Written past the administration: the change feed drops the menus.
    expect(await eventually(async () => !nav((await app.inject({ url: paths.home('cs') })).body).includes('href="/qf/cs/veda-a-vyzkum"'), 3000)).toBe(true)
    expect(footerLinks((await app.inject({ url: paths.home('cs') })).body)).not.toContain('href="/qf/cs/veda-a-vyzkum"')
    const list = (await app.inject({ url: paths.adminMenus('cs'), cookies: chief })).body
    expect(list).toMatch(new RegExp(`id="menu-item-${research.id}"[\\s\\S]*?Stránka není zveřejněná nebo je v koši: položka se nezobrazuje`))
    await app.db.update(pages).set({ live: true }).where(eq(pages.translationKey, 'uni/research'))
    expect(await eventually(async () => nav((await app.inject({ url: paths.home('cs') })).body).includes('href="/qf/cs/veda-a-vyzkum"'), 3000)).toBe(true)
  })

  it('a save filled from an older version is refused (409) with the saved version shown and the typed text kept; saving again then wins', async () => {
    const item = (await siblings('footer', null)).find((r) => r.url !== null)!
    const first = await postForm(app, paths.adminMenuItem('cs', item.id), { ...formOf(item), labelCs: 'Knihovna univerzity' }, chief)
    expect(first.statusCode, first.body.slice(0, 300)).toBe(303)
    const second = await postForm(app, paths.adminMenuItem('cs', item.id), { ...formOf(item), labelCs: 'Univerzitní knihovna' }, chief)
    expect(second.statusCode).toBe(409)
    expect(second.body).toContain('Položku mezitím změnil někdo jiný.')
    expect(second.body).toMatch(/id="menuItemSaved"[\s\S]*Knihovna univerzity/)
    expect(second.body).toMatch(/name="labelCs"[^>]*value="Univerzitní knihovna"/)
    expect((await rowOf(item.id))!.labelCs).toBe('Knihovna univerzity')
    const base = /name="base" value="([0-9a-f]{16})"/.exec(second.body)![1]!
    expect((await postForm(app, paths.adminMenuItem('cs', item.id), { ...formOf(item), labelCs: 'Univerzitní knihovna', base }, chief)).statusCode).toBe(303)
    expect((await rowOf(item.id))!.labelCs).toBe('Univerzitní knihovna')
  })

  it('refuses bad, hostile and forged input with its reason, in both languages, and changes nothing', async () => {
    const before = await all()
    const top = await siblings('main', null)
    const parent = top.find((r) => r.pageKey !== null)!
    const child = (await siblings('main', parent.id))[0]!
    const footerItem = (await siblings('footer', null))[0]!
    const ok = { menu: 'main', parentId: '', labelCs: 'Odkaz', labelEn: 'Link', kind: 'url', url: 'https://example.org/' }
    const cases: Array<[Record<string, string | string[]>, string, string]> = [
      [{ ...ok, labelCs: 'x'.repeat(81) }, 'menuItemLabelCs-error', 'Text může mít nejvýše 80 znaků.'],
      [{ ...ok, labelEn: 'Bell\u0007' }, 'menuItemLabelEn-error', 'Text obsahuje neplatné znaky.'],
      [{ ...ok, labelCs: '<script>alert(1)</script>' }, 'menuItemLabelCs-error', 'Text obsahuje neplatné znaky.'],
      [{ ...ok, labelCs: '' }, 'menuItemLabelCs-error', 'U jiné adresy vyplňte text v obou jazycích.'],
      [{ ...ok, url: 'javascript:alert(1)' }, 'menuItemUrl-error', 'Zadejte celou adresu začínající https://'],
      [{ ...ok, url: 'http://example.org/' }, 'menuItemUrl-error', 'Zadejte celou adresu začínající https://'],
      [{ ...ok, url: 'https://exa mple.org/' }, 'menuItemUrl-error', 'Zadejte celou adresu začínající https://'],
      [{ ...ok, url: `https://example.org/${'a'.repeat(500)}` }, 'menuItemUrl-error', 'Zadejte celou adresu začínající https://'],
      [{ ...ok, kind: 'page', pageKey: 'uni/no-such-page' }, 'menuItemPage-error', 'Tuto stránku nenajdeme: vyberte jinou.'],
      [{ ...ok, kind: 'page', pageKey: '' }, 'menuItemPage-error', 'Vyberte stránku webu.'],
      [{ ...ok, kind: 'app', appPage: 'admin' }, 'menuItemApp-error', 'Vyberte stránku aplikace z nabídky.'],
      [{ ...ok, kind: 'javascript' }, 'menuItemKind-error', 'Vyberte, kam položka vede.'],
      [{ ...ok, menu: 'sidebar' }, 'menuItemMenu-error', 'Vyberte menu z nabídky.'],
      [{ ...ok, menu: ['main', 'footer'] }, 'menuItemMenu-error', ''],
      [{ ...ok, parentId: String(footerItem.id) }, 'menuItemParent-error', 'Nadřazenou položkou může být jen položka první úrovně hlavního menu.'],
      [{ ...ok, parentId: String(child.id) }, 'menuItemParent-error', 'Nadřazenou položkou může být jen položka první úrovně hlavního menu.'],
      [{ ...ok, parentId: '99999999' }, 'menuItemParent-error', 'Nadřazenou položkou může být jen položka první úrovně hlavního menu.'],
      [{ ...ok, parentId: '1;drop' }, 'menuItemParent-error', 'Nadřazenou položkou může být jen položka první úrovně hlavního menu.'],
      [{ ...ok, menu: 'footer', parentId: String(parent.id) }, 'menuItemParent-error', 'Nadřazenou položkou může být jen položka první úrovně hlavního menu.'],
    ]
    for (const [body, id, text] of cases) {
      const res = await postForm(app, paths.adminMenuNew('cs'), body, chief)
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422)
      expect(res.body).toContain('Nic jsme neuložili: opravte prosím vyznačená pole.')
      expect(res.body, JSON.stringify(body).slice(0, 80)).toMatch(new RegExp(`id="${id}"[^>]*>[^<]*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    }
    const en = await postForm(app, paths.adminMenuNew('en'), { ...ok, url: 'ftp://example.org/' }, chief)
    expect(en.statusCode).toBe(422)
    expect(en.body).toContain('Enter a full address starting with https://, without spaces, at most 500 characters.')
    // An item with sub-items cannot go under another or into the footer; nor under itself.
    const withChildren = await postForm(app, paths.adminMenuItem('en', parent.id), { ...formOf(parent), menu: 'footer' }, chief)
    expect(withChildren.statusCode).toBe(422)
    expect(withChildren.body).toContain('The item has sub-items: it cannot go under another one or into the footer.')
    const self = top.find((r) => r.appPage === 'news')!
    expect((await postForm(app, paths.adminMenuItem('en', self.id), { ...formOf(self), parentId: String(self.id) }, chief)).statusCode).toBe(422)
    // No version at all: refused (422); a forged one: stale (409). A bad direction: 422.
    expect((await postForm(app, paths.adminMenuItem('cs', self.id), { ...formOf(self), base: '' }, chief)).statusCode).toBe(422)
    expect((await postForm(app, paths.adminMenuItem('cs', self.id), { ...formOf(self), labelCs: 'Podvrh', base: '0123456789abcdef' }, chief)).statusCode).toBe(409)
    expect((await postForm(app, paths.adminMenuMove('cs', self.id), { direction: 'sideways' }, chief)).statusCode).toBe(422)
    // Ids that are no item's.
    for (const id of ['0', '99999999', '1;drop', '__proto__']) {
      expect((await app.inject({ url: `${paths.adminMenus('cs')}/${id}`, cookies: chief })).statusCode, id).toBe(404)
      expect((await postForm(app, `${paths.adminMenus('cs')}/${id}/smazat`, { base: '0123456789abcdef' }, chief)).statusCode, id).toBe(404)
      expect((await postForm(app, `${paths.adminMenus('cs')}/${id}/posunout`, { direction: 'up' }, chief)).statusCode, id).toBe(404)
    }
    expect(await all()).toEqual(before)
  })

  it('only chief editors reach it: an editor, an admin and a shop manager get the 404 and change nothing', async () => {
    const before = await all()
    const item = before[0]!
    for (const role of ['editor', 'admin', 'shop_manager']) {
      const jar = await signInWith(app, [{ role }])
      expect((await app.inject({ url: paths.adminMenus('cs'), cookies: jar })).statusCode, role).toBe(404)
      expect((await postForm(app, paths.adminMenuNew('en'), { menu: 'footer', parentId: '', labelCs: 'X', labelEn: 'X', kind: 'url', url: 'https://example.org/' }, jar)).statusCode, role).toBe(404)
      expect((await postForm(app, paths.adminMenuMove('cs', item.id), { direction: 'down' }, jar)).statusCode, role).toBe(404)
      expect((await postForm(app, paths.adminMenuDelete('cs', item.id), { base: versionOf(item as never) }, jar)).statusCode, role).toBe(404)
    }
    expect(await all()).toEqual(before)
  })

  it('deleting asks first, then takes the item with its sub-items, closes the gap, and the public menu loses it', async () => {
    const top = await siblings('main', null)
    const victim = top.find((r) => r.pageKey === 'uni/public')!
    const children = await siblings('main', victim.id)
    expect(children.length).toBeGreaterThan(0)
    const ask = await app.inject({ url: paths.adminMenuDelete('cs', victim.id), cookies: chief })
    expect(ask.statusCode).toBe(200)
    expect(ask.body).toContain(`Smažou se i její podpoložky (${children.length}).`)
    expect(await rowOf(victim.id)).toBeDefined()
    expect((await postForm(app, paths.adminMenuDelete('cs', victim.id), {}, chief)).statusCode).toBe(422)
    // Confirmed for an older version (someone relabelled it meanwhile): asked again, nothing deleted.
    const stale = await postForm(app, paths.adminMenuDelete('en', victim.id), { base: '0123456789abcdef' }, chief)
    expect(stale.statusCode).toBe(409)
    expect(stale.body).toContain('Someone else changed the item meanwhile. Nothing was deleted')
    expect(await rowOf(victim.id)).toBeDefined()
    const base = /name="base" value="([0-9a-f]{16})"/.exec(ask.body)![1]!
    const res = await postForm(app, paths.adminMenuDelete('cs', victim.id), { base }, chief)
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(paths.adminMenus('cs', 'deleted'))
    expect(await rowOf(victim.id)).toBeUndefined()
    for (const c of children) expect(await rowOf(c.id)).toBeUndefined()
    const after = await siblings('main', null)
    expect(after.map((r) => r.position)).toEqual(after.map((_, i) => i))
    expect(nav((await app.inject({ url: paths.home('cs') })).body)).not.toContain('href="/qf/cs/pro-verejnost"')
    const [entry] = await app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'menu_item'), eq(auditLog.action, 'delete'), eq(auditLog.objectId, victim.id)))
    expect(entry!.summary).toContain(`with ${children.length} sub-items`)
  })

  it('the database refuses rows the form would never write: two targets, a nested footer item, a grandchild, a plain http address', async () => {
    const top = await siblings('main', null)
    const parent = top.find((r) => r.pageKey !== null)!
    const child = (await siblings('main', parent.id))[0]!
    const footerItem = (await siblings('footer', null))[0]!
    const refused = async (values: Partial<typeof menuItems.$inferInsert>) => {
      await expect(app.db.insert(menuItems).values({ menu: 'main', position: 90, ...values })).rejects.toThrow()
    }
    await refused({ pageKey: 'uni/about', appPage: 'news' })
    await refused({})
    await refused({ menu: 'footer', parentId: footerItem.id, position: 0, appPage: 'news' })
    await refused({ parentId: child.id, appPage: 'news' })
    await refused({ url: 'http://example.org/', labelCs: 'a', labelEn: 'a' })
    await refused({ url: 'https://example.org/', labelCs: '', labelEn: 'a' })
    await refused({ menu: 'sidebar', appPage: 'news' })
  })
})
