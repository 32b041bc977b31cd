/**
 * Numbers as people read them (spec 001 §9): thousands grouped, a decimal comma in Czech. One
 * formatter for the server's pages and the browser runtime. Written out rather than through
 * `Intl.NumberFormat`, so the bytes do not depend on the ICU build of Node or of the browser:
 * Czech groups with a no-break space (U+00A0, as CLDR's `cs` does), English with a comma.
 */
export type NumberLang = 'cs' | 'en'

const symbols: Record<NumberLang, { group: string; decimal: string }> = {
  cs: { group: '\u00a0', decimal: ',' },
  en: { group: ',', decimal: '.' },
}

/**
 * `n` with grouped thousands; `fraction` fixes the number of decimals, otherwise up to 3 are
 * shown without trailing zeros. A negative sign is a hyphen-minus; not-finite numbers stay as
 * JavaScript writes them.
 */
export function formatNumber(lang: NumberLang, n: number, fraction?: number): string {
  if (!Number.isFinite(n)) return String(n)
  const { group, decimal } = symbols[lang]
  const [whole = '0', part = ''] = Math.abs(n).toFixed(fraction ?? 3).split('.')
  const decimals = fraction === undefined ? part.replace(/0+$/, '') : part
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)
  const text = decimals ? `${grouped}${decimal}${decimals}` : grouped
  return n < 0 && /[1-9]/.test(text) ? `-${text}` : text
}

/**
 * A price given in haléře (1/100 CZK), VAT included: whole crowns without decimals, else two.
 * Czech `1 234 Kč`, English `CZK 1,234`.
 */
export function formatPrice(lang: NumberLang, minor: number): string {
  const amount = formatNumber(lang, minor / 100, minor % 100 === 0 ? 0 : 2)
  return lang === 'cs' ? `${amount}\u00a0Kč` : `CZK\u00a0${amount}`
}
