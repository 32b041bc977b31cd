/**
 * The sign-language video popup (spec 000 §4, §7), a chunk loaded on the first trigger: an
 * iframe 786×442 with autoplay from the block's video host. A code that is not well formed or
 * not listed by its block (a tampered page) shows a message instead of an empty player. It opens
 * in the site's modal popup (popup/modal.ts: focus, scroll lock, Escape, announcements); closing
 * empties the frame, so the video stops before the popup leaves the page.
 */
import { isVideoCode, parseVideoCodes, videoEmbedUrl } from '../shared/sign-language.js'
import { config } from './config.js'
import { text } from './messages.js'
import * as popups from './popups.js'

const HOST = /^https:\/\/[^/?#]+\/([^?#]*\/)?$/

export async function show(trigger: HTMLElement): Promise<void> {
  const code = trigger.dataset.signLanguageVideo ?? ''
  const block = trigger.closest('[data-sign-language-videos]')
  const listed = parseVideoCodes(block?.getAttribute('data-sign-language-videos') ?? '')
  const host = block?.getAttribute('data-sign-language-host') ?? ''
  const label = text('signLanguage.popupLabel')
  let frame: HTMLIFrameElement | null = null
  let content: HTMLElement
  if (isVideoCode(code) && listed.includes(code) && HOST.test(host)) {
    frame = document.createElement('iframe')
    frame.width = String(config.videoWidth)
    frame.height = String(config.videoHeight)
    frame.title = trigger.textContent?.trim() || label
    frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen'
    frame.className = 'popup__video'
    frame.src = videoEmbedUrl(host, code)
    content = frame
  } else {
    content = document.createElement('p')
    content.className = 'popup__message'
    content.textContent = text('signLanguage.unknownVideo', { code: code.slice(0, 40) })
  }
  const { modal } = await popups.load()
  const popup = modal.open({ title: label, trigger, className: 'popup--video' })
  popup.body.append(content)
  popup.onClose(() => {
    if (frame) frame.src = 'about:blank'
  })
}
