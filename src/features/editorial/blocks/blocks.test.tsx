import fc from 'fast-check'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { block, blocks, body, paragraphsToBlocks, plainText, referencesOf, type Block } from './blocks.js'
import { Blocks } from './blocks-view.js'
import { checkBlocks, headingFindings, isVagueLinkText, linkFindings } from './checks.js'
import { parseInline, parseTable, serializeInline, serializeTable } from './markup.js'
import { NO_REFS } from './resolve.js'
import { blocksOfForm, rowsOfBlocks } from './rows.js'

const p = (...content: Array<{ type: 'text'; text: string; marks?: never[] } | Record<string, unknown>>) => ({ type: 'paragraph', content }) as Block

describe('blocks: the model', () => {
  it('takes every block type within its limits', () => {
    const ok: Block[] = [
      { type: 'heading', level: 2, text: 'Přijímačky' },
      p({ type: 'text', text: 'Ahoj ' }, { type: 'text', text: 'světe', marks: [{ type: 'bold' }, { type: 'link', attrs: { kind: 'news', id: 3 } }] }),
      { type: 'image', mediaId: 4, caption: 'Kampus' },
      { type: 'quote', content: [{ type: 'text', text: 'Věda' }], source: 'Rektor' },
      { type: 'callout', tone: 'warning', content: [{ type: 'text', text: 'Pozor' }] },
      { type: 'table', caption: 'Termíny', header: ['Den', 'Čas'], rows: [['Po', '9:00']] },
      { type: 'documents', ids: [1, 2] },
    ]
    expect(blocks.parse(ok)).toEqual(ok)
  })

  it('refuses unsafe link addresses: javascript:, data:, vbscript:, protocol-relative', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>', 'vbscript:x', '//evil.example', '/\\evil.example', ' javascript:x']) {
      expect(block.safeParse(p({ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href } }] })).success, href).toBe(false)
    }
    for (const href of ['https://www.example.cz/a?b=c', 'http://x.cz', 'mailto:a@b.cz', 'tel:+420 123 456 789', '/qf/cs/studium']) {
      expect(block.safeParse(p({ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href } }] })).success, href).toBe(true)
    }
  })

  it('refuses unknown keys (prototype names too), unknown types, control characters and overlong fields', () => {
    const hostile = JSON.parse('{"type":"heading","level":2,"text":"x","__proto__":{"polluted":true}}')
    expect(block.safeParse(hostile).success).toBe(false)
    expect(block.safeParse({ type: 'heading', level: 2, text: 'x', constructor: 'y' }).success).toBe(false)
    expect(block.safeParse({ type: 'script', text: 'x' }).success).toBe(false)
    expect(block.safeParse({ type: 'heading', level: 1, text: 'x' }).success).toBe(false)
    expect(block.safeParse({ type: 'heading', level: 5, text: 'x' }).success).toBe(false)
    expect(block.safeParse({ type: 'heading', level: 2, text: 'a\u0000b' }).success).toBe(false)
    expect(block.safeParse({ type: 'heading', level: 2, text: 'x'.repeat(201) }).success).toBe(false)
    expect(block.safeParse(p({ type: 'text', text: 'x'.repeat(20_001) })).success).toBe(false)
    expect(block.safeParse(p({ type: 'text', text: 'x', marks: [{ type: 'bold' }, { type: 'bold' }] })).success).toBe(false)
    expect(block.safeParse(p({ type: 'text', text: 'x', marks: [{ type: 'underline' }] })).success).toBe(false)
    expect(block.safeParse({ type: 'table', caption: 'c', header: Array(9).fill('h'), rows: [] }).success).toBe(false)
    expect(block.safeParse({ type: 'table', caption: 'c', header: ['a'], rows: Array(51).fill(['x']) }).success).toBe(false)
    expect(block.safeParse({ type: 'table', caption: 'c', header: ['a', 'b'], rows: [['x']] }).success).toBe(false)
    expect(block.safeParse({ type: 'documents', ids: [0] }).success).toBe(false)
    expect(blocks.safeParse(Array(201).fill({ type: 'heading', level: 2, text: 'x' })).success).toBe(false)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('reads an old revision’s text body as paragraphs, its links kept', () => {
    expect(body.parse('První [odkaz](https://x.cz).\n\n  Druhý  \n\n\n')).toEqual([
      p({ type: 'text', text: 'První ' }, { type: 'text', text: 'odkaz', marks: [{ type: 'link', attrs: { href: 'https://x.cz' } }] }, { type: 'text', text: '.' }),
      p({ type: 'text', text: 'Druhý' }),
    ])
    expect(body.parse('')).toEqual([])
    expect(body.safeParse('a\u0000b').success).toBe(false)
  })

  it('derives plain text and the references', () => {
    const list = blocks.parse([
      { type: 'heading', level: 2, text: 'H' },
      p({ type: 'text', text: 'a', marks: [{ type: 'link', attrs: { kind: 'page', id: 7 } }] }),
      { type: 'image', mediaId: 9 },
      { type: 'documents', ids: [5] },
    ])
    expect(plainText(list)).toBe('H\n\na')
    expect(referencesOf(list)).toEqual({ links: { news: [], page: [7], document: [] }, media: [9], documents: [5], galleries: [] })
    expect(paragraphsToBlocks('x')).toEqual([p({ type: 'text', text: 'x' })])
  })
})

