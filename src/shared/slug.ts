/** Addresses made from titles: the seed's and the editors' (a news item without a chosen address). */

const COMBINING_MARKS = /[\u0300-\u036f]/g

/** URL slug: ASCII, lowercase, dashes; Czech diacritics folded (`přijímací` → `prijimaci`). */
export function slugify(text: string, maxLength = 80): string {
  const slug = text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (slug.length <= maxLength) return slug
  // Cut at a word boundary so the slug does not end in half a word.
  const cut = slug.slice(0, maxLength)
  const dash = cut.lastIndexOf('-')
  return dash > maxLength / 2 ? cut.slice(0, dash) : cut
}
