/**
 * Every public URL of the site, built in one place. Routes register these patterns and
 * views link with these builders, so a slug changes in one line.
 */
import type { Lang } from '../i18n/index.js'

type PerLang = Record<Lang, string>

/** Fixed, localized path prefixes (Czech and English slugs). */
export const routes = {
  home: { cs: '/qf/cs/uvod', en: '/qf/en/home' },
  newsList: { cs: '/qf/cs/aktuality', en: '/qf/en/news' },
  faculties: { cs: '/qf/cs/fakulty', en: '/qf/en/faculties' },
  programmes: { cs: '/qf/cs/studium/programy', en: '/qf/en/study/programmes' },
  people: { cs: '/qf/cs/lide', en: '/qf/en/people' },
  eshop: { cs: '/qf/cs/eshop', en: '/qf/en/eshop' },
  login: { cs: '/qf/cs/prihlaseni', en: '/qf/en/login' },
  register: { cs: '/qf/cs/registrace', en: '/qf/en/registration' },
  /** The registration e-mail's link: a page whose button confirms (ADR 025). */
  registerConfirm: { cs: '/qf/cs/registrace/potvrzeni', en: '/qf/en/registration/confirm' },
  passwordForgotten: { cs: '/qf/cs/zapomenute-heslo', en: '/qf/en/forgotten-password' },
  /** The reset e-mail's link: the new password's form. */
  passwordReset: { cs: '/qf/cs/obnova-hesla', en: '/qf/en/reset-password' },
  account: { cs: '/qf/cs/ucet', en: '/qf/en/account' },
  accountPassword: { cs: '/qf/cs/ucet/zmena-hesla', en: '/qf/en/account/change-password' },
  accountAddresses: { cs: '/qf/cs/ucet/adresy', en: '/qf/en/account/addresses' },
  documents: { cs: '/qf/cs/dokumenty', en: '/qf/en/documents' },
  searchContent: { cs: '/qf/cs/ramjet/helpzone/vyhledavani-obsah', en: '/qf/en/ramjet/helpzone/search-content' },
  searchFiles: { cs: '/qf/cs/ramjet/helpzone/vyhledavani-souboru', en: '/qf/en/ramjet/helpzone/search-files' },
  searchEshop: { cs: '/qf/cs/ramjet/vyhledavani-eshop', en: '/qf/en/ramjet/search-eshop' },
  newsFeed: { cs: '/qf/cs/aktuality.rss', en: '/qf/en/news.rss' },
  eventsCalendar: { cs: '/qf/cs/akce.ics', en: '/qf/en/events.ics' },
  /** Where the header search form goes without JavaScript: redirects to the chosen scope's results. */
  search: { cs: '/qf/cs/ramjet/vyhledavani', en: '/qf/en/ramjet/search' },
  /** The campus map, a document without the frame for the contacts page's iframe popup. */
  campusMap: { cs: '/qf/cs/mapa-arealu', en: '/qf/en/campus-map' },
  /** The clothing size chart, a page whose `sizeChart` region the product pages show in a popup. */
  sizeChart: { cs: '/qf/cs/eshop/tabulka-velikosti', en: '/qf/en/eshop/size-chart' },
  /** POST: "tell me when it is back in stock" of a product page (ADR 081). */
  backInStock: { cs: '/qf/cs/eshop/hlidat-dostupnost', en: '/qf/en/eshop/back-in-stock' },
  /** The cart page and the forms that change it. */
  cart: { cs: '/qf/cs/eshop/kosik', en: '/qf/en/eshop/cart' },
  cartAdd: { cs: '/qf/cs/eshop/kosik/pridat', en: '/qf/en/eshop/cart/add' },
  cartUpdate: { cs: '/qf/cs/eshop/kosik/zmenit', en: '/qf/en/eshop/cart/update' },
  cartRemove: { cs: '/qf/cs/eshop/kosik/odebrat', en: '/qf/en/eshop/cart/remove' },
  /** A discount code applied to the cart, and taken off (ADR 069). */
  cartDiscount: { cs: '/qf/cs/eshop/kosik/slevovy-kod', en: '/qf/en/eshop/cart/discount-code' },
  cartDiscountRemove: { cs: '/qf/cs/eshop/kosik/slevovy-kod/odebrat', en: '/qf/en/eshop/cart/discount-code/remove' },
  /** The checkout (ADR 027): its page and the place-order post. */
  checkout: { cs: '/qf/cs/eshop/pokladna', en: '/qf/en/eshop/checkout' },
  checkoutPlace: { cs: '/qf/cs/eshop/pokladna/odeslat', en: '/qf/en/eshop/checkout/place' },
  /** An order's confirmation page (its owner's only), `/{number}` and `/{number}/faktura.pdf`. */
  order: { cs: '/qf/cs/eshop/objednavka', en: '/qf/en/eshop/order' },
  /** The simulated card gateway's page and the return from it (ADR 028). */
  gateway: { cs: '/qf/cs/eshop/platebni-brana', en: '/qf/en/eshop/payment-gateway' },
  paymentReturn: { cs: '/qf/cs/eshop/platba/navrat', en: '/qf/en/eshop/payment/return' },
  /** Comgate's push notifications (ADR 040): one address for the shop, set in Comgate's client portal. */
  paymentNotify: { cs: '/qf/ramjet/platba/comgate', en: '/qf/ramjet/platba/comgate' },
  /** The shop's legal pages (občanský zákoník 89/2012 Sb.). */
  terms: { cs: '/qf/cs/eshop/obchodni-podminky', en: '/qf/en/eshop/terms' },
  complaints: { cs: '/qf/cs/eshop/reklamace', en: '/qf/en/eshop/complaints' },
  withdrawal: { cs: '/qf/cs/eshop/odstoupeni-od-smlouvy', en: '/qf/en/eshop/withdrawal' },
  /** The account's orders and their detail (`/{number}`). */
  accountOrders: { cs: '/qf/cs/ucet/objednavky', en: '/qf/en/account/orders' },
  /** Staff's order administration (ADR 041): the list, an order (`/{number}`) and its status form (`/{number}/stav`). */
  staffOrders: { cs: '/qf/cs/sprava/objednavky', en: '/qf/en/admin/orders' },
  /** The administration's dashboard (issue 25, ADR 059). */
  adminHome: { cs: '/qf/cs/sprava', en: '/qf/en/admin' },
  /** The news administration: the list, `/nova` · `/new`, an item (`/{id}`) and its preview (`/{id}/nahled` · `/{id}/preview`). */
  adminNews: { cs: '/qf/cs/sprava/aktuality', en: '/qf/en/admin/news' },
  /** The translation report (ADR 059). */
  adminTranslations: { cs: '/qf/cs/sprava/preklady', en: '/qf/en/admin/translations' },
  /** The chief editors' redirects (ADR 059): the list with its add form; `/{id}/smazat` · `/{id}/delete` deletes one. */
  adminRedirects: { cs: '/qf/cs/sprava/presmerovani', en: '/qf/en/admin/redirects' },
  /** The broken internal links report (ADR 100). */
  adminBrokenLinks: { cs: '/qf/cs/sprava/nefunkcni-odkazy', en: '/qf/en/admin/broken-links' },
  /** The admin's accounts (ADR 060): the list, an account (`/{id}`), its grant and revoke forms (`/{id}/udelit` · `/{id}/grant`, `/{id}/odebrat` · `/{id}/revoke`). */
  adminAccounts: { cs: '/qf/cs/sprava/ucty', en: '/qf/en/admin/accounts' },
  /** The audit log (ADR 060) and its CSV with the same filter. */
  adminAudit: { cs: '/qf/cs/sprava/audit', en: '/qf/en/admin/audit' },
  adminAuditCsv: { cs: '/qf/cs/sprava/audit.csv', en: '/qf/en/admin/audit.csv' },
  /** The chief editors' alert banners (ADR 065): the list, `/nove` · `/new`, an alert (`/{id}`), `/{id}/ukoncit` · `/{id}/end`, `/{id}/smazat` · `/{id}/delete`. */
  adminAlerts: { cs: '/qf/cs/sprava/upozorneni', en: '/qf/en/admin/alerts' },
  /** The faculties' identity: texts and contacts (issue 25, ADR 092). */
  adminFaculties: { cs: '/qf/cs/sprava/fakulty', en: '/qf/en/admin/faculties' },
  /** The chief editors' menus (ADR 095): both menus, `/nova` · `/new`, an item (`/{id}`), `/{id}/posunout` · `/{id}/move`, `/{id}/smazat` · `/{id}/delete`. */
  adminMenus: { cs: '/qf/cs/sprava/menu', en: '/qf/en/admin/menus' },
  /** The shop manager's discount codes (ADR 069): the list, `/novy` · `/new`, a code (`/{id}`). */
  adminDiscounts: { cs: '/qf/cs/sprava/slevy', en: '/qf/en/admin/discounts' },
  /** The shop manager's sales (ADR 087): the list, `/novy` · `/new`, a sale (`/{id}`), `/{id}/zrusit` · `/{id}/cancel`. */
  adminSales: { cs: '/qf/cs/sprava/vyprodeje', en: '/qf/en/admin/sales' },
  /** The shop manager's stock (ADR 068): the list, a variant (`/{id}`), its adjustment (`/{id}/upravit` · `/{id}/adjust`) and threshold (`/{id}/hranice` · `/{id}/threshold`). */
  adminStock: { cs: '/qf/cs/sprava/sklad', en: '/qf/en/admin/stock' },
  /** The shop manager's products (ADR 067): the list, `/novy` · `/new`, a product (`/{id}`), a variant's codes (`/{id}/varianty/{variantId}` · `/{id}/variants/{variantId}`); the CSV export and import (ADR 077). */
  adminProducts: { cs: '/qf/cs/sprava/produkty', en: '/qf/en/admin/products' },
  /** The shop manager's category tree (ADR 090): the tree, `/nova` · `/new`, a category (`/{id}`), `/{id}/posunout` · `/{id}/move`, `/{id}/smazat` · `/{id}/delete`. */
  adminCategories: { cs: '/qf/cs/sprava/kategorie', en: '/qf/en/admin/categories' },
  /** The shop manager's size chart (ADR 090): a fit's rows (`?fit=`), saved by a post to the same address. */
  adminSizeChart: { cs: '/qf/cs/sprava/tabulka-velikosti', en: '/qf/en/admin/size-chart' },
  /** The shop manager's reports (ADR 078): the page for a period (`from`, `to`), each report's CSV `/{file}` (REPORT_FILES). */
  adminReports: { cs: '/qf/cs/sprava/prehledy', en: '/qf/en/admin/reports' },
  /** A shared preview link (ADR 066): `/{token}` shows an item's draft to whoever has it, until it expires. */
  sharedPreview: { cs: '/qf/cs/nahled', en: '/qf/en/preview' },
  /** Sharing a page: 303 to a network's share page with the page's absolute address (ADR 039). */
  share: { cs: '/qf/cs/ramjet/sdilet', en: '/qf/en/ramjet/share' },
  /** A signed-in user's shopping lists (ADR 029); a list's own forms are under `…/{id}/`. */
  shoppingLists: { cs: '/qf/cs/ucet/nakupni-seznamy', en: '/qf/en/account/shopping-lists' },
  shoppingListAdd: { cs: '/qf/cs/ucet/nakupni-seznamy/pridat', en: '/qf/en/account/shopping-lists/add' },
  shoppingListCreate: { cs: '/qf/cs/ucet/nakupni-seznamy/novy', en: '/qf/en/account/shopping-lists/new' },
  /** The product comparison (ADR 029) and the forms that change it. */
  compare: { cs: '/qf/cs/eshop/porovnani', en: '/qf/en/eshop/compare' },
  compareAdd: { cs: '/qf/cs/eshop/porovnani/pridat', en: '/qf/en/eshop/compare/add' },
  compareRemove: { cs: '/qf/cs/eshop/porovnani/odebrat', en: '/qf/en/eshop/compare/remove' },
  compareFilter: { cs: '/qf/cs/eshop/porovnani/filtr', en: '/qf/en/eshop/compare/filter' },
  /** The contact form (ADR 043) and where its upload widget sends an attachment ahead. */
  contact: { cs: '/qf/cs/kontakt', en: '/qf/en/contact' },
  contactUpload: { cs: '/qf/cs/kontakt/priloha', en: '/qf/en/contact/attachment' },
  /** The newsletter sign-up and its mailed confirmation link (double opt-in). */
  newsletter: { cs: '/qf/cs/newsletter', en: '/qf/en/newsletter' },
  newsletterConfirm: { cs: '/qf/cs/newsletter/potvrzeni', en: '/qf/en/newsletter/confirm' },
  /** Events (ADR 054): those to come, the past ones' archive, a month; one event's calendar file is `/{slug}.ics`. */
  events: { cs: '/qf/cs/akce', en: '/qf/en/events' },
  eventsPast: { cs: '/qf/cs/akce/probehle', en: '/qf/en/events/past' },
  eventsMonth: { cs: '/qf/cs/akce/mesic', en: '/qf/en/events/month' },
  /** The site map for people (the XML one is for search engines). */
  siteMap: { cs: '/qf/cs/mapa-stranek', en: '/qf/en/site-map' },
  /** The documents administration (ADR 062): the list, `/novy` · `/new`, a document (`/{id}`), its file replaced (`/{id}/soubor` · `/{id}/file`) and its preview. */
  adminDocuments: { cs: '/qf/cs/sprava/dokumenty', en: '/qf/en/admin/documents' },
  /** The page tree's administration (ADR 063): the tree, `/nova` · `/new`, a page (`/{id}` and its acts), the trash. */
  adminPages: { cs: '/qf/cs/sprava/stranky', en: '/qf/en/admin/pages' },
  /** Two-factor sign-in (ADR 064): the second step of a login, and the enrolment in the administration. */
  loginSecondStep: { cs: '/qf/cs/prihlaseni/overeni', en: '/qf/en/login/verify' },
  adminTwoFactor: { cs: '/qf/cs/sprava/dvoufazove-overeni', en: '/qf/en/admin/two-factor' },
  /** The shop manager's queue of withdrawals (ADR 083). */
  adminWithdrawals: { cs: '/qf/cs/sprava/odstoupeni', en: '/qf/en/admin/withdrawals' },
  adminRefundsOwed: { cs: '/qf/cs/sprava/vraceni-penez', en: '/qf/en/admin/refunds-owed' },
  /** The people administration (ADR 079): the list, `/nova` · `/new`, a person (`/{id}`), its preview, compare and restore. */
  adminPeople: { cs: '/qf/cs/sprava/lide', en: '/qf/en/admin/people' },
  /** The media library (ADR 086): the list with the upload form, a picture (`/{id}`), its file (`/{id}/soubor` · `/{id}/file`), focal point and deletion. */
  adminMedia: { cs: '/qf/cs/sprava/media', en: '/qf/en/admin/media' },
  /** The study programmes' administration (ADR 085): the list, `/novy` · `/new`, a programme (`/{id}`), its preview, compare and restore. */
  adminProgrammes: { cs: '/qf/cs/sprava/programy', en: '/qf/en/admin/programmes' },
  /** A draft's preview framed at a phone's width (ADR 097): `?nahled=` · `?preview=` the preview's address. */
  adminPhonePreview: { cs: '/qf/cs/sprava/nahled-na-telefonu', en: '/qf/en/admin/phone-preview' },
} as const satisfies Record<string, PerLang>

