/**
 * The broken internal links report (ADR 100), read from the index of links (`item_links`, written
 * when an item's text is written, each link's `reason` kept by the database's triggers as its
 * target item or its path's verdict changes): a page is a count and a page of the broken links
 * joined with their holders as the features name them, filtered by kind and by the user's reach,
 * ordered and paged by the database (a partial index of the broken links).
 *
 * Whether a site path leads somewhere is the sitemap's, the app's routes' and the redirects'
 * answer (addresses.ts), which SQL cannot give: the verdict is kept per path. A path no verdict
 * names yet (a link just written) is checked before the page is read; after content changed (the
 * change feed, this node's admin posts) or a minute passed, every kept verdict is checked again
 * in the background, off the report's request, so publishing an item costs its own links only.
 */
import { sql, type SQL } from 'drizzle-orm'
import { rowsOf, type Db } from '../../db/client.js'
import type { Lang } from '../../i18n/index.js'
import type { ItemKind } from '../editorial/blocks/blocks.js'
import type { RedirectsService } from '../redirects/redirects.service.js'
import { sitemapEntries, type SitemapSource } from '../seo/sitemap-source.js'
import type { Services } from '../../server/services.js'
import { addressBook } from './addresses.js'
import type { LinkHolderKind, LinkSource } from './link-sources.js'

export const BROKEN_REASONS = ['deleted', 'unpublished', 'nowhere'] as const
export type BrokenReason = (typeof BROKEN_REASONS)[number]

export interface BrokenLink {
  holder: {
    kind: LinkHolderKind
    /** The entity whose permissions guard it (`news`, `page`). */
    entity: string
    id: number
    title: string
    lang: Lang
    /** Its edit form, in the administration's language. */
    href: (adminLang: Lang) => string
  }
  /** The link's text as a reader sees it ('' for a block that lists documents). */
  text: string
  /** The item it names, or the site path as typed. */
  to: { kind: ItemKind; id: number } | { path: string }
  reason: BrokenReason
}

export interface LinksSettings {
  /** Every feature's links (their manifests' `linkSources`). */
  sources: readonly LinkSource[]
  /** Every feature's sitemap sources: the public pages that exist now. */
  sitemap: readonly SitemapSource[]
  redirects: Pick<RedirectsService, 'sources'>
}

export interface LinkCheckInput {
  /** The app's services, which the sitemap's sources ask. */
  services: Services
  /** The app's GET routes as registered (`app.getRoutes`). */
  routes: readonly string[]
}

/** Where a user may read an entity's items (`AccessControl.reach`). */
export interface Reach {
  all: boolean
  faculties: readonly string[]
  sections: readonly string[]
}

export interface ReportQuery {
  kind?: LinkHolderKind
  page: number
  /** The user's reach per entity (`news`, `page`); an entity missing is one they may not read. */
  reach: (entity: string) => Reach
}

export interface ReportPage {
  rows: BrokenLink[]
  total: number
  page: number
  pages: number
}

export const LINKS_PAGE_SIZE = 50

/** How long a node trusts the kept path verdicts without a content change: a redirect added on another node shows within it. */
export const LINKS_KEPT_MS = 60_000

/** Paths checked between two yields to the event loop while every verdict is checked again. */
const CHECK_SLICE = 100

