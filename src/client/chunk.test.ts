import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChunkTimeoutError, load } from './chunk.js'
import { config } from './config.js'

describe('chunk: script chunks load with the 120000 ms time-out of spec 000 §9', () => {
  afterEach(() => vi.useRealTimers())

  it('uses 120000 ms by default', () => {
    expect(config.chunkTimeout).toBe(120_000)
  })

  it('resolves with the module when it arrives in time', async () => {
    await expect(load(() => Promise.resolve({ answer: 42 }))).resolves.toEqual({ answer: 42 })
  })

  it('fails with ChunkTimeoutError when the chunk is still missing at the time-out, not before', async () => {
    vi.useFakeTimers()
    const never = new Promise<never>(() => {})
    const result = load(() => never)
    const settled = vi.fn()
    result.then(settled, settled)
    await vi.advanceTimersByTimeAsync(119_999)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await expect(result).rejects.toBeInstanceOf(ChunkTimeoutError)
  })

  it('passes on the import failure itself', async () => {
    await expect(load(() => Promise.reject(new Error('404')))).rejects.toThrow('404')
  })
})
