/**
 * SocialShare (spec 001 §9 names it; ADR 039): links to the networks' share pages open them in a
 * share window of 550×420 (the gallery's share window, spec 001 §9) instead of a new tab. Without
 * script the link opens as rendered (a new tab).
 */
export const SHARE_WINDOW = { width: 550, height: 420 } as const

export function mount(el: HTMLElement): void {
  el.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-share]') : null
    if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
    const { width, height } = SHARE_WINDOW
    const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2))
    const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2))
    event.preventDefault()
    // `noopener`: the network's page gets no handle on ours (window.open then answers null).
    window.open(link.href, 'share', `popup,width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`)
  })
}
