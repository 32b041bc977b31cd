/**
 * The administration's own script (ADR 094): built by Vite as an entry of its own and linked only
 * by the administration's pages (`ctx.admin`), so the public runtime's budget never pays for it.
 * Forms that a partial update swaps in are enhanced after the swap: autosave, and the block rows'
 * rich-text editors (ADR 099), whose ProseMirror chunk is loaded only by a page that has such a row.
 */
import { eventNames } from '../shared/protocol.js'
import { start as startAutosave } from './admin/autosave.js'
import { start as startEnterPresses } from './admin/enter-presses.js'

function startRichText(root: ParentNode) {
  if (root.querySelector('textarea[data-rich-text]')) void import('./admin/richtext.js').then((m) => m.start(root))
}

startAutosave()
startEnterPresses()
startRichText(document)
document.addEventListener(eventNames.replaced, (event) => {
  if (event.target instanceof Element) {
    startAutosave(event.target)
    startRichText(event.target)
  }
})
