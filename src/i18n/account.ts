import { defineMessages } from './index.js'

export const accountMessages = defineMessages({
  loginTitle: { cs: 'Přihlášení', en: 'Log in' },
  loginIntro: {
    cs: 'Přihlaste se ke svému účtu a uvidíte své objednávky, nákupní seznamy a uložené košíky.',
    en: 'Log in to your account to see your orders, shopping lists and saved carts.',
  },
  email: { cs: 'E-mail', en: 'Email' },
  password: { cs: 'Heslo', en: 'Password' },
  submit: { cs: 'Přihlásit se', en: 'Log in' },
  errorSummary: { cs: 'Přihlášení se nezdařilo.', en: 'Login failed.' },
  emailRequired: { cs: 'Zadejte e-mail.', en: 'Enter your email.' },
  passwordRequired: { cs: 'Zadejte heslo.', en: 'Enter your password.' },
  passwordTooLong: { cs: 'Heslo může mít nejvýše 200 znaků.', en: 'The password can have at most 200 characters.' },
  badCredentials: { cs: 'E-mail nebo heslo nesouhlasí.', en: 'The email or password is not correct.' },
  throttled: {
    cs: 'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to znovu za ${wait}.',
    en: 'Too many failed login attempts. Try again in ${wait}.',
  },
  /** The `${wait}` of `throttled`: seconds under a minute, else whole minutes rounded up. */
  waitSeconds: { cs: '${n} s', en: '${n} s' },
  waitMinutes: { cs: '${n} min', en: '${n} min' },
  busy: {
    cs: 'Služba je právě přetížená. Zkuste to prosím za chvíli znovu.',
    en: 'The service is busy. Please try again in a moment.',
  },
  logoutConfirm: { cs: 'Opravdu se chcete odhlásit?', en: 'Do you really want to log out?' },
  logoutEverywhereConfirm: {
    cs: 'Odhlásit vás ve všech prohlížečích a zařízeních, kde jste přihlášeni?',
    en: 'Log you out in every browser and device where you are logged in?',
  },
  signedInAs: { cs: 'Jste přihlášeni jako ${name}.', en: 'You are signed in as ${name}.' },
})
