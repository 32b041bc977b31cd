import { contentMessages } from '../../i18n/content.js'
import { otherLang, translator, type Lang } from '../../i18n/index.js'
import { Container } from '../../ui/container.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { paths } from '../../ui/paths.js'
import { universityLd } from '../../ui/structured-data.js'
import { Picture, type PictureMeta } from '../../ui/picture.js'
import type { NewsSummary } from '../news/news.repository.js'
import { nextEventEnd } from '../news/news-item-meta.js'
import type { FacultyRow } from './content.repository.js'
import { SocialFeedSection } from '../social/social-feed-view.js'
import { NewsLinks } from './news-links.js'

export interface HomeData {
  news: NewsSummary[]
  events: NewsSummary[]
  faculties: FacultyRow[]
  hero: PictureMeta | null
}

export function homePageModel(lang: Lang, data: HomeData): PageModel {
  const t = translator(contentMessages, lang)
  return {
    title: t('homeTitle'),
    description: t('homeDescription'),
    alternate: paths.home(otherLang(lang)),
    structuredData: [universityLd(lang, data.faculties)],
    // The upcoming events leave the list as they end.
    freshUntil: nextEventEnd([...data.events, ...data.news]),
    regions: { pageContent: () => <HomePage lang={lang} data={data} /> },
  }
}

function HomePage({ lang, data }: { lang: Lang; data: HomeData }) {
  const t = translator(contentMessages, lang)
  return (
    <Container id="pageContent" className="page-content home">
      <div className="hero">
        {/* The heading first: the page's own words lead, the picture follows (no script moves it). */}
        <PageHeading>{t('homeTitle')}</PageHeading>
        <p className="perex">{t('homeIntro')}</p>
        {data.hero ? <Picture image={data.hero} sizes="(min-width: 1264px) 1200px, 100vw" className="hero__picture" priority /> : null}
      </div>
      <section className="home__faculties" aria-labelledby="homeFaculties">
        <h2 id="homeFaculties">
          <a href={paths.faculties(lang)}>{t('ourFaculties')}</a>
        </h2>
        <ul className="faculty-cards">
          {data.faculties.map((f) => (
            <li key={f.id} className={`faculty-card faculty--${f.code.toLowerCase()}`}>
              <a href={paths.faculty(lang, f.slug)}>{f.name}</a>
              <p>{f.perex}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="columns">
        <section aria-labelledby="homeNews">
          <h2 id="homeNews">{t('latestNews')}</h2>
          <NewsLinks lang={lang} items={data.news} />
          <p>
            <a href={paths.newsList(lang)}>{t('allNews')}</a>
          </p>
        </section>
        <section aria-labelledby="homeEvents">
          <h2 id="homeEvents">{t('upcomingEvents')}</h2>
          <NewsLinks lang={lang} items={data.events} />
        </section>
      </div>
      <section className="home__eshop" aria-labelledby="homeEshop">
        <h2 id="homeEshop">
          <a href={paths.eshop(lang)}>{t('visitEshop')}</a>
        </h2>
        <p>{t('eshopTeaser')}</p>
      </section>
      <SocialFeedSection lang={lang} />
    </Container>
  )
}
