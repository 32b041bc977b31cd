/** News and events: each item in Czech and English under one translation key. */
import { paragraphsToBlocks } from '../../features/editorial/blocks/blocks.js'
import type { Db } from '../client.js'
import { news } from '../schema.js'
import { FACULTIES, type FacultySeed } from './faculties.js'
import { insertBatches, yieldToEventLoop } from './db-utils.js'
import { NEWS_TEMPLATES } from './news-templates.js'
import { addDays, rngFor, seedDay, type Rng } from './random.js'
import { fixSlots, TITLE_SLOTS } from './slots.js'
import { fill, slugify, uniqueSlug, Writer, type Bi } from './text.js'
import { slotsFor, VENUES } from './vocabulary.js'
import { calendarOn, latestBefore, nextOpenDay, openDayOnOrBefore, pragueTime } from './calendar.js'
import { FACULTIES as ALL_FACULTIES } from './faculties.js'
import { venueLine } from './facts.js'
import { PACK_EVENTS, type PackEvent } from './pack/events.js'
import { PACK_NEWS, type PackNews } from './pack/news.js'
import type { Subject } from './pack/write.js'

/** Generated news items (pairs of rows) per unit of scale above 1 (scale 1 is the written pack alone). */
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
  /** Written items only: the words their title and body are held to (the content checks). */
  subject?: Subject
}

/** Events of the pack start before this many days after the seed day; the yearly ones at their latest such occurrence. */
export const EVENTS_AHEAD = 65

const facultyByKey = (key: string | null) => (key === null ? null : ALL_FACULTIES.find((f) => f.key === key)!)

/** A written news item as seeded on `now`: its day is its calendar day of the latest year before the seed day. */
export function packNewsItem(item: PackNews, now: Date): NewsItem {
  const today = seedDay(now)
  const anchored = typeof item.published === 'number' ? null : latestBefore(today, item.published)
  const published = openDayOnOrBefore(anchored ? anchored.day : addDays(today, -item.published))
  const text = item.write({ cal: anchored ? anchored.calendar : calendarOn(published), published })
  return { key: item.key, kind: 'news', faculty: facultyByKey(item.faculty), ...text, publishedAt: pragueTime(published, 9, 0), event: null, subject: item.subject }
}

/** A written event as seeded on `now`. */
export function packEventItem(item: PackEvent, now: Date): NewsItem {
  const today = seedDay(now)
  const { calendar, day } =
    typeof item.on === 'function'
      ? latestBefore(addDays(today, EVENTS_AHEAD), item.on)
      : { calendar: null, day: nextOpenDay(addDays(today, item.on.days), item.on.weekday) }
  const text = item.write({ cal: calendar ?? calendarOn(day), on: day })
  const startsAt = pragueTime(day, item.at[0], item.at[1])
  const endsAt = new Date(pragueTime(addDays(day, (item.days ?? 1) - 1), item.at[0], item.at[1]).getTime() + item.hours * 3_600_000)
  // Announced `announce` days ahead, but never later than the day before the seed day.
  const announced = addDays(day, -item.announce)
  const published = openDayOnOrBefore(announced < today ? announced : addDays(today, -1))
  return {
    key: item.key,
    kind: 'event',
    faculty: facultyByKey(item.faculty),
    ...text,
    publishedAt: pragueTime(published, 9, 0),
    event: { startsAt, endsAt, location: venueLine(item.venue) },
    subject: item.subject,
  }
}

/** The written pack as seeded on `now`: every news item and event, in the pack's order. */
export function packItems(now: Date): NewsItem[] {
  return [...PACK_NEWS.map((n) => packNewsItem(n, now)), ...PACK_EVENTS.map((e) => packEventItem(e, now))]
}

/** Events start this many days around the seed day: most have taken place, some are ahead. */
const EVENTS_FROM = -330
const EVENTS_TO = 90
/** Redraws of an item whose headline is taken; past them (only at large scales) a repeat is kept. */
const TITLE_ATTEMPTS = 25

/**
 * News item `index`, seeded on `now`. `taken` holds the Czech headlines already used: an item
 * whose headline repeats one is drawn again from a fresh stream, so a listing never shows the
 * same headline twice (until the templates run out, far beyond scale 1). News spans the year
 * before the seed day; events are announced two to six weeks ahead, so some are still to come.
 */
export function newsItem(index: number, now: Date, taken: Set<string> = new Set()): NewsItem {
  let item = drawNewsItem(index, now, rngFor('news', index))
  for (let attempt = 1; attempt < TITLE_ATTEMPTS && taken.has(item.title.cs); attempt++) {
    item = drawNewsItem(index, now, rngFor('news', index, attempt))
  }
  taken.add(item.title.cs)
  return item
}

function drawNewsItem(index: number, now: Date, rng: Rng): NewsItem {
  const template = rng.pick(NEWS_TEMPLATES)
  // About half the items belong to a faculty and show on its home page.
  const faculty = rng.chance(0.5) ? rng.pick(FACULTIES) : null
  let event: NewsItem['event'] = null
  let publishedAt: Date
  if (template.kind === 'event') {
    const day = addDays(seedDay(now), rng.int(EVENTS_FROM, EVENTS_TO))
    const startsAt = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), rng.int(7, 16)))
    const hours = ((template.days ?? 1) - 1) * 24 + (template.hours ?? 2)
    const endsAt = new Date(startsAt.getTime() + hours * 3_600_000)
    event = { startsAt, endsAt, location: rng.pick(VENUES) }
    // Announced 14–45 days ahead, but never later than yesterday.
    const daysAgo = Math.max(1, Math.round((seedDay(now).getTime() - day.getTime()) / 86_400_000) + rng.int(14, 45))
    publishedAt = rng.dateBefore(now, daysAgo, daysAgo)
  } else {
    publishedAt = rng.dateBefore(now, 1, 365)
  }
  // A year named in the news (annual report, best graduates of …) is the one just ended.
  const lastYear = String(publishedAt.getUTCFullYear() - 1)
  const slots = { ...fixSlots(slotsFor(faculty, now), TITLE_SLOTS, rng), year: { cs: lastYear, en: lastYear } }
  const title = fill(template.title, slots, rng)
  const perex = fill(template.perex, slots, rng)
  const body = new Writer(rng, slots).paragraphs(template.topic, 3, 5)
  return { key: `news/${index + 1}`, kind: template.kind, faculty, title, perex, body, publishedAt, event }
}

const BATCH = 250

export async function seedNews(
  db: Db,
  scale: number,
  now: Date,
  facultyIds: Map<string, number>,
  log: (msg: string) => void,
): Promise<number> {
  const pack = packItems(now)
  // The written pack is the content; only a larger scale adds generated bulk items after it.
  const generated = scale > 1 ? Math.round(NEWS_PER_SCALE * (scale - 1)) : 0
  const total = pack.length + generated
  const used = { cs: new Set<string>(), en: new Set<string>() }
  const titles = new Set<string>(pack.map((n) => n.title.cs))
  for (let start = 0; start < total; start += BATCH) {
    const rows = []
    for (let i = start; i < Math.min(start + BATCH, total); i++) {
      const item = i < pack.length ? pack[i]! : newsItem(i - pack.length, now, titles)
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
          blocks: paragraphsToBlocks(item.body[lang]),
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
