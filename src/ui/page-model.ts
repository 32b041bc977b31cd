import type { ReactElement } from 'react'
import { otherLang, type Lang } from '../i18n/index.js'
import type { Crumb } from './breadcrumbs.js'
import type { ContainerId } from './containers.js'
import { paths } from './paths.js'

/** What the page frame and the protocol headers need to know about a page, besides its regions. */
export interface PageMeta {
  title: string
  description?: string
  /** The same page in the other language; null falls back to that language's home. */
  alternate: string | null
  /** Which site section the page belongs to: preselects the header search scope. */
  section?: 'web' | 'eshop'
  /** `noindex`: search engines keep the page out of their index (search result pages). */
  robots?: 'noindex'
  /** HTTP status of the page (404 and error pages render through the same path). */
  status?: number
  /** What the page shows when shared (Open Graph, Twitter); else the site's default image. */
  image?: ShareImage
  /** Open Graph type: `website` unless the page is an article or a product. */
  type?: 'website' | 'article' | 'product'
  /**
   * schema.org objects the head states as JSON-LD (src/ui/structured-data.ts). Site paths in
   * them (`/qf/…`) are made absolute with the request's public origin when the head is rendered.
   */
  structuredData?: JsonLd[]
  /**
   * The page's own address when the parameters it reads do not make it another page (the login
   * page's `returnTo`); else its address with those parameters is canonical.
   */
  canonical?: string
  /** The page's breadcrumbs (below the home page), stated as a BreadcrumbList in the head. */
  breadcrumbs?: { trail: Crumb[]; current: string }
  /**
   * When the clock alone changes what the page shows (an event it lists as upcoming ends): its
   * stored regions are not served from then on, though no content changed (ADR 007).
   */
  freshUntil?: Date
  /** The page has a side menu or column links (id `sideMenu`): the skip list leads to it (spec 000 §2.12). */
  sideMenu?: boolean
}

/** An image for sharing: a site path, its size in pixels and its text alternative. */
export interface ShareImage {
  src: string
  width: number
  height: number
  alt: string
}

/** One JSON-LD object (schema.org vocabulary). */
export type JsonLd = { '@type': string } & { [key: string]: unknown }

/**
 * What a route hands to the renderer. Regions are functions so that a partial request
 * renders only the regions it asks for: nothing else is called.
 */
export interface PageModel extends PageMeta {
  /** Each returns its <Container>. `pageContent` is required; the header ones come from the layout. */
  regions: { pageContent: () => ReactElement } & Partial<Record<ContainerId, () => ReactElement>>
}

export type RenderLang = Lang

/** Where the page is in the other language: its `alternate`, else that language's home. */
export const alternateOf = (meta: PageMeta, lang: Lang): string => meta.alternate ?? paths.home(otherLang(lang))
