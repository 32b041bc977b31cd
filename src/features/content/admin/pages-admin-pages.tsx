/**
 * The page tree's administration pages (ADR 063): the tree of one site with its states, up and
 * down buttons and "Přidat" under each page; the create form; a page's form with its sections and
 * questions as plain rows, the editorial buttons, and the tree's acts (move, copy, delete). The
 * trash is pages-trash-pages.tsx. Plain forms that work without script.
 */
import { ItemActions } from '../../editorial/admin/item-actions.js'
import type { ReactNode } from 'react'
import { editorialMessages, type EditorialMessageKey } from '../../../i18n/editorial.js'
import { formatDateTime, otherLang, translator, type Lang } from '../../../i18n/index.js'
import { pagesAdminMessages } from '../../../i18n/pages-admin.js'
import { blankForm, formView, type FormState } from '../../../forms/form.js'
import { autosaveAttributes, AutosaveOffer, type AutosaveView, NewFormKey, type NewFormAutosave } from '../../editorial/admin/autosave-offer.js'
import { AdminNotice, StateBadge, type AdminNavLink, type AdminNoticeModel } from '../../../ui/admin-frame.js'
import { adminPageModel, adminTrail } from '../../../ui/admin-page.js'
import { FormSummary, TextArea, TextField } from '../../../ui/form-field.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { paths } from '../../../ui/paths.js'
import { stateKey, stateOf } from '../../editorial/admin/item-state.js'
import { Revisions } from '../../editorial/admin/revisions.js'
import type { DraftState, ReviewRequest, RevisionSummary } from '../../editorial/editorial.types.js'
import type { PageContent } from '../pages.editorial.js'
import type { AdminPageItem, AdminPageRow } from './pages-admin.repository.js'
import { NewPageForm, PageForm } from './pages-admin.schema.js'

export interface Site {
  id: number | null
  name: string
}

/** A tree node as shown: the row, what the user may do with it, and its children. */
export interface TreeNode {
  row: AdminPageRow
  canCreate: boolean
  canOrder: boolean
  children: TreeNode[]
}

const words = (lang: Lang) => ({ t: translator(editorialMessages, lang), p: translator(pagesAdminMessages, lang) })
const pagesTrail = (lang: Lang) => adminTrail(lang, { label: translator(pagesAdminMessages, lang)('pagesTitle'), href: paths.adminPages(lang) })

function Node({ lang, node, first, last }: { lang: Lang; node: TreeNode; first: boolean; last: boolean }) {
  const { t, p } = words(lang)
  const { row } = node
  const state = stateOf(row)
  const move = (direction: 'up' | 'down', disabled: boolean) => (
    <form method="post" action={paths.adminPageAct(lang, row.id, 'order')} className="admin-tree__order" aria-label={p(direction === 'up' ? 'upLabel' : 'downLabel', { title: row.title })}>
      <input type="hidden" name="direction" value={direction} />
      <button type="submit" className="button" disabled={disabled} aria-label={p(direction === 'up' ? 'upLabel' : 'downLabel', { title: row.title })}>
        {p(direction)}
      </button>
    </form>
  )
  return (
    <li data-page-id={row.id} id={`page-${row.id}`}>
      <div className="admin-tree__row">
        <a href={paths.adminPage(lang, row.id)} lang={row.lang === lang ? undefined : row.lang}>
          {row.title}
        </a>{' '}
        <StateBadge state={state} label={t(stateKey[state])} /> <code>/{row.path}</code>
        {node.canOrder ? (
          <>
            {move('up', first)}
            {move('down', last)}
          </>
        ) : null}
        {node.canCreate ? (
          <a className="admin-tree__add" href={paths.adminPagesNew(lang, { parent: row.id })} aria-label={p('addUnder', { title: row.title })}>
            {p('addTop')}
          </a>
        ) : null}
      </div>
      {node.children.length ? <Tree lang={lang} nodes={node.children} /> : null}
    </li>
  )
}

function Tree({ lang, nodes, id }: { lang: Lang; nodes: TreeNode[]; id?: string }) {
  return (
    <ul className="admin-tree" id={id}>
      {nodes.map((n, i) => (
        <Node key={n.row.id} lang={lang} node={n} first={i === 0} last={i === nodes.length - 1} />
      ))}
    </ul>
  )
}

