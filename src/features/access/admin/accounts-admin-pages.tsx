/**
 * The admin's accounts pages (ADR 060): the accounts found by e-mail or name with their roles, and
 * one account with its grants (a revoke button each) and the form to grant a role on a scope.
 * Plain forms that work without script.
 */
import { accountsAdminMessages, type AccountsAdminMessageKey } from '../../../i18n/accounts-admin.js'
import { formatDateTime, otherLang, translator, type Lang } from '../../../i18n/index.js'
import { blankForm, formView, type FormState } from '../../../forms/form.js'
import { AdminNotice, type AdminNavLink, type AdminNoticeModel } from '../../../ui/admin-frame.js'
import { adminPageModel, adminTrail } from '../../../ui/admin-page.js'
import { FormSummary } from '../../../ui/form-field.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { Pagination } from '../../../ui/pagination.js'
import { paths } from '../../../ui/paths.js'
import { ROLES } from '../permissions.js'
import { ACCOUNTS_PAGE_SIZE, type AccountGrant, type AccountRow } from './accounts-admin.repository.js'
import { GrantForm, MAX_QUERY, MAX_SECTION } from './accounts-admin.schema.js'

type T = (key: AccountsAdminMessageKey, values?: Record<string, string | number>) => string

export interface FacultyChoice {
  slug: string
  name: string
}

const roleKey: Record<string, AccountsAdminMessageKey> = { staff: 'roleStaff', shop_manager: 'roleShopManager', editor: 'roleEditor', chief_editor: 'roleChiefEditor', admin: 'roleAdmin' }

/** A role as people call it; a role no feature grants by its name. */
export const roleLabel = (t: T, role: string) => (Object.hasOwn(roleKey, role) ? t(roleKey[role]!) : role)

/** A scope as people call it: the whole site, a faculty by its name, a section by its path. */
export function scopeLabel(t: T, scope: string, faculties: readonly FacultyChoice[]): string {
  if (scope === '') return t('scopeSite')
  if (scope.startsWith('faculty:')) {
    const slug = scope.slice('faculty:'.length)
    return t('scopeFacultyOf', { name: faculties.find((f) => f.slug === slug)?.name ?? slug })
  }
  if (scope.startsWith('section:')) return t('scopeSectionOf', { path: scope.slice('section:'.length) })
  return scope
}

/** The account's two-factor sign-in as its page shows it; `own` when the admin looks at their own account. */
export type AccountTwoFactor = ({ enrolled: false } | { enrolled: true; enrolledAt: Date }) & { own: boolean }

const accountsTrail = (lang: Lang, t: T) => adminTrail(lang, { label: t('title'), href: paths.adminAccounts(lang) })

function Grants({ t, grants, faculties }: { t: T; grants: readonly AccountGrant[]; faculties: readonly FacultyChoice[] }) {
  if (grants.length === 0) return <span className="dashboard__note">{t('noRoles')}</span>
  return (
    <ul className="admin-grants">
      {grants.map((g) => (
        <li key={`${g.role} ${g.scope}`}>
          {roleLabel(t, g.role)} <span className="dashboard__note">({scopeLabel(t, g.scope, faculties)})</span>
        </li>
      ))}
    </ul>
  )
}

