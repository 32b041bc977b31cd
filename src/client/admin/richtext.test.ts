/**
 * The rich-text editor's pure parts (ADR 099): its documents written as the block rows' markup and
 * read back (markup.ts's own parser and writer, so what the editor puts in the textarea is what the
 * server reads), the link form's address check, and what a paste from Word, Google Docs or a hostile
 * page leaves: paragraphs with bold, italic and allowed links, nothing else.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { RichText } from '../../features/editorial/blocks/blocks.js'
import { parseInline, serializeInline } from '../../features/editorial/blocks/markup.js'
import { cleanPastedHtml } from './paste.js'
import { docOfMarkup, linkTarget, markupOfDoc, richTextOf } from './richtext-doc.js'

const paragraphsOf = (markup: string, shape: 'multi' | 'single' = 'multi') => {
  const made = docOfMarkup(markup, shape)
  if (!made.ok) throw new Error(made.problem)
  const out: RichText[] = []
  made.doc.forEach((p) => out.push(richTextOf(p)))
  return { doc: made.doc, out }
}

describe('the editor document and the markup', () => {
  it('reads each paragraph as markup.ts does and writes the same markup back', () => {
    const markup = 'Přihlášky **do konce února**, viz [oznámení](news:12) a _[web](https://example.org/a?b=1)_.\n\nDruhý \\*odstavec\\* s **_obojím_** a [stránkou](page:34), [spisem](document:5), [poštou](mailto:a@example.cz).'
    const { doc, out } = paragraphsOf(markup)
    expect(out).toEqual(markup.split('\n\n').map((c) => (parseInline(c) as { value: RichText }).value))
    // Written back as markup.ts writes it (`_[web](…)_` comes back as `[_web_](…)`), which reads the same.
    expect(markupOfDoc(doc).split('\n\n').map((c) => parseInline(c))).toEqual(markup.split('\n\n').map((c) => parseInline(c)))
    expect(markupOfDoc(paragraphsOf(markupOfDoc(doc)).doc)).toBe(markupOfDoc(doc))
    expect(doc.toJSON().content[0].content[1]).toEqual({ type: 'text', text: 'do konce února', marks: [{ type: 'bold' }] })
  })

  it('a quote or call-out is one paragraph: a blank line in its markup is a space, as the server reads it', () => {
    const { out } = paragraphsOf('Jedna\n\ndvě', 'single')
    expect(out).toEqual([[{ type: 'text', text: 'Jedna dvě' }]])
  })

  it('markup the server refuses is not loaded (the textarea stays to fix it)', () => {
    expect(docOfMarkup('**neuzavřené', 'multi')).toEqual({ ok: false, problem: 'unclosedBold' })
    expect(docOfMarkup('[zlé](javascript:alert(1))', 'multi')).toEqual({ ok: false, problem: 'badLink' })
  })

  it('an empty textarea is one empty paragraph, written back as nothing', () => {
    const { doc } = paragraphsOf('')
    expect(doc.childCount).toBe(1)
    expect(markupOfDoc(doc)).toBe('')
  })

  it('round trip: any rich text the model holds goes markup → editor → markup → the same rich text', () => {
    const link = fc.oneof(
      fc.constantFrom('https://example.org/x', '/qf/cs/kontakt', 'mailto:a@example.cz', 'tel:+420 123 456 789').map((href) => ({ href })),
      fc.record({ kind: fc.constantFrom('news' as const, 'page' as const, 'document' as const), id: fc.integer({ min: 1, max: 99999 }) }),
    )
    const text = fc.stringMatching(/^[a-zá-ž0-9 *_[\]\\|().,:-]{1,12}$/)
    const node = fc.record({ text, bold: fc.boolean(), italic: fc.boolean(), link: fc.option(link, { nil: undefined }) })
    fc.assert(
      fc.property(fc.array(node, { minLength: 1, maxLength: 6 }), (nodes) => {
        const rich = nodes.map((n) => {
          const marks = [...(n.bold ? [{ type: 'bold' as const }] : []), ...(n.italic ? [{ type: 'italic' as const }] : []), ...(n.link ? [{ type: 'link' as const, attrs: n.link }] : [])]
          return marks.length ? { type: 'text' as const, text: n.text, marks } : { type: 'text' as const, text: n.text }
        })
        const markup = serializeInline(rich)
        const expected = parseInline(markup)
        if (!expected.ok || expected.value.length === 0) return
        const { doc, out } = paragraphsOf(markup, 'single')
        expect(out[0]).toEqual(expected.value)
        expect(parseInline(markupOfDoc(doc))).toEqual(expected)
      }),
      { numRuns: 300 },
    )
  })
})

describe('the link form’s address', () => {
  it('takes what markup.ts takes: web, mail, phone, site paths and items', () => {
    expect(linkTarget('https://example.org/a')).toEqual({ ok: true, attrs: { href: 'https://example.org/a' } })
    expect(linkTarget(' http://example.org ')).toEqual({ ok: true, attrs: { href: 'http://example.org' } })
    expect(linkTarget('mailto:studijni@example.cz')).toMatchObject({ ok: true })
    expect(linkTarget('tel:+420221951111')).toMatchObject({ ok: true })
    expect(linkTarget('/qf/cs/kontakt')).toMatchObject({ ok: true })
    expect(linkTarget('news:12')).toEqual({ ok: true, attrs: { kind: 'news', id: 12 } })
    expect(linkTarget('page:34')).toEqual({ ok: true, attrs: { kind: 'page', id: 34 } })
    expect(linkTarget('document:5')).toEqual({ ok: true, attrs: { kind: 'document', id: 5 } })
  })

  it('refuses scripts and data by name, anything else as not allowed', () => {
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' java\tscript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox']) expect(linkTarget(bad)).toEqual({ ok: false, problem: 'script' })
    for (const bad of ['//evil.example', 'ftp://example.org', 'news:0', 'news:abc', 'example.org', 'https://a.example/x)y']) expect(linkTarget(bad)).toEqual({ ok: false, problem: 'invalid' })
    expect(linkTarget('   ')).toEqual({ ok: false, problem: 'empty' })
  })
})

/** What Word 365 for Windows puts on the clipboard as text/html (trimmed of most of its style sheet). */
const WORD = `<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><meta name=ProgId content=Word.Document><meta name=Generator content="Microsoft Word 15">
<!--[if gte mso 9]><xml>
 <o:OfficeDocumentSettings><o:AllowPNG/></o:OfficeDocumentSettings>
</xml><![endif]-->
<style>
<!--
 /* Style Definitions */
 p.MsoNormal, li.MsoNormal, div.MsoNormal
	{mso-style-unhide:no; margin:0cm; margin-bottom:.0001pt; font-size:11.0pt; font-family:"Calibri",sans-serif;}
p.MsoListParagraphCxSpFirst {mso-style-type:export-only; margin-left:36.0pt;}
-->
</style>
</head>
<body lang=CS link="#0563C1" vlink="#954F72" style='tab-interval:35.4pt'>
<!--StartFragment-->
<p class=MsoNormal><span style='mso-fareast-language:CS'>Přihlášky přijímáme <b><span style='mso-bidi-font-weight:normal'>do konce února</span></b>, podrobnosti
v <i>oznámení</i> na <a href="https://www.example.cz/prijimacky"><span style='color:#0563C1'>webu fakulty</span></a>.<o:p></o:p></span></p>

<p class=MsoNormal><o:p>&nbsp;</o:p></p>

<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span
style='font-family:Symbol;mso-fareast-font-family:Symbol;mso-bidi-font-family:Symbol'><span
style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]>Druhý odstavec s <span style='font-weight:bold'>tučným</span> textem a <a name="_Hlk1234">kotvou</a>.<o:p></o:p></p>

<h1 style='mso-style-name:"Heading 1"'><span style='font-size:16.0pt'>Nadpis z Wordu<o:p></o:p></span></h1>
<!--EndFragment-->
</body>
</html>`

