/**
 * The data model. Drizzle reads this file and the features' table files
 * (`src/features/<x>/<x>.tables.ts`, re-exported at the end) to generate the SQL migrations in
 * ./migrations (`npm run db:generate`); the running code only ever applies those SQL files.
 *
 * Conventions: identity integer keys, snake_case columns, `lang` is 'cs' or 'en',
 * money is an integer number of haléře (1/100 CZK) including VAT, so no float ever
 * touches a price. A table belongs to one feature (ADR 057): those still defined here are the
 * content and catalogue, accounts, mail, media and search; they move to their feature's folder
 * as its administration lands.
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
import { bytea, langCheck } from './columns.js'
import { draftStateColumns, draftStateIndexes } from '../features/editorial/editorial.columns.js'

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
    ...draftStateColumns(),
  },
  (t) => [
    ...draftStateIndexes('pages', t),
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
    ...draftStateColumns(),
  },
  (t) => [
    ...draftStateIndexes('news', t),
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
    ...draftStateColumns(),
  },
  (t) => [
    ...draftStateIndexes('documents', t),
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
export * from '../features/cart/cart.tables.js'
export * from '../features/checkout/checkout.tables.js'
export * from '../features/lists/lists.tables.js'
export * from '../features/contact/contact.tables.js'
export * from '../features/newsletter/newsletter.tables.js'
export * from '../features/alerts/alerts.tables.js'
export * from '../features/consent/consent.tables.js'
export * from '../features/validation/validation.tables.js'
export * from '../features/editorial/editorial.tables.js'
