import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Lang } from '../i18n/index.js'
import { ContentContext } from './page-context.js'
import { readableText } from '../shared/content-links.js'
import { Paragraphs } from './paragraphs.js'

const render = (text: string, lang: Lang = 'en') =>
  renderToString(
    <ContentContext value={{ lang }}>
      <Paragraphs text={text} />
    </ContentContext>,
  )

const REL = 'rel="nofollow noopener noreferrer"'

describe('Paragraphs: content text with links', () => {
  it('a link to another site opens in a new window with rel and the hint in the page language', () => {
    expect(render('See [the ministry](https://www.mvcr.cz/) now.')).toBe(
      `<p>See <a href="https://www.mvcr.cz/" target="_blank" ${REL} title="Opens in a new window">the ministry</a> now.</p>`,
    )
    expect(render('Viz [ministerstvo](https://www.mvcr.cz/).', 'cs')).toContain('title="Otevře se v novém okně">ministerstvo</a>.')
  })

  it('a site path is a plain link; blank lines still separate paragraphs', () => {
    expect(render('One [home](/qf/en/home).\n\nTwo')).toBe('<p>One <a href="/qf/en/home">home</a>.</p><p>Two</p>')
  })

  it('anything else stays escaped text: script, javascript:, protocol-relative and data addresses, markup in labels', () => {
    for (const text of [
      '<script>alert(1)</script>',
      '[x](javascript:alert(1))',
      '[x](//evil.example/)',
      '[x](data:text/html,<b>)',
      '[x](/\\evil.example)',
      '[x](https://a.example/" onmouseover="alert(1))',
    ]) {
      const html = render(text)
      expect(html, text).not.toMatch(/<a |<script|<b>/)
    }
    expect(render('[<img src=x onerror=alert(1)>](https://a.example/)')).toContain('&lt;img src=x onerror=alert(1)&gt;</a>')
  })

  it('an overlong label or address is not a link', () => {
    expect(render(`[${'x'.repeat(201)}](https://a.example/)`)).not.toContain('<a ')
    expect(render(`[x](https://a.example/${'y'.repeat(2001)})`)).not.toContain('<a ')
  })
})

describe('readableText: what search indexes of content with links', () => {
  it('keeps each link label and drops its address, leaving other brackets alone', () => {
    expect(readableText('Viz [zákon o VŠ](https://www.zakonyprolidi.cz/cs/1998-111) a [kontakty](/qf/cs/kontakty).')).toBe('Viz zákon o VŠ a kontakty.')
    expect(readableText('[not a link](javascript:alert(1)) [x]')).toBe('[not a link](javascript:alert(1)) [x]')
  })
})
