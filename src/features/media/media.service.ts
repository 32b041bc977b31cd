/**
 * The university's pictures (ADR 018, 086): by key for pages, each rendition by id, version,
 * format and width for the media route (made on demand from the picture's source and kept), and
 * the media library's acts: an upload judged by its bytes and decoded whole before anything is
 * stored, alt texts, the focal point, a new file, where a picture is used, and deleting it; and the
 * same judging for a product photo, made into the shop's two WebP files (ADR 089).
 */
import type { Db } from '../../db/client.js'
import type { Lang } from '../../i18n/index.js'
import type { StoredFile } from '../../server/media.js'
import { widthsOf, type Rendition } from '../../shared/media-renditions.js'
import type { PictureMeta } from '../../ui/picture.js'
import { cleanFileName } from '../contact/contact.service.js'
import type { MediaUse, MediaUseSource } from './media-uses.js'
import type { MediaActor, MediaFile, MediaItem, MediaRepository, MediaTexts } from './media.repository.js'
import { fitWebp, makeMaster, renderRendition } from './image-process.js'
import { fullRendition, type Focal, type MediaFormat, type Size } from './renditions.js'
import { checkImageUpload, type ImageProblem } from './upload-checks.js'

const MIME: Record<MediaFormat, string> = { avif: 'image/avif', webp: 'image/webp' }

/** The raster types the library takes; a GIF or a plain SVG is refused as the wrong type. */
const TAKEN = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const

export type MediaUploadProblem = ImageProblem | 'imageWrongType' | 'imageBadName' | 'uploadMissing' | 'uploadOne'

/** A file as the multipart reader gives it. */
export interface UploadedImage {
  name: string
  bytes: Uint8Array
  truncated: boolean
}

// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const HOSTILE_NAME = /[/\\\u0000-\u001f\u007f]|^\.{1,2}$|^\s*$/

/** A name a browser would never send for a picked file: a path, a control character, `..`, or too long. */
export const hostileFileName = (name: string) => HOSTILE_NAME.test(name) || name.includes('..') || [...name].length > 255

/** A product photo's two WebP files (ADR 089). */
export interface ProductPhotoFiles {
  full: Size & { content: Uint8Array }
  thumb: Size & { content: Uint8Array }
}

/** The file judged by its bytes, then decoded whole in the image process: its master, or why it is refused. */
async function judge(file: UploadedImage | null, limits: { maxBytes: number; maxPixels: number }): Promise<{ master: Awaited<ReturnType<typeof makeMaster>>; name: string; ext: string } | { problem: MediaUploadProblem }> {
  if (!file) return { problem: 'uploadMissing' }
  if (file.truncated) return { problem: 'imageTooBig' }
  if (hostileFileName(file.name)) return { problem: 'imageBadName' }
  const checked = checkImageUpload(file.bytes, limits)
  if ('problem' in checked) return checked
  if (!Object.hasOwn(TAKEN, checked.type)) return { problem: 'imageWrongType' }
  try {
    return { master: await makeMaster(file.bytes, limits.maxPixels), name: file.name, ext: TAKEN[checked.type as keyof typeof TAKEN] }
  } catch {
    // A header that reads well over data that does not: cut, damaged, or not what it claims.
    return { problem: 'imageUnreadable' }
  }
}