/** The last segments of a page's tree acts and of the trash (ADR 063). */
export const PAGE_ACTS = {
  move: { cs: 'presunout', en: 'move' },
  order: { cs: 'poradi', en: 'order' },
  copy: { cs: 'kopirovat', en: 'copy' },
  delete: { cs: 'smazat', en: 'delete' },
  trash: { cs: 'kos', en: 'trash' },
  /** Emptying the trash (ADR 103). */
  empty: { cs: 'vyprazdnit', en: 'empty' },
} as const satisfies Record<string, PerLang>
export type PageAct = Exclude<keyof typeof PAGE_ACTS, 'trash' | 'empty'>

/**
 * Slugs of the content pages under About that the footer links to; the demo-content generator
 * creates them under these slugs (src/db/seed/page-tree.ts), so the links cannot go stale.
 */
export const FOOTER_PAGES = {
  accessibility: { cs: 'prohlaseni-o-pristupnosti', en: 'accessibility-statement' },
  privacy: { cs: 'ochrana-osobnich-udaju', en: 'privacy' },
  /** The privacy notice's section on cookies, where the cookie settings link leads for now. */
  cookiesAnchor: { cs: 'soubory-cookie', en: 'cookies' },
  about: { cs: 'o-univerzite', en: 'about' },
} as const satisfies Record<string, PerLang>


