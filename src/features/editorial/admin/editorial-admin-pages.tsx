/**
 * The frames of an editorial kind's administration pages (ADR 085): the list (heading with "Přidat",
 * the filter form with the kind's own filters and the state filter, the count, the kind's table,
 * pages), the create form, an item's form (state, review, the kind's facts and fields, when to
 * publish, the editorial actions, shared preview links, revisions), the stale-save refusal with
 * both versions, the comparison of two revisions and the preview banner over the public page.
 * A kind gives its fields, its table's columns and its texts; the frames give the rest, the same
 * ids and classes on every kind.
 */
import { adminPreviewPageModel } from './preview-frame.js'
import type { ReactNode } from 'react'
import { DefaultSave, ItemActions, type ItemActionPowers } from './item-actions.js'
import type { PickerView } from '../../media/admin/media-picker.js'
import { RevisionCompare } from './compare-view.js'
import { Revisions } from './revisions.js'
import { SharePreview } from './share-preview.js'
import { autosaveAttributes, AutosaveOffer, NewFormKey, type AutosaveView, type NewFormAutosave } from './autosave-offer.js'
import { ADMIN_STATES, stateKey, stateOf, type AdminState } from './item-state.js'
import type { ActivePreviewLink } from '../preview-links.js'
import type { FieldChange } from '../compare.js'
import type { DraftState, ReviewRequest, RevisionSummary } from '../editorial.types.js'
import { editorialMessages } from '../../../i18n/editorial.js'
import type { FormView } from '../../../forms/form.js'
import { formatDateTime, otherLang, translator, type Lang } from '../../../i18n/index.js'
import { AdminNotice, StateBadge, type AdminNavLink, type AdminNoticeModel } from '../../../ui/admin-frame.js'
import { adminPageModel, adminTrail } from '../../../ui/admin-page.js'
import type { Crumb } from '../../../ui/breadcrumbs.js'
import { FormSummary, TextField } from '../../../ui/form-field.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { Pagination } from '../../../ui/pagination.js'
import type { EditorialAdminPaths } from '../../../ui/paths.js'

const tEd = (lang: Lang) => translator(editorialMessages, lang)

/** The kind's crumb after the administration's. */
export const kindTrail = (lang: Lang, label: string, href: string): Crumb[] => adminTrail(lang, { label, href })

export interface ListFrame {
  heading: string
  /** The filter form's accessible name. */
  filterLabel: string
  /** The list's address for a filter and page (the kind's own filters included, as `extra` names them). */
  href: (lang: Lang, filter: { q?: string; state?: string; page?: number } & Record<string, string | number | undefined>) => string
  newHref?: string
  q: string
  qLabel: string
  qMax: number
  state?: AdminState
  /** The kind's own filters' values, kept when paging and reset with the rest. */
  extra: Record<string, string>
  /** The kind's own filter fields, between the text and the state. */
  filters?: ReactNode
  page: number
  pages: number
  total: number
  /** The table; undefined when there are no rows. */
  table: ReactNode | undefined
}

/** A list page: heading with "Přidat", the filter form, the count, the table, pages. */
export function editorialListPageModel(lang: Lang, nav: AdminNavLink[], f: ListFrame): PageModel {
  const t = tEd(lang)
  const filter = { q: f.q, state: f.state, ...f.extra }
  const filtered = !!(f.q || f.state || Object.values(f.extra).some(Boolean))
  return adminPageModel(lang, nav, {
    title: f.heading,
    trail: adminTrail(lang),
    alternate: f.href(otherLang(lang), { ...filter, page: f.page }),
    className: 'admin-list',
    body: (
      <>
        <div className="admin-list__head">
          <PageHeading>{f.heading}</PageHeading>
          {f.newHref ? (
            <a className="button" href={f.newHref} id="adminAdd">
              {t('add')}
            </a>
          ) : null}
        </div>
        <form method="get" action={f.href(lang, {})} className="filter-form" role="search" aria-label={f.filterLabel}>
          <div className="filter-form__field">
            <label htmlFor="adminQuery">{f.qLabel}</label>
            <input id="adminQuery" name="q" type="search" maxLength={f.qMax} defaultValue={f.q} autoComplete="off" />
          </div>
          {f.filters}
          <StateFilter lang={lang} state={f.state} />
          <p className="filter-form__actions">
            <button type="submit" className="button">
              {t('filterSubmit')}
            </button>
            {filtered ? <a href={f.href(lang, {})}>{t('filterReset')}</a> : null}
          </p>
        </form>
        <p id="adminCount">{t('count', { count: f.total })}</p>
        {f.table === undefined ? <p>{t('none')}</p> : f.table}
        <Pagination page={f.page} pages={f.pages} href={(page) => f.href(lang, { ...filter, page })} />
      </>
    ),
  })
}

