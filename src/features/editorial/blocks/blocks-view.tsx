/**
 * A body's blocks as the site's semantic HTML (ADR 093): h2–h4, paragraphs with strong, em and
 * links, a figure with the library's picture, a blockquote, an aside call-out with a visible
 * label, a table with its caption and header cells, the documents with their file facts. Text is
 * only ever rendered as text (React escapes it); a link's address is the model's, checked when it
 * was saved, or an item's current address; a link to an item that is not live is plain text.
 */
import { Fragment, type ReactNode } from 'react'
import { blockMessages } from '../../../i18n/blocks.js'
import { documentMessages, formatFileSize } from '../../../i18n/documents.js'
import { translator, type Lang } from '../../../i18n/index.js'
import { externalAttributes } from '../../../shared/external-links.js'
import { Picture, type PictureMeta } from '../../../ui/picture.js'
import { Gallery, type GalleryItem } from '../../../ui/gallery.js'
import { SignLanguageVideos } from '../../../ui/sign-language.js'
import { paths } from '../../../ui/paths.js'
import { widgetMessages } from '../../../i18n/widgets.js'
import { FaqList } from '../../content/faq-list.js'
import type { Block, RichText } from './blocks.js'
import { linkKey, type BlockRefs } from './resolve.js'

/** The body column's width per layout, as the news detail lays it out. */
const SIZES = '(min-width: 60em) 46rem, calc(100vw - 2rem)'

/** Photos of a gallery shown before "show more photos" (ADR 032). */
export const GALLERY_VISIBLE = 4

/** A gallery's pictures as the gallery view takes them: the smallest rendition as the thumbnail, the largest as the full photo. */
export const galleryItems = (pictures: readonly PictureMeta[]): GalleryItem[] =>
  pictures.map((p) => ({
    key: p.id,
    full: paths.mediaImage(p, p.widths.at(-1)!, 'webp'),
    width: p.width,
    height: p.height,
    thumb: paths.mediaImage(p, p.widths[0]!, 'webp'),
    thumbWidth: p.widths[0]!,
    thumbHeight: Math.round((p.widths[0]! * p.height) / p.width),
    caption: p.alt,
  }))

/**
 * `name` makes the ids of what a block renders unique on the site (the FAQ's collapsibles are
 * remembered by id across pages): the item's, e.g. `news-12`.
 */
export function Blocks({ lang, blocks, refs, name = 'body' }: { lang: Lang; blocks: readonly Block[]; refs: BlockRefs; name?: string }) {
  return (
    <div className="blocks">
      {blocks.map((b, i) => (
        <BlockView key={i} lang={lang} block={b} refs={refs} name={`${name}-${i + 1}`} />
      ))}
    </div>
  )
}

