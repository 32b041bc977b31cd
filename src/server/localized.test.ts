import { describe, expect, it } from 'vitest'
import { isSlug, parseSlugPath } from './localized.js'
import { langOfUrl } from './plugins/request-context.js'

describe('slug paths', () => {
  it('accepts nested slugs and drops a trailing slash', () => {
    expect(parseSlugPath('studium/prijimaci-rizeni/')).toBe('studium/prijimaci-rizeni')
  })
  it.each(['../etc/passwd', 'a/../b', 'a//b', '%00', 'a\0b', '<script>', 'A/B', 'a/b/c/d/e/f/g/h/i', "x' or 1=1--"])(
    'rejects %j',
    (raw) => {
      expect(parseSlugPath(raw)).toBeNull()
    },
  )
  it('limits a slug to 120 characters', () => {
    expect(isSlug('a'.repeat(120))).toBe(true)
    expect(isSlug('a'.repeat(121))).toBe(false)
  })
})

describe('language of a URL', () => {
  it.each([
    ['/qf/en/news', 'en'],
    ['/qf/cs/aktuality?page=2', 'cs'],
    ['/qf/en', 'en'],
    ['/validate/en/x', 'en'],
    ['/qf/de/x', 'cs'],
    ['/qf/english/x', 'cs'],
    ['/', 'cs'],
  ])('%s is %s', (url, lang) => {
    expect(langOfUrl(url)).toBe(lang)
  })
})