/** What Google Docs in Chrome puts on the clipboard: its whole paste in a `<b style="font-weight:normal">`. */
const DOCS = `<meta charset='utf-8'><meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-4f1c2a3b-7fff-8e2d-55aa-0123456789ab"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Termíny zkoušek jsou </span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:700;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">3. a 4. června</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:italic;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">, náhradní termín</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;"> v září. </span><a href="https://docs.google.com/document/d/1AbC/edit" style="text-decoration:none;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#1155cc;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:underline;-webkit-text-decoration-skip:none;text-decoration-skip-ink:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Více o zkouškách</span></a></p><br><h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;"><span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;">Nadpis v Dokumentech</span></h2><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:700;font-style:italic;">Tučná kurzíva</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;"> a&nbsp;konec.</span></p></b><br class="Apple-interchange-newline">`

const HOSTILE = `<div class="x" style="color:red" onclick="alert(1)"><p onmouseover="alert(2)">Ahoj <script>document.cookie</script><img src=x onerror=alert(3)><a href="javascript:alert(4)">zlý</a> <a href=" JaVaScRiPt:alert(5)">zlý2</a> <a href="data:text/html,<script>alert(6)</script>">data</a><style>p{color:red}</style><iframe src="https://evil.example"></iframe><svg onload=alert(7)><a href="https://ok.example">svg</a></svg> <a href="https://ok.example/" target="_blank" rel="opener" style="color:red" class="c" onclick="x()">dobrý</a> &lt;script&gt;alert(8)&lt;/script&gt;</p><form action="https://evil.example"><button>Odeslat</button><input value="x"></form><p><b>tučně <i>obojí</b> kurzíva</i></p><p>konec <img src="x" onerror="alert(9)"</p>`

