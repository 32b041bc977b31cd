/**
 * A product's photos in the catalogue's administration (ADR 089): the only code of it that
 * touches the ORM. Every change runs in one transaction with its audit entry and takes the
 * product's row lock first, so two managers adding, moving or deleting photos of one product at
 * once leave a gapless order. A photo's bytes are never changed in place: a new file is a new row
 * with a new id, so the addresses served as immutable (src/server/media.ts) never go stale.
 */
import { and, asc, eq, max } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { productImages, products } from '../../../db/schema.js'
import { recordAudit } from '../../audit/audit.record.js'
import type { ProductPhotoFiles } from '../../media/media.service.js'
import type { CatalogueActor } from './products-admin.repository.js'
import type { PhotoTexts } from './product-photos.schema.js'

export interface PhotoRecord {
  id: number
  width: number
  height: number
  thumbWidth: number
  thumbHeight: number
  altCs: string
  altEn: string
}

const photoColumns = {
  id: productImages.id,
  width: productImages.width,
  height: productImages.height,
  thumbWidth: productImages.thumbWidth,
  thumbHeight: productImages.thumbHeight,
  altCs: productImages.altCs,
  altEn: productImages.altEn,
}

const inOrder = [asc(productImages.sort), asc(productImages.id)]

/** Locks the product's row for the transaction; false when there is no such product. */
async function lockProduct(tx: Db, productId: number): Promise<boolean> {
  const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update')
  return row !== undefined
}

export function productPhotosRepository(db: Db) {
  return {
    /** The product's photos in the shop's order: the first is its main photo. */
    photos: (productId: number): Promise<PhotoRecord[]> => db.select(photoColumns).from(productImages).where(eq(productImages.productId, productId)).orderBy(...inOrder),

    /** Adds the photo at the end; its id, or undefined when the product is gone. */
    async add(actor: CatalogueActor, productId: number, texts: PhotoTexts, files: ProductPhotoFiles): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        if (!(await lockProduct(tx, productId))) return undefined
        const [{ last } = { last: 0 }] = await tx.select({ last: max(productImages.sort) }).from(productImages).where(eq(productImages.productId, productId))
        const [row] = await tx
          .insert(productImages)
          .values({
            productId,
            sort: (last ?? 0) + 1,
            width: files.full.width,
            height: files.full.height,
            mimeType: 'image/webp',
            content: files.full.content,
            thumbWidth: files.thumb.width,
            thumbHeight: files.thumb.height,
            thumbContent: files.thumb.content,
            altCs: texts.altCs,
            altEn: texts.altEn,
          })
          .returning({ id: productImages.id })
        await recordAudit(tx, { userId: actor.userId, action: 'create', entity: 'product', objectId: productId, summary: `product #${productId} photo #${row!.id} added: ${texts.altCs}`, ip: actor.ip })
        return row!.id
      })
    },

    /** New alt texts of the product's photo; false when it has no such photo. */
    async setTexts(actor: CatalogueActor, productId: number, imageId: number, texts: PhotoTexts): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(productImages)
          .set({ altCs: texts.altCs, altEn: texts.altEn })
          .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
          .returning({ id: productImages.id })
        if (changed.length === 0) return false
        await recordAudit(tx, { userId: actor.userId, action: 'change', entity: 'product', objectId: productId, summary: `product #${productId} photo #${imageId} alt text: ${texts.altCs} / ${texts.altEn}`, ip: actor.ip })
        return true
      })
    },

    /**
     * Moves the photo one place up or down and numbers the product's photos 1, 2, …; 'missing'
     * when it has no such photo, 'edge' (nothing changed) when it is already first or last.
     */
    async move(actor: CatalogueActor, productId: number, imageId: number, direction: 'up' | 'down'): Promise<'done' | 'missing' | 'edge'> {
      return db.transaction(async (tx) => {
        if (!(await lockProduct(tx, productId))) return 'missing' as const
        const order = (await tx.select({ id: productImages.id }).from(productImages).where(eq(productImages.productId, productId)).orderBy(...inOrder)).map((r) => r.id)
        const at = order.indexOf(imageId)
        if (at < 0) return 'missing' as const
        const to = direction === 'up' ? at - 1 : at + 1
        if (to < 0 || to >= order.length) return 'edge' as const
        ;[order[at], order[to]] = [order[to]!, order[at]!]
        for (const [i, id] of order.entries()) await tx.update(productImages).set({ sort: i + 1 }).where(eq(productImages.id, id))
        await recordAudit(tx, { userId: actor.userId, action: 'change', entity: 'product', objectId: productId, summary: `product #${productId} photo #${imageId} moved ${direction}: ${order.join(', ')}`, ip: actor.ip })
        return 'done' as const
      })
    },

    /** Deletes the product's photo with its files; false when it has no such photo. */
    async remove(actor: CatalogueActor, productId: number, imageId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await lockProduct(tx, productId))) return false
        const [gone] = await tx
          .delete(productImages)
          .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
          .returning({ altCs: productImages.altCs })
        if (!gone) return false
        await recordAudit(tx, { userId: actor.userId, action: 'delete', entity: 'product', objectId: productId, summary: `product #${productId} photo #${imageId} deleted: ${gone.altCs}`, ip: actor.ip })
        return true
      })
    },
  }
}

export type ProductPhotosRepository = ReturnType<typeof productPhotosRepository>
