/**
 * Island boot. The loader (and with it React) is imported only when a page or a swapped
 * fragment holds a `[data-island]`, so pages without islands load no React at all.
 * The partial-update layer calls `unmount(container)` before a swap and `mount(container)` after.
 */
import * as chunk from './chunk.js'

type Loader = typeof import('../islands/loader.js')

let loading: Promise<Loader> | null = null
let loader: Loader | null = null

const SELECTOR = '[data-island]'

const holdsIslands = (root: ParentNode) =>
  (root instanceof Element && root.matches(SELECTOR)) || root.querySelector(SELECTOR) !== null

export async function mount(root: ParentNode): Promise<void> {
  if (!holdsIslands(root)) return
  loading ??= chunk.load(() => import('../islands/loader.js')).then((m) => (loader = m))
  await (await loading).mountIslands(root)
}

/** Synchronous, so it runs before the swap; islands still loading skip elements that left the page. */
export function unmount(root: ParentNode): void {
  loader?.unmountIslands(root)
}
