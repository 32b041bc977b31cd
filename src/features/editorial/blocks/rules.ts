/**
 * The blocks' limits and link rules as plain values, without zod (ADR 093, ADR 099): the block
 * model (blocks.ts) builds its schemas on them and re-exports them; the markup (markup.ts) checks
 * with them, and so can the administration's rich-text editor in the browser without bundling zod.
 */
export const LIMITS = {
  blocks: 200,
  inlineNodes: 500,
  richText: 20_000,
  heading: 200,
  caption: 300,
  source: 200,
  href: 2000,
  columns: 8,
  rows: 50,
  cell: 500,
  documents: 20,
  /** A gallery block names one of the item's galleries by its number (ADR 096's `gallery-N`). */
  galleryNumber: 999,
  faqItems: 30,
  question: 300,
  /** An FAQ answer is rich text of its own, shorter than a paragraph block. */
  answer: 5000,
  videoCodes: 10,
  videoTitle: 200,
} as const

/** What an editor may link to: other sites by http(s), mail and phone, and paths of this site. */
export const SAFE_HREF = /^(?:https?:\/\/[^\s<>"]+|mailto:[^\s<>"]+|tel:\+?[0-9 ()./-]{3,40}|\/(?![/\\])[^\s<>"]*)$/i

export const ITEM_KINDS = ['news', 'page', 'document'] as const
export type ItemKind = (typeof ITEM_KINDS)[number]
