/**
 * Password hashing with Node's built-in scrypt (memory-hard, no native addon to build).
 * Stored form: `scrypt$N$r$p$salt$hash`, salt and hash base64url.
 *
 * scrypt runs on libuv's small thread pool (4 threads) and takes 16 MiB and tens of milliseconds
 * each; a burst of logins would take every thread and queue without end. So at most a few run at
 * once, a bounded number wait, and the rest are refused at once with `HashingBusyError`.
 */
import { availableParallelism } from 'node:os'
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/** Too many hashings already wait: the caller should answer "busy, try again" (503). */
export class HashingBusyError extends Error {
  constructor() {
    super('password hashing is saturated')
    this.name = 'HashingBusyError'
  }
}

export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>
  readonly active: number
  readonly waiting: number
}

/** At most `concurrency` tasks run; at most `maxWaiting` wait in order; more are refused. */
export function limiter(concurrency: number, maxWaiting: number): Limiter {
  let active = 0
  const queue: Array<() => void> = []
  const release = () => {
    const next = queue.shift()
    if (next) next()
    else active--
  }
  return {
    async run(task) {
      if (active < concurrency) active++
      else if (queue.length >= maxWaiting) throw new HashingBusyError()
      // The slot is handed over by `release`, so `active` stays counted while it passes.
      else await new Promise<void>((resolve) => queue.push(resolve))
      try {
        return await task()
      } finally {
        release()
      }
    },
    get active() {
      return active
    },
    get waiting() {
      return queue.length
    },
  }
}

/** At most 2 of libuv's 4 threads (file and DNS work keep the others), and no more than the cores. */
export const HASHING_CONCURRENCY = Math.min(2, availableParallelism())
/** About a second of waiting at ~50 ms a hash and two at once; beyond that a quick 503 is kinder. */
export const HASHING_MAX_WAITING = 64

const hashing = limiter(HASHING_CONCURRENCY, HASHING_MAX_WAITING)

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  hashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  )

const PARAMS = { N: 16384, r: 8, p: 1 } as const
const KEY_LENGTH = 32

/** @throws HashingBusyError when too many hashings wait already. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, PARAMS)
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** @throws HashingBusyError when too many hashings wait already. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await scrypt(password.normalize('NFC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return timingSafeEqual(key, expected)
}
