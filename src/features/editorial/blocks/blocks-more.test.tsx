/** Gallery, FAQ and sign-language video blocks (issue 25, ADR 101): the model, the rows, the checks, the view. */
import fc from 'fast-check'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { block, blocks, plainText, referencesOf, type Block } from './blocks.js'
import { Blocks } from './blocks-view.js'
import { checkBlocks, galleryFindings, linkFindings } from './checks.js'
import { parseFaq, serializeFaq } from './markup.js'
import { NO_REFS } from './resolve.js'
import { blocksOfForm, rowsOfBlocks, videoCodeOf } from './rows.js'

const HOST = 'https://video.e2e.test/embed/'
const txt = (text: string) => [{ type: 'text' as const, text }]
const form = (rows: Array<Record<string, string>>) => Object.fromEntries(rows.flatMap((r, i) => Object.entries(r).map(([k, v]) => [`block-${i}-${k}`, v])))

const faq: Block = { type: 'faq', items: [{ question: 'Kdy?', answer: [{ type: 'text', text: 'Do ' }, { type: 'text', text: 'února', marks: [{ type: 'bold' }] }] }, { question: 'Kde?', answer: txt('V aule.') }] }
const video: Block = { type: 'signLanguage', title: 'Přihláška ve znakovém jazyce', codes: ['abcd1234', 'x_y-z9'] }
const gallery: Block = { type: 'gallery', gallery: 2 }

describe('new blocks: the model', () => {
  it('takes a gallery, an FAQ and a sign-language video within their limits', () => {
    expect(blocks.parse([gallery, faq, video])).toEqual([gallery, faq, video])
  })

  it('refuses what is malformed, overlong, hostile or unknown', () => {
    const bad: unknown[] = [
      { type: 'gallery', gallery: 0 },
      { type: 'gallery', gallery: 1.5 },
      { type: 'gallery', gallery: '1' },
      { type: 'gallery', gallery: 1000 },
      { type: 'faq', items: [] },
      { type: 'faq', items: Array.from({ length: 31 }, () => ({ question: 'q', answer: txt('a') })) },
      { type: 'faq', items: [{ question: '', answer: txt('a') }] },
      { type: 'faq', items: [{ question: 'q', answer: [] }] },
      { type: 'faq', items: [{ question: 'x'.repeat(301), answer: txt('a') }] },
      { type: 'faq', items: [{ question: 'q\nq', answer: txt('a') }] },
      { type: 'faq', items: [{ question: 'q', answer: txt('a'.repeat(5001)) }] },
      { type: 'faq', items: [{ question: 'q', answer: [{ type: 'text', text: 'a', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] }] },
      JSON.parse('{"type":"faq","items":[{"question":"q","answer":[{"type":"text","text":"a"}],"__proto__":{"x":1}}]}'),
      { type: 'faq', items: [{ question: 'q', answer: txt('a'), constructor: 'x' }] },
      { type: 'signLanguage', title: 'T', codes: [] },
      { type: 'signLanguage', title: '', codes: ['abcd1234'] },
      { type: 'signLanguage', title: 'T', codes: ['https://evil.example/abcd'] },
      { type: 'signLanguage', title: 'T', codes: ['abc'] },
      { type: 'signLanguage', title: 'T', codes: ['"><script>'] },
      { type: 'signLanguage', title: 'T', codes: ['abcd1234', 'abcd1234'] },
      { type: 'signLanguage', title: 'T', codes: Array.from({ length: 11 }, (_, i) => `code${i}x`) },
      { type: 'signLanguage', title: 'x'.repeat(201), codes: ['abcd1234'] },
      { type: 'signLanguage', title: 'T', codes: ['abcd1234'], host: 'https://evil.example/' },
    ]
    for (const b of bad) expect(block.safeParse(b).success, JSON.stringify(b).slice(0, 80)).toBe(false)
  })

  it('puts the FAQ text and the video title into the plain text; the FAQ answers’ links are references', () => {
    expect(plainText([gallery, faq, video])).toBe('Kdy?\nDo února\n\nKde?\nV aule.\n\nPřihláška ve znakovém jazyce')
    const linked: Block = { type: 'faq', items: [{ question: 'q', answer: [{ type: 'text', text: 'rozvrh', marks: [{ type: 'link', attrs: { kind: 'page', id: 4 } }] }] }] }
    expect(referencesOf([linked, gallery, { type: 'gallery', gallery: 2 }])).toEqual({ links: { news: [], page: [4], document: [] }, media: [], documents: [], galleries: [2] })
  })
})

describe('new blocks: the FAQ markup', () => {
  it('reads Q:/A: pairs, continuation lines and markup in answers', () => {
    expect(parseFaq('Q: Kdy\nse hlásit?\nA: Do **února**,\npokud [nic](page:3) nebrání.\n\nq: Kde?\na: V aule.')).toEqual({
      ok: true,
      value: [
        { question: 'Kdy se hlásit?', answer: [{ type: 'text', text: 'Do ' }, { type: 'text', text: 'února', marks: [{ type: 'bold' }] }, { type: 'text', text: ', pokud ' }, { type: 'text', text: 'nic', marks: [{ type: 'link', attrs: { kind: 'page', id: 3 } }] }, { type: 'text', text: ' nebrání.' }] },
        { question: 'Kde?', answer: txt('V aule.') },
      ],
    })
  })

  it('refuses text before the first question, a question without an answer, two answers, an empty answer', () => {
    for (const src of ['Úvod\nQ: a\nA: b', 'Q: a', 'Q: a\nA: b\nA: c', 'A: b', 'Q: a\nA:', 'Q:\nA: b', '']) expect(parseFaq(src), src).toMatchObject({ ok: false, problem: 'faqShape' })
    expect(parseFaq('Q: a\nA: **b')).toMatchObject({ ok: false, problem: 'unclosedBold' })
    expect(parseFaq('Q: a\nA: [x](javascript:alert(1))')).toMatchObject({ ok: false, problem: 'badLink' })
    expect(parseFaq(Array.from({ length: 31 }, (_, i) => `Q: ${i}\nA: ${i}`).join('\n'))).toMatchObject({ ok: false, problem: 'faqSize' })
    expect(parseFaq(`Q: ${'x'.repeat(301)}\nA: b`)).toMatchObject({ ok: false, problem: 'tooLong' })
  })

  it('parse(serialize(parse(x))) = parse(x) for any text', () => {
    const piece = fc.constantFrom('Q: ', 'A: ', 'q:', 'a:', '**', '_', '[', '](https://x.cz)', '](news:3)', '\\', '|', '\n', '\n\n', ' ', 'Kdy', 'proč?', 'Q:A:')
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
        const first = parseFaq(parts.join(''))
        if (!first.ok) return
        expect(parseFaq(serializeFaq(first.value))).toEqual(first)
      }),
      { numRuns: 500 },
    )
  })
})

