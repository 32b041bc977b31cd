/**
 * The data model. Drizzle reads this file to generate the SQL migrations in ./migrations
 * (`npm run db:generate`); the running code only ever applies those SQL files.
 *
 * Conventions: identity integer keys, snake_case columns, `lang` is 'cs' or 'en',
 * money is an integer number of haléře (1/100 CZK) including VAT, so no float ever
 * touches a price. Carts, orders and shopping lists get their own migrations when the
 * shop issues land; they reference `products.id` and `users.id`.
 */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  primaryKey,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
})

const langCheck = (name: string, column: unknown) => check(name, sql`${column} in ('cs', 'en')`)

export const faculties = pgTable('faculties', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: text().notNull().unique(),
  slugCs: text('slug_cs').notNull().unique(),
  slugEn: text('slug_en').notNull().unique(),
  nameCs: text('name_cs').notNull(),
  nameEn: text('name_en').notNull(),
  perexCs: text('perex_cs').notNull(),
  perexEn: text('perex_en').notNull(),
  color: text().notNull(),
  /**
   * Contacts of the faculty's study office, as the fact base states them (seed/facts.ts). The
   * defaults only let the migration run on a database seeded before these columns existed.
   */
  address: text().notNull().default(''),
  phone: text().notNull().default(''),
  email: text().notNull().default(''),
  sort: integer().notNull().default(0),
})

/** A page of the content tree. `facultyId` null means the university-wide site. */
export const pages = pgTable(
  'pages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Same value for the Czech and English version of one page: the language switch follows it. */
    translationKey: text('translation_key').notNull(),
    lang: text().notNull(),
    facultyId: integer('faculty_id').references(() => faculties.id),
    parentId: integer('parent_id'),
    slug: text().notNull(),
    /** Full slug path below /qf/{lang}/, e.g. `studium/prijimaci-rizeni`. */
    path: text().notNull(),
    title: text().notNull(),
    perex: text().notNull(),
    /** Shown in the main menu (top level) and mega menu (second level). */
    inMenu: boolean('in_menu').notNull().default(false),
    sort: integer().notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pages_lang_path_uq').on(t.lang, t.path),
    uniqueIndex('pages_translation_lang_uq').on(t.translationKey, t.lang),
    index('pages_parent_idx').on(t.parentId),
    langCheck('pages_lang_ck', t.lang),
  ],
)

/** Sections of a page; the secondary in-page navigation links to `#anchor`. */
export const pageSections = pgTable(
  'page_sections',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    anchor: text().notNull(),
    heading: text().notNull(),
    /** Plain text; paragraphs separated by a blank line. Rendered as escaped <p> elements. */
    body: text().notNull(),
    /** Sign-language video codes of this section, comma-separated (spec 000 §3); '' for none. */
    signLanguageVideos: text('sign_language_videos').notNull().default(''),
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('page_sections_page_anchor_uq').on(t.pageId, t.anchor)],
)

/** Frequently asked questions of a page, shown as collapsible blocks below its sections. */
export const pageFaqs = pgTable(
  'page_faqs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    /** Stable within the page: the collapsible block's id, remembered in a cookie. */
    anchor: text().notNull(),
    question: text().notNull(),
    /** Plain text; paragraphs separated by a blank line, as section bodies. */
    answer: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('page_faqs_page_anchor_uq').on(t.pageId, t.anchor)],
)

export const news = pgTable(
  'news',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    translationKey: text('translation_key').notNull(),
    lang: text().notNull(),
    kind: text().notNull(),
    facultyId: integer('faculty_id').references(() => faculties.id),
    slug: text().notNull(),
    title: text().notNull(),
    perex: text().notNull(),
    body: text().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    eventStartsAt: timestamp('event_starts_at', { withTimezone: true }),
    eventEndsAt: timestamp('event_ends_at', { withTimezone: true }),
    eventLocation: text('event_location'),
    /** Thumbnail shown in lists (media_images). */
    imageId: integer('image_id').references((): AnyPgColumn => mediaImages.id),
  },
  (t) => [
    uniqueIndex('news_lang_slug_uq').on(t.lang, t.slug),
    uniqueIndex('news_translation_lang_uq').on(t.translationKey, t.lang),
    index('news_lang_published_idx').on(t.lang, t.publishedAt),
    langCheck('news_lang_ck', t.lang),
    check('news_kind_ck', sql`${t.kind} in ('news', 'event')`),
  ],
)

