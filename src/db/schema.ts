/**
 * The data model, as one module: every table belongs to one feature and is defined in its folder
 * (`src/features/<x>/<x>.tables.ts`, ADR 057); this file re-exports them all. Drizzle reads the
 * feature files to generate the SQL migrations in ./migrations (`npm run db:generate`); the
 * running code only ever applies those SQL files.
 *
 * Conventions: identity integer keys, snake_case columns, `lang` is 'cs' or 'en', money is an
 * integer number of haléře (1/100 CZK) including VAT, so no float ever touches a price; column
 * helpers in `db/columns.ts`, the draft state of editable content in
 * `features/editorial/editorial.columns.ts` (ADR 058).
 */

// Every table belongs to a feature and lives in its folder (ADR 057); Drizzle and the code read them here.
export * from '../features/content/content.tables.js'
export * from '../features/news/news.tables.js'
export * from '../features/documents/documents.tables.js'
export * from '../features/shop/shop.tables.js'
export * from '../features/account/account.tables.js'
export * from '../features/mail/mail.tables.js'
export * from '../features/media/media.tables.js'
export * from '../features/people/people.tables.js'
export * from '../features/study/study.tables.js'
export * from '../features/search/search.tables.js'
export * from '../features/access/access.tables.js'
export * from '../features/cart/cart.tables.js'
export * from '../features/checkout/checkout.tables.js'
export * from '../features/checkout/credit-notes.tables.js'
export * from '../features/checkout/withdrawal.tables.js'
export * from '../features/lists/lists.tables.js'
export * from '../features/contact/contact.tables.js'
export * from '../features/newsletter/newsletter.tables.js'
export * from '../features/alerts/alerts.tables.js'
export * from '../features/consent/consent.tables.js'
export * from '../features/validation/validation.tables.js'
export * from '../features/editorial/editorial.tables.js'
export * from '../features/redirects/redirects.tables.js'
export * from '../features/links/links.tables.js'
export * from '../features/audit/audit.tables.js'
export * from '../features/two-factor/two-factor.tables.js'
export * from '../features/discounts/discounts.tables.js'
export * from '../features/promotions/promotions.tables.js'
