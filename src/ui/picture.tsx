/**
 * A stored picture as `<picture>`: AVIF, then WebP, each in every stored width so the browser
 * fetches the smallest that fills `sizes`; width and height reserve its box before it loads.
 * A cropping rendition (`thumb`, `square`) is the picture cut to that shape around its focal
 * point (ADR 086).
 */
import { heightOf, widthsOf, type Rendition } from '../shared/media-renditions.js'
import { paths } from './paths.js'

export interface PictureMeta {
  id: number
  width: number
  height: number
  /** The widths stored, ascending; the last is `width`. */
  widths: number[]
  /** Its file and focal point's version: part of every rendition's address. */
  version: number
  alt: string
}

interface Props {
  image: PictureMeta
  /** The slot's width per layout, as `<img sizes>` takes it. */
  sizes: string
  className?: string
  /** The first screenful's picture (a hero): fetched at once and early. */
  priority?: boolean
  /** Beside text that says the same (a name, a headline): hidden from screen readers. */
  decorative?: boolean
  /** Which rendition: the whole picture (default) or a crop around its focal point. */
  rendition?: Rendition
}

export function Picture({ image, sizes, className, priority = false, decorative = false, rendition = 'full' }: Props) {
  const widths = widthsOf(rendition, image.widths)
  const widest = widths.at(-1)!
  const srcSet = (format: 'avif' | 'webp') => widths.map((w) => `${paths.mediaImage(image, w, format, rendition)} ${w}w`).join(', ')
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={paths.mediaImage(image, widest, 'webp', rendition)}
        width={widest}
        height={heightOf(rendition, widest, image)}
        alt={decorative ? '' : image.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  )
}
