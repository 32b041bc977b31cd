import { common } from '../i18n/common.js'
import { translator, type Lang } from '../i18n/index.js'
import { Container } from './container.js'
import { PageHeading } from './page-heading.js'
import type { PageModel } from './page-model.js'
import { paths } from './paths.js'

const texts = {
  400: ['badRequestTitle', 'badRequestText'],
  403: ['forbiddenTitle', 'forbiddenText'],
  404: ['notFoundTitle', 'notFoundText'],
  500: ['errorTitle', 'errorText'],
  503: ['unavailableTitle', 'unavailableText'],
} as const

export type ErrorStatus = keyof typeof texts

/**
 * Localized 400, 403, 404, 500 and 503 pages, rendered in the normal page frame. `explanation`
 * replaces the status's own text where the error says more (the cart's store away, say).
 */
export function errorPageModel(lang: Lang, status: ErrorStatus, explanation?: string): PageModel {
  const t = translator(common, lang)
  const [title, text] = texts[status]
  return {
    title: t(title),
    alternate: null,
    status,
    regions: {
      pageContent: () => (
        <Container id="pageContent" className="page-content error-page">
          <PageHeading>{t(title)}</PageHeading>
          <p className="perex">{explanation ?? t(text)}</p>
          <p>
            <a className="button button--primary" href={paths.home(lang)}>
              {t('goHome')}
            </a>
          </p>
        </Container>
      ),
    },
  }
}
