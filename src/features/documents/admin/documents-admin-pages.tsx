/**
 * The documents administration's pages (ADR 062), as news's (ADR 059): the list (find by title,
 * filter by state, pages; "Přidat"), the upload form, a document's form with its actions and
 * review, the replace form, and the preview. Plain forms that work without script; the upload
 * forms are multipart.
 */
import { adminPreviewPageModel } from '../../editorial/admin/preview-frame.js'
import { ItemActions } from '../../editorial/admin/item-actions.js'
import { autosaveAttributes, AutosaveOffer, NewFormKey, type AutosaveView, type NewFormAutosave } from '../../editorial/admin/autosave-offer.js'
import { documentKindOne, formatFileSize } from '../../../i18n/documents.js'
import { formatDateTime, otherLang, translate, translator, type Lang } from '../../../i18n/index.js'
import { blankForm, formView, type FormState, type FormView } from '../../../forms/form.js'
import { AdminNotice, StateBadge, type AdminNavLink, type AdminNoticeModel } from '../../../ui/admin-frame.js'
import { adminPageModel, adminTrail } from '../../../ui/admin-page.js'
import type { Crumb } from '../../../ui/breadcrumbs.js'
import { FormSummary, TextArea, TextField } from '../../../ui/form-field.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { Pagination } from '../../../ui/pagination.js'
import { paths } from '../../../ui/paths.js'
import { documentKinds } from '../../../db/schema.js'
import type { DraftState, ReviewRequest } from '../../editorial/editorial.types.js'
import { stateOf } from '../../editorial/admin/item-state.js'
import type { DocumentContent } from '../documents.editorial.js'
import { ADMIN_PAGE_SIZE, ADMIN_STATES, type AdminDocument, type AdminDocumentRow, type AdminState, type UploadFacts } from './documents-admin.repository.js'
import { DocumentForm, FILE_FIELD, NewDocumentForm, documentFormMessages, type DocumentMessageKey } from './documents-admin.schema.js'

type T = (key: DocumentMessageKey, values?: Record<string, string | number>) => string

export interface AdminChrome {
  nav: AdminNavLink[]
}

const stateKey: Record<AdminState, DocumentMessageKey> = { draft: 'stateDraft', review: 'stateReview', scheduled: 'stateScheduled', changed: 'stateChanged', live: 'stateLive' }

const documentsTrail = (lang: Lang, t: T): Crumb[] => adminTrail(lang, { label: t('documentsTitle'), href: paths.adminDocuments(lang) })

export interface DocumentListQuery {
  q: string
  state?: AdminState
  page: number
}

export function documentsListPageModel(lang: Lang, chrome: AdminChrome, query: DocumentListQuery, result: { rows: AdminDocumentRow[]; total: number }, canCreate: boolean): PageModel {
  const t: T = translator(documentFormMessages, lang)
  const pages = Math.max(1, Math.ceil(result.total / ADMIN_PAGE_SIZE))
  const heading = t('documentsTitle')
  return adminPageModel(lang, chrome.nav, {
    title: heading,
    trail: adminTrail(lang),
    alternate: paths.adminDocuments(otherLang(lang), query),
    className: 'admin-list',
    body: (
      <>
        <div className="admin-list__head">
          <PageHeading>{heading}</PageHeading>
          {canCreate ? (
            <a className="button" href={paths.adminDocumentNew(lang)} id="adminAdd">
              {t('add')}
            </a>
          ) : null}
        </div>
        <form method="get" action={paths.adminDocuments(lang)} className="filter-form" role="search" aria-label={t('filterHeading')}>
          <div className="filter-form__field">
            <label htmlFor="adminQuery">{t('filterQuery')}</label>
            <input id="adminQuery" name="q" type="search" maxLength={100} defaultValue={query.q} autoComplete="off" />
          </div>
          <div className="filter-form__field">
            <label htmlFor="adminState">{t('filterState')}</label>
            <select id="adminState" name="state" defaultValue={query.state ?? ''}>
              <option value="">{t('filterAll')}</option>
              {ADMIN_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(stateKey[s])}
                </option>
              ))}
            </select>
          </div>
          <p className="filter-form__actions">
            <button type="submit" className="button">
              {t('filterSubmit')}
            </button>
            {query.q || query.state ? <a href={paths.adminDocuments(lang)}>{t('filterReset')}</a> : null}
          </p>
        </form>
        <p id="adminCount">{t('count', { count: result.total })}</p>
        {result.rows.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <table className="admin-table" id="adminDocumentList">
            <caption className="visually-hidden">{heading}</caption>
            <thead>
              <tr>
                <th scope="col">{t('title')}</th>
                <th scope="col">{t('documentKind')}</th>
                <th scope="col">{t('faculty')}</th>
                <th scope="col">{t('filterState')}</th>
                <th scope="col">{t('changedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {result.rows.map((row) => {
                const state = stateOf(row)
                return (
                  <tr key={row.id} data-document-id={row.id}>
                    <th scope="row">
                      <a href={paths.adminDocument(lang, row.id)} lang={row.lang === lang ? undefined : row.lang}>
                        {row.title}
                      </a>
                    </th>
                    <td>{translate(documentKindOne, lang, row.kind)}</td>
                    <td>{row.faculty ?? t('facultyNone')}</td>
                    <td>
                      <StateBadge state={state} label={t(stateKey[state])} />
                    </td>
                    <td>{formatDateTime(lang, row.changedAt)}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        )}
        <Pagination page={query.page} pages={pages} href={(page) => paths.adminDocuments(lang, { ...query, page })} />
      </>
    ),
  })
}

