/**
 * What an image uploaded to the media library must be (issue 25, ADR 062, 086), judged by its bytes:
 * PNG, JPEG, GIF or WebP by their signatures, with a pixel count read from their headers before
 * anything decodes them (a small file may claim 60,000 × 60,000 pixels and exhaust a decoder's
 * memory), or an SVG without script: no `<script>`, no event-handler attributes, no
 * `javascript:` addresses, no `<foreignObject>` (HTML inside), no DOCTYPE or entities (XXE,
 * billion laughs). Documents take PDFs only (`documents/upload-checks.ts`); the media library
 * (ADR 086) takes JPEG, PNG and WebP of what these checks let through, and decodes them whole.
 */

export type ImageType = 'png' | 'jpeg' | 'gif' | 'webp' | 'svg'
export type ImageProblem = 'imageEmpty' | 'imageTooBig' | 'imageNotImage' | 'imageTooManyPixels' | 'imageSvgScript' | 'imageUnreadable'

export interface CheckedImage {
  type: ImageType
  /** Unknown for an SVG (it scales). */
  width: number | null
  height: number | null
}

/** 50 megapixels: more than any camera the editors use, far less than a decompression bomb. */
export const MAX_PIXELS = 50_000_000

const starts = (b: Uint8Array, magic: readonly number[], at = 0) => b.length >= at + magic.length && magic.every((x, i) => b[at + i] === x)
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8)
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!

/** The text of a file that may be an SVG: UTF-8 (with or without a BOM), leading whitespace and XML prolog allowed. */
function svgText(b: Uint8Array): string | undefined {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(b.subarray(0, Math.min(b.length, 4096)))
  return /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>\s*)?<svg[\s>]/i.test(text) ? new TextDecoder().decode(b) : undefined
}

export function sniffImage(b: Uint8Array): ImageType | undefined {
  if (starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (starts(b, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (starts(b, ascii('GIF87a')) || starts(b, ascii('GIF89a'))) return 'gif'
  if (starts(b, ascii('RIFF')) && starts(b, ascii('WEBP'), 8)) return 'webp'
  if (svgText(b) !== undefined) return 'svg'
  return undefined
}

/** Width and height from the image's header; undefined when the header is cut or malformed. */
export function imageSize(type: Exclude<ImageType, 'svg'>, b: Uint8Array): { width: number; height: number } | undefined {
  switch (type) {
    case 'png':
      return b.length >= 24 && starts(b, ascii('IHDR'), 12) ? { width: u32be(b, 16), height: u32be(b, 20) } : undefined
    case 'gif':
      return b.length >= 10 ? { width: u16le(b, 6), height: u16le(b, 8) } : undefined
    case 'webp': {
      if (starts(b, ascii('VP8X'), 12) && b.length >= 30) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 }
      if (starts(b, ascii('VP8L'), 12) && b.length >= 25) {
        const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)
        return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
      }
      if (starts(b, ascii('VP8 '), 12) && b.length >= 30) return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff }
      return undefined
    }
    case 'jpeg': {
      // Walk the segments to the first start-of-frame (SOF0–SOF15 but DHT, JPG and DAC).
      let at = 2
      while (at + 9 < b.length) {
        if (b[at] !== 0xff) return undefined
        const marker = b[at + 1]!
        if (marker === 0xff) {
          at++
          continue
        }
        if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { height: u16be(b, at + 5), width: u16be(b, at + 7) }
        at += 2 + u16be(b, at + 2)
      }
      return undefined
    }
  }
}

/** Script in an SVG, in any of the ways a browser would run it when the file is opened on its own. */
export function svgHasScript(svg: string): boolean {
  return [
    /<script[\s>/]/i,
    /<foreignObject[\s>/]/i,
    /<!DOCTYPE|<!ENTITY/i,
    /[\s"'/]on[a-z]+\s*=/i,
    /(?:href|src|from|to|values)\s*=\s*["']?\s*(?:javascript|vbscript|data\s*:\s*text\/html)/i,
    /<(?:iframe|embed|object)[\s>/]/i,
  ].some((pattern) => pattern.test(svg.replace(/&#x?0*(?:9|a|d|10|13);?/gi, '')))
}

/** Checks an uploaded image; its type and size, or the problem. */
export function checkImageUpload(bytes: Uint8Array, { maxBytes, maxPixels = MAX_PIXELS }: { maxBytes: number; maxPixels?: number }): CheckedImage | { problem: ImageProblem } {
  if (bytes.length > maxBytes) return { problem: 'imageTooBig' }
  if (bytes.length === 0) return { problem: 'imageEmpty' }
  const type = sniffImage(bytes)
  if (!type) return { problem: 'imageNotImage' }
  if (type === 'svg') return svgHasScript(new TextDecoder().decode(bytes)) ? { problem: 'imageSvgScript' } : { type, width: null, height: null }
  const size = imageSize(type, bytes)
  if (!size || size.width === 0 || size.height === 0) return { problem: 'imageUnreadable' }
  if (size.width * size.height > maxPixels) return { problem: 'imageTooManyPixels' }
  return { type, ...size }
}
