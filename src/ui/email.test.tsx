import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { EmailLink, emailParts } from './email.js'

describe('EmailLink', () => {
  it('offers a line break only before the @ and the dots', () => {
    expect(emailParts('jana.novakova@fpv.qfu.example.cz')).toEqual(['jana', '.novakova', '@fpv', '.qfu', '.example', '.cz'])
    expect(renderToStaticMarkup(<EmailLink address="info@qfu.example.cz" />)).toBe(
      '<a href="mailto:info@qfu.example.cz" class="email">info<wbr/>@qfu<wbr/>.example<wbr/>.cz</a>',
    )
  })

  it('escapes what it is given', () => {
    expect(renderToStaticMarkup(<EmailLink address={'a"<b>@x.cz'} />)).toBe('<a href="mailto:a&quot;&lt;b&gt;@x.cz" class="email">a&quot;&lt;b&gt;<wbr/>@x<wbr/>.cz</a>')
  })
})
