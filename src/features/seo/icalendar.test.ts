import { describe, expect, it } from 'vitest'
import { escapeText, foldLine, icalDate, icalendar } from './icalendar.js'

describe('iCalendar (RFC 5545)', () => {
  it('escapes backslash, semicolon, comma and line breaks in TEXT values (§3.3.11)', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
  })

  it('folds lines at 75 octets without splitting a UTF-8 character (§3.1)', () => {
    const line = `SUMMARY:${'Přednáška o šťastném žluťoučkém koni '.repeat(6)}`
    const folded = foldLine(line)
    const physical = folded.split('\r\n')
    expect(physical.length).toBeGreaterThan(2)
    for (const [i, part] of physical.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75)
      if (i > 0) expect(part.startsWith(' ')).toBe(true)
      // A split inside a character would leave a replacement character when decoded.
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part)
    }
    expect(physical.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line)
    expect(foldLine('SHORT:line')).toBe('SHORT:line')
  })

  it('writes UTC date-times and a calendar whose every line ends in CRLF', () => {
    expect(icalDate(new Date('2026-12-01T09:30:00.123Z'))).toBe('20261201T093000Z')
    const ics = icalendar({
      name: 'Akce',
      description: 'Popis',
      prodId: '-//QFU//Events//CS',
      stamp: new Date('2026-11-24T00:00:00Z'),
      events: [
        { uid: 'event-1@example.test', start: new Date('2026-12-01T09:00:00Z'), end: new Date('2026-12-01T11:00:00Z'), summary: 'Den, otevřených; dveří', description: 'x', location: null, url: 'https://example.test/a' },
        { uid: 'event-2@example.test', start: new Date('2026-12-02T09:00:00Z'), end: null, summary: 'Bez konce', description: 'y', location: 'Aula', url: 'https://example.test/b' },
      ],
    })
    expect(ics.split('\r\n').slice(0, -1).every((l) => !l.includes('\n'))).toBe(true)
    expect(ics).toContain('\r\nSUMMARY:Den\\, otevřených\\; dveří\r\n')
    expect(ics).toContain('\r\nDTSTAMP:20261124T000000Z\r\n')
    expect(ics).toContain('\r\nDTEND:20261201T110000Z\r\n')
    expect(ics.match(/DTEND/g)).toHaveLength(1)
    expect(ics).toContain('\r\nLOCATION:Aula\r\n')
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })
})