export function mediaService(repo: MediaRepository, db: Db, sources: readonly MediaUseSource[]) {
  /** Renditions being made on this node, so a burst of requests for one makes it once. */
  const making = new Map<string, Promise<Uint8Array | undefined>>()

  async function make(item: MediaItem, rendition: Rendition, format: MediaFormat, width: number): Promise<Uint8Array | undefined> {
    const source = await repo.source(item.id, item.version)
    if (!source) return undefined
    const content = await renderRendition(source.content, source, rendition, width, format, { x: item.focalX, y: item.focalY })
    await repo.keepVariant(item.id, item.version, rendition, format, width, content)
    return content
  }

  return {
    /** Pictures by key (`hero/uni`, `hero/fpv`); a key without a picture is absent from the map. */
    byKeys: (lang: Lang, keys: string[]): Promise<Map<string, PictureMeta>> => repo.byKeys(lang, keys),
    /** Pictures by id, with their file name; a deleted one is absent from the map. */
    byIds: (lang: Lang, ids: number[]) => repo.byIds(lang, ids),

    /** One rendition of the picture's current version, made and kept the first time it is asked for; undefined for any other version or width. */
    async file(id: number, version: number, rendition: Rendition, format: MediaFormat, width: number): Promise<StoredFile | undefined> {
      const stored = await repo.variant(id, version, rendition, format, width)
      if (stored) return { mimeType: MIME[format], content: stored }
      const item = await repo.item(id)
      if (!item || item.version !== version || !widthsOf(rendition, item.widths).includes(width)) return undefined
      const key = `${id}/${version}/${rendition}/${format}/${width}`
      let pending = making.get(key)
      if (!pending) {
        pending = make(item, rendition, format, width).finally(() => making.delete(key))
        making.set(key, pending)
      }
      const content = await pending
      return content && { mimeType: MIME[format], content }
    },

    list: (filter: { q: string; page: number }) => repo.list(filter),
    item: (id: number) => repo.item(id),

    /**
     * The uploaded file judged by its bytes (never its name or declared type), then decoded whole:
     * the master and full rendition to store, or why it is refused (nothing stored).
     */
    async prepare(file: UploadedImage | null, limits: { maxBytes: number; maxPixels: number }): Promise<MediaFile | { problem: MediaUploadProblem }> {
      const judged = await judge(file, limits)
      if ('problem' in judged) return judged
      const { master, name, ext } = judged
      const fileName = `${cleanFileName(name.replace(/\.[^.]*$/, '')) || 'obrazek'}.${ext}`
      return { ...master, fileName, full: fullRendition(master) }
    },

    /**
     * An upload judged as the library judges its own (ADR 086), made into a product's photo
     * (ADR 089): `full` WebP within FULL, `thumb` WebP filling THUMB, both from the decoded master,
     * in the image process. Or why it is refused (nothing made).
     */
    async productPhoto(file: UploadedImage | null, limits: { maxBytes: number; maxPixels: number }, boxes: { full: Size; thumb: Size }): Promise<ProductPhotoFiles | { problem: MediaUploadProblem }> {
      const judged = await judge(file, limits)
      if ('problem' in judged) return judged
      const [full, thumb] = await Promise.all([fitWebp(judged.master.content, boxes.full, 'inside'), fitWebp(judged.master.content, boxes.thumb, 'cover')])
      return { full, thumb }
    },

    create: (actor: MediaActor, texts: MediaTexts, file: MediaFile) => repo.create(actor, texts, file),
    setTexts: (actor: MediaActor, id: number, texts: MediaTexts) => repo.setTexts(actor, id, texts),
    setFocal: (actor: MediaActor, id: number, focal: Focal) => repo.setFocal(actor, id, focal),
    replaceFile: (actor: MediaActor, id: number, file: MediaFile) => repo.replaceFile(actor, id, file),

    /** Everywhere the picture is used, as each feature that uses pictures tells (`mediaUses` in the manifests). */
    async usesOf(image: { id: number; key: string }): Promise<MediaUse[]> {
      return (await Promise.all(sources.map((source) => source(db, image)))).flat()
    },

    /** Deletes an unused picture with its files; 'in-use' (nothing changed) while anything uses it. */
    async remove(actor: MediaActor, image: { id: number; key: string }): Promise<'deleted' | 'missing' | 'in-use'> {
      if ((await this.usesOf(image)).length > 0) return 'in-use'
      return repo.remove(actor, image.id)
    },
  }
}

export type MediaService = ReturnType<typeof mediaService>
