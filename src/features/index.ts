/**
 * Every feature of the site, in the order their services are built (a feature's services may use
 * those of the features above it) and their routes registered (ADR 057). Adding a feature is its
 * folder and one line here.
 */
import { accessFeature } from './access/access.feature.js'
import { accountFeature } from './account/account.feature.js'
import { alertsFeature } from './alerts/alerts.feature.js'
import { auditFeature } from './audit/audit.feature.js'
import { campusFeature } from './campus/campus.feature.js'
import { cartFeature } from './cart/cart.feature.js'
import { checkoutFeature } from './checkout/checkout.feature.js'
import { compareFeature } from './compare/compare.feature.js'
import { consentFeature } from './consent/consent.feature.js'
import { contactFeature } from './contact/contact.feature.js'
import { contentFeature } from './content/content.feature.js'
import { discountsFeature } from './discounts/discounts.feature.js'
import { documentsFeature } from './documents/documents.feature.js'
import { editorialFeature } from './editorial/editorial.feature.js'
import type { Feature } from './feature.js'
import { listsFeature } from './lists/lists.feature.js'
import { mediaFeature } from './media/media.feature.js'
import { newsFeature } from './news/news.feature.js'
import { newsletterFeature } from './newsletter/newsletter.feature.js'
import { peopleFeature } from './people/people.feature.js'
import { promotionsFeature } from './promotions/promotions.feature.js'
import { searchFeature } from './search/search.feature.js'
import { seoFeature } from './seo/seo.feature.js'
import { shareFeature } from './share/share.feature.js'
import { shopFeature } from './shop/shop.feature.js'
import { socialFeature } from './social/social.feature.js'
import { studyFeature } from './study/study.feature.js'
import { systemFeature } from './system/system.feature.js'
import { validationFeature } from './validation/validation.feature.js'
import { redirectsFeature } from './redirects/redirects.feature.js'
import { linksFeature } from './links/links.feature.js'
import { reportsFeature } from './reports/reports.feature.js'
import { twoFactorFeature } from './two-factor/two-factor.feature.js'

export const FEATURES: readonly Feature[] = [
  systemFeature,
  validationFeature,
  accessFeature,
  // Before editorial: its service records every editorial act in the audit log.
  auditFeature,
  accountFeature,
  contentFeature,
  newsFeature,
  // After the content it moves, so its tab follows theirs; they call it only while serving requests.
  redirectsFeature,
  linksFeature,
  // Before people and study: the search index is built in this order (faculties, pages, news, documents, people, programmes, products).
  documentsFeature,
  mediaFeature,
  peopleFeature,
  studyFeature,
  editorialFeature,
  searchFeature,
  shopFeature,
  listsFeature,
  // Before cart, whose header total takes off the code a cart holds (ADR 091), and checkout, which prices and redeems its codes.
  discountsFeature,
  cartFeature,
  checkoutFeature,
  // After checkout and shop, whose sales and stock it reports.
  reportsFeature,
  compareFeature,
  campusFeature,
  contactFeature,
  newsletterFeature,
  consentFeature,
  shareFeature,
  alertsFeature,
  // After shop, whose prices its sales change, and alerts, which shows their banners.
  promotionsFeature,
  socialFeature,
  seoFeature,
  // After account, whose login throttle counts its codes; the login and the admin context ask it while serving.
  twoFactorFeature,
]
