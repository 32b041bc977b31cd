/**
 * The demo admin signs in with two-factor sign-in (ADR 064), as every admin must: its TOTP secret
 * is published here as its password is in seed.ts, so a demo or a test can compute its codes
 * (`otpauth://…?secret=OFTC2ZDFNVXS2YLENVUW4LLUN52HAIJB` in any authenticator app). It is sealed
 * under the key FORM_SECRET gives the running server. No recovery codes: none was ever shown.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../client.js'
import { users } from '../schema.js'
import { sealer } from '../../features/two-factor/sealed.js'
import { sealedSecret } from '../../features/two-factor/two-factor.service.js'
import { twoFactor } from '../../features/two-factor/two-factor.tables.js'

export const DEMO_ADMIN_TOTP_SECRET = 'OFTC2ZDFNVXS2YLENVUW4LLUN52HAIJB'

export async function seedTwoFactor(tx: Db, email: string, formSecret: string | undefined) {
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (!admin) return
  await tx.insert(twoFactor).values({ userId: admin.id, secret: sealedSecret(sealer(formSecret), admin.id, DEMO_ADMIN_TOTP_SECRET), lastStep: 0 })
}
