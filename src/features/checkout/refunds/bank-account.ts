/**
 * A customer's bank account for a refund by transfer (ADR 082): a Czech account as people write
 * it, `prefix-number/bank` (the prefix optional), whose prefix and number pass the Czech National
 * Bank's modulo-11 check (Decree 169/2011), or an IBAN whose check digits hold (ISO 13616, mod 97).
 * Spaces are dropped, letters upper-cased, a prefix's and number's leading zeros kept as typed.
 */
const CZECH = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/
const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/

const PREFIX_WEIGHTS = [10, 5, 8, 4, 2, 1]
const NUMBER_WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]

/** Whether digits, right-aligned to the weights, sum to a multiple of 11. */
function mod11(digits: string, weights: number[]): boolean {
  const padded = digits.padStart(weights.length, '0')
  return [...padded].reduce((sum, d, i) => sum + Number(d) * weights[i]!, 0) % 11 === 0
}

function ibanValid(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4)
  const numeric = [...moved].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('')
  let rest = 0
  for (const d of numeric) rest = (rest * 10 + Number(d)) % 97
  return rest === 1
}

/** The account normalised, or null when it is neither a valid Czech account nor a valid IBAN. */
export function bankAccount(input: string): string | null {
  const value = input.replace(/\s+/g, '').toUpperCase()
  const czech = CZECH.exec(value)
  if (czech) {
    const [, prefix, number] = czech
    if (prefix && !mod11(prefix, PREFIX_WEIGHTS)) return null
    if (!mod11(number!, NUMBER_WEIGHTS) || /^0+$/.test(number!)) return null
    return value
  }
  return IBAN.test(value) && ibanValid(value) ? value : null
}
