import { describe, expect, it } from 'vitest'
import { isSharablePath, isShareNetwork, shareTarget } from './share-targets.js'

describe('share targets', () => {
  it('builds each network’s share address with the page’s address encoded', () => {
    expect(shareTarget('facebook', 'https://u.example/qf/en/news/a?b=1')).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fu.example%2Fqf%2Fen%2Fnews%2Fa%3Fb%3D1')
    expect(shareTarget('x', 'https://u.example/qf/cs/x')).toBe('https://x.com/intent/post?url=https%3A%2F%2Fu.example%2Fqf%2Fcs%2Fx')
    expect(shareTarget('linkedin', 'https://u.example/qf/cs/x')).toBe('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fu.example%2Fqf%2Fcs%2Fx')
  })
  it('knows only its networks, never a prototype name', () => {
    for (const bad of ['__proto__', 'toString', 'Facebook', '', undefined, ['x'], 1]) expect(isShareNetwork(bad)).toBe(false)
    expect(isShareNetwork('x')).toBe(true)
  })
  it('shares only paths of this site', () => {
    expect(isSharablePath('/qf/en/news/some-article')).toBe(true)
    for (const bad of ['//evil.example/qf/en/', 'https://evil.example/', '/qf/en/<script>', '/qf/en/../x', '/qf/de/x', '/other', '/qf/en/a//b', `/qf/en/${'a'.repeat(600)}`, ['/qf/en/x'], undefined]) {
      expect(isSharablePath(bad), String(bad)).toBe(false)
    }
  })
})
