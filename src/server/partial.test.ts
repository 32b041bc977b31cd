import { describe, expect, it } from 'vitest'
import { sameOriginPath } from './partial.js'

describe('same-origin check', () => {
  const origin = 'https://www.quercus-fontana.example'
  it.each([
    ['/qf/cs/uvod', '/qf/cs/uvod'],
    ['/qf/cs/aktuality?page=2#x', '/qf/cs/aktuality?page=2#x'],
    ['https://www.quercus-fontana.example/qf/en/home', '/qf/en/home'],
  ])('accepts %s', (candidate, path) => {
    expect(sameOriginPath(candidate, origin)).toBe(path)
  })
  it.each([
    '//evil.example/x',
    '/\\evil.example/x',
    'https://evil.example/qf/cs/uvod',
    'javascript:alert(1)',
    'data:text/html,<script>',
    'http://www.quercus-fontana.example/qf/cs/uvod',
    'qf/cs/relative',
    `/${'a'.repeat(3000)}`,
    // Dot segments that resolve to a protocol-relative address.
    '/.//evil.example/x',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/./\\evil.example',
    '/qf/../..//evil.example',
    'https://www.quercus-fontana.example/.//evil.example',
  ])('rejects %s', (candidate) => {
    expect(sameOriginPath(candidate, origin)).toBeNull()
  })
})
