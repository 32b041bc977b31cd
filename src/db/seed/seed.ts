/**
 * Fills an empty, migrated database with the demo content. Deterministic: the same scale and
 * seed day (`now`) give the same rows and bytes (the one exception is the demo user's password hash, whose
 * salt must stay random because hashPassword is the real one).
 */
import { sql } from 'drizzle-orm'
import { seedWidgets } from './widgets.js'
import { seedSales } from './sales.js'
import { seedDemoOrders } from './orders.js'
import { seedDiscounts } from './discounts.js'
import { hashPassword } from '../../lib/password.js'
import type { Db } from '../client.js'
import { faculties, userRoles, users } from '../schema.js'
import { isSeeded } from './db-utils.js'
import { buildDocumentTemplates, extractTemplates, insertDocuments } from './documents.js'
import { FACULTIES } from './faculties.js'
import { FACULTY_FACTS } from './facts.js'
import { seedNews } from './news.js'
import { seedPages } from './pages.js'
import { buildCatalogue, renderCatalogueImages, seedProducts } from './products.js'
import { seedSizeChart } from './size-chart.js'
import { addDays, seedDay } from './random.js'
import { seedUniversity, type UniversityCounts } from './university.js'
import { buildSearchIndex } from '../../features/search/search-indexer.js'
import { searchSourcesOf } from '../../features/feature.js'
import { FEATURES } from '../../features/index.js'
import { buildLinkIndex } from '../../features/links/link-index.js'
import { mediaSpecs, renderMedia } from './university-images.js'
import { seedTwoFactor } from './two-factor.js'

export interface SeedOptions {
  /** 1 = a few hundred pages and news; content counts grow linearly with it. */
  scale: number
  /** The seed day (default: today): news, events and every other date are relative to it. */
  now?: Date
  log?: (msg: string) => void
  /** FORM_SECRET of the server that will run on the database: the demo admin's TOTP secret is sealed with it (ADR 064). */
  formSecret?: string
}

export interface SeedCounts extends UniversityCounts {
  faculties: number
  pages: number
  pageSections: number
  news: number
  documents: number
  productCategories: number
  products: number
  productImages: number
  users: number
}

export interface SeedSummary {
  scale: number
  /** Rows inserted per table. */
  counts: SeedCounts
  /** Pages, news and documents: what the site search indexes. */
  searchableRows: number
}

export const DEMO_USER = {
  email: 'student@example.cz',
  password: 'Heslo-2026',
  displayName: 'Jana Nováková',
} as const

/** A second account: tests that end every session of an account (ADR 012) use it, never Jana's. */
export const SECOND_USER = {
  email: 'absolvent@example.cz',
  password: 'Heslo-2026',
  displayName: 'Petr Dvořák',
} as const

/**
 * A third customer, Karel: the accounts administration's tests grant and revoke roles on him, and a
 * grant ends every session of the account (ADR 059), so no other test signs in as him.
 */
export const THIRD_USER = {
  email: 'uchazec@example.cz',
  password: 'Heslo-2026',
  displayName: 'Karel Veselý',
} as const

/** The shop manager (ADR 041, issue 26): every order at `/qf/cs/sprava/objednavky` and the shop's back office. */
export const STAFF_USER = {
  email: 'obchod@example.cz',
  password: 'Heslo-2026',
  displayName: 'Marie Svobodová',
} as const

/** The editors' and the admin's demo accounts (issue 25, ADR 059), each with its roles and where they hold them. */
export const EDITORIAL_USERS = [
  { email: 'redakce@example.cz', password: 'Heslo-2026', displayName: 'Eva Horáková', grants: [{ role: 'chief_editor', scope: '' }] },
  { email: 'redaktor@example.cz', password: 'Heslo-2026', displayName: 'Tomáš Beneš', grants: [{ role: 'editor', scope: 'faculty:fakulta-prirodnich-ved' }] },
  { email: 'spravce@example.cz', password: 'Heslo-2026', displayName: 'Lucie Marková', grants: [{ role: 'admin', scope: '' }] },
] as const

export const MAX_SCALE = 1000

const formatAddress = (a: { street: string; postalCode: string; city: string }) => `${a.street}, ${a.postalCode} ${a.city}`

