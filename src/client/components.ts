/**
 * The page loader (spec 001 §9): an element names the components that enhance it in
 * `data-component` (space-separated, e.g. `data-component="Tooltip"`), and each name maps to a
 * widget module loaded as a chunk on first use, so a page loads only the widgets it holds. Runs at
 * boot and on every region a partial update swaps in (enhance.ts). An unknown name logs
 * `Unknown component` and is skipped; the element's other components still mount (ADR 039).
 * The storefront widgets (alert, countdown, gallery, social feed, lazy images, in-viewport) are
 * also found by their own markup (`[data-countdown]`…): one table, one mount per element and name.
 */
import * as chunk from './chunk.js'
import { each } from './enhance.js'
import { WIDGETS_INSERTED } from './widgets/events.js'

/** A widget module: `mount(el)` enhances one element; it is called once per element. */
export interface Widget {
  mount(el: HTMLElement): void
}

/**
 * `runtime`: the behaviour is the entry's own and every page has it already (the name is known,
 * nothing loads). Otherwise `load` gives the widget's chunk, and `selector` (the storefront
 * widgets of ADRs 032–035) names the widget's own markup, which mounts it as well as the name does.
 */
type Entry = 'runtime' | { load: () => Promise<Widget>; selector?: string }

export const components: Readonly<Record<string, Entry>> = {
  Webslider: { load: () => import('./widgets/slider.js') },
  Tooltip: { load: () => import('./widgets/tooltip.js') },
  Toggler: { load: () => import('./widgets/toggle.js') },
  PasswordToggle: { load: () => import('./widgets/password-toggle.js') },
  SocialShare: { load: () => import('./widgets/social-share.js') },
  Select: { load: () => import('./widgets/select.js') },
  // The frame (header, menus, sticky header, back-to-top): index.ts boots it on every page.
  WebLayout: 'runtime',
  // details[data-collapsible]: collapsible.ts.
  Collapse: 'runtime',
  // form[data-autocomplete]: suggest.ts and its combobox chunk.
  FulltextSearch: 'runtime',
  Typeahead: 'runtime',
  // The storefront widgets, named or found by their own markup.
  Countdown: { load: () => import('./widgets/countdown.js'), selector: '[data-countdown]' },
  AlertBanner: { load: () => import('./widgets/alert.js'), selector: '[data-alert-id]' },
  Gallery: { load: () => import('./widgets/gallery.js'), selector: '[data-gallery]' },
  SocialFeed: { load: () => import('./widgets/social-feed.js'), selector: '[data-social-feed]' },
  LazyLoad: { load: () => import('./widgets/lazy-images.js'), selector: 'img[data-lazy], img[data-src]' },
  InViewport: { load: () => import('./widgets/in-viewport.js'), selector: '[data-in-viewport]' },
  // The contact form's attachment, sent ahead with its progress (ADR 043).
  FGUpload: { load: () => import('./widgets/upload.js') },
  // Replaced by a check the server makes alone (a honeypot and the signed render time, ADR 043):
  // nothing runs in the browser.
  GoogleRecaptcha: 'runtime',
}

/** The entries found by their own markup, with their names. */
const bySelector = Object.entries(components).flatMap(([name, entry]) =>
  entry !== 'runtime' && entry.selector ? [[name, entry.selector] as const] : [],
)

export const SELECTOR = '[data-component]'

const mounted = new WeakMap<HTMLElement, Set<string>>()

/** The names an element asks for, in order, without repeats. */
export function names(el: HTMLElement): string[] {
  return [...new Set((el.dataset.component ?? '').split(/\s+/).filter(Boolean))]
}

/** A chunk asked for once per page, whatever the number of elements; a failed one may be asked again. */
const chunks = new Map<string, Promise<Widget>>()

function chunkOf(name: string, load: () => Promise<Widget>): Promise<Widget> {
  let widget = chunks.get(name)
  if (!widget) {
    widget = chunk.load(load)
    chunks.set(name, widget)
    widget.catch(() => chunks.delete(name))
  }
  return widget
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
    const widget = await chunkOf(name, entry.load)
    if (el.isConnected) widget.mount(el)
  } catch (error) {
    done.delete(name)
    console.error(`Component ${name} could not be loaded`, error)
  }
}

/** Mounts the components of `root` and of the elements under it: those named and those found by their markup. */
export function mount(root: ParentNode): void {
  const elements = [...root.querySelectorAll<HTMLElement>(SELECTOR)]
  if (root instanceof HTMLElement && root.matches(SELECTOR)) elements.unshift(root)
  for (const el of elements) for (const name of names(el)) void mountOne(el, name)
  for (const [name, selector] of bySelector) {
    const found = [...root.querySelectorAll<HTMLElement>(selector)]
    if (root instanceof HTMLElement && root.matches(selector)) found.unshift(root)
    for (const el of found) void mountOne(el, name)
  }
}

export function init(): void {
  each(mount)
  // A widget that put new content into its element (the social feed's posts): mount what is inside.
  document.addEventListener(WIDGETS_INSERTED, (event) => {
    if (event.target instanceof HTMLElement) mount(event.target)
  })
}