describe('blocks: the markup', () => {
  it('parses bold, italic and links to addresses and items', () => {
    const r = parseInline('Je **to _tady_** a [zpráva](news:12), [web](https://x.cz) i \\*hvězda\\*')
    expect(r).toEqual({
      ok: true,
      value: [
        { type: 'text', text: 'Je ' },
        { type: 'text', text: 'to ', marks: [{ type: 'bold' }] },
        { type: 'text', text: 'tady', marks: [{ type: 'bold' }, { type: 'italic' }] },
        { type: 'text', text: ' a ' },
        { type: 'text', text: 'zpráva', marks: [{ type: 'link', attrs: { kind: 'news', id: 12 } }] },
        { type: 'text', text: ', ' },
        { type: 'text', text: 'web', marks: [{ type: 'link', attrs: { href: 'https://x.cz' } }] },
        { type: 'text', text: ' i *hvězda*' },
      ],
    })
  })

  it('refuses unclosed marks, unsafe and broken links', () => {
    expect(parseInline('**a')).toEqual({ ok: false, problem: 'unclosedBold' })
    expect(parseInline('a_b')).toEqual({ ok: false, problem: 'unclosedItalic' })
    expect(parseInline('[x](javascript:alert(1))')).toEqual({ ok: false, problem: 'badLink' })
    expect(parseInline('[x](data:text/html;base64,xx)')).toEqual({ ok: false, problem: 'badLink' })
    expect(parseInline('[x](news:0)')).toEqual({ ok: false, problem: 'badLink' })
    expect(parseInline('[x](news:99999999999)')).toEqual({ ok: false, problem: 'badLink' })
    expect(parseInline('[x](user:1)')).toEqual({ ok: false, problem: 'badLink' })
    expect(parseInline('[](news:1)')).toEqual({ ok: false, problem: 'emptyLink' })
    expect(parseInline('[1] a citation')).toMatchObject({ ok: true })
  })

  it('round-trips: serialize(parse(x)) is stable and parses to the same content', () => {
    const alphabet = fc.constantFrom('a', 'b', ' ', '*', '**', '_', '[', ']', '(', ')', '\\', '|', '\n', 'č', '<script>', '[t](news:1)', '[u](https://x.cz/a)', '](')
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 30 }), (parts) => {
        const first = parseInline(parts.join(''))
        if (!first.ok) return
        const once = serializeInline(first.value)
        const second = parseInline(once)
        expect(second).toEqual(first)
        expect(serializeInline((second as { value: typeof first.value }).value)).toBe(once)
      }),
      { numRuns: 2000 },
    )
  })

  it('reads tables: a header, rows of as many cells, escaped pipes', () => {
    expect(parseTable('Den | Čas\nPo | 9:00\n| Út | 10\\|11 |')).toEqual({ ok: true, header: ['Den', 'Čas'], rows: [['Po', '9:00'], ['Út', '10|11']] })
    expect(parseTable('a | b\nc')).toEqual({ ok: false, problem: 'tableShape' })
    expect(parseTable(['a|b|c|d|e|f|g|h|i'].join('\n'))).toEqual({ ok: false, problem: 'tableSize' })
    const t = parseTable(serializeTable(['a|b', 'c\\'], [['1', '2']]))
    expect(t).toEqual({ ok: true, header: ['a|b', 'c\\'], rows: [['1', '2']] })
  })
})

