import type { ReactNode } from 'react'
import { CONTENT_LINK } from '../shared/content-links.js'
import { externalAttributes } from '../shared/external-links.js'
import { useContent } from './page-context.js'

/**
 * Links written in content as `[label](address)` (src/shared/content-links.ts): an http(s)
 * address is a link to another site (a new window, `rel` and the title hint of spec 000 §9, in
 * the page's language); a site path (`/qf/…`) is a plain link. Nothing else becomes markup.
 */
const LINK = CONTENT_LINK

function withLinks(text: string, lang: string): ReactNode[] {
  const out: ReactNode[] = []
  let at = 0
  for (const m of text.matchAll(LINK)) {
    const [whole, label, href] = m as unknown as [string, string, string]
    out.push(text.slice(at, m.index))
    out.push(
      href.startsWith('/') ? (
        <a key={m.index} href={href}>
          {label}
        </a>
      ) : (
        <a key={m.index} href={href} {...externalAttributes(lang)}>
          {label}
        </a>
      ),
    )
    at = m.index + whole.length
  }
  out.push(text.slice(at))
  return out
}

/** Plain text with blank-line separated paragraphs, rendered escaped; only links become markup. */
export function Paragraphs({ text }: { text: string }) {
  const { lang } = useContent()
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i}>{withLinks(p, lang)}</p>
        ))}
    </>
  )
}
