/**
 * Pictures of the university side, drawn as SVG from simple shapes in the faculties' identity
 * colours and encoded with sharp to WebP and AVIF in every width a srcset offers. No text is
 * drawn (no dependence on the machine's fonts) and no person is depicted: portraits are neutral
 * silhouettes. The same inputs give the same bytes on every run.
 */
import sharp from 'sharp'
import { FACULTIES } from './faculties.js'
import { pool } from './images.js'
import { rngFor, type Rng } from './random.js'
import { bi, type Bi } from './text.js'

export const MEDIA_FORMATS = ['avif', 'webp'] as const
export type MediaFormat = (typeof MEDIA_FORMATS)[number]

export interface MediaSpec {
  key: string
  width: number
  height: number
  widths: number[]
  alt: Bi
  svg: (width: number, height: number) => string
}

export interface RenderedMedia extends Omit<MediaSpec, 'svg'> {
  variants: Array<{ format: MediaFormat; width: number; content: Buffer }>
}

/** News thumbnails per group (the university and each faculty). */
export const NEWS_THUMBS = 6
const UNI_COLOUR = '#6d1f2f'
const groups = [{ key: 'uni', colour: UNI_COLOUR }, ...FACULTIES.map((f) => ({ key: f.key, colour: f.color }))]

/** `hex` moved towards white (t > 0) or black (t < 0). */
function shade(hex: string, t: number): string {
  const target = t > 0 ? 255 : 0
  const k = Math.abs(t)
  const channel = (i: number) => Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - k) + target * k)
  return `#${[1, 3, 5].map((i) => channel(i).toString(16).padStart(2, '0')).join('')}`
}

const svgOf = (w: number, h: number, vw: number, vh: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vw} ${vh}">${body}</svg>`

function building(x: number, width: number, height: number, colour: string, rng: Rng): string {
  const top = 470 - height
  const windows: string[] = []
  for (let y = top + 30; y < 440; y += 46) {
    for (let wx = x + 18; wx < x + width - 30; wx += 38) {
      windows.push(`<rect x="${wx}" y="${y}" width="20" height="26" fill="#fff" fill-opacity="${rng.chance(0.3) ? 0.85 : 0.45}"/>`)
    }
  }
  return `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${colour}"/>${windows.join('')}`
}

const tree = (x: number, r: number, colour: string) =>
  `<rect x="${x - 6}" y="${470 - r}" width="12" height="${r}" fill="#4e342e"/><circle cx="${x}" cy="${470 - r - r * 0.6}" r="${r * 0.8}" fill="${colour}"/>`

/** A campus view: sky, buildings, trees and a lawn in shades of `colour`. */
function heroSvg(colour: string, seed: string) {
  return (w: number, h: number) => {
    const rng = rngFor('media', seed)
    const parts = [`<rect width="1600" height="600" fill="${shade(colour, 0.82)}"/>`]
    parts.push(`<circle cx="${rng.int(1150, 1450)}" cy="${rng.int(90, 160)}" r="70" fill="#fff" fill-opacity="0.7"/>`)
    parts.push(`<path d="M0 380 Q400 ${rng.int(260, 320)} 800 360 T1600 ${rng.int(300, 360)} V600 H0Z" fill="${shade(colour, 0.55)}"/>`)
    for (let x = 60; x < 1560; ) {
      const width = rng.int(160, 300)
      if (rng.chance(0.75)) parts.push(building(x, width, rng.int(180, 320), shade(colour, rng.int(-30, 10) / 100), rng))
      else parts.push(tree(x + width / 2, rng.int(60, 110), shade(colour, -0.35)))
      x += width + rng.int(20, 70)
    }
    parts.push(`<rect y="470" width="1600" height="130" fill="${shade(colour, 0.35)}"/>`)
    for (let i = 0; i < 7; i++) parts.push(tree(rng.int(20, 1580), rng.int(40, 70), shade(colour, -0.2)))
    return svgOf(w, h, 1600, 600, parts.join(''))
  }
}

