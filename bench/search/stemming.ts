/**
 * What stemming buys (ADR 019): recall of the known items (recall.ts) and of inflected ones
 * (queries in another form of the title's words) on the demo content, with the index rebuilt
 * without stemming, with Czech only, and with both languages. Uses the test run's PGlite dump
 * (data/test/pglite-seeded.tar: run any integration test first).
 *
 *   npx tsx bench/search/stemming.ts
 */
import { readFileSync } from 'node:fs'
import { openDatabase } from '../../src/db/client.js'
import { rebuildIndex } from '../../src/features/search/search-indexer.js'
import { searchSourcesOf } from '../../src/features/feature.js'
import { FEATURES } from '../../src/features/index.js'
import { searchRepository } from '../../src/features/search/search.repository.js'
import { searchService } from '../../src/features/search/search.service.js'
import { setStemming } from '../../src/features/search/search-terms.js'
import { projectPath } from '../../src/server/paths.js'
import { KNOWN_ITEMS, measureRecall, type KnownItem } from './recall.js'

const cs = (query: string, url: string, scope: KnownItem['scope'] = 'web'): KnownItem => ({ query, lang: 'cs', scope, url })
const en = (query: string, url: string, scope: KnownItem['scope'] = 'web'): KnownItem => ({ query, lang: 'en', scope, url })

/** Known items asked in another grammatical form than their titles use. */
export const INFLECTED: KnownItem[] = [
  cs('stipendium', '/qf/cs/studium/stipendia'),
  cs('kolejích', '/qf/cs/studium/koleje-a-ubytovani'),
  cs('přijímacího řízení', '/qf/cs/studium/prijimaci-rizeni'),
  cs('elektronických zdrojů', '/qf/cs/veda-a-vyzkum/univerzitni-knihovna/elektronicke-zdroje'),
  cs('mezinárodní spolupráci', '/qf/cs/mezinarodni-spoluprace'),
  cs('ochrana osobního údaje', '/qf/cs/o-univerzite/ochrana-osobnich-udaju'),
  cs('transferu technologie', '/qf/cs/veda-a-vyzkum/transfer-technologii'),
  cs('univerzitního muzea', '/qf/cs/pro-verejnost/univerzitni-muzeum'),
  cs('univerzitní knihovny', '/qf/cs/veda-a-vyzkum/univerzitni-knihovna'),
  cs('vědeckou kalkulačku', '/qf/cs/eshop/psaci-potreby/vedecka-kalkulacka', 'eshop'),
  cs('sadu pohlednic', '/qf/cs/eshop/darkove-predmety/sada-pohlednic', 'eshop'),
  cs('půdní mikrobioty', '/qf/cs/eshop/odborne-publikace/pudni-mikrobiota-a-klimaticka-zmena', 'eshop'),
  cs('katedry tělesné výchovy', '/qf/cs/fakulty/pedagogicka-fakulta/o-fakulte/katedry-a-ustavy/katedra-telesne-vychovy'),
  cs('filozofické fakulty', '/qf/cs/fakulty/filozoficka-fakulta'),
  en('merit scholarships', '/qf/en/study/scholarships/merit-scholarship'),
  en('university libraries', '/qf/en/research/university-library'),
  en('grants office', '/qf/en/research/grant-office'),
  en('physics departments', '/qf/en/faculties/faculty-of-science/about/departments/department-of-physics'),
  en('guideline for writing a thesis', '/qf/en/documents/guidelines-for-writing-theses.pdf', 'documents'),
  en('porcelain plates', '/qf/en/eshop/gifts/porcelain-plate-with-crest', 'eshop'),
]

const database = await openDatabase({ loadDataDir: new Blob([readFileSync(projectPath('data/test/pglite-seeded.tar'))]) })
const search = searchService(searchRepository(database.db))
for (const [name, config] of [['none', { cs: false, en: false }], ['czech only', { cs: true, en: false }], ['both', { cs: true, en: true }]] as const) {
  setStemming(config)
  await rebuildIndex(database.db, searchSourcesOf(FEATURES))
  const known = await measureRecall(search)
  const inflected = await measureRecall(search, INFLECTED)
  console.log(
    `STEMMING ${name}: known items as typed ${known.recall.asTyped.toFixed(3)}, without accents ${known.recall.withoutAccents.toFixed(3)}, one typo ${known.recall.withTypo.toFixed(3)}; ` +
      `inflected as typed ${inflected.recall.asTyped.toFixed(3)}, without accents ${inflected.recall.withoutAccents.toFixed(3)} (missed: ${inflected.misses.asTyped.join(' | ')})`,
  )
}
await database.close()
