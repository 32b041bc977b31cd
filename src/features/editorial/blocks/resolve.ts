/**
 * What a body refers to, looked up when it is rendered (ADR 093): the current address of each
 * linked item that is live (a renamed item's new one; one unpublished, trashed or deleted is
 * absent, and its link renders as plain text), the pictures with their alt text in the body's
 * language, the live documents with their file facts, and the item's galleries that gallery
 * blocks name (ADR 101). One query per kind, by id; like the
 * editorial primitives, this shared part reads the content tables it serves directly.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../../db/client.js'
import { documents, galleryImages, mediaImages, news, pages } from '../../../db/schema.js'
import { DEFAULT_VIDEO_HOST } from '../../../shared/sign-language.js'
import type { Lang } from '../../../i18n/index.js'
import type { PictureMeta } from '../../../ui/picture.js'
import { paths } from '../../../ui/paths.js'
import { isLive } from '../editorial.columns.js'
import { pictureColumns } from '../../media/media.columns.js'
import { referencesOf, type Block, type ItemKind } from './blocks.js'
import { checkBlocks, type Finding } from './checks.js'

export interface BlockDocument {
  id: number
  title: string
  href: string
  byteSize: number
  pageCount: number
}

export interface BlockRefs {
  /** `news:12` → the item's address now, for live items only. */
  links: Record<string, string>
  /** Pictures by id, alt text in the body's language, and whether it is decorative. */
  media: Record<number, PictureMeta & { decorative: boolean }>
  documents: Record<number, BlockDocument>
  /** The item's galleries that gallery blocks name, by number, each picture in order (ADR 101). */
  galleries: Record<number, PictureMeta[]>
  /** How many galleries the item has: one named alone is "Fotogalerie", of several "Fotogalerie 2". */
  galleryCount: number
  /** The configured sign-language video host (SIGN_LANGUAGE_VIDEO_HOST). */
  videoHost: string
}

export const NO_REFS: BlockRefs = { links: {}, media: {}, documents: {}, galleries: {}, galleryCount: 0, videoHost: DEFAULT_VIDEO_HOST }

/** Whose body it is and what the site is configured with, for what only the item or the config knows. */
export interface BlockContext {
  /** The item's translation key: its galleries are `{translationKey}/gallery-N` (ADR 096). */
  translationKey?: string
  videoHost?: string
}

const galleryPrefix = (translationKey: string) => `${translationKey}/gallery-`

/** The item's gallery numbers, from their keys. */
export async function itemGalleries(db: Db, translationKey: string): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ key: galleryImages.galleryKey })
    .from(galleryImages)
    .where(sql`starts_with(${galleryImages.galleryKey}, ${galleryPrefix(translationKey)})`)
  return new Set(rows.map((r) => Number(r.key.slice(galleryPrefix(translationKey).length))).filter((n) => Number.isInteger(n) && n > 0))
}

export const linkKey = (kind: ItemKind, id: number) => `${kind}:${id}`

export async function resolveBlockRefs(db: Db, lang: Lang, list: readonly Block[], context: BlockContext = {}): Promise<BlockRefs> {
  const refs = referencesOf(list)
  const docIds = [...new Set([...refs.documents, ...refs.links.document])]
  const { translationKey } = context
  const [newsRows, pageRows, docRows, mediaRows, galleryRows, galleryNumbers] = await Promise.all([
    refs.links.news.length ? db.select({ id: news.id, lang: news.lang, slug: news.slug }).from(news).where(and(inArray(news.id, refs.links.news), isLive(news))) : [],
    refs.links.page.length ? db.select({ id: pages.id, lang: pages.lang, path: pages.path }).from(pages).where(and(inArray(pages.id, refs.links.page), isLive(pages), isNull(pages.trashedAt))) : [],
    docIds.length
      ? db
          .select({ id: documents.id, lang: documents.lang, slug: documents.slug, title: documents.title, byteSize: documents.byteSize, pageCount: documents.pageCount })
          .from(documents)
          .where(and(inArray(documents.id, docIds), isLive(documents)))
      : [],
    refs.media.length ? db.select({ ...pictureColumns(lang), decorative: mediaImages.decorative }).from(mediaImages).where(inArray(mediaImages.id, refs.media)) : [],
    refs.galleries.length && translationKey
      ? db
          .select({ key: galleryImages.galleryKey, ...pictureColumns(lang) })
          .from(galleryImages)
          .innerJoin(mediaImages, eq(mediaImages.id, galleryImages.imageId))
          .where(
            inArray(
              galleryImages.galleryKey,
              refs.galleries.map((n) => `${galleryPrefix(translationKey)}${n}`),
            ),
          )
          .orderBy(asc(galleryImages.galleryKey), asc(galleryImages.position))
      : [],
    refs.galleries.length && translationKey ? itemGalleries(db, translationKey) : new Set<number>(),
  ])
  const links: Record<string, string> = {}
  for (const n of newsRows) links[linkKey('news', n.id)] = paths.newsDetail(n.lang as Lang, n.slug)
  for (const p of pageRows) links[linkKey('page', p.id)] = paths.content(p.lang as Lang, p.path)
  const docs: Record<number, BlockDocument> = {}
  for (const d of docRows) {
    const href = paths.document(d.lang as Lang, d.slug)
    links[linkKey('document', d.id)] = href
    docs[d.id] = { id: d.id, title: d.title, href, byteSize: d.byteSize, pageCount: d.pageCount }
  }
  const media: BlockRefs['media'] = {}
  for (const m of mediaRows) media[m.id] = m
  const galleries: BlockRefs['galleries'] = {}
  for (const { key, ...picture } of galleryRows) (galleries[Number(key.slice(galleryPrefix(translationKey!).length))] ??= []).push(picture)
  return { links, media, documents: docs, galleries, galleryCount: galleryNumbers.size, videoHost: context.videoHost ?? DEFAULT_VIDEO_HOST }
}

