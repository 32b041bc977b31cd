import { describe, expect, it } from 'vitest'
import { HASHING_CONCURRENCY, HASHING_MAX_WAITING, HashingBusyError, hashPassword, limiter, verifyPassword } from './password.js'

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Žluťoučký kůň 42')
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/)
    expect(await verifyPassword('Žluťoučký kůň 42', stored)).toBe(true)
    expect(await verifyPassword('zlutoucky kun 42', stored)).toBe(false)
  })

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'))
  })

  it('rejects a malformed stored value instead of throwing', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false)
  })
})

describe('hashing limiter', () => {
  const gate = () => {
    let open!: () => void
    const opened = new Promise<void>((resolve) => (open = resolve))
    return { open, opened }
  }

  it('runs at most `concurrency` tasks at once and the waiting ones in order', async () => {
    const limit = limiter(2, 10)
    const gates = [gate(), gate(), gate()]
    const started: number[] = []
    const runs = gates.map((g, i) => limit.run(async () => (started.push(i), await g.opened, i)))
    await Promise.resolve()
    expect(started).toEqual([0, 1])
    expect([limit.active, limit.waiting]).toEqual([2, 1])
    gates[1]!.open()
    await runs[1]
    await Promise.resolve()
    expect(started).toEqual([0, 1, 2])
    gates[0]!.open()
    gates[2]!.open()
    expect(await Promise.all(runs)).toEqual([0, 1, 2])
    expect([limit.active, limit.waiting]).toEqual([0, 0])
  })

  it('refuses at once when the queue is full, and frees the slot of a failed task', async () => {
    const limit = limiter(1, 1)
    const g = gate()
    const first = limit.run(() => g.opened)
    const second = limit.run(async () => 'second')
    await expect(limit.run(async () => 'third')).rejects.toBeInstanceOf(HashingBusyError)
    g.open()
    await first
    expect(await second).toBe('second')
    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await limit.run(async () => 'after')).toBe('after')
    expect([limit.active, limit.waiting]).toEqual([0, 0])
  })

  it('refuses a burst of verifications beyond the queue instead of queueing forever', async () => {
    const stored = await hashPassword('burst')
    const burst = HASHING_CONCURRENCY + HASHING_MAX_WAITING + 10
    const results = await Promise.allSettled(Array.from({ length: burst }, () => verifyPassword('burst', stored)))
    const refused = results.filter((r) => r.status === 'rejected')
    expect(refused).toHaveLength(10)
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(HashingBusyError)
    expect(results.filter((r) => r.status === 'fulfilled' && r.value === true)).toHaveLength(burst - 10)
  })
})
