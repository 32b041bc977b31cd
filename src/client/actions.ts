/**
 * Web actions (spec 000 §8): named functions the page connects with `pu.connect(handlers)` and
 * runs by name, after an update (the `command` setting) or from an element
 * (`data-pu-action="name"`: a click runs it instead of following the element). Running an action
 * before any is connected throws the spec's Czech error; a name nobody connected logs
 * `Unknown action`. The runtime's own actions (`builtin`) are always there and do not count as
 * connected.
 */
import { config } from './config.js'
import * as focus from './focus.js'
import { PartialUpdateError } from './messages.js'
import * as scroll from './scroll.js'

export type Action = (detail: unknown) => void

/**
 * The runtime's own actions. `backToTop` (the back-to-top control): up to the page's top over
 * the 250 ms of a scroll back up, focus to the page header, so Tab goes on from there.
 */
export const builtin: Readonly<Record<string, Action>> = {
  backToTop: () => {
    scroll.animateTo(0, config.anchorBackDuration)
    const header = document.getElementById('pageHeader')
    if (header) focus.on(header)
  },
}

let connected: Record<string, Action> | null = null

/** Connects web actions (adds to those connected before). */
export function connect(handlers: Record<string, Action>): void {
  connected = { ...connected, ...handlers }
}

/** Runs the action `name` with `detail`. */
export function run(name: string, detail: unknown): void {
  const own = Object.hasOwn(builtin, name) ? builtin[name] : undefined
  if (own) return own(detail)
  if (!connected) throw new PartialUpdateError('actionsNotConnected')
  const action = Object.hasOwn(connected, name) ? connected[name] : undefined
  if (action) action(detail)
  else console.error('Unknown action', name)
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
  const element = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-pu-action]') : null
  if (!element) return
  event.preventDefault()
  run(element.dataset.puAction ?? '', { element })
}

export function init(): void {
  document.addEventListener('click', onClick)
}
