/**
 * The social feed's endpoints (spec 001 §7; ADR 034): the posts as a fragment for the widget,
 * their thumbnails served from this site, and the demo upstream (a fixture profile of this
 * server's own pictures) that SOCIAL_FEED_URL points to unless it names another.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { Lang } from '../../i18n/index.js'
import { eachLang } from '../../server/localized.js'
import { renderRegion } from '../../server/render/page.js'
import { paths } from '../../ui/paths.js'
import { socialFeed } from './social-feed.js'
import { fixtureProfile, FIXTURE_PICTURES } from './social-fixture.js'
import { SocialFeedPosts } from './social-feed-view.js'

/** paths.socialThumb's pattern (the helper encodes its argument, so it cannot spell `:shortcode`). */
const SOCIAL_THUMB_ROUTE = '/qf/ramjet/social-feed/thumb/:shortcode'

export const socialRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app
  const feed = socialFeed({
    url: config.SOCIAL_FEED_URL ?? `http://127.0.0.1:${config.PORT}${paths.socialFeedFixture()}`,
    timeoutMs: config.SOCIAL_FEED_TIMEOUT_MS,
    ttlMs: config.SOCIAL_FEED_TTL_MS,
  })

  eachLang((lang: Lang) => {
    app.get(paths.socialFeed(lang), async (request, reply) => {
      reply.header('cache-control', 'no-store')
      try {
        const posts = await feed.posts()
        const html = renderRegion({ lang }, <SocialFeedPosts lang={lang} posts={posts} postBase={config.SOCIAL_POST_BASE} profile={config.SOCIAL_PROFILE_URL} />)
        return reply.type('text/html; charset=utf-8').send(html)
      } catch (error) {
        request.log.warn({ err: error }, 'social feed upstream failed')
        return reply.code(502).type('text/plain; charset=utf-8').send('')
      }
    })
  })

  app.get<{ Params: { shortcode: string } }>(SOCIAL_THUMB_ROUTE, async (request, reply) => {
    const thumb = await feed.thumbnail(request.params.shortcode).catch((error: unknown) => {
      request.log.warn({ err: error }, 'social feed thumbnail failed')
      return null
    })
    if (thumb === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('')
    if (thumb === null) return reply.code(502).type('text/plain; charset=utf-8').send('')
    return reply.header('cache-control', 'public, max-age=3600').type(thumb.type).send(Buffer.from(thumb.bytes))
  })

  app.get(paths.socialFeedFixture(), async (_request, reply) => {
    const pictures = await app.services.media.byKeys('cs', [...FIXTURE_PICTURES])
    return reply.header('cache-control', 'no-store').send(fixtureProfile(pictures))
  })
}
