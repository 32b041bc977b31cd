/**
 * The media library's pixel work in a child process (ADR 086): a node never loads sharp, so
 * libvips and its caches stay out of its memory (as the seed's image work, ADR 014). One child per
 * node, started on the first upload or rendition made on demand, kept while the node runs; requests
 * go over its IPC channel with Node's structured clone (bytes pass as they are). A child that dies
 * fails what it was doing and the next request starts another; a request the child's end cut off
 * is asked once more of the next child. The child is the process's, so several apps in one
 * process (a test's second node) share it: each holds it (`holdImageProcess`) and the last to
 * let go ends it, so no app's close cuts another's upload short.
 */
import { fork, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Rendition } from '../../shared/media-renditions.js'
import type { Focal, MediaFormat, Size } from './renditions.js'

export type ImageRequest =
  | { id: number; op: 'master'; bytes: Uint8Array; maxPixels: number }
  | { id: number; op: 'render'; source: Uint8Array; size: Size; rendition: Rendition; width: number; format: MediaFormat; focal: Focal }
  | { id: number; op: 'fit'; source: Uint8Array; box: Size; fit: 'inside' | 'cover' }

type Master = Size & { content: Uint8Array }

export type ImageResponse = { id: number; ok: true; result: Master | Uint8Array } | { id: number; ok: false; error: string }

/** The worker beside this module: `image-worker.js` in the build, `.ts` when run from source by tsx. */
const worker = fileURLToPath(new URL(`./image-worker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url))

let child: ChildProcess | undefined
let next = 0
let holders = 0

/** A child's end cut this request off: it was not refused for its bytes. */
class ProcessEnded extends Error {}
const pending = new Map<number, { resolve: (value: Master | Uint8Array) => void; reject: (error: Error) => void }>()

function failAll(error: Error) {
  for (const waiting of pending.values()) waiting.reject(error)
  pending.clear()
}

function started(): ChildProcess {
  if (child && child.connected) return child
  // From source (tsx, or a test runner that transforms TypeScript itself) the child loads tsx to read the worker.
  const execArgv = worker.endsWith('.ts') && !process.execArgv.some((a) => a.includes('tsx')) ? [...process.execArgv, '--import', 'tsx'] : process.execArgv
  const made = fork(worker, [], { execArgv, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  made.on('message', (response: ImageResponse) => {
    const waiting = pending.get(response.id)
    if (!waiting) return
    pending.delete(response.id)
    if (response.ok) waiting.resolve(response.result)
    else waiting.reject(new Error(response.error))
    // An idle child does not keep the node's event loop alive.
    if (pending.size === 0) made.channel?.unref()
  })
  made.once('exit', () => {
    if (child === made) child = undefined
    failAll(new ProcessEnded('the image process ended'))
  })
  made.once('error', (error) => failAll(error))
  made.unref()
  child = made
  return made
}

type Request = ImageRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never

/** Asks the child; once more of a new child when the old one ended under the request. */
async function ask<T extends Master | Uint8Array>(request: Request): Promise<T> {
  try {
    return await askOnce<T>(request)
  } catch (error) {
    if (!(error instanceof ProcessEnded)) throw error
    return askOnce<T>(request)
  }
}

function askOnce<T extends Master | Uint8Array>(request: Request): Promise<T> {
  const id = ++next
  const to = started()
  to.channel?.ref()
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (value: Master | Uint8Array) => void, reject })
    to.send({ ...request, id } as ImageRequest, (error) => {
      if (error && pending.delete(id)) reject(error)
    })
  })
}

/** The upload decoded whole (a cut or damaged file is refused), upright, without metadata: the master its renditions are made from. */
export const makeMaster = (bytes: Uint8Array, maxPixels: number) => ask<Master>({ op: 'master', bytes, maxPixels })

/** One rendition of `source`, `width` wide in `format`, cropped around `focal` when the rendition crops. */
export const renderRendition = (source: Uint8Array, size: Size, rendition: Rendition, width: number, format: MediaFormat, focal: Focal) =>
  ask<Uint8Array>({ op: 'render', source, size, rendition, width, format, focal })

/** `source` fitted to `box` as WebP (`inside`: within it, never enlarged; `cover`: filling it, cut around the middle). */
export const fitWebp = (source: Uint8Array, box: Size, fit: 'inside' | 'cover') => ask<Master>({ op: 'fit', source, box, fit })

/** An app's hold on the child; the returned release ends the child when no other app holds it. */
export function holdImageProcess(): () => Promise<void> {
  holders++
  let released = false
  return async () => {
    if (released) return
    released = true
    if (--holders === 0) await stopImageProcess()
  }
}

/** Ends the child (the last app holding it closing, tests). */
export async function stopImageProcess(): Promise<void> {
  const running = child
  child = undefined
  if (!running || running.exitCode !== null) return
  const exited = new Promise((resolve) => running.once('exit', resolve))
  running.kill()
  await exited
}
