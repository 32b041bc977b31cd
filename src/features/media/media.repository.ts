/** The media feature's reads and writes of the university's pictures (its columns others join: media.columns.ts; ADR 018, 086). */
import { and, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { sqlState } from '../../db/errors.js'
import { containing } from '../../db/like.js'
import { mediaImages, mediaOriginals, mediaVariants } from '../../db/schema.js'
import type { Lang } from '../../i18n/index.js'
import type { Rendition } from '../../shared/media-renditions.js'
import type { PictureMeta } from '../../ui/picture.js'
import { recordAudit } from '../audit/audit.record.js'
import { pictureColumns } from './media.columns.js'
import type { Focal, MediaFormat, Size } from './renditions.js'

/** Pictures per page of the library's grid. */
export const MEDIA_PAGE_SIZE = 24

/** Who acts, for the audit log. */
export interface MediaActor {
  userId: number
  ip: string
}

export interface MediaTexts {
  altCs: string
  altEn: string
  decorative: boolean
}

/** A master and the full rendition it gives (renditions.ts). */
export interface MediaFile extends Size {
  content: Uint8Array
  fileName: string
  full: { widths: number[]; width: number; height: number }
}

const itemColumns = {
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
  focalX: mediaImages.focalX,
  focalY: mediaImages.focalY,
  createdAt: mediaImages.createdAt,
  updatedAt: mediaImages.updatedAt,
}

export type MediaItem = {
  id: number
  key: string
  fileName: string | null
  altCs: string
  altEn: string
  decorative: boolean
  width: number
  height: number
  widths: number[]
  version: number
  focalX: number
  focalY: number
  createdAt: Date
  updatedAt: Date
}

/** What the audit log says a picture is: its id and file name or key. */
const summaryOf = (item: Pick<MediaItem, 'id' | 'key' | 'fileName'>, what = '') => `media #${item.id} ${item.fileName ?? item.key}${what ? `: ${what}` : ''}`

/** A stable key for an upload: `library/` and random letters (the seed's keys name what they show). */
const libraryKey = () => `library/${crypto.randomUUID()}`

export function mediaRepository(db: Db) {
  /** Locks the picture's row in `tx`; undefined when it is gone. */
  const locked = async (tx: Db, id: number) => (await tx.select(itemColumns).from(mediaImages).where(eq(mediaImages.id, id)).for('update'))[0] as MediaItem | undefined

  return {
    async byKeys(lang: Lang, keys: string[]): Promise<Map<string, PictureMeta>> {
      if (keys.length === 0) return new Map()
      const rows = await db
        .select({ key: mediaImages.key, ...pictureColumns(lang) })
        .from(mediaImages)
        .where(inArray(mediaImages.key, keys))
      return new Map(rows.map(({ key, ...meta }) => [key, meta]))
    },

    /** Pictures by id with their file name (a revision compare names them, ADR 103); an id without a picture is absent. */
    async byIds(lang: Lang, ids: number[]): Promise<Map<number, PictureMeta & { fileName: string | null; key: string }>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .select({ key: mediaImages.key, fileName: mediaImages.fileName, ...pictureColumns(lang) })
        .from(mediaImages)
        .where(inArray(mediaImages.id, [...new Set(ids)]))
      return new Map(rows.map((r) => [r.id, r]))
    },

    async variant(id: number, version: number, rendition: Rendition, format: MediaFormat, width: number): Promise<Uint8Array | undefined> {
      const [row] = await db
        .select({ content: mediaVariants.content })
        .from(mediaVariants)
        .where(and(eq(mediaVariants.imageId, id), eq(mediaVariants.version, version), eq(mediaVariants.rendition, rendition), eq(mediaVariants.format, format), eq(mediaVariants.width, width)))
      return row?.content
    },

    /** Keeps a rendition made on demand; a twin made meanwhile by another request or node wins. */
    async keepVariant(id: number, version: number, rendition: Rendition, format: MediaFormat, width: number, content: Uint8Array): Promise<void> {
      await db.insert(mediaVariants).values({ imageId: id, version, rendition, format, width, content }).onConflictDoNothing()
    },

    async item(id: number): Promise<MediaItem | undefined> {
      return (await db.select(itemColumns).from(mediaImages).where(eq(mediaImages.id, id)))[0]
    },

    /**
     * What the renditions of version `version` are made from: the master, or for a seed's picture
     * its widest stored full variant (WebP) of that version; undefined when neither exists.
     */
    async source(id: number, version: number): Promise<(Size & { content: Uint8Array }) | undefined> {
      const [original] = await db.select({ width: mediaOriginals.width, height: mediaOriginals.height, content: mediaOriginals.content }).from(mediaOriginals).where(eq(mediaOriginals.imageId, id))
      if (original) return original
      const [widest] = await db
        .select({ width: mediaImages.width, height: mediaImages.height, content: mediaVariants.content })
        .from(mediaVariants)
        .innerJoin(mediaImages, eq(mediaImages.id, mediaVariants.imageId))
        .where(and(eq(mediaVariants.imageId, id), eq(mediaVariants.version, version), eq(mediaVariants.rendition, 'full'), eq(mediaVariants.format, 'webp'), eq(mediaVariants.width, mediaImages.width)))
      return widest
    },

    /** A page of the library, newest first; `q` finds alt texts and file names. */
    async list(filter: { q: string; page: number }): Promise<{ rows: MediaItem[]; total: number }> {
      const where = filter.q ? or(ilike(mediaImages.altCs, containing(filter.q)), ilike(mediaImages.altEn, containing(filter.q)), ilike(mediaImages.fileName, containing(filter.q)), ilike(mediaImages.key, containing(filter.q))) : undefined
      const [rows, [total]] = await Promise.all([
        db
          .select(itemColumns)
          .from(mediaImages)
          .where(where)
          .orderBy(desc(mediaImages.createdAt), desc(mediaImages.id))
          .limit(MEDIA_PAGE_SIZE)
          .offset((filter.page - 1) * MEDIA_PAGE_SIZE),
        db.select({ n: count() }).from(mediaImages).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    /** A new picture with its master, audited in the same transaction; its id. */
    async create(actor: MediaActor, texts: MediaTexts, file: MediaFile): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(mediaImages)
          .values({ key: libraryKey(), ...texts, ...file.full, fileName: file.fileName, uploadedBy: actor.userId })
          .returning({ id: mediaImages.id, key: mediaImages.key })
        await tx.insert(mediaOriginals).values({ imageId: row!.id, width: file.width, height: file.height, content: file.content })
        await recordAudit(tx, { userId: actor.userId, action: 'create', entity: 'media', objectId: row!.id, summary: summaryOf({ ...row!, fileName: file.fileName }), ip: actor.ip })
        return row!.id
      })
    },

    /** New alt texts or decorative mark; false when the picture is gone. Its renditions stay (their pixels do not change). */
    async setTexts(actor: MediaActor, id: number, texts: MediaTexts): Promise<boolean> {
      return db.transaction(async (tx) => {
        const item = await locked(tx, id)
        if (!item) return false
        await tx.update(mediaImages).set({ ...texts, updatedAt: new Date() }).where(eq(mediaImages.id, id))
        await recordAudit(tx, { userId: actor.userId, action: 'change', entity: 'media', objectId: id, summary: summaryOf(item, texts.decorative ? 'decorative' : `alt "${texts.altCs}" / "${texts.altEn}"`), ip: actor.ip })
        return true
      })
    },

    /**
     * A new focal point: a new version, whose full rendition is the old one's (it does not crop)
     * and whose crops are made anew on demand. A seed's picture first keeps its widest variant as
     * its master, so its crops still have a source. Undefined when the picture is gone.
     */
    async setFocal(actor: MediaActor, id: number, focal: Focal): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const item = await locked(tx, id)
        if (!item) return undefined
        const version = item.version + 1
        const [hasOriginal] = await tx.select({ id: mediaOriginals.imageId }).from(mediaOriginals).where(eq(mediaOriginals.imageId, id))
        if (!hasOriginal) {
          await tx.execute(sql`insert into media_originals (image_id, width, height, content)
            select ${id}, ${item.width}, ${item.height}, content from media_variants
            where image_id = ${id} and version = ${item.version} and rendition = 'full' and format = 'webp' and width = ${item.width}
            on conflict do nothing`)
        }
        await tx.delete(mediaVariants).where(and(eq(mediaVariants.imageId, id), or(ne(mediaVariants.version, item.version), ne(mediaVariants.rendition, 'full'))))
        await tx.update(mediaVariants).set({ version }).where(and(eq(mediaVariants.imageId, id), eq(mediaVariants.version, item.version)))
        await tx.update(mediaImages).set({ focalX: focal.x, focalY: focal.y, version, updatedAt: new Date() }).where(eq(mediaImages.id, id))
        await recordAudit(tx, { userId: actor.userId, action: 'change', entity: 'media', objectId: id, summary: summaryOf(item, `focal point ${focal.x} % × ${focal.y} %`), ip: actor.ip })
        return version
      })
    },

    /** A new file under the same id: a new version, every rendition made anew, the focal point back in the middle. */
    async replaceFile(actor: MediaActor, id: number, file: MediaFile): Promise<boolean> {
      return db.transaction(async (tx) => {
        const item = await locked(tx, id)
        if (!item) return false
        await tx.delete(mediaVariants).where(eq(mediaVariants.imageId, id))
        await tx
          .insert(mediaOriginals)
          .values({ imageId: id, width: file.width, height: file.height, content: file.content })
          .onConflictDoUpdate({ target: mediaOriginals.imageId, set: { width: file.width, height: file.height, content: file.content } })
        await tx
          .update(mediaImages)
          .set({ ...file.full, fileName: file.fileName, focalX: 50, focalY: 50, version: item.version + 1, updatedAt: new Date() })
          .where(eq(mediaImages.id, id))
        await recordAudit(tx, { userId: actor.userId, action: 'change', entity: 'media', objectId: id, summary: summaryOf(item, `new file ${file.fileName}`), ip: actor.ip })
        return true
      })
    },

    /**
     * Deletes the picture with its renditions and master, audited; 'in-use' when a row still
     * refers to it (a use made after the caller's check: the foreign key's refusal), nothing changed.
     */
    async remove(actor: MediaActor, id: number): Promise<'deleted' | 'missing' | 'in-use'> {
      try {
        return await db.transaction(async (tx) => {
          const item = await locked(tx, id)
          if (!item) return 'missing' as const
          await tx.delete(mediaImages).where(eq(mediaImages.id, id))
          await recordAudit(tx, { userId: actor.userId, action: 'delete', entity: 'media', objectId: id, summary: summaryOf(item, item.altCs || 'decorative'), ip: actor.ip })
          return 'deleted' as const
        })
      } catch (err) {
        if (sqlState(err) === '23503') return 'in-use'
        throw err
      }
    },
  }
}

export type MediaRepository = ReturnType<typeof mediaRepository>
