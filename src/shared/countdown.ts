/**
 * The countdown's arithmetic and words (spec 001 §4, §9), shared by the server's view
 * (src/ui/countdown.tsx), the runtime widget (src/client/widgets/countdown.ts) and the island.
 */
import type { Lang } from '../i18n/index.js'

/** Spec 001 §9: the countdown ticks every 1000 ms. */
export const TICK_MS = 1000

export const UNITS = [
  { unit: 'day', ms: 86_400_000 },
  { unit: 'hour', ms: 3_600_000 },
  { unit: 'minute', ms: 60_000 },
  { unit: 'second', ms: 1000 },
] as const

export type Unit = (typeof UNITS)[number]['unit']

export const LOCALES: Record<Lang, string> = { cs: 'cs-CZ', en: 'en-GB' }

export interface CountdownPart {
  unit: Unit
  value: number
  hidden: boolean
}

/** Whole days, hours, minutes and seconds left; each part is hidden while it and all larger parts are zero. */
export function countdownParts(msLeft: number): CountdownPart[] {
  let rest = Math.max(0, Math.ceil(msLeft / 1000) * 1000)
  let leading = true
  return UNITS.map(({ unit, ms }) => {
    const value = Math.floor(rest / ms)
    rest -= value * ms
    leading &&= value === 0 && unit !== 'second'
    return { unit, value, hidden: leading }
  })
}

/** The number as shown: days as they are, the rest with two digits. */
export const partValue = ({ unit, value }: Pick<CountdownPart, 'unit' | 'value'>) => (unit === 'day' ? String(value) : String(value).padStart(2, '0'))

/** The unit word for a value ("dny", "hours"), from the plural rules of the language. */
export function unitLabel(lang: Lang, unit: Unit, value: number): string {
  const parts = new Intl.NumberFormat(LOCALES[lang], { style: 'unit', unit, unitDisplay: 'long' }).formatToParts(value)
  return parts
    .filter((p) => p.type === 'unit')
    .map((p) => p.value)
    .join(' ')
}
