/**
 * The permission matrix (ADR 057) on PGlite and PostgreSQL: every admin route of every feature,
 * in both languages, for a visitor, a customer, every role the features grant (on the whole site
 * and on one faculty) — 404 with nothing changed for who lacks the route's permission, the page
 * for who holds it. The routes come from the app itself, so a new admin route is walked without
 * a change here; and an admin route that names no permission stops the start.
 */
import { and, eq } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documents, faculties, mediaImages, menuItems, news, orders, pages, people, productCategories, productImages, productVariants, programmes, discountCodes, sales, userRoles, users } from '../../../src/db/schema.js'
import { AccessControl } from '../../../src/features/access/permissions.js'
import { defineFeature } from '../../../src/features/feature.js'
import { permits, registerAdmin } from '../../../src/server/admin.js'
import { DEMO_ALERT_ID } from '../../../src/db/seed/widgets.js'
import { testApp } from '../../support/app.js'
import { placeGuestOrder } from '../../support/builders.js'
import { signIn, signInWith, type Jar } from '../../support/client.js'

let app: FastifyInstance
let order: { number: string; email: string }
/** A news item of the Faculty of Science, which that faculty's editors reach too. */
let newsId: number
/** The seeded customer's account, for the accounts pages' `:id`. */
let accountId: number
/**
 * The `:id` a route's address takes: an account for the accounts pages, a document of the scoped
 * faculty for the documents', a page of it for the pages', the demo alert for an alert's form (and
 * one that does not exist for ending or deleting, which would change it), a product and its variant
 * for the catalogue's, else the news item.
 */
const sampleId = (url: string) =>
  /\/(sprava\/menu|admin\/menus)\//.test(url)
    ? menuItemId
    : /\/(rozepsane|unsaved)\//.test(url)
    ? autosaveSample(url)
    : /\/(sprava\/fakulty|admin\/faculties)\//.test(url)
    ? facultyId
    : /\/(sprava|admin)\/media\//.test(url)
    ? mediaId
    : /\/(sprava\/kategorie|admin\/categories)\//.test(url)
    ? categoryId
    : /\/(slevy|discounts)\//.test(url)
    ? discountId
    : /\/(vyprodeje|sales)\//.test(url)
    ? saleId
    : /\/(produkty|products)\//.test(url)
    ? product.id
    : /\/(ucty|accounts)\//.test(url)
    ? accountId
    : /\/(sklad|stock)\//.test(url)
      ? variantId
    : /\/(sprava|admin)\/(dokumenty|documents)\//.test(url)
      ? documentId
      : /\/(stranky|pages)\//.test(url)
        ? pageId
      : /\/(sprava\/lide|admin\/people)\//.test(url)
        ? personId
      : /\/(sprava\/programy|admin\/programmes)\//.test(url)
        ? programmeId
        : /\/(upozorneni|alerts)\//.test(url)
          ? /\/(ukoncit|end|smazat|delete)$/.test(url)
            ? 'zadne-takove'
            : DEMO_ALERT_ID
          : newsId
