/** The printed and gift half of the shop catalogue (see products-catalogue.ts). */
import type { ProductAttribute } from '../schema.js'
import { attr, COLOURS, type CategorySeed, type Colour, type ItemSeed } from './products-catalogue.js'
import { bi, type Bi } from './text.js'

const same = (text: string) => bi(text, text)
const L = {
  material: bi('Materiál', 'Material'),
  colour: bi('Barva', 'Colour'),
  dimensions: bi('Rozměry', 'Dimensions'),
  pack: bi('Balení', 'Pack'),
  origin: bi('Země původu', 'Country of origin'),
  author: bi('Autor', 'Author'),
  editor: bi('Editor', 'Editor'),
  pages: bi('Počet stran', 'Pages'),
  isbn: bi('ISBN', 'ISBN'),
  issn: bi('ISSN', 'ISSN'),
  binding: bi('Vazba', 'Binding'),
  year: bi('Rok vydání', 'Year published'),
  language: bi('Jazyk', 'Language'),
  gift: bi('Dárkové balení', 'Gift box'),
}
const CZ = attr('origin', L.origin, bi('Česká republika', 'Czech Republic'))
const { green, white, navy, wine, mustard, black, natural, oak, steel } = COLOURS

/** A valid ISBN-13 in the (fictional) publisher block 978-80-7654 of the university press. */
export function isbn(n: number): string {
  const digits = `978807654${String(n).padStart(3, '0')}`
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0)
  const check = (10 - (sum % 10)) % 10
  return `978-80-7654-${digits.slice(9)}-${check}`
}

/** A valid ISSN (mod-11 check digit). */
export function issn(n: number): string {
  const digits = `1803${String(n).padStart(3, '0')}`
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (8 - i), 0)
  const check = (11 - (sum % 11)) % 11
  return `${digits.slice(0, 4)}-${digits.slice(4)}${check === 10 ? 'X' : check}`
}

const thing = (cs: string, en: string, priceKc: number, colour: Colour, attrs: ProductAttribute[]): ItemSeed => ({
  name: bi(cs, en), priceKc, colour, attributes: [attr('colour', L.colour, colour.name), ...attrs],
})
const mat = (cs: string, en: string) => attr('material', L.material, bi(cs, en))
const dim = (text: string) => attr('dimensions', L.dimensions, same(text))
const pack = (cs: string, en: string) => attr('pack', L.pack, bi(cs, en))

const CZECH = bi('čeština', 'Czech')
const ENGLISH = bi('angličtina', 'English')
const PAPERBACK = bi('brožovaná', 'paperback')
const HARDBACK = bi('pevná', 'hardback')

let isbnCounter = 0
/** A book: author, pages, ISBN, binding, year and language are what readers compare. */
function book(cs: string, en: string, priceKc: number, colour: Colour, author: string, pages: number, binding: Bi, year: number, language = CZECH): ItemSeed {
  return {
    name: bi(cs, en), priceKc, colour, vatRate: 0,
    attributes: [
      attr('author', L.author, same(author)), attr('pages', L.pages, same(String(pages))),
      attr('isbn', L.isbn, same(isbn(++isbnCounter))), attr('binding', L.binding, binding),
      attr('year', L.year, same(String(year))), attr('language', L.language, language),
    ],
  }
}

let issnCounter = 0
/** A journal issue: periodicals carry the reduced 12 % VAT, unlike books at 0 %. */
function issue(cs: string, en: string, priceKc: number, colour: Colour, editor: string, pages: number, year: number, language = ENGLISH): ItemSeed {
  return {
    name: bi(cs, en), priceKc, colour, vatRate: 12,
    attributes: [
      attr('editor', L.editor, same(editor)), attr('pages', L.pages, same(String(pages))),
      attr('issn', L.issn, same(issn(++issnCounter))), attr('binding', L.binding, PAPERBACK),
      attr('year', L.year, same(String(year))), attr('language', L.language, language),
    ],
  }
}

