/**
 * What a feature is (ADR 057): one definition per folder, `features/x/x.feature.ts`, listed once
 * in `features/index.ts`. The app (`server/app.ts`) and the services (`server/services.ts`) loop
 * over that list; adding a feature touches its own folder and one line of the list.
 *
 * A feature owns its tables (`x.tables.ts` where it has moved them there, else its block of
 * `db/schema.ts`), its services, its public routes, its administration, its live forms, what it
 * grants each role, and which of its tables are content for the region cache's change feed.
 * Other features reach its data only through its services.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { Config } from '../server/config.js'
import type { FramePart } from '../server/frame.js'
import type { Database } from '../db/client.js'
import type { Lang } from '../i18n/index.js'
import type { FeedCache } from './seo/feed-cache.js'
import type { Services, ServiceSettings } from '../server/services.js'
import type { LiveForm } from './validation/registry.js'
import type { Permission, RoleName, RoutePermission } from './access/permissions.js'
import type { EditorialEntity } from './editorial/editorial.types.js'
import type { MediaUseSource } from './media/media-uses.js'
import type { LinkSource } from './links/link-sources.js'
import type { SearchSource } from './search/search-source.js'
import type { SitemapSource } from './seo/sitemap-source.js'

/** What a feature's service factory is given. */
export interface ServiceContext {
  db: Database['db']
  options: ServiceSettings
  /** The services of the features listed before this one (reading a later one throws). */
  services: Services
  /** Every feature of the app, for a service built from what all manifests declare. */
  features: readonly Feature[]
}

/** What a feature's route plugins are given as their options. */
export interface RouteContext {
  /** Wakes the outbox worker after a change wrote mail (ADR 025). */
  mailWritten: () => void
  /** The sitemap, feeds and robots.txt as served (seo). */
  feedCache: FeedCache
  /** Addresses per sitemap file (tests force a split). */
  sitemapLimit?: number
  /** Every feature's sitemap sources, in the features' order. */
  sitemapSources: readonly SitemapSource[]
}

/** An entry of the administration's navigation. */
export interface AdminNavEntry {
  label: Record<Lang, string>
  href: (lang: Lang) => string
  /** Shown to who holds this permission (as its routes require it: everywhere, or `somewhere`). */
  permission: RoutePermission
  /** How many things wait there for the user (ADR 091): the dashboard shows the count beside the link. */
  waiting?: (services: Services) => Promise<number>
}

/**
 * Work due at a time (a sale's start or end, a scheduled product's publication): every node runs
 * a timer over it (the editorial `PublishScheduler`, ADR 058), at most a minute apart and woken by
 * every content change, and `runDue` claims each due row once (`FOR UPDATE SKIP LOCKED`), so any
 * number of nodes does each act exactly once (ADRs 087, 088).
 */
export interface TimedWork {
  /** Names the work in the log and in `app.timers`. */
  name: string
  /** Does what is due at `now`. */
  runDue(now: Date): Promise<unknown>
  /** When the next act is due, if any is scheduled. */
  nextDue(): Promise<Date | null>
}

export interface Feature {
  name: string
  /** Its services, built once per app; merged into `app.services`. */
  services?: (ctx: ServiceContext) => Partial<Services>
  /**
   * Its parts of the page frame (ADR 010): named containers rendered around every page, which a
   * partial request or the include route may ask for alone; registered in the features' order.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each part checks its load against its render
  frame?: (ctx: { services: Services; config: Config }) => readonly FramePart<any>[]
  /** Its public routes, each registered as its own encapsulated plugin, in order. */
  routes?: readonly FastifyPluginAsync<RouteContext>[]
  /** Its work due at a time, run on every node (`TimedWork`). */
  timed?: (services: Services) => readonly TimedWork[]
  /**
   * Its administration: route plugins registered inside the admin context, where every route
   * names the permission it needs (`config.permission`) and anybody without it gets the 404 page.
   */
  admin?: {
    routes: readonly FastifyPluginAsync[]
    nav: readonly AdminNavEntry[]
    /** The administration's front page (the dashboard): the user menu links it for whoever may open it. */
    home?: AdminNavEntry
  }
  /** The forms live validation answers for (ADR 031). */
  liveForms?: (services: Services) => readonly LiveForm[]
  /** What each role may do in this feature (ADR 057). */
  grants?: Partial<Record<RoleName, readonly Permission[]>>
  /** Its tables whose changes drop rendered regions on every node (migration triggers; ADR 007). */
  contentTables?: readonly string[]
  /** What it drops on this node when the change feed says content changed (its own caches of content tables). */
  contentChanged?: (services: Services) => void
  /** Its kinds of content that have drafts, revisions and scheduled publishing (ADR 058). */
  editorial?: readonly EditorialEntity[]
  /** What it gives the search index: its rows as entries (ADR 019); indexed in the features' order. */
  search?: readonly SearchSource[]
  /** Its public pages for the sitemap (ADR 015), listed in the features' order. */
  sitemap?: readonly SitemapSource[]
  /** Where its rows and pages use the media library's pictures (ADR 086): the library's "used on" list and its guard against deleting them. */
  mediaUses?: readonly MediaUseSource[]
  /** The internal links its editorial text holds, for the broken links report (ADR 100). */
  linkSources?: readonly LinkSource[]
}

/** Every feature's search sources, in the features' order. */
export const searchSourcesOf = (features: readonly Feature[]): SearchSource[] => features.flatMap((f) => f.search ?? [])

/** The manifest, checked by the compiler against `Feature`. */
export const defineFeature = <F extends Feature>(feature: F): F => feature