function BlockView({ lang, block: b, refs, name }: { lang: Lang; block: Block; refs: BlockRefs; name: string }) {
  const t = translator(blockMessages, lang)
  switch (b.type) {
    case 'heading': {
      const H = `h${b.level}` as 'h2' | 'h3' | 'h4'
      return <H className="blocks__heading">{b.text}</H>
    }
    case 'paragraph':
      return b.content.length ? <p>{inline(lang, b.content, refs)}</p> : null
    case 'quote':
      return (
        <figure className="blocks__quote">
          <blockquote>
            <p>{inline(lang, b.content, refs)}</p>
          </blockquote>
          {b.source ? <figcaption>— {b.source}</figcaption> : null}
        </figure>
      )
    case 'callout': {
      const label = t(b.tone === 'warning' ? 'calloutWarning' : 'calloutInfo')
      return (
        <aside className={`blocks__callout blocks__callout--${b.tone}`} aria-label={label}>
          <p className="blocks__callout-label">{label}</p>
          <p>{inline(lang, b.content, refs)}</p>
        </aside>
      )
    }
    case 'image': {
      const picture = refs.media[b.mediaId]
      if (!picture) return null
      return (
        <figure className="blocks__figure">
          <Picture image={picture} sizes={SIZES} decorative={picture.decorative} />
          {b.caption ? <figcaption>{b.caption}</figcaption> : null}
        </figure>
      )
    }
    case 'table':
      return (
        // Scrolls sideways on a narrow screen: focusable so a keyboard can scroll it too.
        <div className="blocks__table" role="region" aria-label={b.caption} tabIndex={0}>
          <table>
            <caption>{b.caption}</caption>
            <thead>
              <tr>
                {b.header.map((h, i) => (
                  <th key={i} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {b.rows.map((r, i) => (
                <tr key={i}>
                  {r.map((c, j) =>
                    j === 0 ? (
                      <th key={j} scope="row">
                        {c}
                      </th>
                    ) : (
                      <td key={j}>{c}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )
    case 'documents': {
      const td = translator(documentMessages, lang)
      const shown = b.ids.flatMap((id) => refs.documents[id] ?? [])
      if (shown.length === 0) return null
      return (
        <ul className="blocks__documents">
          {shown.map((d) => (
            <li key={d.id}>
              <a href={d.href} type="application/pdf">
                {d.title}
              </a>{' '}
              <span className="document__file">({td(d.pageCount === 1 ? 'fileFactsOnePage' : 'fileFacts', { size: formatFileSize(lang, d.byteSize), pages: d.pageCount })})</span>
            </li>
          ))}
        </ul>
      )
    }
    // The site's own views (ADR 101): the gallery widget, the pages' FAQ, the sign-language videos.
    case 'gallery': {
      const pictures = refs.galleries[b.gallery]
      // A gallery deleted since the body was saved shows nothing; the item's checks name it.
      if (!pictures?.length) return null
      const heading = translator(widgetMessages, lang)('galleryHeading')
      return <Gallery lang={lang} id={`${name}-gallery-${b.gallery}`} heading={refs.galleryCount > 1 ? `${heading} ${b.gallery}` : heading} visible={GALLERY_VISIBLE} items={galleryItems(pictures)} />
    }
    case 'faq':
      return <FaqList lang={lang} anchor={`${name}-faq`} faqs={b.items.map((q, i) => ({ anchor: `${name}-${i + 1}`, question: q.question, answer: <p>{inline(lang, q.answer, refs)}</p> }))} />
    case 'signLanguage':
      return <SignLanguageVideos lang={lang} codes={b.codes} heading={b.title} host={refs.videoHost} />
  }
}

const linkOf = (n: RichText[number]) => {
  const m = n.marks?.find((x) => x.type === 'link')
  return m && m.type === 'link' ? m.attrs : undefined
}

/** Rich text as inline elements: a link's marks nest inside it, so one link stays one `<a>`. */
function inline(lang: Lang, nodes: RichText, refs: BlockRefs): ReactNode[] {
  const out: ReactNode[] = []
  for (let i = 0; i < nodes.length; ) {
    const attrs = linkOf(nodes[i]!)
    const key = JSON.stringify(attrs)
    let j = i + 1
    while (attrs && j < nodes.length && JSON.stringify(linkOf(nodes[j]!)) === key) j++
    const run = nodes.slice(i, j).map((n, k) => styled(n.text, n.marks?.some((m) => m.type === 'bold'), n.marks?.some((m) => m.type === 'italic'), i + k))
    if (attrs) {
      const href = 'href' in attrs ? attrs.href : refs.links[linkKey(attrs.kind, attrs.id)]
      const external = 'href' in attrs && /^https?:/i.test(attrs.href)
      out.push(
        href ? (
          <a key={`a${i}`} href={href} {...(external ? externalAttributes(lang) : {})}>
            {run}
          </a>
        ) : (
          <Fragment key={`a${i}`}>{run}</Fragment>
        ),
      )
    } else out.push(...run)
    i = j
  }
  return out
}

function styled(text: string, bold: boolean | undefined, italic: boolean | undefined, key: number): ReactNode {
  const em = italic ? <em>{text}</em> : text
  return <Fragment key={key}>{bold ? <strong>{em}</strong> : em}</Fragment>
}
