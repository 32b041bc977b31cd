import { describe, expect, it } from 'vitest'
import { contentDisposition } from './documents.service.js'

describe('PDF content disposition', () => {
  it('keeps an ASCII name as it is in both parameters', () => {
    expect(contentDisposition('annual-report-2024.pdf')).toBe(
      `inline; filename="annual-report-2024.pdf"; filename*=UTF-8''annual-report-2024.pdf`,
    )
  })

  it('folds diacritics for old clients and percent-encodes the exact UTF-8 name (RFC 5987)', () => {
    expect(contentDisposition('Výroční zpráva (2024).pdf')).toBe(
      `inline; filename="Vyrocni_zprava_2024_.pdf"; filename*=UTF-8''V%C3%BDro%C4%8Dn%C3%AD%20zpr%C3%A1va%20%282024%29.pdf`,
    )
  })

  it('cannot be broken out of by quotes, semicolons or line breaks in the stored name', () => {
    const value = contentDisposition('a";\r\nx-evil: 1; b\'c*.pdf')
    expect(value).not.toMatch(/[\r\n]/)
    expect(value).toBe(`inline; filename="a_x-evil_1_b_c_.pdf"; filename*=UTF-8''a%22%3B%0D%0Ax-evil%3A%201%3B%20b%27c%2A.pdf`)
  })
})
