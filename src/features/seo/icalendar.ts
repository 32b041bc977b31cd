/**
 * An iCalendar object (RFC 5545) of events: CRLF line ends, content lines folded at 75 octets
 * (never inside a UTF-8 character), TEXT values escaped, every VEVENT with UID and DTSTAMP.
 */

export interface CalendarEvent {
  /** Globally unique and stable: the same event keeps it in every download. */
  uid: string
  start: Date
  end: Date | null
  summary: string
  description: string
  location: string | null
  url: string
}

export interface Calendar {
  name: string
  description: string
  /** `-//Owner//Product//LANG`, the producer of the calendar. */
  prodId: string
  /** When this calendar was made: each event's DTSTAMP (METHOD:PUBLISH). */
  stamp: Date
  events: CalendarEvent[]
}

const MAX_OCTETS = 75
const encoder = new TextEncoder()

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n')
}

/** RFC 5545 §3.1: a line longer than 75 octets continues on lines that begin with one space. */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // Continuation lines spend one octet on their leading space.
    const room = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1
    if (octets + size > room) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** UTC date-time form (§3.3.5, FORM #2). */
export const icalDate = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z')

export function icalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-CALDESC:${escapeText(calendar.description)}`,
  ]
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${icalDate(calendar.stamp)}`,
      `DTSTART:${icalDate(event.start)}`,
      ...(event.end && event.end > event.start ? [`DTEND:${icalDate(event.end)}`] : []),
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      `URL:${event.url}`,
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR')
  return lines.map(foldLine).join('\r\n') + '\r\n'
}