/** A downloadable file (PDF) with the text extracted from it at ingest. */
/** What a document is (the document list filters by it); i18n/documents.ts names each. */
export const documentKinds = ['regulation', 'report', 'guide', 'plan', 'minutes'] as const
export type DocumentKind = (typeof documentKinds)[number]

export const documents = pgTable(
  'documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lang: text().notNull(),
    kind: text().$type<DocumentKind>().notNull(),
    facultyId: integer('faculty_id').references(() => faculties.id),
    slug: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text().notNull(),
    content: bytea().notNull(),
    textContent: text('text_content').notNull(),
    pageCount: integer('page_count').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('documents_lang_slug_uq').on(t.lang, t.slug),
    langCheck('documents_lang_ck', t.lang),
    check('documents_kind_ck', sql`${t.kind} in (${sql.raw(documentKinds.map((k) => `'${k}'`).join(', '))})`),
    index('documents_lang_published_idx').on(t.lang, t.publishedAt),
  ],
)

export const productCategories = pgTable('product_categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slugCs: text('slug_cs').notNull().unique(),
  slugEn: text('slug_en').notNull().unique(),
  nameCs: text('name_cs').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionCs: text('description_cs').notNull(),
  descriptionEn: text('description_en').notNull(),
  sort: integer().notNull().default(0),
})

export interface ProductAttribute {
  key: string
  label: { cs: string; en: string }
  value: { cs: string; en: string }
}

export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id),
    sku: text().notNull().unique(),
    slugCs: text('slug_cs').notNull().unique(),
    slugEn: text('slug_en').notNull().unique(),
    nameCs: text('name_cs').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionCs: text('description_cs').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** Price including VAT in haléře (1/100 CZK). */
    priceMinor: integer('price_minor').notNull(),
    vatRate: integer('vat_rate').notNull(),
    stock: integer().notNull(),
    /** The price before a running sale, shown struck through; null when not on sale (migration 0024, ADR 051). */
    compareAtPriceMinor: integer('compare_at_price_minor'),
    /** Attributes shown in the comparison table. */
    attributes: jsonb().$type<ProductAttribute[]>().notNull().default([]),
    sort: integer().notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId, t.sort),
    check('products_price_ck', sql`${t.priceMinor} >= 0`),
    check('products_stock_ck', sql`${t.stock} >= 0`),
    check('products_compare_at_price_ck', sql`${t.compareAtPriceMinor} IS NULL OR ${t.compareAtPriceMinor} > ${t.priceMinor}`),
  ],
)

