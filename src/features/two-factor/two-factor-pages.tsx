/**
 * The two-factor pages (ADR 064): the second step of a login (a public page, as the login is),
 * and the enrolment page of the administration: the secret as a QR code and as grouped text, the
 * confirming code, the recovery codes shown once, and, once enrolled, new codes and turning it off.
 * Plain forms that work without script.
 */
import { blankForm, formView } from '../../forms/form.js'
import { accountMessages } from '../../i18n/account.js'
import { formatDateTime, otherLang, translate, translator, type Lang } from '../../i18n/index.js'
import { twoFactorMessages } from '../../i18n/two-factor.js'
import { AdminNotice, type AdminNavLink, type AdminNoticeModel } from '../../ui/admin-frame.js'
import { adminPageModel, adminTrail } from '../../ui/admin-page.js'
import { Breadcrumbs } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { FormSummary, TextField } from '../../ui/form-field.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { paths, type TwoFactorAct } from '../../ui/paths.js'
import { SecondStepForm, TotpCodeForm, type CodeFormState } from './two-factor.schema.js'
import type { Status } from './two-factor.service.js'

type T = ReturnType<typeof translator<keyof typeof twoFactorMessages>>

/** The wait before another try, as the login says it: seconds under a minute, else minutes rounded up. */
export function waitText(lang: Lang, seconds: number) {
  return seconds < 60 ? translate(accountMessages, lang, 'waitSeconds', { n: Math.max(1, seconds) }) : translate(accountMessages, lang, 'waitMinutes', { n: Math.ceil(seconds / 60) })
}

export interface SecondStepState {
  form?: CodeFormState
  /** The pending sign-in is gone (expired, used, or never started in this browser). */
  expired?: boolean
  /** A message for the whole form (too many wrong codes). */
  refusal?: string
  status?: number
}

export function secondStepPageModel(lang: Lang, state: SecondStepState = {}): PageModel {
  const t = translator(twoFactorMessages, lang)
  const form = state.form ?? blankForm()
  const fields = formView(SecondStepForm, form, lang)
  const view = state.refusal ? { ...fields, summary: { text: state.refusal, any: true } } : fields
  return {
    title: t('stepTitle'),
    alternate: paths.loginSecondStep(otherLang(lang)),
    robots: 'noindex',
    status: state.status ?? (state.expired ? 410 : Object.keys(form.errors).length > 0 ? 422 : 200),
    breadcrumbs: { trail: [], current: t('stepTitle') },
    regions: {
      pageContent: () => (
        <Container id="pageContent" className="page-content page-content--narrow">
          <Breadcrumbs trail={[]} current={t('stepTitle')} />
          <PageHeading>{t('stepTitle')}</PageHeading>
          {state.expired ? (
            <>
              <p className="perex" role="alert">
                {t('stepExpired')}
              </p>
              <p>
                <a className="button button--primary" href={paths.login(lang)}>
                  {t('stepLogin')}
                </a>
              </p>
            </>
          ) : (
            <>
              <p className="perex">{t('stepIntro')}</p>
              <form className="form login-form" id="secondStepForm" method="post" action={paths.loginSecondStep(lang)} noValidate>
                <FormSummary form={view} heading={t('stepSummary')} />
                <TextField form={view} name="code" id="secondStepCode" label={t('stepCode')} autoComplete="one-time-code" inputMode="text" autoCapitalize="off" spellCheck={false} required maxLength={40} secret autoFocus />
                <button type="submit" className="button button--primary">
                  {t('stepSubmit')}
                </button>
              </form>
            </>
          )}
        </Container>
      ),
    },
  }
}

/** What the enrolment page shows besides the account's status. */
export interface EnrolPageState {
  status: Status
  /** Not enrolled: the offered secret, its sealed form, and its QR code (SVG). */
  offer?: { grouped: string; sealed: string; qrSvg: string }
  /** An admin sent here by the administration's guard. */
  forced: boolean
  /** Just enrolled or renewed: the recovery codes, shown this once. */
  codes?: string[]
  /** Which form the state and the refusal belong to. */
  formOf?: TwoFactorAct
  form?: CodeFormState
  notice?: AdminNoticeModel
  holdsAdmin: boolean
  status_?: number
}

