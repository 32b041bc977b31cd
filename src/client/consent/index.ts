/**
 * The consent chunk (spec 001 §4; ADR 024): enhances the server's banner and settings. It reads
 * the cookies, opens what should be open, applies every transition (state.ts), writes the cookies
 * with the shared codec, sends the proof to the server, and passes consent to the tag manager
 * (tags.ts). Showing and hiding is a class set 1 ms later; focus is trapped in the settings and
 * goes back where it came from.
 */
import {
  checkOptions,
  CONSENT_COOKIE,
  cookieLine,
  formatLevels,
  formatRecipients,
  hasDecision,
  needsMigration,
  parseLevels,
  parseRecipients,
  PURPOSES,
  RECIPIENT_COOKIE,
  type Purpose,
} from '../../shared/consent.js'
import { read } from '../cookie.js'
import * as focus from '../focus.js'
import * as state from './state.js'
import { injectContainers, needsNewPolicy, sendUpdate } from './tags.js'

export const OPEN = 'is-open'
/** A page carrying this class on `<html>` or `<body>` starts with the banner closed (the class is then removed). */
export const HIDE_MARKER = 'hide-cookies-policy'
/** The delay before the open class changes (spec 001 §4). */
const CLASS_DELAY_MS = 1

interface PageData {
  messageSettings?: { saved?: string }
  recipientData?: Record<string, { level: number }>
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'

let started = false

export function start(): void {
  const root = document.querySelector<HTMLElement>('.cookies-policy')
  const pane = document.getElementById('cookies-policy-pane')
  const settings = document.getElementById('cookies-policy-settings')
  const form = root?.querySelector('form')
  if (started || !root || !pane || !settings || !form) return
  started = true
  let data: PageData = {}
  try {
    data = JSON.parse(document.getElementById('cookies-policy-data')?.textContent ?? '{}') as PageData
  } catch {
    data = {}
  }
  const complex = root.dataset.consentMode === 'complex'
  const problem = checkOptions({ complex, splitContainers: root.dataset.consentSplit === '1', recipients: data.recipientData ? Object.keys(data.recipientData) : undefined })
  const exclude = root.dataset.consentExclude
  let excluded = false
  try {
    excluded = !!exclude && document.querySelector(exclude) !== null
  } catch {
    excluded = false
  }
  if (problem || !navigator.cookieEnabled || excluded) {
    if (problem) console.error(problem)
    pane.classList.remove(OPEN)
    root.hidden = true
    return
  }

  const model: state.ConsentModel = {
    complex,
    purposes: PURPOSES.filter((p) => form.querySelector(`[data-consent-purpose="${p}"]`)),
    recipientLevels: Object.fromEntries(Object.entries(data.recipientData ?? {}).map(([key, r]) => [key, Number(r.level)])),
  }
  const cookieOptions = () => ({ lifetimeDays: Number(root.dataset.consentLifetime ?? 183), secure: location.protocol === 'https:', iframe: root.dataset.consentIframe === '1' })
  const stored = read(CONSENT_COOKIE)
  const levels = parseLevels(stored)
  if (needsMigration(stored)) document.cookie = cookieLine(CONSENT_COOKIE, formatLevels(levels), cookieOptions())
  const marker = [document.documentElement, document.body].find((el) => el.classList.contains(HIDE_MARKER))
  marker?.classList.remove(HIDE_MARKER)
  const outdated = root.dataset.consentOutdated === '1'
  let current = state.initial(model, levels, parseRecipients(read(RECIPIENT_COOKIE)), outdated)
  if (marker) current = state.closePane(current)
  const containers = { analytics: root.dataset.gtmAnalytics, marketing: root.dataset.gtmMarketing, host: root.dataset.gtmHost ?? '' }
  // A choice made under an older policy revision grants nothing until it is made again: the default
  // stands. The server wrote this page's policy from the same cookies (ADR 047).
  const pageLevels = hasDecision(levels) && !outdated ? levels : []
  if (pageLevels.length > 0) {
    sendUpdate(levels)
    injectContainers(levels, containers)
  }
  const reloadedAfter = savedBeforeReload.take()
  if (reloadedAfter !== null) {
    focus.announce(data.messageSettings?.saved ?? '')
    const focused = reloadedAfter && document.getElementById(reloadedAfter)
    if (focused) focus.on(focused)
  }

  let opener: HTMLElement | null = null
  let timer: ReturnType<typeof setTimeout> | undefined

  /** Reflects the state: toggles at once, the open classes after the delay (then focus); resolves once they are set. */
  const show = (next: state.ConsentState, focusTo?: () => HTMLElement | null) =>
    new Promise<void>((shown) => {
      current = next
      for (const input of form.querySelectorAll<HTMLInputElement>('[data-consent-purpose]')) input.checked = current.purposeData[input.dataset.consentPurpose as Purpose]
      for (const input of form.querySelectorAll<HTMLInputElement>('[data-consent-recipient]')) input.checked = current.recipientData[input.dataset.consentRecipient!] === true
      clearTimeout(timer)
      timer = setTimeout(() => {
        pane.classList.toggle(OPEN, current.isPaneOpen)
        settings.classList.toggle(OPEN, current.isSettingsOpen)
        const target = focusTo?.()
        if (target) focus.on(target)
        shown()
      }, CLASS_DELAY_MS)
    })

  /** Where focus goes when the consent UI closes: the link that opened it, else the page's heading. */
  const back = () => {
    // The banner's own Settings link only while the banner stays open (a choice closes it).
    const openerShown = opener?.isConnected && (!pane.contains(opener) || current.isPaneOpen)
    const to = openerShown ? opener : current.isPaneOpen ? pane : document.getElementById('mainContent')
    opener = null
    return to
  }

  const save = (choice: 'all' | 'technical' | 'selected') => {
    dropSettingsHash()
    const had = focusWithin()
    const transition = choice === 'all' ? state.acceptAll : choice === 'technical' ? state.technicalOnly : state.acceptSelected
    const next = transition(model, current)
    const options = cookieOptions()
    document.cookie = cookieLine(CONSENT_COOKIE, formatLevels(next.acceptedCookieLevel), options)
    if (complex) document.cookie = cookieLine(RECIPIENT_COOKIE, formatRecipients(next.recipientData), options)
    const shown = show(next, had ? back : undefined)
    sendUpdate(next.acceptedCookieLevel)
    const proof = sendProof(form, choice, next)
    if (needsNewPolicy(pageLevels, next.acceptedCookieLevel)) {
      // This page's policy was sent before the choice and names none of the hosts the tags now
      // allowed need: the page loads again under the policy the choice gives, and its containers
      // load there (ADR 047). The proof is recorded first; the page then says it was saved and
      // puts focus back where the choice left it.
      void Promise.all([shown, proof]).then(() => {
        savedBeforeReload.set(document.activeElement?.id ?? '')
        location.reload()
      })
      return
    }
    injectContainers(next.acceptedCookieLevel, containers)
    focus.announce(data.messageSettings?.saved ?? '')
  }

  const focusWithin = () => root.contains(document.activeElement)

  const openSettings = (from: HTMLElement | null) => {
    opener = from && !root.contains(from) ? from : pane.classList.contains(OPEN) ? pane.querySelector<HTMLElement>('[data-consent-open="settings"]') : from
    show(state.openSettings(current), () => settings.querySelector<HTMLElement>('h2') ?? settings)
  }

  const closeSettings = () => {
    dropSettingsHash()
    show(state.closeSettings(current), back)
  }

  // In the capture phase: the runtime's own click handlers (in-page anchors push `#cookies-policy-settings`,
  // partial navigation) were registered before this chunk loaded and must see the click handled.
  document.addEventListener(
    'click',
    (event) => {
      const target = (event.target as Element).closest<HTMLElement>('[data-consent-choice], [data-consent-open], [data-consent-close], [data-cookie-settings]')
      if (!target) return
      event.preventDefault()
      onClick(target)
    },
    true,
  )

  const onClick = (target: HTMLElement) => {
    if (target.dataset.consentChoice) return save(target.dataset.consentChoice as 'all' | 'technical' | 'selected')
    if (target.dataset.consentClose === 'pane') return show(state.closePane(current), () => document.getElementById('mainContent'))
    if (target.dataset.consentClose === 'settings') return closeSettings()
    if (target.dataset.consentOpen === 'pane') {
      opener = target
      return show(state.openPane(current), () => pane)
    }
    openSettings(target)
  }

  form.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement
    if (input.dataset.consentPurpose) show(state.togglePurpose(model, current, input.dataset.consentPurpose as Purpose, input.checked))
    else if (input.dataset.consentRecipient) show(state.toggleRecipient(model, current, input.dataset.consentRecipient, input.checked))
  })

  settings.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      return closeSettings()
    }
    if (event.key !== 'Tab') return
    const all = [...settings.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0)
    const first = all[0]
    const last = all[all.length - 1]
    if (!first || !last) return
    if (event.shiftKey && (document.activeElement === first || !settings.contains(document.activeElement) || document.activeElement === settings.querySelector('h2'))) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  })

  tabs(settings)
  // A page opened at the settings' address (the banner's link without script) shows them.
  if (location.hash === '#cookies-policy-settings') current = state.openSettings(current)
  show(current)
  // From here the banner's buttons are handled in the page; before, they post the no-script form.
  root.setAttribute('data-consent-enhanced', '')
}

