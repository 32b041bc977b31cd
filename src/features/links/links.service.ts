/**
 * The broken internal links report (ADR 100), read from the index of links (`item_links`, written
 * when an item's text is written): a page is one query that joins the links with what exists now
 * — the referenced news, pages and documents, the verdicts on site paths (`link_paths`) and the
 * holders as their features name them — filtered by kind and by the user's reach, counted and
 * paged by the database.
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
const CHECK_SLICE = 500

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
  total: number | string
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
    const fresh = rowsOf<{ path: string }>(await db.execute(sql`select distinct il.path from item_links il where il.path is not null and not exists (select 1 from link_paths lp where lp.path = il.path)`)).map((r) => r.path)
    if (fresh.length) await keep(await verdicts(input, fresh))
  }

  /** Every kept verdict checked again; verdicts of paths no link names any more go. */
  const checkAll = async (input: LinkCheckInput) => {
    await db.execute(sql`delete from link_paths lp where not exists (select 1 from item_links il where il.path = lp.path)`)
    const all = rowsOf<{ path: string }>(await db.execute(sql`select path from link_paths`)).map((r) => r.path)
    await keep(await verdicts(input, all))
  }

  /** The user's rows: each source's holders they may read where they sit. */
  const reachable = (reach: ReportQuery['reach']): SQL => {
    const parts = sources.map((s) => {
      const r = reach(s.entity)
      if (r.all) return sql`h.source = ${s.entity}`
      const within = [
        ...(r.faculties.length ? [sql`h.faculty = any(${textArray(r.faculties)}::text[])`] : []),
        ...r.sections.map((root) => sql`(h.section = ${root} or starts_with(h.section, ${root.endsWith('/') ? root : `${root}/`}))`),
      ]
      return within.length ? sql`(h.source = ${s.entity} and (${sql.join(within, sql` or `)}))` : sql`false`
    })
    return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`
  }

  const holders = sql.join(
    sources.map((s, rank) => sql`select ${rank}::int as rank, ${s.entity}::text as source, x.id, x.kind, x.title, x.lang, x.faculty, x.section from (${s.holders}) x`),
    sql` union all `,
  )

  const select = (query: ReportQuery, page: number) => db.execute(sql`
    with h as (${holders}),
    broken as (
      select il.source, il.holder_id, il.place, il.text, il.target_kind, il.target_id, il.href,
        case
          when il.path is not null then 'nowhere'
          when coalesce(tn.id, tp.id, td.id) is null or tp.trashed_at is not null then 'deleted'
          else 'unpublished'
        end as reason
      from item_links il
      left join link_paths lp on lp.path = il.path
      left join news tn on il.target_kind = 'news' and tn.id = il.target_id
      left join pages tp on il.target_kind = 'page' and tp.id = il.target_id
      left join documents td on il.target_kind = 'document' and td.id = il.target_id
      where (il.path is not null and lp.leads = false)
        or (il.target_kind = 'news' and (tn.id is null or not tn.live))
        or (il.target_kind = 'page' and (tp.id is null or tp.trashed_at is not null or not tp.live))
        or (il.target_kind = 'document' and (td.id is null or not td.live))
    )
    select b.source, b.holder_id, b.text, b.target_kind, b.target_id, b.href, b.reason, h.kind, h.title, h.lang, count(*) over () as total
    from broken b
    join h on h.source = b.source and h.id = b.holder_id
    where ${query.kind ? sql`h.kind = ${query.kind}` : sql`true`} and ${reachable(query.reach)}
    order by h.rank, b.holder_id desc, b.place
    limit ${LINKS_PAGE_SIZE} offset ${(page - 1) * LINKS_PAGE_SIZE}`)

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
      let rows = rowsOf<Row>(await select(query, query.page))
      let page = query.page
      let total = rows.length ? Number(rows[0]!.total) : 0
      if (!rows.length && page > 1) {
        // Past the last page: how many there are, then the last page.
        const first = rowsOf<Row>(await select(query, 1))
        total = first.length ? Number(first[0]!.total) : 0
        page = Math.max(1, Math.ceil(total / LINKS_PAGE_SIZE))
        rows = page === 1 ? first : rowsOf<Row>(await select(query, page))
      }
      if (now() - checkedAt >= LINKS_KEPT_MS && !running) {
        checkedAt = now()
        running = checkAll(input)
          .catch(() => {
            checkedAt = 0
          })
          .finally(() => (running = undefined))
      }
      return { rows: rows.map(toLink), total, page, pages: Math.max(1, Math.ceil(total / LINKS_PAGE_SIZE)) }
    },

    /** Content changed: the sitemap kept and the verdicts' freshness go; the next report checks them again. */
    forget() {
      listedKept = undefined
      checkedAt = 0
    },

    /** Resolves when a check of every verdict set off by a report is done (tests, the bench). */
    async settled(): Promise<void> {
      await running
    },
  }
}

export type LinksService = ReturnType<typeof linksService>