/**
 * What is sold: a product in one size and colour, with its own stock (migration 0010, ADR 026).
 * A product without sizes or colours has one variant. `products.stock` is kept the total of its
 * variants by a trigger; checkout decrements a variant with `stock = stock - n WHERE stock >= n`.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text().notNull().unique(),
    size: text(),
    colourCs: text('colour_cs'),
    colourEn: text('colour_en'),
    stock: integer().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('product_variants_product_idx').on(t.productId, t.sort), check('product_variants_stock_ck', sql`${t.stock} >= 0`)],
)

/**
 * Cart lines in the database (when REDIS_URL is unset): a quantity per cart and variant, never a
 * price. `owner` is `user:<id>` or `guest:<SHA-256 of the cart cookie>` (ADR 026).
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    owner: text().notNull(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'cart_lines_pk', columns: [t.owner, t.variantId] }),
    index('cart_lines_updated_idx').on(t.updatedAt),
    check('cart_lines_quantity_ck', sql`${t.quantity} between 1 and 99`),
  ],
)

/** Product photos, stored in the database so every node serves the same bytes. */
export const productImages = pgTable(
  'product_images',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer().notNull().default(0),
    width: integer().notNull(),
    height: integer().notNull(),
    mimeType: text('mime_type').notNull(),
    content: bytea().notNull(),
    thumbWidth: integer('thumb_width').notNull(),
    thumbHeight: integer('thumb_height').notNull(),
    thumbContent: bytea('thumb_content').notNull(),
    altCs: text('alt_cs').notNull(),
    altEn: text('alt_en').notNull(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sort)],
)

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    /** scrypt: `scrypt$N$r$p$salt$hash`, both base64url. */
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`)],
)

/**
 * Single-use links sent by e-mail (ADR 025): confirming a registration (`register`: the account
 * to create waits in `payload` until confirmed) and resetting a password (`reset`). The id is the
 * token's SHA-256; the token itself exists only in the e-mail.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: text().primaryKey(),
    purpose: text().$type<'register' | 'reset'>().notNull(),
    email: text().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb().$type<{ displayName?: string; passwordHash?: string; lang?: string }>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('account_tokens_expires_idx').on(t.expiresAt),
    index('account_tokens_user_idx').on(t.userId),
    check('account_tokens_purpose_ck', sql`${t.purpose} IN ('register', 'reset')`),
  ],
)

/** A signed-in user's delivery addresses (profile; checkout offers them). */
export const addresses = pgTable(
  'addresses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    street: text().notNull(),
    city: text().notNull(),
    postalCode: text('postal_code').notNull(),
    phone: text().notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
)

/**
 * E-mails to send, written in the transaction of the change they report and delivered by the
 * outbox worker (src/features/mail/outbox-worker.ts) with retries and back-off (ADR 025).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    recipient: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`)],
)

/** A mail's files (migration 0017, ADR 043): sent as MIME attachments, dropped once the mail is sent. */
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    filename: text().notNull(),
    contentType: text('content_type').notNull(),
    content: bytea().notNull(),
  },
  (t) => [index('outbox_attachments_outbox_idx').on(t.outboxId)],
)

/**
 * Server-side sessions; the cookie carries a random token, the table its SHA-256 (ADR 012).
 * `expires_at` is the absolute end; `last_seen_at` the last activity, written at most once a
 * minute, from which the idle time-out counts. Every deleted row is announced on the
 * `session_ended` channel (migration 0003), so other nodes drop it from their session caches.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt), index('sessions_last_seen_idx').on(t.lastSeenAt), index('sessions_user_idx').on(t.userId)],
)

/**
 * Failed logins per key (`account:<e-mail>`, `address:<ip>`), shared by every node (ADR 011).
 * `expires_at` is when the row no longer matters (window over, block lifted); such rows are
 * deleted as new failures are recorded.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text().primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    failures: integer().notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_expires_idx').on(t.expiresAt)],
)

/**
 * Pictures of the university side (campus and faculty heroes, news thumbnails, portraits),
 * each stored in every width of `widths` in WebP and AVIF (`media_variants`), so pages can
 * offer a srcset and the browser picks the smallest file that fills the slot (ADR 018).
 */
export const mediaImages = pgTable('media_images', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** What the picture is of, stable across seeds: `hero/uni`, `hero/fpv`, `news/ff/3`, `portrait/fie`. */
  key: text().notNull().unique(),
  /** Intrinsic size of the widest variant; every variant keeps this aspect ratio. */
  width: integer().notNull(),
  height: integer().notNull(),
  widths: integer().array().notNull(),
  altCs: text('alt_cs').notNull(),
  altEn: text('alt_en').notNull(),
})

