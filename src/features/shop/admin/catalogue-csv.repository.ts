/**
 * The catalogue CSV's reads and writes (ADR 077): the catalogue as the import compares it, the
 * staged files, and the application of a plan in one transaction — the rows it changes locked,
 * the plan made again on them and written only when it is the one the dry run showed; every
 * product's change, each new product and the import itself audited in that transaction. Stock
 * is never written here (ADR 068).
 */
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { catalogueImports, productCategories, products, productVariants } from '../../../db/schema.js'
import { recordAudit } from '../../audit/audit.record.js'
import type { AuditAction } from '../../audit/audit.tables.js'
import type { Catalogue, CatalogueLine, Plan } from './catalogue-import.js'
import { crowns, freeSlug, productColumns, stateAction, stateText, type CatalogueActor } from './products-admin.repository.js'

/** How long an uploaded file waits for its application. */
const STAGED_FOR = '1 day'

export interface StagedImport {
  id: string
  fileName: string
  sha256: string
  content: Uint8Array
  appliedAt: Date | null
}

/** What applying did, or why it wrote nothing. */
export type ApplyOutcome =
  | { ok: true; created: number; changed: number }
  | { ok: false; problem: 'gone' | 'applied' }
  | { ok: false; problem: 'changed' | 'invalid'; plan: Plan }


