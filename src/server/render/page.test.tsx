import { describe, expect, it, vi } from 'vitest'
import { Container } from '../../ui/container.js'
import { containerIds, type ContainerId } from '../../ui/containers.js'
import { Icon } from '../../ui/icon.js'
import { useContent, type FrameContext } from '../../ui/page-context.js'
import type { PageModel } from '../../ui/page-model.js'
import { documentTemplate, fillDocument, renderDocument, renderRegion, renderRegions } from './page.js'

const ctx: FrameContext = { lang: 'cs', nonce: 'n0nce', url: '/qf/cs/x', origin: 'http://localhost', canonical: '/qf/cs/x', visitor: { displayName: 'Jana Nováková', admin: null }, flags: new Set() }
const parts = new Map([
  ['userMenu', renderRegion(ctx, <Container id="userMenu">menu</Container>)],
  ['userLists', renderRegion(ctx, <Container id="userLists">lists</Container>)],
  ['headerSearchResults', renderRegion(ctx, <Container id="headerSearchResults" />)],
  ['userListsRwd', renderRegion(ctx, <Container id="userListsRwd">rwd</Container>)],
] as const)
const layout = { headerTools: ['userMenu', 'userLists'], searchPanel: ['headerSearchResults'], mobileMenu: ['userListsRwd'] } as const
const frame = { parts, layout }
const chrome = {
  menu: [{ title: 'Studium', href: '/qf/cs/studium', children: [{ title: 'Obory', href: '/qf/cs/studium/obory' }] }],
  footer: [{ title: 'Studium', href: '/qf/cs/studium' }],
  faculties: [{ id: 1, name: 'Filozofická fakulta', href: '/qf/cs/fakulty/ff' }],
}
const assets = { script: '/build/assets/index-abc12345.js', styles: ['/build/assets/index-abc12345.css'], spriteVersion: 'v1', shareImage: { src: '/build/img/share-abc12345.png', width: 1200, height: 630 } }

function model() {
  const pageContent = vi.fn(() => (
    <Container id="pageContent">
      <h1 id="mainContent">Nadpis</h1>
      {newsList()}
    </Container>
  ))
  const newsList = vi.fn(() => <Container id="newsList">seznam</Container>)
  const m: PageModel = { title: 'Nadpis', alternate: '/qf/en/x', regions: { pageContent, newsList } }
  return { m, pageContent, newsList }
}

