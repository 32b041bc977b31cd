/**
 * Product "photos": flat illustrations drawn as SVG from simple shapes and rendered to WebP
 * with sharp. No text is drawn, so nothing depends on which fonts the machine has, and the
 * same inputs give the same bytes on every run.
 */
import sharp from 'sharp'
import { PHOTO_BOXES } from '../../features/shop/catalogue.types.js'
import type { Colour, Shape } from './products-catalogue.js'
import type { Rng } from './random.js'
import { bi, type Bi } from './text.js'

export const FULL = PHOTO_BOXES.full
export const THUMB = PHOTO_BOXES.thumb

export interface ProductImage {
  width: number
  height: number
  content: Buffer
  thumbWidth: number
  thumbHeight: number
  thumbContent: Buffer
  alt: Bi
}

const VIEWS: Array<{ alt: Bi; book: Bi; transform: string }> = [
  { alt: bi('pohled zepředu', 'front view'), book: bi('přední obálka', 'front cover'), transform: '' },
  { alt: bi('pohled zezadu', 'back view'), book: bi('zadní obálka', 'back cover'), transform: 'translate(1200 0) scale(-1 1)' },
  { alt: bi('detail', 'close-up'), book: bi('detail obálky', 'cover detail'), transform: 'translate(-540 -405) scale(1.9)' },
  { alt: bi('pohled z boku', 'side view'), book: bi('pohled z boku', 'side view'), transform: 'rotate(-8 600 450) translate(90 40) scale(0.85)' },
]

const BACKGROUNDS = ['#eef3ef', '#f5efe3', '#e8edf4', '#f3ece8']
const ACCENTS = ['#2e7d32', '#c9961a', '#6d1f2f', '#1565c0', '#8e24aa', '#b34700']

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The product silhouette around the centre (600, 450) of a 1200×900 canvas. */
function silhouette(shape: Shape, fill: string, accent: string): string {
  const outline = `fill="${fill}" stroke="#1a1a1a" stroke-opacity="0.25" stroke-width="5"`
  switch (shape) {
    case 'shirt':
      return `<path ${outline} d="M420 220 L520 180 Q600 240 680 180 L780 220 L900 330 L830 410 L770 370 L770 720 L430 720 L430 370 L370 410 L300 330 Z"/>
        <ellipse cx="680" cy="320" rx="26" ry="40" transform="rotate(30 680 320)" fill="${accent}"/>`
    case 'hoodie':
    case 'zip-hoodie':
      return hoodie(outline, accent, shape === 'zip-hoodie')
    case 'cap':
      return `<path ${outline} d="M390 540 A210 210 0 0 1 810 540 Z"/>
        <ellipse ${outline} cx="720" cy="548" rx="250" ry="42"/>
        <circle cx="600" cy="330" r="16" fill="${accent}"/><ellipse cx="600" cy="450" rx="34" ry="52" fill="${accent}"/>`
    case 'mug':
      return `<circle cx="765" cy="490" r="95" fill="none" stroke="${fill}" stroke-width="42"/>
        <rect ${outline} x="430" y="290" width="330" height="400" rx="34"/>
        <ellipse cx="595" cy="292" rx="165" ry="26" fill="#000" fill-opacity="0.18"/>
        <circle cx="595" cy="490" r="58" fill="${accent}"/>`
    case 'bag':
      return `<path d="M500 400 C500 250 700 250 700 400" fill="none" stroke="${fill}" stroke-width="26"/>
        <rect ${outline} x="400" y="390" width="400" height="380" rx="18"/>
        <rect x="540" y="520" width="120" height="120" rx="60" fill="${accent}"/>`
    case 'pen':
      return `<g transform="rotate(-30 600 450)">
        <rect ${outline} x="300" y="420" width="520" height="60" rx="30"/>
        <path d="M820 425 L930 450 L820 475 Z" fill="#555"/><rect x="360" y="410" width="150" height="14" rx="7" fill="${accent}"/></g>`
    case 'book':
      return `<rect ${outline} x="430" y="200" width="340" height="500" rx="10"/>
        <rect x="430" y="200" width="46" height="500" fill="#000" fill-opacity="0.22"/>
        <rect x="520" y="300" width="200" height="90" fill="${accent}"/><rect x="520" y="420" width="200" height="14" fill="#fff" fill-opacity="0.6"/>`
    case 'journal':
      return `<rect ${outline} x="450" y="190" width="320" height="520" rx="4"/>
        <rect x="450" y="260" width="320" height="70" fill="${accent}"/>
        <rect x="490" y="380" width="240" height="12" fill="#fff" fill-opacity="0.6"/><rect x="490" y="410" width="180" height="12" fill="#fff" fill-opacity="0.6"/>`
    case 'gift':
      return `<rect ${outline} x="420" y="340" width="360" height="340" rx="8"/>
        <rect x="575" y="340" width="50" height="340" fill="${accent}"/><rect x="420" y="480" width="360" height="50" fill="${accent}"/>
        <ellipse cx="560" cy="320" rx="60" ry="34" fill="${accent}"/><ellipse cx="640" cy="320" rx="60" ry="34" fill="${accent}"/>`
  }
}