/**
 * A page opened at the settings' address (`#cookies-policy-settings`, the no-script link) opens
 * them; once they close, the address loses it, so a reload does not open them again.
 */
function dropSettingsHash(): void {
  if (location.hash === '#cookies-policy-settings') history.replaceState(history.state, '', location.pathname + location.search)
}

/** The purposes and recipients tabs (complex mode): arrows, Home and End move between them, one panel shown. */
function tabs(settings: HTMLElement): void {
  const list = settings.querySelector<HTMLElement>('[role="tablist"]')
  if (!list) return
  const all = [...list.querySelectorAll<HTMLElement>('[role="tab"]')]
  const select = (tab: HTMLElement, moveFocus: boolean) => {
    for (const t of all) {
      const on = t === tab
      t.setAttribute('aria-selected', String(on))
      t.tabIndex = on ? 0 : -1
      document.getElementById(t.getAttribute('aria-controls')!)!.hidden = !on
    }
    if (moveFocus) tab.focus()
  }
  list.hidden = false
  select(all[0]!, false)
  list.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]')
    if (tab) select(tab, true)
  })
  // The tabs pattern's keys (WAI-ARIA APG): arrows wrap, Home and End go to the first and last tab.
  list.addEventListener('keydown', (event) => {
    const at = all.indexOf(document.activeElement as HTMLElement)
    const keys: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1 + all.length, Home: 0, End: all.length - 1 }
    if (at < 0 || !Object.hasOwn(keys, event.key)) return
    const to = keys[event.key]!
    event.preventDefault()
    select(all[to % all.length]!, true)
  })
}