const seg = encodeURIComponent

/** `?a=1&b=2` from the set values, in the given order; '' when none is set. */
function queryOf(values: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(values)) if (value !== undefined && value !== '') query.append(name, String(value))
  return query.size ? `?${query}` : ''
}

/** The last segment of a shopping list's forms, per language. */
export const SHOPPING_LIST_ACTIONS = {
  rename: { cs: 'prejmenovat', en: 'rename' },
  delete: { cs: 'smazat', en: 'delete' },
  remove: { cs: 'odebrat', en: 'remove' },
  toCart: { cs: 'do-kosiku', en: 'to-cart' },
} as const satisfies Record<string, PerLang>
export type ShoppingListAction = keyof typeof SHOPPING_LIST_ACTIONS

/** A product photo's acts under its product's photos page (ADR 089): alt texts, moving it up or down, deleting it. */
export const PRODUCT_PHOTO_ACTS = {
  texts: { cs: 'popis', en: 'texts' },
  move: { cs: 'posunout', en: 'move' },
  delete: { cs: 'smazat', en: 'delete' },
} as const satisfies Record<string, PerLang>

/** The media library's acts on a picture (ADR 086): its texts, its focal point, a new file, deletion. */
export const MEDIA_ACTS = {
  texts: { cs: 'popis', en: 'texts' },
  focal: { cs: 'ohnisko', en: 'focal-point' },
  file: { cs: 'soubor', en: 'file' },
  delete: { cs: 'smazat', en: 'delete' },
} as const satisfies Record<string, PerLang>

/** The last segments of the administration's create form and preview (ADR 059). */
export const ADMIN_NEW = { cs: 'nova', en: 'new' } as const
export const ADMIN_PREVIEW = { cs: 'nahled', en: 'preview' } as const
/** The phone-width frame's parameter: the preview it frames. */
export const PHONE_PREVIEW_PARAM = { cs: 'nahled', en: 'preview' } as const
export const ADMIN_COMPARE = { cs: 'porovnani', en: 'compare' } as const
export const ADMIN_RESTORE = { cs: 'obnovit', en: 'restore' } as const
/** An editor's autosave of an item (ADR 094): `{adminHome}/rozepsane/{entity}/{id or new}`, and its discard. */
export const ADMIN_AUTOSAVE = { cs: 'rozepsane', en: 'unsaved' } as const
export const ADMIN_AUTOSAVE_DISCARD = { cs: 'zahodit', en: 'discard' } as const
export const ADMIN_TRANSLATE = { cs: 'prelozit', en: 'translate' } as const
/** The last segment of a news item's galleries (ADR 096). */
export const ADMIN_GALLERIES = { cs: 'galerie', en: 'galleries' } as const
/** The last segments of an account's grant and revoke forms (ADR 060). */
export const ADMIN_GRANT = { cs: 'udelit', en: 'grant' } as const satisfies PerLang
export const ADMIN_REVOKE = { cs: 'odebrat', en: 'revoke' } as const satisfies PerLang
export const ADMIN_RESET_TWO_FACTOR = { cs: 'zrusit-dvoufazove-overeni', en: 'reset-two-factor' } as const satisfies PerLang

/** The audit log's filter as its address carries it (ADR 060). */
export interface AuditQuery {
  who?: string
  action?: string
  entity?: string
  from?: string
  to?: string
  page?: number
}
const auditQueryOf = (f: AuditQuery) =>
  queryOf({ who: f.who || undefined, action: f.action || undefined, entity: f.entity || undefined, from: f.from || undefined, to: f.to || undefined, page: f.page && f.page > 1 ? f.page : undefined })

/** The last segment of the address an order's status form posts to (staff, ADR 041). */
export const STAFF_STATUS_ACTION = { cs: 'stav', en: 'status' } as const satisfies PerLang
/** An order's refund (ADR 082). */
export const STAFF_REFUND_ACTION = { cs: 'vraceni', en: 'refund' } as const satisfies PerLang
/** A withdrawal under an order's address (ADR 083): the customer's form `…/{number}/odstoupeni`, its acknowledgement `…/odstoupeni/{id}`; the staff's receipt `…/{number}/odstoupeni/{id}/prijato`. */
export const WITHDRAWAL = { cs: 'odstoupeni', en: 'withdrawal' } as const satisfies PerLang
export const WITHDRAWAL_RECEIVED = { cs: 'prijato', en: 'received' } as const satisfies PerLang
/** An order's parcel (ADR 071): the form's action and the packing slip under the order's address. */
export const STAFF_SHIPMENT_ACTION = { cs: 'zasilka', en: 'parcel' } as const satisfies PerLang
export const PACKING_SLIP = { cs: 'dodaci-list.pdf', en: 'packing-slip.pdf' } as const satisfies PerLang
/** An order's invoice as ISDOC and its credit notes (`…/dobropis/OD2026000001.pdf` or `.isdoc`) under the order's address (ADR 084). */
export const INVOICE_ISDOC = { cs: 'faktura.isdoc', en: 'invoice.isdoc' } as const satisfies PerLang
export const CREDIT_NOTE_DIR = { cs: 'dobropis', en: 'credit-note' } as const satisfies PerLang

/** Each report's CSV file under the reports' address (ADR 078). */
export const REPORT_FILES = {
  summary: { cs: 'souhrn.csv', en: 'summary.csv' },
  daily: { cs: 'trzby-po-dnech.csv', en: 'revenue-by-day.csv' },
  products: { cs: 'produkty.csv', en: 'products.csv' },
  vat: { cs: 'dph.csv', en: 'vat.csv' },
  refunds: { cs: 'vratky.csv', en: 'refunds.csv' },
  stock: { cs: 'hodnota-skladu.csv', en: 'stock-value.csv' },
} as const satisfies Record<string, PerLang>
export type ReportFile = keyof typeof REPORT_FILES

/** The last segment of an order's "already placed" page: another tab's submit of its checkout (ADR 045). */
export const ALREADY_PLACED = { cs: 'uz-odeslana', en: 'already-placed' } as const satisfies PerLang

