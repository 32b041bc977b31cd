/**
 * The sign-language switch and video triggers (spec 000 §2.13, §4). The switch
 * (`#signLanguageSwitch`, a native button with `role="switch"`) is stored in localStorage,
 * default off. While it is on, each block `[data-sign-language-videos]` shows its triggers (from
 * its `<template>`); while it is off they are not in the page, so nothing of a video is loaded.
 * The player is a chunk loaded on the first trigger (sign-language-popup.ts).
 */
import { SIGN_LANGUAGE_SWITCH_ID } from '../ui/containers.js'
import * as chunk from './chunk.js'
import { config } from './config.js'
import { names } from './events.js'
import { announce } from './focus.js'
import { text } from './messages.js'

const BLOCK = '[data-sign-language-videos]'
const TRIGGERS = '.sign-language__triggers'

function stored(): boolean {
  try {
    return localStorage.getItem(config.signLanguageKey) === '1'
  } catch {
    return false
  }
}

/** The state of this page: the stored one, or the last set when storage refused it. */
let on = false

export const isOn = (): boolean => on

/** Shows or removes the triggers of the blocks under `root` for the current state. */
export function apply(root: ParentNode = document): void {
  document.getElementById(SIGN_LANGUAGE_SWITCH_ID)?.setAttribute('aria-checked', String(on))
  document.documentElement.classList.toggle('sign-language-on', on)
  for (const block of root.querySelectorAll(BLOCK)) {
    const shown = block.querySelector(TRIGGERS)
    const template = block.querySelector('template')
    if (on && !shown && template) block.append(template.content.cloneNode(true))
    else if (!on) shown?.remove()
  }
}

function set(value: boolean): void {
  on = value
  try {
    localStorage.setItem(config.signLanguageKey, on ? '1' : '0')
  } catch {
    // Storage refused (private mode, quota): the switch still works for this page.
  }
  apply()
  announce(text(on ? 'signLanguage.on' : 'signLanguage.off'))
}

async function play(trigger: HTMLElement): Promise<void> {
  try {
    const popup = await chunk.load(() => import('./sign-language-popup.js'))
    await popup.show(trigger)
  } catch {
    announce(text('chunk.failed'))
  }
}

export function init(): void {
  const control = document.getElementById(SIGN_LANGUAGE_SWITCH_ID)
  if (control) {
    control.classList.add('is-ready')
    control.addEventListener('click', () => set(!on))
  }
  document.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest?.<HTMLElement>('[data-sign-language-video]')
    if (!trigger || !isOn()) return
    event.preventDefault()
    void play(trigger)
  })
  document.addEventListener(names.replaced, (event) => {
    if (event.target instanceof Element) apply(event.target)
  })
  on = stored()
  apply()
}
