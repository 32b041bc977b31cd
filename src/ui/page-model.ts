import type { ReactElement } from 'react'
import { otherLang, type Lang } from '../i18n/index.js'
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
  /** HTTP status of the page (404 and error pages render through the same path). */
  status?: number
}

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
