/**
 * One Drizzle database over either engine: embedded PGlite (default, files under DATA_DIR)
 * or a PostgreSQL server (DATABASE_URL). Both speak the same dialect and run the same
 * migrations, so the rest of the code never asks which one it has.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { projectPath } from '../server/paths.js'
import { pgliteStartParams } from './pglite-settings.js'
import * as schema from './schema.js'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  engine: 'pglite' | 'postgres'
  /** Applies pending SQL migrations from src/db/migrations. */
  migrate(): Promise<void>
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>
  /**
   * Follows committed content changes (the `content_changed` channel of migration 0001) until
   * the returned feed is closed. `onChange` runs on every change and again when the feed listens
   * after a gap (the listening connection was lost: changes in between are unknown). The loss
   * itself calls nothing: while `listening` is false, what was rendered before `lostSince` is
   * as old as the gap (ADR 007). `onChange` gets the notification's payload (the changed table,
   * or `products:stock`, STOCK_CHANGE, when only stock changed), null after a gap: anything may have changed.
   */
  watchContentChanges(onChange: (what: string | null) => void): Promise<ChangeFeed>
  /**
   * Follows ended sessions (the `session_ended` channel of migration 0003): `onEnded` gets the
   * session's id, or null when any may have ended unseen (the listener was lost or is back).
   */
  watchEndedSessions(onEnded: (id: string | null) => void): Promise<ChangeFeed>
  /**
   * Follows the header summaries other nodes changed (SUMMARIES_CHANNEL, sent by `announce`):
   * `onChanged` gets the cart owner, or null when any may have changed unseen (as sessions).
   */
  watchSummaryChanges(onChanged: (owner: string | null) => void): Promise<ChangeFeed>
  /** Tells every node's `watchSummaryChanges` that `owner`'s header summary changed. */
  announceSummaryChange(owner: string): Promise<void>
  /** What the metrics report of the engine (ADR 072), read when they are scraped. */
  stats(): DatabaseStats
  /**
   * Runs every statement through `observe` (the traces' spans, ADR 076) until the returned
   * function is called; nothing is wrapped before. One observer at a time.
   */
  observeStatements(observe: StatementObserver): () => void
  close(): Promise<void>
}

/** Runs one statement (`run`) whose text, with placeholders for its parameters, is `text`. */
export type StatementObserver = <T>(text: string, run: () => Promise<T>) => Promise<T>

export interface DatabaseStats {
  /** The pool's connections; the embedded engine is one, with no idle or waiting count. */
  connections: { total: number; idle?: number; waiting?: number }
  /** Statements the server cancelled at `statement_timeout` (SQLSTATE 57014) since the pool opened. */
  statementTimeouts: number
}

export interface FeedState {
  readonly listening: boolean
  /** When the current gap began (`Date.now()`); null while listening. */
  readonly lostSince: number | null
}

export interface ChangeFeed extends FeedState {
  close(): Promise<void>
}

/** The notification channel of migration 0001_content_changes.sql. */
export const CONTENT_CHANNEL = 'content_changed'

/** The payload of a change of nothing but products' stock (migration 0018). */
export const STOCK_CHANGE = 'products:stock'

/** The notification channel of migration 0003_session_lifetimes.sql. */
export const SESSIONS_CHANNEL = 'session_ended'

/**
 * Cart owners whose header summary (cart pieces and total, lists) changed, sent by the node that
 * made the change (ADR 049): carts live in Redis as well as in the database, so no trigger sees
 * every change, but every change goes through one wrapped store.
 */
export const SUMMARIES_CHANNEL = 'header_summary_changed'

/**
 * Retry delays of a lost PostgreSQL listener: 0.5 s doubling to 5 s. Until it listens again every
 * page is rendered per request, load that a database just back should be spared; one connection
 * attempt per node every 5 s costs nothing (ADR 007).
 */
const RELISTEN_MS = { first: 500, max: 5000 }

export type DatabaseOptions =
  /**
   * `statementTimeoutMs` bounds every statement on the server (`statement_timeout`) and, a second
   * later, on the client (a server that stopped answering altogether): the serving pool has it,
   * migrations and seeding do not.
   */
  | { url: string; poolSize?: number; statementTimeoutMs?: number }
  /** `dataDir` undefined means in memory; `loadDataDir` starts from a dump (tests). */
  | { dataDir?: string; loadDataDir?: Blob | File }

const migrationsFolder = projectPath('src/db/migrations')

export class DatabaseUnavailableError extends Error {}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = await ('url' in options ? openPostgres(options.url, options.poolSize ?? 10, options.statementTimeoutMs) : openPglite(options))
  // Closing twice (shutdown after an onClose hook, say) is harmless.
  let closed: Promise<void> | undefined
  const close = database.close
  return { ...database, close: () => (closed ??= close()) }
}

