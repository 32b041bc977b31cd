/**
 * The renditions of a university picture (ADR 018, 086), for the views and the media route alike:
 * `full` keeps its aspect ratio in the widths of its srcset; `thumb` (16:9, news tiles) and
 * `square` (portraits, the media library's grid) crop it to their shape around its focal point.
 */
export const RENDITIONS = ['full', 'thumb', 'square'] as const
export type Rendition = (typeof RENDITIONS)[number]
export type CropRendition = Exclude<Rendition, 'full'>

/** Each crop's shape and the widths it is offered in. */
export const CROPS: Record<CropRendition, { aspect: number; widths: readonly number[] }> = {
  thumb: { aspect: 16 / 9, widths: [320, 640] },
  square: { aspect: 1, widths: [96, 192, 384] },
}

/** The widths a rendition of a picture is offered in. */
export const widthsOf = (rendition: Rendition, fullWidths: readonly number[]): readonly number[] => (rendition === 'full' ? fullWidths : CROPS[rendition].widths)

/** The height of a rendition `width` wide (`full` the picture's intrinsic size). */
export const heightOf = (rendition: Rendition, width: number, full: { width: number; height: number }): number =>
  rendition === 'full' ? Math.max(1, Math.round((full.height * width) / full.width)) : Math.round(width / CROPS[rendition].aspect)