/**
 * A sweatshirt: long sleeves to ribbed cuffs, a hood behind the neck with drawstrings, a
 * kangaroo pocket and a waistband; the zip-up one has a zip down the front instead of a logo.
 */
function hoodie(outline: string, accent: string, zip: boolean): string {
  const shade = 'fill="#000" fill-opacity="0.16"'
  const front = zip
    ? `<line x1="600" y1="250" x2="600" y2="730" stroke="#d8d8d8" stroke-width="6"/>
       <path d="M480 560 L590 560 L590 680 L455 680 Z" ${shade}/><path d="M610 560 L720 560 L745 680 L610 680 Z" ${shade}/>`
    : `<circle cx="600" cy="420" r="38" fill="${accent}"/><path d="M495 560 L705 560 L735 680 L465 680 Z" ${shade}/>`
  return `<path ${outline} d="M515 205 Q520 118 600 112 Q680 118 685 205 Q640 255 600 255 Q560 255 515 205 Z"/>
    <path ${outline} d="M440 225 L530 195 Q600 250 670 195 L760 225 L880 560 L808 588 L748 390 L760 730 L440 730 L452 390 L392 588 L320 560 Z"/>
    <path d="M548 205 Q600 150 652 205 Q600 238 548 205 Z" ${shade}/>
    <rect x="440" y="700" width="320" height="30" ${shade}/>
    ${['M320 560 L392 588 L382 612 L310 584 Z', 'M880 560 L808 588 L818 612 L890 584 Z'].map((d) => `<path ${outline} d="${d}"/><path d="${d}" ${shade}/>`).join('')}
    ${zip ? '' : '<line x1="584" y1="250" x2="578" y2="340" stroke="#f1f1f1" stroke-width="6"/><line x1="616" y1="250" x2="622" y2="340" stroke="#f1f1f1" stroke-width="6"/>'}
    ${front}`
}

/** SVG source of one view; `rng` scatters the decorative background circles and leaves. */
export function productSvg(shape: Shape, colour: Colour, view: number, rng: Rng, size: { width: number; height: number } = FULL): string {
  const background = luminance(colour.hex) > 0.75 ? '#9fb7a8' : BACKGROUNDS[view % BACKGROUNDS.length]!
  // The logo colour follows the product colour, so every view shows the same product.
  const accents = ACCENTS.filter((a) => a !== colour.hex)
  const accent = accents[parseInt(colour.hex.slice(1), 16) % accents.length]!
  const decor: string[] = []
  for (let i = 0, n = rng.int(5, 9); i < n; i++) {
    const x = rng.int(0, 1200)
    const y = rng.int(0, 900)
    const r = rng.int(30, 160)
    const fill = rng.pick(ACCENTS)
    decor.push(
      rng.chance(0.5)
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" fill-opacity="0.12"/>`
        : `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${Math.round(r / 2.4)}" transform="rotate(${rng.int(0, 179)} ${x} ${y})" fill="${fill}" fill-opacity="0.14"/>`,
    )
  }
  const v = VIEWS[view % VIEWS.length]!
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 1200 900">
    <rect width="1200" height="900" fill="${background}"/>${decor.join('')}
    <ellipse cx="600" cy="780" rx="300" ry="26" fill="#000" fill-opacity="0.10"/>
    <g transform="${v.transform}">${silhouette(shape, colour.hex, accent)}</g></svg>`
}

export function viewAlt(shape: Shape, view: number): Bi {
  const v = VIEWS[view % VIEWS.length]!
  return shape === 'book' || shape === 'journal' ? v.book : v.alt
}

// effort 0: a third less CPU than the default for flat shapes, at ~17 kB instead of ~11 kB.
const toWebp = (svg: string) => sharp(Buffer.from(svg)).removeAlpha().webp({ quality: 80, effort: 0 }).toBuffer()

/**
 * Renders the full image and the thumbnail, each straight from the SVG (rasterising small
 * is cheaper and sharper than shrinking the large raster).
 */
export async function renderProductImage(
  shape: Shape,
  colour: Colour,
  view: number,
  seed: () => Rng,
  productName: Bi,
): Promise<ProductImage> {
  // The same seed for both sizes, so the thumbnail shows exactly the full image.
  const [content, thumbContent] = await Promise.all([
    toWebp(productSvg(shape, colour, view, seed(), FULL)),
    toWebp(productSvg(shape, colour, view, seed(), THUMB)),
  ])
  const what = viewAlt(shape, view)
  return {
    ...FULL,
    content,
    thumbWidth: THUMB.width,
    thumbHeight: THUMB.height,
    thumbContent,
    alt: bi(
      `Ilustrační obrázek: ${productName.cs}, ${what.cs}`,
      `Illustration: ${productName.en}, ${what.en}`,
    ),
  }
}

/** Runs `tasks` with at most `limit` in flight; sharp works on libuv's four threads. */
export async function pool<T>(tasks: Array<() => Promise<T>>, limit = 4): Promise<T[]> {
  const results = new Array<T>(tasks.length)
  let next = 0
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++
      results[i] = await tasks[i]!()
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker))
  return results
}
