/**
 * The select's messages (spec 001 §5, §8: Select2's English texts, its Czech ones on cs pages),
 * from the page's client message table (src/i18n/client.ts, keys `select.*`). Counted messages
 * take the plural form of the page's language (`.one`, `.few`, `.other`), as Select2's
 * translations do: "Please delete 1 character", "Please delete 2 characters".
 */
import { text, type MessageTable } from '../messages.js'

export type SelectMessage = 'errorLoading' | 'inputTooLong' | 'inputTooShort' | 'loadingMore' | 'maximumSelected' | 'noResults' | 'searching'

const COUNTED = new Set<SelectMessage>(['inputTooLong', 'inputTooShort', 'maximumSelected'])

export function selectMessage(kind: SelectMessage, n = 0, lang = document.documentElement.lang || 'cs', from?: MessageTable): string {
  if (!COUNTED.has(kind)) return text(`select.${kind}`, {}, '', from)
  const form = new Intl.PluralRules(lang).select(n)
  const key = `select.${kind}.${form === 'one' || form === 'few' ? form : 'other'}`
  return text(key, { n }, '', from)
}
