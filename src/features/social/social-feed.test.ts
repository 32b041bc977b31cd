/** A post's caption by language (ADR 034, amended): the parts its markers start, the page's language first. */
import { describe, expect, it } from 'vitest'
import { captionFor, captionsOf, parseProfile, type SocialPost } from './social-feed.js'

const post = (text: string): SocialPost => ({ shortcode: 'P', thumbnail: 'https://x/p.jpg', captions: captionsOf(text) })

describe('social feed captions', () => {
  it('splits a bilingual caption at its language markers, the text before the first being Czech', () => {
    expect(captionsOf('Den otevřených dveří!\n🇬🇧 Open day!')).toEqual({ cs: 'Den otevřených dveří!', en: 'Open day!' })
    expect(captionsOf('🇨🇿 Ahoj\nsvěte\n\n🇬🇧 Hello\nworld')).toEqual({ cs: 'Ahoj\nsvěte', en: 'Hello\nworld' })
    expect(captionsOf('CZ: Ahoj\nEN: Hello')).toEqual({ cs: 'Ahoj', en: 'Hello' })
    expect(captionsOf('[en] Hello\n[cs] Ahoj')).toEqual({ cs: 'Ahoj', en: 'Hello' })
    expect(captionsOf('Bez značek: en passant, #univerzita')).toEqual({ cs: 'Bez značek: en passant, #univerzita' })
    expect(captionsOf('🇬🇧 Only English')).toEqual({ en: 'Only English' })
    expect(captionsOf('')).toEqual({})
  })

  it('clips each language’s part, not the whole text', () => {
    const { cs, en } = captionsOf(`${'a'.repeat(400)}\n🇬🇧 short`)
    expect(cs).toHaveLength(300)
    expect(cs!.endsWith('…')).toBe(true)
    expect(en).toBe('short')
  })

  it('gives a page its language’s caption, else the other’s with that language, else none', () => {
    const both = post('Ahoj\n🇬🇧 Hello')
    expect(captionFor(both, 'cs')).toEqual({ text: 'Ahoj', lang: 'cs' })
    expect(captionFor(both, 'en')).toEqual({ text: 'Hello', lang: 'en' })
    expect(captionFor(post('Jen česky'), 'en')).toEqual({ text: 'Jen česky', lang: 'cs' })
    expect(captionFor(post('🇬🇧 English only'), 'cs')).toEqual({ text: 'English only', lang: 'en' })
    expect(captionFor(post(''), 'cs')).toBeNull()
  })

  it('reads the captions of the upstream’s posts', () => {
    const body = { graphql: { user: { edge_owner_to_timeline_media: { edges: [{ node: { shortcode: 'A1', thumbnail_src: '/a.jpg', edge_media_to_caption: { edges: [{ node: { text: 'Ahoj\n🇬🇧 Hello' } }] } } }] } } } }
    expect(parseProfile(body, 'https://up.example/profile.json')).toEqual([{ shortcode: 'A1', thumbnail: 'https://up.example/a.jpg', captions: { cs: 'Ahoj', en: 'Hello' } }])
  })
})
