/**
 * The audit log's filter from an address's query (ADR 060), for the page and the CSV alike: who
 * (part of the actor's e-mail), an action and a kind of item from fixed lists, and dates read as
 * Prague days (`to` inclusive). Whatever arrives — a repeated field, an unknown action, 31
 * February — is never passed on: the value is left out of the filter and named as invalid.
 */
import { fromPragueLocal } from '../../../i18n/prague-time.js'
import type { AuditQuery } from '../../../ui/paths.js'
import type { AuditFilter } from '../audit.repository.js'
import { AUDIT_ACTIONS, type AuditAction } from '../audit.tables.js'

/** The longest e-mail fragment the filter keeps. */
export const MAX_WHO = 100

export type AuditField = 'who' | 'action' | 'entity' | 'from' | 'to'
export type AuditFieldProblem = 'invalid' | 'date' | 'range'

export interface ParsedAuditQuery {
  filter: AuditFilter
  /** What the form and the links show: the valid values as given. */
  query: AuditQuery
  page: number
  problems: Partial<Record<AuditField, AuditFieldProblem>>
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const CONTROL = /[\u0000-\u001f\u007f]/g

/** The start of a Prague day `YYYY-MM-DD`, and of the day after; undefined when it is no real day. */
export function pragueDay(value: string): { start: Date; next: Date } | undefined {
  const m = DAY.exec(value)
  if (!m) return undefined
  const [y, mo, d] = m.slice(1).map(Number) as [number, number, number]
  const after = new Date(Date.UTC(y, mo - 1, d + 1))
  const nextDay = `${after.getUTCFullYear().toString().padStart(4, '0')}-${String(after.getUTCMonth() + 1).padStart(2, '0')}-${String(after.getUTCDate()).padStart(2, '0')}`
  const start = fromPragueLocal(`${value}T00:00`)
  const next = fromPragueLocal(`${nextDay}T00:00`)
  return start && next ? { start, next } : undefined
}

export function parseAuditQuery(raw: Record<string, unknown>, entities: readonly string[]): ParsedAuditQuery {
  const problems: ParsedAuditQuery['problems'] = {}
  const filter: AuditFilter = {}
  const query: AuditQuery = {}
  const one = (name: string): string | undefined => {
    const value = Object.hasOwn(raw, name) ? raw[name] : undefined
    if (value === undefined) return undefined
    if (typeof value !== 'string') {
      problems[name as AuditField] = 'invalid'
      return undefined
    }
    return value.trim()
  }

  const who = one('who')?.replace(CONTROL, '').slice(0, MAX_WHO)
  if (who) filter.who = query.who = who

  const action = one('action')
  if (action) {
    if ((AUDIT_ACTIONS as readonly string[]).includes(action)) filter.action = query.action = action as AuditAction
    else problems.action = 'invalid'
  }

  const entity = one('entity')
  if (entity) {
    if (entities.includes(entity)) filter.entity = query.entity = entity
    else problems.entity = 'invalid'
  }

  const from = one('from')
  const fromDay = from ? pragueDay(from) : undefined
  if (from && !fromDay) problems.from = 'date'
  const to = one('to')
  const toDay = to ? pragueDay(to) : undefined
  if (to && !toDay) problems.to = 'date'
  if (fromDay && toDay && toDay.next <= fromDay.start) problems.to = 'range'
  if (fromDay) {
    filter.from = fromDay.start
    query.from = from
  }
  if (toDay && !problems.to) {
    filter.to = toDay.next
    query.to = to
  }

  const rawPage = one('page')
  const page = rawPage && /^[1-9]\d{0,4}$/.test(rawPage) ? Number(rawPage) : 1
  if (page > 1) query.page = page
  return { filter, query, page, problems }
}