/** PostgreSQL's SQLSTATE of a statement cancelled, here by `statement_timeout`. */
const STATEMENT_TIMEOUT = '57014'

/** How long a request waits for a connection from the pool (or a new one) before it fails. */
const CONNECT_TIMEOUT_MS = 2000

async function openPostgres(url: string, max: number, statementTimeoutMs?: number): Promise<Database> {
  const timeouts = statementTimeoutMs ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + 1000 } : {}
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...timeouts })
  pool.on('error', () => {
    // An idle client lost its server; the pool replaces it and /readyz reports the outage.
  })
  // Cancelled statements are counted as the server reports them, on every connection: the
  // requests that meet them may be answered from stored regions, or not be requests at all.
  let statementTimeouts = 0
  const onServerError = (message: { code?: string }) => {
    if (message.code === STATEMENT_TIMEOUT) statementTimeouts++
  }
  // A client the pool has lent (a transaction between two statements) has no error listener of
  // the pool's: the server's "terminating connection" arriving then was an unhandled 'error'
  // event that ended the process (ADR 074). The transaction's next statement fails instead, and
  // the pool drops the broken client when it comes back.
  pool.on('connect', (client) => {
    client.connection.on('errorMessage', onServerError)
    client.on('error', () => {})
  })
  const db = drizzlePg(pool, { schema }) as unknown as Db
  const ping = async () => {
    await db.execute(sql`select 1`)
  }
  try {
    await pool.query('select 1')
  } catch (err) {
    await pool.end().catch(() => {})
    const u = new URL(url)
    const reason = (err as Error).message.replace(/\s+/g, ' ').trim()
    throw new DatabaseUnavailableError(`cannot connect to PostgreSQL at ${u.hostname}:${u.port || 5432}${u.pathname}: ${reason}`)
  }
  return {
    db,
    engine: 'postgres',
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    ping,
    watchContentChanges: (onChange) => listenPostgres(url, CONTENT_CHANNEL, onChange),
    // An ended session may go unseen from the loss on: the session cache must drop everything then.
    watchEndedSessions: (onEnded) => listenPostgres(url, SESSIONS_CHANNEL, onEnded, () => onEnded(null)),
    watchSummaryChanges: (onChanged) => listenPostgres(url, SUMMARIES_CHANNEL, onChanged, () => onChanged(null)),
    announceSummaryChange: async (owner) => {
      await pool.query('select pg_notify($1, $2)', [SUMMARIES_CHANNEL, owner])
    },
    stats: () => ({ connections: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }, statementTimeouts }),
    observeStatements: (observe) => observePool(pool, observe),
    close: () => pool.end(),
  }
}

type Query = (...args: unknown[]) => unknown

/** The text of a `query(text | { text }, …)` call's first argument; undefined for a submittable (a cursor). */
function statementText(first: unknown): string | undefined {
  if (typeof first === 'string') return first
  const config = first as { text?: unknown; submit?: unknown } | null
  return config && typeof config.text === 'string' && typeof config.submit !== 'function' ? config.text : undefined
}

/**
 * `query` observed: the promise form as it is; the callback form (the pool's own `pool.query`
 * calls it so) by a promise that settles with the callback.
 */
function observedQuery(query: Query, observe: () => StatementObserver | undefined): Query {
  return (...args) => {
    const o = observe()
    const text = o && statementText(args[0])
    if (!o || text === undefined) return query(...args)
    const callback = args.at(-1)
    if (typeof callback !== 'function') return o(text, () => query(...args) as Promise<unknown>)
    void o(
      text,
      () =>
        new Promise((resolve, reject) => {
          query(...args.slice(0, -1), (err: unknown, result: unknown) => {
            if (err) reject(err)
            else resolve(result)
            callback(err, result)
          })
        }),
    ).catch(() => {})
    return undefined
  }
}

const OBSERVED = Symbol('observed statements')

/**
 * Every client the pool lends (to `pool.query`, which takes one through `connect` too, and to
 * Drizzle's transactions) runs its statements through the observer while one is set.
 */
function observePool(pool: pg.Pool, observe: StatementObserver): () => void {
  let current: StatementObserver | undefined = observe
  const connect = pool.connect
  const wrap = (client: pg.PoolClient & { [OBSERVED]?: true }) => {
    if (!client[OBSERVED]) {
      client.query = observedQuery(client.query.bind(client) as Query, () => current) as typeof client.query
      client[OBSERVED] = true
    }
    return client
  }
  type Lent = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void
  const lend = connect as (this: pg.Pool, callback?: Lent) => Promise<pg.PoolClient> | undefined
  pool.connect = ((callback?: Lent) => {
    if (!callback) return lend.call(pool)!.then(wrap)
    lend.call(pool, (err, client, done) => callback(err, client && wrap(client), done))
  }) as typeof pool.connect
  return () => {
    current = undefined
    pool.connect = connect
  }
}

