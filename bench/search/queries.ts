/**
 * The bench's fixed queries: 70 written by hand as visitors would type them (one, two and three
 * words, Czech and English, every scope), each also without accents and with one wrong letter
 * (variants.ts): 210 in all, always the same and in the same order.
 */
import type { Lang } from '../../src/i18n/index.js'
import type { SearchScope } from '../../src/ui/paths.js'
import { withoutAccents, withTypo } from './variants.js'

export interface BenchQuery {
  lang: Lang
  scope: SearchScope
  text: string
}

const web = (lang: Lang, ...texts: string[]) => texts.map((text): BenchQuery => ({ lang, scope: 'web', text }))
const docs = (lang: Lang, ...texts: string[]) => texts.map((text): BenchQuery => ({ lang, scope: 'documents', text }))
const shop = (lang: Lang, ...texts: string[]) => texts.map((text): BenchQuery => ({ lang, scope: 'eshop', text }))

export const HAND_WRITTEN: BenchQuery[] = [
  ...web('cs', 'přihláška', 'stipendia', 'knihovna', 'koleje', 'menza', 'erasmus', 'doktorské studium', 'přijímací řízení', 'přijímací zkouška',
    'studijní oddělení', 'akademický senát', 'harmonogram akademického roku', 'ubytování na koleji', 'zápis do studia', 'státní závěrečné zkoušky',
    'celoživotní vzdělávání', 'den otevřených dveří', 'fakulta přírodních věd', 'filozofická fakulta', 'pedagogická fakulta', 'katedra ekonomie',
    'univerzitní knihovna', 'otevírací doba knihovny', 'poplatky za studium', 'uznání zahraničního vzdělání', 'studium v zahraničí', 'sportovní centrum',
    'veřejná přednáška', 'konference', 'projekty výzkumu', 'ochrana osobních údajů', 'kariérní centrum', 'informatika', 'archeologie', 'historie fakulty',
    'vedení univerzity', 'kontakty', 'rektor', 'děkan fakulty', 'studentské spolky', 'hudební výchova', 'účetnictví a finance'),
  ...web('en', 'admissions', 'scholarships', 'university library', 'student halls', 'doctoral study', 'faculty of science', 'open day', 'academic senate',
    'lifelong learning', 'international students', 'research projects', 'public lecture', 'department of physics', 'accommodation fees'),
  ...docs('cs', 'stipendijní řád', 'výroční zpráva', 'studijní a zkušební řád', 'zápis ze zasedání senátu', 'harmonogram'),
  ...docs('en', 'annual report', 'scholarship regulations', 'guidelines for writing theses'),
  ...shop('cs', 'hrnek', 'tričko s logem', 'mikina', 'batoh na notebook', 'vědecká kalkulačka', 'dárková sada'),
  ...shop('en', 't-shirt', 'travel mug', 'umbrella', 'hoodie'),
]

export const QUERIES: BenchQuery[] = [
  ...HAND_WRITTEN,
  ...HAND_WRITTEN.map((q) => ({ ...q, text: withoutAccents(q.text) })),
  ...HAND_WRITTEN.map((q) => ({ ...q, text: withTypo(q.text) })),
]
