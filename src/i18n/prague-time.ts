/** The university's time zone: the offset of Prague's local time, and its `datetime-local` form fields. */

/** The offset of Prague's local time from UTC at `at`, ms. */
export function pragueOffset(at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Prague', timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT'
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000 : 0
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/**
 * A `datetime-local` value (`2026-12-01T10:00`) read as Prague time; undefined when it is not
 * one or names no real moment (31 February, 25:00). In the autumn's repeated hour the earlier
 * moment is taken; a time skipped in spring is read with the winter offset.
 */
export function fromPragueLocal(value: string): Date | undefined {
  const m = LOCAL.exec(value)
  if (!m) return undefined
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number]
  const utc = Date.UTC(y, mo - 1, d, h, mi)
  const back = new Date(utc)
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || back.getUTCHours() !== h || y < 1970) return undefined
  const DAY = 86_400_000
  const before = pragueOffset(new Date(utc - DAY))
  // Each offset in force around that day gives a moment; it is right if the offset holds then.
  const fits = [before, pragueOffset(new Date(utc + DAY))].map((o) => utc - o).filter((t) => pragueOffset(new Date(t)) === utc - t)
  return new Date(fits.length ? Math.min(...fits) : utc - before)
}

/** A moment as a `datetime-local` value in Prague time. */
export function toPragueLocal(at: Date): string {
  const local = new Date(at.getTime() + pragueOffset(at))
  return local.toISOString().slice(0, 16)
}