/** The embedded engine's `query`, `exec` and a transaction's own, while the observer is set. */
function observePglite(client: PGlite, observe: StatementObserver): () => void {
  let current: StatementObserver | undefined = observe
  const observer = () => current
  const { query, exec, transaction } = client
  client.query = observedQuery(query.bind(client) as Query, observer) as typeof client.query
  client.exec = observedQuery(exec.bind(client) as Query, observer) as typeof client.exec
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) =>
    transaction.call(client, (tx) => {
      tx.query = observedQuery(tx.query.bind(tx) as Query, observer) as typeof tx.query
      tx.exec = observedQuery(tx.exec.bind(tx) as Query, observer) as typeof tx.exec
      return callback(tx)
    })) as typeof client.transaction
  return () => {
    current = undefined
    // The engine's own methods again (its prototype's): an unobserved client is as it was.
    for (const name of ['query', 'exec', 'transaction'] as const) Reflect.deleteProperty(client, name)
    if (client.query !== query) Object.assign(client, { query, exec, transaction })
  }
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed back). A notification calls
 * `onChange` with its payload. When the connection drops, the feed reports `listening: false`
 * from that moment (`lostSince`), calls `onLost` (if given) and reconnects with a growing delay;
 * once back it calls `onChange(null)`, since changes in the gap were missed.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onChange: (payload: string | null) => void,
  onLost?: () => void,
): Promise<ChangeFeed> {
  let client: pg.Client | null = null
  let lostSince: number | null = null
  let closed = false
  let retry: NodeJS.Timeout | undefined
  let delay = RELISTEN_MS.first

  const connect = async () => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
    const lost = () => {
      if (client !== c) return
      client = null
      lostSince = Date.now()
      onLost?.()
      schedule()
    }
    c.on('notification', (n) => onChange(n.payload ?? ''))
    c.on('error', lost)
    c.on('end', lost)
    try {
      await c.connect()
      await c.query(`LISTEN ${channel}`)
    } catch (err) {
      await c.end().catch(() => {})
      throw err
    }
    if (closed) return void (await c.end())
    client = c
    lostSince = null
    delay = RELISTEN_MS.first
    onChange(null)
  }
  const schedule = () => {
    if (closed) return
    retry = setTimeout(() => connect().catch(schedule), delay)
    retry.unref()
    delay = Math.min(delay * 2, RELISTEN_MS.max)
  }

  await connect()
  return {
    get listening() {
      return client !== null
    },
    get lostSince() {
      return lostSince
    },
    close: async () => {
      closed = true
      clearTimeout(retry)
      const c = client
      client = null
      lostSince ??= Date.now()
      await c?.end().catch(() => {})
    },
  }
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File }): Promise<Database> {
  let dataDir: string | undefined
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir)
    mkdirSync(path.dirname(dataDir), { recursive: true })
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm, unaccent },
    startParams: [...pgliteStartParams],
  })
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1')
    },
    watchContentChanges: (onChange) => listenPglite(client, CONTENT_CHANNEL, onChange),
    watchEndedSessions: (onEnded) => listenPglite(client, SESSIONS_CHANNEL, onEnded),
    watchSummaryChanges: (onChanged) => listenPglite(client, SUMMARIES_CHANNEL, onChanged),
    announceSummaryChange: async (owner) => {
      await client.query('select pg_notify($1, $2)', [SUMMARIES_CHANNEL, owner])
    },
    // One engine in this process, no statement time-out (DB_STATEMENT_TIMEOUT_MS is PostgreSQL's).
    stats: () => ({ connections: { total: 1 }, statementTimeouts: 0 }),
    observeStatements: (observe) => observePglite(client, observe),
    close: () => client.close(),
  }
}

/** One in-process engine: its notifications cannot be lost, so the feed listens until closed. */
async function listenPglite(client: PGlite, channel: string, onChange: (payload: string) => void): Promise<ChangeFeed> {
  const unlisten = await client.listen(channel, onChange)
  let lostSince: number | null = null
  return {
    get listening() {
      return lostSince === null
    },
    get lostSince() {
      return lostSince
    },
    close: async () => {
      lostSince ??= Date.now()
      if (!client.closed) await unlisten()
    },
  }
}

/**
 * Exports an embedded database as a tarball: to share one seeded database across test files, and
 * as the embedded database's backup (scripts/backup.ts, gzipped; ADR 073).
 */
export async function dumpPglite(database: Database, compression: 'none' | 'gzip' = 'none'): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGlite }).$client
  return client.dumpDataDir(compression)
}

/**
 * The rows of a raw `db.execute(sql…)`: node-postgres and PGlite both answer `{ rows }`, but
 * Drizzle types the answer per driver, so the shared `Db` sees `unknown`. Typed here, once.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[]
  const rows = (result as { rows?: unknown } | null)?.rows
  if (!Array.isArray(rows)) throw new Error('not a query result')
  return rows as T[]
}