describe('new blocks: the form rows', () => {
  it('reads the three types and gives them back as rows read again the same (round trip)', () => {
    const r = blocksOfForm(
      form([
        { type: 'gallery', gallery: '2' },
        { type: 'faq', text: 'Q: Kdy?\nA: Do **února**\n\nQ: Kde?\nA: V aule.' },
        { type: 'signLanguage', video: `abcd1234, ${HOST}x_y-z9?autoplay=1 ${HOST}abcd1234`, title: ' Přihláška ve  znakovém jazyce ' },
      ]),
      { videoHost: HOST },
    )
    expect(r.ok && r.blocks).toEqual([gallery, faq, video])
    const again = blocksOfForm(form(rowsOfBlocks(blocks.parse([gallery, faq, video]))), { videoHost: HOST })
    expect(again.ok && again.blocks).toEqual([gallery, faq, video])
  })

  it('takes a code or the configured host’s address only', () => {
    expect(videoCodeOf('abcd1234', HOST)).toBe('abcd1234')
    expect(videoCodeOf(`${HOST}abcd1234`, HOST)).toBe('abcd1234')
    expect(videoCodeOf(`${HOST.toUpperCase()}abcd1234`, HOST)).toBe('abcd1234')
    for (const bad of ['https://evil.example/embed/abcd1234', `${HOST}abcd1234/../../x`, `${HOST}ab`, `javascript:alert(1)//${HOST}abcd`, `${HOST}abcd1234#x`, `http://video.e2e.test/embed/abcd1234`, `${HOST}"><script>`, `https://video.e2e.test.evil.example/embed/abcd1234`]) {
      expect(videoCodeOf(bad, HOST), bad).toBeUndefined()
    }
  })

  it('names the row of a malformed or hostile new block, nothing read', () => {
    const opts = { videoHost: HOST }
    expect(blocksOfForm(form([{ type: 'paragraph', text: 'ok' }, { type: 'signLanguage', video: 'https://evil.example/embed/abcd1234', title: 'T' }]), opts)).toMatchObject({ ok: false, row: 2, problem: 'videoInvalid' })
    expect(blocksOfForm(form([{ type: 'signLanguage', video: 'abcd1234' }]), opts)).toMatchObject({ ok: false, row: 1, problem: 'videoTitleRequired' })
    expect(blocksOfForm(form([{ type: 'signLanguage', video: Array.from({ length: 11 }, (_, i) => `code${i}x`).join(','), title: 'T' }]), opts)).toMatchObject({ ok: false, problem: 'videoInvalid' })
    expect(blocksOfForm(form([{ type: 'signLanguage', title: 'T' }]), opts)).toMatchObject({ ok: false, problem: 'videoInvalid' })
    expect(blocksOfForm(form([{ type: 'signLanguage', video: 'abcd1234', title: 'x'.repeat(201) }]), opts)).toMatchObject({ ok: false, problem: 'tooLong' })
    for (const g of ['0', '1;drop', '__proto__', '-1', '1000']) expect(blocksOfForm(form([{ type: 'gallery', gallery: g }]), opts), g).toMatchObject({ ok: false, row: 1 })
    expect(blocksOfForm(form([{ type: 'faq', text: '<script>alert(1)</script>' }]), opts)).toMatchObject({ ok: false, row: 1, problem: 'faqShape' })
    expect(blocksOfForm(form([{ type: 'faq', text: 'Q: a\nA: [x](javascript:alert(1))' }]), opts)).toMatchObject({ ok: false, row: 1, problem: 'badLink' })
    expect(blocksOfForm(form([{ type: 'faq', text: `Q: a\nA: ${'x'.repeat(5001)}` }]), opts)).toMatchObject({ ok: false, row: 1, problem: 'tooLong' })
    expect(blocksOfForm({ 'block-0-type': 'gallery', 'block-0-gallery': ['1', '2'] }, opts)).toMatchObject({ ok: false, problem: 'rowInvalid' })
    expect(blocksOfForm({ 'block-0-type': 'signLanguage', 'block-0-video': 'x'.repeat(2001), 'block-0-title': 'T' }, opts)).toMatchObject({ ok: false, problem: 'tooLong' })
  })

  it('a script in the FAQ answer or video title is text, never markup', () => {
    const r = blocksOfForm(form([{ type: 'faq', text: 'Q: <b>?\nA: <script>alert(1)</script>' }, { type: 'signLanguage', video: 'abcd1234', title: '<img src=x onerror=alert(1)>' }]), { videoHost: HOST })
    expect(r.ok).toBe(true)
    const html = renderToStaticMarkup(<Blocks lang="cs" blocks={r.ok ? r.blocks : []} refs={{ ...NO_REFS, videoHost: HOST }} />)
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;script&gt;')
  })
})

