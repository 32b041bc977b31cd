import { contentBlockMessages } from '../../i18n/content-blocks.js'
import { translate, type Lang } from '../../i18n/index.js'
import { Collapsible } from '../../ui/collapsible.js'
import { Paragraphs } from '../../ui/paragraphs.js'
import type { ContentPageData } from './content.service.js'

/** Id of the FAQ section: a target of the in-page navigation like the page's sections. */
export const FAQ_ANCHOR = 'faq'

/** A page's frequently asked questions, each a remembered collapsible block. */
export function FaqList({ lang, faqs }: { lang: Lang; faqs: ContentPageData['faqs'] }) {
  if (faqs.length === 0) return null
  return (
    <section id={FAQ_ANCHOR} className="content-section faq" aria-labelledby={`${FAQ_ANCHOR}-heading`}>
      <h2 id={`${FAQ_ANCHOR}-heading`}>{translate(contentBlockMessages, lang, 'faqHeading')}</h2>
      {faqs.map((f) => (
        <Collapsible key={f.anchor} id={`faq-${f.anchor}`} summary={f.question}>
          <Paragraphs text={f.answer} />
        </Collapsible>
      ))}
    </section>
  )
}
