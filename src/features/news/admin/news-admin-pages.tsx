/**
 * The news administration's pages (ADR 059): the list (find by title, filter by state, pages;
 * "Přidat"), the create form, an item's form with its actions, review, revisions and log, and
 * the preview. Plain forms that work without script; every answer is a full page, never stored
 * and never indexed (the admin context).
 */
import { adminPreviewPageModel } from '../../editorial/admin/preview-frame.js'
import { DefaultSave, ItemActions } from '../../editorial/admin/item-actions.js'
import { BlockChecks, BlockRows, type GalleryChoice } from '../../editorial/blocks/block-rows.js'
import type { Finding } from '../../editorial/blocks/checks.js'
import { markupOf, rowsOfBlocks, type BlockRow } from '../../editorial/blocks/rows.js'
import { SharePreview } from '../../editorial/admin/share-preview.js'
import type { ActivePreviewLink } from '../../editorial/preview-links.js'
import { editorialMessages, type EditorialMessageKey } from '../../../i18n/editorial.js'
import { formatDateTime, otherLang, translate, translator, type Lang } from '../../../i18n/index.js'
import { toPragueLocal } from '../../../i18n/prague-time.js'
import { blankForm, formView, type FormState, type FormView } from '../../../forms/form.js'
import { autosaveAttributes, AutosaveOffer, NewFormKey, type AutosaveView, type NewFormAutosave } from '../../editorial/admin/autosave-offer.js'
import { AdminNotice, StateBadge, type AdminNavLink, type AdminNoticeModel } from '../../../ui/admin-frame.js'
import { adminPageModel, adminTrail, type AdminPageOptions } from '../../../ui/admin-page.js'
import type { Crumb } from '../../../ui/breadcrumbs.js'
import { FormSummary, TextArea, TextField } from '../../../ui/form-field.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { Pagination } from '../../../ui/pagination.js'
import { paths } from '../../../ui/paths.js'
import type { DraftState, ReviewRequest, RevisionSummary } from '../../editorial/editorial.types.js'
import type { NewsContent } from '../news.editorial.js'
import type { FieldChange } from '../../editorial/compare.js'
import { RevisionCompare } from '../../editorial/admin/compare-view.js'
import { Revisions } from '../../editorial/admin/revisions.js'
import { stateKey, stateOf } from '../../editorial/admin/item-state.js'
import { ADMIN_PAGE_SIZE, ADMIN_STATES, type AdminNewsItem, type AdminNewsRow, type AdminState, type TranslationGap } from './news-admin.repository.js'
import { MAX_FILTER, NewNewsForm, NewsItemForm } from './news-admin.schema.js'
import { MediaPicker, type PickerView } from '../../media/admin/media-picker.js'
import { galleriesAdminMessages } from '../../../i18n/galleries-admin.js'

type T = (key: EditorialMessageKey, values?: Record<string, string | number>) => string

/** What every admin page of news gets: the user's nav links. */
export interface AdminChrome {
  nav: AdminNavLink[]
}

/** The administration's page with this user's tabs (ui/admin-page.tsx). */
const adminPage = (lang: Lang, chrome: AdminChrome, opts: AdminPageOptions): PageModel => adminPageModel(lang, chrome.nav, opts)

const newsTrail = (lang: Lang, t: T): Crumb[] => adminTrail(lang, { label: t('newsTitle'), href: paths.adminNews(lang) })

export interface NewsListQuery {
  q: string
  state?: AdminState
  /** Events only (the "Akce" · "Events" part), or news items only. */
  kind?: 'news' | 'event'
  page: number
}

