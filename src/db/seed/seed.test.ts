/**
 * Seeds scale 1 into a fresh database and checks what the site relies on. Runs on in-memory
 * PGlite, and on PostgreSQL too when DATABASE_URL is set (in a scratch database of its own,
 * so the database the rest of the test run shares is never wiped under it).
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { count, eq, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { packItems } from './news.js'
import { PACK_EVENTS } from './pack/events.js'
import { buildPageTree } from './page-tree.js'
import { documentSpecs } from './documents.js'
import { DOCUMENTS_PAGE_SIZE } from '../../features/documents/documents.service.js'
import { verifyPassword } from '../../lib/password.js'
import { openDatabase, type Database } from '../client.js'
import { departments, documents, faculties, mediaImages, mediaVariants, news, pages, pageSections, people, productImages, products, programmes, users } from '../schema.js'
import { FACULTY_FACTS } from './facts.js'
import { FACULTIES } from './faculties.js'
import { clearContent, DEMO_USER, isSeeded, seed, type SeedSummary } from './index.js'
import { schemaTables } from './db-utils.js'
import { projectPath } from '../../server/paths.js'
import { scratchPostgres } from '../../../tests/support/scratch-database.js'

const SEED_DAY = new Date('2026-11-24T09:30:00Z')

// A scale-1 seed takes ~20 s on an idle two-core machine; the margin is for a busy one.
const SEED_TIMEOUT = 240_000

interface Target {
  database: Database
  dispose(): Promise<void>
}

async function pgliteTarget(): Promise<Target> {
  const database = await openDatabase({})
  return { database, dispose: () => database.close() }
}

/** A scratch database next to the one in DATABASE_URL, dropped afterwards. */
async function postgresTarget(url: string): Promise<Target> {
  const target = await scratchPostgres(url, `qf_seed_test_${process.pid}`)
  // Recreate the schemas so migrations always run from a clean slate, journal included.
  await target.database.db.execute(sql`drop schema if exists drizzle cascade`)
  await target.database.db.execute(sql`drop schema if exists public cascade`)
  await target.database.db.execute(sql`create schema public`)
  return target
}

