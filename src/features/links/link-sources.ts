/**
 * Where editorial text holds internal links (ADR 100): each feature whose bodies, sections or
 * answers link names them through its manifest's `linkSources`, reading its own tables in one
 * set-based query (no per-item work); the broken links report checks them all at once.
 */
import type { Db } from '../../db/client.js'
import type { Lang } from '../../i18n/index.js'
import type { Target } from '../access/permissions.js'
import type { ItemKind } from '../editorial/blocks/blocks.js'

export const LINK_HOLDER_KINDS = ['news', 'event', 'page'] as const
export type LinkHolderKind = (typeof LINK_HOLDER_KINDS)[number]

/** A link found in an item's text: to an item by reference (ADR 093), or a typed site path. */
export interface FoundLink {
  holder: {
    kind: LinkHolderKind
    /** The entity whose permissions guard it (`news`, `page`): who may read it there sees the row. */
    entity: string
    id: number
    title: string
    lang: Lang
    /** Where it sits, as the scopes name it (its faculty, its page-tree path). */
    target: Target
    /** Its edit form, in the administration's language. */
    href: (adminLang: Lang) => string
  }
  /** The link's text as a reader sees it ('' for a block that lists documents). */
  text: string
  to: { kind: ItemKind; id: number } | { path: string }
}

/** Only links to this site are returned: references, and hrefs starting with one `/`; newest item first. */
export type LinkSource = (db: Db) => Promise<FoundLink[]>