/** The header search's scopes (spec 000 §2.4), each with its results page (§2). */
export const SEARCH_SCOPES = ['web', 'documents', 'eshop'] as const
export type SearchScope = (typeof SEARCH_SCOPES)[number]
const searchResultsRoute = { web: routes.searchContent, documents: routes.searchFiles, eshop: routes.searchEshop } as const
/** Each scope's suggestion endpoint under `/qf/{lang}/ramjet/` (spec 000 §2). */
export const SUGGESTION_ENDPOINTS = {
  web: 'fulltextMainContentUhkPointAutocompleteResult',
  documents: 'fulltextDocumentsUhkPointAutocompleteResult',
  eshop: 'fulltextAutocompleteResult',
} as const satisfies Record<SearchScope, string>

/** What a search asks: the query and, for web search, a faculty category (spec 000 §7). */
export interface SearchParams {
  query: string
  category?: string
}

/**
 * The addresses of an editorial kind's administration under its list's `route` (ADR 085): the
 * create form, an item (`?done=`), its preview (`?revision=`), comparison (`?a=&b=`), restore and
 * shared preview links.
 */
export const editorialAdminPaths = (route: PerLang, newSegment: PerLang = ADMIN_NEW) => {
  const share = (lang: Lang) => (lang === 'cs' ? 'sdilet' : 'share')
  return {
    list: (lang: Lang) => route[lang],
    new: (lang: Lang) => `${route[lang]}/${newSegment[lang]}`,
    item: (lang: Lang, id: number, done?: string) => `${route[lang]}/${id}` + queryOf({ done }),
    preview: (lang: Lang, id: number, revision?: number) => `${route[lang]}/${id}/${ADMIN_PREVIEW[lang]}` + queryOf({ revision }),
    compare: (lang: Lang, id: number, a?: number, b?: number) => `${route[lang]}/${id}/${ADMIN_COMPARE[lang]}` + queryOf({ a, b }),
    restore: (lang: Lang, id: number) => `${route[lang]}/${id}/${ADMIN_RESTORE[lang]}`,
    share: (lang: Lang, id: number) => `${route[lang]}/${id}/${share(lang)}`,
    shareRevoke: (lang: Lang, id: number, linkId: number) => `${route[lang]}/${id}/${share(lang)}/${linkId}/${lang === 'cs' ? 'zrusit' : 'revoke'}`,
  }
}
export type EditorialAdminPaths = ReturnType<typeof editorialAdminPaths>
const peopleAdminPaths = editorialAdminPaths(routes.adminPeople)
const programmesAdminPaths = editorialAdminPaths(routes.adminProgrammes, { cs: 'novy', en: 'new' })

