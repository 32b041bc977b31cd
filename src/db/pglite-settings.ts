/**
 * How the embedded PostgreSQL (PGlite) is started: its memory settings (ADR 014).
 *
 * shared_buffers: initdb's 128 MB is all touched inside PGlite's WebAssembly memory, which never
 * shrinks, so it was 120 MB of every node's resident memory. The data files are ordinary files
 * in DATA_DIR, already cached by the operating system, so a second large cache in the process
 * buys little: 16 MB measured the same throughput.
 */
import { PGlite } from '@electric-sql/pglite'

export const PGLITE_SHARED_BUFFERS = '16MB'

/** PGlite's own start parameters plus ours (`-c` overrides postgresql.conf in the data directory). */
export const pgliteStartParams: readonly string[] = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`]
