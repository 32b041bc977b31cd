import { blankForm, formView, type FormState } from '../../forms/form.js'
import { accountMessages } from '../../i18n/account.js'
import { otherLang, translator, type Lang } from '../../i18n/index.js'
import { Breadcrumbs } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { FormSummary, TextField } from '../../ui/form-field.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { paths } from '../../ui/paths.js'
import { LoginForm, type LoginFormSpec } from './account.schema.js'
import type { LoginResult } from './account.service.js'

type LoginState = FormState<LoginFormSpec['schema'], keyof typeof accountMessages>

export interface LoginPageState {
  /** Where a successful login leads (a checked same-origin path). */
  returnTo?: string
  /** The failed submission's messages and values; a blank form when absent. */
  form?: LoginState
  /** Why the login was refused before its password was checked (ADR 011): 429 or 503. */
  refusal?: LoginRefusal
}

export type LoginRefusal = Extract<LoginResult, { outcome: 'throttled' | 'busy' }>

/** The `${wait}` of the throttled message: seconds under a minute, else minutes rounded up. */
function waitText(lang: Lang, seconds: number) {
  const t = translator(accountMessages, lang)
  return seconds < 60 ? t('waitSeconds', { n: Math.max(1, seconds) }) : t('waitMinutes', { n: Math.ceil(seconds / 60) })
}

function refusalText(lang: Lang, refusal: LoginRefusal) {
  const t = translator(accountMessages, lang)
  return refusal.outcome === 'busy' ? t('busy') : t('throttled', { wait: waitText(lang, refusal.retryAfterSeconds) })
}

export function loginPageModel(lang: Lang, state: LoginPageState = {}): PageModel {
  const t = translator(accountMessages, lang)
  const form = state.form ?? blankForm()
  const failed = Object.keys(form.errors).length > 0
  const refusal = state.refusal && refusalText(lang, state.refusal)
  const loginForm = () => <LoginFormView lang={lang} returnTo={state.returnTo} form={form} refusal={refusal} />
  const status = state.refusal ? (state.refusal.outcome === 'busy' ? 503 : 429) : failed ? 422 : 200
  return {
    title: t('loginTitle'),
    alternate: paths.login(otherLang(lang)),
    status,
    // Where the visitor returns after logging in does not make it another page.
    canonical: paths.login(lang),
    breadcrumbs: { trail: [], current: t('loginTitle') },
    regions: {
      pageContent: () => (
        <Container id="pageContent" className="page-content page-content--narrow">
          <Breadcrumbs trail={[]} current={t('loginTitle')} />
          <PageHeading>{t('loginTitle')}</PageHeading>
          <p className="perex">{t('loginIntro')}</p>
          {loginForm()}
        </Container>
      ),
      loginForm,
    },
  }
}

function LoginFormView({ lang, returnTo, form, refusal }: { lang: Lang; returnTo: string | undefined; form: LoginState; refusal?: string }) {
  const t = translator(accountMessages, lang)
  const fields = formView(LoginForm, form, lang)
  const view = refusal ? { ...fields, summary: { text: refusal, any: true } } : fields
  return (
    <Container id="loginForm">
      <form className="form login-form" id="loginFormElement" method="post" action={paths.performLogin(lang)} noValidate>
        <FormSummary form={view} heading={t('errorSummary')} />
        <input type="hidden" name="returnTo" value={returnTo ?? paths.home(lang)} />
        <TextField form={view} name="email" id="loginEmail" label={t('email')} type="email" autoComplete="username" required maxLength={254} />
        <TextField form={view} name="password" id="loginPassword" label={t('password')} type="password" autoComplete="current-password" required maxLength={200} secret />
        <button type="submit" className="button button--primary">
          {t('submit')}
        </button>
      </form>
      <p className="login-form__links">
        <a href={paths.passwordForgotten(lang)}>{t('forgottenLink')}</a> <a href={paths.register(lang)}>{t('registerLink')}</a>
      </p>
    </Container>
  )
}
