import { defineMessages } from './index.js'

/** Messages any form may show for a field or for the whole submission (src/forms/). */
export const formMessages = defineMessages({
  required: { cs: 'Vyplňte toto pole.', en: 'Fill in this field.' },
  invalid: { cs: 'Zadaná hodnota není platná.', en: 'The value is not valid.' },
  repeated: { cs: 'Pole bylo odesláno vícekrát.', en: 'The field was sent more than once.' },
  tooLong: { cs: 'Text je příliš dlouhý.', en: 'The text is too long.' },
  tooShort: { cs: 'Text je příliš krátký.', en: 'The text is too short.' },
  emailInvalid: { cs: 'Zadejte e-mail ve tvaru jmeno@domena.cz.', en: 'Enter an email like name@example.com.' },
  invalidSubmission: {
    cs: 'Formulář nepřišel v podobě, jakou očekáváme. Vyplňte jej prosím znovu a odešlete.',
    en: 'The form did not arrive in the shape we expect. Please fill it in again and send it.',
  },
  errorSummary: { cs: 'Formulář obsahuje chyby.', en: 'The form has errors.' },
})

export type FormMessageKey = keyof typeof formMessages
