/**
 * Where news items use the media library's pictures (ADR 086): an item's picture as published or
 * in its latest draft (its own or one in the body's blocks), and the photo galleries of items (`{translationKey}/gallery-N`), each
 * linked to the item's page in the news administration.
 */
import { and, eq, or, sql } from 'drizzle-orm'
import { galleryImages, news, revisions } from '../../db/schema.js'
import type { Lang } from '../../i18n/index.js'
import { paths } from '../../ui/paths.js'
import type { MediaUseSource } from '../media/media-uses.js'

export const newsMediaUses: MediaUseSource = async (db, image) => {
  const inBody = JSON.stringify([{ type: 'image', mediaId: image.id }])
  const picture = await db
    .select({ id: news.id, lang: news.lang, kind: news.kind, title: news.title, live: sql<boolean>`${news.imageId} is not distinct from ${image.id} or ${news.blocks} @> ${inBody}::jsonb` })
    .from(news)
    .leftJoin(revisions, eq(revisions.id, news.latestRevisionId))
    .where(
      or(
        eq(news.imageId, image.id),
        sql`${revisions.content} ->> 'imageId' = ${String(image.id)}`,
        // A picture in the body's blocks (ADR 093), published or in the latest draft.
        sql`${news.blocks} @> ${inBody}::jsonb`,
        sql`${revisions.content} -> 'body' @> ${inBody}::jsonb`,
      ),
    )
    .orderBy(news.id)
  const galleries = await db
    .select({ id: news.id, lang: news.lang, title: news.title })
    .from(news)
    .where(sql`exists (select 1 from ${galleryImages} where ${galleryImages.imageId} = ${image.id} and starts_with(${galleryImages.galleryKey}, ${news.translationKey} || '/gallery-'))`)
    .orderBy(news.id)
  return [
    ...picture.map((n) => ({ kind: n.kind === 'event' ? ('event' as const) : ('news' as const), title: n.title, lang: n.lang as Lang, href: (l: Lang) => paths.adminNewsItem(l, n.id), draft: !n.live })),
    ...galleries.map((n) => ({ kind: 'gallery' as const, title: n.title, lang: n.lang as Lang, href: (l: Lang) => paths.adminNewsGalleries(l, n.id), draft: false })),
  ]
}
