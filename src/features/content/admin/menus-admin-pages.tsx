/**
 * The menus' administration pages (ADR 095): both menus as nested lists, each item with its
 * label, target and state (a page that is missing or not shown is flagged) and its move up / down
 * forms, which work without JavaScript; the item form (add and edit); the delete confirmation.
 * Every act answers with a notice that takes the focus (AdminNotice).
 */
import { formView, type FormState } from '../../../forms/form.js'
import { otherLang, translator, type Lang } from '../../../i18n/index.js'
import { menusAdminMessages, type MenusAdminMessageKey } from '../../../i18n/menus-admin.js'
import { AdminNotice, type AdminNavLink, type AdminNoticeModel } from '../../../ui/admin-frame.js'
import { adminPageModel, adminTrail } from '../../../ui/admin-page.js'
import { SelectField, TextField } from '../../../ui/form-field.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { paths } from '../../../ui/paths.js'
import { MAX_MENU_LABEL, MAX_MENU_URL, MENUS, type MenuName } from '../content.tables.js'
import { APP_PAGE_KEYS, appPageName, isAppPage } from '../menu-targets.js'
import { versionOf, type MenuItemAdmin, type PageChoice } from './menus-admin.repository.js'
import { MenuItemEditForm, TARGET_KINDS } from './menus-admin.schema.js'

export type MenuFormState = FormState<typeof MenuItemEditForm.schema, MenusAdminMessageKey>

const menusTrail = (lang: Lang) => adminTrail(lang, { label: translator(menusAdminMessages, lang)('title'), href: paths.adminMenus(lang) })

/** What the item says in `lang` in the administration: its label, else its target's name. */
export function nameOf(item: MenuItemAdmin, lang: Lang): string {
  const label = lang === 'cs' ? item.labelCs : item.labelEn
  if (label) return label
  if (item.pageKey !== null) return item.page?.[lang]?.title ?? item.page?.[otherLang(lang)]?.title ?? item.pageKey
  if (item.appPage !== null) return isAppPage(item.appPage) ? appPageName(item.appPage, lang) : item.appPage
  return item.url ?? ''
}

function targetOf(item: MenuItemAdmin, lang: Lang): string {
  const t = translator(menusAdminMessages, lang)
  if (item.pageKey !== null) return t('targetPage', { title: item.page?.cs?.title ?? item.page?.en?.title ?? item.pageKey })
  if (item.appPage !== null) return t('targetApp', { name: isAppPage(item.appPage) ? appPageName(item.appPage, lang) : item.appPage })
  return t('targetUrl', { url: item.url ?? '' })
}

/** Whether visitors see the item, and if not why: a flag for the editor. */
function stateOf(item: MenuItemAdmin): { key: MenusAdminMessageKey; warn: boolean } {
  if (item.appPage !== null && !isAppPage(item.appPage)) return { key: 'appMissing', warn: true }
  if (item.page === null) return { key: 'shown', warn: false }
  const { cs, en } = item.page
  if (!cs && !en) return { key: 'pageMissing', warn: true }
  if (!cs?.live && !en?.live) return { key: 'pageHidden', warn: true }
  if (!cs?.live || !en?.live) return { key: 'pageOneLang', warn: true }
  return { key: 'shown', warn: false }
}

function Item({ lang, item, all, first, last }: { lang: Lang; item: MenuItemAdmin; all: MenuItemAdmin[]; first: boolean; last: boolean }) {
  const t = translator(menusAdminMessages, lang)
  const what = nameOf(item, lang)
  const state = stateOf(item)
  const children = all.filter((c) => c.parentId === item.id)
  const move = (direction: 'up' | 'down', disabled: boolean) => {
    const label = t(direction === 'up' ? 'moveUp' : 'moveDown', { what })
    return (
      <form method="post" action={paths.adminMenuMove(lang, item.id)} className="admin-tree__order" aria-label={label}>
        <input type="hidden" name="direction" value={direction} />
        <button type="submit" className="button" disabled={disabled} aria-label={label}>
          {t(direction)}
        </button>
      </form>
    )
  }
  return (
    <li data-menu-item-id={item.id} id={`menu-item-${item.id}`}>
      <div className="admin-tree__row">
        <a href={paths.adminMenuItem(lang, item.id)} aria-label={t('editLabel', { what })}>
          {what}
        </a>{' '}
        <span className="menu-admin__target">{targetOf(item, lang)}</span>{' '}
        <span className={state.warn ? 'menu-admin__state menu-admin__state--warn' : 'menu-admin__state'}>{t(state.key)}</span>
        {move('up', first)}
        {move('down', last)}
        <a href={paths.adminMenuDelete(lang, item.id)} aria-label={t('deleteLabel', { what })}>
          {t('delete')}
        </a>
        {item.menu === 'main' && item.parentId === null ? (
          <a href={paths.adminMenuNew(lang, { menu: 'main', parent: item.id })} aria-label={t('addChildTo', { what })}>
            {t('addChild')}
          </a>
        ) : null}
      </div>
      {children.length ? <Items lang={lang} items={children} all={all} /> : null}
    </li>
  )
}

