import { contentMessages } from '../../i18n/content.js'
import { otherLang, translator, type Lang } from '../../i18n/index.js'
import { Breadcrumbs } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { paths } from '../../ui/paths.js'
import { facultyLd } from '../../ui/structured-data.js'
import type { NewsSummary } from '../news/news.repository.js'
import { NewsLinks } from './news-links.js'
import type { FacultyHomeData } from './content.service.js'

export function facultyPageModel(lang: Lang, data: FacultyHomeData, news: NewsSummary[]): PageModel {
  return {
    title: data.faculty.name,
    description: data.faculty.perex,
    alternate: paths.faculty(otherLang(lang), data.translationSlug),
    structuredData: [facultyLd(lang, data.faculty)],
    breadcrumbs: { trail: [], current: data.faculty.name },
    regions: { pageContent: () => <FacultyPage lang={lang} data={data} news={news} /> },
  }
}

function FacultyPage({ lang, data, news }: { lang: Lang; data: FacultyHomeData; news: NewsSummary[] }) {
  const t = translator(contentMessages, lang)
  const { faculty, pages } = data
  return (
    <Container id="pageContent" className={`page-content faculty faculty--${faculty.code.toLowerCase()}`}>
      <Breadcrumbs trail={[]} current={faculty.name} />
      <PageHeading>{faculty.name}</PageHeading>
      <p className="perex">{faculty.perex}</p>
      <div className="columns">
        <section aria-labelledby="facultyPagesHeading">
          <h2 id="facultyPagesHeading">{t('facultyPages')}</h2>
          <ul className="link-list">
            {pages.map((p) => (
              <li key={p.id}>
                <a href={paths.content(lang, p.path)}>{p.title}</a>
                <p>{p.perex}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="facultyNewsHeading">
          <h2 id="facultyNewsHeading">{t('facultyNews')}</h2>
          <NewsLinks lang={lang} items={news} />
        </section>
      </div>
    </Container>
  )
}
