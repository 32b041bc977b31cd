/** The shop's variants service (ADR 057): other features read variants through it, never the repository. */
import type { Variants } from './shop.types.js'
import type { VariantRepository } from './variants.repository.js'

export const variantsService = (repo: VariantRepository): Variants => ({
  byIds: (lang, ids) => repo.byIds(lang, ids),
  byIdsInBoth: (ids) => repo.byIdsInBoth(ids),
})
