/**
 * Links to other sites (spec 000 §9): they open in a new window, with
 * `rel="nofollow noopener noreferrer"` and a title hint in the language of the link's context.
 * The server marks the links it renders (src/ui/paragraphs.tsx); the runtime marks, through
 * `mark`, those of content it did not render (src/client/external-links.ts).
 */
import { newWindowTitle } from './new-window-titles.js'

export const EXTERNAL_REL = 'nofollow noopener noreferrer'

/** The attributes of an external link in a context of language `lang`. */
export const externalAttributes = (lang: string | null | undefined) => ({ target: '_blank', rel: EXTERNAL_REL, title: newWindowTitle(lang) })

/** Marks `link` as external, its hint in the language of its closest `lang`. */
export function mark(link: HTMLAnchorElement): void {
  const attributes = externalAttributes(link.closest('[lang]')?.getAttribute('lang'))
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value)
}
