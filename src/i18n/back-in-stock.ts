import { defineMessages } from './index.js'

/** The back-in-stock request of a product page and its e-mail (ADR 081). */
export const backInStockMessages = defineMessages({
  heading: { cs: 'Dejte mi vědět, až bude skladem', en: 'Tell me when it is back in stock' },
  size: { cs: 'Vyprodaná varianta', en: 'Sold-out variant' },
  email: { cs: 'E-mail', en: 'Email' },
  emailHint: {
    cs: 'Přihlášeným stačí pole nechat prázdné: použijeme adresu vašeho účtu.',
    en: 'Signed in? Leave it empty and we use your account’s address.',
  },
  consent: {
    cs: 'Adresu použijeme jen k jedinému e-mailu o naskladnění a po jeho odeslání ji smažeme; nenaskladníme-li do 6 měsíců, smažeme ji také.',
    en: 'We use the address only for one email when it is back in stock and delete it once that is sent; if it is not restocked within 6 months, we delete it too.',
  },
  submit: { cs: 'Dejte mi vědět', en: 'Tell me' },
  formErrors: { cs: 'Žádost se nepodařilo uložit.', en: 'The request could not be saved.' },
  emailRequired: { cs: 'Zadejte e-mail.', en: 'Enter your email.' },
  variantRequired: { cs: 'Vyberte velikost.', en: 'Choose a size.' },
  unknown: { cs: 'Tato varianta se neprodává.', en: 'This variant is not for sale.' },
  inStock: { cs: 'Tato varianta je skladem, můžete ji rovnou koupit.', en: 'This variant is in stock: you can buy it now.' },
  tooMany: {
    cs: 'Na tuto adresu už čeká mnoho žádostí. Další přidáte, až vám některé přijdou.',
    en: 'Too many requests are waiting for this address. Add more once some have been answered.',
  },
  requested: {
    cs: 'Děkujeme. Jakmile bude zboží znovu skladem, pošleme vám e-mail.',
    en: 'Thank you. We will email you as soon as it is back in stock.',
  },
  mailSubject: { cs: 'Znovu skladem: ${name}', en: 'Back in stock: ${name}' },
  mailBody: {
    cs: '${name} je znovu skladem. Zboží najdete zde:\n${link}\n\nPosíláme jen tento jeden e-mail; vaši adresu do druhého dne smažeme.',
    en: '${name} is back in stock. You will find it here:\n${link}\n\nThis is the only email we send; we delete your address within a day.',
  },
})
export type BackInStockMessageKey = keyof typeof backInStockMessages
