import { defineMessages } from './index.js'

/** The e-mails of the account feature (src/features/account/account-mails.ts), plain text. */
export const mailMessages = defineMessages({
  greeting: { cs: 'Dobrý den,', en: 'Hello,' },
  signature: { cs: 'Univerzita QF\nTento e-mail byl odeslán automaticky, neodpovídejte na něj.', en: 'QF University\nThis email was sent automatically; please do not reply.' },
  confirmSubject: { cs: 'Potvrďte registraci na webu Univerzity QF', en: 'Confirm your registration at QF University' },
  confirmBody: {
    cs: 'někdo (nejspíš vy) se touto adresou zaregistroval na webu Univerzity QF jako ${name}.\nRegistraci dokončíte do 24 hodin tímto odkazem:\n\n${link}\n\nPokud jste to nebyli vy, e-mail smažte; bez potvrzení účet nevznikne.',
    en: 'someone (most likely you) registered with this address at QF University as ${name}.\nComplete the registration within 24 hours through this link:\n\n${link}\n\nIf it was not you, delete this email; no account is created without the confirmation.',
  },
  alreadySubject: { cs: 'Pokus o registraci s vaší adresou', en: 'An attempt to register with your address' },
  alreadyBody: {
    cs: 'někdo se právě pokusil zaregistrovat na webu Univerzity QF s vaší e-mailovou adresou. Účet s ní už máte, nic se nezměnilo.\nPřihlásit se můžete zde: ${login}\nPokud jste zapomněli heslo, nastavte si nové: ${forgotten}\n\nPokud jste to nebyli vy, nemusíte nic dělat.',
    en: 'someone has just tried to register at QF University with your email address. You already have an account with it; nothing has changed.\nYou can log in here: ${login}\nIf you have forgotten your password, set a new one: ${forgotten}\n\nIf it was not you, you need not do anything.',
  },
  resetSubject: { cs: 'Nastavení nového hesla', en: 'Set a new password' },
  resetBody: {
    cs: 'požádali jste o nové heslo k účtu na webu Univerzity QF. Nastavíte jej do jedné hodiny tímto odkazem (platí jednou):\n\n${link}\n\nPokud jste o to nežádali, e-mail smažte; vaše heslo zůstává beze změny.',
    en: 'you asked for a new password for your account at QF University. Set it within one hour through this link (it works once):\n\n${link}\n\nIf you did not ask for it, delete this email; your password stays as it is.',
  },
  changedSubject: { cs: 'Vaše heslo bylo změněno', en: 'Your password has been changed' },
  changedBody: {
    cs: 'heslo k vašemu účtu na webu Univerzity QF bylo právě změněno a všechna ostatní přihlášení byla ukončena.\nPokud jste to nebyli vy, nastavte si ihned nové heslo: ${forgotten}',
    en: 'the password of your account at QF University has just been changed and every other session has been ended.\nIf it was not you, set a new password at once: ${forgotten}',
  },
})
