/**
 * Demo content of the storefront widgets: an editor's alert valid around the seed day
 * and two photo galleries on the newest university news item (seven photos, so "show more"
 * has something to reveal, and two, so the lightbox's loop is off).
 */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../client.js'
import { galleryImages, mediaImages, news, siteAlerts } from '../schema.js'
import { addDays, seedDay } from './random.js'

export const DEMO_ALERT_ID = 'library-hours'

/** The key of news item `translationKey`'s gallery number `n` (1-based). */
export const newsGalleryKey = (translationKey: string, n: number) => `${translationKey}/gallery-${n}`

const GALLERY_PICTURES = [
  ['hero/uni', 'hero/fpv', 'hero/ff', 'hero/fie', 'hero/pdf', 'news/uni/0', 'news/uni/1'],
  ['news/uni/2', 'news/uni/3'],
]

export async function seedWidgets(db: Db, now: Date): Promise<{ alerts: number; galleries: number }> {
  const day = seedDay(now)
  const alert = { alertId: DEMO_ALERT_ID, validFrom: addDays(day, -1), validUntil: addDays(day, 60) }
  await db.insert(siteAlerts).values([
    { ...alert, lang: 'cs', message: 'Knihovna má během zkouškového období prodlouženou otevírací dobu, po–pá 7–22 h.' },
    { ...alert, lang: 'en', message: 'During the examination period the library is open longer, Mon–Fri 7 am to 10 pm.' },
  ])

  const [newest] = await db
    .select({ translationKey: news.translationKey })
    .from(news)
    .where(and(eq(news.kind, 'news'), isNull(news.facultyId), eq(news.lang, 'cs')))
    .orderBy(desc(news.publishedAt), asc(news.id))
    .limit(1)
  if (!newest) return { alerts: 1, galleries: 0 }
  const pictures = await db
    .select({ id: mediaImages.id, key: mediaImages.key })
    .from(mediaImages)
    .where(inArray(mediaImages.key, GALLERY_PICTURES.flat()))
  const idOf = new Map(pictures.map((p) => [p.key, p.id]))
  const rows = GALLERY_PICTURES.flatMap((keys, g) =>
    keys.filter((key) => idOf.has(key)).map((key, position) => ({ galleryKey: newsGalleryKey(newest.translationKey, g + 1), position, imageId: idOf.get(key)! })),
  )
  await db.insert(galleryImages).values(rows)
  return { alerts: 1, galleries: GALLERY_PICTURES.length }
}
