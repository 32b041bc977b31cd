import { documentMessages, formatFileSize } from '../../i18n/documents.js'
import { formatDate, otherLang, translator, type Lang } from '../../i18n/index.js'
import { Breadcrumbs } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { Pagination } from '../../ui/pagination.js'
import { paths } from '../../ui/paths.js'
import type { DocumentListData } from './documents.service.js'

export function documentsPageModel(lang: Lang, data: DocumentListData): PageModel {
  const t = translator(documentMessages, lang)
  return {
    title: data.page > 1 ? t('listTitlePaged', { page: data.page }) : t('listTitle'),
    description: t('listDescription'),
    alternate: paths.documentList(otherLang(lang), data.page),
    breadcrumbs: { trail: [], current: t('listTitle') },
    regions: { pageContent: () => <DocumentsPage lang={lang} data={data} /> },
  }
}

function DocumentsPage({ lang, data }: { lang: Lang; data: DocumentListData }) {
  const t = translator(documentMessages, lang)
  return (
    <Container id="pageContent" className="page-content documents">
      <Breadcrumbs trail={[]} current={t('listTitle')} />
      <PageHeading>{t('listTitle')}</PageHeading>
      <p className="perex">{t('listDescription')}</p>
      {data.items.length === 0 ? (
        <p className="documents__empty">{t('empty')}</p>
      ) : (
        <ul className="document-list">
          {data.items.map((d) => (
            <li key={d.id} className="document">
              <h2 className="document__title">{d.title}</h2>
              <p className="document__description">{d.description}</p>
              <p className="document__meta">
                {t('meta', { size: formatFileSize(lang, d.byteSize), pages: d.pageCount })}
                <span className="document__date">
                  {` · ${t('published')} `}
                  <time dateTime={d.publishedAt.toISOString()}>{formatDate(lang, d.publishedAt)}</time>
                </span>
              </p>
              <p className="document__download">
                <a href={paths.document(lang, d.slug)} type="application/pdf" className="button">
                  {t('download')}
                  <span className="visually-hidden">: {d.title}</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={data.page} pages={data.pages} href={(p) => paths.documentList(lang, p)} />
    </Container>
  )
}
