import { defineMessages } from './index.js'

/** The newsletter sign-up with double opt-in. */
export const newsletterMessages = defineMessages({
  title: { cs: 'Odběr novinek', en: 'Newsletter' },
  intro: {
    cs: 'Jednou měsíčně vám pošleme přehled novinek a akcí univerzity. Odběr potvrdíte odkazem v e-mailu.',
    en: 'Once a month we send an overview of the university’s news and events. You confirm by a link in an email.',
  },
  email: { cs: 'E-mail', en: 'Email' },
  emailRequired: { cs: 'Zadejte e-mail.', en: 'Enter your email.' },
  submit: { cs: 'Přihlásit k odběru', en: 'Subscribe' },
  formErrors: { cs: 'Přihlášení k odběru se nezdařilo.', en: 'The subscription failed.' },
  sentTitle: { cs: 'Zkontrolujte e-mail', en: 'Check your email' },
  sent: {
    cs: 'Na adresu ${email} jsme poslali e-mail. Odběr začne, až jej potvrdíte odkazem v něm.',
    en: 'We have sent an email to ${email}. The subscription starts once you confirm it by its link.',
  },
  confirmTitle: { cs: 'Potvrzení odběru', en: 'Confirm the subscription' },
  confirmIntro: { cs: 'Potvrďte prosím odběr novinek tlačítkem.', en: 'Please confirm the newsletter subscription with the button.' },
  confirmSubmit: { cs: 'Potvrdit odběr', en: 'Confirm' },
  confirmed: { cs: 'Děkujeme, odběr novinek je potvrzený.', en: 'Thank you, your subscription is confirmed.' },
  invalidLink: { cs: 'Odkaz už neplatí. Přihlaste se k odběru znovu.', en: 'The link is no longer valid. Please subscribe again.' },
  mailSubject: { cs: 'Potvrďte odběr novinek Univerzity QF', en: 'Confirm your QF University newsletter subscription' },
  mailBody: {
    cs: 'někdo (snad vy) přihlásil tuto adresu k odběru novinek. Odběr potvrdíte zde:\n${link}\n\nPokud jste to nebyli vy, e-mail smažte; nic dalšího vám nepošleme.',
    en: 'someone (hopefully you) subscribed this address to our newsletter. Confirm it here:\n${link}\n\nIf it was not you, delete this email; we will send nothing more.',
  },
  mailAlreadySubject: { cs: 'Odběr novinek Univerzity QF', en: 'QF University newsletter' },
  mailAlreadyBody: {
    cs: 'tato adresa už novinky odebírá, není třeba nic dělat.',
    en: 'this address is already subscribed; there is nothing to do.',
  },
})
