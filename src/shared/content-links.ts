/**
 * Links written in content as `[label](address)`: an http(s) address is a link to another site,
 * a site path (`/qf/…`) a plain link; nothing else is a link. Shared by the view that renders
 * them (src/ui/paragraphs.tsx) and the search index, which keeps what a reader sees.
 */
export const CONTENT_LINK = /\[([^\]\n]{1,200})\]\((https?:\/\/[^\s()<>"]{1,2000}|\/(?![/\\])[^\s()<>"]{0,2000})\)/g

/** The text a reader sees: each `[label](address)` as its label (for search entries and snippets). */
export const readableText = (text: string): string => text.replace(CONTENT_LINK, '$1')
