/**
 * The same page in the other language: the frame's language switch (`a.lang-switch`) and
 * `<link rel="alternate" hreflang>` are rendered with the page, so after a partial update that
 * changed the page they follow the address the server names (`X-PU-Alternate`).
 */
export function follow(path: string): void {
  for (const el of document.querySelectorAll<HTMLAnchorElement | HTMLLinkElement>('a.lang-switch,link[rel=alternate][hreflang]'))
    el.setAttribute('href', path)
}
