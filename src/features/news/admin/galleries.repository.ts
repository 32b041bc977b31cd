/**
 * A news item's photo galleries in the administration (ADR 096): `gallery_images` rows keyed
 * `{translationKey}/gallery-N` (migration 0015, ADR 032), so both language versions of the item
 * show the same galleries. Every change runs in one transaction that first locks the item's rows
 * (all its translations, `FOR UPDATE`), reads the gallery, checks that what the editor saw is
 * still there (the picture at that position), and writes the gallery back whole with positions
 * 0…n−1: two editors at once are served one after the other, never interleaved. Each change is
 * audited in the same transaction.
 */
import { asc, eq, like, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { sqlState } from '../../../db/errors.js'
import { galleryImages, mediaImages, news } from '../../../db/schema.js'
import { recordAudit } from '../../audit/audit.record.js'
import type { MediaItem } from '../../media/media.repository.js'

/** At most this many pictures in one gallery. */
export const MAX_GALLERY_PICTURES = 200

/** A picture of a gallery: the media library's item as the page shows it, at its position. */
export type GalleryPicture = Pick<MediaItem, 'id' | 'key' | 'fileName' | 'altCs' | 'altEn' | 'decorative' | 'width' | 'height' | 'widths' | 'version'> & { position: number }

export interface AdminGallery {
  /** N of `gallery-N`: the gallery's number, stable while it exists. */
  n: number
  pictures: GalleryPicture[]
}

export type GalleryChange =
  | { kind: 'add'; gallery: number | 'new'; ids: number[] }
  | { kind: 'move'; gallery: number; position: number; imageId: number; by: -1 | 1 }
  | { kind: 'remove'; gallery: number; position: number; imageId: number }
  | { kind: 'delete'; gallery: number }

export type GalleryChangeResult = { ok: true; gallery: number } | { ok: false; reason: 'item-missing' | 'gallery-missing' | 'stale' | 'too-many' | 'image-missing' }

export interface GalleryActor {
  userId: number
  ip: string
}

const keyOf = (translationKey: string, n: number) => `${translationKey}/gallery-${n}`
const numberOf = (translationKey: string, key: string) => {
  const m = /^gallery-([1-9]\d{0,5})$/.exec(key.slice(translationKey.length + 1))
  return m ? Number(m[1]) : undefined
}
/** `like` pattern of the item's gallery keys, its own `%` and `_` escaped. */
const keysLike = (translationKey: string) => `${translationKey.replace(/[\\%_]/g, (c) => `\\${c}`)}/gallery-%`

export function galleriesRepository(db: Db) {
  async function read(q: Db, translationKey: string): Promise<AdminGallery[]> {
    const rows = await q
      .select({
        galleryKey: galleryImages.galleryKey,
        position: galleryImages.position,
        id: mediaImages.id,
        key: mediaImages.key,
        fileName: mediaImages.fileName,
        altCs: mediaImages.altCs,
        altEn: mediaImages.altEn,
        decorative: mediaImages.decorative,
        width: mediaImages.width,
        height: mediaImages.height,
        widths: mediaImages.widths,
        version: mediaImages.version,
      })
      .from(galleryImages)
      .innerJoin(mediaImages, eq(mediaImages.id, galleryImages.imageId))
      .where(like(galleryImages.galleryKey, keysLike(translationKey)))
      .orderBy(asc(galleryImages.galleryKey), asc(galleryImages.position))
    const byNumber = new Map<number, GalleryPicture[]>()
    for (const { galleryKey, ...picture } of rows) {
      const n = numberOf(translationKey, galleryKey)
      if (n === undefined) continue
      byNumber.set(n, [...(byNumber.get(n) ?? []), picture])
    }
    return [...byNumber.entries()].sort(([a], [b]) => a - b).map(([n, pictures]) => ({ n, pictures }))
  }

  return {
    /** The item's galleries in their numbers' order, each picture in its position. */
    galleries: (translationKey: string) => read(db, translationKey),

    /** Applies one change under the item's lock; what it refused and why, or the gallery it touched. */
    async change(actor: GalleryActor, item: { id: number; translationKey: string }, change: GalleryChange): Promise<GalleryChangeResult> {
      try {
        return await db.transaction(async (tx) => {
          const locked = await tx.select({ id: news.id }).from(news).where(eq(news.translationKey, item.translationKey)).orderBy(asc(news.id)).for('update')
          if (!locked.some((r) => r.id === item.id)) return { ok: false, reason: 'item-missing' } as const
          const galleries = await read(tx, item.translationKey)
          const n = change.kind === 'add' && change.gallery === 'new' ? Math.max(0, ...galleries.map((g) => g.n)) + 1 : (change.gallery as number)
          const existing = galleries.find((g) => g.n === n)
          if (!existing && !(change.kind === 'add' && change.gallery === 'new')) return { ok: false, reason: 'gallery-missing' } as const
          const ids = (existing?.pictures ?? []).map((p) => p.id)
          let next: number[]
          let summary: string
          switch (change.kind) {
            case 'add': {
              const fresh = change.ids.filter((id) => !ids.includes(id))
              next = [...ids, ...fresh]
              if (next.length > MAX_GALLERY_PICTURES) return { ok: false, reason: 'too-many' } as const
              summary = `${existing ? 'added' : 'created with'} ${fresh.length} picture(s): ${fresh.map((id) => `#${id}`).join(', ')}`
              break
            }
            case 'move':
            case 'remove': {
              if (ids[change.position] !== change.imageId) return { ok: false, reason: 'stale' } as const
              next = [...ids]
              if (change.kind === 'remove') {
                next.splice(change.position, 1)
                summary = `removed picture #${change.imageId} from position ${change.position + 1}`
              } else {
                const to = change.position + change.by
                if (to < 0 || to >= next.length) return { ok: true, gallery: n } as const
                ;[next[change.position], next[to]] = [next[to]!, next[change.position]!]
                summary = `moved picture #${change.imageId} from position ${change.position + 1} to ${to + 1}`
              }
              break
            }
            case 'delete':
              next = []
              summary = `deleted (${ids.length} picture(s))`
              break
          }
          const key = keyOf(item.translationKey, n)
          // Written back whole: positions stay 0…n−1 and unique whatever the change.
          await tx.delete(galleryImages).where(eq(galleryImages.galleryKey, key))
          if (next.length) await tx.insert(galleryImages).values(next.map((imageId, position) => ({ galleryKey: key, position, imageId })))
          await recordAudit(tx, {
            userId: actor.userId,
            action: change.kind === 'delete' ? 'delete' : change.kind === 'add' && !existing ? 'create' : 'change',
            entity: 'gallery',
            objectId: item.id,
            summary: `news #${item.id} gallery ${n}: ${summary}`,
            ip: actor.ip,
          })
          return { ok: true, gallery: n } as const
        })
      } catch (err) {
        // A picture deleted from the library meanwhile (or an id that never was one).
        if (sqlState(err) === '23503') return { ok: false, reason: 'image-missing' }
        throw err
      }
    },

    /** How many galleries the item has (its page links to them with the count). */
    async count(translationKey: string): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(distinct ${galleryImages.galleryKey})::int` }).from(galleryImages).where(like(galleryImages.galleryKey, keysLike(translationKey)))
      return row?.n ?? 0
    },
  }
}

export type GalleriesRepository = ReturnType<typeof galleriesRepository>
