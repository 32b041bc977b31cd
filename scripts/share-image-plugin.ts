/**
 * Vite plugin: draws the site's default sharing image (Open Graph, Twitter cards) at build
 * time, 1200×630 as the social networks recommend: the oak-leaf logo and the university's name
 * in both languages on its green. The text is drawn as glyph outlines from DejaVu Sans
 * (`dejavu-fonts-ttf`, already used for the seeded PDFs), so the image is the same on every
 * machine, whatever fonts it has.
 *
 * Emits `img/share-{version}.png` (cached for ever) and `share-image.json` = `{ file, width,
 * height }`, which the server reads (src/server/assets.ts).
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import fontkit from '@pdf-lib/fontkit'
import sharp from 'sharp'
import type { Plugin } from 'vite'
import { common } from '../src/i18n/common.js'

export const SHARE_IMAGE = { width: 1200, height: 630 }

const require = createRequire(import.meta.url)
const font = (name: string) => fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`)))

/** One line of text as an SVG path, its baseline's left end at (x, y), `size` px high. */
function textPath(face: ReturnType<typeof font>, text: string, x: number, y: number, size: number, fill: string): string {
  const scale = size / face.unitsPerEm
  let pen = 0
  const paths: string[] = []
  for (const glyph of face.layout(text).glyphs) {
    // Font units grow upwards; SVG's y grows downwards.
    paths.push(`<path transform="translate(${(x + pen * scale).toFixed(2)} ${y}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${glyph.path.toSVG()}"/>`)
    pen += glyph.advanceWidth
  }
  return `<g fill="${fill}">${paths.join('')}</g>`
}

/** The image as SVG: the logo's paths from src/ui/icons/logo.svg, the names below. */
export function shareImageSvg(logoSvg: string): string {
  const bold = font('DejaVuSans-Bold.ttf')
  const regular = font('DejaVuSans.ttf')
  const logoBody = /<svg\b[^>]*>([\s\S]*)<\/svg>/.exec(logoSvg.replace(/<!--[\s\S]*?-->/g, ''))?.[1] ?? ''
  const { width, height } = SHARE_IMAGE
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="#1d5a3a"/>
<rect y="${height - 24}" width="${width}" height="24" fill="#133d27"/>
<g transform="translate(80 90) scale(5.5)" fill="#ffffff">${logoBody}</g>
${textPath(bold, common.siteName.cs, 80, 420, 64, '#ffffff')}
${textPath(regular, common.siteName.en, 80, 490, 40, '#e4efe8')}
${textPath(regular, common.siteTagline.en, 80, 560, 30, '#e4efe8')}
</svg>`
}

export function shareImagePlugin({ logo }: { logo: string }): Plugin {
  return {
    name: 'qf:share-image',
    apply: 'build',
    async generateBundle() {
      const png = await sharp(Buffer.from(shareImageSvg(readFileSync(logo, 'utf8')))).png({ compressionLevel: 9 }).toBuffer()
      const version = createHash('sha256').update(png).digest('hex').slice(0, 10)
      const file = `img/share-${version}.png`
      this.emitFile({ type: 'asset', fileName: file, source: png })
      this.emitFile({ type: 'asset', fileName: 'share-image.json', source: `${JSON.stringify({ file, ...SHARE_IMAGE })}\n` })
    },
  }
}
