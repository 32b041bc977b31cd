/**
 * The faculties' identity for the administration (issue 25, ADR 092): the list, one faculty, and
 * the save, which locks the row, refuses a save filled from an older version (someone else saved
 * meanwhile) and writes the audit log in its transaction. `faculties` is content: its trigger
 * tells every node's caches through the change feed.
 */
import { createHash } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { faculties } from '../../../db/schema.js'
import { recordAudit } from '../../audit/audit.record.js'
import type { FacultyValues } from './faculties-admin.schema.js'

export interface FacultyIdentity {
  id: number
  code: string
  slugCs: string
  nameCs: string
  nameEn: string
  perexCs: string
  perexEn: string
  color: string
  address: string
  phone: string
  email: string
}

export type FacultyFields = Pick<FacultyIdentity, 'perexCs' | 'perexEn' | 'color' | 'address' | 'phone' | 'email'>
const FIELDS = ['perexCs', 'perexEn', 'color', 'address', 'phone', 'email'] as const

/** The version of the editable fields the form was filled from: 16 hex digits of their hash. */
export const versionOf = (f: FacultyFields) => createHash('sha256').update(JSON.stringify(FIELDS.map((k) => f[k]))).digest('hex').slice(0, 16)

const columns = {
  id: faculties.id,
  code: faculties.code,
  slugCs: faculties.slugCs,
  nameCs: faculties.nameCs,
  nameEn: faculties.nameEn,
  perexCs: faculties.perexCs,
  perexEn: faculties.perexEn,
  color: faculties.color,
  address: faculties.address,
  phone: faculties.phone,
  email: faculties.email,
}

export type FacultySave = { outcome: 'saved' } | { outcome: 'unchanged' } | { outcome: 'stale'; current: FacultyIdentity } | { outcome: 'missing' }

export function facultiesAdminRepository(db: Db) {
  return {
    list: (): Promise<FacultyIdentity[]> => db.select(columns).from(faculties).orderBy(asc(faculties.sort), asc(faculties.id)),

    one: async (id: number): Promise<FacultyIdentity | undefined> => (await db.select(columns).from(faculties).where(eq(faculties.id, id)))[0],

    async save(actor: { userId: number; ip: string }, id: number, values: FacultyValues): Promise<FacultySave> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select(columns).from(faculties).where(eq(faculties.id, id)).for('update')
        if (!current) return { outcome: 'missing' }
        if (versionOf(current) !== values.base) return { outcome: 'stale', current }
        const changed = FIELDS.filter((k) => current[k] !== values[k])
        if (changed.length === 0) return { outcome: 'unchanged' }
        await tx
          .update(faculties)
          .set(Object.fromEntries(changed.map((k) => [k, values[k]])))
          .where(eq(faculties.id, id))
        await recordAudit(tx, { userId: actor.userId, action: 'change', entity: 'faculty', objectId: id, summary: `faculty ${current.code}: ${changed.join(', ')}`, ip: actor.ip })
        return { outcome: 'saved' }
      })
    },
  }
}

export type FacultiesAdminRepository = ReturnType<typeof facultiesAdminRepository>
