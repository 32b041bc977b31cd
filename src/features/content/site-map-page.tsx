/**
 * The site map for people (linked from the footer): the sections of the site, the content pages
 * of the main menu with the pages under them, and the faculties. Search engines read
 * /sitemap.xml, which lists every single address.
 */
import { common } from '../../i18n/common.js'
import { contentMessages } from '../../i18n/content.js'
import { otherLang, translate, translator, type Lang } from '../../i18n/index.js'
import { Breadcrumbs } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { paths } from '../../ui/paths.js'
import type { Menus } from './content.service.js'

export function siteMapPageModel(lang: Lang, menus: Menus): PageModel {
  const t = translator(contentMessages, lang)
  return {
    title: t('siteMapTitle'),
    description: t('siteMapDescription'),
    alternate: paths.siteMap(otherLang(lang)),
    breadcrumbs: { trail: [], current: t('siteMapTitle') },
    regions: { pageContent: () => <SiteMapPage lang={lang} menus={menus} /> },
  }
}

function SiteMapPage({ lang, menus }: { lang: Lang; menus: Menus }) {
  const t = translator(contentMessages, lang)
  const sections: [string, string][] = [
    [paths.home(lang), t('siteMapHome')],
    [paths.newsList(lang), t('siteMapNews')],
    [paths.events(lang), t('siteMapEvents')],
    [paths.programmes(lang), t('siteMapProgrammes')],
    [paths.faculties(lang), t('siteMapFaculties')],
    [paths.people(lang), t('siteMapPeople')],
    [paths.documentList(lang), t('siteMapDocuments')],
    [paths.eshop(lang), t('siteMapEshop')],
    [paths.contact(lang), t('siteMapContact')],
    [paths.newsletter(lang), t('siteMapNewsletter')],
  ]
  return (
    <Container id="pageContent" className="page-content site-map">
      <Breadcrumbs trail={[]} current={t('siteMapTitle')} />
      <PageHeading>{t('siteMapTitle')}</PageHeading>
      <section aria-labelledby="siteMapSections">
        <h2 id="siteMapSections">{t('siteMapSections')}</h2>
        <ul className="site-map__list">
          {sections.map(([href, label]) => (
            <li key={href}>
              <a href={href}>{label}</a>
            </li>
          ))}
        </ul>
      </section>
      {menus.menu.map(({ page, children }) => (
        <section key={page.id} aria-labelledby={`siteMap-${page.id}`}>
          <h2 id={`siteMap-${page.id}`}>
            <a href={paths.content(lang, page.path)}>{page.title}</a>
          </h2>
          {children.length ? (
            <ul className="site-map__list">
              {children.map((c) => (
                <li key={c.id}>
                  <a href={paths.content(lang, c.path)}>{c.title}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <section aria-labelledby="siteMapFacultyList">
        <h2 id="siteMapFacultyList">{t('siteMapFaculties')}</h2>
        <ul className="site-map__list">
          {menus.faculties.map((f) => (
            <li key={f.id}>
              <a href={paths.faculty(lang, f.slug)}>{f.name}</a>
            </li>
          ))}
        </ul>
      </section>
      <p>
        <a href={paths.sitemap()} type="application/xml">
          {translate(common, lang, 'footerSitemap')}
        </a>
      </p>
    </Container>
  )
}
