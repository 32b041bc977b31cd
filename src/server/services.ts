/**
 * Every feature's service, built once per app on its database. Features use them through
 * `app.services` and use each other only through them (the home page asks the news service,
 * never the news repository); repositories stay private to their feature.
 */
import type { Db } from '../db/client.js'
import { cartDbStore } from '../features/cart/cart.repository.js'
import { variantRepository } from '../features/shop/variants.repository.js'
import { cartRedisStore } from '../features/cart/cart-redis.store.js'
import { cartService } from '../features/cart/cart.service.js'
import { forgetSummary, headerSummaryService, summaryDroppingCartStore, summaryDroppingListsRepository, type KeptSummaries } from '../features/cart/header-summary.js'
import { KeptLookups } from './kept-lookups.js'
import { checkoutRepository } from '../features/checkout/checkout.repository.js'
import { checkoutService } from '../features/checkout/checkout.service.js'
import { confirmationMail } from '../features/checkout/order-documents.js'
import type { PickupPointSource } from '../features/checkout/pickup-points.js'
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
import { newsletterRepository } from '../features/newsletter/newsletter.repository.js'
import { newsletterService } from '../features/newsletter/newsletter.service.js'
import { contactRepository } from '../features/contact/contact.repository.js'
import { contactService } from '../features/contact/contact.service.js'
import { shopService } from '../features/shop/shop.service.js'
import { studyRepository } from '../features/study/study.repository.js'
import { studyService } from '../features/study/study.service.js'

/** Keeps nothing: every summary is read. */
const NO_SUMMARIES: KeptSummaries = new KeptLookups({ maxAgeMs: 0, maxEntries: 0, fresh: () => false })

export interface ServiceOptions {
  sessionPolicy: SessionPolicy
  /** This node's cache of session lookups (ADR 012). */
  sessionCache?: SessionCache
  /** This node's kept header summaries (ADR 049); none kept without it. */
  summaries?: KeptSummaries
  /** Tells the other nodes that an owner's header summary changed (`Database.announceSummaryChange`). */
  announceSummary?: (owner: string) => Promise<void>
  /** The sign-language video host's embed address (SIGN_LANGUAGE_VIDEO_HOST). */
  videoHost?: string
  /** REDIS_URL's client: carts live there instead of the database (ADR 026). */
  redis?: Redis
  /** Prefix of this app's Redis keys. */
  redisPrefix?: string
  /** Where the contact form's messages go (CONTACT_MAIL_TO; ADR 043). */
  contactMailTo: string
  /** Called after a change wrote mail to the outbox: wakes the outbox worker (ADR 025). */
  mailWritten?: () => void
  /** The Packeta pick-up points an order may go to (ADR 052). */
  pickupPoints: PickupPointSource
}

export function buildServices(db: Db, { sessionPolicy, sessionCache, summaries = NO_SUMMARIES, announceSummary, videoHost = DEFAULT_VIDEO_HOST, redis, redisPrefix, contactMailTo, mailWritten, pickupPoints }: ServiceOptions) {
  const forget = forgetSummary(summaries, announceSummary ?? null)
  const cart = cartService(summaryDroppingCartStore(redis ? cartRedisStore(redis, redisPrefix) : cartDbStore(db), forget), variantRepository(db))
  const lists = listsService(summaryDroppingListsRepository(listsRepository(db), forget), variantRepository(db))
  const checkout = checkoutService({ cart, repo: checkoutRepository(db), confirmationMail, mailWritten, pickupPoints })
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
    lists,
    /** The header's cart and lists summary, kept per node while it hears other nodes' changes (ADR 049). */
    headerSummary: headerSummaryService(cart, lists, summaries),
    compare: compareService(compareRepository(db)),
    contact: contactService(contactRepository(db), { mailTo: contactMailTo, mailWritten }),
    alerts: alertsService(alertsRepository(db)),
    consent: consentService(consentRepository(db)),
    content: contentService(contentRepository(db), { videoHost }),
    documents: documentsService(documentsRepository(db)),
    media: mediaService(mediaRepository(db)),
    news: newsService(newsRepository(db)),
    newsletter: newsletterService({ repo: newsletterRepository(db), mailWritten }),
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
