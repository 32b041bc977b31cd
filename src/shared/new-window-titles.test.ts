import { describe, expect, it } from 'vitest'
import { newWindowTitle, newWindowTitles } from './new-window-titles.js'

describe('newWindowTitle: the hint of a link opening in a new window, by lang', () => {
  it('has at least 25 languages, each with its own text', () => {
    const langs = Object.keys(newWindowTitles)
    expect(langs.length).toBeGreaterThanOrEqual(25)
    for (const required of ['cs', 'en', 'de', 'fr', 'es', 'it', 'pl', 'sk', 'hu', 'uk', 'ru', 'pt', 'nl', 'sv', 'da', 'fi', 'no', 'el', 'ro', 'bg', 'hr', 'sl', 'lt', 'lv', 'et', 'ja', 'zh']) {
      expect(langs).toContain(required)
    }
    expect(new Set(Object.values(newWindowTitles)).size).toBe(langs.length)
  })

  it('reads the primary subtag, in any case, with - or _', () => {
    expect(newWindowTitle('cs')).toBe('Otevře se v novém okně')
    expect(newWindowTitle('de-AT')).toBe('Öffnet sich in einem neuen Fenster')
    expect(newWindowTitle('ZH_hant')).toBe('在新窗口中打开')
    expect(newWindowTitle(' sk ')).toBe('Otvorí sa v novom okne')
    expect(newWindowTitle('nb')).toBe(newWindowTitle('no'))
    expect(newWindowTitle('nn-NO')).toBe('Åpnes i et nytt vindu')
  })

  it('falls back to English for unknown, empty, missing and prototype names', () => {
    for (const lang of ['tlh', '', null, undefined, '__proto__', 'constructor', 'toString', '<script>']) {
      expect(newWindowTitle(lang)).toBe('Opens in a new window')
    }
  })
})
