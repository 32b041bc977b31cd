/**
 * Live validation in the entry (ADR 031): only the check that the page holds a form
 * marked `data-live-validation`, at boot and after every swap; the runtime itself is a chunk
 * (validation/index.ts). Without it the forms are plain forms validated on submit (422).
 */
import * as chunk from './chunk.js'
import * as enhance from './enhance.js'

let started = false

export function init(): void {
  enhance.each((root) => {
    if (started || !root.querySelector('form[data-live-validation]')) return
    started = true
    chunk.load(() => import('./validation/index.js')).then(
      (c) => c.start(),
      () => {
        // A chunk that did not come: the forms stay plain, and a later page may ask again.
        started = false
      },
    )
  })
}
