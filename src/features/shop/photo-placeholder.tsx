/**
 * What stands where a product's photo would be when it has none: an inline SVG in the
 * photos' 4:3 shape, a picture glyph on the photos' background, drawn at the size the photo would
 * be (its width and height), so the row or tile is laid out as with a photo and nothing is
 * fetched that could show as a broken image. Beside a name it is decoration (`aria-hidden`); where
 * it is the only picture of the product (its page) it is an image named by `label`.
 */
export const PHOTO_PLACEHOLDER_CLASS = 'photo-placeholder'

/** A thumbnail's size (every product photo's is 400×300), which a tile's placeholder takes. */
export const THUMB_BOX = { width: 400, height: 300 } as const

interface Props {
  width: number
  height: number
  className: string
  /** Names the placeholder for screen readers; without it, it is hidden from them. */
  label?: string
}

export function PhotoPlaceholder({ width, height, className, label }: Props) {
  const name = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }
  return (
    <svg className={`${PHOTO_PLACEHOLDER_CLASS} ${className}`} width={width} height={height} viewBox="0 0 400 300" focusable="false" {...name}>
      <g fill="none" stroke="currentColor" strokeWidth="8" strokeLinejoin="round" strokeLinecap="round">
        <rect x="140" y="105" width="120" height="90" rx="10" />
        <circle cx="225" cy="130" r="10" />
        <path d="M140 180l40-40 30 30 18-18 32 32" />
      </g>
    </svg>
  )
}
