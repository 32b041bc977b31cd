/** The only file of the media feature that touches the ORM: the university's pictures. */
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { mediaImages, mediaVariants } from '../../db/schema.js'
import type { Lang } from '../../i18n/index.js'
import type { PictureMeta } from '../../ui/picture.js'

export type MediaFormat = 'avif' | 'webp'

/** What a page needs to draw a picture (no bytes); other features' repositories join it too. */
export const pictureColumns = (lang: Lang) => ({
  id: mediaImages.id,
  width: mediaImages.width,
  height: mediaImages.height,
  widths: mediaImages.widths,
  alt: lang === 'cs' ? mediaImages.altCs : mediaImages.altEn,
})

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
