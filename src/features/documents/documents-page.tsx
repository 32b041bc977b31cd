import { documentKinds } from '../../db/schema.js'
import { documentCountKey, documentKindMany, documentKindOne, documentMessages, formatFileSize } from '../../i18n/documents.js'
import { formatDate, otherLang, translate, translator, type Lang } from '../../i18n/index.js'
import { Breadcrumbs } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { Pagination } from '../../ui/pagination.js'
import { paths, routes } from '../../ui/paths.js'
import type { DocumentSummary } from './documents.types.js'
import { UNIVERSITY_ISSUER, type DocumentListData } from './documents.service.js'

/**
 * `documentList` is an update container: the filter form above it names it as its target, so
 * with JavaScript a filter or a page link swaps the list alone and the form keeps its focus;
 * without it, the form is an ordinary GET to the same address.
 */
export function documentsPageModel(lang: Lang, data: DocumentListData): PageModel {
  const t = translator(documentMessages, lang)
  return {
    title: data.page > 1 ? t('listTitlePaged', { page: data.page }) : t('listTitle'),
    description: t('listDescription'),
    alternate: paths.documentList(otherLang(lang), data.page, data.query),
    breadcrumbs: { trail: [], current: t('listTitle') },
    regions: {
      pageContent: () => <DocumentsPage lang={lang} data={data} />,
      documentList: () => <DocumentList lang={lang} data={data} />,
    },
  }
}

function DocumentsPage({ lang, data }: { lang: Lang; data: DocumentListData }) {
  const t = translator(documentMessages, lang)
  return (
    <Container id="pageContent" className="page-content documents">
      <Breadcrumbs trail={[]} current={t('listTitle')} />
      <PageHeading>{t('listTitle')}</PageHeading>
      <p className="perex">{t('listDescription')}</p>
      <DocumentFilter lang={lang} data={data} />
      <DocumentList lang={lang} data={data} />
    </Container>
  )
}

function DocumentFilter({ lang, data }: { lang: Lang; data: DocumentListData }) {
  const t = translator(documentMessages, lang)
  const { faculty = '', kind = '' } = data.query
  return (
    <form className="document-filter" method="get" action={routes.documents[lang]} data-pu-target="documentList" aria-label={t('filterLabel')}>
      <div className="document-filter__field">
        <label htmlFor="documentFaculty">{t('filterFaculty')}</label>
        <select id="documentFaculty" name="faculty" defaultValue={faculty}>
          <option value="">{t('filterAll')}</option>
          <option value={UNIVERSITY_ISSUER}>{t('university')}</option>
          {data.faculties.map((f) => (
            <option key={f.code} value={f.code}>
              {f.name}
            </option>
          ))}
        </select>
      </div>
      <div className="document-filter__field">
        <label htmlFor="documentKind">{t('filterKind')}</label>
        <select id="documentKind" name="kind" defaultValue={kind}>
          <option value="">{t('filterAll')}</option>
          {documentKinds.map((k) => (
            <option key={k} value={k}>
              {translate(documentKindMany, lang, k)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button document-filter__submit">
        {t('filterSubmit')}
      </button>
    </form>
  )
}

function DocumentList({ lang, data }: { lang: Lang; data: DocumentListData }) {
  const t = translator(documentMessages, lang)
  return (
    <Container id="documentList" className="document-results">
      <p className="document-results__count">{t(documentCountKey(lang, data.total), { count: data.total })}</p>
      {data.items.length === 0 ? (
        <p className="document-results__empty">{t('empty')}</p>
      ) : (
        <ul className="document-list">
          {data.items.map((d) => (
            <DocumentItem key={d.id} lang={lang} document={d} />
          ))}
        </ul>
      )}
      <Pagination page={data.page} pages={data.pages} href={(p) => paths.documentList(lang, p, data.query)} />
    </Container>
  )
}

function DocumentItem({ lang, document: d }: { lang: Lang; document: DocumentSummary }) {
  const t = translator(documentMessages, lang)
  return (
    <li className="document">
      <h2 className="document__title">{d.title}</h2>
      <p className="document__description">{d.description}</p>
      <dl className="document__facts">
        <div>
          <dt>{t('kind')}</dt>
          <dd className="document__kind">{translate(documentKindOne, lang, d.kind)}</dd>
        </div>
        <div>
          <dt>{t('faculty')}</dt>
          <dd className="document__faculty">{d.facultyName ?? t('university')}</dd>
        </div>
        <div>
          <dt>{t('published')}</dt>
          <dd>
            <time dateTime={d.publishedAt.toISOString()}>{formatDate(lang, d.publishedAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('file')}</dt>
          <dd className="document__file">{t(d.pageCount === 1 ? 'fileFactsOnePage' : 'fileFacts', { size: formatFileSize(lang, d.byteSize), pages: d.pageCount })}</dd>
        </div>
      </dl>
      <p className="document__download">
        <a href={paths.document(lang, d.slug)} type="application/pdf" className="button">
          {t('download')}
          <span className="visually-hidden">: {d.title}</span>
        </a>
      </p>
    </li>
  )
}