export const mediaVariants = pgTable(
  'media_variants',
  {
    imageId: integer('image_id')
      .notNull()
      .references(() => mediaImages.id, { onDelete: 'cascade' }),
    format: text().notNull(),
    width: integer().notNull(),
    content: bytea().notNull(),
  },
  (t) => [
    uniqueIndex('media_variants_uq').on(t.imageId, t.format, t.width),
    check('media_variants_format_ck', sql`${t.format} in ('webp', 'avif')`),
  ],
)

/** Departments of a faculty; `facultyId` null for the rector's office and other university units. */
export const departments = pgTable('departments', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** Stable and readable in addresses (`?department=fpv-2`): the filter's value. */
  key: text().notNull().unique(),
  facultyId: integer('faculty_id').references(() => faculties.id),
  nameCs: text('name_cs').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer().notNull().default(0),
})

/** The staff directory. */
export const people = pgTable(
  'people',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    facultyId: integer('faculty_id').references(() => faculties.id),
    departmentId: integer('department_id').references(() => departments.id),
    titlesBefore: text('titles_before').notNull(),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    titlesAfter: text('titles_after').notNull(),
    roleCs: text('role_cs').notNull(),
    roleEn: text('role_en').notNull(),
    officeCs: text('office_cs').notNull(),
    officeEn: text('office_en').notNull(),
    email: text().notNull().unique(),
    phone: text().notNull(),
    /** Name without diacritics, lower case: what the name search compares with. */
    searchName: text('search_name').notNull(),
    portraitId: integer('portrait_id').references(() => mediaImages.id),
    /** The profile page's office hours and research interests ('' when the person has none). */
    officeHoursCs: text('office_hours_cs').notNull().default(''),
    officeHoursEn: text('office_hours_en').notNull().default(''),
    researchCs: text('research_cs').notNull().default(''),
    researchEn: text('research_en').notNull().default(''),
    /** Leadership first (rector, deans), then by department and name. */
    sort: integer().notNull().default(0),
  },
  (t) => [index('people_faculty_idx').on(t.facultyId, t.sort), index('people_department_idx').on(t.departmentId)],
)

export interface BiText {
  cs: string
  en: string
}

/** Accredited study programmes, one row per programme and language of instruction. */
export const programmes = pgTable(
  'programmes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull().unique(),
    facultyId: integer('faculty_id')
      .notNull()
      .references(() => faculties.id),
    slugCs: text('slug_cs').notNull().unique(),
    slugEn: text('slug_en').notNull().unique(),
    nameCs: text('name_cs').notNull(),
    nameEn: text('name_en').notNull(),
    degree: text().notNull(),
    /** `full-time` and/or `combined`. */
    forms: text().array().notNull(),
    /** Language of instruction. */
    language: text().notNull(),
    years: integer().notNull(),
    profileCs: text('profile_cs').notNull(),
    profileEn: text('profile_en').notNull(),
    careerCs: text('career_cs').notNull(),
    careerEn: text('career_en').notNull(),
    admissionCs: text('admission_cs').notNull(),
    admissionEn: text('admission_en').notNull(),
    subjects: jsonb().$type<BiText[]>().notNull(),
    guarantorId: integer('guarantor_id').references(() => people.id),
    sort: integer().notNull().default(0),
  },
  (t) => [
    index('programmes_faculty_idx').on(t.facultyId, t.sort),
    check('programmes_degree_ck', sql`${t.degree} in ('bachelor', 'master', 'doctoral')`),
    check('programmes_language_ck', sql`${t.language} in ('cs', 'en')`),
  ],
)

/** A tsvector column: the search index's terms, built in Node (src/features/search/search-terms.ts). */
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' })

/** The index's parts: each language's web, documents and e-shop entries. */
const SEARCH_PARTS = (['cs', 'en'] as const).flatMap((lang) => (['web', 'documents', 'eshop'] as const).map((scope) => [lang, scope] as const))

