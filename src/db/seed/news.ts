/** News and events: each item in Czech and English under one translation key. */
import type { Db } from '../client.js'
import { news } from '../schema.js'
import { FACULTIES, type FacultySeed } from './faculties.js'
import { insertBatches, yieldToEventLoop } from './db-utils.js'
import { NEWS_TEMPLATES } from './news-templates.js'
import { addDays, rngFor } from './random.js'
import { fixSlots, TITLE_SLOTS } from './slots.js'
import { fill, slugify, uniqueSlug, Writer, type Bi } from './text.js'
import { slotsFor, VENUES } from './vocabulary.js'

/** News items (pairs of rows) per unit of scale. */
export const NEWS_PER_SCALE = 260

export interface NewsItem {
  key: string
  kind: 'news' | 'event'
  faculty: FacultySeed | null
  title: Bi
  perex: Bi
  body: Bi
  publishedAt: Date
  event: { startsAt: Date; endsAt: Date; location: Bi } | null
}

/** One news item or event; depends only on its index. */
export function newsItem(index: number): NewsItem {
  const rng = rngFor('news', index)
  const template = rng.pick(NEWS_TEMPLATES)
  // About half the items belong to a faculty and show on its home page.
  const faculty = rng.chance(0.5) ? rng.pick(FACULTIES) : null
  // Spread over the two years before the base date, a little denser in term time.
  const publishedAt = rng.dateBefore(1, 730)
  // A year named in the news (annual report, best graduates of …) is the one just ended.
  const lastYear = String(publishedAt.getUTCFullYear() - 1)
  const slots = { ...fixSlots(slotsFor(faculty), TITLE_SLOTS, rng), year: { cs: lastYear, en: lastYear } }
  const title = fill(template.title, slots, rng)
  const perex = fill(template.perex, slots, rng)
  const body = new Writer(rng, slots).paragraphs(template.topic, 3, 5)
  let event: NewsItem['event'] = null
  if (template.kind === 'event') {
    const day = addDays(publishedAt, rng.int(7, 45))
    const startsAt = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), rng.int(7, 16)))
    const hours = ((template.days ?? 1) - 1) * 24 + (template.hours ?? 2)
    const endsAt = new Date(startsAt.getTime() + hours * 3_600_000)
    event = { startsAt, endsAt, location: rng.pick(VENUES) }
  }
  return { key: `news/${index + 1}`, kind: template.kind, faculty, title, perex, body, publishedAt, event }
}

const BATCH = 250

export async function seedNews(
  db: Db,
  scale: number,
  facultyIds: Map<string, number>,
  log: (msg: string) => void,
): Promise<number> {
  const total = Math.max(2, Math.round(NEWS_PER_SCALE * scale))
  const used = { cs: new Set<string>(), en: new Set<string>() }
  for (let start = 0; start < total; start += BATCH) {
    const rows = []
    for (let i = start; i < Math.min(start + BATCH, total); i++) {
      const item = newsItem(i)
      for (const lang of ['cs', 'en'] as const) {
        rows.push({
          translationKey: item.key,
          lang,
          kind: item.kind,
          facultyId: item.faculty ? facultyIds.get(item.faculty.key)! : null,
          // Headlines repeat at large scales; later ones get a numeric suffix.
          slug: uniqueSlug(slugify(item.title[lang]), used[lang]),
          title: item.title[lang],
          perex: item.perex[lang],
          body: item.body[lang],
          publishedAt: item.publishedAt,
          eventStartsAt: item.event?.startsAt ?? null,
          eventEndsAt: item.event?.endsAt ?? null,
          eventLocation: item.event?.location[lang] ?? null,
        })
      }
    }
    await insertBatches(db, news, rows, 500)
    await yieldToEventLoop()
    const done = Math.min(start + BATCH, total)
    if (done % 5000 < BATCH || done === total) log(`  news ${done * 2}/${total * 2}`)
  }
  return total * 2
}
