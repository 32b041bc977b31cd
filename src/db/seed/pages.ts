/** Content pages and their sections: text generation per page, then batched inserts. */
import type { Db } from '../client.js'
import { pageFaqs as pageFaqsTable, pages, pageSections } from '../schema.js'
import { pageFaqs, sectionVideos } from './content-blocks.js'
import { insertBatches, yieldToEventLoop } from './db-utils.js'
import { fixedPageContent, lastEdited } from './fixed-pages.js'
import { writtenPage } from './pack/pages.js'
import { buildPageTree, type PageSpec } from './page-tree.js'
import { rngFor } from './random.js'
import { fixSlots, TITLE_SLOTS } from './slots.js'
import { anchorFor, sectionTopic, Writer, type Bi, type Lang, type Topic } from './text.js'
import { general } from './topics-campus.js'
import { slotsFor } from './vocabulary.js'

export interface PageContent {
  perex: Bi
  updatedAt: Date
  sections: Array<{ heading: Bi; body: Bi }>
}

/**
 * The text of one page in both languages, seeded on `now`; depends only on the spec, never on
 * other pages. Pages that state facts (contacts, leadership, the accessibility statement, the
 * privacy notice) are written from the fact base (fixed-pages.ts), and so is every page within
 * and faculty page, research project and course of scale 1 (pack/pages.ts); only the bulk leaves
 * a larger scale adds are drawn.
 */
export function pageContent(spec: PageSpec, now: Date): PageContent {
  const fixed = fixedPageContent(spec, now)
  if (fixed) return fixed
  const written = writtenPage(spec.key, now)
  if (written) return { perex: written.perex, updatedAt: lastEdited(now), sections: written.sections }
  return drawnPage(spec, now)
}

/** A page's text drawn from its topics (ADR 017): the bulk leaves of a scale above 1. */
export function drawnPage(spec: PageSpec, now: Date): PageContent {
  const rng = rngFor('page', spec.key)
  // One theme, programme, ... per page, so its sections talk about the same thing.
  const slots = fixSlots({ ...slotsFor(spec.faculty, now), ...spec.slots }, TITLE_SLOTS, rng)
  const [main, ...others] = spec.topics as [Topic, ...Topic[]]
  const writer = new Writer(rng, slots)
  const perex = writer.sentences(main, 2)

  const count = rng.int(3, 6)
  const fromMain = Math.min(main.headings.length, others.length > 0 ? count - 1 : count)
  const chosen: Array<[Bi, Topic]> = rng.sample(main.headings, fromMain).map((h) => [h, main])
  // Then one heading per secondary topic, then general ones (contacts, FAQ) to reach the count.
  const candidates: Array<[Bi, Topic]> = [
    ...others.map((t): [Bi, Topic] => [rng.pick(t.headings), t]),
    ...rng.sample(general.headings, general.headings.length).map((h): [Bi, Topic] => [h, general]),
  ]
  for (const [heading, topic] of candidates) {
    if (chosen.length >= count) break
    if (!chosen.some(([h]) => h.cs === heading.cs || h.en === heading.en)) chosen.push([heading, topic])
  }
  return {
    perex,
    updatedAt: rngFor('page-date', spec.key).dateBefore(now, 3, 540),
    sections: chosen.map(([heading, topic]) => {
      const own = sectionTopic(topic, heading)
      // A heading's own sentences are few: one paragraph of them, so none repeats.
      return { heading, body: own === topic ? writer.paragraphs(topic, 1, 2) : writer.paragraphs(own, 1, 1) }
    }),
  }
}

const depthOf = (spec: PageSpec, byKey: Map<string, PageSpec>): number => {
  let depth = 0
  for (let p = spec.parentKey; p !== null; p = byKey.get(p)!.parentKey) depth++
  return depth
}

/** Pages per insert round: both languages, then their sections, fit in a few statements. */
const PAGE_BATCH = 250

export async function seedPages(
  db: Db,
  scale: number,
  facultyIds: Map<string, number>,
  now: Date,
  log: (msg: string) => void,
): Promise<{ pages: number; pageSections: number }> {
  const specs = buildPageTree(scale)
  const byKey = new Map(specs.map((s) => [s.key, s]))
  // Parents go in before children, and a batch never mixes depths, so every parent's id is
  // known by the time its children are inserted.
  const ordered = specs
    .map((spec, index) => ({ spec, index, depth: depthOf(spec, byKey) }))
    .sort((a, b) => a.depth - b.depth || a.index - b.index)
  const batches: PageSpec[][] = []
  ordered.forEach(({ spec, depth }, i) => {
    const last = batches.at(-1)
    if (last && last.length < PAGE_BATCH && ordered[i - 1]!.depth === depth) last.push(spec)
    else batches.push([spec])
  })
  const ids = new Map<string, number>()
  let sectionCount = 0
  let done = 0

  for (const batch of batches) {
    const contents = batch.map((spec) => pageContent(spec, now))
    const rows = batch.flatMap((spec, i) =>
      (['cs', 'en'] as const).map((lang) => ({
        translationKey: spec.key,
        lang,
        facultyId: spec.faculty ? facultyIds.get(spec.faculty.key)! : null,
        parentId: spec.parentKey === null ? null : ids.get(`${lang}:${spec.parentKey}`)!,
        slug: spec.slug[lang],
        path: spec.path[lang],
        title: spec.title[lang],
        perex: contents[i]!.perex[lang],
        inMenu: spec.inMenu,
        sort: spec.sort,
        updatedAt: contents[i]!.updatedAt,
      })),
    )
    const inserted = await db
      .insert(pages)
      .values(rows)
      .returning({ id: pages.id, key: pages.translationKey, lang: pages.lang })
    for (const row of inserted) ids.set(`${row.lang}:${row.key}`, row.id)

    const sectionRows = batch.flatMap((spec, i) =>
      (['cs', 'en'] as Lang[]).flatMap((lang) => {
        const used = new Set<string>()
        return contents[i]!.sections.map((section, sort) => ({
          pageId: ids.get(`${lang}:${spec.key}`)!,
          anchor: anchorFor(section.heading[lang], used),
          heading: section.heading[lang],
          body: section.body[lang],
          signLanguageVideos: sectionVideos(spec.key, sort),
          sort: sort + 1,
        }))
      }),
    )
    await insertBatches(db, pageSections, sectionRows, 500)
    const faqRows = batch.flatMap((spec) =>
      (['cs', 'en'] as Lang[]).flatMap((lang) =>
        pageFaqs(spec.key).map((faq, sort) => ({
          pageId: ids.get(`${lang}:${spec.key}`)!,
          anchor: faq.anchor,
          question: faq.question[lang],
          answer: faq.answer[lang],
          sort: sort + 1,
        })),
      ),
    )
    if (faqRows.length > 0) await db.insert(pageFaqsTable).values(faqRows)
    await yieldToEventLoop()
    sectionCount += sectionRows.length
    done += batch.length
    if (done % 5000 < batch.length || done === ordered.length) log(`  pages ${done * 2}/${ordered.length * 2}`)
  }
  return { pages: ordered.length * 2, pageSections: sectionCount }
}
