/**
 * Enter in a field marked `data-enter-presses="ID"` presses the button ID instead of the form's
 * default one: the media picker's search field searches, while Enter anywhere else in the form
 * saves the draft (its first, hidden default button). Without script, Enter there saves too.
 */
export function start(): void {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || event.isComposing || event.defaultPrevented) return
    const field = event.target
    if (!(field instanceof HTMLInputElement) || !field.dataset.enterPresses) return
    const button = document.getElementById(field.dataset.enterPresses)
    if (!(button instanceof HTMLButtonElement) || button.form !== field.form) return
    event.preventDefault()
    button.click()
  })
}
