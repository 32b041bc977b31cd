/** The one state an item of the administration shows (ADR 059), for every kind's list and edit page. */
import type { EditorialMessageKey } from '../../../i18n/editorial.js'

export const ADMIN_STATES = ['draft', 'review', 'scheduled', 'changed', 'live'] as const
export type AdminState = (typeof ADMIN_STATES)[number]

export const stateKey: Record<AdminState, EditorialMessageKey> = { draft: 'stateDraft', review: 'stateReview', scheduled: 'stateScheduled', changed: 'stateChanged', live: 'stateLive' }

/** A list's `state` filter as the query gave it: one of the states, or none (anything else is no filter). */
export const adminStateOf = (value: unknown): AdminState | undefined =>
  typeof value === 'string' && (ADMIN_STATES as readonly string[]).includes(value) ? (value as AdminState) : undefined

/** In review and scheduled before the rest. */
export function stateOf(row: { live: boolean; hasUnpublishedChanges: boolean; goLiveAt: Date | null; inReview: boolean }): AdminState {
  if (row.inReview) return 'review'
  if (row.goLiveAt) return 'scheduled'
  if (!row.live) return 'draft'
  return row.hasUnpublishedChanges ? 'changed' : 'live'
}
