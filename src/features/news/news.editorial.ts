/**
 * News items and events as the editorial primitives handle them (ADR 058): where a new item goes
 * (language, translation, kind, faculty, address) is its placement; what an editor changes is its
 * content. `publishedAt` null dates the item when it goes live.
 */
import { eq, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/client.js'
import { faculties, news } from '../../db/schema.js'
import { paths } from '../../ui/paths.js'
import { newsDetailPageModel } from './news-detail-page.js'
import { editorialEntity } from '../editorial/editorial.types.js'
import { id, instant, line, paragraphs, slug } from '../editorial/fields.js'
import { body, paragraphsToBlocks, plainText } from '../editorial/blocks/blocks.js'
import { resolveBlockRefs } from '../editorial/blocks/resolve.js'

const placement = z.strictObject({
  translationKey: z.string().regex(/^[a-z0-9][a-z0-9-/]{0,119}$/),
  lang: z.enum(['cs', 'en']),
  kind: z.enum(['news', 'event']),
  facultyId: id.nullable(),
  slug,
})

const content = z
  .strictObject({
    title: line(200),
    perex: paragraphs(1000),
    /** Blocks (ADR 093); a revision saved before blocks holds plain text, read as paragraphs. */
    body,
    publishedAt: instant.nullable(),
    eventStartsAt: instant.nullable(),
    eventEndsAt: instant.nullable(),
    eventLocation: line(200).nullable(),
    imageId: id.nullable(),
  })
  .refine((c) => !c.eventEndsAt || !c.eventStartsAt || c.eventEndsAt >= c.eventStartsAt, { message: 'ends before it starts', path: ['eventEndsAt'] })

export type NewsContent = z.infer<typeof content>

/** A revision's content as stored, read as it is now: an old revision's text body as paragraph blocks. */
export const readNewsContent = (stored: unknown): NewsContent => content.parse(stored)

const columns = (c: NewsContent, undated: Date | SQL) => ({
  title: c.title,
  perex: c.perex,
  body: plainText(c.body),
  blocks: c.body,
  publishedAt: c.publishedAt ? new Date(c.publishedAt) : undated,
  eventStartsAt: c.eventStartsAt ? new Date(c.eventStartsAt) : null,
  eventEndsAt: c.eventEndsAt ? new Date(c.eventEndsAt) : null,
  eventLocation: c.eventLocation,
  imageId: c.imageId,
})

export const newsEditorial = editorialEntity({
  name: 'news',
  table: 'news',
  placement,
  content,
  async insert(tx: Db, p, c) {
    const [row] = await tx
      .insert(news)
      .values({ ...p, ...columns(c, new Date()), live: false })
      .returning({ id: news.id })
    return row!.id
  },
  async apply(tx: Db, rowId, c, { now }) {
    // Undated: dated by its first publication, which a later one keeps.
    await tx.update(news).set(columns(c, sql`coalesce(${news.firstPublishedAt}, ${now.toISOString()}::timestamptz)`)).where(eq(news.id, rowId))
  },
  async target(db: Db, rowId) {
    const [row] = await db.select({ faculty: faculties.slugCs }).from(news).leftJoin(faculties, eq(faculties.id, news.facultyId)).where(eq(news.id, rowId))
    return row && (row.faculty ? { faculty: row.faculty } : {})
  },
  adminHref: (lang, rowId) => paths.adminNewsItem(lang, rowId),
  adminNewHref: (lang) => paths.adminNewsNew(lang),
  // The public detail page with the draft's content, undated drafts dated now (ADR 066).
  async preview(db: Db, rowId, c, settings) {
    const [n] = await db.select({ lang: news.lang, kind: news.kind, slug: news.slug, translationKey: news.translationKey }).from(news).where(eq(news.id, rowId))
    if (!n) return undefined
    const lang = n.lang === 'en' ? 'en' : 'cs'
    const date = (s: string | null) => (s ? new Date(s) : null)
    // A shared preview may hand over a revision as stored: an old one's body is still text.
    const blocks = typeof c.body === 'string' ? paragraphsToBlocks(c.body) : c.body
    const item = {
      id: rowId,
      kind: n.kind === 'event' ? ('event' as const) : ('news' as const),
      slug: n.slug,
      translationKey: n.translationKey,
      title: c.title,
      perex: c.perex,
      body: plainText(blocks),
      blocks,
      publishedAt: date(c.publishedAt) ?? new Date(),
      eventStartsAt: date(c.eventStartsAt),
      eventEndsAt: date(c.eventEndsAt),
      eventLocation: c.eventLocation,
    }
    return { lang, model: newsDetailPageModel(lang, { item, translatedSlug: null, galleries: [], refs: await resolveBlockRefs(db, lang, blocks, { translationKey: n.translationKey, videoHost: settings?.videoHost }) }) }
  },
  async snapshot(tx: Db, rowId) {
    const [n] = await tx.select().from(news).where(eq(news.id, rowId))
    if (!n) return undefined
    const iso = (d: Date | null) => d?.toISOString() ?? null
    return { title: n.title, perex: n.perex, body: n.blocks.length > 0 || !n.body ? n.blocks : paragraphsToBlocks(n.body), publishedAt: iso(n.publishedAt), eventStartsAt: iso(n.eventStartsAt), eventEndsAt: iso(n.eventEndsAt), eventLocation: n.eventLocation, imageId: n.imageId }
  },
})
