/**
 * What the rich-text editor keeps of pasted HTML (issue 25: "paste from Word or Google Docs comes in
 * clean", ADR 099). Word and Google Docs put their formatting in styles (`mso-*`, `font-weight:700`
 * on spans), wrap a Docs paste in `<b style="font-weight:normal" id="docs-internal-guid-…">`, and
 * bring `<o:p>`, conditional comments, list bullets as text, classes and fonts. This reads the
 * HTML as a stream of tags (a pure function: no DOM, so it runs in a unit test and before the
 * browser's parser sees anything), works out for each piece of text whether it is bold, italic or
 * linked, and writes it back as nothing but `<p>`, `<strong>`, `<em>` and `<a href>` with an
 * allowed address. Scripts, styles, images, attributes, headings (a heading becomes a paragraph:
 * a paragraph block holds no headings) and unsafe links are gone. ProseMirror's clipboard parser
 * then keeps only what the schema allows, a second sieve.
 */
import { linkTarget } from './richtext-doc.js'

/** Elements dropped with everything inside them. */
const DROPPED = new Set(['script', 'style', 'head', 'title', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'noscript', 'textarea', 'select', 'option', 'button', 'xml', 'o:p', 'canvas', 'audio', 'video', 'map'])
/** Elements that end a paragraph and start another. */
const BLOCKS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'ul', 'ol', 'dl', 'dt', 'dd', 'blockquote', 'pre', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'section', 'article', 'aside', 'header', 'footer', 'main', 'nav', 'figure', 'figcaption', 'address', 'hr', 'body', 'html'])
const VOID = new Set(['br', 'hr', 'img', 'meta', 'link', 'input', 'wbr', 'col', 'area', 'base', 'source', 'track', 'param', 'embed'])

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', ndash: '–', mdash: '—', hellip: '…', bdquo: '„', ldquo: '“', rdquo: '”', lsquo: '‘', rsquo: '’', sbquo: '‚', shy: '' }

function decode(s: string): string {
  return s.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});?/gi, (all, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : ''
    }
    return NAMED[ref.toLowerCase()] ?? all
  })
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;')

const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

function attributesOf(source: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const m of source.matchAll(ATTR)) out[m[1]!.toLowerCase()] = decode(m[2] ?? m[3] ?? m[4] ?? '')
  return out
}

/** One CSS property of a style attribute, lowercased, without `!important`. */
function styleOf(style: string | undefined, property: string): string | undefined {
  if (!style) return undefined
  for (const part of style.split(';')) {
    const [name, ...value] = part.split(':')
    if (name?.trim().toLowerCase() === property) return value.join(':').replace(/!important/i, '').trim().toLowerCase()
  }
  return undefined
}

/** `true` bold, `false` explicitly not bold, `undefined` inherited. */
function weight(value: string | undefined): boolean | undefined {
  if (!value) return undefined
  if (value === 'bold' || value === 'bolder') return true
  if (value === 'normal' || value === 'lighter') return false
  const n = Number(value)
  return Number.isFinite(n) ? n >= 600 : undefined
}

function slant(value: string | undefined): boolean | undefined {
  if (!value) return undefined
  if (value === 'italic' || value.startsWith('oblique')) return true
  if (value === 'normal') return false
  return undefined
}

interface Frame {
  name: string
  bold?: boolean
  italic?: boolean
  link?: string | null
  skip?: boolean
}

interface Run {
  text: string
  bold: boolean
  italic: boolean
  link?: string
}