/**
 * The site search's index (ADR 019): one row per searchable thing and language (a page, a news
 * item or event, a document, a person, a programme, a faculty, a product), written only by
 * src/features/search/search-indexer.ts. `title_tsv` holds the title's terms (suggestions),
 * `tsv` the title's (weight A) and the body's (weight D); both are built from terms that Node
 * folded and stemmed, with the `simple` configuration, so PGlite and PostgreSQL agree.
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The table the entry comes from ('page', 'news', 'document', 'person', 'programme', 'faculty', 'product') and its row. */
    source: text().notNull(),
    sourceId: integer('source_id').notNull(),
    lang: text().notNull(),
    /** 'web', 'documents' or 'eshop'. */
    scope: text().notNull(),
    /** The SearchKind shown with the hit. */
    kind: text().notNull(),
    facultyId: integer('faculty_id'),
    /** Product category (eshop scope). */
    categoryId: integer('category_id'),
    title: text().notNull(),
    /** Plain text the snippet is cut from (bounded in length). */
    body: text().notNull(),
    url: text().notNull(),
    date: timestamp({ withTimezone: true }),
    priceCzk: integer('price_czk'),
    imageUrl: text('image_url'),
    titleTsv: tsvector('title_tsv').notNull(),
    tsv: tsvector().notNull(),
  },
  (t) => [
    uniqueIndex('search_entries_source_uq').on(t.source, t.sourceId, t.lang),
    // One GIN index per language and scope (ADR 019): every search names both as constants, so it
    // reads only its own part's posting lists, with no bitmap of the language's 50,000 rows to AND
    // and no heap rows of other scopes to filter out (a scoped count went from 216 ms to 6 ms).
    ...SEARCH_PARTS.flatMap(([lang, scope]) => [
      index(`search_entries_tsv_${lang}_${scope}_idx`).using('gin', t.tsv).where(sql.raw(`lang = '${lang}' and scope = '${scope}'`)),
      index(`search_entries_title_tsv_${lang}_${scope}_idx`).using('gin', t.titleTsv).where(sql.raw(`lang = '${lang}' and scope = '${scope}'`)),
    ]),
    langCheck('search_entries_lang_ck', t.lang),
  ],
)

/**
 * Every word the index holds, folded (no diacritics, lower case) and unstemmed, per language:
 * prefix completion (btree text_pattern_ops) and typo correction (trigram GIN) look words up
 * here instead of in whole titles. Words of removed content stay: a correction to one is only
 * offered when it finds something.
 */
export const searchWords = pgTable(
  'search_words',
  {
    lang: text().notNull(),
    word: text().notNull(),
    /** How many indexed entries had the word when it was first or last counted: ranks corrections. */
    frequency: integer().notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.lang, t.word] }),
    index('search_words_prefix_idx').on(t.lang, t.word.op('text_pattern_ops')),
    index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  ],
)

/**
 * Rows whose search entries must be rebuilt, written by row triggers on the content tables
 * (migration 0006) and drained by whichever node hears `content_changed` first, with
 * `FOR UPDATE SKIP LOCKED`, so two nodes never index the same row. `source` 'all' rebuilds everything.
 */
export const searchQueue = pgTable(
  'search_queue',
  {
    source: text().notNull(),
    sourceId: integer('source_id').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.source, t.sourceId] })],
)

/**
 * Proof of cookie consent (ADR 024): one row per decision. `consent_id` is a random id kept in the
 * visitor's `qfConsentProof` cookie, never tied to an account, an address or a browser
 * fingerprint; the levels (pipe format), the recipients' toggles, the cookie policy's revision
 * and the time are all that is kept.
 */
export const consentProofs = pgTable(
  'consent_proofs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    consentId: uuid('consent_id').notNull(),
    levels: text().notNull(),
    recipients: text().notNull().default(''),
    revision: text().notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_proofs_consent_idx').on(t.consentId, t.decidedAt)],
)