/**
 * A choice saved just before the page loads again, for the next page to announce, with the id of
 * the element that had focus (sessionStorage may be off: then the page just loads).
 */
const savedBeforeReload = {
  set(focusedId: string) {
    try {
      sessionStorage.setItem('qfConsentSaved', focusedId)
    } catch {
      // Without storage the reloaded page says nothing; the closed banner shows the choice took.
    }
  },
  /** The focused element's id ('' for none), or null when no choice was saved before this load. */
  take(): string | null {
    try {
      const saved = sessionStorage.getItem('qfConsentSaved')
      sessionStorage.removeItem('qfConsentSaved')
      return saved
    } catch {
      return null
    }
  },
}

/** The proof of consent on the server (the cookies are already written). */
async function sendProof(form: HTMLFormElement, choice: string, next: state.ConsentState): Promise<void> {
  const body = new URLSearchParams({ choice })
  if (choice === 'selected') {
    for (const [purpose, on] of Object.entries(next.purposeData)) if (on) body.append('purpose', purpose)
    for (const [key, on] of Object.entries(next.recipientData)) if (on) body.append('recipient', key)
  }
  try {
    await fetch(form.action, { method: 'POST', body, headers: { accept: 'application/json' }, credentials: 'same-origin' })
  } catch {
    // The choice stands in the browser; the next one is recorded.
  }
}
