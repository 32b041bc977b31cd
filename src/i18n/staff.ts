import { defineMessages } from './index.js'

/** The staff's order administration (ADR 041). */
export const staffMessages = defineMessages({
  ordersTitle: { cs: 'Správa objednávek', en: 'Order administration' },
  ordersLink: { cs: 'Správa objednávek', en: 'Order administration' },
  orderTitle: { cs: 'Objednávka ${number}', en: 'Order ${number}' },
  filterHeading: { cs: 'Hledat objednávky', en: 'Find orders' },
  filterStatus: { cs: 'Stav', en: 'Status' },
  filterAll: { cs: 'Všechny stavy', en: 'All statuses' },
  filterQuery: { cs: 'Číslo objednávky nebo e-mail', en: 'Order number or e-mail' },
  filterSubmit: { cs: 'Hledat', en: 'Search' },
  filterReset: { cs: 'Zrušit filtr', en: 'Clear filter' },
  count: { cs: 'Nalezeno objednávek: ${count}', en: 'Orders found: ${count}' },
  none: { cs: 'Žádná objednávka neodpovídá.', en: 'No order matches.' },
  customer: { cs: 'Zákazník', en: 'Customer' },
  created: { cs: 'Přijata', en: 'Received' },
  total: { cs: 'Celkem', en: 'Total' },
  actionsHeading: { cs: 'Změnit stav', en: 'Change the status' },
  actionsNone: { cs: 'Stav této objednávky už změnit nelze.', en: 'This order’s status can no longer change.' },
  backToList: { cs: 'Zpět na seznam objednávek', en: 'Back to the order list' },
  toPaid: { cs: 'Označit jako zaplacenou', en: 'Mark as paid' },
  toShipped: { cs: 'Označit jako odeslanou', en: 'Mark as shipped' },
  toDelivered: { cs: 'Označit jako doručenou', en: 'Mark as delivered' },
  toCancelled: { cs: 'Zrušit objednávku', en: 'Cancel the order' },
  confirmTitle: { cs: 'Změna stavu objednávky', en: 'Change of the order’s status' },
  confirmPaid: { cs: 'Označit objednávku ${number} jako zaplacenou? Zákazník dostane e-mail.', en: 'Mark order ${number} as paid? The customer gets an e-mail.' },
  confirmShipped: { cs: 'Označit objednávku ${number} jako odeslanou? Zákazník dostane e-mail.', en: 'Mark order ${number} as shipped? The customer gets an e-mail.' },
  confirmDelivered: { cs: 'Označit objednávku ${number} jako doručenou? Zákazník dostane e-mail.', en: 'Mark order ${number} as delivered? The customer gets an e-mail.' },
  confirmCancelled: {
    cs: 'Zrušit objednávku ${number}? Zboží se vrátí na sklad a zákazník dostane e-mail. Zrušení nelze vrátit.',
    en: 'Cancel order ${number}? The goods go back in stock and the customer gets an e-mail. A cancellation cannot be undone.',
  },
  changed: { cs: 'Objednávka je nyní: ${status}. Zákazníkovi jsme poslali e-mail.', en: 'The order is now: ${status}. The customer has been e-mailed.' },
  refusedStale: {
    cs: 'Objednávku mezitím změnil někdo jiný: je nyní ve stavu ${status}. Nic jsme nezměnili; zkontrolujte ji a případně to zkuste znovu.',
    en: 'Someone else changed the order meanwhile: it is now ${status}. Nothing was changed; check it and try again if needed.',
  },
  refusedIllegal: { cs: 'Objednávku ve stavu ${status} nelze takto změnit. Nic jsme nezměnili.', en: 'An order that is ${status} cannot change that way. Nothing was changed.' },
  refusedInvalid: { cs: 'Neplatná změna stavu. Nic jsme nezměnili.', en: 'Not a valid change of status. Nothing was changed.' },
  refusedUnknown: { cs: 'Objednávka ${number} neexistuje. Nic jsme nezměnili.', en: 'There is no order ${number}. Nothing was changed.' },
})

export type StaffMessageKey = keyof typeof staffMessages
