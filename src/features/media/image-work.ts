/**
 * The pixel work of the media library (ADR 086) with sharp: an upload's master and a rendition.
 * Run only in the image child process (`image-worker.ts`), never in a node: libvips and its
 * caches stay out of the server's memory, as the seed's image work does (ADR 014).
 */
import sharp from 'sharp'
import { CROPS, type Rendition } from '../../shared/media-renditions.js'
import { cropBox, MASTER_EDGE, type Focal, type MediaFormat, type Size } from './renditions.js'

/** The upload decoded whole (a cut or damaged file throws), upright, without metadata, at most MASTER_EDGE: the source of its renditions. */
export async function makeMaster(bytes: Uint8Array, maxPixels: number): Promise<Size & { content: Uint8Array }> {
  const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: maxPixels })
    .rotate()
    .resize({ width: MASTER_EDGE, height: MASTER_EDGE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 92 })
    .toBuffer({ resolveWithObject: true })
  return { content: new Uint8Array(data), width: info.width, height: info.height }
}

/**
 * `source` fitted to `box` as WebP: `inside` keeps its aspect ratio within the box and never
 * enlarges (a product's full photo); `cover` fills the box exactly, cut around the middle (its
 * thumbnail, the shape the tiles show). Product photos (ADR 089) are made so.
 */
export async function fitWebp(source: Uint8Array, box: Size, fit: 'inside' | 'cover'): Promise<Size & { content: Uint8Array }> {
  const { data, info } = await sharp(source)
    .resize({ width: box.width, height: box.height, fit, withoutEnlargement: fit === 'inside' })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true })
  return { content: new Uint8Array(data), width: info.width, height: info.height }
}

/** One rendition of `source` (`size` its pixels) `width` wide in `format`, cropped around `focal` when the rendition crops. */
export async function renderRendition(source: Uint8Array, size: Size, rendition: Rendition, width: number, format: MediaFormat, focal: Focal): Promise<Uint8Array> {
  let image = sharp(source)
  if (rendition === 'full') image = image.resize({ width })
  else image = image.extract(cropBox(size, CROPS[rendition].aspect, focal)).resize({ width, height: Math.round(width / CROPS[rendition].aspect), fit: 'fill' })
  const encoded = format === 'avif' ? image.avif({ quality: 55, effort: 2 }) : image.webp({ quality: 80 })
  return new Uint8Array(await encoded.toBuffer())
}
