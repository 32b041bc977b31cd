/**
 * The page a shared preview link opens (issue 25, ADR 066): the item's latest draft as its public
 * page, with a banner saying so and until when the link works, for anyone who has the link. Never
 * stored by any cache, never indexed, and the link's token never leaves in a Referer. A link that
 * expired or was revoked is a 410 that says so; an unknown or malformed one the site's 404. The
 * page is in the item's language: the other language's address leads there.
 */
import type { FastifyPluginAsync } from 'fastify'
import { formatDateTime, otherLang, translator, type Lang } from '../../i18n/index.js'
import { previewLinkMessages } from '../../i18n/preview-links.js'
import { NotFoundError } from '../../server/errors.js'
import { eachLang } from '../../server/localized.js'
import { noStore } from '../../server/no-store.js'
import { Container } from '../../ui/container.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { paths, routes } from '../../ui/paths.js'

function expiredPageModel(lang: Lang, token: string): PageModel {
  const t = translator(previewLinkMessages, lang)
  return {
    title: t('expiredTitle'),
    robots: 'noindex',
    status: 410,
    alternate: paths.sharedPreview(otherLang(lang), token),
    regions: {
      pageContent: () => (
        <Container id="pageContent" className="page-content">
          <PageHeading>{t('expiredTitle')}</PageHeading>
          <p>{t('expiredText')}</p>
        </Container>
      ),
    },
  }
}

function sharedPreviewPageModel(lang: Lang, token: string, model: PageModel, until: Date): PageModel {
  const t = translator(previewLinkMessages, lang)
  const content = model.regions.pageContent
  return {
    ...model,
    robots: 'noindex',
    structuredData: undefined,
    canonical: undefined,
    alternate: paths.sharedPreview(otherLang(lang), token),
    regions: {
      ...model.regions,
      pageContent: () => (
        <div className="admin-preview">
          <p className="admin-preview__banner" role="note" id="sharedPreviewBanner">
            {t('banner', { until: formatDateTime(lang, until) })}
          </p>
          {content()}
        </div>
      ),
    },
  }
}

export const sharedPreviewRoutes: FastifyPluginAsync = async (app) => {
  const { editorial, previewLinks } = app.services

  eachLang((lang) => {
    app.get<{ Params: { token: string } }>(`${routes.sharedPreview[lang]}/:token`, async (req, reply) => {
      const token = req.params.token
      noStore(reply).header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer')
      const link = await previewLinks.resolve(token)
      if (!link.ok && link.why === 'unknown') throw new NotFoundError(req.url)
      if (!link.ok) return reply.code(410).page(expiredPageModel(lang, token))
      const entity = editorial.entity(link.entity)
      const state = await editorial.state(link.entity, link.objectId)
      if (!state || !entity.preview) throw new NotFoundError(req.url)
      const content = state.latestRevisionId !== null ? await editorial.revisionContent(link.entity, link.objectId, state.latestRevisionId) : await entity.snapshot(app.db, link.objectId)
      const shown = content === undefined ? undefined : await entity.preview(app.db, link.objectId, content, { videoHost: app.config.SIGN_LANGUAGE_VIDEO_HOST })
      if (!shown) throw new NotFoundError(req.url)
      if (shown.lang !== lang) return reply.redirect(paths.sharedPreview(shown.lang, token), 303)
      // The banner is styled as the administration's preview is: its stylesheet comes with the page.
      req.adminPage = true
      return reply.page(sharedPreviewPageModel(lang, token, shown.model, link.expiresAt))
    })
  })
}