describe('new blocks: the checks', () => {
  it('a gallery the item does not have is an error naming the block; FAQ links are checked for vague texts', () => {
    const list: Block[] = [{ type: 'gallery', gallery: 1 }, { type: 'gallery', gallery: 3 }, { type: 'faq', items: [{ question: 'q', answer: [{ type: 'text', text: 'zde', marks: [{ type: 'link', attrs: { href: 'https://x.cz' } }] }] }] }]
    expect(galleryFindings(list, (n) => n === 1)).toEqual([{ kind: 'galleryMissing', block: 2, gallery: 3 }])
    expect(linkFindings(list)).toEqual([{ kind: 'vagueLink', block: 3, text: 'zde' }])
    expect(checkBlocks(list, { media: () => undefined, documentExists: () => true }).errors.map((f) => f.kind)).toEqual(['galleryMissing', 'galleryMissing'])
  })
})

describe('new blocks: the view', () => {
  const picture = (id: number) => ({ id, key: `k${id}`, alt: `Obrázek ${id}`, width: 1200, height: 800, widths: [320, 1200], version: 1 })

  it('renders the gallery with the gallery view, nothing for a gallery deleted since', () => {
    const refs = { ...NO_REFS, galleries: { 2: [picture(5), picture(6)] }, galleryCount: 2 } as unknown as typeof NO_REFS
    const html = renderToStaticMarkup(<Blocks lang="cs" blocks={[gallery, { type: 'gallery', gallery: 7 }]} refs={refs} name="news-9" />)
    expect(html).toContain('class="gallery-block"')
    expect(html).toContain('data-gallery="news-9-1-gallery-2"')
    expect(html).toContain('Fotogalerie 2')
    expect(html.match(/class="gallery__item"/g)).toHaveLength(2)
    expect(html).toContain('alt="Obrázek 5"')
    expect(html).not.toContain('gallery-7')
  })

  it('renders the FAQ as the pages’ FAQ: a section with its heading, remembered collapsibles with unique ids', () => {
    const html = renderToStaticMarkup(<Blocks lang="en" blocks={[faq]} refs={NO_REFS} name="news-9" />)
    expect(html).toContain('<section id="news-9-1-faq" class="content-section faq" aria-labelledby="news-9-1-faq-heading"><h2 id="news-9-1-faq-heading">Frequently asked questions</h2>')
    expect(html).toContain('<details class="collapsible" id="faq-news-9-1-1" data-collapsible="remember"><summary class="collapsible__summary">Kdy?</summary><div class="collapsible__body"><p>Do <strong>února</strong></p></div></details>')
    expect(html).toContain('id="faq-news-9-1-2"')
  })

  it('renders the video with the sign-language view on the configured host: links without script, triggers in a template', () => {
    const html = renderToStaticMarkup(<Blocks lang="cs" blocks={[video]} refs={{ ...NO_REFS, videoHost: HOST }} />)
    expect(html).toContain(`data-sign-language-videos="abcd1234,x_y-z9" data-sign-language-host="${HOST}"`)
    expect(html).toContain(`href="${HOST}abcd1234?autoplay=1"`)
    expect(html).toContain('<template>')
    expect(html).not.toContain('<iframe')
    expect(html).toContain('Přihláška ve znakovém jazyce')
  })
})
