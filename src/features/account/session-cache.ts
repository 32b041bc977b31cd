/**
 * Sessions this node looked up recently, by id (the token's SHA-256), so that a signed-in page
 * view costs no database query (ADR 012). It may only answer for a session the database would
 * still accept:
 * - every ended session is announced on the `session_ended` feed (migration 0003) and dropped
 *   here, on every node, as soon as the notification arrives;
 * - nothing is read or stored while that feed is not listening (its outage drops everything);
 * - an entry is never older than `maxAgeMs`, which bounds how long a session that ended
 *   unannounced (a listener that died unnoticed) can still be honoured here;
 * - a lookup that began before a drop is not stored after it (generations).
 * Lifetimes (absolute end, idle time-out) are checked by the caller on every hit.
 */
import { KeptLookups, type KeptLookupsOptions } from '../../server/kept-lookups.js'
import type { SessionRow } from './session.repository.js'

export type SessionCacheOptions = KeptLookupsOptions

export class SessionCache extends KeptLookups<SessionRow> {}
