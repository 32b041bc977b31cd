import { describe, expect, it } from 'vitest'
import { allowedTypos, editDistance, foldWord, queryWords, termsOf, tsqueryOf, tsvectorOf, wordsOf } from './search-terms.js'
import { escapeHtml, snippetHtml } from './snippet.js'

describe('search terms', () => {
  it('folds case and diacritics, also letters NFD keeps', () => {
    expect(foldWord('Přihláška')).toBe('prihlaska')
    expect(foldWord('ŽLUŤOUČKÝ')).toBe('zlutoucky')
    expect(foldWord('Łódź')).toBe('lodz')
  })

  it('indexes a word as written and typed without accents under a shared stem', () => {
    const withAccents = termsOf('cs', 'přihlášky')
    const without = termsOf('cs', 'prihlasky')
    expect(withAccents).toContain('prihlasky')
    expect(withAccents.filter((t) => without.includes(t)).length).toBeGreaterThanOrEqual(2)
    // Different forms of one word meet in the stem.
    expect(termsOf('cs', 'přihláška').some((t) => termsOf('cs', 'přihlášku').includes(t) && t !== 'prihlasku')).toBe(true)
  })

  it('does not stem words shorter than four letters (the Czech stemmer empties some)', () => {
    expect(termsOf('cs', 'kde')).toEqual(['kde'])
    expect(termsOf('cs', 'rok')).toEqual(['rok'])
  })

  it('stems English with the English stemmer', () => {
    expect(termsOf('en', 'Admissions')).toContain('admiss')
    expect(termsOf('en', 'admission')).toContain('admiss')
  })

  it('splits on everything that is not a letter or digit and skips overlong tokens', () => {
    expect(wordsOf('a&b|c!d:e*(f) \'g\' "h" \\i <->j').map((w) => w.text)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'])
    expect(wordsOf(`x ${'y'.repeat(41)} z`).map((w) => w.text)).toEqual(['x', 'z'])
    expect(wordsOf('čaj 2026')).toEqual([{ text: 'čaj', start: 0 }, { text: '2026', start: 4 }])
  })

  it('keeps at most 8 distinct query words and reads only 2,000 characters', () => {
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8)
    expect(queryWords('Kolej kolej KOLEJ')).toEqual(['Kolej'])
    expect(queryWords(`${' '.repeat(2000)}slovo`)).toEqual([])
    expect(queryWords(' \t\n ')).toEqual([])
  })

  it('builds tsquery literals of quoted lexemes only, AND of ORs, with an optional prefix', () => {
    expect(tsqueryOf([{ alternatives: ['prihlaska', 'prihlask'] }, { alternatives: ['rok'], prefix: 'rok' }])).toBe(
      "('prihlaska' | 'prihlask') & ('rok' | 'rok':*)",
    )
    expect(tsqueryOf([{ alternatives: ["it's\\"] }])).toBe("('it\\'s\\\\')")
  })

  it('builds a tsvector with the title at weight A and the body unweighted, and collects folded words', () => {
    const { tsv, titleTsv, words } = tsvectorOf('cs', 'Koleje', 'Ubytování na koleji')
    expect(titleTsv).toContain("'koleje':1A")
    expect(tsv).toMatch(/'koleji':4(?!A)/)
    expect([...words].sort()).toEqual(['koleje', 'koleji', 'na', 'ubytovani'])
  })

  it('counts edits as a person would, a swap of neighbours being one', () => {
    expect(editDistance('knihovna', 'knihovna')).toBe(0)
    expect(editDistance('knihvona', 'knihovna')).toBe(1)
    expect(editDistance('knihovma', 'knihovna')).toBe(1)
    expect(editDistance('kihovna', 'knihovna')).toBe(1)
    expect(editDistance('elektrinicla', 'elektronicka')).toBe(2)
  })

  it('forgives no typo below 5 letters, one from 5, two from 9', () => {
    expect([4, 5, 8, 9, 12].map(allowedTypos)).toEqual([0, 1, 1, 2, 2])
  })
})

describe('snippets', () => {
  const matcher = { terms: new Set(termsOf('cs', 'knihovna')), prefixes: [] }

  it('marks the matching words in the passage with the most matches', () => {
    const text = `${'Úvod '.repeat(40)}Univerzitní knihovna je otevřena. Knihovny půjčují knihy.${' Závěr'.repeat(40)}`
    const html = snippetHtml('cs', text, matcher)
    expect(html).toContain('<mark>knihovna</mark>')
    expect(html).toContain('<mark>Knihovny</mark>')
    expect(html.startsWith('… ')).toBe(true)
    expect(html.endsWith(' …')).toBe(true)
  })

  it('escapes the text before marking it: markup in content stays text', () => {
    const html = snippetHtml('cs', 'Pozor <script>alert("x")</script> knihovna & <b>tučně</b>', matcher)
    expect(html).toBe('Pozor &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; <mark>knihovna</mark> &amp; &lt;b&gt;tučně&lt;/b&gt;')
    expect(html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/)
  })

  it('marks words by prefix while one is being typed, and starts at the text when nothing matches', () => {
    expect(snippetHtml('cs', 'Přihlášky ke studiu', { terms: new Set(), prefixes: ['prihl'] })).toBe('<mark>Přihlášky</mark> ke studiu')
    expect(snippetHtml('cs', 'Nic tu není', matcher)).toBe('Nic tu není')
    expect(snippetHtml('cs', '', matcher)).toBe('')
  })

  it('escapes every HTML special character', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;')
  })
})
