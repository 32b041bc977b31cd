import { describe, expect, it } from 'vitest'
import { isPhone, telOf } from './phone-links.js'

describe('telOf: the tel: address of a written number', () => {
  it('keeps the digits and a leading +', () => {
    expect(telOf('+420 493 331 111')).toBe('tel:+420493331111')
    expect(telOf(' 493 331 111 ')).toBe('tel:493331111')
    expect(telOf('(+420) 493-331-111')).toBe('tel:+420493331111')
    expect(telOf('493 +331')).toBe('tel:493331')
  })
  it('refuses text that is no number', () => {
    expect(telOf('')).toBeNull()
    expect(telOf('call us')).toBeNull()
    expect(telOf('12')).toBeNull()
    expect(telOf('1'.repeat(21))).toBeNull()
    expect(telOf('<script>alert(1)</script>')).toBeNull()
  })
})

describe('isPhone: the user agent says so', () => {
  it('phones: iPhone Safari, Android Chrome, Firefox on Android', () => {
    for (const ua of [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
      'Mozilla/5.0 (Android 14; Mobile; rv:130.0) Gecko/130.0 Firefox/130.0',
    ])
      expect(isPhone(ua), ua).toBe(true)
  })
  it('not phones: an Android tablet, an iPad (desktop user agent), a desktop', () => {
    for (const ua of [
      'Mozilla/5.0 (Linux; Android 8.1.0; SM-T837A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    ])
      expect(isPhone(ua), ua).toBe(false)
  })
})
