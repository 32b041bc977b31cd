/**
 * The hidden fields of a checkout page's form, as a browser sends them back: the checkout's key
 * (`checkout`), the digest of the summary the page showed (`cart`) and the page's own id (`tab`;
 * ADR 045). Tests that place orders through the routes send them as the page gave them.
 */
import { unescape } from './html.js'

export function checkoutFormOf(html: string): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [input] of html.matchAll(/<input type="hidden"[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(input)?.[1]
    if (name) fields[name] = unescape(/value="([^"]*)"/.exec(input)?.[1] ?? '')
  }
  if (!fields.checkout) throw new Error('no checkout form on the page')
  return fields
}
