/**
 * Two revisions side by side (ADR 059): every field of the entity's content, flattened to
 * `path → text` (a page's `sections.2.heading`), with the words that changed marked. Which fields
 * are shown in what order is the content's own: the older revision's fields, then any new ones.
 */
import { diffWords } from 'diff'
import { editorialMessages } from '../../i18n/editorial.js'
import { translate, type Lang } from '../../i18n/index.js'
import type { PictureMeta } from '../../ui/picture.js'

export interface FieldChange {
  /** The field's path in the content: `title`, `sections.0.body`. */
  path: string
  before: string
  after: string
  changed: boolean
  /** The text as runs: unchanged, removed (only in `before`) or added (only in `after`). */
  runs: Array<{ text: string; kind: 'same' | 'removed' | 'added' }>
  /** A picture of the media library the field names, on either side (`withMedia`); null: none chosen. */
  media?: { before: MediaShown | null; after: MediaShown | null }
}

/** A referenced picture as the compare shows it: its name, and the picture unless it was deleted. */
export interface MediaShown {
  id: number
  name: string
  picture?: PictureMeta
}

/** Fields that hold a media library picture's id: a person's portrait, a news item's image, an image block. */
const MEDIA_FIELD = /(^|\.)(portraitId|imageId|mediaId)$/
const ID = /^[1-9]\d{0,8}$/
const mediaId = (text: string) => (ID.test(text) ? Number(text) : null)

/** `content` as dotted paths to their texts; null and absent are the empty text. */
export function flatten(content: unknown, prefix = ''): Array<[string, string]> {
  if (content === null || content === undefined) return prefix ? [[prefix, '']] : []
  if (Array.isArray(content)) return content.flatMap((v, i) => flatten(v, prefix ? `${prefix}.${i}` : String(i)))
  if (typeof content === 'object') return Object.entries(content as Record<string, unknown>).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k))
  return [[prefix, String(content)]]
}

/** The field-by-field comparison of two revisions' contents. */
export function compareContents(before: unknown, after: unknown): FieldChange[] {
  const a = new Map(flatten(before))
  const b = new Map(flatten(after))
  const paths = [...a.keys(), ...[...b.keys()].filter((k) => !a.has(k))]
  return paths.map((path) => {
    const was = a.get(path) ?? ''
    const now = b.get(path) ?? ''
    const runs = was === now ? [{ text: now, kind: 'same' as const }] : diffWords(was, now).map((c) => ({ text: c.value, kind: c.added ? ('added' as const) : c.removed ? ('removed' as const) : ('same' as const) }))
    return { path, before: was, after: now, changed: was !== now, runs }
  })
}

/** The picture ids the changed media fields of `rows` name, for one look-up. */
export function mediaIdsOf(rows: FieldChange[]): number[] {
  const ids = rows.filter((r) => r.changed && MEDIA_FIELD.test(r.path)).flatMap((r) => [mediaId(r.before), mediaId(r.after)])
  return [...new Set(ids.filter((id): id is number => id !== null))]
}

/**
 * `rows` with each changed media field named instead of numbered (ADR 103): the picture's alt text
 * (else its file name) as the removed and added text, the picture for a thumbnail, and `deleted`
 * for an id the library no longer holds. `found` is the look-up of `mediaIdsOf(rows)`.
 */
export function withMedia(rows: FieldChange[], found: ReadonlyMap<number, PictureMeta & { fileName: string | null; key: string }>, deleted: string): FieldChange[] {
  const shown = (text: string): MediaShown | null => {
    const id = mediaId(text)
    if (id === null) return null
    const picture = found.get(id)
    if (!picture) return { id, name: deleted }
    return { id, name: picture.alt.trim() || picture.fileName || picture.key, picture }
  }
  return rows.map((r) => {
    if (!r.changed || !MEDIA_FIELD.test(r.path)) return r
    const before = shown(r.before)
    const after = shown(r.after)
    const runs = [...(before ? [{ text: before.name, kind: 'removed' as const }] : []), ...(after ? [{ text: after.name, kind: 'added' as const }] : [])]
    return { ...r, before: before?.name ?? '', after: after?.name ?? '', runs, media: { before, after } }
  })
}

/** What `withMedia` needs of the media library: the pictures by id (`media.byIds`). */
export type MediaLookup = (lang: Lang, ids: number[]) => Promise<ReadonlyMap<number, PictureMeta & { fileName: string | null; key: string }>>

/** The comparison of two revisions with their pictures named: what every compare route shows. */
export async function compareRevisions(before: unknown, after: unknown, lang: Lang, lookup: MediaLookup): Promise<FieldChange[]> {
  const rows = compareContents(before, after)
  const ids = mediaIdsOf(rows)
  return ids.length ? withMedia(rows, await lookup(lang, ids), translate(editorialMessages, lang, 'deletedImage')) : rows
}
