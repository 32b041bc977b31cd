import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { projectPath } from '../../server/paths.js'
import { FACULTIES } from '../../db/seed/faculties.js'
import { contrastWithWhite, FACULTY_PALETTE, identityClass, paletteColour } from './faculty-palette.js'

describe('the faculties’ identity palette', () => {
  it('carries white text at 4.5:1 or better in every colour', () => {
    for (const c of FACULTY_PALETTE) expect(contrastWithWhite(c.hex), c.key).toBeGreaterThanOrEqual(4.5)
    // The check itself: white on a light grey fails, on black it is 21:1.
    expect(contrastWithWhite('#999999')).toBeLessThan(4.5)
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5)
  })

  it('has a class per colour in the stylesheet, and holds every seeded faculty’s colour', () => {
    const css = readFileSync(projectPath('src/client/styles/university.css'), 'utf8')
    for (const c of FACULTY_PALETTE) expect(css).toContain(`.identity--${c.key} { --faculty-color: ${c.hex}; }`)
    expect(new Set(FACULTY_PALETTE.map((c) => c.key)).size).toBe(FACULTY_PALETTE.length)
    for (const f of FACULTIES) expect(paletteColour(f.color), f.key).toBeDefined()
  })

  it('names the faculty and its colour by class, and a colour off the palette by none', () => {
    expect(identityClass({ code: 'FPV', color: '#2E7D32' })).toBe('faculty--fpv identity--green')
    expect(identityClass({ code: 'FF', color: '#123456' })).toBe('faculty--ff')
  })
})
