/**
 * Where editorial text holds internal links (ADR 100): each feature whose bodies, sections or
 * answers link names them through its manifest's `linkSources`: which of its items' rows hold
 * which links (read when an item's text is written, for that item only, and once for all rows
 * when the index is built), and its items as the report shows them (an SQL select the report
 * joins, so paging and the editor's scope are the database's work).
 */
import type { SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import type { Lang } from '../../i18n/index.js'
import type { ItemKind } from '../editorial/blocks/blocks.js'

export const LINK_HOLDER_KINDS = ['news', 'event', 'page'] as const
export type LinkHolderKind = (typeof LINK_HOLDER_KINDS)[number]

/** A link found in an item's text: to an item by reference (ADR 093), or a typed site path. */
export interface HeldLink {
  holderId: number
  /** The link's text as a reader sees it ('' for a block that lists documents). */
  text: string
  to: { kind: ItemKind; id: number } | { path: string }
}

export interface LinkSource {
  /**
   * The editorial entity whose rows hold the links (`news`, `page`): the index is rewritten when the
   * editorial service writes one of its rows, and it is the entity whose permissions guard the rows
   * (who may read the item where it sits sees its broken links).
   */
  entity: string
  /** The links the rows `ids` hold now, or every row's (`'all'`: building the index); per row in reading order. */
  links: (db: Db, ids: readonly number[] | 'all') => Promise<HeldLink[]>
  /**
   * Its items as the report names them, an SQL select of `id`, `kind` (a LinkHolderKind), `title`,
   * `lang`, `faculty` (the faculty's slug or null) and `section` (the page-tree path or null), only
   * the rows an administration still lists (a page in the trash is off the site and not listed).
   */
  holders: SQL
  /** Its item's edit form, in the administration's language. */
  href: (adminLang: Lang, id: number) => string
}

/** A site path as a link's `href` holds it: one `/`, not `//` (SAFE_HREF). */
export const SITE_PATH = /^\/(?![/\\])/
