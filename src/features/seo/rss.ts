/** An RSS 2.0 feed (rssboard.org specification), with the Atom `self` link validators ask for. */
import { xmlEscape } from './xml.js'

export interface RssItem {
  title: string
  link: string
  description: string
  pubDate: Date
}

export interface RssChannel {
  title: string
  /** The site page the feed belongs to. */
  link: string
  /** The feed's own address. */
  self: string
  description: string
  language: string
  items: RssItem[]
}

export function rssXml(channel: RssChannel): string {
  const e = xmlEscape
  const items = channel.items
    .map(
      (item) =>
        `<item><title>${e(item.title)}</title><link>${e(item.link)}</link><guid isPermaLink="true">${e(item.link)}</guid>` +
        // RFC 822 dates, as RSS 2.0 requires: toUTCString() writes them ("Tue, 24 Nov 2026 06:53:26 GMT").
        `<pubDate>${item.pubDate.toUTCString()}</pubDate><description>${e(item.description)}</description></item>`,
    )
    .join('\n')
  const newest = channel.items.reduce<Date | null>((max, i) => (max && max > i.pubDate ? max : i.pubDate), null)
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>\n' +
    `<title>${e(channel.title)}</title><link>${e(channel.link)}</link><description>${e(channel.description)}</description>` +
    `<language>${e(channel.language)}</language>` +
    (newest ? `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>` : '') +
    `<atom:link href="${e(channel.self)}" rel="self" type="application/rss+xml"/>\n` +
    `${items}\n</channel>\n</rss>\n`
  )
}
