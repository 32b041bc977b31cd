/**
 * The university shop's catalogue. Fixed at every scale: a shop with a few hundred products
 * is realistic, and the comparison and listing features need variety, not volume.
 * Prices are in whole crowns including VAT; products.ts turns them into haléře.
 */
import type { ProductAttribute } from '../schema.js'
import { bi, type Bi } from './text.js'

export type Shape = 'shirt' | 'hoodie' | 'zip-hoodie' | 'cap' | 'mug' | 'bag' | 'pen' | 'book' | 'journal' | 'gift'

export interface Colour {
  name: Bi
  hex: string
}

export interface ItemSeed {
  name: Bi
  priceKc: number
  colour: Colour
  attributes: ProductAttribute[]
  vatRate?: number
  /** Drawn as this instead of the category's shape (a sweatshirt among T-shirts). */
  shape?: Shape
}

export interface CategorySeed {
  code: string
  slug: Bi
  name: Bi
  description: Bi
  vatRate: number
  shape: Shape
  /** Sentences for product descriptions in this category. */
  blurbs: Bi[]
  items: ItemSeed[]
}

export const attr = (key: string, label: Bi, value: Bi): ProductAttribute => ({ key, label, value })
const c = (cs: string, en: string, hex: string): Colour => ({ name: bi(cs, en), hex })

export const COLOURS = {
  green: c('tmavě zelená', 'dark green', '#1d4d3a'),
  white: c('bílá', 'white', '#f3f1ea'),
  grey: c('šedý melír', 'heather grey', '#9a9c9a'),
  navy: c('námořnická modrá', 'navy blue', '#1f2a44'),
  wine: c('vínová', 'burgundy', '#6d1f2f'),
  mustard: c('hořčicová', 'mustard', '#c9961a'),
  black: c('černá', 'black', '#232323'),
  natural: c('přírodní', 'natural', '#e3d5b8'),
  oak: c('dubové dřevo', 'oak wood', '#a4733f'),
  steel: c('stříbrná', 'silver', '#b8bec4'),
}

const L = {
  material: bi('Materiál', 'Material'),
  colour: bi('Barva', 'Colour'),
  sizes: bi('Velikosti', 'Sizes'),
  weight: bi('Gramáž', 'Fabric weight'),
  fit: bi('Střih', 'Fit'),
  care: bi('Údržba', 'Care'),
  volume: bi('Objem', 'Capacity'),
  dishwasher: bi('Do myčky', 'Dishwasher safe'),
  dimensions: bi('Rozměry', 'Dimensions'),
  mass: bi('Hmotnost', 'Weight'),
  origin: bi('Země původu', 'Country of origin'),
  pack: bi('Balení', 'Pack'),
  author: bi('Autor', 'Author'),
  pages: bi('Počet stran', 'Pages'),
  isbn: bi('ISBN', 'ISBN'),
  issn: bi('ISSN', 'ISSN'),
  binding: bi('Vazba', 'Binding'),
  year: bi('Rok vydání', 'Year published'),
  language: bi('Jazyk', 'Language'),
}

const same = (text: string) => bi(text, text)
const colourAttr = (colour: Colour) => attr('colour', L.colour, colour.name)
const CZ = attr('origin', L.origin, bi('Česká republika', 'Czech Republic'))
const YES = bi('ano', 'yes')

/** One item per colour, named "Base – colour". */
function variants(base: Bi, priceKc: number, colours: Colour[], attrs: (colour: Colour) => ProductAttribute[], shape?: Shape): ItemSeed[] {
  return colours.map((colour) => ({
    name: bi(`${base.cs} – ${colour.name.cs}`, `${base.en} – ${colour.name.en}`),
    priceKc,
    colour,
    attributes: [colourAttr(colour), ...attrs(colour)],
    ...(shape ? { shape } : {}),
  }))
}

