import { describe, expect, it } from 'vitest'
import { base32Decode, base32Encode, groupedSecret, hotp, matchingStep, otpauthUri, stepAt, totpAt } from './totp.js'

// RFC 6238 Appendix B: the seeds are ASCII "1234567890" repeated to the hash's key length.
const seed = (length: number) => Buffer.from('1234567890'.repeat(7).slice(0, length))
const VECTORS: Array<[number, string, string, string]> = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
]

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('at %i s gives the RFC’s codes for SHA-1, SHA-256 and SHA-512', (seconds, sha1, sha256, sha512) => {
    const step = stepAt(seconds * 1000)
    expect(hotp(seed(20), step, 8, 'sha1')).toBe(sha1)
    expect(hotp(seed(32), step, 8, 'sha256')).toBe(sha256)
    expect(hotp(seed(64), step, 8, 'sha512')).toBe(sha512)
  })

  it('RFC 4226 Appendix D: HOTP of the first counters', () => {
    const codes = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489']
    expect(codes.map((_, i) => hotp(seed(20), i))).toEqual(codes)
  })

  it('accepts the code of the step before, now and after, and nothing further or malformed', () => {
    const key = seed(20)
    const now = stepAt(1234567890 * 1000)
    for (const d of [-1, 0, 1]) expect(matchingStep(key, totpAt(key, now + d), now)).toBe(now + d)
    for (const d of [-2, 2]) expect(matchingStep(key, totpAt(key, now + d), now)).toBeNull()
    for (const bad of ['', '12345', '1234567', 'abcdef', `${totpAt(key, now)}0`]) expect(matchingStep(key, bad, now)).toBeNull()
  })
})

describe('base32 (RFC 4648)', () => {
  it('encodes the RFC’s examples without padding and reads them back', () => {
    const cases: Array<[string, string]> = [['', ''], ['f', 'MY'], ['fo', 'MZXQ'], ['foo', 'MZXW6'], ['foob', 'MZXW6YQ'], ['fooba', 'MZXW6YTB'], ['foobar', 'MZXW6YTBOI']]
    for (const [plain, coded] of cases) {
      expect(base32Encode(Buffer.from(plain))).toBe(coded)
      expect(base32Decode(coded)?.toString()).toBe(plain)
    }
    expect(base32Decode('mzxw 6ytb-oi==')?.toString()).toBe('foobar')
    expect(base32Decode('MZXW1')).toBeNull()
  })

  it('groups a secret by four and names it in an otpauth URI', () => {
    const key = seed(20)
    expect(groupedSecret(key)).toBe('GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ')
    expect(otpauthUri(key, 'Univerzita QF', 'a@b.cz')).toBe('otpauth://totp/Univerzita%20QF:a%40b.cz?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Univerzita+QF&algorithm=SHA1&digits=6&period=30')
  })
})
