/**
 * The head's parts for search engines and sharing: description, canonical link, absolute
 * hreflang alternate, feeds, Open Graph and Twitter card, JSON-LD. Absolute addresses use the
 * frame's origin (PUBLIC_ORIGIN, else the request's), which content regions never see.
 */
import type { ReactElement } from 'react'
import { otherLang, translator } from '../../i18n/index.js'
import { seoMessages } from '../../i18n/seo.js'
import { withHome } from '../breadcrumbs.js'
import type { Assets } from '../chrome.js'
import type { FrameContext } from '../page-context.js'
import { alternateOf, type JsonLd, type PageMeta } from '../page-model.js'
import { paths } from '../paths.js'
import { absolutize, breadcrumbLd, jsonLdText } from '../structured-data.js'

/** Types whose rich results show an image (Google: Article, Event, Organization). */
const WANTS_IMAGE = new Set(['NewsArticle', 'Event', 'CollegeOrUniversity'])

/** Open Graph locales of our languages. */
const LOCALE = { cs: 'cs_CZ', en: 'en_GB' } as const

interface Props {
  ctx: FrameContext
  meta: PageMeta
  /** The document's title as the <title> element shows it. */
  title: string
  siteName: string
  assets: Assets
}

export function SeoHead({ ctx, meta, title, siteName, assets }: Props): ReactElement {
  const { lang, origin } = ctx
  const t = translator(seoMessages, lang)
  const other = otherLang(lang)
  const abs = (path: string) => new URL(path, origin).href
  const description = meta.description?.trim() || t('siteDescription')
  const image = meta.image ?? { ...assets.shareImage, alt: t('shareImageAlt') }
  // Error pages and search results are not pages of the site: no canonical address, kept out of the index.
  const indexable = (meta.status ?? 200) === 200 && meta.robots !== 'noindex'
  const path = meta.canonical ?? ctx.canonical
  const canonical = abs(path)
  // Articles and events without a picture of their own show the page's sharing image.
  const structured: JsonLd[] = (meta.structuredData ?? []).map((d) => (WANTS_IMAGE.has(d['@type']) && d.image === undefined ? { ...d, image: image.src } : d))
  if (meta.breadcrumbs) structured.push(breadcrumbLd(withHome(lang, meta.breadcrumbs.trail), { label: meta.breadcrumbs.current, href: path }))
  return (
    <>
      <meta name="description" content={description} />
      {indexable ? <link rel="canonical" href={canonical} /> : <meta name="robots" content="noindex" />}
      <link rel="alternate" hrefLang={other} href={abs(alternateOf(meta, lang))} />
      <link rel="alternate" type="application/rss+xml" title={t('newsFeedTitle')} href={abs(paths.newsFeed(lang))} />
      <link rel="alternate" type="text/calendar" title={t('eventsCalendarTitle')} href={abs(paths.eventsCalendar(lang))} />
      <meta property="og:type" content={meta.type ?? 'website'} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={LOCALE[lang]} />
      <meta property="og:locale:alternate" content={LOCALE[other]} />
      <meta property="og:image" content={abs(image.src)} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={abs(image.src)} />
      <meta name="twitter:image:alt" content={image.alt} />
      {structured.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(absolutize(data, origin)) }} />
      ))}
    </>
  )
}
