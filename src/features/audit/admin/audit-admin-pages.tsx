/**
 * The audit log's page (ADR 060): a GET filter (who, action, kind of item, from and to dates),
 * the link to the same entries as CSV, and the entries newest first, a page of 25 at a time.
 */
import { auditMessages, type AuditMessageKey } from '../../../i18n/audit.js'
import { formatDateTime, otherLang, translate, translator, type Lang } from '../../../i18n/index.js'
import type { AdminNavLink, AdminNoticeModel } from '../../../ui/admin-frame.js'
import { AdminNotice } from '../../../ui/admin-frame.js'
import { adminPageModel, adminTrail } from '../../../ui/admin-page.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { Pagination } from '../../../ui/pagination.js'
import { paths } from '../../../ui/paths.js'
import { AUDIT_PAGE_SIZE, MAX_EXPORT_ROWS, type AuditRow } from '../audit.repository.js'
import { AUDIT_ACTIONS, type AuditAction } from '../audit.tables.js'
import { MAX_WHO, type AuditField, type ParsedAuditQuery } from './audit-filter.js'

export const actionKey: Record<AuditAction, AuditMessageKey> = {
  create: 'actCreate',
  change: 'actChange',
  publish: 'actPublish',
  schedule: 'actSchedule',
  unpublish: 'actUnpublish',
  schedule_unpublish: 'actScheduleUnpublish',
  unschedule: 'actUnschedule',
  submit: 'actSubmit',
  return: 'actReturn',
  delete: 'actDelete',
  restore: 'actRestore',
  sign_in: 'actSignIn',
  role_grant: 'actRoleGrant',
  role_revoke: 'actRoleRevoke',
  two_factor_enrol: 'actTwoFactorEnrol',
  two_factor_disable: 'actTwoFactorDisable',
  two_factor_codes: 'actTwoFactorCodes',
  two_factor_recovery: 'actTwoFactorRecovery',
  two_factor_failed: 'actTwoFactorFailed',
}

const entityKey: Record<string, AuditMessageKey> = { news: 'entityNews', page: 'entityPage', document: 'entityDocument', person: 'entityPerson', account: 'entityAccount' }

/** A kind of item as people call it; an unknown one by its name. */
export const entityLabel = (lang: Lang, entity: string) => (Object.hasOwn(entityKey, entity) ? translate(auditMessages, lang, entityKey[entity]!) : entity)

const fieldLabel: Record<AuditField, AuditMessageKey> = { who: 'filterWho', action: 'filterAction', entity: 'filterEntity', from: 'filterFrom', to: 'filterTo' }

/** The notice for a filter with values left out. */
export function filterNotice(lang: Lang, problems: ParsedAuditQuery['problems']): AdminNoticeModel | undefined {
  const fields = Object.keys(problems) as AuditField[]
  if (fields.length === 0) return undefined
  const t = translator(auditMessages, lang)
  return { kind: 'error', text: t('refusedFilter', { fields: fields.map((f) => t(fieldLabel[f])).join(', ') }) }
}

function FieldError({ id, lang, problem }: { id: string; lang: Lang; problem: ParsedAuditQuery['problems'][AuditField] }) {
  if (!problem) return null
  const t = translator(auditMessages, lang)
  return (
    <p className="form__message form__message--error" id={id}>
      {t(problem === 'date' ? 'dateInvalid' : problem === 'range' ? 'rangeInvalid' : 'choiceInvalid')}
    </p>
  )
}

