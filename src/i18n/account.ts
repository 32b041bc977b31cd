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
})