export function newsListPageModel(lang: Lang, chrome: AdminChrome, query: NewsListQuery, result: { rows: AdminNewsRow[]; total: number }, canCreate: boolean): PageModel {
  const t = translator(editorialMessages, lang)
  const pages = Math.max(1, Math.ceil(result.total / ADMIN_PAGE_SIZE))
  const heading = t(query.kind === 'event' ? 'eventsTitle' : 'newsTitle')
  return adminPage(lang, chrome, {
    title: heading,
    trail: adminTrail(lang),
    alternate: paths.adminNews(otherLang(lang), { kind: query.kind, q: query.q, state: query.state, page: query.page }),
    className: 'admin-list',
    body: (
      <>
        <div className="admin-list__head">
          <PageHeading>{heading}</PageHeading>
          {canCreate ? (
            <a className="button" href={paths.adminNewsNew(lang, query.kind === 'event' ? 'event' : undefined)} id="adminAdd">
              {t('add')}
            </a>
          ) : null}
        </div>
        <form method="get" action={paths.adminNews(lang)} className="filter-form" role="search" aria-label={t('filterHeading')}>
          {query.kind ? <input type="hidden" name="kind" value={query.kind} /> : null}
          <div className="filter-form__field">
            <label htmlFor="adminQuery">{t('filterQuery')}</label>
            <input id="adminQuery" name="q" type="search" maxLength={MAX_FILTER} defaultValue={query.q} autoComplete="off" />
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
            {query.q || query.state ? <a href={paths.adminNews(lang, { kind: query.kind })}>{t('filterReset')}</a> : null}
          </p>
        </form>
        <p id="adminCount">{t('count', { count: result.total })}</p>
        {result.rows.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <table className="admin-table" id="adminNewsList">
            <caption className="visually-hidden">{heading}</caption>
            <thead>
              <tr>
                <th scope="col">{t('title')}</th>
                <th scope="col">{t('kind')}</th>
                <th scope="col">{t('faculty')}</th>
                <th scope="col">{t('filterState')}</th>
                <th scope="col">{t('changedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {result.rows.map((row) => {
                const state = stateOf(row)
                return (
                  <tr key={row.id} data-news-id={row.id}>
                    <th scope="row">
                      <a href={paths.adminNewsItem(lang, row.id)} lang={row.lang === lang ? undefined : row.lang}>
                        {row.title}
                      </a>
                    </th>
                    <td>{t(row.kind === 'event' ? 'kindEvent' : 'kindNews')}</td>
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
        <Pagination page={query.page} pages={pages} href={(page) => paths.adminNews(lang, { kind: query.kind, q: query.q, state: query.state, page })} />
      </>
    ),
  })
}

/** The fields every news form has, filled from the form state. */
function ContentFields({
  lang,
  form,
  kind,
  contentLang,
  rows,
  checks,
  galleries,
  videoHost,
}: {
  lang: Lang
  form: FormView
  kind: 'news' | 'event' | 'either'
  contentLang?: Lang
  rows: BlockRow[]
  checks?: BodyChecks
  /** The item's galleries a gallery block may show (ADR 101). */
  galleries?: readonly GalleryChoice[]
  /** The configured sign-language video host, named in the video field's hint. */
  videoHost?: string
}) {
  // The item's own language on what is written in it, when it is not the administration's.
  const written = contentLang && contentLang !== lang ? contentLang : undefined
  const t = translator(editorialMessages, lang)
  const error = (name: string) => form.error(name)
  return (
    <>
      <TextField form={form} name="title" id="newsTitle" label={t('title')} required maxLength={200} autoComplete="off" lang={written} />
      <TextArea form={form} name="perex" id="newsPerex" label={t('perex')} hint={t('perexHint')} rows={3} maxLength={1000} required lang={written} />
      <BlockRows lang={lang} rows={rows} written={written} galleries={galleries} videoHost={videoHost} />
      {checks ? <BlockChecks lang={lang} errors={checks.errors} warnings={checks.warnings} /> : null}
      {kind !== 'news' ? (
        <fieldset className="form__group">
          <legend>{t('kindEvent')}</legend>
          <TextField form={form} name="eventStartsAt" id="newsStarts" label={t('eventStartsAt')} type="datetime-local" />
          <TextField form={form} name="eventEndsAt" id="newsEnds" label={t('eventEndsAt')} type="datetime-local" />
          <TextField form={form} name="eventLocation" id="newsLocation" label={t('eventLocation')} maxLength={200} lang={written} />
        </fieldset>
      ) : null}
      {error('action') ? <p className="form__message form__message--error">{error('action')}</p> : null}
    </>
  )
}

export interface FacultyChoice {
  id: number
  nameCs: string
  nameEn: string
}

export function newNewsPageModel(
  lang: Lang,
  chrome: AdminChrome,
  faculties: FacultyChoice[],
  canUniversity: boolean,
  state: FormState<typeof NewNewsForm.schema, EditorialMessageKey> = blankForm(),
  notice?: AdminNoticeModel,
  status?: number,
  kind: 'news' | 'event' = 'news',
  rows: BlockRow[] = [],
  checks?: BodyChecks,
  videoHost?: string,
  autosave?: NewFormAutosave,
): PageModel {
  const t = translator(editorialMessages, lang)
  const form = formView(NewNewsForm, state, lang)
  const chosen = (name: string, fallback: string) => form.value(name) ?? fallback
  return adminPage(lang, chrome, {
    title: t('newNewsTitle'),
    trail: newsTrail(lang, t),
    alternate: paths.adminNewsNew(otherLang(lang)),
    status,
    className: 'admin-edit',
    body: (
      <>
        <PageHeading>{t('newNewsTitle')}</PageHeading>
        <AdminNotice notice={notice} />
        <AutosaveOffer lang={lang} view={autosave?.view} formHref={paths.adminNewsNew(lang)} />
        <form method="post" action={paths.adminNewsNew(lang)} className="form admin-form" noValidate aria-labelledby="mainContent" {...autosaveAttributes(lang, autosave?.view)}>
          <FormSummary form={form} heading={t('refusedInvalid')} />
          <NewFormKey autosave={autosave} />
          <div className="admin-form__placement">
            <Choice form={form} name="lang" id="newsLang" label={t('lang')} value={chosen('lang', lang)} options={[['cs', t('langCs')], ['en', t('langEn')]]} />
            <Choice form={form} name="kind" id="newsKind" label={t('kind')} value={chosen('kind', kind)} options={[['news', t('kindNews')], ['event', t('kindEvent')]]} />
            <Choice
              form={form}
              name="faculty"
              id="newsFaculty"
              label={t('faculty')}
              value={chosen('faculty', canUniversity ? '' : String(faculties[0]?.id ?? ''))}
              options={[...(canUniversity ? [['', t('facultyNone')] as [string, string]] : []), ...faculties.map((f) => [String(f.id), lang === 'cs' ? f.nameCs : f.nameEn] as [string, string])]}
            />
            <TextField form={form} name="slug" id="newsSlug" label={t('slug')} hint={t('slugHint')} maxLength={120} autoComplete="off" pattern="[a-z0-9][a-z0-9\-]*" />
          </div>
          <ContentFields lang={lang} form={form} kind="either" rows={rows} checks={checks} videoHost={videoHost} />
          <p className="admin-form__actions">
            <button type="submit" name="action" value="draft" className="button">
              {t('saveDraft')}
            </button>
          </p>
        </form>
      </>
    ),
  })
}

function Choice({ form, name, id, label, value, options }: { form: FormView; name: string; id: string; label: string; value: string; options: Array<[string, string]> }) {
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

/** What the item's page may offer the user (their roles decide; the server checks again on post). */
export interface ItemPowers {
  update: boolean
  publish: boolean
  review: boolean
}

export interface ItemPageData {
  item: AdminNewsItem
  state: DraftState
  /** The content the form shows: the latest revision's, or what the user sent. */
  content: NewsContent
  review: ReviewRequest | undefined
  revisions: RevisionSummary[]
  powers: ItemPowers
  /** Others who have the item open (opened or saved it in the last minutes). */
  others: Array<{ name: string; at: Date }>
  /** The item's version in the other language, and whether the user may create it when there is none. */
  translation: { id: number; title: string } | undefined
  canTranslate: boolean
  /** Whether the user may change the address (a published item's only who publishes). */
  canChangeSlug: boolean
  /** After a stale save: the saved version beside the one the user sent. */
  stale?: { saved: NewsContent; savedBy: string | null; savedAt: Date }
  /** Autosave (ADR 094): an autosave to offer or shown restored. */
  autosave?: AutosaveView
  /** The shared preview links that still work (ADR 066). */
  shares: ActivePreviewLink[]
  /** The body's rows as the user sent them, after a refusal; otherwise the content's. */
  rows?: BlockRow[]
  /** The body's accessibility findings (ADR 093). */
  checks: BodyChecks
  /** The picture's media picker: the chosen picture, and the matches after a search (ADR 096). */
  picker: PickerView
  /** How many photo galleries the item has (ADR 096). */
  galleries: number
  /** Its galleries as a gallery block offers them (ADR 101). */
  galleryChoices?: GalleryChoice[]
  /** The configured sign-language video host (ADR 101). */
  videoHost?: string
}

/** What the writing checks found in a body: errors refuse a save, warnings are shown before publishing. */
export interface BodyChecks {
  errors: Finding[]
  warnings: Finding[]
}

/** The form's fields as the content gives them (datetimes in Prague time). */
export function formOfContent(content: NewsContent, base: number | null, slug?: string): FormState<typeof NewsItemForm.schema, EditorialMessageKey> {
  const local = (iso: string | null) => (iso ? toPragueLocal(new Date(iso)) : '')
  return {
    errors: {},
    echo: {
      title: content.title,
      perex: content.perex,
      eventStartsAt: local(content.eventStartsAt),
      eventEndsAt: local(content.eventEndsAt),
      eventLocation: content.eventLocation ?? '',
      base: base === null ? '' : String(base),
      ...(slug === undefined ? {} : { slug }),
    },
  }
}

export function newsItemPageModel(
  lang: Lang,
  chrome: AdminChrome,
  data: ItemPageData,
  state: FormState<typeof NewsItemForm.schema, EditorialMessageKey>,
  notice?: AdminNoticeModel,
  status?: number,
): PageModel {
  const t = translator(editorialMessages, lang)
  const form = formView(NewsItemForm, state, lang)
  const { item, powers, review } = data
  const current = stateOf({ live: data.state.live, hasUnpublishedChanges: data.state.hasUnpublishedChanges, goLiveAt: data.state.goLiveAt, inReview: review?.status === 'pending' })
  const title = t('editTitle', { title: data.content.title })
  return adminPage(lang, chrome, {
    title,
    trail: newsTrail(lang, t),
    alternate: paths.adminNewsItem(otherLang(lang), item.id),
    status,
    className: 'admin-edit',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <AdminNotice notice={notice}>{data.stale ? <StaleVersions lang={lang} data={data} form={form} /> : null}</AdminNotice>
        <AutosaveOffer lang={lang} view={data.autosave} formHref={paths.adminNewsItem(lang, item.id)} />
        {data.others.length > 0 ? (
          <p className="admin-review" id="adminPresence" role="status">
            {t('othersEditing', { names: data.others.map((o) => `${o.name} (${formatDateTime(lang, o.at)})`).join(', ') })}
          </p>
        ) : null}
        <dl className="admin-facts">
          <dt>{t('filterState')}</dt>
          <dd>
            <StateBadge state={current} label={t(stateKey[current])} />
            {data.state.goLiveAt ? <> {t('scheduledFor', { at: formatDateTime(lang, data.state.goLiveAt) })}</> : null}
          </dd>
          <dt>{t('kind')}</dt>
          <dd>{t(item.kind === 'event' ? 'kindEvent' : 'kindNews')}</dd>
          <dt>{t('lang')}</dt>
          <dd>{t(item.lang === 'cs' ? 'langCs' : 'langEn')}</dd>
          <dt>{t('faculty')}</dt>
          <dd>{item.faculty ?? t('facultyNone')}</dd>
          <dt>{t('translation')}</dt>
          <dd id="adminTranslation">
            {data.translation ? (
              <a href={paths.adminNewsItem(lang, data.translation.id)} lang={otherLang(item.lang) === lang ? undefined : otherLang(item.lang)}>
                {data.translation.title}
              </a>
            ) : data.canTranslate ? (
              <form method="post" action={paths.adminNewsTranslate(lang, item.id)} aria-label={t('createTranslation', { lang: t(otherLang(item.lang) === 'cs' ? 'langCs' : 'langEn') })}>
                <button type="submit" className="button">
                  {t('createTranslation', { lang: t(otherLang(item.lang) === 'cs' ? 'langCs' : 'langEn') })}
                </button>
              </form>
            ) : (
              t('translationMissing')
            )}
          </dd>
          <dt>{translate(galleriesAdminMessages, lang, 'title')}</dt>
          <dd>
            <a href={paths.adminNewsGalleries(lang, item.id)} id="adminGalleries">
              {translate(galleriesAdminMessages, lang, 'galleriesLink', { count: data.galleries })}
            </a>
          </dd>
          <dt>{t('slug')}</dt>
          <dd>
            {data.state.live ? (
              <a href={paths.newsDetail(item.lang, item.slug)} lang={item.lang === lang ? undefined : item.lang}>
                {paths.newsDetail(item.lang, item.slug)}
              </a>
            ) : (
              <code>{paths.newsDetail(item.lang, item.slug)}</code>
            )}
          </dd>
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
        <form method="post" action={paths.adminNewsItem(lang, item.id)} className="form admin-form" noValidate aria-labelledby="mainContent" {...autosaveAttributes(lang, data.powers.update ? data.autosave : undefined)}>
          {powers.update ? <DefaultSave lang={lang} /> : null}
          <FormSummary form={form} heading={t('refusedInvalid')} />
          <input type="hidden" name="base" value={form.value('base') ?? ''} />
          <ContentFields lang={lang} form={form} kind={item.kind} contentLang={item.lang} rows={data.rows ?? rowsOfBlocks(data.content.body)} checks={data.checks} galleries={data.galleryChoices} videoHost={data.videoHost} />
          {powers.update ? <ImageField lang={lang} view={data.picker} currentId={data.content.imageId} /> : null}
          {data.canChangeSlug ? (
            <TextField form={form} name="slug" id="newsSlug" label={t('slug')} hint={item.firstPublishedAt ? t('slugMovedHint') : t('slugHint')} maxLength={120} autoComplete="off" pattern="[a-z0-9][a-z0-9\-]*" />
          ) : null}
          {powers.publish ? <TextField form={form} name="publishAt" id="newsPublishAt" label={t('publishAt')} hint={t('publishAtHint')} type="datetime-local" /> : null}
          <ItemActions lang={lang} form={form} powers={powers} live={data.state.live} reviewPending={review?.status === 'pending'} commentId="newsComment" />
        </form>
        {powers.update ? <SharePreview lang={lang} action={paths.adminNewsShare(lang, item.id)} revokeHref={(linkId) => paths.adminNewsShareRevoke(lang, item.id, linkId)} links={data.shares} /> : null}
        <Revisions lang={lang} revisions={data.revisions} canRestore={powers.update} previewHref={(r) => paths.adminNewsPreview(lang, item.id, r)} restoreAction={paths.adminNewsRestore(lang, item.id)} compareAction={paths.adminNewsCompare(lang, item.id)} />
      </>
    ),
  })
}

/** The item's picture, chosen through the media picker (ADR 096). */
function ImageField({ lang, view, currentId }: { lang: Lang; view: PickerView; currentId: number | null }) {
  const tg = translator(galleriesAdminMessages, lang)
  return <MediaPicker lang={lang} name="imageId" multiple={false} idPrefix="newsImage" view={view} legend={tg('pickerImage')} hint={tg('pickerImageHint')} currentId={currentId} />
}

function StaleVersions({ lang, data }: { lang: Lang; data: ItemPageData; form: FormView }) {
  const t = translator(editorialMessages, lang)
  if (!data.stale) return null
  const { saved } = data.stale
  return (
    <div className="admin-stale">
      <section aria-labelledby="staleSaved">
        <h2 id="staleSaved">{t('staleSaved', { name: data.stale.savedBy ?? t('someone'), at: formatDateTime(lang, data.stale.savedAt) })}</h2>
        <p>
          <strong>{saved.title}</strong>
        </p>
        <p>{saved.perex}</p>
        <pre className="admin-stale__body">{markupOf(saved.body)}</pre>
      </section>
      <section aria-labelledby="staleYours">
        <h2 id="staleYours">{t('staleYours')}</h2>
        <p>
          <strong>{data.content.title}</strong>
        </p>
        <p>{data.content.perex}</p>
        <pre className="admin-stale__body">{markupOf(data.content.body)}</pre>
      </section>
    </div>
  )
}

const FIELD_LABEL: Record<string, EditorialMessageKey> = {
  title: 'title',
  perex: 'perex',
  body: 'body',
  publishedAt: 'publishedAt',
  eventStartsAt: 'eventStartsAt',
  eventEndsAt: 'eventEndsAt',
  eventLocation: 'eventLocation',
  imageId: 'imageId',
}

export function newsComparePageModel(
  lang: Lang,
  chrome: AdminChrome,
  item: AdminNewsItem,
  title: string,
  older: RevisionSummary | undefined,
  newer: RevisionSummary | undefined,
  rows: FieldChange[],
): PageModel {
  const t = translator(editorialMessages, lang)
  const heading = t('compareTitle', { title })
  const label = (r: RevisionSummary) => `${formatDateTime(lang, r.createdAt)}, ${r.authorEmail ?? t('someone')}`
  return adminPage(lang, chrome, {
    title: heading,
    trail: [...newsTrail(lang, t), { label: t('editTitle', { title }), href: paths.adminNewsItem(lang, item.id) }],
    alternate: paths.adminNewsCompare(otherLang(lang), item.id, older?.id, newer?.id),
    className: 'admin-edit',
    body: (
      <>
        <PageHeading>{heading}</PageHeading>
        <p>
          <a href={paths.adminNewsItem(lang, item.id)}>{t('backToEdit')}</a>
        </p>
        {older && newer ? (
          <RevisionCompare lang={lang} rows={rows} labelOf={(path) => (Object.hasOwn(FIELD_LABEL, path) ? t(FIELD_LABEL[path]!) : path)} olderLabel={`${t('older')}: ${label(older)}`} newerLabel={`${t('newer')}: ${label(newer)}`} />
        ) : (
          <p id="compareNone">{t('noChanges')}</p>
        )}
      </>
    ),
  })
}

export function translationsPageModel(lang: Lang, chrome: AdminChrome, page: number, result: { rows: TranslationGap[]; total: number }): PageModel {
  const t = translator(editorialMessages, lang)
  const title = t('translationsTitle')
  const pages = Math.max(1, Math.ceil(result.total / ADMIN_PAGE_SIZE))
  return adminPage(lang, chrome, {
    title,
    trail: adminTrail(lang),
    alternate: paths.adminTranslations(otherLang(lang), page),
    className: 'admin-list',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <p>{t('translationsIntro')}</p>
        <p id="adminCount">{t('count', { count: result.total })}</p>
        {result.rows.length === 0 ? (
          <p>{t('translationsNone')}</p>
        ) : (
          <table className="admin-table" id="adminTranslations">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('item')}</th>
                <th scope="col">{t('lang')}</th>
                <th scope="col">{t('translationState')}</th>
              </tr>
            </thead>
            <tbody>
              {result.rows.map((r) => (
                <tr key={r.id} data-news-id={r.id}>
                  <th scope="row">
                    <a href={paths.adminNewsItem(lang, r.id)} lang={r.lang === lang ? undefined : r.lang}>
                      {r.title}
                    </a>
                  </th>
                  <td>{t(r.lang === 'cs' ? 'langCs' : 'langEn')}</td>
                  <td>
                    {r.otherId ? (
                      <a href={paths.adminNewsItem(lang, r.otherId)}>{t('translationOutdated', { at: formatDateTime(lang, r.changedAt) })}</a>
                    ) : (
                      t('translationMissing')
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pagination page={page} pages={pages} href={(p) => paths.adminTranslations(lang, p)} />
      </>
    ),
  })
}

/** Wraps the public page's model: the same view, a banner above it, never indexed or stored. */
export const previewPageModel = (lang: Lang, id: number, model: PageModel): PageModel =>
  adminPreviewPageModel(lang, model, { back: paths.adminNewsItem(lang, id), self: paths.adminNewsPreview(lang, id), alternate: paths.adminNewsPreview(otherLang(lang), id) })