/** Whether each id names a document at all, live or not (a draft body may list one not yet published). */
export async function existingDocuments(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db.select({ id: documents.id }).from(documents).where(inArray(documents.id, ids))
  return new Set(rows.map((r) => r.id))
}

/** The alt text of each picture in `lang` and whether it is decorative, for the checks. */
export async function mediaFacts(db: Db, lang: Lang, ids: number[]): Promise<Map<number, { alt: string; decorative: boolean }>> {
  if (ids.length === 0) return new Map()
  const rows = await db.select({ id: mediaImages.id, alt: lang === 'cs' ? mediaImages.altCs : mediaImages.altEn, decorative: mediaImages.decorative }).from(mediaImages).where(inArray(mediaImages.id, ids))
  return new Map(rows.map((r) => [r.id, { alt: r.alt, decorative: r.decorative }]))
}

/** The writing checks of a body in `lang` (checks.ts), with what the library and the documents say. */
export async function bodyFindings(db: Db, lang: Lang, list: readonly Block[], context: BlockContext = {}): Promise<{ errors: Finding[]; warnings: Finding[] }> {
  const refs = referencesOf(list)
  const [media, docs, galleries] = await Promise.all([
    mediaFacts(db, lang, refs.media),
    existingDocuments(db, refs.documents),
    refs.galleries.length && context.translationKey ? itemGalleries(db, context.translationKey) : new Set<number>(),
  ])
  // A body not yet an item's (a new item) has no galleries: a gallery block waits for them.
  return checkBlocks(list, { media: (id) => media.get(id), documentExists: (id) => docs.has(id), galleryExists: (n) => galleries.has(n) })
}

/** `column = any($1)`: one parameter however many ids (`inArray` sends one per id: 10,000 of them for a large site). */
const anyOf = (column: PgColumn, ids: number[]) => sql`${column} = any(${`{${ids.join(',')}}`}::int[])`

/** What became of a referenced item: on the site now, not published now, or in the page tree's trash. */
export type ReferenceState = 'live' | 'unpublished' | 'trashed'

/**
 * The state of every referenced item, `news:12` → its state, one query per kind by id (the broken
 * links report, ADR 100); an id absent from the answer names an item that was deleted.
 */
export async function referenceStates(db: Db, ids: Record<ItemKind, readonly number[]>): Promise<Map<string, ReferenceState>> {
  const unique = (list: readonly number[]) => [...new Set(list)]
  const [newsRows, pageRows, docRows] = await Promise.all([
    ids.news.length ? db.select({ id: news.id, live: news.live }).from(news).where(anyOf(news.id, unique(ids.news))) : [],
    ids.page.length ? db.select({ id: pages.id, live: pages.live, trashedAt: pages.trashedAt }).from(pages).where(anyOf(pages.id, unique(ids.page))) : [],
    ids.document.length ? db.select({ id: documents.id, live: documents.live }).from(documents).where(anyOf(documents.id, unique(ids.document))) : [],
  ])
  const states = new Map<string, ReferenceState>()
  for (const n of newsRows) states.set(linkKey('news', n.id), n.live ? 'live' : 'unpublished')
  for (const p of pageRows) states.set(linkKey('page', p.id), p.trashedAt ? 'trashed' : p.live ? 'live' : 'unpublished')
  for (const d of docRows) states.set(linkKey('document', d.id), d.live ? 'live' : 'unpublished')
  return states
}