describe('blocks: the form rows', () => {
  const form = (rows: Array<Record<string, string>>) => Object.fromEntries(rows.flatMap((r, i) => Object.entries(r).map(([k, v]) => [`block-${i}-${k}`, v])))

  it('reads rows in the order of their numbers, leaves out removed and empty ones', () => {
    const r = blocksOfForm(
      form([
        { type: 'paragraph', text: 'Druhý', order: '20' },
        { type: 'heading', text: 'První', level: '2', order: '10' },
        { type: 'paragraph', text: 'Pryč', remove: '1' },
        { type: 'quote', text: '', order: '' },
      ]),
    )
    expect(r.ok && r.blocks).toEqual([{ type: 'heading', level: 2, text: 'První' }, p({ type: 'text', text: 'Druhý' })])
  })

  it('names the malformed row', () => {
    expect(blocksOfForm(form([{ type: 'paragraph', text: 'ok' }, { type: 'paragraph', text: '[x](javascript:alert(1))' }]))).toMatchObject({ ok: false, row: 2, problem: 'badLink' })
    expect(blocksOfForm(form([{ type: 'table', text: 'a|b\nc', caption: 'T' }]))).toMatchObject({ ok: false, row: 1, problem: 'tableShape' })
    expect(blocksOfForm(form([{ type: 'table', text: 'a|b' }]))).toMatchObject({ ok: false, row: 1, problem: 'captionRequired' })
    expect(blocksOfForm(form([{ type: 'heading', text: 'x', level: '1' }]))).toMatchObject({ ok: false, problem: 'levelInvalid' })
    expect(blocksOfForm(form([{ type: 'evil', text: 'x' }]))).toMatchObject({ ok: false, problem: 'typeInvalid' })
    expect(blocksOfForm(form([{ type: 'image', media: '1;drop' }]))).toMatchObject({ ok: false, problem: 'mediaInvalid' })
    expect(blocksOfForm(form([{ type: 'documents', text: '1, x' }]))).toMatchObject({ ok: false, problem: 'documentsInvalid' })
    expect(blocksOfForm(form([{ type: 'paragraph', text: 'a\u0007' }]))).toMatchObject({ ok: false, problem: 'rowInvalid' })
    expect(blocksOfForm({ 'block-0-type': ['paragraph', 'heading'], 'block-0-text': 'x' })).toMatchObject({ ok: false, problem: 'rowInvalid' })
  })

  it('gives back the rows it reads from stored blocks', () => {
    const stored = blocks.parse([
      { type: 'heading', level: 3, text: 'H' },
      p({ type: 'text', text: 'a ', marks: [{ type: 'italic' }] }, { type: 'text', text: 'b', marks: [{ type: 'link', attrs: { kind: 'document', id: 5 } }] }),
      { type: 'callout', tone: 'warning', content: [{ type: 'text', text: 'c' }] },
      { type: 'table', caption: 'T', header: ['x', 'y'], rows: [['1', '2']] },
      { type: 'quote', content: [{ type: 'text', text: 'q' }], source: 's' },
      { type: 'image', mediaId: 3, caption: 'i' },
      { type: 'documents', ids: [4, 5] },
    ])
    const again = blocksOfForm(form(rowsOfBlocks(stored)))
    expect(again.ok && again.blocks).toEqual(stored)
  })
})