function Items({ lang, items, all, id }: { lang: Lang; items: MenuItemAdmin[]; all: MenuItemAdmin[]; id?: string }) {
  return (
    <ul className="admin-tree" id={id}>
      {items.map((item, i) => (
        <Item key={item.id} lang={lang} item={item} all={all} first={i === 0} last={i === items.length - 1} />
      ))}
    </ul>
  )
}

export function menusPageModel(lang: Lang, nav: AdminNavLink[], all: MenuItemAdmin[], notice?: AdminNoticeModel, status?: number): PageModel {
  const t = translator(menusAdminMessages, lang)
  return adminPageModel(lang, nav, {
    title: t('title'),
    trail: adminTrail(lang),
    alternate: paths.adminMenus(otherLang(lang)),
    status,
    className: 'admin-list',
    body: (
      <>
        <PageHeading>{t('title')}</PageHeading>
        <p>{t('intro')}</p>
        <AdminNotice notice={notice} />
        {MENUS.map((menu) => {
          const top = all.filter((i) => i.menu === menu && i.parentId === null)
          return (
            <section key={menu} aria-labelledby={`menuHeading-${menu}`}>
              <h2 id={`menuHeading-${menu}`}>{t(`menu_${menu}`)}</h2>
              <p>
                <a className="button" href={paths.adminMenuNew(lang, { menu })} id={`menuAdd-${menu}`}>
                  {t('addTo', { menu: t(`menu_${menu}`) })}
                </a>
              </p>
              {top.length ? <Items lang={lang} items={top} all={all} id={`menu-${menu}`} /> : <p>{t('empty')}</p>}
            </section>
          )
        })}
      </>
    ),
  })
}

/** The form's values for an item as stored, with the version it was filled from. */
export const formOfItem = (item: MenuItemAdmin): MenuFormState => ({
  errors: {},
  echo: {
    menu: item.menu,
    parentId: item.parentId === null ? '' : String(item.parentId),
    labelCs: item.labelCs,
    labelEn: item.labelEn,
    kind: item.pageKey !== null ? 'page' : item.appPage !== null ? 'app' : 'url',
    pageKey: item.pageKey ?? '',
    appPage: item.appPage ?? '',
    url: item.url ?? '',
    base: versionOf(item),
  },
})

function pageOptions(lang: Lang, choices: PageChoice[], current: string | undefined) {
  const t = translator(menusAdminMessages, lang)
  const options = choices.map((c) => {
    const main = c.cs ?? c.en!
    const counterpart = c.cs ? (c.en ? c.en.title : t('noTranslation')) : undefined
    return { value: c.key, label: `${main.title} — /${main.path}${counterpart ? ` (${counterpart})` : ''}` }
  })
  // A key no page has any longer (the item's page was deleted) stays selectable, so saving other fields does not lose it silently.
  if (current && !choices.some((c) => c.key === current)) options.unshift({ value: current, label: current })
  return [{ value: '', label: t('noChoice') }, ...options]
}

function ItemFields({ lang, state, all, choices, self }: { lang: Lang; state: MenuFormState; all: MenuItemAdmin[]; choices: PageChoice[]; self?: number }) {
  const t = translator(menusAdminMessages, lang)
  const form = formView(MenuItemEditForm, state, lang)
  const kind = form.value('kind') ?? 'page'
  const kindError = form.error('kind')
  const parents = all.filter((i) => i.menu === 'main' && i.parentId === null && i.id !== self)
  return (
    <>
      <SelectField form={form} name="menu" id="menuItemMenu" label={t('menu')} options={MENUS.map((m: MenuName) => ({ value: m, label: t(`menu_${m}`) }))} />
      <SelectField form={form} name="parentId" id="menuItemParent" label={t('parent')} hint={t('parentHint')} options={[{ value: '', label: t('noParent') }, ...parents.map((p) => ({ value: String(p.id), label: nameOf(p, lang) }))]} />
      <TextField form={form} name="labelCs" id="menuItemLabelCs" label={t('labelCs')} hint={t('labelHint')} maxLength={MAX_MENU_LABEL} lang="cs" autoComplete="off" />
      <TextField form={form} name="labelEn" id="menuItemLabelEn" label={t('labelEn')} maxLength={MAX_MENU_LABEL} lang="en" autoComplete="off" />
      <fieldset className="form__group" aria-describedby={kindError ? 'menuItemKind-error' : undefined}>
        <legend>{t('targetLegend')}</legend>
        {TARGET_KINDS.map((k) => (
          <p className="admin-form__choice" key={k}>
            <input type="radio" id={`menuItemKind-${k}`} name="kind" value={k} defaultChecked={kind === k} />
            <label htmlFor={`menuItemKind-${k}`}>{t(`kind_${k}`)}</label>
          </p>
        ))}
        {kindError ? (
          <p className="form__message form__message--error" id="menuItemKind-error">
            {kindError}
          </p>
        ) : null}
        <SelectField form={form} name="pageKey" id="menuItemPage" label={t('pageKey')} hint={t('pageKeyHint')} options={pageOptions(lang, choices, form.value('pageKey'))} />
        <SelectField form={form} name="appPage" id="menuItemApp" label={t('appPage')} options={[{ value: '', label: t('noChoice') }, ...APP_PAGE_KEYS.map((k) => ({ value: k, label: appPageName(k, lang) }))]} />
        <TextField form={form} name="url" id="menuItemUrl" type="url" label={t('url')} hint={t('urlHint')} maxLength={MAX_MENU_URL} autoComplete="off" />
      </fieldset>
    </>
  )
}

