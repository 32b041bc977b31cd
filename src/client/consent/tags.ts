/**
 * Consent Mode v2 updates and the two tag-manager containers (spec 001 §7, §8). The default
 * (every signal denied) is the document head's inline script; this module sends the update with
 * the seven signals and the `consent_update` event, then injects each container its levels allow.
 */
import { isContainerSet, messages, signalsOf, tagGrants } from '../../shared/consent.js'

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
  }
}

function gtag(...args: unknown[]): void {
  if (window.gtag) return window.gtag(...args)
  ;(window.dataLayer ??= []).push(args)
}

/** The consent update and the data-layer event after it. */
export function sendUpdate(levels: readonly number[]): void {
  gtag('consent', 'update', signalsOf(levels))
  ;(window.dataLayer ??= []).push({ event: 'consent_update' })
}

export interface Containers {
  analytics: string | undefined
  marketing: string | undefined
  host: string
}

const injected = new Set<string>()

function inject(id: string, host: string): void {
  if (injected.has(id)) return
  injected.add(id)
  ;(window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = `${host}/gtm.js?id=${encodeURIComponent(id)}`
  // The page's policy allows scripts by nonce (ADR 008): the container carries this page's, as an
  // attribute like Google's nonce-aware snippet sets it, so the tag manager passes it on to the
  // scripts it adds and nonce-aware custom tags can read it (ADR 047).
  script.setAttribute('nonce', document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '')
  document.head.append(script)
}

/** Injects the analytics container with analytics consent, the marketing one with advertising consent. */
export function injectContainers(levels: readonly number[], { analytics, marketing, host }: Containers): void {
  const grants = tagGrants(levels)
  if (grants.analytics) {
    if (isContainerSet(analytics)) inject(analytics, host)
    else console.error(messages.analyticsNotSet)
  }
  if (grants.marketing) {
    if (isContainerSet(marketing)) inject(marketing, host)
    else console.error(messages.marketingNotSet)
  }
}

/**
 * Whether the tags `levels` allow need hosts the page's policy, written for `pageLevels` before
 * the choice, does not name (ADR 047): then the page must load again under the new policy.
 */
export function needsNewPolicy(pageLevels: readonly number[], levels: readonly number[]): boolean {
  const page = tagGrants(pageLevels)
  const next = tagGrants(levels)
  return (next.analytics && !page.analytics) || (next.marketing && !page.marketing)
}
