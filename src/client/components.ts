/**
 * The page loader (spec 001 §9): an element names the components that enhance it in
 * `data-component` (space-separated, e.g. `data-component="Tooltip"`), and each name maps to a
 * widget module loaded as a chunk on first use, so a page loads only the widgets it holds. Runs at
 * boot and on every region a partial update swaps in (enhance.ts). An unknown name logs
 * `Unknown component` and is skipped; the element's other components still mount (ADR 039).
 */
import * as chunk from './chunk.js'
import { each } from './enhance.js'

/** A widget module: `mount(el)` enhances one element; it is called once per element. */
export interface Widget {
  mount(el: HTMLElement): void
}

/**
 * `runtime`: the behaviour is the entry's own and every page has it already (the name is known,
 * nothing loads); a function: the widget's chunk.
 */
type Entry = 'runtime' | (() => Promise<Widget>)

export const components: Readonly<Record<string, Entry>> = {
  Webslider: () => import('./widgets/slider.js'),
  Tooltip: () => import('./widgets/tooltip.js'),
  Toggler: () => import('./widgets/toggle.js'),
  PasswordToggle: () => import('./widgets/password-toggle.js'),
  SocialShare: () => import('./widgets/social-share.js'),
  Select: () => import('./widgets/select.js'),
  // The frame (header, menus, sticky header, back-to-top): index.ts boots it on every page.
  WebLayout: 'runtime',
  // details[data-collapsible]: collapsible.ts.
  Collapse: 'runtime',
  // form[data-autocomplete]: suggest.ts and its combobox chunk.
  FulltextSearch: 'runtime',
  Typeahead: 'runtime',
  // The storefront widgets that widgets.ts also mounts by their own markup (`[data-countdown]`,
  // `[data-gallery]`…); their `mount` is idempotent, so naming them here as well binds once.
  Countdown: () => import('./widgets/countdown.js'),
  AlertBanner: () => import('./widgets/alert.js'),
  Gallery: () => import('./widgets/gallery.js'),
  SocialFeed: () => import('./widgets/social-feed.js'),
  LazyLoad: () => import('./widgets/lazy-images.js'),
  InViewport: () => import('./widgets/in-viewport.js'),
  // The contact form's attachment, sent ahead with its progress (ADR 043).
  FGUpload: () => import('./widgets/upload.js'),
  // Replaced by a check the server makes alone (a honeypot and the signed render time, ADR 043):
  // nothing runs in the browser.
  GoogleRecaptcha: 'runtime',
}

export const SELECTOR = '[data-component]'

const mounted = new WeakMap<HTMLElement, Set<string>>()

/** The names an element asks for, in order, without repeats. */
export function names(el: HTMLElement): string[] {
  return [...new Set((el.dataset.component ?? '').split(/\s+/).filter(Boolean))]
}

async function mountOne(el: HTMLElement, name: string): Promise<void> {
  const done = mounted.get(el) ?? new Set<string>()
  if (done.has(name)) return
  done.add(name)
  mounted.set(el, done)
  // `hasOwn`: a name like `__proto__` or `toString` is no component.
  const entry = Object.hasOwn(components, name) ? components[name] : undefined
  if (entry === undefined) {
    console.warn(`Unknown component: ${name}`)
    return
  }
  if (entry === 'runtime') return
  try {
    const widget = await chunk.load(entry)
    if (el.isConnected) widget.mount(el)
  } catch (error) {
    done.delete(name)
    console.error(`Component ${name} could not be loaded`, error)
  }
}

/** Mounts the components of `root` and of the elements under it. */
export function mount(root: ParentNode): void {
  const elements = [...root.querySelectorAll<HTMLElement>(SELECTOR)]
  if (root instanceof HTMLElement && root.matches(SELECTOR)) elements.unshift(root)
  for (const el of elements) for (const name of names(el)) void mountOne(el, name)
}

export function init(): void {
  each(mount)
}
