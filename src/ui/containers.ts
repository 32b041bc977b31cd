/**
 * The named containers: stable element ids of the page regions that partial updates target.
 * Views render them only through <Container>, the render path can render one alone
 * (render/page.tsx `renderRegions`), and docs/architecture.md lists them. A container marked
 * `updates` is an update container (spec 000 §2.2): links and forms inside it update it alone.
 */
export const containers = {
  /** The whole main content of a page, below the header and above the footer. */
  pageContent: { tag: 'main', label: 'main content of every page' },
  /** Login state and the user's links in the header. */
  userMenu: { tag: 'div', label: 'user menu in the header' },
  /** Cart and shopping-list summary in the header (desktop). */
  userLists: { tag: 'div', label: 'user lists (cart summary) in the header' },
  /** The same summary in the mobile menu. */
  userListsRwd: { tag: 'div', label: 'user lists in the responsive (mobile) menu' },
  /** Results box of the header search panel. */
  headerSearchResults: { tag: 'div', label: 'header search results and suggestions' },
  /** The login form with its messages: an update container, re-rendered alone when login fails. */
  loginForm: { tag: 'div', label: 'login form with its messages', updates: true },
  /** The paginated list of a news listing; its links update it in place. */
  newsList: { tag: 'div', label: 'news and events list with its pagination', updates: true },
  /** The filtered, paginated document list; the filter form and its links update it in place. */
  documentList: { tag: 'div', label: 'document list with its count and pagination', updates: true },
  /** The paginated product tiles of a category listing; its links update it in place. */
  productList: { tag: 'div', label: 'product tiles of a category with their pagination', updates: true },
  /** The programmes matching the catalogue's filters; the filter form updates it alone. */
  programmeList: { tag: 'div', label: 'study programmes matching the filters', updates: true },
  /** The clothing size chart of one fit; its fit links update it in place (a product's ajax popup shows it). */
  sizeChart: { tag: 'div', label: 'clothing size chart of one fit', updates: true },
  /** The people matching the directory's filters, with their pagination. */
  peopleList: { tag: 'div', label: 'staff directory entries matching the filters, with their pagination', updates: true },
  /** The cart's lines and totals; its quantity and remove forms update it (then the page and the user lists reload). */
  cart: { tag: 'div', label: 'the cart lines, VAT summary and total', updates: true },
  /** The checkout's form; with script an order refused is re-rendered here in place (ADR 044). */
  checkout: { tag: 'div', label: 'the checkout form with its messages' },
  /** What the checkout's shipping delivers to: nothing more, the address, or a pick-up point (ADR 052). */
  checkoutDelivery: { tag: 'div', label: 'the checkout delivery address or pick-up point' },
  /** The pick-up points matching the checkout's search; typing in the search updates it alone (ADR 052). */
  checkoutPickupList: { tag: 'div', label: 'the pick-up points found' },
  /** The checkout's payment options: offered by the shipping chosen, updated when it changes (ADR 044). */
  checkoutPayment: { tag: 'div', label: 'the checkout payment options' },
  /** The checkout's summary: lines, shipping and payment prices, VAT, total (ADR 044). */
  checkoutSummary: { tag: 'div', label: 'the checkout summary with its total' },
  /** A signed-in user's shopping lists; their forms update it (then the page and the user lists reload; ADR 029). */
  shoppingLists: { tag: 'div', label: 'the shopping lists with their items and forms', updates: true },
  /** The product comparison table and its filter; its remove forms update it (ADR 029). */
  comparison: { tag: 'div', label: 'the product comparison table', updates: true },
  /** The results of a search result page with their scope counts and pagination; the search form updates it alone. */
  searchResults: { tag: 'div', label: 'search results with their scope counts and pagination', updates: true },
  /** The cookie consent banner and settings panel (a frame part; ADR 024). */
  consent: { tag: 'div', label: 'cookie consent banner and settings' },
  /** The editor's alert banner above the header (a frame part; ADR 033). */
  siteAlert: { tag: 'div', label: 'alert banner above the header' },
} as const satisfies Record<string, { tag: 'main' | 'div' | 'section'; label: string; updates?: true }>

export type ContainerId = keyof typeof containers

export const containerIds = Object.keys(containers) as ContainerId[]

export const isContainerId = (value: string): value is ContainerId => Object.hasOwn(containers, value)

/**
 * Other stable ids the runtime relies on: the page's h1 (the skip link's target, spec 000
 * §2.12), the page's side menu or column links, and the skip list's item that leads to it.
 */
export const stableIds = { mainContent: 'mainContent', sideMenu: 'sideMenu', skipSideMenu: 'skipSideMenu' } as const

/** The header's sign-language switch (server: src/ui/sign-language.tsx; runtime: src/client/sign-language.ts). */
export const SIGN_LANGUAGE_SWITCH_ID = 'signLanguageSwitch'
