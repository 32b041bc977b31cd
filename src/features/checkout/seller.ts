/**
 * The seller on confirmations, e-mails and invoices (zákon 235/2004 Sb. §29: name, address, IČO,
 * DIČ) and the account for bank transfers; from the university's facts (src/db/seed/facts.ts).
 */
import { UNIVERSITY } from '../../db/seed/facts.js'

export const SELLER = {
  name: 'Univerzita Quercus Fontana',
  street: UNIVERSITY.address.street,
  postalCode: UNIVERSITY.address.postalCode,
  city: UNIVERSITY.address.city,
  ico: UNIVERSITY.ico,
  dic: `CZ${UNIVERSITY.ico}`,
  email: 'eshop@qfu.example.cz',
  phone: UNIVERSITY.phone,
  /** The shop's account: Czech form and IBAN (the IBAN's check digits are correct). */
  account: '19-2000145399/0800',
  iban: 'CZ6508000000192000145399',
  /** The account's bank and its ISO 9362 code (ISDOC's bank account, ADR 084). */
  bank: 'Česká spořitelna, a.s.',
  bic: 'GIBACZPX',
} as const

export const sellerLines = () => [SELLER.name, `${SELLER.street}, ${SELLER.postalCode} ${SELLER.city}`, `IČO ${SELLER.ico}, DIČ ${SELLER.dic}`]

/**
 * The Czech QR payment string (SPAYD 1.0, Czech Banking Association): account, amount, currency,
 * variable symbol, message. The message is kept to plain ASCII letters (banks differ on others).
 */
export function spayd(amountMinor: number, orderNumber: string): string {
  const amount = (amountMinor / 100).toFixed(2)
  return `SPD*1.0*ACC:${SELLER.iban}*AM:${amount}*CC:CZK*X-VS:${orderNumber}*MSG:OBJEDNAVKA ${orderNumber}`
}