/**
 * Checkout and orders (migration 0012, ADR 027). A checkout's id is the idempotency key of its
 * form: one open checkout per cart owner, so two tabs and retries name the same one. The unique
 * index holds that rule (migration 0022, ADR 045): a checkout is open until the cart it placed
 * was emptied (`closedAt`); `placedBy` is the id of the page whose submit placed its order.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: text().primaryKey(),
    owner: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    orderId: integer('order_id'),
    placedBy: text('placed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('checkouts_open_owner_uq').on(t.owner).where(sql`${t.closedAt} is null`)],
)

/** The last order number given out per year (numbers are sequential per year). */
export const orderNumbers = pgTable('order_numbers', {
  year: integer().primaryKey(),
  last: integer().notNull(),
})

export type OrderStatus = 'new' | 'paid' | 'shipped' | 'delivered' | 'cancelled'
export type PaymentStatus = 'none' | 'pending' | 'approved' | 'declined' | 'abandoned'

export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    number: text().notNull().unique(),
    checkoutId: text('checkout_id').notNull().unique(),
    /** The cart owner who placed it (`user:<id>` or `guest:<digest>`): who may see it. */
    owner: text().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    lang: text().$type<'cs' | 'en'>().notNull(),
    status: text().$type<OrderStatus>().notNull().default('new'),
    email: text().notNull(),
    name: text().notNull(),
    phone: text().notNull(),
    street: text().notNull(),
    city: text().notNull(),
    postalCode: text('postal_code').notNull(),
    shippingCode: text('shipping_code').notNull(),
    paymentCode: text('payment_code').notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('none'),
    totalMinor: integer('total_minor').notNull(),
    vatMinor: integer('vat_minor').notNull(),
    shippingMinor: integer('shipping_minor').notNull(),
    paymentMinor: integer('payment_minor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The card provider's id of the order's latest payment (Comgate's `transId`, ADR 040); null for the simulated gateway. */
    paymentTransId: text('payment_trans_id').unique(),
    /** The Packeta pick-up point's id and its address as shown when ordered (migration 0024, ADR 052). */
    pickupPointId: text('pickup_point_id'),
    pickupPointAddress: text('pickup_point_address'),
    /** Marked paid by the simulated gateway, which takes no money (ADR 046): staff must not ship it as paid. */
    testPayment: boolean('test_payment').notNull().default(false),
  },
  (t) => [
    index('orders_owner_idx').on(t.owner, t.id),
    index('orders_user_idx').on(t.userId, t.id),
    /** The staff's list filtered by status, newest first (ADR 041). */
    index('orders_status_idx').on(t.status, t.id),
    check('orders_status_ck', sql`${t.status} IN ('new', 'paid', 'shipped', 'delivered', 'cancelled')`),
    check('orders_payment_status_ck', sql`${t.paymentStatus} IN ('none', 'pending', 'approved', 'declined', 'abandoned')`),
    check('orders_lang_ck', sql`${t.lang} IN ('cs', 'en')`),
    check('orders_pickup_point_ck', sql`(${t.pickupPointId} IS NULL) = (${t.pickupPointAddress} IS NULL)`),
  ],
)

/** An order's lines, names and prices copied at the time of the order. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    line: integer().notNull(),
    kind: text().$type<'goods' | 'shipping' | 'payment'>().notNull(),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    sku: text().notNull(),
    nameCs: text('name_cs').notNull(),
    nameEn: text('name_en').notNull(),
    size: text(),
    /** The analytics category: the product's Czech category name, `Doprava` or `Platba`. */
    category: text().notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    vatRate: integer('vat_rate').notNull(),
    quantity: integer().notNull(),
  },
  (t) => [
    primaryKey({ name: 'order_lines_pk', columns: [t.orderId, t.line] }),
    check('order_lines_kind_ck', sql`${t.kind} IN ('goods', 'shipping', 'payment')`),
    check('order_lines_quantity_ck', sql`${t.quantity} >= 1`),
  ],
)

/**
 * An order's status history (migration 0019, ADR 044): one row per change of `orders.status`,
 * written by the trigger `orders_status_changed` in the changing transaction. The order's
 * creation is its `created_at`, not a row.
 */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<OrderStatus>().notNull(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_status_changes_order_idx').on(t.orderId, t.id),
    check('order_status_changes_from_ck', sql`${t.fromStatus} IN ('new', 'paid', 'shipped', 'delivered', 'cancelled')`),
    check('order_status_changes_to_ck', sql`${t.toStatus} IN ('new', 'paid', 'shipped', 'delivered', 'cancelled')`),
  ],
)

