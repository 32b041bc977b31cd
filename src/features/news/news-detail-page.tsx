import { formatDate, otherLang, translate, translator, type Lang } from '../../i18n/index.js'
import { newsMessages } from '../../i18n/news.js'
import { widgetMessages } from '../../i18n/widgets.js'
import { Gallery } from '../../ui/gallery.js'
import { Breadcrumbs } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { SocialShare } from '../../ui/social-share.js'
import { paths } from '../../ui/paths.js'
import { newsLd } from '../../ui/structured-data.js'
import type { NewsDetail } from './news.types.js'
import type { NewsDetailData } from './news.service.js'
import { Blocks, GALLERY_VISIBLE, galleryItems } from '../editorial/blocks/blocks-view.js'
import { referencesOf } from '../editorial/blocks/blocks.js'
import { EventWhen, eventIsOver, nextEventEnd } from './news-item-meta.js'

export function newsDetailPageModel(lang: Lang, data: NewsDetailData): PageModel {
  const other = otherLang(lang)
  return {
    title: data.item.title,
    description: data.item.perex,
    // Untranslated items switch to the other language's listing rather than its home.
    alternate: data.translatedSlug ? paths.newsDetail(other, data.translatedSlug) : paths.newsList(other),
    type: 'article',
    structuredData: [newsLd(lang, data.item)],
    breadcrumbs: { trail: [{ label: translate(newsMessages, lang, 'listTitle'), href: paths.newsList(lang) }], current: data.item.title },
    freshUntil: nextEventEnd([data.item]),
    regions: { pageContent: () => <NewsDetailPage lang={lang} data={data} /> },
  }
}

function NewsDetailPage({ lang, data }: { lang: Lang; data: NewsDetailData }) {
  const t = translator(newsMessages, lang)
  const tw = translator(widgetMessages, lang)
  const { item } = data
  const inBody = new Set(referencesOf(item.blocks).galleries.map(String))
  return (
    <Container id="pageContent" className={`page-content news-detail news-detail--${item.kind}`}>
      <Breadcrumbs trail={[{ label: t('listTitle'), href: paths.newsList(lang) }]} current={item.title} />
      <article>
        <PageHeading>{item.title}</PageHeading>
        <p className="news-detail__published">
          {t('published')}: <time dateTime={item.publishedAt.toISOString()}>{formatDate(lang, item.publishedAt)}</time>
        </p>
        {item.kind === 'event' && item.eventStartsAt ? <EventBlock lang={lang} item={item} starts={item.eventStartsAt} /> : null}
        <p className="perex">{item.perex}</p>
        <Blocks lang={lang} blocks={item.blocks} refs={data.refs} name={`news-${item.id}`} />
        {data.galleries.map((gallery, g) =>
          // A gallery the body shows as a block (ADR 101) is not repeated after it.
          inBody.has(gallery.key.slice(gallery.key.lastIndexOf('/gallery-') + '/gallery-'.length)) ? null : (
            <Gallery
              key={gallery.key}
              lang={lang}
              id={`news-${g + 1}`}
              heading={data.galleries.length > 1 ? `${tw('galleryHeading')} ${g + 1}` : tw('galleryHeading')}
              visible={GALLERY_VISIBLE}
              items={galleryItems(gallery.pictures)}
            />
          ),
        )}
        <SocialShare lang={lang} url={paths.newsDetail(lang, item.slug)} />
      </article>
    </Container>
  )
}

function EventBlock({ lang, item, starts }: { lang: Lang; item: NewsDetail; starts: Date }) {
  const t = translator(newsMessages, lang)
  return (
    <section className="event-block" aria-labelledby="eventDetailsHeading">
      <h2 id="eventDetailsHeading">{t('eventDetails')}</h2>
      {eventIsOver(item) ? <p className="event-block__over">{t('eventOver')}</p> : null}
      <dl>
        <dt>{t('eventWhen')}</dt>
        <dd>
          <EventWhen lang={lang} starts={starts} ends={item.eventEndsAt} />
        </dd>
        {item.eventLocation ? (
          <>
            <dt>{t('eventWhere')}</dt>
            <dd className="event-block__location">{item.eventLocation}</dd>
          </>
        ) : null}
      </dl>
      <p className="event-block__links">
        <a href={paths.eventIcs(lang, item.slug)} download={`${item.slug}.ics`} type="text/calendar">
          {t('eventIcs')}
        </a>{' '}
        · <a href={paths.events(lang)}>{t('eventsAll')}</a>
      </p>
    </section>
  )
}
