/**
 * Browser history of partial updates (spec 000 §2.1, §2.3). An entry's address is the content
 * URL with `pu` = {requestTarget, target, url} and without internal parameters; its state is
 * `{ partialUpdate, pageNumber, puSettings }`. The first entry gets a state too, so back never
 * shows a bare fragment: popstate reloads a region for the entry's address. Scroll positions
 * are kept here (scrollRestoration is manual) and restored by the caller after the swap.
 */
import { MAIN_TARGET, PU_PARAM, stripInternal, type PuState } from '../shared/protocol.js'
import { jump } from './scroll.js'

export interface PuHistoryState {
  partialUpdate: true
  pageNumber: number
  puSettings: PuState
  scrollY?: number
}

export type Direction = 'next' | 'prev'

export interface Restore {
  url: string
  target: string[]
  direction: Direction
  scrollY: number | undefined
}

const ORIGIN = 'http://origin.invalid'

/** Path, query and hash of `url` without `pu` and the internal parameters. */
export function clean(url: string, base = ORIGIN): string {
  const u = stripInternal(new URL(url, base))
  return u.pathname + u.search + u.hash
}

/** The address bar value for content at `url` swapped as `pu`. */
export function addressFor(url: string, pu: PuState, base = ORIGIN): string {
  const u = new URL(clean(url, base), ORIGIN)
  u.searchParams.set(PU_PARAM, JSON.stringify({ requestTarget: pu.requestTarget, target: pu.target, url: pu.url }))
  return u.pathname + u.search + u.hash
}

export function stateFor(pu: PuState, pageNumber: number): PuHistoryState {
  return { partialUpdate: true, pageNumber, puSettings: pu }
}

export function isPuState(value: unknown): value is PuHistoryState {
  const s = value as PuHistoryState | null
  return !!s && s.partialUpdate === true && typeof s.pageNumber === 'number' && typeof s.puSettings?.url === 'string'
}

export const direction = (from: number, to: number): Direction => (to >= from ? 'next' : 'prev')

/**
 * The region to reload when moving from one entry to another: going forward re-applies the
 * destination's target, going back reverts the one that led away from it; a jump over more
 * than one entry reloads the global target.
 */
export function restoreTarget(from: PuHistoryState, to: PuHistoryState): string[] {
  if (Math.abs(to.pageNumber - from.pageNumber) !== 1) return [MAIN_TARGET]
  const via = direction(from.pageNumber, to.pageNumber) === 'next' ? to : from
  return via.puSettings.target.split(',').filter(Boolean)
}

const here = () => location.pathname + location.search
const positions = new Map<number, number>()
let last: PuHistoryState
let lastAddress = ''

function remember(): void {
  positions.set(last.pageNumber, scrollY)
  history.replaceState({ ...last, scrollY }, '')
}

/** A new entry for `pu` at `address` (replaces when the address is the current one). */
export function push(pu: PuState, address: string): void {
  if (address === here()) return replace(pu, address)
  remember()
  last = stateFor(pu, last.pageNumber + 1)
  history.pushState(last, '', address)
  lastAddress = here()
}

export function replace(pu: PuState, address: string): void {
  last = stateFor(pu, last.pageNumber)
  history.replaceState(last, '', address)
  lastAddress = here()
}

/** Gives the current entry a state, takes over scroll restoration and calls `restore` on back/forward. */
export function init(restore: (r: Restore) => void): void {
  const current: unknown = history.state
  const url = clean(here())
  last = isPuState(current)
    ? current
    : stateFor({ requestTarget: MAIN_TARGET, target: MAIN_TARGET, url }, 0)
  history.replaceState(last, '')
  history.scrollRestoration = 'manual'
  if (last.scrollY !== undefined) jump(last.scrollY)
  addEventListener('pagehide', remember)
  lastAddress = here()
  addEventListener('popstate', (event: PopStateEvent) => {
    const state: unknown = event.state
    if (!isPuState(state) || here() === lastAddress) {
      if (isPuState(state)) last = state
      return
    }
    positions.set(last.pageNumber, scrollY)
    const target = restoreTarget(last, state)
    const dir = direction(last.pageNumber, state.pageNumber)
    last = state
    lastAddress = here()
    restore({ url: state.puSettings.url, target, direction: dir, scrollY: positions.get(state.pageNumber) ?? state.scrollY })
  })
}
