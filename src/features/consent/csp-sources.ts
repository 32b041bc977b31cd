/**
 * The CSP sources tags need, as configuration (ADR 047): environment variables in the policy's own
 * syntax (`directive source …; directive …`), with Google's CSP guide for Tag Manager, GA4 and
 * Google Ads as the defaults; tests point them at local stand-ins.
 */
import { z } from 'zod'

/** Directive → sources added to the page's policy. */
export type Sources = Readonly<Record<string, readonly string[]>>

/** The directives a tag may need more of; scripts by nonce already pass (ADR 008). */
const DIRECTIVES = ['script-src', 'connect-src', 'img-src', 'frame-src'] as const

/** A host source: scheme, host (a leading `*.` allowed) and an optional port; no keywords, no paths. */
const HOST_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i

/** Google's CSP guide (developers.google.com/tag-platform/security/guides/csp): Tag Manager and GA4. */
export const DEFAULT_ANALYTICS_SOURCES =
  'script-src https://*.googletagmanager.com; ' +
  'img-src https://*.google-analytics.com https://*.googletagmanager.com; ' +
  'connect-src https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com'

/** The same guide: Google Ads conversions and remarketing. */
export const DEFAULT_MARKETING_SOURCES =
  'script-src https://www.googleadservices.com https://www.google.com https://googleads.g.doubleclick.net https://pagead2.googlesyndication.com https://*.googletagmanager.com; ' +
  'img-src https://googleads.g.doubleclick.net https://www.google.com https://pagead2.googlesyndication.com https://www.googleadservices.com https://*.googletagmanager.com; ' +
  'connect-src https://www.google.com https://google.com https://googleads.g.doubleclick.net https://www.googleadservices.com https://pagead2.googlesyndication.com https://*.googletagmanager.com; ' +
  'frame-src https://bid.g.doubleclick.net https://td.doubleclick.net https://www.googletagmanager.com'

/** Reads `directive source …; …`; the message names what is wrong. */
export function parseSources(text: string): Sources | string {
  const out: Record<string, string[]> = {}
  for (const part of text.split(';').map((p) => p.trim()).filter(Boolean)) {
    const [directive, ...sources] = part.split(/\s+/)
    if (!(DIRECTIVES as readonly string[]).includes(directive!)) return `unknown directive ${JSON.stringify(directive)} (allowed: ${DIRECTIVES.join(', ')})`
    const bad = sources.find((s) => !HOST_SOURCE.test(s))
    if (bad !== undefined) return `${JSON.stringify(bad)} is not a host source such as https://*.example.com`
    if (sources.length === 0) return `${directive} names no source`
    out[directive!] = [...(out[directive!] ?? []), ...sources]
  }
  return out
}

/** An environment variable holding sources in the policy's syntax. */
export const sourcesVariable = (fallback: string) =>
  z
    .string()
    .max(4000)
    .default(fallback)
    .transform((text, ctx) => {
      const parsed = parseSources(text)
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed })
        return z.NEVER
      }
      return parsed
    })
