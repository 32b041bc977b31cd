/** What the news feature tells the others about its items (ADR 057: views import these, never the repository). */
import type { PictureMeta } from '../../ui/picture.js'
import type { Block } from '../editorial/blocks/blocks.js'

export type NewsKind = 'news' | 'event'

export interface NewsSummary {
  id: number
  kind: NewsKind
  slug: string
  title: string
  perex: string
  publishedAt: Date
  eventStartsAt: Date | null
  eventEndsAt: Date | null
  eventLocation: string | null
  /** The list thumbnail. */
  image: PictureMeta | null
}

export interface NewsDetail extends Omit<NewsSummary, 'image'> {
  translationKey: string
  /** The body as plain text (search, feeds, snippets). */
  body: string
  /** The body as blocks (ADR 093). */
  blocks: Block[]
}