/** The state filter every list has. */
export function StateFilter({ lang, state }: { lang: Lang; state?: AdminState }) {
  const t = tEd(lang)
  return (
    <div className="filter-form__field">
      <label htmlFor="adminState">{t('filterState')}</label>
      <select id="adminState" name="state" defaultValue={state ?? ''}>
        <option value="">{t('filterAll')}</option>
        {ADMIN_STATES.map((s) => (
          <option key={s} value={s}>
            {t(stateKey[s])}
          </option>
        ))}
      </select>
    </div>
  )
}

/** A row's state badge. */
export function RowState({ lang, row }: { lang: Lang; row: Parameters<typeof stateOf>[0] }) {
  const state = stateOf(row)
  return <StateBadge state={state} label={tEd(lang)(stateKey[state])} />
}

/** The create form's page: the kind's fields and "Uložit koncept". */
export function editorialNewPageModel(lang: Lang, nav: AdminNavLink[], o: { title: string; trail: Crumb[]; alternate: string; action: string; form: FormView; fields: ReactNode; notice?: AdminNoticeModel; status?: number; autosave?: NewFormAutosave }): PageModel {
  const t = tEd(lang)
  return adminPageModel(lang, nav, {
    title: o.title,
    trail: o.trail,
    alternate: o.alternate,
    status: o.status,
    className: 'admin-edit',
    body: (
      <>
        <PageHeading>{o.title}</PageHeading>
        <AdminNotice notice={o.notice} />
        <AutosaveOffer lang={lang} view={o.autosave?.view} formHref={o.action} />
        <form method="post" action={o.action} className="form admin-form" noValidate aria-labelledby="mainContent" {...autosaveAttributes(lang, o.autosave?.view)}>
          <FormSummary form={o.form} heading={t('refusedInvalid')} />
          <NewFormKey autosave={o.autosave} />
          {o.fields}
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

/** What an item's page shows besides the kind's fields. */
export interface ItemFrameData<C> {
  id: number
  state: DraftState
  content: C
  review: ReviewRequest | undefined
  revisions: RevisionSummary[]
  powers: ItemActionPowers
  others: Array<{ name: string; at: Date }>
  /** After a stale save: the saved version beside the one the user sent. */
  stale?: { saved: C; savedBy: string | null; savedAt: Date }
  shares: ActivePreviewLink[]
  /** Autosave (ADR 094): the form's attributes, and an autosave to offer or shown restored. */
  autosave?: AutosaveView
  /** The kind's picture chosen through the media picker (ADR 096), when it has one. */
  picker?: PickerView
}

/** An item's page: the state and the kind's facts, review, the form with the actions, sharing, revisions. */
export function editorialItemPageModel<C>(
  lang: Lang,
  nav: AdminNavLink[],
  data: ItemFrameData<C>,
  o: {
    title: string
    trail: Crumb[]
    paths: EditorialAdminPaths
    form: FormView
    /** The facts after the state (faculty, address, …), as `dt`/`dd` pairs. */
    facts: ReactNode
    fields: ReactNode
    /** The field ids' prefix (`person` → `personPublishAt`, `personComment`). */
    idPrefix: string
    /** The fields' labels, for the stale-save comparison. */
    labels: Partial<Record<keyof C & string, string>>
    notice?: AdminNoticeModel
    status?: number
  },
): PageModel {
  const t = tEd(lang)
  const { review, powers, id } = data
  const current = stateOf({ live: data.state.live, hasUnpublishedChanges: data.state.hasUnpublishedChanges, goLiveAt: data.state.goLiveAt, inReview: review?.status === 'pending' })
  return adminPageModel(lang, nav, {
    title: o.title,
    trail: o.trail,
    alternate: o.paths.item(otherLang(lang), id),
    status: o.status,
    className: 'admin-edit',
    body: (
      <>
        <PageHeading>{o.title}</PageHeading>
        <AdminNotice notice={o.notice}>{data.stale ? <StaleVersions lang={lang} stale={data.stale} yours={data.content} labels={o.labels} /> : null}</AdminNotice>
        <AutosaveOffer lang={lang} view={data.autosave} formHref={o.paths.item(lang, id)} />
        {data.others.length > 0 ? (
          <p className="admin-review" id="adminPresence" role="status">
            {t('othersEditing', { names: data.others.map((other) => `${other.name} (${formatDateTime(lang, other.at)})`).join(', ') })}
          </p>
        ) : null}
        <dl className="admin-facts">
          <dt>{t('filterState')}</dt>
          <dd>
            <StateBadge state={current} label={t(stateKey[current])} />
            {data.state.goLiveAt ? <> {t('scheduledFor', { at: formatDateTime(lang, data.state.goLiveAt) })}</> : null}
          </dd>
          {o.facts}
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
        <form method="post" action={o.paths.item(lang, id)} className="form admin-form" noValidate aria-labelledby="mainContent" {...autosaveAttributes(lang, powers.update ? data.autosave : undefined)}>
          {powers.update ? <DefaultSave lang={lang} /> : null}
          <FormSummary form={o.form} heading={t('refusedInvalid')} />
          <input type="hidden" name="base" value={o.form.value('base') ?? ''} />
          {o.fields}
          {powers.publish ? <TextField form={o.form} name="publishAt" id={`${o.idPrefix}PublishAt`} label={t('publishAt')} hint={t('publishAtHint')} type="datetime-local" /> : null}
          <ItemActions lang={lang} form={o.form} powers={powers} live={data.state.live} reviewPending={review?.status === 'pending'} commentId={`${o.idPrefix}Comment`} />
        </form>
        {powers.update ? <SharePreview lang={lang} action={o.paths.share(lang, id)} revokeHref={(linkId) => o.paths.shareRevoke(lang, id, linkId)} links={data.shares} /> : null}
        <Revisions lang={lang} revisions={data.revisions} canRestore={powers.update} previewHref={(r) => o.paths.preview(lang, id, r)} restoreAction={o.paths.restore(lang, id)} compareAction={o.paths.compare(lang, id)} />
      </>
    ),
  })
}

/** After a stale save: the saved version's fields beside the user's, those that differ. */
function StaleVersions<C>({ lang, stale, yours, labels }: { lang: Lang; stale: NonNullable<ItemFrameData<C>['stale']>; yours: C; labels: Partial<Record<keyof C & string, string>> }) {
  const t = tEd(lang)
  const shown = (v: unknown) => (Array.isArray(v) ? v.join(', ') : String(v ?? ''))
  const differing = (Object.keys(labels) as Array<keyof C & string>).filter((k) => shown(stale.saved[k]) !== shown(yours[k]))
  const list = (c: C) => (
    <dl>
      {differing.map((k) => (
        <div key={k}>
          <dt>{labels[k]}</dt>
          <dd>{shown(c[k])}</dd>
        </div>
      ))}
    </dl>
  )
  return (
    <div className="admin-stale">
      <section aria-labelledby="staleSaved">
        <h2 id="staleSaved">{t('staleSaved', { name: stale.savedBy ?? t('someone'), at: formatDateTime(lang, stale.savedAt) })}</h2>
        {list(stale.saved)}
      </section>
      <section aria-labelledby="staleYours">
        <h2 id="staleYours">{t('staleYours')}</h2>
        {list(yours)}
      </section>
    </div>
  )
}

/** Two revisions side by side, the changes marked. */
export function editorialComparePageModel(
  lang: Lang,
  nav: AdminNavLink[],
  o: { id: number; name: string; trail: Crumb[]; editTitle: string; paths: EditorialAdminPaths; older?: RevisionSummary; newer?: RevisionSummary; rows: FieldChange[]; labelOf: (path: string) => string },
): PageModel {
  const t = tEd(lang)
  const heading = t('compareTitle', { title: o.name })
  const label = (r: RevisionSummary) => `${formatDateTime(lang, r.createdAt)}, ${r.authorEmail ?? t('someone')}`
  return adminPageModel(lang, nav, {
    title: heading,
    trail: [...o.trail, { label: o.editTitle, href: o.paths.item(lang, o.id) }],
    alternate: o.paths.compare(otherLang(lang), o.id, o.older?.id, o.newer?.id),
    className: 'admin-edit',
    body: (
      <>
        <PageHeading>{heading}</PageHeading>
        <p>
          <a href={o.paths.item(lang, o.id)}>{t('backToEdit')}</a>
        </p>
        {o.older && o.newer ? (
          <RevisionCompare lang={lang} rows={o.rows} labelOf={o.labelOf} olderLabel={`${t('older')}: ${label(o.older)}`} newerLabel={`${t('newer')}: ${label(o.newer)}`} />
        ) : (
          <p id="compareNone">{t('noChanges')}</p>
        )}
      </>
    ),
  })
}

/** Wraps the public page's model: the same view, a banner above it, never indexed or stored. */
export const editorialPreviewPageModel = (lang: Lang, paths: EditorialAdminPaths, id: number, revision: number | undefined, model: PageModel): PageModel =>
  adminPreviewPageModel(lang, model, { back: paths.item(lang, id), self: paths.preview(lang, id, revision), alternate: paths.preview(otherLang(lang), id, revision) })