describe('paste cleaning', () => {
  it('Word: paragraphs with bold, italic and links; no classes, styles, o:p, list bullets, conditional comments or headings', () => {
    expect(cleanPastedHtml(WORD)).toBe(
      '<p>Přihlášky přijímáme <strong>do konce února</strong>, podrobnosti v <em>oznámení</em> na <a href="https://www.example.cz/prijimacky">webu fakulty</a>.</p>' +
        '<p>Druhý odstavec s <strong>tučným</strong> textem a kotvou.</p>' +
        '<p>Nadpis z Wordu</p>',
    )
  })

  it('Google Docs: the font-weight:normal wrapper is not bold, spans of weight 700 and italic style are', () => {
    expect(cleanPastedHtml(DOCS)).toBe(
      '<p>Termíny zkoušek jsou <strong>3. a 4. června</strong><em>, náhradní termín</em> v září. <a href="https://docs.google.com/document/d/1AbC/edit">Více o zkouškách</a></p>' +
        '<p>Nadpis v Dokumentech</p>' +
        '<p><strong><em>Tučná kurzíva</em></strong> a\u00a0konec.</p>',
    )
  })

  it('a quote or call-out takes one paragraph', () => {
    expect(cleanPastedHtml('<p>Jedna</p><p><b>dvě</b></p>', { single: true })).toBe('<p>Jedna <strong>dvě</strong></p>')
  })

  it('hostile HTML: no script, handlers, styles, classes, frames or unsafe links survive; their text is plain text', () => {
    const clean = cleanPastedHtml(HOSTILE)
    expect(clean).toBe(
      '<p>Ahoj zlý zlý2 data <a href="https://ok.example/">dobrý</a> &lt;script&gt;alert(8)&lt;/script&gt;</p>' +
        '<p><strong>tučně </strong><strong><em>obojí</em></strong> kurzíva</p>' +
        '<p>konec</p>',
    )
    for (const bad of ['<script', 'onerror', 'onclick', 'onmouseover', 'style=', 'class=', 'javascript:', 'data:', '<img', '<iframe', '<svg', 'target=', 'cookie', '<form', '<input']) expect(clean.toLowerCase()).not.toContain(bad)
    // Only the four elements, and `href` the only attribute.
    expect([...clean.matchAll(/<\/?([a-z]+)([^>]*)>/g)].every((m) => ['p', 'strong', 'em', 'a'].includes(m[1]!) && (!m[2] || /^ href="https:\/\/ok\.example\/"$/.test(m[2])))).toBe(true)
  })

  it('control characters are dropped; entities are read', () => {
    expect(cleanPastedHtml('<p>a\u0007b &amp; &#x10D;&#269; &quot;c&quot;</p>')).toBe('<p>ab &amp; čč "c"</p>')
  })
})
