import { common } from '../../i18n/common.js'
import { contentBlockMessages } from '../../i18n/content-blocks.js'
import { contentMessages } from '../../i18n/content.js'
import { otherLang, translate, type Lang } from '../../i18n/index.js'
import { Breadcrumbs, type Crumb } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { stableIds } from '../../ui/containers.js'
import { InPageNav } from '../../ui/in-page-nav.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { Paragraphs } from '../../ui/paragraphs.js'
import { PageExtras } from './page-extras.js'
import { paths } from '../../ui/paths.js'
import { SignLanguageVideos } from '../../ui/sign-language.js'
import type { ContentPageData } from './content.service.js'
import { FAQ_ANCHOR, FaqList } from './faq-list.js'

export function contentPageModel(lang: Lang, data: ContentPageData): PageModel {
  return {
    title: data.page.title,
    description: data.page.perex,
    alternate: data.translationPath === null ? null : paths.content(otherLang(lang), data.translationPath),
    breadcrumbs: { trail: trailOf(lang, data), current: data.page.title },
    sideMenu: hasSideMenu(data),
    regions: { pageContent: () => <ContentPage lang={lang} data={data} /> },
  }
}

/** A faculty's pages start at the faculty's home, then the pages above this one. */
function trailOf(lang: Lang, { faculty, ancestors }: ContentPageData): Crumb[] {
  const trail: Crumb[] = faculty ? [{ label: faculty.name, href: paths.faculty(lang, faculty.slug) }] : []
  return [...trail, ...ancestors.map((a) => ({ label: a.title, href: paths.content(lang, a.path) }))]
}

const hasSideMenu = (data: ContentPageData) => data.sections.length > 0 || data.faqs.length > 0 || data.children.length > 0

function ContentPage({ lang, data }: { lang: Lang; data: ContentPageData }) {
  const { page, sections, children, faqs } = data
  const navigable = faqs.length > 0 ? [...sections, { anchor: FAQ_ANCHOR, heading: translate(contentBlockMessages, lang, 'faqHeading') }] : sections
  return (
    <Container id="pageContent" className="page-content page-content--with-aside">
      <Breadcrumbs trail={trailOf(lang, data)} current={page.title} />
      <article className="content-page">
        <PageHeading>{page.title}</PageHeading>
        <p className="perex">{page.perex}</p>
        {sections.map((s) => (
          <section key={s.anchor} id={s.anchor} className="content-section" aria-labelledby={`${s.anchor}-heading`}>
            <h2 id={`${s.anchor}-heading`}>{s.heading}</h2>
            <SignLanguageVideos lang={lang} codes={s.signLanguageVideos} heading={s.heading} host={data.videoHost} />
            <Paragraphs text={s.body} />
          </section>
        ))}
        <FaqList lang={lang} faqs={faqs} />
        <PageExtras lang={lang} page={page} />
      </article>
      <aside className="page-aside" id={hasSideMenu(data) ? stableIds.sideMenu : undefined} tabIndex={-1} aria-label={translate(common, lang, 'pageAside')}>
        {navigable.length > 0 ? <InPageNav sections={navigable} /> : null}
        {children.length > 0 ? (
          <nav className="subpages" aria-labelledby="subpagesHeading">
            <h2 id="subpagesHeading">{translate(contentMessages, lang, 'subpages')}</h2>
            <ul>
              {children.map((c) => (
                <li key={c.id}>
                  <a href={paths.content(lang, c.path)}>{c.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </aside>
    </Container>
  )
}
