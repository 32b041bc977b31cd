import { defineMessages } from './index.js'

/** Discount codes in the cart, the checkout and the order's documents (ADR 069). */
export const discountMessages = defineMessages({
  field: { cs: 'Slevový kód', en: 'Discount code' },
  apply: { cs: 'Použít', en: 'Apply' },
  remove: { cs: 'Odebrat', en: 'Remove' },
  removeOf: { cs: 'Odebrat slevový kód ${code}', en: 'Remove the discount code ${code}' },
  line: { cs: 'Sleva ${code}', en: 'Discount ${code}' },
  applied: { cs: 'Slevový kód ${code} byl použit: sleva ${amount}.', en: 'The discount code ${code} was applied: ${amount} off.' },
  removed: { cs: 'Slevový kód byl odebrán.', en: 'The discount code was removed.' },
  unknown: { cs: 'Slevový kód „${code}“ neexistuje. Zkontrolujte, zda jste jej opsali správně.', en: 'The discount code “${code}” does not exist. Check that you typed it correctly.' },
  empty: { cs: 'Zadejte slevový kód.', en: 'Enter a discount code.' },
  inactive: { cs: 'Slevový kód ${code} už neplatí.', en: 'The discount code ${code} is no longer valid.' },
  notYet: { cs: 'Slevový kód ${code} zatím neplatí.', en: 'The discount code ${code} is not valid yet.' },
  expired: { cs: 'Platnost slevového kódu ${code} skončila.', en: 'The discount code ${code} has expired.' },
  usedUp: { cs: 'Slevový kód ${code} byl již vyčerpán.', en: 'The discount code ${code} has been used up.' },
  usedByYou: { cs: 'Slevový kód ${code} jste již použili tolikrát, kolikrát lze.', en: 'You have already used the discount code ${code} as many times as it allows.' },
  minimum: { cs: 'Slevový kód ${code} platí pro objednávky od ${minimum}.', en: 'The discount code ${code} applies to orders from ${minimum}.' },
  notEligible: { cs: 'Slevový kód ${code} se nevztahuje na žádné zboží v košíku.', en: 'The discount code ${code} does not apply to any goods in your cart.' },
  dropped: {
    cs: 'Objednávka nebyla odeslána a kód byl z košíku odebrán. Zkontrolujte novou cenu a odešlete objednávku znovu.',
    en: 'The order was not placed and the code was taken off your cart. Check the new price and place the order again.',
  },
  orderDiscount: { cs: 'Slevový kód: ${code} (−${amount})', en: 'Discount code: ${code} (−${amount})' },
})

export type DiscountMessageKey = keyof typeof discountMessages
