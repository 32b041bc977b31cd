/**
 * The catalogue's CSV export and import (issue 26, ADR 077): the export's text; an upload read,
 * staged and dry-run; the application of a staged file, all or nothing. A refused upload is
 * stored nowhere; a file with problems is staged (its dry run lists them) but never applied.
 */
import { createHash, randomUUID } from 'node:crypto'
import { isUniqueViolation } from '../../../db/errors.js'
import { catalogueCsv, readCatalogueCsv, type CsvIssue } from './catalogue-csv.js'
import type { ApplyOutcome, CatalogueCsvRepository, StagedImport } from './catalogue-csv.repository.js'
import { csvRowOf, planImport, type Catalogue, type Plan } from './catalogue-import.js'
import type { CatalogueActor } from './products-admin.repository.js'

export interface CsvLimits {
  maxRows: number
  maxBytes: number
}

export interface SentCsv {
  name: string
  bytes: Uint8Array
  truncated: boolean
}

/** A dry run as its page shows it. */
export interface DryRun {
  id: string
  fileName: string
  plan: Plan
  /** Applied already: shown, never applied again. */
  applied: boolean
}

export function catalogueCsvService(repo: CatalogueCsvRepository, limits: CsvLimits) {
  async function planOf(file: Pick<StagedImport, 'content' | 'sha256'>, catalogue: Catalogue): Promise<Plan> {
    const read = await readCatalogueCsv(file.content, limits.maxRows)
    if (!read.ok) return { rows: [], issues: read.issues, notes: [], writes: { products: [], variants: [], creates: [] }, digest: '' }
    return planImport(read.rows, catalogue, file.sha256, read.issues)
  }

  return {
    async exportCsv(): Promise<string> {
      const catalogue = await repo.catalogue()
      const slugOf = new Map(catalogue.categories.map((c) => [c.id, c.slug]))
      return catalogueCsv(catalogue.lines.map((l) => csvRowOf(l, slugOf.get(l.categoryId) ?? '')))
    },

    /**
     * Reads an upload; a file that cannot be read at all (too big, not UTF-8, too many rows, not
     * the export's columns) is refused with its problems and not kept; else it is staged and
     * dry-run.
     */
    async upload(actor: CatalogueActor, sent: SentCsv): Promise<{ refused: CsvIssue[] } | DryRun> {
      if (sent.truncated || sent.bytes.length > limits.maxBytes) return { refused: [{ row: 0, key: 'tooBig' }] }
      const sha256 = createHash('sha256').update(sent.bytes).digest('hex')
      const read = await readCatalogueCsv(sent.bytes, limits.maxRows)
      if (!read.ok) return { refused: read.issues }
      const id = randomUUID()
      const fileName = sent.name.replace(/[^\p{L}\p{N}._ -]/gu, '').slice(0, 100) || 'catalogue.csv'
      await repo.stage(actor.userId, { id, fileName, sha256, content: sent.bytes })
      return { id, fileName, plan: planImport(read.rows, await repo.catalogue(), sha256, read.issues), applied: false }
    },

    /** The dry run of a staged file as the catalogue stands now; undefined when it is not the user's or no longer kept. */
    async dryRun(userId: number, id: string): Promise<DryRun | undefined> {
      const file = await repo.staged(userId, id)
      return file && { id, fileName: file.fileName, plan: await planOf(file, await repo.catalogue()), applied: file.appliedAt !== null }
    },

    /** Applies a staged file whose dry run had `digest`; a code taken meanwhile is a change of the catalogue too. */
    async apply(actor: CatalogueActor, id: string, digest: string): Promise<ApplyOutcome | { ok: false; problem: 'taken' }> {
      try {
        return await repo.apply(actor, id, digest, planOf)
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, problem: 'taken' }
        throw error
      }
    },
  }
}

export type CatalogueCsvService = ReturnType<typeof catalogueCsvService>