export function newItemPageModel(lang: Lang, nav: AdminNavLink[], all: MenuItemAdmin[], choices: PageChoice[], state: MenuFormState, notice?: AdminNoticeModel, status?: number): PageModel {
  const t = translator(menusAdminMessages, lang)
  return adminPageModel(lang, nav, {
    title: t('newTitle'),
    trail: menusTrail(lang),
    alternate: paths.adminMenuNew(otherLang(lang)),
    status,
    className: 'admin-item',
    body: (
      <>
        <PageHeading>{t('newTitle')}</PageHeading>
        <AdminNotice notice={notice} />
        <form method="post" action={paths.adminMenuNew(lang)} className="form admin-form" id="menuItemNewForm" noValidate>
          <ItemFields lang={lang} state={state} all={all} choices={choices} />
          <p className="admin-form__actions">
            <button type="submit" className="button" id="menuItemCreate">
              {t('add')}
            </button>
          </p>
        </form>
      </>
    ),
  })
}

/** An item's form; `saved` is the version someone else saved meanwhile, shown above the refused form. */
export function itemPageModel(lang: Lang, nav: AdminNavLink[], item: MenuItemAdmin, all: MenuItemAdmin[], choices: PageChoice[], state: MenuFormState, notice?: AdminNoticeModel, status?: number, saved?: MenuItemAdmin): PageModel {
  const t = translator(menusAdminMessages, lang)
  const title = t('editTitle', { what: nameOf(item, lang) })
  const form = formView(MenuItemEditForm, state, lang)
  return adminPageModel(lang, nav, {
    title,
    trail: menusTrail(lang),
    alternate: paths.adminMenuItem(otherLang(lang), item.id),
    status,
    className: 'admin-item',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <AdminNotice notice={notice} />
        {saved ? (
          <section aria-labelledby="menuItemSavedHeading" id="menuItemSaved">
            <h2 id="menuItemSavedHeading">{t('staleHeading')}</h2>
            <dl className="admin-facts">
              <dt>{t('menu')}</dt>
              <dd>{t(`menu_${saved.menu}`)}</dd>
              <dt>{t('parent')}</dt>
              <dd>{saved.parentId === null ? t('noParent') : nameOf(all.find((p) => p.id === saved.parentId) ?? saved, lang)}</dd>
              <dt>{t('labelCs')}</dt>
              <dd lang="cs">{saved.labelCs || '—'}</dd>
              <dt>{t('labelEn')}</dt>
              <dd lang="en">{saved.labelEn || '—'}</dd>
              <dt>{t('target')}</dt>
              <dd>{targetOf(saved, lang)}</dd>
            </dl>
          </section>
        ) : null}
        <form method="post" action={paths.adminMenuItem(lang, item.id)} className="form admin-form" id="menuItemForm" noValidate>
          <input type="hidden" name="base" value={form.value('base') ?? ''} />
          <ItemFields lang={lang} state={state} all={all} choices={choices} self={item.id} />
          <p className="admin-form__actions">
            <button type="submit" className="button" id="menuItemSave">
              {t('save')}
            </button>
          </p>
        </form>
        <p>
          <a href={paths.adminMenuDelete(lang, item.id)} id="menuItemDeleteLink">
            {t('deleteLabel', { what: nameOf(item, lang) })}
          </a>
        </p>
      </>
    ),
  })
}

/** The question before deleting: the item, its menu, and the sub-items that go with it. */
export function deletePageModel(lang: Lang, nav: AdminNavLink[], item: MenuItemAdmin, children: number, notice?: AdminNoticeModel, status?: number): PageModel {
  const t = translator(menusAdminMessages, lang)
  const what = nameOf(item, lang)
  const title = t('deleteTitle', { what })
  return adminPageModel(lang, nav, {
    title,
    trail: menusTrail(lang),
    alternate: paths.adminMenuDelete(otherLang(lang), item.id),
    status,
    className: 'admin-item',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <AdminNotice notice={notice} />
        <p>{t('deleteQuestion', { what, menu: t(`menu_${item.menu}`) })}</p>
        {children > 0 ? <p>{t('deleteChildren', { count: String(children) })}</p> : null}
        <form method="post" action={paths.adminMenuDelete(lang, item.id)} className="form admin-form" id="menuItemDeleteForm">
          <input type="hidden" name="base" value={versionOf(item)} />
          <p className="admin-form__actions">
            <button type="submit" className="button" id="menuItemDelete">
              {t('deleteConfirm')}
            </button>{' '}
            <a href={`${paths.adminMenus(lang)}#menu-item-${item.id}`}>{t('cancel')}</a>
          </p>
        </form>
      </>
    ),
  })
}