/** An abstract tile for a news item: overlapping shapes in the group's colour. */
function thumbSvg(colour: string, seed: string) {
  return (w: number, h: number) => {
    const rng = rngFor('media', seed)
    const parts = [`<rect width="640" height="360" fill="${shade(colour, 0.85)}"/>`]
    for (let i = 0, n = rng.int(4, 7); i < n; i++) {
      const fill = shade(colour, rng.int(-30, 60) / 100)
      parts.push(
        rng.chance(0.5)
          ? `<circle cx="${rng.int(0, 640)}" cy="${rng.int(0, 360)}" r="${rng.int(40, 170)}" fill="${fill}" fill-opacity="0.8"/>`
          : `<rect x="${rng.int(0, 560)}" y="${rng.int(0, 300)}" width="${rng.int(80, 260)}" height="${rng.int(60, 200)}" rx="12" fill="${fill}" fill-opacity="0.8" transform="rotate(${rng.int(-20, 20)} 320 180)"/>`,
      )
    }
    return svgOf(w, h, 640, 360, parts.join(''))
  }
}

/** A neutral head-and-shoulders silhouette on the group's colour: a portrait of nobody. */
const portraitSvg = (colour: string) => (w: number, h: number) =>
  svgOf(w, h, 192, 192, `<rect width="192" height="192" fill="${shade(colour, 0.2)}"/>
    <circle cx="96" cy="76" r="36" fill="#fff" fill-opacity="0.88"/>
    <path d="M28 192 C28 140 60 122 96 122 C132 122 164 140 164 192 Z" fill="#fff" fill-opacity="0.88"/>`)

export function mediaSpecs(): MediaSpec[] {
  const hero = { width: 1600, height: 600, widths: [640, 1024, 1600] }
  const specs: MediaSpec[] = [
    {
      key: 'hero/uni',
      ...hero,
      alt: bi('Ilustrace: kampus univerzity s budovami a stromy', 'Illustration: the university campus with buildings and trees'),
      svg: heroSvg(UNI_COLOUR, 'hero/uni'),
    },
  ]
  for (const f of FACULTIES) {
    specs.push({
      key: `hero/${f.key}`,
      ...hero,
      alt: bi(`Ilustrace: budovy ${f.names.orgGen.cs}`, `Illustration: the buildings of ${f.names.orgGen.en}`),
      svg: heroSvg(f.color, `hero/${f.key}`),
    })
  }
  for (const g of groups) {
    for (let n = 0; n < NEWS_THUMBS; n++) {
      specs.push({
        key: `news/${g.key}/${n}`,
        width: 640,
        height: 360,
        widths: [320, 640],
        alt: bi('Ilustrační obrázek', 'Illustration'),
        svg: thumbSvg(g.colour, `news/${g.key}/${n}`),
      })
    }
    specs.push({
      key: `portrait/${g.key}`,
      width: 192,
      height: 192,
      widths: [96, 192],
      alt: bi('Neutrální avatar', 'Neutral avatar'),
      svg: portraitSvg(g.colour),
    })
  }
  return specs
}

// effort 0 for both: flat shapes compress well anyway, and seeding stays quick (ADR 018).
const encode = (svg: string, format: MediaFormat) => {
  const image = sharp(Buffer.from(svg)).removeAlpha()
  return (format === 'avif' ? image.avif({ quality: 55, effort: 0 }) : image.webp({ quality: 80, effort: 0 })).toBuffer()
}

/** Every variant of every picture, on sharp's threads. */
export async function renderMedia(specs: MediaSpec[]): Promise<RenderedMedia[]> {
  const tasks = specs.flatMap((spec) =>
    spec.widths.flatMap((width) =>
      MEDIA_FORMATS.map((format) => async () => {
        const height = Math.round((width * spec.height) / spec.width)
        return { key: spec.key, format, width, content: await encode(spec.svg(width, height), format) }
      }),
    ),
  )
  const done = await pool(tasks, 4)
  return specs.map(({ svg: _svg, ...spec }) => ({
    ...spec,
    variants: done.filter((v) => v.key === spec.key).map(({ format, width, content }) => ({ format, width, content })),
  }))
}