const item = (cs: string, en: string, priceKc: number, colour: Colour, attributes: ProductAttribute[], vatRate?: number): ItemSeed => ({
  name: bi(cs, en), priceKc, colour, attributes, ...(vatRate === undefined ? {} : { vatRate }),
})

const { green, white, grey, navy, wine, mustard, black, natural, oak, steel } = COLOURS

const tee = (material: Bi, weight: string, fit: Bi) => () => [
  attr('material', L.material, material),
  attr('sizes', L.sizes, same('S, M, L, XL, XXL')),
  attr('weight', L.weight, same(weight)),
  attr('fit', L.fit, fit),
  attr('care', L.care, bi('praní na 30 °C, naruby', 'wash at 30 °C inside out')),
]
const cotton = bi('100 % biobavlna', '100% organic cotton')
const blend = bi('80 % bavlna, 20 % polyester', '80% cotton, 20% polyester')
const unisex = bi('unisex', 'unisex')

export const APPAREL_AND_ACCESSORIES: CategorySeed[] = [
  {
    code: 'TRI',
    slug: bi('tricka-a-mikiny', 't-shirts-and-sweatshirts'),
    name: bi('Trička a mikiny', 'T-shirts and Sweatshirts'),
    description: bi('Oblečení z biobavlny s logem univerzity, šité v Česku.', 'Organic cotton clothing with the university logo, made in Czechia.'),
    vatRate: 21,
    shape: 'shirt',
    blurbs: [
      bi('Potisk je vodou ředitelný a vydrží desítky praní.', 'The water-based print lasts for dozens of washes.'),
      bi('Šito v dílně v Dubové Hoře z certifikované biobavlny.', 'Sewn in a workshop in Dubová Hora from certified organic cotton.'),
      bi('Barvy i potisk drží tvar a odstín i po mnoha praních.', 'Colours and print keep their shape and shade wash after wash.'),
    ],
    items: [
      ...variants(bi('Tričko s logem univerzity', 'University Logo T-shirt'), 349, [green, white, grey, navy], tee(cotton, '180 g/m²', unisex)),
      ...variants(bi('Dámské tričko Quercus', 'Women’s Quercus T-shirt'), 369, [green, white, wine, mustard], tee(bi('95 % bavlna, 5 % elastan', '95% cotton, 5% elastane'), '160 g/m²', bi('dámský', 'women’s'))),
      ...variants(bi('Mikina s kapucí', 'Hooded Sweatshirt'), 899, [green, grey, navy, black], tee(blend, '300 g/m²', unisex), 'hoodie'),
      ...variants(bi('Mikina na zip', 'Zip-up Sweatshirt'), 949, [green, grey, navy, wine], tee(blend, '320 g/m²', unisex), 'zip-hoodie'),
      // Three more lines give this category a third listing page (12 tiles a page, 28 products).
      ...variants(bi('Polokošile', 'Polo Shirt'), 549, [green, white, navy, black], tee(cotton, '200 g/m²', unisex)),
      ...variants(bi('Tričko s dlouhým rukávem', 'Long-sleeve T-shirt'), 449, [green, grey, navy, mustard], tee(cotton, '190 g/m²', unisex)),
      ...variants(bi('Dětské tričko', 'Kids’ T-shirt'), 249, [green, white, wine, mustard], tee(cotton, '150 g/m²', bi('dětský', 'kids’'))),
    ],
  },
  {
    code: 'CEP',
    slug: bi('cepice-a-doplnky', 'caps-and-accessories'),
    name: bi('Čepice a doplňky', 'Caps and Accessories'),
    description: bi('Kšiltovky, čepice, šály a drobnosti v univerzitních barvách.', 'Caps, beanies, scarves and small items in university colours.'),
    vatRate: 21,
    shape: 'cap',
    blurbs: [
      bi('Výšivka s dubovým listem je odolná a nepouští barvu.', 'The oak leaf embroidery is durable and colourfast.'),
      bi('Skvělý dárek pro studenty i absolventy.', 'A great gift for students and alumni.'),
      bi('Univerzální velikost sedí většině dospělých.', 'The one-size fit suits most adults.'),
    ],
    items: [
      ...variants(bi('Kšiltovka s výšivkou', 'Embroidered Cap'), 299, [green, navy, natural], () => [attr('material', L.material, cotton), attr('sizes', L.sizes, bi('univerzální, nastavitelná', 'one size, adjustable')), CZ]),
      ...variants(bi('Zimní čepice', 'Knitted Beanie'), 349, [green, grey, wine], () => [attr('material', L.material, bi('100 % merino vlna', '100% merino wool')), attr('sizes', L.sizes, bi('univerzální', 'one size')), attr('care', L.care, bi('ruční praní', 'hand wash')), CZ]),
      ...variants(bi('Šála v univerzitních barvách', 'Scarf in University Colours'), 499, [green, wine], () => [attr('material', L.material, bi('akryl a vlna', 'acrylic and wool')), attr('dimensions', L.dimensions, same('180 × 25 cm')), CZ]),
      ...variants(bi('Ponožky s žaludy', 'Acorn Pattern Socks'), 179, [green, mustard], () => [attr('material', L.material, bi('bavlna s elastanem', 'cotton with elastane')), attr('sizes', L.sizes, same('36–40, 41–46')), CZ]),
      ...variants(bi('Šňůrka na krk', 'Lanyard'), 79, [green, black], () => [attr('material', L.material, bi('recyklovaný polyester', 'recycled polyester')), attr('dimensions', L.dimensions, same('90 × 2 cm')), CZ]),
      ...variants(bi('Skládací deštník', 'Folding Umbrella'), 549, [green, navy], () => [attr('material', L.material, bi('polyester, ocelová konstrukce', 'polyester, steel frame')), attr('dimensions', L.dimensions, bi('průměr 98 cm', 'diameter 98 cm')), attr('mass', L.mass, same('340 g'))]),
      item('Dřevěná klíčenka', 'Wooden Keyring', 89, oak, [colourAttr(oak), attr('material', L.material, bi('dubové dřevo', 'oak wood')), attr('dimensions', L.dimensions, same('6 × 3 cm')), CZ]),
      item('Odznak s dubovým listem', 'Oak Leaf Pin Badge', 59, mustard, [colourAttr(mustard), attr('material', L.material, bi('smaltovaný kov', 'enamelled metal')), attr('dimensions', L.dimensions, same('25 mm')), CZ]),
    ],
  },
  {
    code: 'HRN',
    slug: bi('hrnky-a-lahve', 'mugs-and-bottles'),
    name: bi('Hrnky a láhve', 'Mugs and Bottles'),
    description: bi('Hrnky, termohrnky a láhve na vodu pro přednášky i cesty.', 'Mugs, travel mugs and water bottles for lectures and travel.'),
    vatRate: 21,
    shape: 'mug',
    blurbs: [
      bi('Vhodné pro každodenní použití v kanceláři i na koleji.', 'Suitable for everyday use in the office or halls.'),
      bi('Znak univerzity je vypálený a neodírá se.', 'The university crest is fired on and does not wear off.'),
      bi('Nahraďte jednorázové kelímky a ušetřete v menze.', 'Replace disposable cups and save money in the canteen.'),
    ],
    items: [
      ...variants(bi('Keramický hrnek 330 ml', 'Ceramic Mug 330 ml'), 229, [green, white, navy, mustard], () => [attr('volume', L.volume, same('330 ml')), attr('material', L.material, bi('keramika', 'ceramic')), attr('dishwasher', L.dishwasher, YES), CZ]),
      ...variants(bi('Termohrnek 450 ml', 'Travel Mug 450 ml'), 449, [green, black, steel], () => [attr('volume', L.volume, same('450 ml')), attr('material', L.material, bi('nerezová ocel', 'stainless steel')), attr('dishwasher', L.dishwasher, bi('ne', 'no')), attr('mass', L.mass, same('310 g'))]),
      ...variants(bi('Nerezová láhev 500 ml', 'Stainless Steel Bottle 500 ml'), 399, [green, navy, steel], () => [attr('volume', L.volume, same('500 ml')), attr('material', L.material, bi('nerezová ocel', 'stainless steel')), attr('dishwasher', L.dishwasher, bi('ne', 'no')), attr('mass', L.mass, same('280 g'))]),
      ...variants(bi('Skleněná láhev 600 ml', 'Glass Bottle 600 ml'), 329, [green, natural], () => [attr('volume', L.volume, same('600 ml')), attr('material', L.material, bi('borosilikátové sklo', 'borosilicate glass')), attr('dishwasher', L.dishwasher, YES)]),
      ...variants(bi('Espresso šálek s podšálkem', 'Espresso Cup and Saucer'), 189, [white, green], () => [attr('volume', L.volume, same('90 ml')), attr('material', L.material, bi('porcelán', 'porcelain')), attr('dishwasher', L.dishwasher, YES), CZ]),
      ...variants(bi('Smaltovaný plecháček', 'Enamel Camping Mug'), 259, [white, green], () => [attr('volume', L.volume, same('350 ml')), attr('material', L.material, bi('smaltovaná ocel', 'enamelled steel')), attr('dishwasher', L.dishwasher, YES), CZ]),
    ],
  },
  {
    code: 'TAS',
    slug: bi('tasky-a-batohy', 'bags-and-backpacks'),
    name: bi('Tašky a batohy', 'Bags and Backpacks'),
    description: bi('Tašky, batohy a pouzdra na knihy, notebooky i sportovní výbavu.', 'Bags, backpacks and cases for books, laptops and sports gear.'),
    vatRate: 21,
    shape: 'bag',
    blurbs: [
      bi('Pevné švy unesou i plnou várku skript.', 'Strong seams carry a full load of textbooks.'),
      bi('Vyrobeno z odolných a recyklovatelných materiálů.', 'Made from durable, recyclable materials.'),
      bi('Diskrétní logo univerzity na přední straně.', 'A discreet university logo on the front.'),
    ],
    items: [
      ...variants(bi('Plátěná taška', 'Canvas Tote Bag'), 199, [natural, green, black, navy], () => [attr('material', L.material, bi('bavlněné plátno', 'cotton canvas')), attr('dimensions', L.dimensions, same('38 × 42 cm')), attr('volume', L.volume, same('10 l')), CZ]),
      ...variants(bi('Batoh na notebook 15"', '15" Laptop Backpack'), 1290, [green, grey, black], () => [attr('material', L.material, bi('recyklovaný polyester', 'recycled polyester')), attr('dimensions', L.dimensions, same('45 × 30 × 14 cm')), attr('volume', L.volume, same('22 l')), attr('mass', L.mass, same('720 g'))]),
      ...variants(bi('Sportovní vak', 'Drawstring Gym Bag'), 179, [green, mustard, wine], () => [attr('material', L.material, bi('polyester', 'polyester')), attr('dimensions', L.dimensions, same('34 × 45 cm')), attr('volume', L.volume, same('8 l'))]),
      ...variants(bi('Taška přes rameno', 'Messenger Bag'), 890, [grey, green], () => [attr('material', L.material, bi('voskované plátno', 'waxed canvas')), attr('dimensions', L.dimensions, same('38 × 28 × 10 cm')), attr('volume', L.volume, same('12 l')), CZ]),
      ...variants(bi('Penál', 'Pencil Case'), 149, [green, navy], () => [attr('material', L.material, bi('bavlněné plátno', 'cotton canvas')), attr('dimensions', L.dimensions, same('21 × 8 cm')), CZ]),
      ...variants(bi('Obal na notebook', 'Laptop Sleeve'), 490, [grey, black], () => [attr('material', L.material, bi('plsť', 'felt')), attr('dimensions', L.dimensions, same('38 × 27 cm')), attr('mass', L.mass, same('260 g'))]),
    ],
  },
]
