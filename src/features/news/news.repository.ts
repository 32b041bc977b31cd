/** The news feature's public reads: plain objects out, live items only (ADR 058). */
import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { galleryImages, mediaImages, news } from '../../db/schema.js'
import type { Lang } from '../../i18n/index.js'
import type { PictureMeta } from '../../ui/picture.js'
import { pictureColumns } from '../media/media.columns.js'
import { isLive } from '../editorial/editorial.columns.js'
import type { NewsKind, NewsSummary, NewsDetail } from './news.types.js'
import { paragraphsToBlocks, type Block } from '../editorial/blocks/blocks.js'
import { resolveBlockRefs, type BlockRefs } from '../editorial/blocks/resolve.js'

const newsColumns = {
  id: news.id,
  kind: news.kind,
  slug: news.slug,
  title: news.title,
  perex: news.perex,
  publishedAt: news.publishedAt,
  eventStartsAt: news.eventStartsAt,
  eventEndsAt: news.eventEndsAt,
  eventLocation: news.eventLocation,
}

const summaryColumns = (lang: Lang) => ({ ...newsColumns, image: pictureColumns(lang) })

const newsDetailColumns = {
  ...newsColumns,
  translationKey: news.translationKey,
  body: news.body,
  blocks: news.blocks,
}

/** A row written without blocks (by a writer older than ADR 093) shows its plain body as paragraphs. */
const withBlocks = <T extends { body: string; blocks: Block[] }>(row: T): T => (row.blocks.length === 0 && row.body ? { ...row, blocks: paragraphsToBlocks(row.body) } : row)

/** The same order everywhere, with the id as tie-breaker so paging never repeats or skips an item. */
const newestFirst = [desc(news.publishedAt), desc(news.id)]

