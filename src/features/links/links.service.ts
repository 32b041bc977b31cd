/**
 * The broken internal links report (ADR 100): every link the features' text holds (their
 * `linkSources`), checked all at once — the referenced items' states in one query per kind, the
 * typed paths against the sitemap, the redirects (one query for all of them) and the app's routes.
 * The work is a fixed number of set-based queries however many links there are; nothing is asked
 * per link.
 */
import type { Db } from '../../db/client.js'
import { linkKey, referenceStates } from '../editorial/blocks/resolve.js'
import type { ItemKind } from '../editorial/blocks/blocks.js'
import type { RedirectsService } from '../redirects/redirects.service.js'
import { sitemapEntries, type SitemapSource } from '../seo/sitemap-source.js'
import type { Services } from '../../server/services.js'
import { addressBook, pathOf } from './addresses.js'
import type { FoundLink, LinkHolderKind, LinkSource } from './link-sources.js'

export const BROKEN_REASONS = ['deleted', 'unpublished', 'nowhere'] as const
export type BrokenReason = (typeof BROKEN_REASONS)[number]

export interface BrokenLink extends FoundLink {
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

export const LINKS_PAGE_SIZE = 50

/** How long a node keeps the computed list at most: a redirect added on another node shows within it. */
export const LINKS_KEPT_MS = 60_000

export function linksService(db: Db, { sources, sitemap, redirects }: LinksSettings, now = () => Date.now()) {
  /** The last list computed on this node, dropped on every content change (the change feed, an admin post). */
  let kept: { at: number; list: Promise<BrokenLink[]> } | undefined
  const compute = async (input: LinkCheckInput): Promise<BrokenLink[]> => {
    const found = (await Promise.all(sources.map((source) => source(db)))).flat()
    const refs: Record<ItemKind, number[]> = { news: [], page: [], document: [] }
    const typed = new Set<string>()
    for (const link of found) {
      if ('path' in link.to) typed.add(pathOf(link.to.path))
      else refs[link.to.kind].push(link.to.id)
    }
    const [states, entries] = await Promise.all([referenceStates(db, refs), typed.size ? sitemapEntries(input.services, sitemap) : Promise.resolve([])])
    const listed = new Set(entries.flatMap((e) => Object.values(e.paths)))
    const book = addressBook(input.routes, listed)
    const unknown = [...typed].filter((p) => !book.leadsSomewhere(p))
    const redirected = await redirects.sources(unknown)
    const lost = new Set(unknown.filter((p) => !redirected.has(p)))
    return found.flatMap((link): BrokenLink[] => {
      if ('path' in link.to) return lost.has(pathOf(link.to.path)) ? [{ ...link, reason: 'nowhere' }] : []
      const state = states.get(linkKey(link.to.kind, link.to.id))
      if (state === 'live') return []
      return [{ ...link, reason: state === 'unpublished' ? 'unpublished' : 'deleted' }]
    })
  }
  return {
    /** Every broken link, ordered by the holder's kind, newest item first, and the link's place in it; kept on this node until content changes. */
    broken(input: LinkCheckInput): Promise<BrokenLink[]> {
      if (kept && now() - kept.at < LINKS_KEPT_MS) return kept.list
      const list = compute(input)
      kept = { at: now(), list }
      list.catch(() => (kept = undefined))
      return list
    },

    forget() {
      kept = undefined
    },
  }
}

/** The report's page: the rows the user may see, of one kind of holder or all, a page at a time. */
export function reportPage(rows: readonly BrokenLink[], filter: { kind?: LinkHolderKind; page: number }, visible: (row: BrokenLink) => boolean) {
  const shown = rows.filter((r) => (!filter.kind || r.holder.kind === filter.kind) && visible(r))
  const pages = Math.max(1, Math.ceil(shown.length / LINKS_PAGE_SIZE))
  const page = Math.min(filter.page, pages)
  return { rows: shown.slice((page - 1) * LINKS_PAGE_SIZE, page * LINKS_PAGE_SIZE), total: shown.length, page, pages }
}

export type LinksService = ReturnType<typeof linksService>
