/**
 * Two revisions side by side (ADR 059): every field of the entity's content, flattened to
 * `path → text` (a page's `sections.2.heading`), with the words that changed marked. Which fields
 * are shown in what order is the content's own: the older revision's fields, then any new ones.
 */
import { diffWords } from 'diff'

export interface FieldChange {
  /** The field's path in the content: `title`, `sections.0.body`. */
  path: string
  before: string
  after: string
  changed: boolean
  /** The text as runs: unchanged, removed (only in `before`) or added (only in `after`). */
  runs: Array<{ text: string; kind: 'same' | 'removed' | 'added' }>
}

/** `content` as dotted paths to their texts; null and absent are the empty text. */
export function flatten(content: unknown, prefix = ''): Array<[string, string]> {
  if (content === null || content === undefined) return prefix ? [[prefix, '']] : []
  if (Array.isArray(content)) return content.flatMap((v, i) => flatten(v, prefix ? `${prefix}.${i}` : String(i)))
  if (typeof content === 'object') return Object.entries(content as Record<string, unknown>).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k))
  return [[prefix, String(content)]]
}

/** The field-by-field comparison of two revisions' contents. */
export function compareContents(before: unknown, after: unknown): FieldChange[] {
  const a = new Map(flatten(before))
  const b = new Map(flatten(after))
  const paths = [...a.keys(), ...[...b.keys()].filter((k) => !a.has(k))]
  return paths.map((path) => {
    const was = a.get(path) ?? ''
    const now = b.get(path) ?? ''
    const runs = was === now ? [{ text: now, kind: 'same' as const }] : diffWords(was, now).map((c) => ({ text: c.value, kind: c.added ? ('added' as const) : c.removed ? ('removed' as const) : ('same' as const) }))
    return { path, before: was, after: now, changed: was !== now, runs }
  })
}