/** The Faculty of Science, whose identity its editors change too (ADR 092). */
let facultyId: number
/** A menu item of the seed (ADR 095): deleting it without the version confirmed is refused past the guard (422). */
let menuItemId: number
/** The home page's hero (ADR 086): in use, so deleting it is refused past the guard too. */
let mediaId: number
/** A category of the seed with products (ADR 090): deleting it is refused past the guard (409). */
let categoryId: number
/** The seeded code VITEJTE10, for the discount codes' `:id` (a post without the form's fields is refused: 422). */
let discountId: number
/** The seeded running sale, for the sales' `:id` (a post without the form's fields, or cancelling without the state seen, is refused: 422). */
let saleId: number
/** A variant of the seed, for the stock pages' `:id` (a post without a change is refused: 422). */
let variantId: number
/** A product and one of its variants, for the catalogue administration's `:id` and `:variantId` (ADR 067). */
let product: { id: number; variantId: number }
/** A photo of that product, for its photos' `:imageId` (ADR 089): a post without the form's fields is refused (422). */
let photoId: number
/** A Czech document of the Faculty of Science, for the documents administration's `:id`. */
let documentId: number
/** A person of the Faculty of Science (ADR 079), whom that faculty's editors reach too. */
let personId: number
/** A study programme of the Faculty of Science (ADR 085), whom that faculty's editors reach too. */
let programmeId: number
/** A page of the Faculty of Science (ADR 063): restoring it from the trash, where it is not, is a 404 past the guard; its other acts refuse the post (422). */
let pageId: number
/** An autosave's item (ADR 094) is the sample of its kind. */
const autosaveSample = (url: string) => ({ page: pageId, document: documentId, person: personId, programme: programmeId })[/\/(?:rozepsane|unsaved)\/(\w+)\//.exec(url)![1] as 'page'] ?? newsId
const pagePosted = (url: string) =>
  /\/(sprava\/menu|admin\/menus)\/\d+\/(smazat|delete)$/.test(url)
    ? 422
    : /\/(rozepsane|unsaved)\/\w+\/\d+\/(zahodit|discard)$/.test(url)
    ? 303
    : /\/(sprava\/kategorie|admin\/categories)\/\d+\/(smazat|delete)$/.test(url)
    ? 409
    : /\/(stranky|pages)\//.test(url)
      ? (/\/(kos|trash)\/\d+$/.test(url) ? 404 : /\/(kos|trash)\/\d+\/(smazat|delete)$/.test(url) ? 409 : 422)
      : /\/(sprava|admin)\/media/.test(url) || /\/(produkty\/\d+\/fotografie|products\/\d+\/photos)(\/|$)/.test(url)
        ? 422
        : undefined
const rolesNow = () => app.db.select().from(userRoles).orderBy(userRoles.userId, userRoles.role, userRoles.scope)

interface Actor {
  name: string
  jar: Jar
  grants: { role: string; scope: string }[]
}
const actors: Actor[] = []

const statusOf = async (number: string) => (await app.db.select({ status: orders.status }).from(orders).where(eq(orders.number, number)))[0]?.status

beforeAll(async () => {
  app = await testApp()
  order = await placeGuestOrder(app)
  const [item] = await app.db
    .select({ id: news.id })
    .from(news)
    .innerJoin(faculties, eq(faculties.id, news.facultyId))
    .where(and(eq(faculties.slugCs, 'fakulta-prirodnich-ved'), eq(news.lang, 'cs')))
    .limit(1)
  newsId = item!.id
  documentId = (await app.db.select({ id: documents.id }).from(documents).innerJoin(faculties, eq(faculties.id, documents.facultyId)).where(and(eq(faculties.slugCs, 'fakulta-prirodnich-ved'), eq(documents.lang, 'cs'))).limit(1))[0]!.id
  const [page] = await app.db.select({ id: pages.id }).from(pages).innerJoin(faculties, eq(faculties.id, pages.facultyId)).where(and(eq(faculties.slugCs, 'fakulta-prirodnich-ved'), eq(pages.lang, 'cs'))).limit(1)
  pageId = page!.id
  personId = (await app.db.select({ id: people.id }).from(people).innerJoin(faculties, eq(faculties.id, people.facultyId)).where(eq(faculties.slugCs, 'fakulta-prirodnich-ved')).limit(1))[0]!.id
  facultyId = (await app.db.select({ id: faculties.id }).from(faculties).where(eq(faculties.slugCs, 'fakulta-prirodnich-ved')))[0]!.id
  menuItemId = (await app.db.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.appPage, 'eshop')).orderBy(menuItems.id).limit(1))[0]!.id
  mediaId = (await app.db.select({ id: mediaImages.id }).from(mediaImages).where(eq(mediaImages.key, 'hero/uni')))[0]!.id
  programmeId = (await app.db.select({ id: programmes.id }).from(programmes).innerJoin(faculties, eq(faculties.id, programmes.facultyId)).where(eq(faculties.slugCs, 'fakulta-prirodnich-ved')).limit(1))[0]!.id
  categoryId = (await app.db.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.slugCs, 'tricka-a-mikiny')))[0]!.id
  discountId = (await app.db.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.code, 'VITEJTE10')))[0]!.id
  saleId = (await app.db.select({ id: sales.id }).from(sales).where(eq(sales.state, 'running')).orderBy(sales.id).limit(1))[0]!.id
  variantId = (await app.db.select({ id: productVariants.id }).from(productVariants).orderBy(productVariants.id).limit(1))[0]!.id
  const [variant] = await app.db.select({ id: productVariants.productId, variantId: productVariants.id }).from(productVariants).orderBy(productVariants.id).limit(1)
  product = variant!
  photoId = (await app.db.select({ id: productImages.id }).from(productImages).where(eq(productImages.productId, product.id)).limit(1))[0]!.id
  accountId = (await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'student@example.cz')))[0]!.id
  actors.push({ name: 'visitor', jar: {}, grants: [] })
  actors.push({ name: 'customer', jar: await signIn(app, 'student@example.cz', 'Heslo-2026'), grants: [] })
  for (const role of app.access.roles()) {
    actors.push({ name: role, jar: await signInWith(app, [{ role }]), grants: [{ role, scope: '' }] })
    const scoped = { role, scope: 'faculty:fakulta-prirodnich-ved' }
    actors.push({ name: `${role} of one faculty`, jar: await signInWith(app, [scoped]), grants: [scoped] })
  }
})
afterAll(async () => {
  await app?.close()
})

