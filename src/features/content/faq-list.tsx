import type { ReactNode } from 'react'
import { contentBlockMessages } from '../../i18n/content-blocks.js'
import { translate, type Lang } from '../../i18n/index.js'
import { Collapsible } from '../../ui/collapsible.js'
import { Paragraphs } from '../../ui/paragraphs.js'

/** Id of the FAQ section: a target of the in-page navigation like the page's sections. */
export const FAQ_ANCHOR = 'faq'

/**
 * One question: its anchor names its collapsible (`faq-{anchor}`, remembered site-wide, so unique);
 * the answer is plain text in paragraphs (a page's FAQ) or already rendered (a body's FAQ block, ADR 101).
 */
export interface FaqEntry {
  anchor: string
  question: string
  answer: string | ReactNode
}

/**
 * Frequently asked questions, each a remembered collapsible block: a page's (at `#faq`) and a
 * body's FAQ block (ADR 101, at the anchor it is given) look and behave the same.
 */
export function FaqList({ lang, faqs, anchor = FAQ_ANCHOR }: { lang: Lang; faqs: readonly FaqEntry[]; anchor?: string }) {
  if (faqs.length === 0) return null
  return (
    <section id={anchor} className="content-section faq" aria-labelledby={`${anchor}-heading`}>
      <h2 id={`${anchor}-heading`}>{translate(contentBlockMessages, lang, 'faqHeading')}</h2>
      {faqs.map((f) => (
        <Collapsible key={f.anchor} id={`faq-${f.anchor}`} summary={f.question}>
          {typeof f.answer === 'string' ? <Paragraphs text={f.answer} /> : f.answer}
        </Collapsible>
      ))}
    </section>
  )
}
