/**
 * Cookie consent in the entry: only the check that the page holds the banner; everything else
 * is the consent chunk (src/client/consent/, ADR 024), loaded at once since Consent Mode's update
 * must follow the default early. Without the chunk the banner stays a plain form.
 */
import { load } from './chunk.js'

export function init(): void {
  if (!document.getElementById('cookies-policy-pane')) return
  load(() => import('./consent/index.js')).then(
    (chunk) => chunk.start(),
    () => undefined,
  )
}
