import { defineMessages } from './index.js'

/** Autosave of the editorial forms (issue 25, ADR 094): the offer on an item's form, the status by its buttons, the dashboard's list. */
export const autosaveMessages = defineMessages({
  offerHeading: { cs: 'Neuložené změny', en: 'Unsaved changes' },
  offer: { cs: 'Máte neuložené změny z ${at}.', en: 'You have unsaved changes from ${at}.' },
  offerLocal: { cs: 'V tomto prohlížeči máte neuložené změny z ${at}.', en: 'This browser holds your unsaved changes from ${at}.' },
  restore: { cs: 'Obnovit', en: 'Restore' },
  discard: { cs: 'Zahodit', en: 'Discard' },
  restored: {
    cs: 'Formulář ukazuje neuložené změny z ${at}. Uložte je některým z tlačítek; dokud to neuděláte, web se nezmění.',
    en: 'The form shows your unsaved changes from ${at}. Save them with one of the buttons; until then nothing changes on the site.',
  },
  restoredLocal: { cs: 'Formulář ukazuje neuložené změny z tohoto prohlížeče. Uložte je některým z tlačítek.', en: 'The form shows the unsaved changes from this browser. Save them with one of the buttons.' },
  discarded: { cs: 'Neuložené změny jsou zahozeny.', en: 'The unsaved changes are discarded.' },
  saved: { cs: 'Automaticky uloženo ${at}', en: 'Saved automatically at ${at}' },
  failed: { cs: 'Automatické uložení se nepovedlo, změny jsou zatím jen v tomto prohlížeči.', en: 'Saving automatically failed; the changes are kept in this browser for now.' },
  refused: { cs: 'Změny se nedají uložit automaticky (formulář je příliš velký nebo obsahuje nepovolené znaky).', en: 'The changes cannot be saved automatically (the form is too large or holds characters that are not allowed).' },
  tooSoon: { cs: 'Automatické uložení přišlo příliš brzy po předchozím.', en: 'The automatic save came too soon after the last one.' },
  tooMany: { cs: 'Máte příliš mnoho rozepsaných změn; uložte nebo zahoďte některé z nich.', en: 'You have too many unsaved changes; save or discard some of them.' },
  dashboard: { cs: 'Rozepsané změny', en: 'Unsaved changes' },
  dashboardNew: { cs: 'nová položka', en: 'a new item' },
  newOfpage: { cs: 'Nová stránka', en: 'New page' },
  newOfnews: { cs: 'Nová aktualita nebo akce', en: 'New news item or event' },
  newOfperson: { cs: 'Nová osoba', en: 'New person' },
  newOfprogramme: { cs: 'Nový studijní program', en: 'New study programme' },
  newOfdocument: { cs: 'Nový dokument', en: 'New document' },
  dashboardNote: { cs: 'uloženo automaticky ${at}', en: 'saved automatically on ${at}' },
})
export type AutosaveMessageKey = keyof typeof autosaveMessages
