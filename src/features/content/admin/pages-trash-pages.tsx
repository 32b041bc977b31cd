/**
 * The trash of pages (ADR 063) and deleting from it for good (ADR 103): the list with "Obnovit"
 * and "Smazat natrvalo" per item and "Vyprázdnit koš"; the confirmation pages of both.
 *
 * A permanent deletion asks first either way: with script, the button's `data-confirm` popup
 * (popups.ts) and, once confirmed, its hidden `confirmed` field set to 1; without script the post
 * arrives without it and the server answers with the confirmation page, whose own form says 1.
 */
import { editorialMessages } from '../../../i18n/editorial.js'
import { formatDateTime, otherLang, translator, type Lang } from '../../../i18n/index.js'
import { pagesAdminMessages } from '../../../i18n/pages-admin.js'
import { AdminNotice, type AdminNavLink, type AdminNoticeModel } from '../../../ui/admin-frame.js'
import { adminPageModel, adminTrail } from '../../../ui/admin-page.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { paths } from '../../../ui/paths.js'
import type { TrashedPage } from './pages-admin.repository.js'

/** The field a confirmed permanent deletion posts as 1 (set by the popup, or by the confirmation page). */
export const CONFIRMED = 'confirmed'

const trail = (lang: Lang) => adminTrail(lang, { label: translator(pagesAdminMessages, lang)('pagesTitle'), href: paths.adminPages(lang) })
const trashTrail = (lang: Lang) => adminTrail(lang, { label: translator(pagesAdminMessages, lang)('pagesTitle'), href: paths.adminPages(lang) }, { label: translator(pagesAdminMessages, lang)('trashTitle'), href: paths.adminPagesTrash(lang) })

/** The hidden field the confirmation popup fills; empty, the server asks with its page instead. */
const AskedField = () => <input type="hidden" name={CONFIRMED} value="" data-confirmed="1" />