export function treePageModel(lang: Lang, nav: AdminNavLink[], data: { sites: Site[]; site: Site; nodes: TreeNode[]; canCreateTop: boolean; canTrash: boolean; notice?: AdminNoticeModel; status?: number }): PageModel {
  const { p } = words(lang)
  const title = p('pagesTitle')
  const site = data.site.id ?? undefined
  return adminPageModel(lang, nav, {
    title,
    trail: adminTrail(lang),
    alternate: paths.adminPages(otherLang(lang), { site }),
    status: data.status,
    className: 'admin-list',
    body: (
      <>
        <div className="admin-list__head">
          <PageHeading>{title}</PageHeading>
          {data.canCreateTop ? (
            <a className="button" href={paths.adminPagesNew(lang, { site })} id="adminAdd">
              {p('addTop')}
            </a>
          ) : null}
        </div>
        <AdminNotice notice={data.notice} />
        <form method="get" action={paths.adminPages(lang)} className="filter-form" aria-label={p('site')}>
          <div className="filter-form__field">
            <label htmlFor="pagesSite">{p('site')}</label>
            <select id="pagesSite" name="site" defaultValue={data.site.id === null ? '' : String(data.site.id)}>
              {data.sites.map((s) => (
                <option key={s.id ?? 0} value={s.id === null ? '' : String(s.id)}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <p className="filter-form__actions">
            <button type="submit" className="button">
              {p('show')}
            </button>
            {data.canTrash ? <a href={paths.adminPagesTrash(lang)}>{p('trashNav')}</a> : null}
          </p>
        </form>
        <h2>{p('treeOf', { site: data.site.name })}</h2>
        {data.nodes.length ? <Tree lang={lang} nodes={data.nodes} id="adminPageTree" /> : <p>{p('noPages')}</p>}
      </>
    ),
  })
}

export interface ParentChoice {
  id: number
  label: string
}

function Select({ id, name, label, value, options, hint }: { id: string; name: string; label: string; value: string; options: Array<[string, string]>; hint?: string }) {
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} aria-describedby={hint ? `${id}-hint` : undefined}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
      {hint ? (
        <p className="form__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}

export function newPagePageModel(
  lang: Lang,
  nav: AdminNavLink[],
  at: { lang: Lang; site: Site; parent: ParentChoice | null },
  state: FormState<typeof NewPageForm.schema, EditorialMessageKey> = blankForm(),
  notice?: AdminNoticeModel,
  status?: number,
  autosave?: NewFormAutosave,
): PageModel {
  const { t, p } = words(lang)
  const form = formView(NewPageForm, state, lang)
  return adminPageModel(lang, nav, {
    title: p('newPageTitle'),
    trail: pagesTrail(lang),
    alternate: paths.adminPagesNew(otherLang(lang), { parent: at.parent?.id, site: at.site.id ?? undefined }),
    status,
    className: 'admin-edit',
    body: (
      <>
        <PageHeading>{p('newPageTitle')}</PageHeading>
        <AdminNotice notice={notice} />
        <AutosaveOffer lang={lang} view={autosave?.view} formHref={paths.adminPagesNew(lang)} />
        <form method="post" action={paths.adminPagesNew(lang)} className="form admin-form" noValidate aria-labelledby="mainContent" {...autosaveAttributes(lang, autosave?.view)}>
          <FormSummary form={form} heading={t('refusedInvalid')} />
          <NewFormKey autosave={autosave} />
          <TextField form={form} name="title" id="pageTitle" label={t('title')} required maxLength={200} autoComplete="off" />
          <dl className="admin-facts">
            <dt>{p('site')}</dt>
            <dd>{at.site.name}</dd>
            <dt>{p('parent')}</dt>
            <dd>{at.parent?.label ?? p('parentNone')}</dd>
          </dl>
          <input type="hidden" name="site" value={at.site.id === null ? '' : String(at.site.id)} />
          <input type="hidden" name="parent" value={at.parent ? String(at.parent.id) : ''} />
          {at.parent ? (
            <input type="hidden" name="lang" value={at.lang} />
          ) : (
            <Select id="pageLang" name="lang" label={t('lang')} value={form.value('lang') ?? at.lang} options={[['cs', t('langCs')], ['en', t('langEn')]]} />
          )}
          <TextField form={form} name="slug" id="pageSlug" label={t('slug')} hint={t('slugHint')} maxLength={120} autoComplete="off" pattern="[a-z0-9][a-z0-9\-]*" />
          <TextArea form={form} name="perex" id="pagePerex" label={t('perex')} rows={3} maxLength={1000} />
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

export interface PagePowers {
  update: boolean
  publish: boolean
  review: boolean
  create: boolean
  /** Moving and renaming: who publishes, once the page is published (its addresses redirect). */
  move: boolean
  delete: boolean
}

export interface PageItemData {
  item: AdminPageItem
  state: DraftState
  content: PageContent
  review: ReviewRequest | undefined
  revisions: RevisionSummary[]
  powers: PagePowers
  others: Array<{ name: string; at: Date }>
  /** Where the page may move: its site's pages outside its own subtree, within the user's reach. */
  parents: ParentChoice[]
  stale?: { saved: PageContent; savedBy: string | null; savedAt: Date }
  /** Autosave (ADR 094): an autosave to offer or shown restored. */
  autosave?: AutosaveView
}

/** The form's fields as the content gives them. */
export function formOfPage(content: PageContent, base: number | null, slug: string): FormState<typeof PageForm.schema, EditorialMessageKey> {
  return { errors: {}, echo: { title: content.title, perex: content.perex, inMenu: content.inMenu ? 'on' : '', slug, base: base === null ? '' : String(base) } }
}

function Row({ lang, prefix, index, legend, fields, anchor, order }: { lang: Lang; prefix: string; index: number; legend: string; fields: Array<{ name: string; label: string; value: string; rows?: number; max: number }>; anchor: string; order: number }) {
  const { p } = words(lang)
  const id = (f: string) => `${prefix}-${index}-${f}`
  return (
    <fieldset className="form__group admin-rows__row">
      <legend>{legend}</legend>
      <input type="hidden" name={id('anchor')} value={anchor} />
      {fields.map((f) => (
        <div className="form__field" key={f.name}>
          <label htmlFor={id(f.name)}>{f.label}</label>
          {f.rows ? (
            <textarea id={id(f.name)} name={id(f.name)} rows={f.rows} maxLength={f.max} defaultValue={f.value} />
          ) : (
            <input id={id(f.name)} name={id(f.name)} maxLength={f.max} defaultValue={f.value} autoComplete="off" />
          )}
        </div>
      ))}
      <div className="form__field">
        <label htmlFor={id('order')}>{p('order')}</label>
        <input id={id('order')} name={id('order')} type="number" inputMode="numeric" defaultValue={String(order)} />
      </div>
      {anchor ? (
        <div className="form__field form__field--check">
          <input id={id('remove')} name={id('remove')} type="checkbox" value="1" />
          <label htmlFor={id('remove')}>{p('remove')}</label>
        </div>
      ) : null}
    </fieldset>
  )
}

function Rows({ lang, content }: { lang: Lang; content: PageContent }) {
  const { p } = words(lang)
  const s = content.sections.length
  const f = content.faqs.length
  return (
    <>
      <fieldset className="form__group admin-rows" id="pageSections">
        <legend>{p('sectionsHeading')}</legend>
        <p className="form__hint">
          {p('orderHint')} {p('rowsHint')}
        </p>
        {[...content.sections, { anchor: '', heading: '', body: '', signLanguageVideos: '' }].map((x, i) => (
          <Row
            key={x.anchor || 'new'}
            lang={lang}
            prefix="section"
            index={i}
            legend={x.anchor ? p('sectionN', { n: i + 1 }) : p('sectionNew')}
            anchor={x.anchor}
            order={(i + 1) * 10}
            fields={[
              { name: 'heading', label: p('heading'), value: x.heading, max: 200 },
              { name: 'body', label: p('text'), value: x.body, rows: i < s ? 6 : 3, max: 50_000 },
              ...(x.signLanguageVideos ? [{ name: 'videos', label: 'Video', value: x.signLanguageVideos, max: 2000 }] : []),
            ]}
          />
        ))}
      </fieldset>
      <fieldset className="form__group admin-rows" id="pageFaqs">
        <legend>{p('faqsHeading')}</legend>
        {[...content.faqs, { anchor: '', question: '', answer: '' }].map((x, i) => (
          <Row
            key={x.anchor || 'new'}
            lang={lang}
            prefix="faq"
            index={i}
            legend={x.anchor ? p('faqN', { n: i + 1 }) : p('faqNew')}
            anchor={x.anchor}
            order={(i + 1) * 10}
            fields={[
              { name: 'question', label: p('question'), value: x.question, max: 300 },
              { name: 'answer', label: p('answer'), value: x.answer, rows: i < f ? 4 : 2, max: 10_000 },
            ]}
          />
        ))}
      </fieldset>
    </>
  )
}

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="admin-tree-act" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  )
}

export function pageItemPageModel(lang: Lang, nav: AdminNavLink[], data: PageItemData, state: FormState<typeof PageForm.schema, EditorialMessageKey>, notice?: AdminNoticeModel, status?: number): PageModel {
  const { t, p } = words(lang)
  const form = formView(PageForm, state, lang)
  const { item, powers, review } = data
  const current = stateOf({ live: data.state.live, hasUnpublishedChanges: data.state.hasUnpublishedChanges, goLiveAt: data.state.goLiveAt, inReview: review?.status === 'pending' })
  const title = t('editTitle', { title: data.content.title })
  const written = item.lang !== lang ? item.lang : undefined
  return adminPageModel(lang, nav, {
    title,
    trail: pagesTrail(lang),
    alternate: paths.adminPage(otherLang(lang), item.id),
    status,
    className: 'admin-edit',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <AdminNotice notice={notice}>
          {data.stale ? (
            <p id="adminStale">
              {t('staleSaved', { name: data.stale.savedBy ?? t('someone'), at: formatDateTime(lang, data.stale.savedAt) })}: <strong>{data.stale.saved.title}</strong> — {data.stale.saved.perex}
            </p>
          ) : null}
        </AdminNotice>
        <AutosaveOffer lang={lang} view={data.autosave} formHref={paths.adminPage(lang, item.id)} />
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
          <dt>{t('lang')}</dt>
          <dd>{t(item.lang === 'cs' ? 'langCs' : 'langEn')}</dd>
          <dt>{p('site')}</dt>
          <dd>{item.faculty ?? p('siteUniversity')}</dd>
          <dt>{p('address')}</dt>
          <dd>{data.state.live ? <a href={paths.content(item.lang, item.path)}>{paths.content(item.lang, item.path)}</a> : <code>{paths.content(item.lang, item.path)}</code>}</dd>
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
        <form method="post" action={paths.adminPage(lang, item.id)} className="form admin-form" noValidate aria-labelledby="mainContent" {...autosaveAttributes(lang, data.powers.update ? data.autosave : undefined)}>
          <FormSummary form={form} heading={t('refusedInvalid')} />
          <input type="hidden" name="base" value={form.value('base') ?? ''} />
          <TextField form={form} name="title" id="pageTitle" label={t('title')} required maxLength={200} autoComplete="off" lang={written} />
          <TextArea form={form} name="perex" id="pagePerex" label={t('perex')} rows={3} maxLength={1000} lang={written} />
          <div className="form__field form__field--check">
            <input id="pageInMenu" name="inMenu" type="checkbox" value="on" defaultChecked={form.value('inMenu') === 'on'} />
            <label htmlFor="pageInMenu">{p('inMenu')}</label>
          </div>
          <Rows lang={lang} content={data.content} />
          {powers.move ? <TextField form={form} name="slug" id="pageSlug" label={t('slug')} hint={item.firstPublishedAt ? t('slugMovedHint') : t('slugHint')} maxLength={120} autoComplete="off" pattern="[a-z0-9][a-z0-9\-]*" /> : null}
          {powers.publish ? <TextField form={form} name="publishAt" id="pagePublishAt" label={t('publishAt')} hint={t('publishAtHint')} type="datetime-local" /> : null}
          <ItemActions lang={lang} form={form} powers={powers} live={data.state.live} reviewPending={review?.status === 'pending'} commentId="pageComment" />
        </form>
        {powers.move ? (
          <Section id="pageMoveHeading" heading={p('moveHeading')}>
            <form method="post" action={paths.adminPageAct(lang, item.id, 'move')} className="form" aria-labelledby="pageMoveHeading">
              <input type="hidden" name="confirm" value="1" />
              <Select id="pageParent" name="parent" label={p('parent')} hint={p('moveHint')} value={item.parentId === null ? '' : String(item.parentId)} options={[['', p('parentNone')], ...data.parents.map((c) => [String(c.id), c.label] as [string, string])]} />
              <p className="admin-form__actions">
                <button type="submit" className="button">
                  {p('moveSubmit')}
                </button>
              </p>
            </form>
          </Section>
        ) : null}
        {powers.create ? (
          <Section id="pageCopyHeading" heading={p('copyHeading')}>
            <form method="post" action={paths.adminPageAct(lang, item.id, 'copy')} aria-labelledby="pageCopyHeading">
              <input type="hidden" name="confirm" value="1" />
              <button type="submit" className="button">
                {p('copySubmit')}
              </button>
            </form>
          </Section>
        ) : null}
        {powers.delete ? (
          <Section id="pageDeleteHeading" heading={p('deleteHeading')}>
            <form method="post" action={paths.adminPageAct(lang, item.id, 'delete')} className="form" aria-labelledby="pageDeleteHeading">
              <p>{p('deleteHint')}</p>
              <input type="hidden" name="confirm" value="1" />
              <div className="form__field">
                <label htmlFor="pageRedirect">{p('redirectTo')}</label>
                <input id="pageRedirect" name="redirectTo" maxLength={2000} autoComplete="off" aria-describedby="pageRedirect-hint" />
                <p className="form__hint" id="pageRedirect-hint">
                  {p('redirectToHint')}
                </p>
              </div>
              <p className="admin-form__actions">
                <button type="submit" className="button">
                  {p('deleteSubmit')}
                </button>
              </p>
            </form>
          </Section>
        ) : null}
        <Revisions lang={lang} revisions={data.revisions} canRestore={powers.update} previewHref={(r) => paths.adminPagePreview(lang, item.id, r)} restoreAction={paths.adminPageRestore(lang, item.id)} compareAction={paths.adminPageCompare(lang, item.id)} />
      </>
    ),
  })
}
