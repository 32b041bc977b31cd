import { defineFeature } from '../feature.js'
import { userMenuPart } from './user-menu.js'
import { accountRepository } from './account.repository.js'
import { accountRoutes } from './account.routes.js'
import { accountService } from './account.service.js'
import { formThrottle } from './form-throttle.js'
import { accountLiveForms } from './live-forms.js'
import { profileRepository } from './profile.repository.js'
import { profileRoutes } from './profile.routes.js'
import { profileService } from './profile.service.js'
import { registrationRoutes } from './registration.routes.js'
import { sessionRepository } from './session.repository.js'
import { sessionService } from './session.service.js'
import { throttleRepository } from './throttle.repository.js'

declare module '../../server/services.js' {
  interface Services {
    accounts: ReturnType<typeof accountService>
    profile: ReturnType<typeof profileService>
    sessions: ReturnType<typeof sessionService>
  }
}

export const accountFeature = defineFeature({
  name: 'account',
  services: ({ db, options }) => ({
    accounts: accountService(accountRepository(db), { metrics: options.metrics }),
    profile: profileService(profileRepository(db), formThrottle(throttleRepository(db)), { mailWritten: options.mailWritten }),
    sessions: sessionService(sessionRepository(db), options.sessionPolicy, { cache: options.sessionCache }),
  }),
  routes: [accountRoutes, registrationRoutes, profileRoutes],
  liveForms: (services) => accountLiveForms((userId) => services.profile.profile(userId)),
  frame: () => [userMenuPart],
})
