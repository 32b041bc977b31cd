/** The university's pictures: by what they show for pages, by id, format and width for the media route. */
import type { Lang } from '../../i18n/index.js'
import type { StoredFile } from '../../server/media.js'
import type { PictureMeta } from '../../ui/picture.js'
import type { MediaFormat, MediaRepository } from './media.repository.js'

const MIME: Record<MediaFormat, string> = { avif: 'image/avif', webp: 'image/webp' }

export function mediaService(repo: MediaRepository) {
  return {
    /** Pictures by key (`hero/uni`, `hero/fpv`); a key without a picture is absent from the map. */
    byKeys: (lang: Lang, keys: string[]): Promise<Map<string, PictureMeta>> => repo.byKeys(lang, keys),

    async file(id: number, format: MediaFormat, width: number): Promise<StoredFile | undefined> {
      const content = await repo.variant(id, format, width)
      return content && { mimeType: MIME[format], content }
    },
  }
}

export type MediaService = ReturnType<typeof mediaService>