function CodeForm({ lang, act, label, hint, submit, state, hidden, danger }: { lang: Lang; act: TwoFactorAct; label: string; hint?: string; submit: string; state: EnrolPageState; hidden?: Record<string, string>; danger?: boolean }) {
  const t = translator(twoFactorMessages, lang)
  const view = formView(TotpCodeForm, state.formOf === act ? (state.form ?? blankForm()) : blankForm(), lang)
  const id = `twoFactor-${act}`
  return (
    <form method="post" action={paths.adminTwoFactorAct(lang, act)} className="form" id={`${id}-form`} aria-label={submit} noValidate>
      <FormSummary form={view} heading={t('refused')} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <TextField form={view} name="code" id={`${id}-code`} label={label} hint={hint} autoComplete="one-time-code" inputMode="numeric" pattern="[0-9 ]*" required maxLength={40} secret />
      <button type="submit" className={danger ? 'button' : 'button button--primary'}>
        {submit}
      </button>
    </form>
  )
}

function RecoveryCodes({ t, lang, codes }: { t: T; lang: Lang; codes: string[] }) {
  return (
    <section className="two-factor__codes" aria-labelledby="twoFactorCodesHeading">
      <h2 id="twoFactorCodesHeading">{t('codesTitle')}</h2>
      <p>{t('codesShownOnce')}</p>
      <ol className="two-factor__code-list" id="recoveryCodes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <p>
        <a className="button button--primary" href={paths.adminHome(lang)}>
          {t('codesContinue')}
        </a>
      </p>
    </section>
  )
}

export function enrolPageModel(lang: Lang, nav: AdminNavLink[], state: EnrolPageState): PageModel {
  const t = translator(twoFactorMessages, lang)
  const status = state.status
  const body = (
    <>
      <PageHeading>{t('title')}</PageHeading>
      <AdminNotice notice={state.notice ?? (state.forced ? { kind: 'error', text: t('adminMust') } : undefined)} />
      {state.codes ? (
        <RecoveryCodes t={t} lang={lang} codes={state.codes} />
      ) : status.enrolled ? (
        <>
          <h2>{t('enrolledTitle')}</h2>
          <p>
            {t('enrolledSince', { date: formatDateTime(lang, status.enrolledAt) })} {t('recoveryLeft', { count: status.recoveryLeft })}
          </p>
          <section aria-labelledby="twoFactorCodesNew">
            <h2 id="twoFactorCodesNew">{t('codesHeading')}</h2>
            <CodeForm lang={lang} act="codes" label={t('code')} hint={t('codesHint')} submit={t('codesSubmit')} state={state} />
          </section>
          <section aria-labelledby="twoFactorDisable">
            <h2 id="twoFactorDisable">{t('disableHeading')}</h2>
            <CodeForm lang={lang} act="disable" label={t('code')} hint={state.holdsAdmin ? `${t('disableHint')} ${t('disableAdminHint')}` : t('disableHint')} submit={t('disableSubmit')} state={state} danger />
          </section>
        </>
      ) : state.offer ? (
        <>
          <p>{t('intro')}</p>
          <h2>{t('stepScan')}</h2>
          <div className="two-factor__qr" role="img" aria-label={t('qrLabel')} dangerouslySetInnerHTML={{ __html: state.offer.qrSvg }} />
          <h3>{t('stepKey')}</h3>
          <p>
            <code className="two-factor__secret" id="twoFactorSecret">
              {state.offer.grouped}
            </code>
          </p>
          <p className="dashboard__note">{t('keyHint')}</p>
          <h2>{t('stepConfirm')}</h2>
          <CodeForm lang={lang} act="confirm" label={t('code')} hint={t('codeHint')} submit={t('confirmSubmit')} state={state} hidden={{ offer: state.offer.sealed }} />
        </>
      ) : null}
    </>
  )
  return adminPageModel(lang, nav, {
    title: t('title'),
    trail: adminTrail(lang),
    alternate: paths.adminTwoFactor(otherLang(lang)),
    status: state.status_,
    className: 'two-factor',
    body,
  })
}