function Select({ form, name, id, label, value, options }: { form: FormView; name: string; id: string; label: string; value: string; options: Array<[string, string]> }) {
  const error = form.error(name)
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
      {error ? (
        <p className="form__message form__message--error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The file input: PDF suggested to the picker (the server judges the bytes), its hint and the refusal beside it. */
function FileField({ id, label, hint, error }: { id: string; label: string; hint: string; error?: string }) {
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      <p className="form__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <input type="file" id={id} name={FILE_FIELD} accept="application/pdf,.pdf" required aria-invalid={error ? true : undefined} aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')} />
      {error ? (
        <p className="form__message form__message--error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The texts every document form has: the title first, the description, the kind. */
function TextFields({ lang, form, contentLang }: { lang: Lang; form: FormView; contentLang?: Lang }) {
  const t: T = translator(documentFormMessages, lang)
  const written = contentLang && contentLang !== lang ? contentLang : undefined
  return (
    <>
      <TextField form={form} name="title" id="documentTitle" label={t('title')} required maxLength={300} autoComplete="off" lang={written} />
      <TextArea form={form} name="description" id="documentDescription" label={t('description')} hint={t('descriptionHint')} rows={4} maxLength={2000} required lang={written} />
      <Select form={form} name="kind" id="documentKind" label={t('documentKind')} value={form.value('kind') ?? 'regulation'} options={documentKinds.map((k) => [k, translate(documentKindOne, lang, k)])} />
    </>
  )
}

export interface FacultyChoice {
  id: number
  nameCs: string
  nameEn: string
}

export function newDocumentPageModel(
  lang: Lang,
  chrome: AdminChrome,
  faculties: FacultyChoice[],
  canUniversity: boolean,
  maxSize: string,
  state: FormState<typeof NewDocumentForm.schema, DocumentMessageKey> = blankForm(),
  notice?: AdminNoticeModel,
  status?: number,
  autosave?: NewFormAutosave,
): PageModel {
  const t: T = translator(documentFormMessages, lang)
  const form = formView(NewDocumentForm, state, lang)
  return adminPageModel(lang, chrome.nav, {
    title: t('newDocumentTitle'),
    trail: documentsTrail(lang, t),
    alternate: paths.adminDocumentNew(otherLang(lang)),
    status,
    className: 'admin-edit',
    body: (
      <>
        <PageHeading>{t('newDocumentTitle')}</PageHeading>
        <AdminNotice notice={notice} />
        <AutosaveOffer lang={lang} view={autosave?.view} formHref={paths.adminDocumentNew(lang)} />
        <form method="post" action={paths.adminDocumentNew(lang)} encType="multipart/form-data" className="form admin-form" noValidate aria-labelledby="mainContent" id="documentNewForm" {...autosaveAttributes(lang, autosave?.view)}>
          <FormSummary form={form} heading={t('refusedInvalid')} />
          <NewFormKey autosave={autosave} />
          <TextFields lang={lang} form={form} />
          <div className="admin-form__placement">
            <Select
              form={form}
              name="faculty"
              id="documentFaculty"
              label={t('faculty')}
              value={form.value('faculty') ?? (canUniversity ? '' : String(faculties[0]?.id ?? ''))}
              options={[...(canUniversity ? [['', t('facultyNone')] as [string, string]] : []), ...faculties.map((f) => [String(f.id), lang === 'cs' ? f.nameCs : f.nameEn] as [string, string])]}
            />
            <Select form={form} name="lang" id="documentLang" label={t('lang')} value={form.value('lang') ?? lang} options={[['cs', t('langCs')], ['en', t('langEn')]]} />
          </div>
          <FileField id="documentFile" label={t('file')} hint={t('fileHint', { max: maxSize })} error={notice?.kind === 'error' && status !== 403 && !form.summary.any ? notice.text : undefined} />
          <p className="admin-form__actions">
            <button type="submit" className="button">
              {t('upload')}
            </button>
          </p>
        </form>
      </>
    ),
  })
}

export interface DocumentPageData {
  item: AdminDocument
  state: DraftState
  content: DocumentContent
  review: ReviewRequest | undefined
  /** The file the latest revision names, when it is not the one on the site yet. */
  pending: UploadFacts | undefined
  powers: { update: boolean; publish: boolean; review: boolean }
  maxSize: string
  /** Autosave of the metadata form (ADR 094): the form's attributes, and an autosave to offer or shown restored. */
  autosave?: AutosaveView
}

export function documentFormOf(content: DocumentContent, base: number | null): FormState<typeof DocumentForm.schema, DocumentMessageKey> {
  return { errors: {}, echo: { title: content.title, description: content.description, kind: content.kind, base: base === null ? '' : String(base) } }
}

export function documentPageModel(lang: Lang, chrome: AdminChrome, data: DocumentPageData, state: FormState<typeof DocumentForm.schema, DocumentMessageKey>, notice?: AdminNoticeModel, status?: number): PageModel {
  const t: T = translator(documentFormMessages, lang)
  const form = formView(DocumentForm, state, lang)
  const { item, powers, review } = data
  const current = stateOf({ live: data.state.live, hasUnpublishedChanges: data.state.hasUnpublishedChanges, goLiveAt: data.state.goLiveAt, inReview: review?.status === 'pending' })
  const title = t('editTitle', { title: data.content.title })
  const address = paths.document(item.lang, item.slug)
  const facts = (f: { fileName: string; byteSize: number; pageCount: number }) => t('fileFacts', { name: f.fileName, size: formatFileSize(lang, f.byteSize), pages: f.pageCount })
  return adminPageModel(lang, chrome.nav, {
    title,
    trail: documentsTrail(lang, t),
    alternate: paths.adminDocument(otherLang(lang), item.id),
    status,
    className: 'admin-edit',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <AdminNotice notice={notice} />
        <AutosaveOffer lang={lang} view={data.autosave} formHref={paths.adminDocument(lang, item.id)} />
        <dl className="admin-facts">
          <dt>{t('filterState')}</dt>
          <dd>
            <StateBadge state={current} label={t(stateKey[current])} />
            {data.state.goLiveAt ? <> {t('scheduledFor', { at: formatDateTime(lang, data.state.goLiveAt) })}</> : null}
          </dd>
          <dt>{t('lang')}</dt>
          <dd>{t(item.lang === 'cs' ? 'langCs' : 'langEn')}</dd>
          <dt>{t('faculty')}</dt>
          <dd>{item.faculty ?? t('facultyNone')}</dd>
          <dt>{t('currentFile')}</dt>
          <dd id="documentFileFacts">
            {facts(item)}
            {data.pending ? (
              <>
                <br />
                <span id="documentPendingFile">{t('pendingFile', { name: facts(data.pending) })}</span>
              </>
            ) : null}
          </dd>
          <dt>{t('address')}</dt>
          <dd>{data.state.live ? <a href={address}>{address}</a> : <code>{address}</code>}</dd>
        </dl>
        {review?.status === 'pending' ? (
          <p className="admin-review" id="adminReview">
            {t('inReviewSince', { at: formatDateTime(lang, review.submittedAt), name: review.submittedByName ?? t('someone') })}
          </p>
        ) : review?.status === 'returned' && review.comment ? (
          <p className="admin-review admin-review--returned" id="adminReview">
            {t('returnedWith', { comment: review.comment })}
          </p>
        ) : null}
        <form method="post" action={paths.adminDocument(lang, item.id)} className="form admin-form" noValidate aria-labelledby="mainContent" id="documentForm" {...autosaveAttributes(lang, powers.update ? data.autosave : undefined)}>
          <FormSummary form={form} heading={t('refusedInvalid')} />
          <input type="hidden" name="base" value={form.value('base') ?? ''} />
          <TextFields lang={lang} form={form} contentLang={item.lang} />
          {powers.publish ? <TextField form={form} name="publishAt" id="documentPublishAt" label={t('publishAt')} hint={t('publishAtHint')} type="datetime-local" /> : null}
          <ItemActions lang={lang} form={form} powers={powers} live={data.state.live} reviewPending={review?.status === 'pending'} commentId="documentComment" />
        </form>
        {powers.update ? (
          <form method="post" action={paths.adminDocumentFile(lang, item.id)} encType="multipart/form-data" className="form admin-form" aria-labelledby="documentReplaceHeading" id="documentReplaceForm">
            <h2 id="documentReplaceHeading">{t('replaceHeading')}</h2>
            <p>{t('replaceHint')}</p>
            <input type="hidden" name="base" value={data.state.latestRevisionId ?? ''} />
            <FileField id="documentReplaceFile" label={t('file')} hint={t('fileHint', { max: data.maxSize })} />
            <p className="admin-form__actions">
              <button type="submit" className="button">
                {t('replace')}
              </button>
            </p>
          </form>
        ) : null}
      </>
    ),
  })
}

/** Wraps the public list's model: the same view of the draft, a banner above it, never indexed. */
export const documentPreviewModel = (lang: Lang, id: number, model: PageModel): PageModel =>
  adminPreviewPageModel(lang, model, { back: paths.adminDocument(lang, id), self: paths.adminDocumentPreview(lang, id), alternate: paths.adminDocumentPreview(otherLang(lang), id) })
