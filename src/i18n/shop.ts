import { defineMessages, type Lang } from './index.js'

/** The e-shop: home, category listing, product detail and its gallery. */
export const shopMessages = defineMessages({
  homeTitle: { cs: 'Univerzitní e-shop', en: 'University e-shop' },
  /** The running sale's countdown (ADR 087), e.g. "Vánoční výprodej končí". */
  saleEnds: { cs: '${name} končí', en: '${name} ends' },
  homeDescription: {
    cs: 'Oblečení, doplňky a publikace s logem Univerzity Quercus Fontana.',
    en: 'Clothing, accessories and books bearing the Quercus Fontana University logo.',
  },
  categories: { cs: 'Kategorie', en: 'Categories' },
  /** The category page's and the home tiles' list of subcategories (ADR 090). */
  subcategories: { cs: 'Podkategorie: ${name}', en: 'Subcategories: ${name}' },
  productCountOne: { cs: '${count} produkt', en: '${count} product' },
  productCountFew: { cs: '${count} produkty', en: '${count} products' },
  productCountOther: { cs: '${count} produktů', en: '${count} products' },
  featured: { cs: 'Doporučujeme', en: 'Featured products' },
  categoryTitlePaged: { cs: '${name} – strana ${page}', en: '${name} – page ${page}' },
  categoryTitlePages: { cs: '${name} – strany ${first}–${last}', en: '${name} – pages ${first}–${last}' },
  showMore: { cs: 'Zobrazit další produkty', en: 'Show more products' },
  emptyInStock: { cs: 'Skladem teď v této kategorii nic není.', en: 'Nothing in this category is in stock just now.' },
  listingForm: { cs: 'Řazení a filtr produktů', en: 'Sort and filter products' },
  sortBy: { cs: 'Řadit', en: 'Sort by' },
  'sort.recommended': { cs: 'Doporučené', en: 'Recommended' },
  'sort.price-asc': { cs: 'Od nejlevnějšího', en: 'Price: low to high' },
  'sort.price-desc': { cs: 'Od nejdražšího', en: 'Price: high to low' },
  'sort.name': { cs: 'Podle názvu (A–Z)', en: 'Name (A–Z)' },
  'sort.newest': { cs: 'Nejnovější', en: 'Newest' },
  availabilityAll: { cs: 'Všechny produkty', en: 'All products' },
  availabilityInStock: { cs: 'Jen skladem', en: 'In stock only' },
  listingSubmit: { cs: 'Zobrazit', en: 'Show' },
  emptyCategory: { cs: 'V této kategorii zatím nejsou žádné produkty.', en: 'There are no products in this category yet.' },
  soldOut: { cs: 'Vyprodáno', en: 'Sold out' },
  inStock: { cs: 'Skladem (${count} ks)', en: 'In stock (${count} pcs)' },
  price: { cs: 'Cena', en: 'Price' },
  vatIncluded: { cs: 'včetně DPH ${rate} %', en: 'incl. ${rate}% VAT' },
  priceWithoutVat: { cs: 'Bez DPH ${price}', en: '${price} excl. VAT' },
  availability: { cs: 'Dostupnost', en: 'Availability' },
  sku: { cs: 'Katalogové číslo', en: 'SKU' },
  description: { cs: 'Popis', en: 'Description' },
  attributes: { cs: 'Parametry', en: 'Specifications' },
  gallery: { cs: 'Fotografie', en: 'Photos' },
  noPhoto: { cs: 'Produkt zatím nemá fotografii', en: 'This product has no photo yet' },
  // A running sale (ADR 051)
  salePrice: { cs: 'Cena po slevě', en: 'Sale price' },
  originalPrice: { cs: 'Původní cena', en: 'Original price' },
  discount: { cs: 'Sleva ${percent} %', en: '${percent}% off' },
})

const pluralRules = { cs: new Intl.PluralRules('cs-CZ'), en: new Intl.PluralRules('en-GB') }

/** Czech has three forms for whole numbers (1 produkt, 2 produkty, 5 produktů). */
export function productCountKey(lang: Lang, count: number) {
  const form = pluralRules[lang].select(count)
  return form === 'one' ? 'productCountOne' : form === 'few' ? 'productCountFew' : 'productCountOther'
}
