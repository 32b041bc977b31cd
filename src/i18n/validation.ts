import { defineMessages } from './index.js'

/** Live validation (ADR 031): the runtime's texts and the password meter's. */
export const validationMessages = defineMessages({
  passwordStrength: { cs: 'Síla hesla: ${label}', en: 'Password strength: ${label}' },
  strength0: { cs: 'velmi slabé', en: 'very weak' },
  strength1: { cs: 'slabé', en: 'weak' },
  strength2: { cs: 'průměrné', en: 'fair' },
  strength3: { cs: 'dobré', en: 'good' },
  strength4: { cs: 'silné', en: 'strong' },
  strengthUnknown: { cs: 'Síla hesla: zatím neposouzena', en: 'Password strength: not judged yet' },
  passwordCouldBeStronger: {
    cs: 'Heslo stačí, ale delší fráze by byla bezpečnější.',
    en: 'The password will do, but a longer phrase would be safer.',
  },
  formHasErrors: { cs: 'Formulář obsahuje chyby. Opravte prosím označená pole.', en: 'The form has errors. Please correct the marked fields.' },
  released: {
    cs: 'Formulář na stránce už neplatí. Načtěte prosím stránku znovu.',
    en: 'The form on this page is no longer valid. Please reload the page.',
  },
})

export type ValidationMessageKey = keyof typeof validationMessages
