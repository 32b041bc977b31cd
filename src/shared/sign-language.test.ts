import { describe, expect, it } from 'vitest'
import { isVideoCode, parseVideoCodes, videoEmbedUrl } from './sign-language.js'

describe('sign-language video codes', () => {
  it('keeps well-formed codes of a list in order, once each', () => {
    expect(parseVideoCodes('qfStudy01a, qf_Adm-02,qfStudy01a')).toEqual(['qfStudy01a', 'qf_Adm-02'])
  })

  it('drops what is not a code: empty, too short or long, markup, paths, prototype names pass only as plain words', () => {
    expect(parseVideoCodes(',ab,<script>,../x,a b c,' + 'x'.repeat(33))).toEqual([])
    expect(isVideoCode('__proto__')).toBe(true)
    expect(isVideoCode('javascript:alert(1)')).toBe(false)
  })

  it('builds the player address with autoplay', () => {
    expect(videoEmbedUrl('https://video.example/embed/', 'qfStudy01a')).toBe('https://video.example/embed/qfStudy01a?autoplay=1')
  })
})
