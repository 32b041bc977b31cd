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

type LoginState = FormState<LoginFormSpec['schema'], keyof typeof accountMessages>

export interface LoginPageState {
  /** Where a successful login leads (a checked same-origin path). */
  returnTo?: string
  /** The failed submission's messages and values; a blank form when absent. */
  form?: LoginState
}

export function loginPageModel(lang: Lang, state: LoginPageState = {}): PageModel {
  const t = translator(accountMessages, lang)
  const form = state.form ?? blankForm()
  const failed = Object.keys(form.errors).length > 0
  const loginForm = () => <LoginFormView lang={lang} returnTo={state.returnTo} form={form} />
  return {
    title: t('loginTitle'),
    alternate: paths.login(otherLang(lang)),
    status: failed ? 422 : 200,
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

function LoginFormView({ lang, returnTo, form }: { lang: Lang; returnTo: string | undefined; form: LoginState }) {
  const t = translator(accountMessages, lang)
  const view = formView(LoginForm, form, lang)
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
    </Container>
  )
}
