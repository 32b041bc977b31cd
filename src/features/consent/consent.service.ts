/**
 * The rules of a consent decision (spec 001 §4; ADR 024): which levels and recipients a choice
 * gives, the state a page shows from the visitor's cookies, and the proof kept on the server.
 */
import { randomUUID } from 'node:crypto'
import { formatLevels, formatRecipients, hasDecision, LEVELS, levelsOf, parseLevels, parseRecipients, type Purpose } from '../../shared/consent.js'
import { RECIPIENTS, type ConsentSettings } from './consent-config.js'
import type { ConsentRepository } from './consent.repository.js'
import { purposesShown, type ConsentState } from './consent-view.js'

export type Choice = 'all' | 'technical' | 'selected'

export interface Decision {
  choice: Choice
  /** The purposes ticked (save selected). */
  purposes: readonly Purpose[]
  /** The recipients ticked (save selected, complex mode). */
  recipients: readonly string[]
}

export interface Decided {
  levels: number[]
  recipients: Record<string, boolean>
}

/** The anonymous proof id and the policy revision (httpOnly: scripts never need it). */
export const PROOF_COOKIE = 'qfConsentProof'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The proof cookie's value: the anonymous id and the policy revision decided under. */
export function parseProofCookie(value: string | undefined): { consentId: string; revision: string } | null {
  const m = value && value.length <= 80 ? /^([0-9a-f-]{36})\.([A-Za-z0-9._-]{1,32})$/.exec(value) : null
  return m && UUID.test(m[1]!) ? { consentId: m[1]!, revision: m[2]! } : null
}

export const formatProofCookie = (consentId: string, revision: string) => `${consentId}.${revision}`

/** The levels and recipients a choice gives under these settings. */
export function decide(decision: Decision, settings: ConsentSettings): Decided {
  const shown = purposesShown(settings)
  const recipientKeys = settings.complex ? Object.keys(RECIPIENTS) : []
  if (decision.choice === 'all') {
    return { levels: levelsOf(Object.fromEntries(shown.map((p) => [p, true]))), recipients: Object.fromEntries(recipientKeys.map((k) => [k, true])) }
  }
  if (decision.choice === 'technical') {
    return { levels: [LEVELS.technical], recipients: Object.fromEntries(recipientKeys.map((k) => [k, RECIPIENTS[k]!.level === LEVELS.technical])) }
  }
  const on = new Set(decision.purposes.filter((p) => shown.includes(p)))
  const recipients = Object.fromEntries(recipientKeys.map((k) => [k, RECIPIENTS[k]!.level === LEVELS.technical || decision.recipients.includes(k)]))
  // A recipient turned on turns its purpose on (spec 001 §4).
  for (const [key, isOn] of Object.entries(recipients)) {
    const purpose = (Object.keys(LEVELS) as Purpose[]).find((p) => LEVELS[p] === RECIPIENTS[key]!.level)
    if (isOn && purpose && shown.includes(purpose)) on.add(purpose)
  }
  // The combined toggle on turns both on; it stays on only when both are.
  if (on.has('adAnalytics')) on.add('analytics').add('ad')
  if (on.has('analytics') && on.has('ad')) on.add('adAnalytics')
  else on.delete('adAnalytics')
  return { levels: levelsOf(Object.fromEntries([...on].map((p) => [p, true]))), recipients }
}

export interface ConsentCookies {
  accepted?: string
  recipients?: string
  proof?: string
}

/** What the banner shows for these cookies: it asks without a decision or under an older revision. */
export function stateOf(cookies: ConsentCookies, settings: ConsentSettings): ConsentState {
  const levels = parseLevels(cookies.accepted)
  const proof = parseProofCookie(cookies.proof)
  const decided = hasDecision(levels)
  const outdated = decided && proof !== null && proof.revision !== settings.revision
  return { levels: decided ? levels : [], recipients: parseRecipients(cookies.recipients), ask: !decided || outdated, outdated }
}

export function consentService(repository: ConsentRepository) {
  return {
    /** Records a decision under the visitor's anonymous id (a new one when it has none). */
    async record(decided: Decided, revision: string, consentId: string = randomUUID()): Promise<string> {
      await repository.record({ consentId, levels: formatLevels(decided.levels), recipients: formatRecipients(decided.recipients), revision })
      return consentId
    },
    proofsOf: repository.proofsOf,
  }
}