export function trashPageModel(lang: Lang, nav: AdminNavLink[], rows: TrashedPage[], notice?: AdminNoticeModel, status?: number): PageModel {
  const p = translator(pagesAdminMessages, lang)
  const title = p('trashTitle')
  const total = rows.reduce((sum, r) => sum + r.total, 0)
  return adminPageModel(lang, nav, {
    title,
    trail: trail(lang),
    alternate: paths.adminPagesTrash(otherLang(lang)),
    status,
    className: 'admin-list',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <AdminNotice notice={notice} />
        {rows.length === 0 ? (
          <p id="trashIsEmpty">{p('trashEmpty')}</p>
        ) : (
          <>
            <form method="post" action={paths.adminPagesTrashEmpty(lang)} className="admin-form__actions" id="trashEmptyForm">
              <input type="hidden" name="ids" value={rows.map((r) => r.id).join(',')} />
              <AskedField />
              <button type="submit" className="button" id="trashEmpty" data-confirm={p('emptyAsk', { items: rows.length })} data-confirm-title={p('emptyTitle')} data-confirm-button={p('emptyConfirm')}>
                {p('emptyTrash')}
              </button>
            </form>
            <table className="admin-table" id="adminTrash" data-total={total}>
                <caption className="visually-hidden">{title}</caption>
                <thead>
                  <tr>
                    <th scope="col">{translator(editorialMessages, lang)('title')}</th>
                    <th scope="col">{p('address')}</th>
                    <th scope="col">{p('trashCount')}</th>
                    <th scope="col">{p('trashedAt')}</th>
                    <th scope="col">{p('trashActions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.id} data-page-id={r.id}>
                      <th scope="row" lang={r.lang === lang ? undefined : r.lang}>
                        {r.title}
                      </th>
                      <td>
                        <code>{paths.content(r.lang, r.path)}</code>
                      </td>
                      <td>{r.count}</td>
                      <td>{formatDateTime(lang, r.trashedAt)}</td>
                      <td className="admin-trash__acts">
                        <form method="post" action={paths.adminPagesTrashRestore(lang, r.id)} aria-label={p('restoreFromTrashLabel', { title: r.title })}>
                          <input type="hidden" name="confirm" value="1" />
                          <button type="submit" className="button" aria-label={p('restoreFromTrashLabel', { title: r.title })}>
                            {p('restoreFromTrash')}
                          </button>
                        </form>
                        <form method="post" action={paths.adminPagesTrashPurge(lang, r.id)} aria-label={p('purgeLabel', { title: r.title })}>
                          <AskedField />
                          <button
                            type="submit"
                            className="button"
                            aria-label={p('purgeLabel', { title: r.title })}
                            data-confirm={p('purgeAsk', { title: r.title, count: r.total })}
                            data-confirm-title={p('purge')}
                            data-confirm-button={p('purgeConfirm')}
                          >
                            {p('purge')}
                          </button>
                        </form>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
          </>
        )}
      </>
    ),
  })
}

/** The confirmation page of one item: what goes with it, and one button. */
export function purgePageModel(
  lang: Lang,
  nav: AdminNavLink[],
  item: TrashedPage,
  below: Array<{ id: number; lang: Lang; title: string; path: string }>,
  notice?: AdminNoticeModel,
  status?: number,
): PageModel {
  const p = translator(pagesAdminMessages, lang)
  const title = p('purgeTitle', { title: item.title })
  return adminPageModel(lang, nav, {
    title,
    trail: trashTrail(lang),
    alternate: paths.adminPagesTrashPurge(otherLang(lang), item.id),
    status,
    className: 'admin-item',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <AdminNotice notice={notice} />
        <p id="purgeQuestion">{p(item.total > 1 ? 'purgeQuestion' : 'purgeQuestionAlone', { title: item.title, address: paths.content(item.lang, item.path), count: item.total })}</p>
        {below.length > 0 ? (
          <>
            <p>{p('purgeBelow')}</p>
            <ul id="purgeBelow">
              {below.map((b) => (
                <li key={b.id} lang={b.lang === lang ? undefined : b.lang}>
                  {b.title} <code>{paths.content(b.lang, b.path)}</code>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p>{p('purgeEffects')}</p>
        <form method="post" action={paths.adminPagesTrashPurge(lang, item.id)} className="form admin-form" id="purgeForm">
          <input type="hidden" name={CONFIRMED} value="1" />
          <p className="admin-form__actions">
            <button type="submit" className="button" id="purgeSubmit">
              {p('purgeConfirm')}
            </button>{' '}
            <a href={paths.adminPagesTrash(lang)}>{p('cancel')}</a>
          </p>
        </form>
      </>
    ),
  })
}

/** The confirmation page of emptying the trash: the items it deletes, and one button. */
export function emptyPageModel(lang: Lang, nav: AdminNavLink[], rows: TrashedPage[], notice?: AdminNoticeModel, status?: number): PageModel {
  const p = translator(pagesAdminMessages, lang)
  const title = p('emptyTitle')
  return adminPageModel(lang, nav, {
    title,
    trail: trashTrail(lang),
    alternate: paths.adminPagesTrashEmpty(otherLang(lang)),
    status,
    className: 'admin-item',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <AdminNotice notice={notice} />
        {rows.length === 0 ? (
          <p>{p('trashEmpty')}</p>
        ) : (
          <>
            <p id="emptyQuestion">{p('emptyQuestion', { items: rows.length, count: rows.reduce((sum, r) => sum + r.total, 0) })}</p>
            <ul id="emptyItems">
              {rows.map((r) => (
                <li key={r.id} lang={r.lang === lang ? undefined : r.lang}>
                  {r.title} <code>{paths.content(r.lang, r.path)}</code>
                </li>
              ))}
            </ul>
            <p>{p('purgeEffects')}</p>
            <form method="post" action={paths.adminPagesTrashEmpty(lang)} className="form admin-form" id="emptyForm">
              <input type="hidden" name="ids" value={rows.map((r) => r.id).join(',')} />
              <input type="hidden" name={CONFIRMED} value="1" />
              <p className="admin-form__actions">
                <button type="submit" className="button" id="emptySubmit">
                  {p('emptyConfirm')}
                </button>{' '}
                <a href={paths.adminPagesTrash(lang)}>{p('cancel')}</a>
              </p>
            </form>
          </>
        )}
      </>
    ),
  })
}
