/**
 * The renditions of a picture (ADR 018, 086): `full` keeps its aspect ratio in the widths of its
 * srcset; `thumb` (16:9, news tiles) and `square` (portraits, the library's grid) crop it to their
 * shape around the focal point. Every rendition is made from one source: the upload's master, or
 * for the seed's pictures their widest stored variant. The pixels themselves are worked in a child
 * process (`image-process.ts`), so libvips never enters a node's memory; this module is its pure part.
 */

export type MediaFormat = 'avif' | 'webp'

/** The widths of an upload's full rendition: these steps below its own width, then its width up to the last step. */
const FULL_STEPS = [320, 640, 1024, 1600] as const

/** The longer side of a master: enough for the widest rendition of any crop. */
export const MASTER_EDGE = 2400

export interface Focal {
  x: number
  y: number
}

export interface Size {
  width: number
  height: number
}

/** The full rendition's widths and intrinsic size for a master of `size`. */
export function fullRendition({ width, height }: Size): { widths: number[]; width: number; height: number } {
  const widest = Math.min(width, FULL_STEPS.at(-1)!)
  const widths = [...FULL_STEPS.filter((w) => w < widest), widest]
  return { widths, width: widest, height: Math.max(1, Math.round((height * widest) / width)) }
}

/**
 * The largest box of `aspect` inside `size` whose centre is as near the focal point as the
 * edges allow: the focal point stays in view, in the middle unless it is near an edge.
 */
export function cropBox(size: Size, aspect: number, focal: Focal): { left: number; top: number; width: number; height: number } {
  const width = Math.min(size.width, Math.round(size.height * aspect))
  const height = Math.min(size.height, Math.round(width / aspect))
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max)
  const left = clamp(Math.round((focal.x / 100) * size.width - width / 2), size.width - width)
  const top = clamp(Math.round((focal.y / 100) * size.height - height / 2), size.height - height)
  return { left, top, width, height }
}

