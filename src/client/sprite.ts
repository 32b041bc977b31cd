/**
 * The icon sprite (spec 000 §2, §8; spec 001 §7, §8): its address goes into the `data-url` of
 * `#svg-sprite`, the SVG is fetched from there and put inside. On any failure the body gets
 * the class `no-svg-sprite`, which the CSS uses to hide the empty icons.
 */
const DIR = `${import.meta.env.BASE_URL}img/svg/`
export const FAILED_CLASS = 'no-svg-sprite'

/** Versioned file from `<html data-sprite-version>`; the unversioned one in preview mode. */
export function url(root: HTMLElement = document.documentElement): string | null {
  const version = root.dataset.spriteVersion
  if (version) return `${DIR}svg-sprite-${encodeURIComponent(version)}.svg`
  return root.hasAttribute('data-preview') ? `${DIR}svg-sprite.svg` : null
}

export async function load(): Promise<boolean> {
  const holder = document.getElementById('svg-sprite')
  const address = url()
  try {
    if (!holder || !address) throw new Error('no sprite holder or version on the page')
    holder.dataset.url = address
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
