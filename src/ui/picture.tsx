/**
 * A stored picture as `<picture>`: AVIF, then WebP, each in every stored width so the browser
 * fetches the smallest that fills `sizes`; width and height reserve its box before it loads.
 */
import { paths } from './paths.js'

export interface PictureMeta {
  id: number
  width: number
  height: number
  /** The widths stored, ascending; the last is `width`. */
  widths: number[]
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
}

export function Picture({ image, sizes, className, priority = false, decorative = false }: Props) {
  const srcSet = (format: 'avif' | 'webp') => image.widths.map((w) => `${paths.mediaImage(image.id, w, format)} ${w}w`).join(', ')
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={paths.mediaImage(image.id, image.width, 'webp')}
        width={image.width}
        height={image.height}
        alt={decorative ? '' : image.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  )
}