// eslint-disable-next-line no-control-regex -- the blocks refuse control characters; a paste drops them
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g
const TAG = /<(\/?)([a-zA-Z][\w:.-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g

/**
 * Pasted HTML as clean HTML of paragraphs with bold, italic and links. `single` (a quote or a
 * call-out: one paragraph) joins the paragraphs with a space.
 */
export function cleanPastedHtml(html: string, { single = false }: { single?: boolean } = {}): string {
  let source = html
  // Word and the browsers mark the copied part; outside it are the document's head and styles.
  const start = source.indexOf('<!--StartFragment-->')
  const end = source.lastIndexOf('<!--EndFragment-->')
  if (start >= 0 && end > start) source = source.slice(start + 20, end)
  source = source
    // Raw-text elements first: what is inside them is not markup.
    .replace(/<(script|style|xml|template|textarea|title|noscript)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, '')
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<!\[[\s\S]*?\]>/g, '')
    .replace(/<![^>]*>/g, '')
    .replace(/<\?[^>]*>/g, '')

  const paragraphs: Run[][] = [[]]
  const stack: Frame[] = []
  const state = () => {
    let bold = false
    let italic = false
    let link: string | undefined
    let skip = false
    for (const f of stack) {
      if (f.bold !== undefined) bold = f.bold
      if (f.italic !== undefined) italic = f.italic
      if (f.link !== undefined) link = f.link ?? undefined
      if (f.skip) skip = true
    }
    return { bold, italic, link, skip }
  }
  const breakParagraph = () => {
    if (paragraphs.at(-1)!.length) paragraphs.push([])
  }
  const text = (raw: string) => {
    const s = state()
    if (s.skip) return
    // A `<` before a letter that no tag rule took is a broken tag, not text a browser would show.
    const value = decode(raw.replace(/<[a-zA-Z!/?][^<]*/g, '')).replace(CONTROL, '').replace(/[ \t\r\n\f]+/g, ' ')
    if (value) paragraphs.at(-1)!.push({ text: value, bold: s.bold, italic: s.italic, ...(s.link ? { link: s.link } : {}) })
  }

  let at = 0
  for (const m of source.matchAll(TAG)) {
    text(source.slice(at, m.index))
    at = m.index + m[0].length
    const closing = m[1] === '/'
    const name = m[2]!.toLowerCase()
    if (closing) {
      const i = stack.findLastIndex((f) => f.name === name)
      if (i >= 0) stack.length = i
      if (BLOCKS.has(name)) breakParagraph()
      continue
    }
    if (name === 'br') {
      // A line break inside a paragraph is a space, as in the markup.
      text(' ')
      continue
    }
    if (BLOCKS.has(name)) breakParagraph()
    if (VOID.has(name) || m[4] === '/') continue
    const attrs = attributesOf(m[3] ?? '')
    const frame: Frame = { name }
    if (DROPPED.has(name) || /mso-list\s*:\s*ignore/i.test(attrs.style ?? '') || styleOf(attrs.style, 'display') === 'none') frame.skip = true
    if (name === 'b' || name === 'strong') frame.bold = true
    if (name === 'i' || name === 'em') frame.italic = true
    // Docs wraps its whole paste in <b style="font-weight:normal">; a style has the last word.
    frame.bold = weight(styleOf(attrs.style, 'font-weight')) ?? frame.bold
    frame.italic = slant(styleOf(attrs.style, 'font-style')) ?? frame.italic
    if (/^h[1-6]$/.test(name)) frame.bold = false
    if (name === 'a') {
      const target = attrs.href ? linkTarget(attrs.href) : undefined
      frame.link = target?.ok ? attrs.href!.trim() : null
    }
    stack.push(frame)
  }
  text(source.slice(at).replace(/<[^>]*$/, ''))

  const html_ = paragraphs
    .map((runs) => {
      // No space at a paragraph's ends (a Word paragraph starts with its source's line break).
      const kept = runs.map((r) => ({ ...r }))
      if (kept[0]) kept[0].text = kept[0].text.trimStart()
      if (kept.at(-1)) kept.at(-1)!.text = kept.at(-1)!.text.trimEnd()
      const out = kept.filter((r) => r.text).map((r) => {
        let s = escapeText(r.text)
        if (r.italic) s = `<em>${s}</em>`
        if (r.bold) s = `<strong>${s}</strong>`
        if (r.link) s = `<a href="${escapeAttr(r.link)}">${s}</a>`
        return s
      })
      return out.join('')
    })
    .filter((p) => p.replace(/<[^>]+>/g, '').replace(/&nbsp;|\u00a0/g, ' ').trim())
  return single ? `<p>${html_.join(' ')}</p>` : html_.map((p) => `<p>${p}</p>`).join('')
}