export function newsRepository(db: Db, { videoHost }: { videoHost?: string } = {}) {
  const listFilter = (lang: Lang, kind?: NewsKind, facultyId?: number) =>
    and(isLive(news), eq(news.lang, lang), kind ? eq(news.kind, kind) : undefined, facultyId ? eq(news.facultyId, facultyId) : undefined)

  return {
    /** Newest first; `kind` narrows to news or events, `facultyId` to one faculty. */
    async latest(lang: Lang, options: { kind?: NewsKind; facultyId?: number; limit: number }): Promise<NewsSummary[]> {
      const rows = await db
        .select(summaryColumns(lang))
        .from(news)
        .leftJoin(mediaImages, eq(mediaImages.id, news.imageId))
        .where(listFilter(lang, options.kind, options.facultyId))
        // Events are listed by when they take place, the date their links show.
        .orderBy(...(options.kind === 'event' ? [desc(news.eventStartsAt), desc(news.id)] : newestFirst))
        .limit(options.limit)
      return rows as NewsSummary[]
    },

    /** Events that have not ended by `now`, the soonest first. */
    async upcoming(lang: Lang, now: Date, options: { facultyId?: number; limit: number }): Promise<NewsSummary[]> {
      const rows = await db
        .select(summaryColumns(lang))
        .from(news)
        .leftJoin(mediaImages, eq(mediaImages.id, news.imageId))
        .where(and(listFilter(lang, 'event', options.facultyId), gte(news.eventEndsAt, now)))
        .orderBy(asc(news.eventStartsAt), asc(news.id))
        .limit(options.limit)
      return rows as NewsSummary[]
    },

    /** One page of the listing, newest first. */
    async list(lang: Lang, options: { kind?: NewsKind; limit: number; offset: number }): Promise<NewsSummary[]> {
      const rows = await db
        .select(summaryColumns(lang))
        .from(news)
        .leftJoin(mediaImages, eq(mediaImages.id, news.imageId))
        .where(listFilter(lang, options.kind))
        .orderBy(...newestFirst)
        .limit(options.limit)
        .offset(options.offset)
      return rows as NewsSummary[]
    },

    async count(lang: Lang, kind?: NewsKind): Promise<number> {
      const [row] = await db.select({ n: count() }).from(news).where(listFilter(lang, kind))
      return row?.n ?? 0
    },

    async bySlug(lang: Lang, slug: string): Promise<NewsDetail | undefined> {
      const [row] = await db
        .select(newsDetailColumns)
        .from(news)
        .where(and(isLive(news), eq(news.lang, lang), eq(news.slug, slug)))
      return row && withBlocks(row as NewsDetail)
    },

    /** The current addresses, pictures, documents and the item's galleries a body refers to. */
    refs: (lang: Lang, blocks: Block[], translationKey: string): Promise<BlockRefs> => resolveBlockRefs(db, lang, blocks, { translationKey, videoHost }),

    /** Every item in both languages, for the sitemap. */
    async allItems(): Promise<{ translationKey: string; lang: Lang; slug: string; publishedAt: Date }[]> {
      const rows = await db
        .select({ translationKey: news.translationKey, lang: news.lang, slug: news.slug, publishedAt: news.publishedAt })
        .from(news)
        .where(isLive(news))
        .orderBy(asc(news.id))
      return rows.map((r) => ({ ...r, lang: r.lang as Lang }))
    },

    /** Events of one language that end (or start, without an end) at `from` or later, soonest first. */
    async eventsFrom(lang: Lang, from: Date, limit: number): Promise<NewsDetail[]> {
      return db
        .select(newsDetailColumns)
        .from(news)
        .where(and(isLive(news), eq(news.lang, lang), eq(news.kind, 'event'), sql`coalesce(${news.eventEndsAt}, ${news.eventStartsAt}) >= ${from.toISOString()}::timestamptz`))
        .orderBy(asc(news.eventStartsAt), asc(news.id))
        .limit(limit) as Promise<NewsDetail[]>
    },

    /**
     * One page of events that have not ended by `now` (`upcoming`: the soonest first) or have
     * (`past`: the latest first), with their total; an event without an end ends when it starts.
     */
    async eventsPage(lang: Lang, when: 'upcoming' | 'past', now: Date, options: { limit: number; offset: number }): Promise<{ items: NewsSummary[]; total: number }> {
      const ends = sql`coalesce(${news.eventEndsAt}, ${news.eventStartsAt})`
      const at = now.toISOString()
      const filter = and(listFilter(lang, 'event'), when === 'upcoming' ? sql`${ends} >= ${at}::timestamptz` : sql`${ends} < ${at}::timestamptz`)
      const [rows, [total]] = await Promise.all([
        db
          .select(summaryColumns(lang))
          .from(news)
          .leftJoin(mediaImages, eq(mediaImages.id, news.imageId))
          .where(filter)
          .orderBy(...(when === 'upcoming' ? [asc(news.eventStartsAt), asc(news.id)] : [desc(news.eventStartsAt), desc(news.id)]))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ n: count() }).from(news).where(filter),
      ])
      return { items: rows as NewsSummary[], total: Number(total?.n ?? 0) }
    },

    /** Events under way at some moment in [from, to), by start. */
    async eventsBetween(lang: Lang, from: Date, to: Date, limit: number): Promise<NewsSummary[]> {
      const rows = await db
        .select(summaryColumns(lang))
        .from(news)
        .leftJoin(mediaImages, eq(mediaImages.id, news.imageId))
        .where(
          and(
            listFilter(lang, 'event'),
            sql`${news.eventStartsAt} < ${to.toISOString()}::timestamptz`,
            sql`coalesce(${news.eventEndsAt}, ${news.eventStartsAt}) >= ${from.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(news.eventStartsAt), asc(news.id))
        .limit(limit)
      return rows as NewsSummary[]
    },

    /** The slug of the same item in another language, if it was translated. */
    /** The item's photo galleries (`{translationKey}/gallery-N`, migration 0015), each in order. */
    async galleries(translationKey: string, lang: Lang): Promise<Array<{ key: string; pictures: PictureMeta[] }>> {
      const rows = await db
        .select({ key: galleryImages.galleryKey, ...pictureColumns(lang) })
        .from(galleryImages)
        .innerJoin(mediaImages, eq(mediaImages.id, galleryImages.imageId))
        .where(sql`starts_with(${galleryImages.galleryKey}, ${`${translationKey}/gallery-`})`)
        .orderBy(asc(galleryImages.galleryKey), asc(galleryImages.position))
      const out: Array<{ key: string; pictures: PictureMeta[] }> = []
      for (const { key, ...picture } of rows) {
        if (out.at(-1)?.key !== key) out.push({ key, pictures: [] })
        out.at(-1)!.pictures.push(picture)
      }
      return out
    },

    async translatedSlug(translationKey: string, lang: Lang): Promise<string | undefined> {
      const [row] = await db
        .select({ slug: news.slug })
        .from(news)
        .where(and(isLive(news), eq(news.translationKey, translationKey), eq(news.lang, lang)))
      return row?.slug
    },
  }
}

export type NewsRepository = ReturnType<typeof newsRepository>