function seededDatabaseSuite(engine: string, open: () => Promise<Target>) {
  describe(`seed scale 1 on ${engine}`, () => {
    let target: Target
    let db: Database['db']
    let summary: SeedSummary

    beforeAll(async () => {
      target = await open()
      db = target.database.db
      await target.database.migrate()
      summary = await seed(db, { scale: 1, now: SEED_DAY })
    }, SEED_TIMEOUT)

    afterAll(async () => {
      await target?.dispose()
    })

    const total = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n

    it('inserts at least the required rows and reports them', async () => {
      expect(await total(faculties)).toBe(4)
      // Every page of the tree, written, in both languages; no drawn bulk at scale 1.
      expect(await total(pages)).toBe(2 * buildPageTree(1).length)
      expect(buildPageTree(1).length).toBeGreaterThan(200)
      // Scale 1 is the written pack: every item in both languages, no generated bulk (ADR 053).
      expect(await total(news)).toBe(2 * packItems(SEED_DAY).length)
      expect(await total(documents)).toBe(2 * documentSpecs(SEED_DAY).length)
      expect(documentSpecs(SEED_DAY).length).toBeGreaterThan(DOCUMENTS_PAGE_SIZE)
      expect(await total(products)).toBeGreaterThanOrEqual(128)
      expect(summary.counts.pages).toBe(await total(pages))
      expect(summary.counts.pageSections).toBe(await total(pageSections))
      expect(summary.counts.productImages).toBe(await total(productImages))
      expect(await isSeeded(db)).toBe(true)
    })

    it('gives every page a translation with the same key, and parents in its own language', async () => {
      const rows = await db.select().from(pages)
      const byKey = new Map<string, Set<string>>()
      for (const r of rows) byKey.set(r.translationKey, (byKey.get(r.translationKey) ?? new Set()).add(r.lang))
      for (const langs of byKey.values()) expect([...langs].sort()).toEqual(['cs', 'en'])
      const byId = new Map(rows.map((r) => [r.id, r]))
      for (const r of rows.filter((p) => p.parentId !== null)) {
        const parent = byId.get(r.parentId!)!
        expect(parent.lang).toBe(r.lang)
        expect(r.path.startsWith(`${parent.path}/`)).toBe(true)
      }
    })

    it('builds the menu from about five university sections with children', async () => {
      const menu = await db.select().from(pages).where(sql`${pages.lang} = 'cs' and ${pages.facultyId} is null and ${pages.inMenu}`)
      const top = menu.filter((p) => p.parentId === null)
      expect(top.map((p) => p.path)).toEqual(['o-univerzite', 'studium', 'veda-a-vyzkum', 'mezinarodni-spoluprace', 'pro-verejnost'])
      for (const t of top) expect(menu.filter((p) => p.parentId === t.id).length).toBeGreaterThanOrEqual(5)
      const [history] = await db.select().from(pages).where(eq(pages.path, 'about/history'))
      expect(history?.lang).toBe('en')
    })

    it('gives every page 3–7 sections (7: the privacy notice) with valid, unique anchors and paragraphs', async () => {
      const sections = await db.select().from(pageSections)
      const perPage = new Map<number, string[]>()
      for (const s of sections) perPage.set(s.pageId, [...(perPage.get(s.pageId) ?? []), s.anchor])
      expect(perPage.size).toBe(await total(pages))
      for (const anchors of perPage.values()) {
        expect(anchors.length).toBeGreaterThanOrEqual(3)
        expect(anchors.length).toBeLessThanOrEqual(7)
        expect(new Set(anchors).size).toBe(anchors.length)
        for (const a of anchors) expect(a).toMatch(/^[a-z][a-z0-9-]*$/)
      }
      expect(sections.some((s) => s.body.includes('\n\n'))).toBe(true)
      expect(sections.some((s) => /[ěščřžýáíéůú]/.test(s.body))).toBe(true)
    })

    it('pairs news in both languages; events have a start, an end and a place', async () => {
      const rows = await db.select().from(news)
      const keys = new Map<string, number>()
      for (const r of rows) keys.set(r.translationKey, (keys.get(r.translationKey) ?? 0) + 1)
      expect([...keys.values()].every((n) => n === 2)).toBe(true)
      const events = rows.filter((r) => r.kind === 'event')
      // Scale 1 is the written pack: each of its events in both languages (ADR 053).
      expect(events.length).toBe(2 * PACK_EVENTS.length)
      for (const e of events) {
        expect(e.eventStartsAt!.getTime()).toBeLessThan(e.eventEndsAt!.getTime())
        expect(e.eventLocation).toBeTruthy()
      }
      expect(rows.some((r) => r.facultyId !== null)).toBe(true)
    })

    it('stores real PDFs whose extracted text contains the title', async () => {
      const rows = await db.select().from(documents)
      expect(new Set(rows.map((r) => r.lang))).toEqual(new Set(['cs', 'en']))
      const flat = (s: string) => s.replace(/\s+/g, ' ')
      for (const d of rows) {
        expect(Buffer.from(d.content).subarray(0, 5).toString('latin1')).toBe('%PDF-')
        expect(d.byteSize).toBe(d.content.byteLength)
        expect(d.pageCount).toBeGreaterThanOrEqual(1)
        expect(d.pageCount).toBeLessThanOrEqual(3)
        expect(d.fileName).toBe(`${d.slug}.pdf`)
        expect(flat(d.textContent)).toContain(flat(d.title))
        // The PDF says what its description says (its first section repeats it).
        expect(flat(d.textContent)).toContain(flat(d.description))
      }
      expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['regulation', 'report', 'guide', 'plan', 'minutes']))
      const czech = rows.find((d) => d.lang === 'cs' && /[řůě]/.test(d.title))!
      expect(flat(czech.textContent)).toContain(czech.title)
    })

    it('stores WebP images of the stated sizes with alt texts', async () => {
      const rows = await db.select().from(productImages).limit(12)
      for (const image of rows) {
        const full = await sharp(Buffer.from(image.content)).metadata()
        const thumb = await sharp(Buffer.from(image.thumbContent)).metadata()
        expect([full.format, full.width, full.height]).toEqual(['webp', image.width, image.height])
        expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', image.thumbWidth, image.thumbHeight])
        expect([image.width, image.height, image.thumbWidth, image.thumbHeight]).toEqual([1200, 900, 400, 300])
        expect(image.altCs.length).toBeGreaterThan(10)
      }
      const perProduct = await db
        .select({ n: count() })
        .from(productImages)
        .groupBy(productImages.productId)
      for (const { n } of perProduct) expect(n >= 2 && n <= 4).toBe(true)
    })

    it('stores every picture in each of its widths, as AVIF and WebP that decode at that width', async () => {
      const images = await db.select({ id: mediaImages.id, width: mediaImages.width, height: mediaImages.height, widths: mediaImages.widths }).from(mediaImages)
      expect(images.length).toBe(summary.counts.mediaImages)
      const variants = await db.select().from(mediaVariants)
      for (const image of images) {
        const mine = variants.filter((v) => v.imageId === image.id)
        expect(mine.map((v) => `${v.format}:${v.width}`).sort()).toEqual(image.widths.flatMap((w) => [`avif:${w}`, `webp:${w}`]).sort())
      }
      for (const v of variants.slice(0, 12)) {
        const meta = await sharp(Buffer.from(v.content)).metadata()
        expect([meta.format, meta.width]).toEqual([v.format === 'avif' ? 'heif' : 'webp', v.width])
      }
    })

    it('gives every news item a thumbnail of its faculty (or the university), the same in both languages', async () => {
      const rows = await db
        .select({ key: news.translationKey, facultyId: news.facultyId, image: mediaImages.key, code: faculties.code })
        .from(news)
        .innerJoin(mediaImages, eq(mediaImages.id, news.imageId))
        .leftJoin(faculties, eq(faculties.id, news.facultyId))
      expect(rows.length).toBe(summary.counts.news)
      for (const r of rows) expect(r.image).toMatch(new RegExp(`^news/${r.code?.toLowerCase() ?? 'uni'}/\\d$`))
      const byKey = new Map<string, Set<string>>()
      for (const r of rows) byKey.set(r.key, (byKey.get(r.key) ?? new Set()).add(r.image))
      for (const images of byKey.values()) expect(images.size).toBe(1)
    })

    it('has one dean per faculty (the fact base’s, in its dean’s office) and programmes of every degree it offers', async () => {
      for (const f of FACULTIES) {
        const [faculty] = await db.select({ id: faculties.id, phone: faculties.phone, email: faculties.email }).from(faculties).where(eq(faculties.code, f.code))
        const dean = FACULTY_FACTS[f.key]!.dean
        expect(faculty).toMatchObject({ phone: FACULTY_FACTS[f.key]!.phone, email: FACULTY_FACTS[f.key]!.email })
        const deans = await db
          .select({ email: people.email, phone: people.phone, office: people.officeCs, department: departments.key })
          .from(people)
          .innerJoin(departments, eq(departments.id, people.departmentId))
          .where(sql`${people.facultyId} = ${faculty!.id} and ${people.roleEn} = 'Dean'`)
        expect(deans).toEqual([{ email: dean.email, phone: dean.phone, office: dean.office.cs, department: `${f.key}-office` }])
        const degrees = await db.selectDistinct({ degree: programmes.degree }).from(programmes).where(eq(programmes.facultyId, faculty!.id))
        const offered = new Set(f.programmes.map((p) => ({ 'Bc.': 'bachelor', 'Mgr.': 'master', 'Ph.D.': 'doctoral' })[p.degree]))
        expect(new Set(degrees.map((d) => d.degree))).toEqual(offered)
      }
    })

    it('prices products in haléře with 3–6 attributes, some sold out', async () => {
      const rows = await db.select().from(products)
      for (const p of rows) {
        expect(Number.isInteger(p.priceMinor) && p.priceMinor > 0).toBe(true)
        expect(p.attributes.length).toBeGreaterThanOrEqual(3)
        expect(p.attributes.length).toBeLessThanOrEqual(6)
        expect([0, 12, 21]).toContain(p.vatRate)
      }
      expect(rows.some((p) => p.stock === 0)).toBe(true)
      expect(rows.some((p) => p.vatRate === 0)).toBe(true)
    })

    it('creates the demo user with a working password', async () => {
      const [user] = await db.select().from(users).where(eq(users.email, DEMO_USER.email))
      expect(user?.displayName).toBe('Jana Nováková')
      expect(await verifyPassword('Heslo-2026', user!.passwordHash)).toBe(true)
      expect(await verifyPassword('heslo-2026', user!.passwordHash)).toBe(false)
    })

    it('refuses to seed twice; clearContent empties every table for a reseed', async () => {
      await expect(seed(db, { scale: 1 })).rejects.toThrow(/clearContent/)
      await clearContent(db)
      expect(await isSeeded(db)).toBe(false)
      for (const table of schemaTables()) expect(await total(table)).toBe(0)
      // Identities restart, so a reseed gets the same ids as the first seed.
      const [row] = await db
        .insert(faculties)
        .values({ code: 'X', slugCs: 'x', slugEn: 'x', nameCs: 'X', nameEn: 'X', perexCs: '', perexEn: '', color: '#000' })
        .returning({ id: faculties.id })
      expect(row?.id).toBe(1)
    })
  })
}

seededDatabaseSuite('PGlite', pgliteTarget)

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL', () => {
  seededDatabaseSuite('PostgreSQL', () => postgresTarget(process.env.DATABASE_URL!))
})

describe('npm run seed', () => {
  it('rejects a bad --scale with one line and exit code 2', async () => {
    const run = promisify(execFile)
    const failure = await run(projectPath('node_modules/.bin/tsx'), [projectPath('src/db/seed/cli.ts'), '--scale', 'lots'], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: '/nonexistent' },
    }).then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    )
    expect(failure?.code).toBe(2)
    expect(failure?.stderr.trim().split('\n')).toHaveLength(1)
  }, 30_000)
})