const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`

interface Row {
  source: string
  holder_id: number
  text: string
  target_kind: ItemKind | null
  target_id: number | null
  href: string | null
  reason: BrokenReason
  kind: LinkHolderKind
  title: string
  lang: Lang
}

export function linksService(db: Db, { sources, sitemap, redirects }: LinksSettings, now = () => Date.now()) {
  /** The sitemap's paths as last read on this node, dropped on every content change. */
  let listedKept: { at: number; set: Promise<Set<string>> } | undefined
  /** When this node last set off checking every kept verdict again (0: content changed since). */
  let checkedAt = 0
  let running: Promise<void> | undefined

  const listed = (input: LinkCheckInput): Promise<Set<string>> => {
    if (!listedKept || now() - listedKept.at >= LINKS_KEPT_MS) {
      const set = sitemapEntries(input.services, sitemap).then((entries) => new Set(entries.flatMap((e) => Object.values(e.paths))))
      listedKept = { at: now(), set }
      set.catch(() => (listedKept = undefined))
    }
    return listedKept.set
  }

  /** Whether each path leads somewhere (ADR 100's rules), yielding now and then so requests are not held up. */
  const verdicts = async (input: LinkCheckInput, list: readonly string[]): Promise<Map<string, boolean>> => {
    const book = addressBook(input.routes, await listed(input))
    const unknown: string[] = []
    for (let i = 0; i < list.length; i++) {
      if (i > 0 && i % CHECK_SLICE === 0) await new Promise((resolve) => setImmediate(resolve))
      if (!book.leadsSomewhere(list[i]!)) unknown.push(list[i]!)
    }
    const redirected = await redirects.sources(unknown)
    const lost = new Set(unknown.filter((p) => !redirected.has(p)))
    return new Map(list.map((p) => [p, !lost.has(p)]))
  }

  /** Writes verdicts, only those that differ from what is kept. */
  const keep = async (found: Map<string, boolean>) => {
    const entries = [...found]
    for (let i = 0; i < entries.length; i += 5_000) {
      const slice = entries.slice(i, i + 5_000)
      await db.execute(sql`
        insert into link_paths (path, leads)
        select * from unnest(${textArray(slice.map(([p]) => p))}::text[], ${`{${slice.map(([, v]) => v).join(',')}}`}::boolean[])
        on conflict (path) do update set leads = excluded.leads, checked_at = now() where link_paths.leads is distinct from excluded.leads`)
    }
  }

  /** The paths links name that no verdict names yet (links written since the last check). */
  const checkNew = async (input: LinkCheckInput) => {
    // Written with the links (`writeLinks`), without a verdict: a partial index finds them.
    const fresh = rowsOf<{ path: string }>(await db.execute(sql`select path from link_paths where leads is null`)).map((r) => r.path)
    if (fresh.length) await keep(await verdicts(input, fresh))
  }

  /** Every kept verdict checked again; verdicts of paths no link names any more go, a path named without one (a write that raced the delete) gets one. */
  const checkAll = async (input: LinkCheckInput) => {
    await db.execute(sql`delete from link_paths lp where not exists (select 1 from item_links il where il.path = lp.path)`)
    await db.execute(sql`insert into link_paths (path) select distinct path from item_links where path is not null on conflict (path) do nothing`)
    const all = rowsOf<{ path: string }>(await db.execute(sql`select path from link_paths`)).map((r) => r.path)
    if (!all.length) return
    await keep(await verdicts(input, all))
  }

  /** Where in a source's holders the user may read (`AccessControl.reach`, as `scopeHolds` decides); undefined: nowhere. */
  const reachable = (r: Reach): SQL | undefined => {
    if (r.all) return sql`true`
    const within = [
      ...(r.faculties.length ? [sql`h.faculty = any(${textArray(r.faculties)}::text[])`] : []),
      ...r.sections.map((root) => sql`(h.section = ${root} or starts_with(h.section, ${root.endsWith('/') ? root : `${root}/`}))`),
    ]
    return within.length ? sql`(${sql.join(within, sql` or `)})` : undefined
  }

  // One source's broken links (their `reason`, kept by the database's triggers) the user may read, of the kind asked:
  // a query per source, so the database walks the partial index of broken links in order and joins each holder by its key.
  const from = (source: LinkSource, query: ReportQuery, within: SQL) =>
    sql`from item_links il join (${source.holders}) h on h.id = il.holder_id where il.source = ${source.entity} and il.reason is not null and ${query.kind ? sql`h.kind = ${query.kind}` : sql`true`} and ${within}`

  const select = async (source: LinkSource, query: ReportQuery, within: SQL, offset: number, limit: number) =>
    rowsOf<Row>(
      await db.execute(sql`
        select il.source, il.holder_id, il.text, il.target_kind, il.target_id, il.href, il.reason, h.kind, h.title, h.lang
        ${from(source, query, within)}
        order by il.holder_id desc, il.place
        limit ${limit} offset ${offset}`),
    )

  const count = async (source: LinkSource, query: ReportQuery, within: SQL) => Number(rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n ${from(source, query, within)}`))[0]?.n ?? 0)

  const toLink = (r: Row): BrokenLink => {
    const source = sources.find((s) => s.entity === r.source)!
    return {
      holder: { kind: r.kind, entity: r.source, id: r.holder_id, title: r.title, lang: r.lang === 'en' ? 'en' : 'cs', href: (l) => source.href(l, r.holder_id) },
      text: r.text,
      to: r.href !== null ? { path: r.href } : { kind: r.target_kind!, id: r.target_id! },
      reason: r.reason,
    }
  }

  return {
    /** One page of the broken links the user may read (a page past the last shows the last), with their count. */
    async report(input: LinkCheckInput, query: ReportQuery): Promise<ReportPage> {
      await checkNew(input)
      // The sources the user reaches, each counted; the page is cut from them in the sources' order.
      const reached = sources.flatMap((source) => {
        const within = reachable(query.reach(source.entity))
        return within ? [{ source, within }] : []
      })
      const counts = await Promise.all(reached.map(({ source, within }) => count(source, query, within)))
      const total = counts.reduce((a, b) => a + b, 0)
      const pages = Math.max(1, Math.ceil(total / LINKS_PAGE_SIZE))
      // A page past the last shows the last.
      const page = Math.min(query.page, pages)
      const rows: Row[] = []
      let skip = (page - 1) * LINKS_PAGE_SIZE
      for (const [i, { source, within }] of reached.entries()) {
        if (rows.length === LINKS_PAGE_SIZE) break
        if (skip >= counts[i]!) {
          skip -= counts[i]!
          continue
        }
        rows.push(...(await select(source, query, within, skip, LINKS_PAGE_SIZE - rows.length)))
        skip = 0
      }
      return { rows: rows.map(toLink), total, page, pages }
    },

    /**
     * After content changed or a minute passed, every kept verdict is checked again, in the
     * background: the report's route calls this once its answer is sent (`onResponse`).
     */
    refresh(input: LinkCheckInput): void {
      if (now() - checkedAt < LINKS_KEPT_MS || running) return
      checkedAt = now()
      running = checkAll(input)
        .catch(() => {
          checkedAt = 0
        })
        .finally(() => (running = undefined))
    },

    /** Content changed: the sitemap kept and the verdicts' freshness go; the next report checks them again. */
    forget() {
      listedKept = undefined
      checkedAt = 0
    },

    /** Resolves when a check of every verdict set off by a report is done (tests, the bench). */
    async settled(): Promise<void> {
      // The route's `onResponse` may come a turn after the answer was read.
      for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve))
      await running
    },
  }
}

export type LinksService = ReturnType<typeof linksService>
