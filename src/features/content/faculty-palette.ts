/**
 * The faculties' identity colours (ADR 092): a palette a chief editor or the faculty's editor
 * picks from, never a free colour. Each carries white text at 4.5:1 or better (WCAG 1.4.3; tiles
 * and the campus map put white on it: `faculty-palette.test.ts` computes it), and each has its
 * class in `src/client/styles/university.css`, `.identity--<key> { --faculty-color: <hex>; }`:
 * the Content-Security-Policy allows no inline style, so the page names the colour by class.
 */
import type { Lang } from '../../i18n/index.js'

export interface PaletteColour {
  key: string
  hex: string
  name: Record<Lang, string>
}

export const FACULTY_PALETTE: readonly PaletteColour[] = [
  { key: 'green', hex: '#2e7d32', name: { cs: 'zelená', en: 'green' } },
  { key: 'teal', hex: '#00695c', name: { cs: 'tyrkysová', en: 'teal' } },
  { key: 'blue', hex: '#1565c0', name: { cs: 'modrá', en: 'blue' } },
  { key: 'indigo', hex: '#3949ab', name: { cs: 'indigová', en: 'indigo' } },
  { key: 'purple', hex: '#8e24aa', name: { cs: 'fialová', en: 'purple' } },
  { key: 'magenta', hex: '#ad1457', name: { cs: 'purpurová', en: 'magenta' } },
  { key: 'red', hex: '#c62828', name: { cs: 'červená', en: 'red' } },
  { key: 'orange', hex: '#b34700', name: { cs: 'oranžová', en: 'orange' } },
  { key: 'brown', hex: '#6d4c41', name: { cs: 'hnědá', en: 'brown' } },
  { key: 'slate', hex: '#455a64', name: { cs: 'břidlicová', en: 'slate' } },
]

export const PALETTE_HEXES = FACULTY_PALETTE.map((c) => c.hex) as [string, ...string[]]

/** The palette's colour of a stored hex, if it is one. */
export const paletteColour = (hex: string): PaletteColour | undefined => FACULTY_PALETTE.find((c) => c.hex === hex.toLowerCase())

/** The classes that give an element its faculty's identity: the faculty's own and its colour's. */
export function identityClass(f: { code: string; color: string }): string {
  const colour = paletteColour(f.color)
  return `faculty--${f.code.toLowerCase()}${colour ? ` identity--${colour.key}` : ''}`
}

/** The WCAG contrast ratio of white text on `hex`. */
export function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2)
  return 1.05 / (luminance + 0.05)
}
