/**
 * Where live-validation contexts live (ADR 031): the database, or Redis when `REDIS_URL` is set;
 * every node reads the same ones. Ids and owners arrive as SHA-256 digests (context.service.ts):
 * a store never holds an id that works in a browser.
 */
export interface StoredContext {
  formId: string
  pagePath: string
  /** The account signed in when the context was made; null for a visitor. */
  userId: number | null
  released: boolean
}

export type Acquired = { outcome: 'missing' } | { outcome: 'busy' } | { outcome: 'ok'; context: StoredContext }

export interface ContextStore {
  create(id: string, owner: string, context: StoredContext, ttlMs: number, lockMs: number): Promise<void>
  /**
   * Locks the owner's context `id` for one call (at most `lockMs`): `missing` when there is none
   * that is alive and the owner's, `busy` while another call holds it (spec 000 §8 errors 01, 02).
   */
  acquire(id: string, owner: string, lockMs: number): Promise<Acquired>
  /** Ends the call: unlocks, and the context lives `ttlMs` from now. */
  finish(id: string, ttlMs: number): Promise<void>
  /** Marks the owner's contexts of a form as released (its submission went through: error 04). */
  release(owner: string, formId: string): Promise<void>
}

/** A call that does not finish (a node that died mid-call) holds its context at most this long. */
export const LOCK_MS = 10_000
