/**
 * Where a picture is used (ADR 086): each feature whose tables or pages refer to pictures names
 * its uses through its manifest's `mediaUses`, reading its own tables; the media library lists
 * them on a picture's page and refuses to delete a picture while any remains.
 */
import type { Db } from '../../db/client.js'
import type { Lang } from '../../i18n/index.js'

export const MEDIA_USE_KINDS = ['news', 'event', 'gallery', 'person', 'home', 'faculty', 'social'] as const
export type MediaUseKind = (typeof MEDIA_USE_KINDS)[number]

export interface MediaUse {
  kind: MediaUseKind
  /** What uses it, as its editors name it (a title, a name), or per language. */
  title: string | Record<Lang, string>
  /** The language of what uses it, when it has one. */
  lang: Lang | null
  /** Its page in the administration (or on the site, when it has none there), in the administration's language. */
  href: (adminLang: Lang) => string
  /** Only a draft not yet published uses it: deleting it would break that draft's publication. */
  draft: boolean
}

/** A feature's uses of one picture (`key` its stable name: pages may ask for pictures by key). */
export type MediaUseSource = (db: Db, image: { id: number; key: string }) => Promise<MediaUse[]>
