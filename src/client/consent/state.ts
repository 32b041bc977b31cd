/**
 * The consent state and its transitions (spec 001 §3, §4), free of the DOM: the chunk's view
 * (index.ts) applies a transition and then reflects the new state in the markup.
 */
import { hasDecision, LEVELS, levelsOf, purposesOf, type Purpose } from '../../shared/consent.js'

export interface ConsentState {
  acceptedCookieLevel: number[]
  isPaneOpen: boolean
  isSettingsOpen: boolean
  purposeData: Record<Purpose, boolean>
  recipientData: Record<string, boolean>
}

export interface ConsentModel {
  complex: boolean
  /** The purposes with a toggle on this page. */
  purposes: readonly Purpose[]
  /** Recipient key → its level (complex mode; empty in simple mode). */
  recipientLevels: Readonly<Record<string, number>>
}

const levelPurpose = (level: number) => (Object.keys(LEVELS) as Purpose[]).find((p) => LEVELS[p] === level)

/** The state at start from the stored levels and recipients; the banner opens without a decision. */
export function initial(model: ConsentModel, levels: number[], recipients: Record<string, boolean>, ask: boolean): ConsentState {
  const purposeData = purposesOf(levels)
  const recipientData: Record<string, boolean> = {}
  for (const [key, level] of Object.entries(model.recipientLevels)) {
    recipientData[key] = level === LEVELS.technical || (Object.hasOwn(recipients, key) ? recipients[key]! : levels.includes(level))
  }
  return { acceptedCookieLevel: levels, isPaneOpen: ask || !hasDecision(levels), isSettingsOpen: false, purposeData, recipientData }
}

const closed = (s: ConsentState, levels: number[]): ConsentState => ({ ...s, acceptedCookieLevel: levels, isPaneOpen: false, isSettingsOpen: false })

/** Accept all: every purpose and recipient on; saved; closed. */
export function acceptAll(model: ConsentModel, s: ConsentState): ConsentState {
  const purposeData = { ...s.purposeData }
  for (const p of model.purposes) purposeData[p] = true
  const recipientData = Object.fromEntries(Object.keys(model.recipientLevels).map((k) => [k, true]))
  return closed({ ...s, purposeData, recipientData }, levelsOf(purposeData))
}

/** Technical only: every purpose off, every non-technical recipient off; saved; closed. */
export function technicalOnly(model: ConsentModel, s: ConsentState): ConsentState {
  const purposeData = purposesOf([])
  const recipientData = Object.fromEntries(Object.entries(model.recipientLevels).map(([k, level]) => [k, level === LEVELS.technical]))
  return closed({ ...s, purposeData, recipientData }, [LEVELS.technical])
}

/** Accept selected: the toggles as they are; saved; closed. */
export function acceptSelected(_model: ConsentModel, s: ConsentState): ConsentState {
  return closed(s, levelsOf(s.purposeData))
}

export const openPane = (s: ConsentState): ConsentState => ({ ...s, isPaneOpen: true })
export const closePane = (s: ConsentState): ConsentState => ({ ...s, isPaneOpen: false })
export const openSettings = (s: ConsentState): ConsentState => ({ ...s, isSettingsOpen: true })
export const closeSettings = (s: ConsentState): ConsentState => ({ ...s, isSettingsOpen: false })

/** Sets every recipient of a purpose's level to the purpose's toggle. */
function recipientsFollow(model: ConsentModel, recipientData: Record<string, boolean>, purpose: Purpose, on: boolean) {
  for (const [key, level] of Object.entries(model.recipientLevels)) if (level === LEVELS[purpose]) recipientData[key] = on
}

/**
 * A purpose toggled: the combined toggle stays on only when analytics and advertising both are;
 * turning the combined one on turns both on, and off turns both off (in either mode). The recipients
 * of every purpose that changed follow it.
 */
export function togglePurpose(model: ConsentModel, s: ConsentState, purpose: Purpose, on: boolean): ConsentState {
  const purposeData = { ...s.purposeData, [purpose]: on }
  // Off turns both off in complex mode too: else the combined toggle, recomputed from the two
  // below, would refuse to move.
  if (purpose === 'adAnalytics') purposeData.analytics = purposeData.ad = on
  purposeData.adAnalytics = purposeData.analytics && purposeData.ad
  const recipientData = { ...s.recipientData }
  for (const p of Object.keys(purposeData) as Purpose[]) if (purposeData[p] !== s.purposeData[p] || p === purpose) recipientsFollow(model, recipientData, p, purposeData[p])
  return { ...s, purposeData, recipientData }
}

/** A recipient toggled: its purpose is on when any recipient of its level is on. Technical ones never change. */
export function toggleRecipient(model: ConsentModel, s: ConsentState, key: string, on: boolean): ConsentState {
  const level = Object.hasOwn(model.recipientLevels, key) ? model.recipientLevels[key] : undefined
  if (level === undefined || level === LEVELS.technical) return s
  const recipientData = { ...s.recipientData, [key]: on }
  const purpose = levelPurpose(level)
  if (!purpose) return { ...s, recipientData }
  const anyOn = Object.entries(model.recipientLevels).some(([k, l]) => l === level && recipientData[k])
  const purposeData = { ...s.purposeData, [purpose]: anyOn }
  purposeData.adAnalytics = purposeData.analytics && purposeData.ad
  return { ...s, purposeData, recipientData }
}