export function catalogueCsvRepository(db: Db) {
  async function catalogue(tx: Db): Promise<Catalogue> {
    const [lines, categories] = await Promise.all([
      tx
        .select({
          productId: products.id,
          variantId: productVariants.id,
          productSku: products.sku,
          variantSku: productVariants.sku,
          ean: productVariants.ean,
          nameCs: products.nameCs,
          nameEn: products.nameEn,
          status: products.status,
          publishAt: products.publishAt,
          categoryId: products.categoryId,
          vatRate: products.vatRate,
          priceMinor: products.priceMinor,
          compareAtPriceMinor: products.compareAtPriceMinor,
          lowStockThreshold: productVariants.lowStockThreshold,
          stock: productVariants.stock,
          size: productVariants.size,
          colourCs: productVariants.colourCs,
          colourEn: productVariants.colourEn,
          descriptionCs: products.descriptionCs,
          descriptionEn: products.descriptionEn,
          metaDescriptionCs: products.metaDescriptionCs,
          metaDescriptionEn: products.metaDescriptionEn,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .orderBy(asc(products.categoryId), asc(products.sort), asc(products.id), asc(productVariants.sort), asc(productVariants.id)),
      tx.select({ id: productCategories.id, slug: productCategories.slugCs }).from(productCategories).orderBy(asc(productCategories.sort), asc(productCategories.id)),
    ])
    return { lines: lines as CatalogueLine[], categories }
  }

  return {
    catalogue: () => catalogue(db),

    /** Keeps an uploaded file for its dry run and application; files older than a day go. */
    async stage(userId: number, file: { id: string; fileName: string; sha256: string; content: Uint8Array }): Promise<void> {
      await db.delete(catalogueImports).where(lt(catalogueImports.createdAt, sql`now() - ${STAGED_FOR}::interval`))
      await db.insert(catalogueImports).values({ ...file, userId })
    },

    /** The user's staged file, if it is still kept (another user's is none). */
    async staged(userId: number, id: string): Promise<StagedImport | undefined> {
      const [row] = await db
        .select({ id: catalogueImports.id, fileName: catalogueImports.fileName, sha256: catalogueImports.sha256, content: catalogueImports.content, appliedAt: catalogueImports.appliedAt })
        .from(catalogueImports)
        .where(and(eq(catalogueImports.userId, userId), eq(catalogueImports.id, id)))
      return row
    },

    /**
     * Applies the staged file `id` when its plan on the locked catalogue has no problem and is
     * the dry run's (`digest`); all of it or nothing. `planOf` is the dry run itself.
     */
    async apply(actor: CatalogueActor, id: string, digest: string, planOf: (file: StagedImport, catalogue: Catalogue) => Promise<Plan>): Promise<ApplyOutcome> {
      return db.transaction(async (tx): Promise<ApplyOutcome> => {
        const [file] = await tx
          .select({ id: catalogueImports.id, fileName: catalogueImports.fileName, sha256: catalogueImports.sha256, content: catalogueImports.content, appliedAt: catalogueImports.appliedAt })
          .from(catalogueImports)
          .where(and(eq(catalogueImports.userId, actor.userId), eq(catalogueImports.id, id)))
          .for('update')
        if (!file) return { ok: false, problem: 'gone' }
        if (file.appliedAt) return { ok: false, problem: 'applied' }
        // Lock what the dry run would change, then plan again on what is locked.
        const first = await planOf(file, await catalogue(tx))
        const touched = [...new Set([...first.writes.products.map((p) => p.id), ...first.writes.variants.map((v) => v.productId)])]
        if (touched.length) await tx.select({ id: products.id }).from(products).where(inArray(products.id, touched)).orderBy(asc(products.id)).for('update')
        const plan = await planOf(file, await catalogue(tx))
        if (plan.issues.length) return { ok: false, problem: 'invalid', plan }
        if (plan.digest !== digest) return { ok: false, problem: 'changed', plan }
        const audit = (action: AuditAction, objectId: number, summary: string) =>
          recordAudit(tx, { userId: actor.userId, action, entity: 'product', objectId, summary: `CSV ${file.fileName}: ${summary}`, ip: actor.ip })

        for (const { id: productId, before, values: v } of plan.writes.products) {
          await tx
            .update(products)
            .set(productColumns(v))
            .where(eq(products.id, productId))
          const changes = [
            before.priceMinor !== v.price ? `price ${crowns(before.priceMinor)} → ${crowns(v.price)} CZK` : '',
            before.status !== v.status ? `${stateText(before.status, before.publishAt)} → ${v.status}` : '',
          ].filter(Boolean)
          await audit(stateAction(before.status, v.status), productId, `product #${productId} ${v.sku}: ${v.nameCs}${changes.length ? ` (${changes.join(', ')})` : ''}`)
        }
        for (const { id: variantId, productId, values: v } of plan.writes.variants) {
          await tx.update(productVariants).set({ sku: v.sku, ean: v.ean, lowStockThreshold: v.lowStockThreshold }).where(eq(productVariants.id, variantId))
          await audit('change', productId, `product #${productId} variant #${variantId}: SKU ${v.sku}, EAN ${v.ean ?? '—'}, threshold ${v.lowStockThreshold}`)
        }
        for (const { product: v, variant } of plan.writes.creates) {
          const [created] = await tx
            .insert(products)
            .values({
              ...productColumns(v),
              slugCs: await freeSlug(tx, products.slugCs, v.nameCs),
              slugEn: await freeSlug(tx, products.slugEn, v.nameEn),
              stock: 0,
              sort: sql`(select coalesce(max(${products.sort}), 0) + 1 from ${products})`,
            })
            .returning({ id: products.id })
          await tx.insert(productVariants).values({ productId: created!.id, sku: variant.sku, ean: variant.ean, stock: 0, lowStockThreshold: variant.lowStockThreshold })
          await audit('create', created!.id, `product #${created!.id} ${v.sku}: ${v.nameCs} (${crowns(v.price)} CZK, ${v.status})`)
        }
        const changed = new Set([...plan.writes.products.map((p) => p.id), ...plan.writes.variants.map((v) => v.productId)]).size
        await tx.update(catalogueImports).set({ appliedAt: new Date() }).where(and(eq(catalogueImports.id, id), isNull(catalogueImports.appliedAt)))
        await recordAudit(tx, { userId: actor.userId, action: 'change', entity: 'catalogue_import', summary: `CSV ${file.fileName} (${file.sha256.slice(0, 12)}): ${plan.writes.creates.length} created, ${changed} changed`, ip: actor.ip })
        return { ok: true, created: plan.writes.creates.length, changed }
      })
    },
  }
}

export type CatalogueCsvRepository = ReturnType<typeof catalogueCsvRepository>
