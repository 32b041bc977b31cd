import { accountMessages } from '../../i18n/account.js'
import { otherLang, translator, type Lang } from '../../i18n/index.js'
import { Breadcrumbs } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { paths } from '../../ui/paths.js'
import type { LoginErrors } from './account.schema.js'

export interface LoginFormState {
  email?: string
  returnTo?: string
  errors?: LoginErrors
}

export function loginPageModel(lang: Lang, state: LoginFormState = {}): PageModel {
  const t = translator(accountMessages, lang)
  const failed = Boolean(state.errors && Object.keys(state.errors).length)
  const loginForm = () => <LoginForm lang={lang} state={state} />
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

function LoginForm({ lang, state }: { lang: Lang; state: LoginFormState }) {
  const t = translator(accountMessages, lang)
  const errors = state.errors ?? {}
  const field = (name: 'email' | 'password') => {
    const key = errors[name]
    return {
      'aria-invalid': key ? true : undefined,
      'aria-describedby': key ? `login-${name}-error` : undefined,
      className: key ? 'error' : undefined,
    }
  }
  return (
    <Container id="loginForm">
      <form className="form login-form" id="loginFormElement" method="post" action={paths.performLogin(lang)} noValidate>
        {errors.form || errors.email || errors.password ? (
          <p className="form__summary" role="alert">
            {t('errorSummary')} {errors.form ? t(errors.form) : null}
          </p>
        ) : null}
        <input type="hidden" name="returnTo" value={state.returnTo ?? paths.home(lang)} />
        <div className="form__field">
          <label htmlFor="loginEmail">{t('email')}</label>
          <input
            id="loginEmail"
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={254}
            defaultValue={state.email}
            {...field('email')}
          />
          {errors.email ? (
            <p className="form__message form__message--error" id="login-email-error">
              {t(errors.email)}
            </p>
          ) : null}
        </div>
        <div className="form__field">
          <label htmlFor="loginPassword">{t('password')}</label>
          <input id="loginPassword" name="password" type="password" autoComplete="current-password" required maxLength={200} {...field('password')} />
          {errors.password ? (
            <p className="form__message form__message--error" id="login-password-error">
              {t(errors.password)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--primary">
          {t('submit')}
        </button>
      </form>
    </Container>
  )
}