/**
 * A signed-in user's named shopping lists (migration 0013, ADR 029); names unique per user
 * whatever the case.
 */
export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shopping_lists_user_idx').on(t.userId, t.id),
    uniqueIndex('shopping_lists_name_uq').on(t.userId, sql`lower(${t.name})`),
    check('shopping_lists_name_ck', sql`char_length(${t.name}) BETWEEN 1 AND 60`),
  ],
)

/** What a shopping list holds: variants (so moving to the cart knows the size) and a quantity each. */
export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull().default(1),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'shopping_list_items_pk', columns: [t.listId, t.variantId] }),
    check('shopping_list_items_quantity_ck', sql`${t.quantity} BETWEEN 1 AND 99`),
  ],
)

/**
 * Live validation's contexts (migration 0014, ADR 031): `id` and `owner` are SHA-256 digests of
 * the browser's context id and of its `qf_lv` cookie; `busy_until` locks a call in progress
 * (error 02), `released` marks the form state given up after a submission (error 04).
 */
export const validationContexts = pgTable(
  'validation_contexts',
  {
    id: text().primaryKey(),
    owner: text().notNull(),
    formId: text('form_id').notNull(),
    pagePath: text('page_path').notNull(),
    userId: integer('user_id'),
    released: boolean().notNull().default(false),
    busyUntil: timestamp('busy_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('validation_contexts_expires_idx').on(t.expiresAt), index('validation_contexts_owner_idx').on(t.owner, t.formId)],
)

/** Messages of the contact form (ADR 043), with their attachment. */
export const contactMessages = pgTable('contact_messages', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  lang: text().notNull(),
  name: text().notNull(),
  email: text().notNull(),
  faculty: text().notNull(),
  topic: text().notNull(),
  message: text().notNull(),
  attachmentName: text('attachment_name'),
  attachmentType: text('attachment_type'),
  attachment: bytea(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** An attachment uploaded ahead of its contact form by the upload widget; `id` and `owner` are digests. */
export const contactUploads = pgTable('contact_uploads', {
  id: text().primaryKey(),
  owner: text().notNull(),
  name: text().notNull(),
  type: text().notNull(),
  bytes: bytea().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/** Newsletter sign-ups, confirmed by a mailed link (double opt-in); the token is kept hashed. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  email: text().notNull().unique(),
  lang: text().notNull(),
  tokenHash: text('token_hash'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Editors' alerts shown in the page frame during their validity period (migration 0015, ADR 033). */
export const siteAlerts = pgTable(
  'site_alerts',
  {
    alertId: text('alert_id').notNull(),
    lang: text().notNull(),
    message: text().notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'site_alerts_pk', columns: [t.alertId, t.lang] }),
    index('site_alerts_lang_until_idx').on(t.lang, t.validUntil),
    check('site_alerts_id_ck', sql`${t.alertId} ~ '^[a-z0-9][a-z0-9-]{0,63}$'`),
    check('site_alerts_lang_ck', sql`${t.lang} in ('cs', 'en')`),
    check('site_alerts_period_ck', sql`${t.validUntil} > ${t.validFrom}`),
  ],
)

/** Photo galleries of news items: university pictures in order under a key (migration 0015, ADR 032). */
export const galleryImages = pgTable(
  'gallery_images',
  {
    galleryKey: text('gallery_key').notNull(),
    position: integer().notNull(),
    imageId: integer('image_id')
      .notNull()
      .references(() => mediaImages.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'gallery_images_pk', columns: [t.galleryKey, t.position] })],
)

// Tables that belong to a feature live in its folder (ADR 057); Drizzle and the code read them here too.
export * from '../features/access/access.tables.js'