export const paths = {
  home: (lang: Lang) => routes.home[lang],
  newsList: (lang: Lang, page = 1) => routes.newsList[lang] + (page > 1 ? `?page=${page}` : ''),
  newsDetail: (lang: Lang, slug: string) => `${routes.newsList[lang]}/${seg(slug)}`,
  share: (lang: Lang, network: string, url: string) => routes.share[lang] + queryOf({ network, url }),
  faculties: (lang: Lang) => routes.faculties[lang],
  faculty: (lang: Lang, slug: string) => `${routes.faculties[lang]}/${seg(slug)}`,
  /** The programme catalogue; `filter` holds the chosen filters (faculty, degree, form, language). */
  programmes: (lang: Lang, filter: Record<string, string | undefined> = {}) => routes.programmes[lang] + queryOf(filter),
  programme: (lang: Lang, slug: string) => `${routes.programmes[lang]}/${seg(slug)}`,
  /** The staff directory; `filter` holds faculty, department, name and page. */
  people: (lang: Lang, filter: Record<string, string | number | undefined> = {}) => routes.people[lang] + queryOf(filter),
  /** A person's profile page, by the slug the directory gives them. */
  person: (lang: Lang, slug: string) => `${routes.people[lang]}/${seg(slug)}`,
  /** One width of a rendition of a university picture (media_variants; ADR 018, 086): the version makes a new file or focal point a new address. */
  mediaImage: (image: { id: number; version: number }, width: number, format: 'avif' | 'webp', rendition: 'full' | 'thumb' | 'square' = 'full') =>
    `/media/images/${image.id}/v${image.version}/${rendition === 'full' ? '' : `${rendition}-`}${width}.${format}`,
  /** A content page by its full slug path (`studium/prijimaci-rizeni`). */
  content: (lang: Lang, path: string) => `/qf/${lang}/${path.split('/').map(seg).join('/')}`,
  eshop: (lang: Lang) => routes.eshop[lang],
  contact: (lang: Lang) => routes.contact[lang],
  contactUpload: (lang: Lang) => routes.contactUpload[lang],
  newsletter: (lang: Lang) => routes.newsletter[lang],
  newsletterConfirm: (lang: Lang, token?: string) => routes.newsletterConfirm[lang] + (token ? `?token=${encodeURIComponent(token)}` : ''),
  /**
   * `pageSize`, a multiple of the listing's own, names a run of pages from `page` on; `listing`:
   * the sort and filter pairs (`listingQuery` of the shop feature), first.
   */
  category: (lang: Lang, slug: string, page = 1, pageSize?: number, listing: readonly (readonly [string, string])[] = []) => {
    const query = [...listing.map(([k, v]) => `${k}=${seg(v)}`), page > 1 ? `page=${page}` : '', pageSize ? `pageSize=${pageSize}` : ''].filter(Boolean).join('&')
    return `${routes.eshop[lang]}/${seg(slug)}` + (query ? `?${query}` : '')
  },
  product: (lang: Lang, categorySlug: string, slug: string) => `${routes.eshop[lang]}/${seg(categorySlug)}/${seg(slug)}`,
  backInStock: (lang: Lang) => routes.backInStock[lang],
  productImage: (imageId: number, variant: 'full' | 'thumb') => `/media/products/${imageId}/${variant}.webp`,
  /** The document list, filtered by issuer (a faculty code or `university`) and kind. */
  documentList: (lang: Lang, page = 1, filter: { faculty?: string; kind?: string } = {}) => {
    const query = [
      filter.faculty ? `faculty=${seg(filter.faculty)}` : '',
      filter.kind ? `kind=${seg(filter.kind)}` : '',
      page > 1 ? `page=${page}` : '',
    ].filter(Boolean).join('&')
    return routes.documents[lang] + (query ? `?${query}` : '')
  },
  document: (lang: Lang, slug: string) => `${routes.documents[lang]}/${seg(slug)}.pdf`,
  /** The login page; `returnTo` is where a successful login leads (the page the visitor was on). */
  campusMap: (lang: Lang) => routes.campusMap[lang],
  sizeChart: (lang: Lang, fit?: string) => routes.sizeChart[lang] + queryOf({ fit }),
  /** The cart page; `added` names the variant just added (the page after a no-script add). */
  cart: (lang: Lang, added?: number) => routes.cart[lang] + queryOf({ added }),
  cartAdd: (lang: Lang) => routes.cartAdd[lang],
  cartUpdate: (lang: Lang) => routes.cartUpdate[lang],
  cartRemove: (lang: Lang) => routes.cartRemove[lang],
  cartDiscount: (lang: Lang) => routes.cartDiscount[lang],
  cartDiscountRemove: (lang: Lang) => routes.cartDiscountRemove[lang],
  checkout: (lang: Lang) => routes.checkout[lang],
  checkoutPlace: (lang: Lang) => routes.checkoutPlace[lang],
  order: (lang: Lang, number: string) => `${routes.order[lang]}/${seg(number)}`,
  orderAlreadyPlaced: (lang: Lang, number: string) => `${routes.order[lang]}/${seg(number)}/${ALREADY_PLACED[lang]}`,
  invoice: (lang: Lang, number: string) => `${routes.order[lang]}/${seg(number)}/${lang === 'cs' ? 'faktura' : 'invoice'}.pdf`,
  invoiceIsdoc: (lang: Lang, number: string) => `${routes.order[lang]}/${seg(number)}/${INVOICE_ISDOC[lang]}`,
  creditNote: (lang: Lang, number: string, note: string, format: 'pdf' | 'isdoc') => `${routes.order[lang]}/${seg(number)}/${CREDIT_NOTE_DIR[lang]}/${seg(note)}.${format}`,
  /** Starts a card payment of the order with a provider whose page is elsewhere (Comgate, ADR 040). */
  cardPayment: (lang: Lang, number: string) => `${routes.order[lang]}/${seg(number)}/${lang === 'cs' ? 'zaplatit' : 'pay'}`,
  gateway: (lang: Lang, order: string, amount: number, sig: string) => routes.gateway[lang] + queryOf({ order, amount, sig }),
  paymentReturn: (lang: Lang, order: string, result: string, sig: string) => routes.paymentReturn[lang] + queryOf({ order, result, sig }),
  terms: (lang: Lang) => routes.terms[lang],
  complaints: (lang: Lang) => routes.complaints[lang],
  withdrawal: (lang: Lang) => routes.withdrawal[lang],
  accountOrders: (lang: Lang) => routes.accountOrders[lang],
  accountOrder: (lang: Lang, number: string) => `${routes.accountOrders[lang]}/${seg(number)}`,
  /** Staff's order list: `status` and `q` (number or e-mail) filter it, `page` pages it. */
  staffOrders: (lang: Lang, filter: { status?: string; q?: string; page?: number } = {}) =>
    routes.staffOrders[lang] + queryOf({ status: filter.status, q: filter.q, page: filter.page && filter.page > 1 ? filter.page : undefined }),
  /** Staff's view of one order; `changed` names the status it was just moved to (the notice after a change). */
  staffOrder: (lang: Lang, number: string, changed?: string) => `${routes.staffOrders[lang]}/${seg(number)}` + queryOf({ changed }),
  staffOrderStatus: (lang: Lang, number: string) => `${routes.staffOrders[lang]}/${seg(number)}/${STAFF_STATUS_ACTION[lang]}`,
  staffOrderShipment: (lang: Lang, number: string) => `${routes.staffOrders[lang]}/${seg(number)}/${STAFF_SHIPMENT_ACTION[lang]}`,
  staffOrderRefund: (lang: Lang, number: string) => `${routes.staffOrders[lang]}/${seg(number)}/${STAFF_REFUND_ACTION[lang]}`,
  staffInvoice: (lang: Lang, number: string, format: 'pdf' | 'isdoc') => `${routes.staffOrders[lang]}/${seg(number)}/${lang === 'cs' ? 'faktura' : 'invoice'}.${format}`,
  staffCreditNote: (lang: Lang, number: string, note: string, format: 'pdf' | 'isdoc') => `${routes.staffOrders[lang]}/${seg(number)}/${CREDIT_NOTE_DIR[lang]}/${seg(note)}.${format}`,
  withdraw: (lang: Lang, number: string) => `${routes.order[lang]}/${seg(number)}/${WITHDRAWAL[lang]}`,
  withdrawalDone: (lang: Lang, number: string, id: number) => `${routes.order[lang]}/${seg(number)}/${WITHDRAWAL[lang]}/${id}`,
  adminWithdrawals: (lang: Lang, filter: { state?: string; page?: number } = {}) => routes.adminWithdrawals[lang] + queryOf({ state: filter.state, page: filter.page && filter.page > 1 ? filter.page : undefined }),
  staffWithdrawalReceived: (lang: Lang, number: string, id: number) => `${routes.staffOrders[lang]}/${seg(number)}/${WITHDRAWAL[lang]}/${id}/${WITHDRAWAL_RECEIVED[lang]}`,
  /** The order's page with the refund form prefilled from a withdrawal (ADR 083). */
  adminRefundsOwed: (lang: Lang, page = 1) => routes.adminRefundsOwed[lang] + queryOf({ page: page > 1 ? page : undefined }),
  /** The order's page at its refund form. */
  staffOrderRefundForm: (lang: Lang, number: string) => `${routes.staffOrders[lang]}/${seg(number)}#refundForm`,
  staffOrderRefundFor: (lang: Lang, number: string, withdrawal: number) => `${routes.staffOrders[lang]}/${seg(number)}` + queryOf({ withdrawal }) + '#refundForm',
  packingSlip: (lang: Lang, number: string) => `${routes.staffOrders[lang]}/${seg(number)}/${PACKING_SLIP[lang]}`,
  adminHome: (lang: Lang) => routes.adminHome[lang],
  adminPhonePreview: (lang: Lang, preview: string) => routes.adminPhonePreview[lang] + queryOf({ [PHONE_PREVIEW_PARAM[lang]]: preview }),
  adminAutosave: (lang: Lang, entity: string, key: string) => `${routes.adminHome[lang]}/${ADMIN_AUTOSAVE[lang]}/${entity}/${key}`,
  adminAutosaveDiscard: (lang: Lang, entity: string, key: string) => `${routes.adminHome[lang]}/${ADMIN_AUTOSAVE[lang]}/${entity}/${key}/${ADMIN_AUTOSAVE_DISCARD[lang]}`,
  /** The redirects list: `q` filters by either address, `done` names the notice after an act. */
  adminRedirects: (lang: Lang, filter: { q?: string; page?: number; done?: string } = {}) =>
    routes.adminRedirects[lang] + queryOf({ q: filter.q || undefined, page: filter.page && filter.page > 1 ? filter.page : undefined, done: filter.done }),
  adminBrokenLinks: (lang: Lang, filter: { kind?: string; page?: number } = {}) =>
    routes.adminBrokenLinks[lang] + queryOf({ kind: filter.kind || undefined, page: filter.page && filter.page > 1 ? filter.page : undefined }),
  adminRedirectDelete: (lang: Lang, id: number) => `${routes.adminRedirects[lang]}/${id}/${lang === 'cs' ? 'smazat' : 'delete'}`,
  /** The news administration's list: `q` (title), `state` and `page`. */
  adminNews: (lang: Lang, filter: { q?: string; state?: string; kind?: string; page?: number } = {}) =>
    routes.adminNews[lang] + queryOf({ kind: filter.kind || undefined, q: filter.q || undefined, state: filter.state || undefined, page: filter.page && filter.page > 1 ? filter.page : undefined }),
  adminNewsNew: (lang: Lang, kind?: 'event') => `${routes.adminNews[lang]}/${ADMIN_NEW[lang]}` + queryOf({ kind }),
  /** A news item's edit page; `done` names the notice after an act. */
  adminNewsItem: (lang: Lang, id: number, done?: string) => `${routes.adminNews[lang]}/${id}` + queryOf({ done }),
  /** The accounts: `q` (part of an e-mail or name) and `page`. */
  adminAccounts: (lang: Lang, filter: { q?: string; page?: number } = {}) => routes.adminAccounts[lang] + queryOf({ q: filter.q || undefined, page: filter.page && filter.page > 1 ? filter.page : undefined }),
  /** An account's roles; `done` shows the notice after a change. */
  adminAccount: (lang: Lang, id: number, done?: string) => `${routes.adminAccounts[lang]}/${id}` + queryOf({ done }),
  adminAccountGrant: (lang: Lang, id: number) => `${routes.adminAccounts[lang]}/${id}/${ADMIN_GRANT[lang]}`,
  adminAccountRevoke: (lang: Lang, id: number) => `${routes.adminAccounts[lang]}/${id}/${ADMIN_REVOKE[lang]}`,
  adminAccountResetTwoFactor: (lang: Lang, id: number) => `${routes.adminAccounts[lang]}/${id}/${ADMIN_RESET_TWO_FACTOR[lang]}`,
  /** The audit log, filtered, and its CSV with the same filter (the page aside). */
  adminAudit: (lang: Lang, filter: AuditQuery = {}) => routes.adminAudit[lang] + auditQueryOf(filter),
  adminAuditCsv: (lang: Lang, filter: AuditQuery = {}) => routes.adminAuditCsv[lang] + auditQueryOf({ ...filter, page: undefined }),
  adminNewsPreview: (lang: Lang, id: number, revision?: number) => `${routes.adminNews[lang]}/${id}/${ADMIN_PREVIEW[lang]}` + queryOf({ revision }),
  /** Two revisions of a news item side by side (`a` the older, `b` the newer); restoring one posts to `adminNewsRestore`. */
  adminNewsCompare: (lang: Lang, id: number, a?: number, b?: number) => `${routes.adminNews[lang]}/${id}/${ADMIN_COMPARE[lang]}` + queryOf({ a, b }),
  adminNewsRestore: (lang: Lang, id: number) => `${routes.adminNews[lang]}/${id}/${ADMIN_RESTORE[lang]}`,
  /** Makes the other language's version of a news item (a draft with the content to translate). */
  adminNewsTranslate: (lang: Lang, id: number) => `${routes.adminNews[lang]}/${id}/${ADMIN_TRANSLATE[lang]}`,
  /** Items missing a translation, or whose translation is older than they are. */
  adminTranslations: (lang: Lang, page?: number) => routes.adminTranslations[lang] + queryOf({ page: page && page > 1 ? page : undefined }),
  /** The shopping lists page; `notice` names a fixed message shown after a redirect. */
  shoppingLists: (lang: Lang, notice?: string) => routes.shoppingLists[lang] + queryOf({ notice }),
  /** Adding to a list; with `variant` it is the page a guest returns to after logging in. */
  shoppingListAdd: (lang: Lang, variant?: number, quantity?: number) => routes.shoppingListAdd[lang] + queryOf({ variant, quantity }),
  shoppingListCreate: (lang: Lang) => routes.shoppingListCreate[lang],
  /** One list's forms: `rename`, `delete`, `remove` (an item), `toCart` (move all). */
  shoppingList: (lang: Lang, id: number, action: ShoppingListAction) => `${routes.shoppingLists[lang]}/${id}/${SHOPPING_LIST_ACTIONS[action][lang]}`,
  compare: (lang: Lang) => routes.compare[lang],
  compareAdd: (lang: Lang) => routes.compareAdd[lang],
  compareRemove: (lang: Lang) => routes.compareRemove[lang],
  compareFilter: (lang: Lang) => routes.compareFilter[lang],
  login: (lang: Lang, returnTo?: string) => routes.login[lang] + (returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''),
  register: (lang: Lang) => routes.register[lang],
  /** `token` travels in the address of the e-mail's link only; the page posts it back. */
  registerConfirm: (lang: Lang, token?: string) => routes.registerConfirm[lang] + queryOf({ token }),
  passwordForgotten: (lang: Lang) => routes.passwordForgotten[lang],
  passwordReset: (lang: Lang, token?: string) => routes.passwordReset[lang] + queryOf({ token }),
  account: (lang: Lang) => routes.account[lang],
  accountPassword: (lang: Lang) => routes.accountPassword[lang],
  /** Every address of the account in one form (indexed fields). */
  accountAddresses: (lang: Lang) => routes.accountAddresses[lang],
  addressNew: (lang: Lang) => `${routes.accountAddresses[lang]}/${lang === 'cs' ? 'nova' : 'new'}`,
  address: (lang: Lang, id: number) => `${routes.accountAddresses[lang]}/${id}`,
  addressDelete: (lang: Lang, id: number) => `${routes.accountAddresses[lang]}/${id}/${lang === 'cs' ? 'smazat' : 'delete'}`,
  performLogin: (lang: Lang) => `/qf/${lang}/ramjet/performLogin`,
  performLogout: (lang: Lang) => `/qf/${lang}/ramjet/performLogout`,
  performLogoutEverywhere: (lang: Lang) => `/qf/${lang}/ramjet/performLogoutEverywhere`,
  /** Where the consent form posts (ADR 024). */
  consent: (lang: Lang) => `/qf/${lang}/ramjet/consent`,
  include: (lang: Lang) => `/qf/${lang}/ramjet/include`,
  /** Where the alert banner's close button posts without JavaScript (ADR 033). */
  alertClose: (lang: Lang) => `/qf/${lang}/ramjet/alert/close`,
  /** The alerts' administration; `done` names the notice after an act. */
  adminAlerts: (lang: Lang, done?: string) => routes.adminAlerts[lang] + queryOf({ done }),
  adminFaculties: (lang: Lang) => routes.adminFaculties[lang],
  adminFaculty: (lang: Lang, id: number, done?: string) => `${routes.adminFaculties[lang]}/${id}` + queryOf({ done }),
  /** The menus' administration (ADR 095); `done` names the notice after an act. */
  adminMenus: (lang: Lang, done?: string) => routes.adminMenus[lang] + queryOf({ done }),
  adminMenuNew: (lang: Lang, at: { menu?: string; parent?: number } = {}) => `${routes.adminMenus[lang]}/${ADMIN_NEW[lang]}` + queryOf({ menu: at.menu, parent: at.parent }),
  adminMenuItem: (lang: Lang, id: number, done?: string) => `${routes.adminMenus[lang]}/${id}` + queryOf({ done }),
  adminMenuMove: (lang: Lang, id: number) => `${routes.adminMenus[lang]}/${id}/${lang === 'cs' ? 'posunout' : 'move'}`,
  adminMenuDelete: (lang: Lang, id: number) => `${routes.adminMenus[lang]}/${id}/${lang === 'cs' ? 'smazat' : 'delete'}`,
  adminDiscounts: (lang: Lang, done?: string) => routes.adminDiscounts[lang] + queryOf({ done }),
  adminDiscountNew: (lang: Lang) => `${routes.adminDiscounts[lang]}/${lang === 'cs' ? 'novy' : 'new'}`,
  adminDiscount: (lang: Lang, id: number) => `${routes.adminDiscounts[lang]}/${id}`,
  adminSales: (lang: Lang, done?: string) => routes.adminSales[lang] + queryOf({ done }),
  adminSaleNew: (lang: Lang) => `${routes.adminSales[lang]}/${lang === 'cs' ? 'novy' : 'new'}`,
  adminSale: (lang: Lang, id: number) => `${routes.adminSales[lang]}/${id}`,
  adminSaleCancel: (lang: Lang, id: number) => `${routes.adminSales[lang]}/${id}/${lang === 'cs' ? 'zrusit' : 'cancel'}`,
  adminAlertNew: (lang: Lang) => `${routes.adminAlerts[lang]}/${lang === 'cs' ? 'nove' : 'new'}`,
  adminAlert: (lang: Lang, alertId: string) => `${routes.adminAlerts[lang]}/${alertId}`,
  adminAlertEnd: (lang: Lang, alertId: string) => `${routes.adminAlerts[lang]}/${alertId}/${lang === 'cs' ? 'ukoncit' : 'end'}`,
  adminAlertDelete: (lang: Lang, alertId: string) => `${routes.adminAlerts[lang]}/${alertId}/${lang === 'cs' ? 'smazat' : 'delete'}`,
  /** The stock list: `q` (SKU or name), `low` (only low stock) and `page`. */
  adminStock: (lang: Lang, filter: { q?: string; low?: boolean; page?: number } = {}) =>
    routes.adminStock[lang] + queryOf({ q: filter.q || undefined, low: filter.low ? '1' : undefined, page: filter.page && filter.page > 1 ? filter.page : undefined }),
  adminStockVariant: (lang: Lang, id: number, done?: string) => `${routes.adminStock[lang]}/${id}` + queryOf({ done }),
  adminStockAdjust: (lang: Lang, id: number) => `${routes.adminStock[lang]}/${id}/${lang === 'cs' ? 'upravit' : 'adjust'}`,
  adminStockThreshold: (lang: Lang, id: number) => `${routes.adminStock[lang]}/${id}/${lang === 'cs' ? 'hranice' : 'threshold'}`,
  /** The reports for a period (ADR 078); without one, this month. */
  adminReports: (lang: Lang, period: { from?: string; to?: string } = {}) => routes.adminReports[lang] + queryOf({ from: period.from, to: period.to }),
  adminReportCsv: (lang: Lang, report: ReportFile, period: { from?: string; to?: string } = {}) => `${routes.adminReports[lang]}/${REPORT_FILES[report][lang]}` + queryOf({ from: period.from, to: period.to }),
  /** The products' administration: the list with its filter and page; `done` names the notice after an act. */
  adminProducts: (lang: Lang, filter: { q?: string; category?: number; page?: number; done?: string } = {}) =>
    routes.adminProducts[lang] + queryOf({ q: filter.q || undefined, category: filter.category, page: filter.page && filter.page > 1 ? filter.page : undefined, done: filter.done }),
  adminProductNew: (lang: Lang) => `${routes.adminProducts[lang]}/${lang === 'cs' ? 'novy' : 'new'}`,
  adminProduct: (lang: Lang, id: number, done?: string) => `${routes.adminProducts[lang]}/${id}` + queryOf({ done }),
  /** A product's photos (ADR 089): the page and its upload form, and each photo's acts. */
  adminProductPhotos: (lang: Lang, id: number, done?: string) => `${routes.adminProducts[lang]}/${id}/${lang === 'cs' ? 'fotografie' : 'photos'}` + queryOf({ done }),
  adminProductPhotoAct: (lang: Lang, id: number, imageId: number, act: keyof typeof PRODUCT_PHOTO_ACTS) =>
    `${routes.adminProducts[lang]}/${id}/${lang === 'cs' ? 'fotografie' : 'photos'}/${imageId}/${PRODUCT_PHOTO_ACTS[act][lang]}`,
  adminProductVariant: (lang: Lang, id: number, variantId: number) => `${routes.adminProducts[lang]}/${id}/${lang === 'cs' ? 'varianty' : 'variants'}/${variantId}`,
  adminProductVariants: (lang: Lang, id: number) => `${routes.adminProducts[lang]}/${id}/${lang === 'cs' ? 'varianty' : 'variants'}`,
  adminProductVariantRemove: (lang: Lang, id: number, variantId: number) => `${routes.adminProducts[lang]}/${id}/${lang === 'cs' ? 'varianty' : 'variants'}/${variantId}/${lang === 'cs' ? 'odebrat' : 'remove'}`,
  /** The catalogue's CSV (ADR 077): the export, the upload form (and a staged file's dry run by `?run=`), the application. */
  adminProductsExport: (lang: Lang) => `${routes.adminProducts[lang]}/${lang === 'cs' ? 'katalog' : 'catalogue'}.csv`,
  adminProductsImport: (lang: Lang) => `${routes.adminProducts[lang]}/import`,
  adminProductsDryRun: (lang: Lang, run: string, done?: string) => `${routes.adminProducts[lang]}/import` + queryOf({ run, done }),
  adminProductsApply: (lang: Lang) => `${routes.adminProducts[lang]}/import/${lang === 'cs' ? 'zapsat' : 'apply'}`,
  /** The category tree's administration (ADR 090); `done` names the notice after an act. */
  adminCategories: (lang: Lang, done?: string) => routes.adminCategories[lang] + queryOf({ done }),
  adminCategoryNew: (lang: Lang) => `${routes.adminCategories[lang]}/${lang === 'cs' ? 'nova' : 'new'}`,
  adminCategory: (lang: Lang, id: number, done?: string) => `${routes.adminCategories[lang]}/${id}` + queryOf({ done }),
  adminCategoryMove: (lang: Lang, id: number) => `${routes.adminCategories[lang]}/${id}/${lang === 'cs' ? 'posunout' : 'move'}`,
  adminCategoryDelete: (lang: Lang, id: number) => `${routes.adminCategories[lang]}/${id}/${lang === 'cs' ? 'smazat' : 'delete'}`,
  /** The size chart's administration (ADR 090): one fit's rows. */
  adminSizeChart: (lang: Lang, fit?: string, done?: string) => routes.adminSizeChart[lang] + queryOf({ fit, done }),
  sharedPreview: (lang: Lang, token: string) => `${routes.sharedPreview[lang]}/${token}`,
  /** A news item's shared preview links: making one, and revoking link `linkId`. */
  /** A news item's (or event's) photo galleries, shared by its translations (ADR 096); `done` names the notice after an act, `focus` the picture whose button keeps the focus. */
  adminNewsGalleries: (lang: Lang, id: number, opts: { done?: string; focus?: string } = {}) =>
    `${routes.adminNews[lang]}/${id}/${ADMIN_GALLERIES[lang]}` + queryOf({ done: opts.done, focus: opts.focus }),
  adminNewsShare: (lang: Lang, id: number) => `${routes.adminNews[lang]}/${id}/${lang === 'cs' ? 'sdilet' : 'share'}`,
  adminNewsShareRevoke: (lang: Lang, id: number, linkId: number) => `${routes.adminNews[lang]}/${id}/${lang === 'cs' ? 'sdilet' : 'share'}/${linkId}/${lang === 'cs' ? 'zrusit' : 'revoke'}`,
  events: (lang: Lang) => routes.events[lang],
  eventsPast: (lang: Lang, page = 1) => routes.eventsPast[lang] + (page > 1 ? `?page=${page}` : ''),
  /** A month of events, `YYYY-MM`; without one, the current month. */
  eventsMonth: (lang: Lang, month?: string) => routes.eventsMonth[lang] + queryOf({ month }),
  /** One event as an iCalendar file to download. */
  eventIcs: (lang: Lang, slug: string) => `${routes.events[lang]}/${seg(slug)}.ics`,
  siteMap: (lang: Lang) => routes.siteMap[lang],
  /** The social feed's posts as a fragment, from the server's cache (ADR 034). */
  socialFeed: (lang: Lang) => `/qf/${lang}/ramjet/social-feed`,
  /** A social post's thumbnail, fetched and kept by this server (ADR 034). */
  socialThumb: (shortcode: string) => `/qf/ramjet/social-feed/thumb/${encodeURIComponent(shortcode)}`,
  /** The demo upstream of the social feed: a fixture endpoint of this server (ADR 034). */
  socialFeedFixture: () => '/qf/ramjet/social-fixture/profile.json',
  /** The demo list of Packeta pick-up points: a fixture endpoint of this server (ADR 052). */
  pickupPointsFixture: () => '/qf/ramjet/pickup-points/fixture.json',
  accessibilityStatement: (lang: Lang) => `/qf/${lang}/${FOOTER_PAGES.about[lang]}/${FOOTER_PAGES.accessibility[lang]}`,
  privacyNotice: (lang: Lang) => `/qf/${lang}/${FOOTER_PAGES.about[lang]}/${FOOTER_PAGES.privacy[lang]}`,
  /** Cookie settings: the privacy notice's cookie section until the consent panel exists. */
  cookieSettings: (lang: Lang) => `/qf/${lang}/${FOOTER_PAGES.about[lang]}/${FOOTER_PAGES.privacy[lang]}#${FOOTER_PAGES.cookiesAnchor[lang]}`,
  searchContent: (lang: Lang) => routes.searchContent[lang],
  searchFiles: (lang: Lang) => routes.searchFiles[lang],
  searchEshop: (lang: Lang) => routes.searchEshop[lang],
  /** RSS 2.0 feed of the news in one language. */
  newsFeed: (lang: Lang) => routes.newsFeed[lang],
  /** iCalendar (RFC 5545) of the events in one language. */
  eventsCalendar: (lang: Lang) => routes.eventsCalendar[lang],
  robots: () => '/robots.txt',
  /** The sitemap, or its index when it is split; `part` names one child sitemap (1, 2, …). */
  sitemap: (part?: number) => (part === undefined ? '/sitemap.xml' : `/sitemap-${part}.xml`),
  search: (lang: Lang) => routes.search[lang],
  /** A scope's results page, with the query when one is given. */
  searchResults: (lang: Lang, scope: SearchScope, params?: SearchParams) => {
    const query = new URLSearchParams()
    if (params) query.set('frm.query', params.query)
    if (params?.category) query.set('frm.facultyCategory', params.category)
    return searchResultsRoute[scope][lang] + (query.size ? `?${query}` : '')
  },
  /** A scope's suggestion endpoint, answering in `lang` (spec 000 §2, §9). */
  suggestions: (lang: Lang, scope: SearchScope) => `/qf/${lang}/ramjet/${SUGGESTION_ENDPOINTS[scope]}`,
  /** The documents administration's list: `q` (title), `state` and `page`. */
  /** The media library's list: `q` (alt text or file name) and `page`. */
  adminMedia: (lang: Lang, filter: { q?: string; page?: number; done?: string } = {}) =>
    routes.adminMedia[lang] + queryOf({ q: filter.q || undefined, page: filter.page && filter.page > 1 ? filter.page : undefined, done: filter.done }),
  adminMediaItem: (lang: Lang, id: number, done?: string) => `${routes.adminMedia[lang]}/${id}` + queryOf({ done }),
  adminMediaAct: (lang: Lang, id: number, act: keyof typeof MEDIA_ACTS) => `${routes.adminMedia[lang]}/${id}/${MEDIA_ACTS[act][lang]}`,
  adminDocuments: (lang: Lang, filter: { q?: string; state?: string; page?: number } = {}) =>
    routes.adminDocuments[lang] + queryOf({ q: filter.q || undefined, state: filter.state || undefined, page: filter.page && filter.page > 1 ? filter.page : undefined }),
  adminDocumentNew: (lang: Lang) => `${routes.adminDocuments[lang]}/${lang === 'cs' ? 'novy' : 'new'}`,
  /** A document's edit page; `done` names the notice after an act. */
  adminDocument: (lang: Lang, id: number, done?: string) => `${routes.adminDocuments[lang]}/${id}` + queryOf({ done }),
  /** Where a document's new file is posted: it keeps the document's address. */
  adminDocumentFile: (lang: Lang, id: number) => `${routes.adminDocuments[lang]}/${id}/${lang === 'cs' ? 'soubor' : 'file'}`,
  adminDocumentPreview: (lang: Lang, id: number, revision?: number) => `${routes.adminDocuments[lang]}/${id}/${ADMIN_PREVIEW[lang]}` + queryOf({ revision }),
  /** The page tree of one site (`site`: a faculty's id, or none for the university's); `done` names the notice after an act. */
  adminPages: (lang: Lang, filter: { site?: number; done?: string } = {}) => routes.adminPages[lang] + queryOf({ site: filter.site, done: filter.done }),
  /** A new page, under `parent` (or at the top of `site`). */
  adminPagesNew: (lang: Lang, at: { parent?: number; site?: number } = {}) => `${routes.adminPages[lang]}/${ADMIN_NEW[lang]}` + queryOf({ parent: at.parent, site: at.site }),
  adminPage: (lang: Lang, id: number, done?: string) => `${routes.adminPages[lang]}/${id}` + queryOf({ done }),
  adminPageAct: (lang: Lang, id: number, act: PageAct) => `${routes.adminPages[lang]}/${id}/${PAGE_ACTS[act][lang]}`,
  adminPagePreview: (lang: Lang, id: number, revision?: number) => `${routes.adminPages[lang]}/${id}/${ADMIN_PREVIEW[lang]}` + queryOf({ revision }),
  adminPageCompare: (lang: Lang, id: number, a?: number, b?: number) => `${routes.adminPages[lang]}/${id}/${ADMIN_COMPARE[lang]}` + queryOf({ a, b }),
  adminPageRestore: (lang: Lang, id: number) => `${routes.adminPages[lang]}/${id}/${ADMIN_RESTORE[lang]}`,
  /** The trash: deleted pages with their subtrees; posting to `/{id}` restores one. */
  adminPagesTrash: (lang: Lang, done?: string) => `${routes.adminPages[lang]}/${PAGE_ACTS.trash[lang]}` + queryOf({ done }),
  adminPagesTrashRestore: (lang: Lang, id: number) => `${routes.adminPages[lang]}/${PAGE_ACTS.trash[lang]}/${id}`,
  /** Deleting one item of the trash for good (ADR 103): GET asks, POST with `confirmed=1` deletes. */
  adminPagesTrashPurge: (lang: Lang, id: number) => `${routes.adminPages[lang]}/${PAGE_ACTS.trash[lang]}/${id}/${PAGE_ACTS.delete[lang]}`,
  /** Emptying the trash (ADR 103): GET asks, POST with `confirmed=1` and the items asked about deletes them. */
  adminPagesTrashEmpty: (lang: Lang) => `${routes.adminPages[lang]}/${PAGE_ACTS.trash[lang]}/${PAGE_ACTS.empty[lang]}`,
  /** The people administration's list: `q` (name), `faculty` (a faculty's id, or `uni`), `state` and `page`. */
  adminPeople: (lang: Lang, filter: { q?: string; faculty?: string; state?: string; page?: number } = {}) =>
    routes.adminPeople[lang] + queryOf({ q: filter.q || undefined, faculty: filter.faculty || undefined, state: filter.state || undefined, page: filter.page && filter.page > 1 ? filter.page : undefined }),
  adminPeopleNew: peopleAdminPaths.new,
  /** A person's form; `done` names what was just done there (shown as a notice). */
  adminPerson: peopleAdminPaths.item,
  adminPersonPreview: peopleAdminPaths.preview,
  adminPersonCompare: peopleAdminPaths.compare,
  adminPersonRestore: peopleAdminPaths.restore,
  adminPersonShare: peopleAdminPaths.share,
  adminPersonShareRevoke: peopleAdminPaths.shareRevoke,
  /** The programmes administration's list: `q` (name or code), `faculty` (a faculty's id), `state` and `page`. */
  adminProgrammes: (lang: Lang, filter: { q?: string; faculty?: string; state?: string; page?: number } = {}) =>
    routes.adminProgrammes[lang] + queryOf({ q: filter.q || undefined, faculty: filter.faculty || undefined, state: filter.state || undefined, page: filter.page && filter.page > 1 ? filter.page : undefined }),
  /** A programme's administration: `.item(lang, id)`, `.new(lang)`, `.preview`, `.compare`, `.restore`, `.share`. */
  adminProgramme: programmesAdminPaths,
  loginSecondStep: (lang: Lang) => routes.loginSecondStep[lang],
  /** The enrolment page; `done` names the act whose notice it shows. */
  adminTwoFactor: (lang: Lang, done?: string) => routes.adminTwoFactor[lang] + queryOf({ done }),
  adminTwoFactorAct: (lang: Lang, act: TwoFactorAct) => `${routes.adminTwoFactor[lang]}/${TWO_FACTOR_ACTS[act][lang]}`,
}

/** The enrolment page's posts (ADR 064): confirm the enrolment, new recovery codes, turn it off. */
export const TWO_FACTOR_ACTS = {
  confirm: { cs: 'zapnout', en: 'enable' },
  codes: { cs: 'nove-kody', en: 'new-codes' },
  disable: { cs: 'vypnout', en: 'disable' },
} as const satisfies Record<string, PerLang>
export type TwoFactorAct = keyof typeof TWO_FACTOR_ACTS