export function auditPageModel(lang: Lang, nav: AdminNavLink[], parsed: ParsedAuditQuery, entities: readonly string[], result: { rows: AuditRow[]; total: number }, status?: number): PageModel {
  const t = translator(auditMessages, lang)
  const { query, problems, page } = parsed
  const pages = Math.max(1, Math.ceil(result.total / AUDIT_PAGE_SIZE))
  const filtered = Boolean(query.who || query.action || query.entity || query.from || query.to)
  const invalid = (f: AuditField) => (problems[f] ? { 'aria-invalid': true as const, 'aria-describedby': `audit-${f}-error` } : {})
  return adminPageModel(lang, nav, {
    title: t('title'),
    trail: adminTrail(lang),
    alternate: paths.adminAudit(otherLang(lang), query),
    status,
    className: 'admin-list',
    body: (
      <>
        <div className="admin-list__head">
          <PageHeading>{t('title')}</PageHeading>
          <p className="admin-download">
            <a className="button" href={paths.adminAuditCsv(lang, query)} id="auditCsv" download>
              {t('download')}
            </a>{' '}
            <span className="dashboard__note">{t('downloadHint', { max: MAX_EXPORT_ROWS.toLocaleString(lang === 'cs' ? 'cs-CZ' : 'en-GB') })}</span>
          </p>
        </div>
        <AdminNotice notice={filterNotice(lang, problems)} />
        <form method="get" action={paths.adminAudit(lang)} className="filter-form" role="search" aria-label={t('filterHeading')}>
          <div className="filter-form__field">
            <label htmlFor="audit-who">{t('filterWho')}</label>
            <input id="audit-who" name="who" type="search" maxLength={MAX_WHO} defaultValue={query.who ?? ''} autoComplete="off" {...invalid('who')} />
            <FieldError id="audit-who-error" lang={lang} problem={problems.who} />
          </div>
          <div className="filter-form__field">
            <label htmlFor="audit-action">{t('filterAction')}</label>
            <select id="audit-action" name="action" defaultValue={query.action ?? ''} {...invalid('action')}>
              <option value="">{t('filterAllActions')}</option>
              {AUDIT_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {t(actionKey[a])}
                </option>
              ))}
            </select>
            <FieldError id="audit-action-error" lang={lang} problem={problems.action} />
          </div>
          <div className="filter-form__field">
            <label htmlFor="audit-entity">{t('filterEntity')}</label>
            <select id="audit-entity" name="entity" defaultValue={query.entity ?? ''} {...invalid('entity')}>
              <option value="">{t('filterAllEntities')}</option>
              {entities.map((e) => (
                <option key={e} value={e}>
                  {entityLabel(lang, e)}
                </option>
              ))}
            </select>
            <FieldError id="audit-entity-error" lang={lang} problem={problems.entity} />
          </div>
          <div className="filter-form__field">
            <label htmlFor="audit-from">{t('filterFrom')}</label>
            <input id="audit-from" name="from" type="date" defaultValue={query.from ?? ''} {...invalid('from')} />
            <FieldError id="audit-from-error" lang={lang} problem={problems.from} />
          </div>
          <div className="filter-form__field">
            <label htmlFor="audit-to">{t('filterTo')}</label>
            <input id="audit-to" name="to" type="date" defaultValue={query.to ?? ''} {...invalid('to')} />
            <FieldError id="audit-to-error" lang={lang} problem={problems.to} />
          </div>
          <p className="filter-form__actions">
            <button type="submit" className="button">
              {t('filterSubmit')}
            </button>
            {filtered ? <a href={paths.adminAudit(lang)}>{t('filterReset')}</a> : null}
          </p>
        </form>
        <p id="auditCount">{t('count', { count: result.total })}</p>
        {result.rows.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <table className="admin-table admin-table--audit" id="auditList">
            <caption className="visually-hidden">{t('title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('colAt')}</th>
                <th scope="col">{t('colWho')}</th>
                <th scope="col">{t('colAction')}</th>
                <th scope="col">{t('colWhat')}</th>
                <th scope="col">{t('colIp')}</th>
              </tr>
            </thead>
            <tbody>
              {result.rows.map((row) => (
                <tr key={row.id} data-audit-id={row.id} data-action={row.action}>
                  <td>
                    <time dateTime={row.at.toISOString()}>{formatDateTime(lang, row.at)}</time>
                  </td>
                  <td className="admin-table__email">{row.actorEmail}</td>
                  <td>{t(actionKey[row.action])}</td>
                  <td className="admin-table__wrap">
                    {row.entity ? (
                      <span className="audit-entity">
                        {entityLabel(lang, row.entity)}
                        {row.objectId !== null ? ` #${row.objectId}` : ''}
                      </span>
                    ) : null}
                    {row.entity && row.summary ? ': ' : null}
                    {row.summary}
                  </td>
                  <td className="admin-table__wrap">{row.ip ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pagination page={page} pages={pages} href={(p) => paths.adminAudit(lang, { ...query, page: p })} />
      </>
    ),
  })
}
