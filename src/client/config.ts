/**
 * The partial-update layer's numbers and hooks (spec 000 §9), in one object the page may
 * change through `window.pu.config` before or after boot.
 */
import { SUGGESTIONS } from '../shared/suggestions.js'
import type { PartialUpdateError } from './messages.js'

export interface FormChanged {
  /** The changed form inside the target. */
  form: HTMLFormElement
  /** Runs the update anyway (change detection off). */
  proceed: () => Promise<boolean>
}

export interface Config {
  /** Request time-out in ms. */
  timeout: number
  /** A script chunk that has not loaded within this many ms fails (spec 000 §7, §9). */
  chunkTimeout: number
  /** Wait after the last input of a `debounce` trigger, ms. */
  debounce: number
  /** Spinner: delay before it shows, pointer offset, hidden near the edges (top/left, bottom/right), ms and px. */
  spinnerDelay: number
  spinnerOffset: number
  edgeNear: number
  edgeFar: number
  /** Scroll to a target: offset above it and animation length, px and ms. */
  scrollOffset: number
  scrollDuration: number
  /** Scroll back up to an anchor the page was scrolled past, ms. */
  anchorBackDuration: number
  /** A hover-opened floating popup closes this long after the pointer left it and its trigger, ms. */
  popupHoverClose: number
  /** Sticky header once the page is scrolled more than this, px; the body's top padding while it is sticky, px. */
  stickyHeaderAfter: number
  stickyHeaderPadding: number
  /** Back-to-top control shown once the page is scrolled more than this, px. */
  backToTopAfter: number
  /** In-page anchor links: offset above the target, px (`anchorOffsetScrolled` once the page is scrolled past `stickyHeaderAfter`), and animation length, ms. */
  anchorOffset: number
  anchorOffsetScrolled: number
  anchorDuration: number
  /** Secondary navigation: sticky offset, px (also where a section counts as the current one). */
  secondaryNavOffset: number
  /** Initial anchor scroll blocking: checks, ms between them, guard length, ms. */
  anchorChecks: number
  anchorCheckInterval: number
  anchorGuard: number
  /** The anchor counts as stable after this many samples this many ms apart drifting less than this many px. */
  anchorStableSamples: number
  anchorStableInterval: number
  anchorStableDrift: number
  /** DOM event types that may trigger data-driven updates (`data-pu-event`). */
  eventTypes: string[]
  /** Further event types, wired at boot as well. */
  extraEventTypes: string[]
  /** Search suggestions: wait after the last key press (ms) and the shortest text asked about. */
  suggestDelay: number
  suggestMinLength: number
  /** localStorage key of the sign-language switch (spec 000 §4); `'1'` is on, anything else off. */
  signLanguageKey: string
  /** The sign-language video player, px (spec 000 §7). */
  videoWidth: number
  videoHeight: number
  /** Cookie of the remembered collapsible blocks (spec 000 §4) and how long cookies of such states last, days (§9). */
  collapsibleCookie: string
  stateCookieDays: number
  /** Called with every partial-update error (after console.error). */
  onError: (error: PartialUpdateError) => void
  /** Called instead of updating a target that holds a changed form (formsChangesDetection). */
  onFormChanged: (changed: FormChanged) => void
}

export const config: Config = {
  timeout: 60_000,
  chunkTimeout: 120_000,
  debounce: 300,
  spinnerDelay: 210,
  spinnerOffset: 18,
  edgeNear: 10,
  edgeFar: 50,
  scrollOffset: 25,
  scrollDuration: 200,
  anchorBackDuration: 250,
  popupHoverClose: 200,
  stickyHeaderAfter: 100,
  stickyHeaderPadding: 40,
  backToTopAfter: 120,
  anchorOffset: 120,
  anchorOffsetScrolled: 100,
  anchorDuration: 150,
  secondaryNavOffset: 120,
  anchorChecks: 60,
  anchorCheckInterval: 50,
  anchorGuard: 3000,
  anchorStableSamples: 3,
  anchorStableInterval: 100,
  anchorStableDrift: 5,
  eventTypes: ['add', 'blur', 'change', 'input', 'click', 'debounce', 'focus', 'keydown', 'keyup', 'select', 'submit', 'selectionChange', 'uploadcomplete'],
  extraEventTypes: [],
  suggestDelay: SUGGESTIONS.delay,
  suggestMinLength: SUGGESTIONS.minLength,
  signLanguageKey: 'signLanguageVideos',
  videoWidth: 786,
  videoHeight: 442,
  collapsibleCookie: 'collapsibleBlocks',
  stateCookieDays: 7,
  onError: () => {},
  onFormChanged: () => {},
}
