/** The proofs of consent (ADR 024); the only consent code that touches the ORM. */
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { consentProofs } from '../../db/schema.js'

export interface ConsentProof {
  consentId: string
  levels: string
  recipients: string
  revision: string
  decidedAt: Date
}

export function consentRepository(db: Db) {
  return {
    async record(proof: Omit<ConsentProof, 'decidedAt'>): Promise<void> {
      await db.insert(consentProofs).values(proof)
    },

    /** The decisions recorded under one anonymous id, newest first. */
    async proofsOf(consentId: string): Promise<ConsentProof[]> {
      return db
        .select({
          consentId: consentProofs.consentId,
          levels: consentProofs.levels,
          recipients: consentProofs.recipients,
          revision: consentProofs.revision,
          decidedAt: consentProofs.decidedAt,
        })
        .from(consentProofs)
        .where(eq(consentProofs.consentId, consentId))
        .orderBy(desc(consentProofs.decidedAt), desc(consentProofs.id))
    },
  }
}

export type ConsentRepository = ReturnType<typeof consentRepository>
