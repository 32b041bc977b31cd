import { describe, expect, it } from 'vitest'
import { renderRegions } from '../../server/render/page.js'
import type { ContentContextValue } from '../../ui/page-context.js'
import { newsListPageModel } from './news-list-page.js'
import type { NewsSummary } from './news.types.js'

const ctx: ContentContextValue = { lang: 'en' }

const item = (id: number): NewsSummary => ({
  id,
  kind: 'news',
  slug: `item-${id}`,
  title: `Item <${id}>`,
  perex: 'Perex',
  publishedAt: new Date('2025-03-01T10:00:00Z'),
  eventStartsAt: null,
  eventEndsAt: null,
  eventLocation: null,
  image: null,
})

describe('news listing regions', () => {
  const model = newsListPageModel('en', { items: [item(21), item(22)], kind: undefined, page: 2, pages: 3 })

  it('renders the newsList region alone, with its pagination and without the page heading', () => {
    const { html, missing } = renderRegions(ctx, model, ['newsList'])
    const list = html.get('newsList')!
    expect(missing).toEqual([])
    expect(list.startsWith('<div id="newsList"')).toBe(true)
    expect(list).not.toContain('<h1')
    expect(list).not.toContain('id="pageContent"')
    expect(list).toContain('<a href="/qf/en/news/item-21">Item &lt;21&gt;</a>')
    expect(list).toContain('<a href="/qf/en/news" rel="prev"')
    expect(list).toContain('<a href="/qf/en/news?page=3" rel="next"')
  })

  it('keeps the kind filter in the paging links of the region', () => {
    const events = newsListPageModel('en', { items: [item(1)], kind: 'event', page: 1, pages: 2 })
    expect(renderRegions(ctx, events, ['newsList']).html.get('newsList')).toContain('href="/qf/en/news?page=2&amp;kind=event" rel="next"')
  })

  it('renders the same list inside pageContent under the page heading', () => {
    const page = renderRegions(ctx, model, ['pageContent']).html.get('pageContent')!
    expect(page).toMatch(/^<main id="pageContent"[\s\S]*<h1 id="mainContent"[^>]*>News<\/h1>[\s\S]*<div id="newsList"/)
  })

  it('is stored only until the soonest listed event ends, when its badge must change', () => {
    const soon = new Date(Date.now() + 3_600_000)
    const event = { ...item(3), kind: 'event' as const, eventStartsAt: new Date(Date.now() - 3_600_000), eventEndsAt: soon }
    const over = { ...item(4), kind: 'event' as const, eventStartsAt: new Date('2025-01-01T10:00:00Z'), eventEndsAt: new Date('2025-01-01T12:00:00Z') }
    expect(newsListPageModel('en', { items: [item(1), over, event], kind: undefined, page: 1, pages: 1 }).freshUntil).toEqual(soon)
    expect(model.freshUntil).toBeUndefined()
  })
})
