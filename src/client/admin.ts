/**
 * The administration's own script (ADR 094): built by Vite as an entry of its own and linked only
 * by the administration's pages (`ctx.admin`), so the public runtime's budget never pays for it.
 * Forms that a partial update swaps in are enhanced after the swap.
 */
import { eventNames } from '../shared/protocol.js'
import { start as startAutosave } from './admin/autosave.js'
import { start as startEnterPresses } from './admin/enter-presses.js'

startAutosave()
startEnterPresses()
document.addEventListener(eventNames.replaced, (event) => {
  if (event.target instanceof Element) startAutosave(event.target)
})
