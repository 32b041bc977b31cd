/**
 * The icon sprite (spec 000 §2, §8; spec 001 §7, §8): the server renders its address (versioned,
 * or the unversioned file in preview mode) in the `data-url` of `#svg-sprite`; the SVG is
 * fetched from there and put inside. On any failure the body gets
 * the class `no-svg-sprite`, which the CSS uses to hide the empty icons.
 */
export const FAILED_CLASS = 'no-svg-sprite'

export async function load(): Promise<boolean> {
  const holder = document.getElementById('svg-sprite')
  const address = holder?.dataset.url
  try {
    if (!holder || !address) throw new Error('no sprite holder or address on the page')
    const response = await fetch(address, { credentials: 'same-origin' })
    const text = response.ok ? await response.text() : ''
    if (!text.trimStart().startsWith('<svg')) throw new Error(`sprite ${address}: HTTP ${response.status}`)
    holder.innerHTML = text
    return true
  } catch (err) {
    document.body.classList.add(FAILED_CLASS)
    console.warn('Icon sprite not loaded:', err)
    return false
  }
}