describe('blocks: the writing checks', () => {
  const h = (level: 2 | 3 | 4, text: string): Block => ({ type: 'heading', level, text })
  it('refuses headings that skip a level, naming them', () => {
    expect(headingFindings([h(2, 'a'), h(3, 'b'), h(4, 'c'), h(2, 'd'), h(3, 'e')])).toEqual([])
    expect(headingFindings([h(3, 'Začátek')])).toEqual([{ kind: 'headingSkip', block: 1, text: 'Začátek', level: 3, allowed: 2 }])
    expect(headingFindings([h(2, 'a'), h(4, 'Hluboko')])).toMatchObject([{ text: 'Hluboko', allowed: 3 }])
  })

  it('refuses pictures without alt text unless decorative, and missing pictures or documents', () => {
    const list: Block[] = [{ type: 'image', mediaId: 1 }, { type: 'image', mediaId: 2 }, { type: 'image', mediaId: 3 }, { type: 'image', mediaId: 4 }, { type: 'documents', ids: [8, 9] }]
    const media = (id: number) => ({ 1: { alt: 'Kampus', decorative: false }, 2: { alt: ' ', decorative: false }, 3: { alt: '', decorative: true } })[id as 1 | 2 | 3]
    const r = checkBlocks(list, { media, documentExists: (id) => id === 8 })
    expect(r.errors.map((f) => f.kind)).toEqual(['imageAlt', 'imageMissing', 'documentMissing'])
  })

  it('flags link texts that say nothing, whatever their case and diacritics, as warnings', () => {
    for (const text of ['zde', 'ZDE', 'Klikněte sem', 'klikněte ZDE', 'kliknete sem', 'Více', 'vice', 'click here', 'Here', 'Read more…', 'more', 'tady']) expect(isVagueLinkText(text), text).toBe(true)
    for (const text of ['zde najdete rozvrh', 'Rozvrh zimního semestru', 'moreover']) expect(isVagueLinkText(text), text).toBe(false)
    const list: Block[] = [p({ type: 'text', text: 'Klikněte ', marks: [{ type: 'link', attrs: { href: 'https://x.cz' } }] }, { type: 'text', text: 'zde', marks: [{ type: 'bold' }, { type: 'link', attrs: { href: 'https://x.cz' } }] })]
    expect(linkFindings(list)).toEqual([{ kind: 'vagueLink', block: 1, text: 'Klikněte zde' }])
    expect(checkBlocks(list, { media: () => undefined, documentExists: () => true })).toMatchObject({ errors: [], warnings: [{ kind: 'vagueLink' }] })
  })
})

describe('blocks: the view', () => {
  it('renders semantic HTML, text escaped, item links resolved or plain', () => {
    const list = blocks.parse([
      { type: 'heading', level: 2, text: '<script>alert(1)</script>' },
      p(
        { type: 'text', text: '<img src=x onerror=alert(1)> ' },
        { type: 'text', text: 'tučně', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' živá', marks: [{ type: 'link', attrs: { kind: 'news', id: 1 } }] },
        { type: 'text', text: ' skrytá', marks: [{ type: 'link', attrs: { kind: 'news', id: 2 } }] },
        { type: 'text', text: ' ven', marks: [{ type: 'link', attrs: { href: 'https://x.cz' } }] },
      ),
      { type: 'callout', tone: 'info', content: [{ type: 'text', text: 'Pozor' }] },
      { type: 'table', caption: 'T', header: ['a', 'b'], rows: [['1', '2']] },
    ])
    const html = renderToStaticMarkup(<Blocks lang="cs" blocks={list} refs={{ ...NO_REFS, links: { 'news:1': '/qf/cs/aktuality/nove' } }} />)
    expect(html).toContain('<h2 class="blocks__heading">&lt;script&gt;alert(1)&lt;/script&gt;</h2>')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).not.toContain('<script')
    expect(html).toContain('<strong>tučně</strong>')
    expect(html).toContain('<a href="/qf/cs/aktuality/nove"> živá</a>')
    expect(html).toContain(' skrytá')
    expect(html).not.toContain('news:2')
    expect(html).toMatch(/<a href="https:\/\/x.cz" target="_blank" rel="nofollow noopener noreferrer"/)
    expect(html).toContain('<aside class="blocks__callout blocks__callout--info" aria-label="Upozornění"><p class="blocks__callout-label">Upozornění</p>')
    expect(html).toContain('<caption>T</caption>')
    expect(html).toContain('<th scope="col">a</th>')
    expect(html).toContain('<th scope="row">1</th>')
    expect(html).not.toContain('style=')
  })
})
