/**
 * The Content-Security-Policy sources tags need, by consent (ADR 047): a page's policy follows the
 * visitor's stored decision, so the tag manager's containers, once consented to, can load their
 * tags and send their hits; without consent the policy names none of those hosts.
 * The tag manager's host (GTM_HOST) comes with either consent; the rest is configuration
 * (csp-sources.ts).
 */
import { CONSENT_COOKIE, tagGrants, type TagGrants } from '../../shared/consent.js'
import type { ConsentSettings } from './consent-config.js'
import type { Sources } from './csp-sources.js'
import { PROOF_COOKIE, stateOf } from './consent.service.js'

/** Merges sources, each once, in the order first given. */
export function mergeSources(...all: Sources[]): Sources {
  const out: Record<string, string[]> = {}
  for (const sources of all) for (const [directive, list] of Object.entries(sources)) out[directive] = [...new Set([...(out[directive] ?? []), ...list])]
  return out
}

/** The sources a page's policy adds for these grants (none without consent). */
export function tagSources(grants: TagGrants, settings: Pick<ConsentSettings, 'gtm' | 'csp'>): Sources {
  if (!grants.analytics && !grants.marketing) return {}
  // The tag manager itself: its container loads by nonce; what it loads and sends next comes from its host.
  const manager = { 'script-src': [settings.gtm.host], 'img-src': [settings.gtm.host], 'connect-src': [settings.gtm.host] }
  return mergeSources(manager, grants.analytics ? settings.csp.analytics : {}, grants.marketing ? settings.csp.marketing : {})
}

/** The value of cookie `name` in a Cookie header, if it is there. */
function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return undefined
}

/**
 * What the visitor's stored decision grants, read from the request's cookies as the page's own
 * script reads them: a decision made under an older policy revision grants nothing.
 */
export function grantsOfRequest(cookieHeader: string | undefined, settings: ConsentSettings): TagGrants {
  if (!cookieHeader?.includes(CONSENT_COOKIE)) return { analytics: false, marketing: false }
  const state = stateOf({ accepted: cookieValue(cookieHeader, CONSENT_COOKIE), proof: cookieValue(cookieHeader, PROOF_COOKIE) }, settings)
  return tagGrants(state.outdated ? [] : state.levels)
}

type Variant = 'none' | 'analytics' | 'marketing' | 'both'
const variantOf = ({ analytics, marketing }: TagGrants): Variant => (analytics ? (marketing ? 'both' : 'analytics') : marketing ? 'marketing' : 'none')

/** The policy's four variants and how a request picks one: what `securityHeaders` writes once each. */
export function consentPolicyVariants(settings: ConsentSettings) {
  const grant = (analytics: boolean, marketing: boolean) => tagSources({ analytics, marketing }, settings)
  return {
    variants: { none: grant(false, false), analytics: grant(true, false), marketing: grant(false, true), both: grant(true, true) } satisfies Record<Variant, Sources>,
    variantOf: (cookieHeader: string | undefined) => variantOf(grantsOfRequest(cookieHeader, settings)),
  }
}
