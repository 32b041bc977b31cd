import { describe, expect, it } from 'vitest'
import { renderRegion } from '../../server/render/page.js'
import type { Suggestions } from './search.types.js'
import { SuggestionsFragment } from './suggestions-fragment.js'

const list = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => ({ title: `${prefix} ${i + 1}`, url: `/qf/en/${prefix}-${i + 1}` }))
const suggestions = (items: number, categories: number): Suggestions => ({
  items: list(items, 'item').map((s) => ({ ...s, kind: 'page' as const, section: 'Faculty <A>' })),
  categories: list(categories, 'cat'),
})
const render = (s: Suggestions, lang: 'cs' | 'en' = 'en') =>
  renderRegion({ lang }, <SuggestionsFragment lang={lang} scope="web" query={'mug <b>'} facultyId={3} suggestions={s} />)
const SHOW_ALL = 'class="suggestions__option suggestions__all"'

describe('suggestion fragment', () => {
  it('holds one listbox with the item group and the category group, options being links out of the tab order', () => {
    const html = render(suggestions(2, 1))
    expect(html).toContain('<div class="suggestions__list" role="listbox" aria-label="Suggestions">')
    expect(html).toContain('<div class="suggestions__group" role="group" aria-label="Pages">')
    expect(html).toContain('<div class="suggestions__group" role="group" aria-label="Sections and faculties">')
    expect(html).toContain('<a class="suggestions__option suggestions__option--page" role="option" aria-selected="false" tabindex="-1" href="/qf/en/item-1">item 1<span class="suggestions__section"> – Faculty &lt;A&gt;</span></a>')
    expect(html).toContain('<a class="suggestions__option suggestions__option--category" role="option" aria-selected="false" tabindex="-1" href="/qf/en/cat-1">cat 1</a>')
    expect(html.match(/role="option"/g)).toHaveLength(3)
  })

  it('titles the list with its count, labelled with every title joined by commas', () => {
    const html = render(suggestions(2, 1), 'cs')
    expect(html).toContain('<h2 class="suggestions__title" tabindex="0" aria-label="item 1, item 2, cat 1">Návrhy: 3</h2>')
  })

  it.each([
    [10, 0, true],
    [9, 0, false],
    [0, 10, true],
    [3, 9, false],
    [10, 10, true],
  ])('with %i items and %i categories shows the Show all results link: %s', (items, categories, shown) => {
    const html = render(suggestions(items, categories))
    expect(html.includes(SHOW_ALL)).toBe(shown)
  })

  it('leads Show all results to the scope’s results for the same query and faculty, in the path’s language', () => {
    expect(render(suggestions(10, 0))).toContain(`<a ${SHOW_ALL} role="option" aria-selected="false" tabindex="-1" href="/qf/en/ramjet/helpzone/search-content?frm.query=mug+%3Cb%3E&amp;frm.facultyCategory=3">Show all results</a>`)
    expect(render(suggestions(0, 10), 'cs')).toContain('>Zobrazit všechny výsledky</a>')
  })
})
