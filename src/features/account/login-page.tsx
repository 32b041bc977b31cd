import { accountMessages } from '../../i18n/account.js'
import { otherLang, translator, type Lang } from '../../i18n/index.js'
import { Breadcrumbs } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { paths } from '../../ui/paths.js'

export function loginPageModel(lang: Lang): PageModel {
  const t = translator(accountMessages, lang)
  return {
    title: t('loginTitle'),
    alternate: paths.login(otherLang(lang)),
    regions: {
      pageContent: () => (
        <Container id="pageContent" className="page-content page-content--narrow">
          <Breadcrumbs trail={[]} current={t('loginTitle')} />
          <PageHeading>{t('loginTitle')}</PageHeading>
          <p className="perex">{t('loginIntro')}</p>
          <form className="form login-form" id="loginForm" method="post" action={paths.performLogin(lang)} noValidate>
            <div className="form__field">
              <label htmlFor="loginEmail">{t('email')}</label>
              <input id="loginEmail" name="email" type="email" autoComplete="username" required maxLength={254} />
            </div>
            <div className="form__field">
              <label htmlFor="loginPassword">{t('password')}</label>
              <input id="loginPassword" name="password" type="password" autoComplete="current-password" required maxLength={200} />
            </div>
            <button type="submit" className="button button--primary">
              {t('submit')}
            </button>
          </form>
        </Container>
      ),
    },
  }
}
