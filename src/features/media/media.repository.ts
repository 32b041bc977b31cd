/** The media feature's reads of the university's pictures (its columns others join: media.columns.ts). */
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { mediaImages, mediaVariants } from '../../db/schema.js'
import type { Lang } from '../../i18n/index.js'
import type { PictureMeta } from '../../ui/picture.js'
import { pictureColumns } from './media.columns.js'

export type MediaFormat = 'avif' | 'webp'

export function mediaRepository(db: Db) {
  return {
    async byKeys(lang: Lang, keys: string[]): Promise<Map<string, PictureMeta>> {
      if (keys.length === 0) return new Map()
      const rows = await db
        .select({ key: mediaImages.key, ...pictureColumns(lang) })
        .from(mediaImages)
        .where(inArray(mediaImages.key, keys))
      return new Map(rows.map(({ key, ...meta }) => [key, meta]))
    },

    async variant(id: number, format: MediaFormat, width: number): Promise<Uint8Array | undefined> {
      const [row] = await db
        .select({ content: mediaVariants.content })
        .from(mediaVariants)
        .where(and(eq(mediaVariants.imageId, id), eq(mediaVariants.format, format), eq(mediaVariants.width, width)))
      return row?.content
    },
  }
}

export type MediaRepository = ReturnType<typeof mediaRepository>
