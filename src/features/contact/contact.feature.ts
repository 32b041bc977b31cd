import { defineFeature } from '../feature.js'
import { contactRepository } from './contact.repository.js'
import { contactLiveForm, contactRoutes } from './contact.routes.js'
import { contactService } from './contact.service.js'

declare module '../../server/services.js' {
  interface Services {
    contact: ReturnType<typeof contactService>
  }
}

export const contactFeature = defineFeature({
  name: 'contact',
  services: ({ db, options }) => ({ contact: contactService(contactRepository(db), { mailTo: options.contactMailTo, mailWritten: options.mailWritten }) }),
  routes: [contactRoutes],
  liveForms: (services) => [contactLiveForm(services.content)],
})
