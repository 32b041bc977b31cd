import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { formatNumber, formatPrice, translate, type Messages } from './index.js'

describe('translate', () => {
  const m = { hello: { cs: 'Ahoj ${name}, ${missing}', en: 'Hello ${name}' } }
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate(m, 'cs', 'hello', { name: 'Jano' })).toBe('Ahoj Jano, ${missing}')
    expect(translate(m, 'en', 'hello', { name: 'Jane' })).toBe('Hello Jane')
  })
})

describe('number formats (spec 001 §9)', () => {
  it('groups thousands and uses a decimal comma in Czech', () => {
    expect(formatNumber('cs', 12345.5).replace(/\s/g, ' ')).toBe('12 345,5')
    expect(formatNumber('en', 12345.5)).toBe('12,345.5')
  })
  it('formats haléře as CZK', () => {
    expect(formatPrice('cs', 14_900).replace(/\s/g, ' ')).toBe('149 Kč')
    expect(formatPrice('en', 14_950).replace(/\s/g, ' ')).toBe('CZK 149.50')
  })
})

describe('message catalogues', () => {
  const dir = fileURLToPath(new URL('.', import.meta.url))
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts')

  it.each(files)('%s has a Czech and an English text for every key', async (file) => {
    const mod = (await import(`./${file.replace(/\.ts$/, '.js')}`)) as Record<string, Messages<string>>
    for (const catalogue of Object.values(mod)) {
      for (const [key, texts] of Object.entries(catalogue)) {
        expect(texts.cs.trim(), `${file} ${key} cs`).not.toBe('')
        expect(texts.en.trim(), `${file} ${key} en`).not.toBe('')
      }
    }
  })
})
