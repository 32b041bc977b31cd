/**
 * Accessibility while writing (ATAG 2.0 part B, issue 25, ADR 093), as pure functions over a
 * body's blocks. Errors refuse the save: a heading that skips a level (the page title is the h1,
 * so the first is an h2, each next at most one level deeper), a picture without alt text in the
 * item's language that is not marked decorative (or not in the library at all), a document that
 * does not exist, a gallery that is not one of the item's (ADR 101). Warnings are shown before publishing but do not refuse: link text that says
 * nothing of where it leads ("zde", "klikněte sem", "click here", …).
 */
import type { Block, RichText } from './blocks.js'

export type Finding =
  | { kind: 'headingSkip'; block: number; text: string; level: number; allowed: number }
  | { kind: 'imageAlt'; block: number; mediaId: number }
  | { kind: 'imageMissing'; block: number; mediaId: number }
  | { kind: 'documentMissing'; block: number; documentId: number }
  | { kind: 'galleryMissing'; block: number; gallery: number }
  | { kind: 'vagueLink'; block: number; text: string }

/** What the checks know of the pictures a body shows: undefined for one not in the library. */
export type MediaFacts = (id: number) => { alt: string; decorative: boolean } | undefined

/** Link texts that do not say where a link goes, compared without case and diacritics. */
export const VAGUE_LINK_TEXTS = ['zde', 'tady', 'sem', 'klikněte sem', 'klikněte zde', 'klikni sem', 'klikni zde', 'více', 'více zde', 'click here', 'here', 'read more', 'more', 'link', 'odkaz'] as const

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s.,:;!?…»«"“”„'()-]+/g, ' ')
    .trim()
const VAGUE = new Set(VAGUE_LINK_TEXTS.map(fold))

export const isVagueLinkText = (text: string) => VAGUE.has(fold(text))

/** Headings that skip a level; `block` counts from 1 as the form's rows do. */
export function headingFindings(list: readonly Block[]): Finding[] {
  const out: Finding[] = []
  let deepest = 1
  list.forEach((b, i) => {
    if (b.type !== 'heading') return
    if (b.level > deepest + 1) out.push({ kind: 'headingSkip', block: i + 1, text: b.text, level: b.level, allowed: deepest + 1 })
    else deepest = b.level
  })
  return out
}

/** Pictures without a text alternative, and pictures the library does not have. */
export function imageFindings(list: readonly Block[], media: MediaFacts): Finding[] {
  return list.flatMap((b, i): Finding[] => {
    if (b.type !== 'image') return []
    const facts = media(b.mediaId)
    if (!facts) return [{ kind: 'imageMissing', block: i + 1, mediaId: b.mediaId }]
    return facts.decorative || facts.alt.trim() ? [] : [{ kind: 'imageAlt', block: i + 1, mediaId: b.mediaId }]
  })
}

export function documentFindings(list: readonly Block[], exists: (id: number) => boolean): Finding[] {
  return list.flatMap((b, i): Finding[] => (b.type === 'documents' ? b.ids.filter((d) => !exists(d)).map((d) => ({ kind: 'documentMissing' as const, block: i + 1, documentId: d })) : []))
}

/** Gallery blocks naming a gallery the item does not have (never had, or deleted since). */
export function galleryFindings(list: readonly Block[], exists: (n: number) => boolean): Finding[] {
  return list.flatMap((b, i): Finding[] => (b.type === 'gallery' && !exists(b.gallery) ? [{ kind: 'galleryMissing', block: i + 1, gallery: b.gallery }] : []))
}

/** The texts of a block's links; a link split by marks is read as one text. */
function linkTexts(content: RichText): string[] {
  const texts: string[] = []
  let last: string | undefined
  for (const n of content) {
    const link = n.marks?.find((m) => m.type === 'link')
    const key = link && link.type === 'link' ? JSON.stringify(link.attrs) : undefined
    if (key && key === last) texts[texts.length - 1] += n.text
    else if (key) texts.push(n.text)
    last = key
  }
  return texts
}

/** Links whose whole text says nothing; a link split by marks is read as one text. */
export function linkFindings(list: readonly Block[]): Finding[] {
  return list.flatMap((b, i): Finding[] => {
    const texts = b.type === 'paragraph' || b.type === 'quote' || b.type === 'callout' ? linkTexts(b.content) : b.type === 'faq' ? b.items.flatMap((q) => linkTexts(q.answer)) : []
    return texts.filter(isVagueLinkText).map((text) => ({ kind: 'vagueLink' as const, block: i + 1, text }))
  })
}

/** Every finding of a body: `errors` refuse a save, `warnings` are shown. */
export function checkBlocks(list: readonly Block[], facts: { media: MediaFacts; documentExists: (id: number) => boolean; galleryExists?: (n: number) => boolean }): { errors: Finding[]; warnings: Finding[] } {
  return {
    errors: [...headingFindings(list), ...imageFindings(list, facts.media), ...documentFindings(list, facts.documentExists), ...galleryFindings(list, facts.galleryExists ?? (() => false))].sort((a, b) => a.block - b.block),
    warnings: linkFindings(list),
  }
}