describe('render path', () => {
  it('renders one region alone without calling the others', () => {
    const { m, pageContent, newsList } = model()
    const { html, missing } = renderRegions(ctx, m, ['newsList'])
    expect(html.get('newsList')).toBe('<div id="newsList" data-container="newsList" data-pu-target="newsList">seznam</div>')
    expect(pageContent).not.toHaveBeenCalled()
    expect(newsList).toHaveBeenCalledTimes(1)
    expect(missing).toEqual([])
  })

  it('reports the regions the page lacks, frame containers included (the frame renders those)', () => {
    const { m } = model()
    const { html, missing } = renderRegions(ctx, m, ['userMenu', 'productList'])
    expect(html.size).toBe(0)
    expect(missing).toEqual(['userMenu', 'productList'])
  })

  it('gives a region the language and nothing of the visitor', () => {
    function Probe() {
      const content = useContent()
      return <p>{JSON.stringify(content)}</p>
    }
    expect(renderRegion(ctx, <Probe />)).toBe('<p>{&quot;lang&quot;:&quot;cs&quot;}</p>')
  })

  it('renders a complete document with every frame part in its slot, the nonce and the sprite version', () => {
    const { m } = model()
    const doc = renderDocument({ ctx, meta: m, pageContent: renderRegions(ctx, m, ['pageContent']).html.get('pageContent')!, chrome, ...frame, assets, preview: false })
    expect(doc.startsWith('<!DOCTYPE html><html lang="cs" data-sprite-version="v1">')).toBe(true)
    expect(doc).toContain('<script type="module" src="/build/assets/index-abc12345.js" nonce="n0nce">')
    for (const id of ['pageContent', 'userMenu', 'userLists', 'userListsRwd', 'headerSearchResults', 'newsList']) {
      expect(doc).toContain(`id="${id}"`)
    }
    expect(doc).toContain('href="#mainContent"')
    expect(doc).toMatch(/role="group"[^>]*><div id="userMenu"[^>]*>menu<\/div><div id="userLists"[^>]*>lists<\/div><\/div>/)
    expect(doc).toMatch(/class="main-nav__rwd"><div id="userListsRwd"/)
    expect(doc).toMatch(/<link rel="alternate" hreflang="en" href="http:\/\/localhost\/qf\/en\/x"\/>/i)
  })

  it('holds the first paint until the parser has reached the footer, after every region (ADR 013)', () => {
    const { m } = model()
    const doc = renderDocument({ ctx, meta: m, pageContent: renderRegions(ctx, m, ['pageContent']).html.get('pageContent')!, chrome, ...frame, assets, preview: false })
    const head = doc.slice(0, doc.indexOf('</head>'))
    expect(head).toContain('<link rel="expect" href="#pageFooter" blocking="render"/>')
    expect(doc.indexOf('<footer class="page-footer" id="pageFooter"')).toBeGreaterThan(doc.indexOf('id="pageContent"'))
  })

  it('drops the sprite version in preview mode', () => {
    const doc = renderDocument({ ctx, meta: model().m, pageContent: '<main id="pageContent"></main>', chrome, ...frame, assets, preview: true })
    expect(doc).not.toContain('data-sprite-version')
    expect(doc).toContain('data-preview=""')
    expect(doc).toContain('<use href="/build/img/svg/svg-sprite.svg#icon-logo">')
  })

  it('points every icon, in the frame and in regions, into the sprite file so they draw without script', () => {
    const doc = renderDocument({ ctx, meta: model().m, pageContent: '<main id="pageContent"></main>', chrome, ...frame, assets, preview: false })
    const uses = [...doc.matchAll(/<use href="([^"]+)"/g)].map((m) => m[1])
    expect(uses.length).toBeGreaterThan(2)
    for (const href of uses) expect(href).toMatch(/^\/build\/img\/svg\/svg-sprite-v1\.svg#icon-[a-z-]+$/)
    expect(renderRegion(ctx, <Icon name="cart" />, '/build/img/svg/svg-sprite-v1.svg')).toContain('href="/build/img/svg/svg-sprite-v1.svg#icon-cart"')
  })

  it('fills one template per page with each request’s parts and nonce, as if rendered whole', () => {
    const { m } = model()
    const template = documentTemplate({ ctx, meta: m, chrome, layout, assets, preview: false })
    const other = new Map<ContainerId, string>([...parts, ['userMenu', renderRegion(ctx, <Container id="userMenu">Jana Nováková</Container>)]])
    const pageContent = '<main id="pageContent">obsah</main>'
    const whole = renderDocument({ ctx: { ...ctx, nonce: 'druhy' }, meta: m, pageContent, chrome, parts: other, layout, assets, preview: false })
    expect(fillDocument(template, { pageContent, parts: other, nonce: 'druhy' })).toBe(whole)
    expect(whole).toContain('>Jana Nováková</div>')
    expect(whole.match(/nonce="druhy"/g)).toHaveLength(2)
  })

  it('takes nothing in a page’s text or meta for a hole of its template', () => {
    const forged = '<template id="qfhole0000000000000000-nonce"></template>qfhole-nonce'
    const { m } = model()
    const template = documentTemplate({ ctx, meta: { ...m, title: forged, description: forged }, chrome, layout, assets, preview: false })
    expect(template.holes.filter((h) => h.kind === 'nonce')).toHaveLength(2)
    const doc = fillDocument(template, { pageContent: `<main>${forged}</main>`, parts, nonce: 'n1' })
    expect(doc).toContain(`<main>${forged}</main>`)
    expect(doc).not.toContain('nonce="n1"</title>')
  })

  it('declares every container with a label', () => {
    expect(containerIds).toContain('pageContent')
    expect(new Set(containerIds).size).toBe(containerIds.length)
  })
})
