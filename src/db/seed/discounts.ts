/** The demo shop's running discount code (issue 26, ADR 069): `VITEJTE10`, 10 % off, no minimum, unlimited, always valid. */
import type { Db } from '../client.js'
import { discountCodes } from '../schema.js'

export const DEMO_DISCOUNT_CODE = 'VITEJTE10'

export async function seedDiscounts(db: Db): Promise<void> {
  await db.insert(discountCodes).values({ code: DEMO_DISCOUNT_CODE, kind: 'percent', value: 10 })
}
