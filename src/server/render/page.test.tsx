import { describe, expect, it, vi } from 'vitest'
import { Container } from '../../ui/container.js'
import { containerIds } from '../../ui/containers.js'
import type { PageContextValue } from '../../ui/page-context.js'
import type { PageModel } from '../../ui/page-model.js'
import { renderDocument, renderRegions } from './page.js'

const ctx: PageContextValue = { lang: 'cs', nonce: 'n0nce', url: '/qf/cs/x', user: null }
const chrome = {
  menu: [{ title: 'Studium', href: '/qf/cs/studium', children: [{ title: 'Obory', href: '/qf/cs/studium/obory' }] }],
  faculties: [{ id: 1, name: 'Filozofická fakulta', href: '/qf/cs/fakulty/ff' }],
}
const assets = { script: '/build/assets/index-abc12345.js', styles: ['/build/assets/index-abc12345.css'], spriteVersion: 'v1' }

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

  it('renders regions of the page frame alone and reports the ones the page lacks', () => {
    const { m } = model()
    const { html, missing } = renderRegions(ctx, m, ['userMenu', 'productList'])
    expect(html.get('userMenu')).toMatch(/^<div id="userMenu"/)
    expect(missing).toEqual(['productList'])
  })

  it('renders a complete document with every frame container, the nonce and the sprite version', () => {
    const { m } = model()
    const doc = renderDocument({ ctx, meta: m, pageContent: renderRegions(ctx, m, ['pageContent']).html.get('pageContent')!, chrome, assets, preview: false })
    expect(doc.startsWith('<!DOCTYPE html><html lang="cs" data-sprite-version="v1">')).toBe(true)
    expect(doc).toContain('<script type="module" src="/build/assets/index-abc12345.js" nonce="n0nce">')
    for (const id of ['pageContent', 'userMenu', 'userLists', 'userListsRwd', 'headerSearchResults', 'newsList']) {
      expect(doc).toContain(`id="${id}"`)
    }
    expect(doc).toContain('href="#mainContent"')
    expect(doc).toMatch(/<link rel="alternate" hreflang="en" href="\/qf\/en\/x"\/>/i)
  })

  it('drops the sprite version in preview mode', () => {
    const doc = renderDocument({ ctx, meta: model().m, pageContent: '<main id="pageContent"></main>', chrome, assets, preview: true })
    expect(doc).not.toContain('data-sprite-version')
    expect(doc).toContain('data-preview=""')
  })

  it('declares every container with a label', () => {
    expect(containerIds).toContain('pageContent')
    expect(new Set(containerIds).size).toBe(containerIds.length)
  })
})