export function accountsPageModel(lang: Lang, nav: AdminNavLink[], query: { q: string; page: number }, result: { rows: AccountRow[]; total: number }, faculties: readonly FacultyChoice[]): PageModel {
  const t = translator(accountsAdminMessages, lang)
  const pages = Math.max(1, Math.ceil(result.total / ACCOUNTS_PAGE_SIZE))
  return adminPageModel(lang, nav, {
    title: t('title'),
    trail: adminTrail(lang),
    alternate: paths.adminAccounts(otherLang(lang), query),
    className: 'admin-list',
    body: (
      <>
        <PageHeading>{t('title')}</PageHeading>
        <form method="get" action={paths.adminAccounts(lang)} className="filter-form" role="search" aria-label={t('findHeading')}>
          <div className="filter-form__field filter-form__field--wide">
            <label htmlFor="accountsQuery">{t('findQuery')}</label>
            <input id="accountsQuery" name="q" type="search" maxLength={MAX_QUERY} defaultValue={query.q} autoComplete="off" />
          </div>
          <p className="filter-form__actions">
            <button type="submit" className="button">
              {t('findSubmit')}
            </button>
            {query.q ? <a href={paths.adminAccounts(lang)}>{t('findReset')}</a> : null}
          </p>
        </form>
        <p id="accountsCount">{t('count', { count: result.total })}</p>
        {result.rows.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <table className="admin-table" id="accountsList">
            <caption className="visually-hidden">{t('title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('colEmail')}</th>
                <th scope="col">{t('colName')}</th>
                <th scope="col">{t('colRoles')}</th>
                <th scope="col">{t('colCreated')}</th>
              </tr>
            </thead>
            <tbody>
              {result.rows.map((row) => (
                <tr key={row.id} data-account-id={row.id}>
                  <th scope="row" className="admin-table__email">
                    <a href={paths.adminAccount(lang, row.id)}>{row.email}</a>
                  </th>
                  <td className="admin-table__wrap">{row.displayName}</td>
                  <td>
                    <Grants t={t} grants={row.grants} faculties={faculties} />
                  </td>
                  <td>{formatDateTime(lang, row.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pagination page={query.page} pages={pages} href={(page) => paths.adminAccounts(lang, { q: query.q, page })} />
      </>
    ),
  })
}

export function accountPageModel(
  lang: Lang,
  nav: AdminNavLink[],
  account: AccountRow,
  faculties: readonly FacultyChoice[],
  twoFactor: AccountTwoFactor,
  state: FormState<typeof GrantForm.schema, AccountsAdminMessageKey> = blankForm(),
  notice?: AdminNoticeModel,
  status?: number,
): PageModel {
  const t = translator(accountsAdminMessages, lang)
  const form = formView(GrantForm, state, lang)
  const title = t('accountTitle', { email: account.email })
  const kind = form.value('scopeKind') ?? 'site'
  const error = (name: string) => form.error(name)
  const described = (name: string, hint?: string) => [hint, error(name) ? `grant-${name}-error` : undefined].filter(Boolean).join(' ') || undefined
  const Message = ({ name }: { name: string }) =>
    error(name) ? (
      <p className="form__message form__message--error" id={`grant-${name}-error`}>
        {error(name)}
      </p>
    ) : null
  return adminPageModel(lang, nav, {
    title,
    trail: accountsTrail(lang, t),
    alternate: paths.adminAccount(otherLang(lang), account.id),
    status,
    className: 'admin-edit',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <AdminNotice notice={notice} />
        <dl className="admin-facts" aria-label={t('facts')}>
          <dt>{t('colEmail')}</dt>
          <dd>{account.email}</dd>
          <dt>{t('colName')}</dt>
          <dd>{account.displayName}</dd>
          <dt>{t('colCreated')}</dt>
          <dd>{formatDateTime(lang, account.createdAt)}</dd>
        </dl>
        <section aria-labelledby="accountRoles">
          <h2 id="accountRoles">{t('rolesHeading')}</h2>
          {account.grants.length === 0 ? (
            <p id="accountNoRoles">{t('noRoles')}</p>
          ) : (
            <table className="admin-table" id="accountGrants">
              <caption className="visually-hidden">{t('rolesHeading')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('role')}</th>
                  <th scope="col">{t('scope')}</th>
                  <th scope="col">{t('colGranted')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('revoke')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {account.grants.map((g) => {
                  const role = roleLabel(t, g.role)
                  const scope = scopeLabel(t, g.scope, faculties)
                  return (
                    <tr key={`${g.role} ${g.scope}`} data-role={g.role} data-scope={g.scope}>
                      <th scope="row">{role}</th>
                      <td className="admin-table__wrap">{scope}</td>
                      <td>{formatDateTime(lang, g.grantedAt)}</td>
                      <td>
                        <form method="post" action={paths.adminAccountRevoke(lang, account.id)} className="admin-inline-form">
                          <input type="hidden" name="role" value={g.role} />
                          <input type="hidden" name="scope" value={g.scope} />
                          <button type="submit" className="button button--secondary" aria-label={`${t('revoke')}: ${role} (${scope})`} data-confirm={t('revokeConfirm', { role, scope })}>
                            {t('revoke')}
                          </button>
                        </form>
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          )}
        </section>
        <section aria-labelledby="accountTwoFactor">
          <h2 id="accountTwoFactor">{t('twoFactorHeading')}</h2>
          <p id="accountTwoFactorState">{twoFactor.enrolled ? t('twoFactorOn', { date: formatDateTime(lang, twoFactor.enrolledAt) }) : t('twoFactorOff')}</p>
          {twoFactor.enrolled && !twoFactor.own ? (
            <>
              <p className="dashboard__note" id="accountTwoFactorNote">
                {t('twoFactorResetNote')}
              </p>
              <form method="post" action={paths.adminAccountResetTwoFactor(lang, account.id)}>
                <button type="submit" className="button button--secondary" aria-describedby="accountTwoFactorNote" data-confirm={t('twoFactorResetConfirm', { email: account.email })}>
                  {t('twoFactorReset')}
                </button>
              </form>
            </>
          ) : null}
        </section>
        <section aria-labelledby="accountGrant">
          <h2 id="accountGrant">{t('grantHeading')}</h2>
          <p className="dashboard__note" id="accountSessionsNote">
            {t('sessionsNote')}
          </p>
          <form method="post" action={paths.adminAccountGrant(lang, account.id)} className="form admin-form" noValidate>
            <FormSummary form={form} heading={t('refusedInvalid')} />
            <div className="form__field">
              <label htmlFor="grantRole">{t('role')}</label>
              <select id="grantRole" name="role" defaultValue={form.value('role') ?? ''} aria-invalid={error('role') ? true : undefined} aria-describedby={described('role')}>
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {roleLabel(t, r)}
                  </option>
                ))}
              </select>
              <Message name="role" />
            </div>
            <fieldset className="form__group admin-form__scope" aria-describedby={described('scopeKind')}>
              <legend>{t('scope')}</legend>
              <p className="admin-form__choice">
                <input type="radio" id="grantScopeSite" name="scopeKind" value="site" defaultChecked={kind === 'site'} />
                <label htmlFor="grantScopeSite">{t('scopeSite')}</label>
              </p>
              <p className="admin-form__choice">
                <input type="radio" id="grantScopeFaculty" name="scopeKind" value="faculty" defaultChecked={kind === 'faculty'} />
                <label htmlFor="grantScopeFaculty">{t('scopeFaculty')}</label>
              </p>
              <div className="form__field admin-form__nested">
                <label htmlFor="grantFaculty">{t('faculty')}</label>
                <select id="grantFaculty" name="faculty" defaultValue={form.value('faculty') ?? ''} aria-invalid={error('faculty') ? true : undefined} aria-describedby={described('faculty')}>
                  <option value="">–</option>
                  {faculties.map((f) => (
                    <option key={f.slug} value={f.slug}>
                      {f.name}
                    </option>
                  ))}
                </select>
                <Message name="faculty" />
              </div>
              <p className="admin-form__choice">
                <input type="radio" id="grantScopeSection" name="scopeKind" value="section" defaultChecked={kind === 'section'} />
                <label htmlFor="grantScopeSection">{t('scopeSection')}</label>
              </p>
              <div className="form__field admin-form__nested">
                <label htmlFor="grantSection">{t('section')}</label>
                <p className="form__hint" id="grantSection-hint">
                  {t('sectionHint')}
                </p>
                <input
                  id="grantSection"
                  name="section"
                  type="text"
                  maxLength={MAX_SECTION}
                  defaultValue={form.value('section') ?? ''}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={error('section') ? true : undefined}
                  aria-describedby={described('section', 'grantSection-hint')}
                />
                <Message name="section" />
              </div>
              <Message name="scopeKind" />
            </fieldset>
            <p className="admin-form__actions">
              <button type="submit" className="button button--primary">
                {t('grantSubmit')}
              </button>
            </p>
          </form>
        </section>
      </>
    ),
  })
}