export const PRINT_AND_GIFTS: CategorySeed[] = [
  {
    code: 'PSA',
    slug: bi('psaci-potreby', 'stationery'),
    name: bi('Psací potřeby', 'Stationery'),
    description: bi('Zápisníky, pera a drobnosti na přednášky a do knihovny.', 'Notebooks, pens and small items for lectures and the library.'),
    vatRate: 21,
    shape: 'pen',
    blurbs: [
      bi('Papír z certifikovaných lesů, vhodný pro pero i tužku.', 'Paper from certified forests, suitable for pen and pencil.'),
      bi('Oblíbené u studentů před zkouškovým obdobím.', 'A favourite with students before the exam period.'),
      bi('S decentním logem Univerzity Quercus Fontana.', 'With a discreet Quercus Fontana University logo.'),
    ],
    items: [
      thing('Propiska s logem', 'Logo Ballpoint Pen', 49, green, [mat('recyklovaný plast', 'recycled plastic'), pack('1 ks', '1 pc'), attr('ink', bi('Barva náplně', 'Ink colour'), bi('modrá', 'blue'))]),
      thing('Plnicí pero', 'Fountain Pen', 690, black, [mat('mosaz, lak', 'brass, lacquer'), pack('dárková krabička', 'gift box'), attr('ink', bi('Barva náplně', 'Ink colour'), bi('modročerná', 'blue-black')), CZ]),
      thing('Sada grafitových tužek', 'Graphite Pencil Set', 129, natural, [mat('cedrové dřevo', 'cedar wood'), pack('6 ks (2H–4B)', '6 pcs (2H–4B)'), CZ]),
      thing('Zápisník A5 tečkovaný', 'A5 Dotted Notebook', 189, green, [mat('papír 100 g/m²', '100 gsm paper'), dim('148 × 210 mm'), attr('pages', L.pages, same('192')), CZ]),
      thing('Zápisník A5 linkovaný', 'A5 Lined Notebook', 189, wine, [mat('papír 100 g/m²', '100 gsm paper'), dim('148 × 210 mm'), attr('pages', L.pages, same('192')), CZ]),
      thing('Kroužkový blok A4', 'A4 Spiral Pad', 99, navy, [mat('papír 80 g/m²', '80 gsm paper'), dim('210 × 297 mm'), attr('pages', L.pages, same('160')), CZ]),
      thing('Diář 2027', '2027 Planner', 349, green, [mat('papír, plátěná vazba', 'paper, cloth binding'), dim('148 × 210 mm'), attr('language', L.language, bi('čeština a angličtina', 'Czech and English')), CZ]),
      thing('Sada zvýrazňovačů', 'Highlighter Set', 119, mustard, [mat('plast', 'plastic'), pack('4 barvy', '4 colours')]),
      thing('Kovové pravítko 30 cm', '30 cm Metal Ruler', 89, steel, [mat('nerezová ocel', 'stainless steel'), dim('30 cm')]),
      thing('Lepicí bločky', 'Sticky Notes', 59, mustard, [mat('papír', 'paper'), pack('3 × 100 lístků', '3 × 100 sheets'), dim('76 × 76 mm')]),
      thing('Sada gelových per', 'Gel Pen Set', 149, black, [mat('plast', 'plastic'), pack('5 ks', '5 pcs'), attr('ink', bi('Barva náplně', 'Ink colour'), bi('různé', 'assorted'))]),
      thing('Mechanická tužka 0,5 mm', '0.5 mm Mechanical Pencil', 119, steel, [mat('hliník', 'aluminium'), pack('1 ks a 12 tuh', '1 pc and 12 leads')]),
      thing('Desky na dokumenty A4', 'A4 Document Folder', 89, green, [mat('lepenka', 'board'), dim('220 × 310 mm'), CZ]),
      thing('Záložky do knih', 'Bookmarks', 79, oak, [mat('dýha', 'wood veneer'), pack('3 ks', '3 pcs'), CZ]),
      thing('Korkové pouzdro na tužky', 'Cork Pencil Pouch', 229, natural, [mat('korek', 'cork'), dim('20 × 7 cm')]),
      thing('Vědecká kalkulačka', 'Scientific Calculator', 490, black, [mat('plast', 'plastic'), attr('functions', bi('Funkce', 'Functions'), same('252')), dim('16 × 8 cm')]),
    ],
  },
  {
    code: 'KNI',
    slug: bi('knihy-a-skripta', 'books-and-textbooks'),
    name: bi('Knihy a skripta', 'Books and Textbooks'),
    description: bi('Skripta a učebnice z Univerzitního nakladatelství Quercus.', 'Textbooks and course books from the Quercus University Press.'),
    vatRate: 0,
    shape: 'book',
    blurbs: [
      bi('Vydáno Univerzitním nakladatelstvím Quercus.', 'Published by the Quercus University Press.'),
      bi('Doporučená literatura k úvodním kurzům.', 'Recommended reading for introductory courses.'),
      bi('Studenti s průkazem ISIC mají v prodejně slevu.', 'Students with an ISIC card get a discount in the shop.'),
    ],
    items: [
      book('Úvod do organické chemie', 'Introduction to Organic Chemistry', 249, green, 'Petr Havelka', 312, PAPERBACK, 2024),
      book('Základy ekologie krajiny', 'Foundations of Landscape Ecology', 329, green, 'Lucie Fialová', 276, PAPERBACK, 2023),
      book('Dějiny Dubové Hory', 'A History of Dubová Hora', 449, wine, 'Jiří Beneš', 408, HARDBACK, 2022),
      book('Matematická analýza I', 'Mathematical Analysis I', 199, navy, 'Tomáš Zeman', 224, PAPERBACK, 2025),
      book('Matematická analýza II', 'Mathematical Analysis II', 199, navy, 'Tomáš Zeman', 248, PAPERBACK, 2025),
      book('Praktikum z botaniky', 'Botany Lab Manual', 179, green, 'Hana Kučerová', 132, PAPERBACK, 2021),
      book('Česká mluvnice pro bohemisty', 'Czech Grammar for Students of Czech', 389, wine, 'Markéta Horáková', 356, PAPERBACK, 2024),
      book('Úvod do filozofie', 'Introduction to Philosophy', 299, black, 'Ondřej Kříž', 264, PAPERBACK, 2020),
      book('Didaktika matematiky pro 1. stupeň', 'Teaching Mathematics in Primary School', 279, mustard, 'Alena Pokorná', 198, PAPERBACK, 2023),
      book('Speciální pedagogika v praxi', 'Special Education in Practice', 349, mustard, 'Veronika Němcová', 288, PAPERBACK, 2022),
      book('Programování v Pythonu', 'Programming in Python', 399, navy, 'Lukáš Procházka', 420, PAPERBACK, 2025),
      book('Databázové systémy', 'Database Systems', 359, navy, 'David Růžička', 344, PAPERBACK, 2024),
      book('Mikroekonomie', 'Microeconomics', 329, black, 'Pavel Doležal', 300, PAPERBACK, 2023),
      book('Účetnictví pro začátečníky', 'Accounting for Beginners', 259, black, 'Petra Sedláčková', 216, PAPERBACK, 2024),
      book('Akademické psaní', 'Academic Writing', 229, wine, 'Kateřina Veselá', 168, PAPERBACK, 2025, bi('čeština a angličtina', 'Czech and English')),
      book('Atlas rostlin Dubovohorska', 'Plant Atlas of the Dubová Hora Region', 590, green, 'Martin Šťastný', 480, HARDBACK, 2021),
    ],
  },
  {
    code: 'ODB',
    slug: bi('odborne-publikace', 'academic-publications'),
    name: bi('Odborné publikace', 'Academic Publications'),
    description: bi('Monografie, sborníky a časopisy z výzkumu naší univerzity.', 'Monographs, proceedings and journals from our university’s research.'),
    vatRate: 0,
    shape: 'journal',
    blurbs: [
      bi('Recenzovaná publikace Univerzitního nakladatelství Quercus.', 'A peer-reviewed title from the Quercus University Press.'),
      bi('Elektronická verze je volně dostupná v repozitáři.', 'The electronic version is freely available in the repository.'),
      bi('Výsledek výzkumu podpořeného grantovými agenturami.', 'An outcome of research funded by national grant agencies.'),
    ],
    items: [
      book('Sladkovodní ekosystémy střední Evropy', 'Freshwater Ecosystems of Central Europe', 690, green, 'Jan Dvořák a kol.', 384, HARDBACK, 2024),
      book('Nářečí Dubovohorska', 'Dialects of the Dubová Hora Region', 540, wine, 'Zuzana Benešová', 296, HARDBACK, 2023),
      book('Středověké rukopisy v regionálních sbírkách', 'Medieval Manuscripts in Regional Collections', 790, wine, 'Vojtěch Fiala', 452, HARDBACK, 2022),
      book('Inkluzivní škola: výzkum a praxe', 'The Inclusive School: Research and Practice', 480, mustard, 'Tereza Kučerová', 264, PAPERBACK, 2025),
      book('Strojové učení v ekonomii', 'Machine Learning in Economics', 650, navy, 'Martin Horák', 318, PAPERBACK, 2025, ENGLISH),
      book('Půdní mikrobiota a klimatická změna', 'Soil Microbiota and Climate Change', 720, green, 'Lucie Zemanová', 276, HARDBACK, 2024, ENGLISH),
      book('Paměť regionu', 'Memory of a Region', 420, black, 'Jana Doležalová', 240, PAPERBACK, 2021),
      book('Čtenářská gramotnost v 21. století', 'Reading Literacy in the 21st Century', 390, mustard, 'Hana Pokorná', 212, PAPERBACK, 2023),
      book('Otevřená data ve veřejné správě', 'Open Data in Public Administration', 450, navy, 'David Sedláček', 230, PAPERBACK, 2024),
      book('Sborník konference Quercus 2025', 'Quercus 2025 Conference Proceedings', 350, oak, 'Petr Veselý (ed.)', 512, PAPERBACK, 2025, ENGLISH),
      issue('Acta Quercus Fontana – Series Naturalis 2026/1', 'Acta Quercus Fontana – Series Naturalis 2026/1', 180, green, 'Jan Horák', 148, 2026),
      issue('Acta Quercus Fontana – Series Naturalis 2025/2', 'Acta Quercus Fontana – Series Naturalis 2025/2', 180, green, 'Jan Horák', 156, 2025),
      issue('Acta Quercus Fontana – Series Historica 2026/1', 'Acta Quercus Fontana – Series Historica 2026/1', 180, wine, 'Kateřina Fialová', 172, 2026),
      issue('Acta Quercus Fontana – Series Historica 2025/2', 'Acta Quercus Fontana – Series Historica 2025/2', 180, wine, 'Kateřina Fialová', 164, 2025),
      issue('Pedagogické listy Dubové Hory 2026/2', 'Dubová Hora Education Review 2026/2', 150, mustard, 'Alena Růžičková', 96, 2026, bi('čeština', 'Czech')),
      issue('Ekonomické studie QF 2026/1', 'QF Economic Studies 2026/1', 160, navy, 'Ondřej Němec', 120, 2026, bi('čeština a angličtina', 'Czech and English')),
    ],
  },
  {
    code: 'DAR',
    slug: bi('darkove-predmety', 'gifts'),
    name: bi('Dárkové předměty', 'Gifts'),
    description: bi('Upomínkové a dárkové předměty s motivy univerzity a Dubové Hory.', 'Souvenirs and gifts featuring the university and Dubová Hora.'),
    vatRate: 21,
    shape: 'gift',
    blurbs: [
      bi('Vyrobeno ve spolupráci s místními řemeslníky.', 'Made in cooperation with local craftspeople.'),
      bi('Ideální dárek k promoci nebo na památku.', 'An ideal graduation gift or keepsake.'),
      bi('Dodáváme v recyklovatelném balení.', 'Delivered in recyclable packaging.'),
    ],
    items: [
      thing('Magnet s motivem Auly Quercus', 'Quercus Hall Fridge Magnet', 79, green, [mat('dřevo', 'wood'), dim('7 × 5 cm'), attr('gift', L.gift, bi('ne', 'no')), CZ]),
      thing('Sada pohlednic', 'Postcard Set', 99, natural, [mat('křídový papír', 'coated paper'), pack('6 ks', '6 pcs'), dim('A6'), CZ]),
      thing('Puzzle Kampus Dubový háj', 'Dubový háj Campus Jigsaw Puzzle', 390, green, [mat('lepenka', 'board'), pack('500 dílků', '500 pieces'), dim('48 × 34 cm'), CZ]),
      thing('Plyšový žalud Quercík', 'Quercík Plush Acorn', 349, oak, [mat('recyklovaný polyester', 'recycled polyester'), dim('25 cm'), attr('gift', L.gift, bi('ne', 'no'))]),
      thing('Porcelánový talíř se znakem', 'Porcelain Plate with Crest', 590, white, [mat('porcelán', 'porcelain'), dim('průměr 27 cm'), attr('gift', L.gift, bi('ano', 'yes')), CZ]),
      thing('Vonná svíčka Dubový háj', 'Dubový háj Scented Candle', 290, natural, [mat('sójový vosk', 'soy wax'), attr('burn', bi('Doba hoření', 'Burn time'), bi('40 hodin', '40 hours')), CZ]),
      thing('USB flash disk 64 GB', '64 GB USB Flash Drive', 299, steel, [mat('hliník', 'aluminium'), attr('capacity', bi('Kapacita', 'Capacity'), same('64 GB')), attr('interface', bi('Rozhraní', 'Interface'), same('USB-C 3.2'))]),
      thing('Powerbanka 10 000 mAh', '10,000 mAh Power Bank', 690, black, [mat('hliník', 'aluminium'), attr('capacity', bi('Kapacita', 'Capacity'), same('10 000 mAh')), attr('interface', bi('Rozhraní', 'Interface'), same('USB-C, USB-A'))]),
      thing('Dubové krájecí prkénko', 'Oak Chopping Board', 490, oak, [mat('masivní dub', 'solid oak'), dim('35 × 22 cm'), CZ]),
      thing('Pamětní mince 150 let univerzity', 'University 150th Anniversary Coin', 890, mustard, [mat('mosaz', 'brass'), dim('průměr 40 mm'), attr('gift', L.gift, bi('ano', 'yes')), CZ]),
      thing('Nástěnný kalendář 2027', '2027 Campus Wall Calendar', 249, green, [mat('křídový papír', 'coated paper'), dim('A3'), attr('language', L.language, bi('čeština a angličtina', 'Czech and English')), CZ]),
      thing('Semínka z botanické zahrady', 'Botanical Garden Seed Set', 149, green, [pack('5 druhů', '5 species'), attr('gift', L.gift, bi('ano', 'yes')), CZ]),
      thing('Půllitr s logem', 'Logo Beer Glass', 159, white, [mat('sklo', 'glass'), attr('volume', bi('Objem', 'Capacity'), same('0,5 l')), CZ]),
      thing('Kravata v univerzitních barvách', 'University Tie', 590, wine, [mat('hedvábí', 'silk'), dim('148 × 7 cm'), attr('gift', L.gift, bi('ano', 'yes'))]),
      thing('Dárková sada pro absolventy', 'Graduate Gift Set', 1290, green, [pack('hrnek, zápisník, pero a taška', 'mug, notebook, pen and tote bag'), attr('gift', L.gift, bi('ano', 'yes')), CZ]),
      thing('Dárkový poukaz 500 Kč', 'Gift Voucher CZK 500', 500, mustard, [mat('papír', 'paper'), attr('validity', bi('Platnost', 'Valid for'), bi('12 měsíců', '12 months')), attr('gift', L.gift, bi('ano', 'yes'))]),
    ],
  },
]