describe('every admin route for every role and a visitor', () => {
  it('the app has admin routes, each naming a permission, in both languages', () => {
    expect(app.admin.routes.length).toBeGreaterThanOrEqual(6)
    expect(app.admin.routes.some((r) => r.url.startsWith('/qf/cs/'))).toBe(true)
    expect(app.admin.routes.some((r) => r.url.startsWith('/qf/en/'))).toBe(true)
  })

  it('who lacks the permission gets the 404 page and changes nothing; who holds it gets past the guard', async () => {
    const before = await statusOf(order.number)
    const [newsBefore] = await app.db.select().from(news).where(eq(news.id, newsId))
    const [personBefore] = await app.db.select().from(people).where(eq(people.id, personId))
    const [programmeBefore] = await app.db.select().from(programmes).where(eq(programmes.id, programmeId))
    const [facultyBefore] = await app.db.select().from(faculties).where(eq(faculties.id, facultyId))
    const rolesBefore = await rolesNow()
    const seen: Array<{ url: string; actor: string; allowed: boolean }> = []
    for (const route of app.admin.routes) {
      // A credit note the order does not have (it is not paid): a 404 past the guard (ADR 084).
      const url = route.url.replace(':number', order.number).replace(':id', String(sampleId(route.url))).replace(':variantId', String(product.variantId)).replace(':imageId', String(photoId)).replace(':file', 'OD2026000001.pdf')
      // The preview is the public page in the item's language: the English address leads to the Czech one
      // (a person's profile and a programme's page are in both: their previews too).
      // The phone-width preview without a preview's address to frame is a 404 past the guard (ADR 097).
      // Deleting for good a page that is not in the trash is refused past the guard with a message (ADR 103).
      const shown = route.url.endsWith('/:file') || /\/(nahled-na-telefonu|phone-preview)$/.test(url) ? 404 : /\/(kos|trash)\/\d+\/(smazat|delete)$/.test(url) ? 409 : route.method === 'GET' && url.startsWith('/qf/en/') && url.endsWith('/preview') && !/^\/qf\/en\/admin\/(people|programmes)\//.test(url) ? 303 : 200
      // Deleting a redirect that does not exist (the id is a news item's), or ending or deleting an alert that does not, is a 404 past the guard too;
      // so is receiving the goods of a withdrawal the order does not have (ADR 083).
      // Translating an item that has its other language leads to that version.
      // Resetting the two-factor sign-in of the sample customer, who has none, is refused past the guard (409).
      const posted = pagePosted(url) ?? (/\/(smazat|delete|ukoncit|end|prijato|received)$|\/(sdilet|share)\/[^/]+\/(zrusit|revoke)$/.test(url) ? 404 : /\/(prelozit|translate)$/.test(url) ? 303 : /\/(zrusit-dvoufazove-overeni|reset-two-factor)$/.test(url) ? 409 : 422)
      for (const actor of actors) {
        const allowed = permits(app.access, { grants: actor.grants }, route.permission)
        // A post with a status the rules refuse: past the guard it is a 422 that changes nothing either.
        const res = await app.inject({
          method: route.method as 'GET' | 'POST',
          url,
          cookies: actor.jar,
          ...(route.method === 'POST' ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'to=nonsense&from=new' } : {}),
        })
        seen.push({ url: route.url, actor: actor.name, allowed })
        const adminStylesheet = /<link rel="stylesheet" href="\/build\/assets\/admin-[^"]+\.css"\/>/
        if (allowed) {
          expect(res.statusCode, `${route.method} ${url} as ${actor.name}`).toBe(route.method === 'GET' ? shown : posted)
          if (res.statusCode === 200 && /text\/html/.test(String(res.headers['content-type']))) expect(res.body, `${url} as ${actor.name} links the administration's stylesheet`).toMatch(adminStylesheet)
        } else {
          expect(res.statusCode, `${route.method} ${url} as ${actor.name}`).toBe(404)
          // The 404 page names the address asked for, never the order behind it, and looks like any 404.
          expect(res.body, `${url} as ${actor.name} reveals the order`).not.toContain(order.email)
          expect(res.body, `${url} as ${actor.name} links the administration's stylesheet`).not.toMatch(adminStylesheet)
        }
        expect(res.headers['cache-control'], `${route.method} ${url} as ${actor.name}`).toMatch(/no-store/)
      }
    }
    expect(await statusOf(order.number)).toBe(before)
    expect((await app.db.select().from(news).where(eq(news.id, newsId)))[0]).toEqual(newsBefore)
    expect((await app.db.select().from(people).where(eq(people.id, personId)))[0]).toEqual(personBefore)
    expect((await app.db.select().from(programmes).where(eq(programmes.id, programmeId)))[0]).toEqual(programmeBefore)
    expect((await app.db.select().from(faculties).where(eq(faculties.id, facultyId)))[0]).toEqual(facultyBefore)
    // Nobody's roles changed: refused grants and revokes change nothing either.
    expect(await rolesNow()).toEqual(rolesBefore)
    // The matrix as the roles stand today: only unscoped staff administer orders; editors and
    // chief editors (of the whole site or of the item's faculty) the news; only an unscoped admin
    // the accounts and the audit log (site-wide, ADR 060); every role opens the dashboard.
    const allowedTo = (part: RegExp) => [...new Set(seen.filter((s) => part.test(s.url) && s.allowed).map((s) => s.actor))].sort()
    expect(allowedTo(/^\/qf\/(cs\/sprava\/objednavky|en\/admin\/orders)/)).toEqual(['shop_manager', 'staff'])
    // Refunds and withdrawals are the shop manager's alone; `staff` moves orders (ADR 083).
    expect(allowedTo(/^\/qf\/(cs\/sprava\/objednavky\/:number\/vraceni|en\/admin\/orders\/:number\/refund)$/)).toEqual(['shop_manager'])
    expect(allowedTo(/^\/qf\/(cs\/sprava\/objednavky\/:number\/odstoupeni|en\/admin\/orders\/:number\/withdrawal)/)).toEqual(['shop_manager'])
    expect(allowedTo(/^\/qf\/(cs\/sprava\/odstoupeni|en\/admin\/withdrawals)$/)).toEqual(['shop_manager'])
    // So is the list of refunds owed after a paid order's cancel (ADR 091).
    expect(allowedTo(/^\/qf\/(cs\/sprava\/vraceni-penez|en\/admin\/refunds-owed)$/)).toEqual(['shop_manager'])
    expect(allowedTo(/^\/qf\/(cs\/sprava\/aktuality|en\/admin\/news)/)).toEqual(['chief_editor', 'chief_editor of one faculty', 'editor', 'editor of one faculty'])
    expect(allowedTo(/^\/qf\/(cs\/sprava\/presmerovani|en\/admin\/redirects)/)).toEqual(['chief_editor'])
    // The broken links report: editors and chief editors of any scope, each seeing the rows in their scope (ADR 100).
    expect(allowedTo(/^\/qf\/(cs\/sprava\/nefunkcni-odkazy|en\/admin\/broken-links)$/)).toEqual(['chief_editor', 'chief_editor of one faculty', 'editor', 'editor of one faculty'])
    expect(allowedTo(/^\/qf\/(cs\/sprava\/upozorneni|en\/admin\/alerts)/)).toEqual(['chief_editor'])
    expect(allowedTo(/^\/qf\/(cs\/sprava\/dokumenty|en\/admin\/documents)/)).toEqual(['chief_editor', 'chief_editor of one faculty', 'editor', 'editor of one faculty'])
    expect(allowedTo(/^\/qf\/(cs\/sprava\/stranky|en\/admin\/pages)/)).toEqual(['chief_editor', 'chief_editor of one faculty', 'editor', 'editor of one faculty'])
    expect(allowedTo(/^\/qf\/(cs\/sprava\/stranky\/kos|en\/admin\/pages\/trash)/)).toEqual(['chief_editor', 'chief_editor of one faculty'])
    // Deleting for good and emptying the trash are the chief editors' too (ADR 103).
    expect(allowedTo(/^\/qf\/(cs\/sprava\/stranky\/kos\/(:id\/smazat|vyprazdnit)|en\/admin\/pages\/trash\/(:id\/delete|empty))$/)).toEqual(['chief_editor', 'chief_editor of one faculty'])
    expect(app.admin.routes.filter((r) => /^\/qf\/(cs\/sprava\/stranky\/kos|en\/admin\/pages\/trash)/.test(r.url)).length).toBe(2 * 6)
    expect(allowedTo(/^\/qf\/(cs\/sprava\/lide|en\/admin\/people)/)).toEqual(['chief_editor', 'chief_editor of one faculty', 'editor', 'editor of one faculty'])
    expect(app.admin.routes.filter((r) => /^\/qf\/(cs\/sprava\/lide|en\/admin\/people)/.test(r.url)).length).toBe(2 * 10)
    // The media library is shared (ADR 086): editors of any scope; deleting is the chief editors'.
    expect(allowedTo(/^\/qf\/(cs\/sprava\/media|en\/admin\/media)/)).toEqual(['chief_editor', 'chief_editor of one faculty', 'editor', 'editor of one faculty'])
    expect(allowedTo(/^\/qf\/(cs\/sprava\/media\/:id\/smazat|en\/admin\/media\/:id\/delete)$/)).toEqual(['chief_editor', 'chief_editor of one faculty'])
    expect(app.admin.routes.filter((r) => /^\/qf\/(cs\/sprava\/media|en\/admin\/media)/.test(r.url)).length).toBe(2 * 7)
    expect(allowedTo(/^\/qf\/(cs\/sprava\/programy|en\/admin\/programmes)/)).toEqual(['chief_editor', 'chief_editor of one faculty', 'editor', 'editor of one faculty'])
    expect(app.admin.routes.filter((r) => /^\/qf\/(cs\/sprava\/programy|en\/admin\/programmes)/.test(r.url)).length).toBe(2 * 10)
    // A faculty's identity: its editors and chief editors, and those of the whole site (ADR 092).
    expect(allowedTo(/^\/qf\/(cs\/sprava\/fakulty|en\/admin\/faculties)/)).toEqual(['chief_editor', 'chief_editor of one faculty', 'editor', 'editor of one faculty'])
    expect(app.admin.routes.filter((r) => /^\/qf\/(cs\/sprava\/fakulty|en\/admin\/faculties)/.test(r.url)).length).toBe(2 * 3)
    // The menus: chief editors of the whole site only (ADR 095).
    expect(allowedTo(/^\/qf\/(cs\/sprava\/menu|en\/admin\/menus)/)).toEqual(['chief_editor'])
    expect(app.admin.routes.filter((r) => /^\/qf\/(cs\/sprava\/menu|en\/admin\/menus)/.test(r.url)).length).toBe(2 * 8)
    expect(allowedTo(/^\/qf\/(cs\/sprava\/ucty|en\/admin\/accounts)/)).toEqual(['admin'])
    expect(allowedTo(/^\/qf\/(cs\/sprava\/audit|en\/admin\/audit)/)).toEqual(['admin'])
    expect(allowedTo(/^\/qf\/(cs\/sprava\/sklad|en\/admin\/stock)/)).toEqual(['shop_manager'])
    expect(allowedTo(/^\/qf\/(cs\/sprava\/slevy|en\/admin\/discounts)/)).toEqual(['shop_manager'])
    expect(allowedTo(/^\/qf\/(cs\/sprava\/vyprodeje|en\/admin\/sales)/)).toEqual(['shop_manager'])
    expect(app.admin.routes.filter((r) => /^\/qf\/(cs\/sprava\/vyprodeje|en\/admin\/sales)/.test(r.url)).length).toBe(2 * 6)
    expect(allowedTo(/^\/qf\/(cs\/sprava\/produkty|en\/admin\/products)/)).toEqual(['shop_manager'])
    expect(allowedTo(/^\/qf\/(cs\/sprava\/kategorie|en\/admin\/categories)/)).toEqual(['shop_manager'])
    expect(app.admin.routes.filter((r) => /^\/qf\/(cs\/sprava\/kategorie|en\/admin\/categories)/.test(r.url)).length).toBe(2 * 7)
    expect(allowedTo(/^\/qf\/(cs\/sprava\/tabulka-velikosti|en\/admin\/size-chart)/)).toEqual(['shop_manager'])
    expect(allowedTo(/^\/qf\/(cs\/sprava\/prehledy|en\/admin\/reports)/)).toEqual(['shop_manager'])
    // A product's photos (ADR 089): the page, the upload, each photo's three acts and the deletion's confirmation.
    expect(allowedTo(/^\/qf\/(cs\/sprava\/produkty\/:id\/fotografie|en\/admin\/products\/:id\/photos)/)).toEqual(['shop_manager'])
    expect(app.admin.routes.filter((r) => /^\/qf\/(cs\/sprava\/produkty\/:id\/fotografie|en\/admin\/products\/:id\/photos)/.test(r.url)).length).toBe(2 * 6)
    expect(app.admin.routes.filter((r) => /\/(ucty|accounts|audit)/.test(r.url)).length).toBe(2 * (5 + 2))
    expect(allowedTo(/^\/qf\/(cs\/sprava|en\/admin)$/)).toEqual(actors.filter((a) => a.grants.length > 0).map((a) => a.name).sort())
    // Every role of the administration opens its two-factor enrolment (ADR 064).
    expect(allowedTo(/^\/qf\/(cs\/sprava\/dvoufazove-overeni|en\/admin\/two-factor)/)).toEqual(actors.filter((a) => a.grants.length > 0).map((a) => a.name).sort())
    // Every route for every actor: it grows with each admin part (two minutes on PGlite alone, five
    // on a loaded machine on 2026-11-28; the limit only stops a hung run).
  }, 600_000)
})

