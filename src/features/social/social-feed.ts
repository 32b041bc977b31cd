/**
 * The social feed (spec 001 §3 Social post, §7, §9; ADR 034): the latest posts of a profile
 * endpoint, read by this server alone (the browser never talks to the third party) and kept in
 * memory. A fresh copy is served as it is; a stale one is served while one refresh runs in the
 * background; only a node without any copy waits, and then at most the time-out. Thumbnails
 * are fetched the same way and served from this site.
 */
import { z } from 'zod'
import { otherLang, type Lang } from '../../i18n/index.js'

/** Spec 001 §9: the feed shows 4 posts. */
export const FEED_POSTS = 4
/** A thumbnail larger than this is refused. */
export const MAX_THUMB_BYTES = 1_000_000
const CAPTION_CHARS = 300

/** A post's caption by language: the parts of its text each language marker starts (`captionsOf`). */
export type Captions = Partial<Record<Lang, string>>

export interface SocialPost {
  shortcode: string
  /** The upstream's thumbnail address, absolute. */
  thumbnail: string
  captions: Captions
}

/** The profile writes in Czech: a caption's text before any language marker is Czech. */
export const PROFILE_LANG: Lang = 'cs'

/**
 * A line that starts a caption's part in one language: a flag or a code with a colon or in
 * brackets (`🇬🇧 …`, `EN: …`, `[EN] …`; `🇨🇿`, `CZ:`, `CS:` for Czech), the way bilingual
 * profiles write one caption for both audiences. The marker itself is not shown.
 */
const MARKER = /^\s*(?:(🇨🇿|🇬🇧|🇺🇸)|\[(cs|cz|en)\]|(cs|cz|en)\s*:)\s*/iu
const MARKER_LANG: Record<string, Lang> = { '🇨🇿': 'cs', '🇬🇧': 'en', '🇺🇸': 'en', cs: 'cs', cz: 'cs', en: 'en' }

const clip = (text: string) => (text.length > CAPTION_CHARS ? `${text.slice(0, CAPTION_CHARS - 1)}…` : text)

/**
 * A caption's parts by language. The upstream has one text per post; a bilingual post marks its
 * parts line by line (MARKER), the text before the first marker being the profile's language.
 * A post without markers is all in the profile's language.
 */
export function captionsOf(text: string): Captions {
  const parts: Partial<Record<Lang, string[]>> = {}
  let lang = PROFILE_LANG
  for (const line of text.split('\n')) {
    const marker = MARKER.exec(line)
    if (marker) lang = MARKER_LANG[(marker[1] ?? marker[2] ?? marker[3])!.toLowerCase()]!
    ;(parts[lang] ??= []).push(marker ? line.slice(marker[0].length) : line)
  }
  const captions: Captions = {}
  for (const [key, lines] of Object.entries(parts) as [Lang, string[]][]) {
    const caption = lines.join('\n').trim()
    if (caption) captions[key] = clip(caption)
  }
  return captions
}

/** The caption a page in `lang` shows: the post's own in that language, else the other; with the language it is in. */
export function captionFor(post: SocialPost, lang: Lang): { text: string; lang: Lang } | null {
  const other = otherLang(lang)
  if (post.captions[lang]) return { text: post.captions[lang], lang }
  if (post.captions[other]) return { text: post.captions[other], lang: other }
  return null
}

export interface Thumbnail {
  type: string
  bytes: Uint8Array
}

const Node = z.object({
  shortcode: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  thumbnail_src: z.string().min(1).max(2000),
  edge_media_to_caption: z
    .object({ edges: z.array(z.object({ node: z.object({ text: z.string().max(10_000) }) })).max(10) })
    .optional(),
})

/** The profile endpoint's answer: Instagram's profile JSON (`graphql.user.edge_owner_to_timeline_media`). */
const Profile = z.object({
  graphql: z.object({
    user: z.object({
      edge_owner_to_timeline_media: z.object({ edges: z.array(z.object({ node: z.unknown() })).max(100) }),
    }),
  }),
})

const IMAGE_TYPES = /^image\/(jpeg|png|webp|avif|gif)$/

/** The first FEED_POSTS valid posts of an answer; throws when the answer is not a profile. */
export function parseProfile(body: unknown, base: string): SocialPost[] {
  const edges = Profile.parse(body).graphql.user.edge_owner_to_timeline_media.edges
  const posts: SocialPost[] = []
  for (const edge of edges) {
    const node = Node.safeParse(edge.node)
    if (!node.success) continue
    let thumbnail: URL
    try {
      thumbnail = new URL(node.data.thumbnail_src, base)
    } catch {
      continue
    }
    if (thumbnail.protocol !== 'https:' && thumbnail.protocol !== 'http:') continue
    const text = node.data.edge_media_to_caption?.edges[0]?.node.text ?? ''
    posts.push({ shortcode: node.data.shortcode, thumbnail: thumbnail.href, captions: captionsOf(text) })
    if (posts.length === FEED_POSTS) break
  }
  if (posts.length === 0) throw new Error('the profile holds no post')
  return posts
}

export interface SocialFeedOptions {
  url: string
  timeoutMs: number
  ttlMs: number
  now?: () => number
  fetch?: typeof fetch
}

export function socialFeed({ url, timeoutMs, ttlMs, now = Date.now, fetch: get = fetch }: SocialFeedOptions) {
  let cached: { at: number; posts: SocialPost[] } | null = null
  let refreshing: Promise<SocialPost[]> | null = null
  const thumbs = new Map<string, Promise<Thumbnail>>()

  async function download(address: string): Promise<Response> {
    const res = await get(address, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error', headers: { accept: 'application/json, image/*' } })
    if (!res.ok) throw new Error(`upstream answered ${res.status}`)
    return res
  }

  function refresh(): Promise<SocialPost[]> {
    refreshing ??= (async () => {
      const res = await download(url)
      const text = await res.text()
      if (text.length > 2_000_000) throw new Error('the profile answer is too large')
      const posts = parseProfile(JSON.parse(text), url)
      cached = { at: now(), posts }
      thumbs.clear()
      return posts
    })().finally(() => {
      refreshing = null
    })
    return refreshing
  }

  return {
    /** The posts to show: cached, refreshed behind a stale copy, or fetched within the time-out. */
    async posts(): Promise<SocialPost[]> {
      if (cached) {
        if (now() - cached.at >= ttlMs) refresh().catch(() => undefined)
        return cached.posts
      }
      return refresh()
    },

    /** A post's thumbnail from the upstream (cached with the posts), or undefined for an unknown shortcode. */
    async thumbnail(shortcode: string): Promise<Thumbnail | undefined> {
      const post = cached?.posts.find((p) => p.shortcode === shortcode)
      if (!post) return undefined
      let thumb = thumbs.get(shortcode)
      if (!thumb) {
        thumb = (async () => {
          const res = await download(post.thumbnail)
          const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim()
          if (!IMAGE_TYPES.test(type)) throw new Error(`thumbnail of type ${type}`)
          const bytes = new Uint8Array(await res.arrayBuffer())
          if (bytes.byteLength > MAX_THUMB_BYTES) throw new Error('thumbnail too large')
          return { type, bytes }
        })()
        thumbs.set(shortcode, thumb)
        thumb.catch(() => thumbs.delete(shortcode))
      }
      return thumb
    },
  }
}

export type SocialFeed = ReturnType<typeof socialFeed>
