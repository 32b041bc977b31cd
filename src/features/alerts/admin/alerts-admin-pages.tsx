/**
 * The alert banner's administration pages (ADR 065): the list of alerts with their state and
 * acts, and the form to add or change one. Plain forms; every act answers with a notice that
 * takes the focus (AdminNotice).
 */
import { alertsAdminMessages, type AlertsAdminMessageKey } from '../../../i18n/alerts-admin.js'
import { formatDateTime, otherLang, translator, type Lang } from '../../../i18n/index.js'
import { toPragueLocal } from '../../../i18n/prague-time.js'
import { formView, type FormState } from '../../../forms/form.js'
import { AdminNotice, StateBadge, type AdminNavLink, type AdminNoticeModel } from '../../../ui/admin-frame.js'
import { adminPageModel, adminTrail } from '../../../ui/admin-page.js'
import { TextArea, TextField } from '../../../ui/form-field.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { paths } from '../../../ui/paths.js'
import type { AlertRecord } from '../alerts.repository.js'
import { AlertForm, MAX_ALERT_TEXT } from './alerts-admin.schema.js'

export type AlertState = 'active' | 'scheduled' | 'ended'

export const stateOf = (a: AlertRecord, now: Date): AlertState => (a.validUntil <= now ? 'ended' : a.validFrom > now ? 'scheduled' : 'active')

const STATE_KEY: Record<AlertState, AlertsAdminMessageKey> = { active: 'stateActive', scheduled: 'stateScheduled', ended: 'stateEnded' }

/** The alert's text in `lang`, else in the other language, for lists and labels. */
const textOf = (a: AlertRecord, lang: Lang) => a.messages[lang] ?? a.messages[otherLang(lang)] ?? ''

export function alertsListPageModel(lang: Lang, nav: AdminNavLink[], alerts: AlertRecord[], now: Date, notice?: AdminNoticeModel, status?: number): PageModel {
  const t = translator(alertsAdminMessages, lang)
  const title = t('title')
  return adminPageModel(lang, nav, {
    title,
    trail: adminTrail(lang),
    alternate: paths.adminAlerts(otherLang(lang)),
    status,
    className: 'admin-list',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <p>{t('intro')}</p>
        <AdminNotice notice={notice} />
        <p>
          <a className="button" href={paths.adminAlertNew(lang)} id="alertAdd">
            {t('add')}
          </a>
        </p>
        {alerts.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <table className="admin-table" id="alertList">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('message')}</th>
                <th scope="col">{t('period')}</th>
                <th scope="col">{t('state')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {alerts.map((a) => {
                const state = stateOf(a, now)
                const what = textOf(a, lang).slice(0, 60) || a.alertId
                return (
                  <tr key={a.alertId} data-alert-id={a.alertId}>
                    <th scope="row">
                      {(['cs', 'en'] as const).map((l) => (
                        <p key={l} lang={l}>
                          <span className="visually-hidden">{l === 'cs' ? 'Česky: ' : 'English: '}</span>
                          {a.messages[l] ?? t('noText')}
                        </p>
                      ))}
                    </th>
                    <td>
                      {formatDateTime(lang, a.validFrom)} – {formatDateTime(lang, a.validUntil)}
                    </td>
                    <td>
                      <StateBadge state={state === 'active' ? 'live' : state === 'scheduled' ? 'scheduled' : 'draft'} label={t(STATE_KEY[state])} />
                    </td>
                    <td>
                      <div className="admin-table__actions">
                      <a href={paths.adminAlert(lang, a.alertId)} aria-label={`${t('edit')}: ${what}`}>
                        {t('edit')}
                      </a>
                      {state !== 'ended' ? (
                        <form method="post" action={paths.adminAlertEnd(lang, a.alertId)} aria-label={t('endNowLabel', { what })}>
                          <button type="submit" className="button" aria-label={t('endNowLabel', { what })}>
                            {t('endNow')}
                          </button>
                        </form>
                      ) : null}
                      <form method="post" action={paths.adminAlertDelete(lang, a.alertId)} aria-label={t('removeLabel', { what })}>
                        <button type="submit" className="button" aria-label={t('removeLabel', { what })}>
                          {t('remove')}
                        </button>
                      </form>
                      </div>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        )}
      </>
    ),
  })
}

type AlertFormState = FormState<typeof AlertForm.schema, AlertsAdminMessageKey>

/** The form's values for an alert as stored. */
export const formOfAlert = (a: AlertRecord): AlertFormState => ({
  errors: {},
  echo: { messageCs: a.messages.cs ?? '', messageEn: a.messages.en ?? '', validFrom: toPragueLocal(a.validFrom), validUntil: toPragueLocal(a.validUntil) },
})

/** The add form (no alert) or an alert's form. */
export function alertFormPageModel(lang: Lang, nav: AdminNavLink[], alert: AlertRecord | undefined, state: AlertFormState, notice?: AdminNoticeModel, status?: number): PageModel {
  const t = translator(alertsAdminMessages, lang)
  const title = alert ? t('editTitle', { what: textOf(alert, lang).slice(0, 60) || alert.alertId }) : t('newTitle')
  const form = formView(AlertForm, state, lang)
  const action = alert ? paths.adminAlert(lang, alert.alertId) : paths.adminAlertNew(lang)
  return adminPageModel(lang, nav, {
    title,
    trail: adminTrail(lang, { label: t('title'), href: paths.adminAlerts(lang) }),
    alternate: alert ? paths.adminAlert(otherLang(lang), alert.alertId) : paths.adminAlertNew(otherLang(lang)),
    status,
    className: 'admin-item',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <AdminNotice notice={notice} />
        <form method="post" action={action} className="form admin-form" id="alertForm" noValidate>
          <TextArea form={form} name="messageCs" id="alertMessageCs" label={t('messageCs')} hint={t('messageHint')} rows={3} maxLength={MAX_ALERT_TEXT} lang="cs" />
          <TextArea form={form} name="messageEn" id="alertMessageEn" label={t('messageEn')} rows={3} maxLength={MAX_ALERT_TEXT} lang="en" />
          <div className="admin-form__placement">
            <TextField form={form} name="validFrom" id="alertValidFrom" type="datetime-local" label={t('validFrom')} hint={t('fromHint')} />
            <TextField form={form} name="validUntil" id="alertValidUntil" type="datetime-local" label={t('validUntil')} required />
          </div>
          {alert ? (
            <div className="form__field form__field--check">
              <input type="checkbox" id="alertAgain" name="again" value="on" defaultChecked={form.value('again') === 'on'} />
              <label htmlFor="alertAgain">{t('again')}</label>
            </div>
          ) : null}
          <p className="admin-form__actions">
            <button type="submit" className="button" id="alertSave">
              {t('save')}
            </button>
          </p>
        </form>
      </>
    ),
  })
}
