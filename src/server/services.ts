/**
 * Every feature's service, built once per app on its database. Features use them through
 * `app.services` and use each other only through them (the home page asks the news service,
 * never the news repository); repositories stay private to their feature.
 */
import type { Db } from '../db/client.js'
import { cartDbStore, variantRepository } from '../features/cart/cart.repository.js'
import { cartRedisStore } from '../features/cart/cart-redis.store.js'
import { cartService } from '../features/cart/cart.service.js'
import { checkoutRepository } from '../features/checkout/checkout.repository.js'
import { checkoutService } from '../features/checkout/checkout.service.js'
import { confirmationMail } from '../features/checkout/order-documents.js'
import { orderStatusRepository } from '../features/checkout/order-status.repository.js'
import { staffRepository } from '../features/staff/staff.repository.js'
import { staffService } from '../features/staff/staff.service.js'
import type { Redis } from '../lib/redis.js'
import { accountRepository } from '../features/account/account.repository.js'
import { accountService } from '../features/account/account.service.js'
import type { SessionCache } from '../features/account/session-cache.js'
import { formThrottle } from '../features/account/form-throttle.js'
import { profileRepository } from '../features/account/profile.repository.js'
import { profileService } from '../features/account/profile.service.js'
import { throttleRepository } from '../features/account/throttle.repository.js'
import { sessionRepository } from '../features/account/session.repository.js'
import { sessionService, type SessionPolicy } from '../features/account/session.service.js'
import { listsRepository } from '../features/lists/lists.repository.js'
import { listsService } from '../features/lists/lists.service.js'
import { compareRepository } from '../features/compare/compare.repository.js'
import { compareService } from '../features/compare/compare.service.js'
import { alertsRepository } from '../features/alerts/alerts.repository.js'
import { alertsService } from '../features/alerts/alerts.service.js'
import { consentRepository } from '../features/consent/consent.repository.js'
import { consentService } from '../features/consent/consent.service.js'
import { contentRepository } from '../features/content/content.repository.js'
import { contentService, DEFAULT_VIDEO_HOST } from '../features/content/content.service.js'
import { documentsRepository } from '../features/documents/documents.repository.js'
import { documentsService } from '../features/documents/documents.service.js'
import { mediaRepository } from '../features/media/media.repository.js'
import { mediaService } from '../features/media/media.service.js'
import { newsRepository } from '../features/news/news.repository.js'
import { newsService } from '../features/news/news.service.js'
import { peopleRepository } from '../features/people/people.repository.js'
import { peopleService } from '../features/people/people.service.js'
import { searchRepository } from '../features/search/search.repository.js'
import { searchService } from '../features/search/search.service.js'
import { shopRepository } from '../features/shop/shop.repository.js'
import { shopService } from '../features/shop/shop.service.js'
import { studyRepository } from '../features/study/study.repository.js'
import { studyService } from '../features/study/study.service.js'

export interface ServiceOptions {
  sessionPolicy: SessionPolicy
  /** This node's cache of session lookups (ADR 012). */
  sessionCache?: SessionCache
  /** The sign-language video host's embed address (SIGN_LANGUAGE_VIDEO_HOST). */
  videoHost?: string
  /** REDIS_URL's client: carts live there instead of the database (ADR 026). */
  redis?: Redis
  /** Prefix of this app's Redis keys. */
  redisPrefix?: string
  /** Called after a change wrote mail to the outbox: wakes the outbox worker (ADR 025). */
  mailWritten?: () => void
}

export function buildServices(db: Db, { sessionPolicy, sessionCache, videoHost = DEFAULT_VIDEO_HOST, redis, redisPrefix, mailWritten }: ServiceOptions) {
  const cart = cartService(redis ? cartRedisStore(redis, redisPrefix) : cartDbStore(db), variantRepository(db))
  const checkout = checkoutService({ cart, repo: checkoutRepository(db), confirmationMail, mailWritten })
  const orderStatus = orderStatusRepository(db)
  return {
    accounts: accountService(accountRepository(db)),
    profile: profileService(profileRepository(db), formThrottle(throttleRepository(db)), { mailWritten }),
    sessions: sessionService(sessionRepository(db), sessionPolicy, { cache: sessionCache }),
    cart,
    checkout,
    /** Orders' status history (ADR 044); staff change statuses on the web (`staff`) or with `npm run order`. */
    orderStatus,
    /** The staff's order administration (ADR 041). */
    staff: staffService({ repo: staffRepository(db), checkout, statusRepo: orderStatus, mailWritten }),
    lists: listsService(listsRepository(db), variantRepository(db)),
    compare: compareService(compareRepository(db)),
    alerts: alertsService(alertsRepository(db)),
    consent: consentService(consentRepository(db)),
    content: contentService(contentRepository(db), { videoHost }),
    documents: documentsService(documentsRepository(db)),
    media: mediaService(mediaRepository(db)),
    news: newsService(newsRepository(db)),
    people: peopleService(peopleRepository(db)),
    search: searchService(searchRepository(db)),
    shop: shopService(shopRepository(db)),
    study: studyService(studyRepository(db)),
  }
}

export type Services = ReturnType<typeof buildServices>

declare module 'fastify' {
  interface FastifyInstance {
    services: Services
  }
}
