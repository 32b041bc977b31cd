/**
 * Upload widgets in the entry (ADR 043): only the check for `[data-upload]`, at boot and after
 * every swap; the widget is a chunk (widgets/upload.ts). Without it the file input stays inert
 * and the form is sent without an attachment.
 */
import * as chunk from './chunk.js'
import * as enhance from './enhance.js'

export function init(): void {
  enhance.each((root) => {
    const widgets = Array.from(root.querySelectorAll<HTMLElement>('[data-upload]'))
    if (!widgets.length) return
    chunk.load(() => import('./widgets/upload.js')).then(
      (c) => widgets.forEach((el) => c.mount(el)),
      () => undefined,
    )
  })
}