describe('the administration’s stylesheet', () => {
  it('is never linked from the public site, whoever asks', async () => {
    for (const actor of actors) expect((await app.inject({ url: '/qf/cs/uvod', cookies: actor.jar })).body, actor.name).not.toContain('/build/assets/admin-')
  })
})

describe('the user menu', () => {
  it('links the dashboard for every role of the administration, and nothing for a visitor or a customer', async () => {
    for (const actor of actors) {
      const entry = app.admin.entryFor({ grants: actor.grants })
      const home = await app.inject({ url: '/qf/en/home', cookies: actor.jar })
      const link = /<a href="([^"]+)" id="userMenuStaff">([^<]+)<\/a>/.exec(home.body)
      if (entry) expect([link?.[1], link?.[2]], actor.name).toEqual([entry.href('en'), entry.label.en])
      else expect(link, actor.name).toBeNull()
      expect(!!entry, actor.name).toBe(actor.grants.length > 0)
    }
  })
})

describe('an admin route without a permission', () => {
  it('stops the start, naming the route', async () => {
    const bare = Fastify()
    bare.decorate('access', new AccessControl([]))
    const careless = defineFeature({
      name: 'careless',
      admin: { routes: [async (a) => void a.get('/qf/cs/sprava/nechranene', async () => 'open')], nav: [] },
    })
    await expect(registerAdmin(bare, [careless])).rejects.toThrow(/GET \/qf\/cs\/sprava\/nechranene names no permission/)
    await bare.close()
  })
})
