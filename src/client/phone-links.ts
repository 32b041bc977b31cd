/**
 * Phone numbers (spec 000 §9, spec 001 §9): on a mobile phone the text of `span.phone-number`
 * becomes a `tel:` link, elsewhere it stays text (a desktop has nothing to dial with). A phone
 * is a browser whose user agent says `Mobi` (what phone browsers send, and what MDN advises to
 * look for). Nothing else counts: a touch screen under 768 px is a tablet in portrait as often as
 * a phone (an iPad mini is 744 px wide and sends a desktop user agent).
 */
import * as enhance from './enhance.js'

export const isPhone = (userAgent: string = navigator.userAgent) => /Mobi/i.test(userAgent)

/**
 * The `tel:` address of a written number: its digits, with a leading `+` kept (also inside a
 * leading parenthesis, `(+420) 493…`: without it the number dials as a national one); null when it
 * has too few digits to dial.
 */
export function telOf(text: string): string | null {
  const digits = text.replace(/\D/g, '')
  if (digits.length < 3 || digits.length > 20) return null
  return `tel:${/^\s*\(?\s*\+/.test(text) ? '+' : ''}${digits}`
}

export function link(root: ParentNode): void {
  for (const span of root.querySelectorAll<HTMLElement>('span.phone-number')) {
    const tel = telOf(span.textContent ?? '')
    if (!tel || span.closest('a')) continue
    const a = document.createElement('a')
    a.href = tel
    span.replaceWith(a)
    a.append(span)
  }
}

export function init(): void {
  if (isPhone()) enhance.each(link)
}
