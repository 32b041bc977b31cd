/**
 * Known-item queries written by hand over the demo content: each names the page a person typing
 * it is after, which must be among the first three results. Recall is measured as typed, without
 * accents and with one wrong letter (bench/search/variants.ts). Budgets (issue 11): 0.95, 0.95, 0.8.
 */
import type { Lang } from '../../src/i18n/index.js'
import type { SearchScope } from '../../src/ui/paths.js'
import type { SearchService } from '../../src/features/search/search.types.js'
import { withoutAccents, withTypo } from './variants.js'

export interface KnownItem {
  query: string
  lang: Lang
  scope: SearchScope
  /** The page's address (people: the directory entry's address). */
  url: string
}

const cs = (query: string, url: string, scope: SearchScope = 'web'): KnownItem => ({ query, lang: 'cs', scope, url })
const en = (query: string, url: string, scope: SearchScope = 'web'): KnownItem => ({ query, lang: 'en', scope, url })

export const KNOWN_ITEMS: KnownItem[] = [
  cs('univerzitní knihovna', '/qf/cs/veda-a-vyzkum/univerzitni-knihovna'),
  cs('koleje a ubytování', '/qf/cs/studium/koleje-a-ubytovani'),
  cs('ochrana osobních údajů', '/qf/cs/o-univerzite/ochrana-osobnich-udaju'),
  cs('erasmus', '/qf/cs/mezinarodni-spoluprace/erasmus'),
  cs('welcome point', '/qf/cs/mezinarodni-spoluprace/welcome-point'),
  cs('transfer technologií', '/qf/cs/veda-a-vyzkum/transfer-technologii'),
  cs('vedení univerzity', '/qf/cs/o-univerzite/vedeni-univerzity'),
  cs('univerzitní muzeum', '/qf/cs/pro-verejnost/univerzitni-muzeum'),
  cs('elektronické zdroje', '/qf/cs/veda-a-vyzkum/univerzitni-knihovna/elektronicke-zdroje'),
  cs('mezinárodní spolupráce', '/qf/cs/mezinarodni-spoluprace'),
  cs('kurz léčivé byliny', '/qf/cs/studium/celozivotni-vzdelavani/lecive-byliny'),
  cs('půdní mikrobiota po suchu', '/qf/cs/fakulty/fakulta-prirodnich-ved/veda-a-vyzkum/projekty/pudni-mikrobiota-po-suchu'),
  cs('energetická chudoba domácností', '/qf/cs/fakulty/fakulta-informatiky-a-ekonomie/veda-a-vyzkum/projekty/energeticka-chudoba-domacnosti-dubovohorska'),
  cs('kybernetická bezpečnost', '/qf/cs/studium/programy/kyberneticka-bezpecnost'),
  cs('katedra tělesné výchovy', '/qf/cs/fakulty/pedagogicka-fakulta/o-fakulte/katedry-a-ustavy/katedra-telesne-vychovy'),
  cs('katedra financí a účetnictví', '/qf/cs/fakulty/fakulta-informatiky-a-ekonomie/o-fakulte/katedry-a-ustavy/katedra-financi-a-ucetnictvi'),
  cs('fakulta informatiky a ekonomie', '/qf/cs/fakulty/fakulta-informatiky-a-ekonomie'),
  cs('filozofická fakulta', '/qf/cs/fakulty/filozoficka-fakulta'),
  cs('pedagogická fakulta', '/qf/cs/fakulty/pedagogicka-fakulta'),
  cs('fakulta přírodních věd', '/qf/cs/fakulty/fakulta-prirodnich-ved'),
  cs('archeologie', '/qf/cs/studium/programy/archeologie'),
  cs('hudební výchova', '/qf/cs/studium/programy/hudebni-vychova'),
  cs('účetnictví a finance', '/qf/cs/studium/programy/ucetnictvi-a-finance'),
  cs('pro média', '/qf/cs/pro-verejnost/pro-media'),
  cs('Zuzana Zemanová', '/qf/cs/lide?q=Zuzana+Zemanov%C3%A1#person-zuzana-zemanova'),
  cs('Michal Kovář', '/qf/cs/lide?q=Michal+Kov%C3%A1%C5%99#person-michal-kovar'),
  cs('Martina Králová', '/qf/cs/lide?q=Martina+Kr%C3%A1lov%C3%A1#person-martina-kralova'),
  cs('Radka Benešová', '/qf/cs/lide?q=Radka+Bene%C5%A1ov%C3%A1#person-radka-benesova'),
  cs('Jana Růžičková', '/qf/cs/lide?q=Jana+R%C5%AF%C5%BEi%C4%8Dkov%C3%A1#person-jana-ruzickova'),
  cs('Vojtěch Navrátil', '/qf/cs/lide?q=Vojt%C4%9Bch+Navr%C3%A1til#person-vojtech-navratil'),
  cs('vědecká kalkulačka', '/qf/cs/eshop/psaci-potreby/vedecka-kalkulacka', 'eshop'),
  cs('sada pohlednic', '/qf/cs/eshop/darkove-predmety/sada-pohlednic', 'eshop'),
  cs('pamětní mince', '/qf/cs/eshop/darkove-predmety/pametni-mince-150-let-univerzity', 'eshop'),
  cs('mikroekonomie', '/qf/cs/eshop/knihy-a-skripta/mikroekonomie', 'eshop'),
  cs('praktikum z botaniky', '/qf/cs/eshop/knihy-a-skripta/praktikum-z-botaniky', 'eshop'),
  cs('didaktika matematiky', '/qf/cs/eshop/knihy-a-skripta/didaktika-matematiky-pro-1-stupen', 'eshop'),
  cs('půdní mikrobiota', '/qf/cs/eshop/odborne-publikace/pudni-mikrobiota-a-klimaticka-zmena', 'eshop'),
  cs('dárková sada pro absolventy', '/qf/cs/eshop/darkove-predmety/darkova-sada-pro-absolventy', 'eshop'),
  cs('desky na dokumenty', '/qf/cs/eshop/psaci-potreby/desky-na-dokumenty-a4', 'eshop'),
  cs('stipendijní řád', '/qf/cs/dokumenty/stipendijni-rad.pdf', 'documents'),
  cs('průvodce pedagogickou praxí', '/qf/cs/dokumenty/pruvodce-pedagogickou-praxi-pedagogicka-fakulta.pdf', 'documents'),
  cs('týmový projekt fakulta informatiky', '/qf/cs/dokumenty/pruvodce-predmetem-tymovy-projekt-fakulta-informatiky-a-ekonomie.pdf', 'documents'),
  en('university library', '/qf/en/research/university-library'),
  en('merit scholarship', '/qf/en/study/scholarships/merit-scholarship'),
  en('grant office', '/qf/en/research/grant-office'),
  en('accessibility statement', '/qf/en/about/accessibility-statement'),
  en('recognition of foreign education', '/qf/en/study/admissions/recognition-of-foreign-education'),
  en('department of physics', '/qf/en/faculties/faculty-of-science/about/departments/department-of-physics'),
  en('department of chemistry', '/qf/en/faculties/faculty-of-science/about/departments/department-of-chemistry'),
  en('sport and culture', '/qf/en/public/sport-and-culture'),
  en('Karel Procházka', '/qf/en/people?q=Karel+Proch%C3%A1zka#person-karel-prochazka'),
  en('Hana Šimková', '/qf/en/people?q=Hana+%C5%A0imkov%C3%A1#person-hana-simkova'),
  en('programming in python', '/qf/en/eshop/books-and-textbooks/programming-in-python', 'eshop'),
  en('accounting for beginners', '/qf/en/eshop/books-and-textbooks/accounting-for-beginners', 'eshop'),
  en('porcelain plate', '/qf/en/eshop/gifts/porcelain-plate-with-crest', 'eshop'),
  en('usb flash drive', '/qf/en/eshop/gifts/64-gb-usb-flash-drive', 'eshop'),
  en('guidelines for writing theses', '/qf/en/documents/guidelines-for-writing-theses.pdf', 'documents'),
  en('scholarship regulations', '/qf/en/documents/scholarship-regulations.pdf', 'documents'),
]

/** The minimum recall of each variant (issue 11). */
export const RECALL_BUDGET = { asTyped: 0.95, withoutAccents: 0.95, withTypo: 0.8 } as const
export type RecallVariant = keyof typeof RECALL_BUDGET

const variants: Record<RecallVariant, (q: string) => string> = { asTyped: (q) => q, withoutAccents, withTypo }

export interface RecallReport {
  recall: Record<RecallVariant, number>
  /** Queries whose page was not in the first three, per variant. */
  misses: Record<RecallVariant, string[]>
}

export async function measureRecall(search: SearchService, items: KnownItem[] = KNOWN_ITEMS): Promise<RecallReport> {
  const recall = {} as Record<RecallVariant, number>
  const misses = {} as Record<RecallVariant, string[]>
  for (const variant of Object.keys(variants) as RecallVariant[]) {
    misses[variant] = []
    for (const item of items) {
      const text = variants[variant](item.query)
      const { hits } = await search.results({ lang: item.lang, scope: item.scope, text, page: 1, pageSize: 3 })
      if (!hits.some((h) => h.url === item.url)) misses[variant].push(text)
    }
    recall[variant] = (items.length - misses[variant].length) / items.length
  }
  return { recall, misses }
}
