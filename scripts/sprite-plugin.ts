/**
 * Vite plugin: builds the icon sprite from src/ui/icons/*.svg (spec 000 §2, §7).
 *
 * Emits `img/svg/svg-sprite-{version}.svg` (version = short content hash, cached for ever),
 * `img/svg/svg-sprite.svg` (preview mode, no version) and `sprite.json` = `{ "version" }`,
 * which the server reads (src/server/assets.ts) to put the version on <html>.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/** Root attributes carried onto the <symbol>; width, height and xmlns are dropped. */
const KEPT_ATTRIBUTES = new Set([
  'viewBox',
  'fill',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
])

const ICON_NAME = /^[a-z0-9-]+$/

export interface Icon {
  name: string
  file: string
}

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const m of source.matchAll(/([\w:-]+)="([^"]*)"/g)) found.set(m[1]!, m[2]!)
  return found
}

/** One icon file as a <symbol id="icon-NAME">, or an error naming the file and the fault. */
export function toSymbol({ name, file }: Icon, svg: string): string {
  const fail = (why: string) => new Error(`Icon ${file}: ${why}`)
  if (!ICON_NAME.test(name)) throw fail('file names must be lower-case letters, digits and dashes')
  const match = /<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg.replace(/<!--[\s\S]*?-->/g, '').replace(/<\?xml[^>]*\?>/, '').trim())
  if (!match) throw fail('not an <svg> document')
  const [, rootAttributes = '', body = ''] = match
  // The page's CSP allows neither inline styles nor scripts, and ids would clash across icons.
  if (/<script|\son\w+=|\sstyle=|<style/i.test(body)) throw fail('scripts, event handlers and inline styles are not allowed')
  if (/\sid=/.test(body)) throw fail('ids inside icons are not allowed')
  const kept = [...attributes(rootAttributes)].filter(([key]) => KEPT_ATTRIBUTES.has(key))
  if (!kept.some(([key]) => key === 'viewBox')) throw fail('the root <svg> needs a viewBox')
  const attrs = kept.map(([key, value]) => ` ${key}="${value}"`).join('')
  const inner = body.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim()
  return `<symbol id="icon-${name}"${attrs}>${inner}</symbol>`
}

export function buildSprite(icons: Icon[], read: (file: string) => string): string {
  const symbols = icons.map((icon) => toSymbol(icon, read(icon.file)))
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
}

export const spriteVersion = (sprite: string) => createHash('sha256').update(sprite).digest('hex').slice(0, 10)

export function spritePlugin({ iconDir }: { iconDir: string }): Plugin {
  const listIcons = (): Icon[] =>
    readdirSync(iconDir)
      .filter((f) => f.endsWith('.svg'))
      .sort()
      .map((f) => ({ name: f.slice(0, -'.svg'.length), file: path.join(iconDir, f) }))

  return {
    name: 'qf:svg-sprite',
    apply: 'build',
    buildStart() {
      // `vite build --watch` rebuilds when an icon changes.
      this.addWatchFile(iconDir)
      for (const icon of listIcons()) this.addWatchFile(icon.file)
    },
    generateBundle() {
      const sprite = buildSprite(listIcons(), (file) => readFileSync(file, 'utf8'))
      const version = spriteVersion(sprite)
      this.emitFile({ type: 'asset', fileName: `img/svg/svg-sprite-${version}.svg`, source: sprite })
      this.emitFile({ type: 'asset', fileName: 'img/svg/svg-sprite.svg', source: sprite })
      this.emitFile({ type: 'asset', fileName: 'sprite.json', source: `${JSON.stringify({ version })}\n` })
    },
  }
}
