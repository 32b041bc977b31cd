/**
 * Extra searchable rows for the bench: Czech and English entries recombined from the demo
 * content's own sentences and title words (deterministic), written through the indexer's own
 * path (replaceEntries: the same folding, stemming and tsvectors), so an index of 100,000 rows
 * has the demo content's vocabulary without generating 100 times its PDFs and pictures.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../src/db/client.js'
import { mulberry32 } from '../../src/db/seed/random.js'
import type { Lang } from '../../src/i18n/index.js'
import { replaceEntries, rowsOf } from '../../src/features/search/search-index.repository.js'
import type { IndexEntry, Source } from '../../src/features/search/search-source.js'

/** Generated rows carry ids from here on, far above the demo content's. */
const FIRST_ID = 10_000_000
const BATCH = 250

interface Corpus {
  sentences: string[]
  titleWords: string[]
}

async function corpusOf(db: Db, lang: Lang): Promise<Corpus> {
  const rows = rowsOf<{ title: string; body: string }>(await db.execute(sql`select title, left(body, 4000) as body from search_entries where lang = ${lang} and source <> 'bench'`))
  const sentences = rows.flatMap((r) => r.body.split(/(?<=[.!?])\s+/)).filter((s) => s.length > 20 && s.length < 300)
  const titleWords = rows.flatMap((r) => r.title.split(/\s+/)).filter((w) => w.length > 1)
  return { sentences, titleWords }
}

const KINDS: Array<{ source: Source; kind: IndexEntry['kind']; scope: IndexEntry['scope']; share: number }> = [
  { source: 'page', kind: 'page', scope: 'web', share: 0.42 },
  { source: 'news', kind: 'news', scope: 'web', share: 0.38 },
  { source: 'news', kind: 'event', scope: 'web', share: 0.08 },
  { source: 'document', kind: 'document', scope: 'documents', share: 0.08 },
  { source: 'product', kind: 'product', scope: 'eshop', share: 0.04 },
]

/** Adds `count` generated entries (half Czech, half English); returns how many it wrote. */
export async function generateEntries(db: Db, count: number, log: (msg: string) => void = () => {}): Promise<number> {
  const random = mulberry32(0x5ea4c4)
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!
  const facultyIds = rowsOf<{ id: number }>(await db.execute(sql`select id from faculties order by id`)).map((r) => r.id)
  const corpora = { cs: await corpusOf(db, 'cs'), en: await corpusOf(db, 'en') }
  let written = 0
  while (written < count) {
    const bySource = new Map<Source, IndexEntry[]>()
    for (let i = 0; i < BATCH && written + i < count; i++) {
      const id = FIRST_ID + written + i
      const lang: Lang = random() < 0.5 ? 'cs' : 'en'
      const corpus = corpora[lang]
      let r = random()
      const k = KINDS.find((kind) => (r -= kind.share) < 0) ?? KINDS[0]!
      const titleLength = 2 + Math.floor(random() * 6)
      const title = Array.from({ length: titleLength }, () => pick(corpus.titleWords)).join(' ')
      const body = Array.from({ length: 3 + Math.floor(random() * 8) }, () => pick(corpus.sentences)).join(' ')
      const entry: IndexEntry = {
        source: k.source, sourceId: id, lang, scope: k.scope, kind: k.kind,
        facultyId: k.scope === 'eshop' || random() < 0.4 ? null : pick(facultyIds), categoryId: null,
        title, body, url: `/qf/${lang}/bench/${id}`, date: new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 365) * 86_400_000),
        priceCzk: k.scope === 'eshop' ? 50 + Math.floor(random() * 2000) : null, imageUrl: null,
      }
      bySource.set(k.source, [...(bySource.get(k.source) ?? []), entry])
    }
    for (const [source, entries] of bySource) await replaceEntries(db, source, [], entries)
    written += [...bySource.values()].reduce((n, e) => n + e.length, 0)
    if (written % 10_000 < BATCH) log(`generated ${written}/${count}`)
  }
  return written
}