export async function seed(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const { scale } = options
  const now = options.now ?? new Date()
  const log = options.log ?? (() => {})
  if (!Number.isFinite(scale) || scale <= 0 || scale > MAX_SCALE) {
    throw new RangeError(`seed scale must be a number above 0 and at most ${MAX_SCALE}, got ${scale}`)
  }
  if (await isSeeded(db)) throw new Error('the database already has content; call clearContent() first')

  // Product images render on sharp's worker threads while this thread writes text content,
  // which uses both cores of a small machine. The catch only marks the promise as handled
  // until it is awaited below, so a failure cannot crash the process before that.
  const catalogue = buildCatalogue(now)
  const images = renderCatalogueImages(catalogue)
  images.catch(() => {})
  const media = renderMedia(mediaSpecs())
  media.catch(() => {})

  // One transaction: a failed or interrupted seed leaves the database empty, not half
  // filled, so the next start (which seeds when `isSeeded` is false) simply tries again.
  return db.transaction(async (tx) => {
    log('faculties and users')
    const facultyRows = await tx
      .insert(faculties)
      .values(
        FACULTIES.map((f, i) => ({
          code: f.code,
          slugCs: f.slug.cs,
          slugEn: f.slug.en,
          nameCs: f.name.cs,
          nameEn: f.name.en,
          perexCs: f.perex.cs,
          perexEn: f.perex.en,
          color: f.color,
          address: formatAddress(FACULTY_FACTS[f.key]!.address),
          phone: FACULTY_FACTS[f.key]!.phone,
          email: FACULTY_FACTS[f.key]!.email,
          sort: i + 1,
        })),
      )
      .returning({ id: faculties.id, code: faculties.code })
    const facultyIds = new Map(FACULTIES.map((f) => [f.key, facultyRows.find((r) => r.code === f.code)!.id]))
    const accounts = [DEMO_USER, SECOND_USER, THIRD_USER, STAFF_USER, ...EDITORIAL_USERS]
    const accountRows = await tx
      .insert(users)
      .values(
        await Promise.all(
          accounts.map(async (u) => ({
            email: u.email,
            passwordHash: await hashPassword(u.password),
            displayName: u.displayName,
            createdAt: addDays(seedDay(now), -30),
          })),
        ),
      )
      .returning({ id: users.id, email: users.email })
    // The shop's account manages the shop: its orders and back office (ADRs 041, 057, issue 26).
    await tx.insert(userRoles).values({ userId: accountRows.find((r) => r.email === STAFF_USER.email)!.id, role: 'shop_manager' })
    // The editors and the admin (issue 25): a chief editor, an editor of the Faculty of Science, an admin.
    await tx.insert(userRoles).values(EDITORIAL_USERS.flatMap((u) => u.grants.map((g) => ({ userId: accountRows.find((r) => r.email === u.email)!.id, role: g.role, scope: g.scope }))))
    // The admin signs in with two-factor sign-in, as every admin must (ADR 064).
    await seedTwoFactor(tx, 'spravce@example.cz', options.formSecret)

    log('pages')
    const pageCounts = await seedPages(tx, scale, facultyIds, now, log)
    // The header's and the footer's menus from the pages just written, as migration 0054 does for a database that had pages (ADR 095).
    await tx.execute(sql`select qf_menu_items_from_pages()`)
    log('news and events')
    const newsCount = await seedNews(tx, scale, now, facultyIds, log)
    log('documents: writing PDF files')
    const templates = await buildDocumentTemplates(now)
    log('product images: waiting for the renderer')
    const renderedImages = await images
    log('documents: extracting text')
    const documentCount = await insertDocuments(tx, scale, await extractTemplates(templates), facultyIds, now, log)
    log('products')
    const productCounts = await seedProducts(tx, catalogue, renderedImages)
    await seedSizeChart(tx)
    // The demo history at the regular prices, before the running sale lowers some.
    log('demo orders')
    await seedDemoOrders(tx, now)
    await seedSales(tx, now)
    await seedDiscounts(tx)
    log('people, programmes and pictures')
    const universityCounts = await seedUniversity(tx, facultyIds, await media)
    log('alert and galleries')
    await seedWidgets(tx, now)
    log('search index')
    await buildSearchIndex(tx, searchSourcesOf(FEATURES), log)
    log('links index')
    await buildLinkIndex(tx, FEATURES.flatMap((f) => f.linkSources ?? []))

    const counts: SeedCounts = {
      faculties: facultyRows.length,
      ...pageCounts,
      news: newsCount,
      documents: documentCount,
      ...productCounts,
      ...universityCounts,
      users: accounts.length,
    }
    return { scale, counts, searchableRows: counts.pages + counts.news + counts.documents }
  })
}
