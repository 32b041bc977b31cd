/**
 * A product's first photo, small, beside its name in a row (the cart, the comparison, search
 * results and suggestions). The name is next to it, so the photo says nothing more: `alt=""`.
 * Its width and height are the size it is drawn at, so the row is laid out before it arrives.
 * A product without a photo gets the placeholder in the same box, hidden from screen readers.
 */
import { paths } from '../../ui/paths.js'
import { PhotoPlaceholder } from './photo-placeholder.js'
import type { ImageMeta } from './catalogue.types.js'

/** How wide a row's photo is drawn, in CSS pixels. */
export const THUMB_WIDTH = 64

export function ProductThumb({ image, width = THUMB_WIDTH, className = '' }: { image: ImageMeta | null | undefined; width?: number; className?: string }) {
  if (!image) return <PhotoPlaceholder width={width} height={Math.round((width * 3) / 4)} className={`product-thumb ${className}`.trim()} />
  const height = Math.round((width * image.thumbHeight) / image.thumbWidth)
  return <img className={`product-thumb ${className}`.trim()} src={paths.productImage(image.id, 'thumb')} alt="" width={width} height={height} loading="lazy" decoding="async" />
}
