import { twoFactorMessages } from '../../i18n/two-factor.js'
import { paths } from '../../ui/paths.js'
import { defineFeature } from '../feature.js'
import { ENROL_ROUTE, ENROL_TWO_FACTOR, twoFactorAdminRoutes } from './admin/two-factor-admin.routes.js'
import { sealer } from './sealed.js'
import { twoFactorRepository } from './two-factor.repository.js'
import { twoFactorRoutes } from './two-factor.routes.js'
import { twoFactorService } from './two-factor.service.js'

declare module '../../server/services.js' {
  interface Services {
    /** Two-factor sign-in: enrolment, the second step of a login, the admin's duty to enrol. */
    twoFactor: ReturnType<typeof twoFactorService>
  }
}

/**
 * Two-factor sign-in for the administration (ADR 064): TOTP (RFC 6238) with recovery codes, its
 * tables (two-factor.tables.ts, migration 0035), the enrolment page every role of the
 * administration opens, and the second step of a login. The login (account feature) asks it
 * whether an account is enrolled; the admin context (server/admin.ts) whether an admin must
 * enrol first. Codes are counted by the login throttle of the account service.
 */
export const twoFactorFeature = defineFeature({
  name: 'twoFactor',
  services: ({ db, options, services }) => ({
    twoFactor: twoFactorService(db, twoFactorRepository(db), { sealer: sealer(options.formSecret), throttle: services.accounts.secondStep }),
  }),
  routes: [twoFactorRoutes],
  admin: {
    routes: [twoFactorAdminRoutes],
    nav: [{ label: twoFactorMessages.navLabel, href: (lang) => paths.adminTwoFactor(lang), permission: ENROL_ROUTE }],
  },
  grants: { staff: [ENROL_TWO_FACTOR], shop_manager: [ENROL_TWO_FACTOR], editor: [ENROL_TWO_FACTOR], chief_editor: [ENROL_TWO_FACTOR], admin: [ENROL_TWO_FACTOR] },
})
