/**
 * The image child process (ADR 086) shared by the apps of one process: an app's close does not
 * end it while another app holds it, and a request whose child ended under it is asked of the
 * next child instead of failing as if its bytes were bad (CI on PostgreSQL, 2026-11-28: a second
 * node's close refused a good upload with 422).
 */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { holdImageProcess, makeMaster, stopImageProcess } from './image-process.js'

const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#1565c0' } }).png().toBuffer()

describe('the image process', () => {
  it('lives while any app holds it, and ends with the last release', async () => {
    const first = holdImageProcess()
    const second = holdImageProcess()
    const bytes = new Uint8Array(await png())
    expect(await makeMaster(bytes, 1_000_000)).toMatchObject({ width: 40, height: 30 })
    // The first app closes while the second uploads: the upload is made.
    const [, made] = await Promise.all([first(), makeMaster(bytes, 1_000_000)])
    expect(made).toMatchObject({ width: 40, height: 30 })
    await first()
    expect(await makeMaster(bytes, 1_000_000)).toMatchObject({ width: 40, height: 30 })
    await second()
  })

  it('asks the next child when the child ends under a request', async () => {
    const release = holdImageProcess()
    const bytes = new Uint8Array(await png())
    const asked = makeMaster(bytes, 1_000_000)
    await stopImageProcess()
    expect(await asked).toMatchObject({ width: 40, height: 30 })
    await release()
  })

  it('still refuses bytes that are no picture, once', async () => {
    const release = holdImageProcess()
    await expect(makeMaster(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), 1_000_000)).rejects.toThrow()
    await release()
  })
})
