/**
 * Messages the browser runtime shows (spec 000 §3 "Client messages"). The server renders the
 * table of the page's language into every page (`#puMessages`, see src/ui/layout/document.tsx);
 * the runtime looks them up with `text(key, values, prefix)` (src/client/messages.ts), so a key
 * missing here shows as `!key!` on the page. Keys are `noun.detail`; placeholders `${name}`.
 */
import { defineMessages, type Lang } from './index.js'

export const clientMessages = defineMessages({
  'confirm.title': { cs: 'Potvrzení', en: 'Confirmation' },
  'confirm.confirmButton': { cs: 'Ano', en: 'Yes' },
  'confirm.declineButton': { cs: 'Ne', en: 'No' },
  'signLanguage.on': { cs: 'Videa ve znakovém jazyce zapnuta', en: 'Sign-language videos on' },
  'signLanguage.off': { cs: 'Videa ve znakovém jazyce vypnuta', en: 'Sign-language videos off' },
  'signLanguage.popupLabel': { cs: 'Video ve znakovém jazyce', en: 'Sign-language video' },
  'signLanguage.unknownVideo': {
    cs: 'Video „${code}“ není k dispozici.',
    en: 'The video “${code}” is not available.',
  },
  'confirm.text': { cs: 'Opravdu chcete pokračovat?', en: 'Do you really want to continue?' },
  'popup.close': { cs: 'Zavřít', en: 'Close' },
  'popup.opened': { cs: 'Otevřeno okno: ${title}', en: 'Window opened: ${title}' },
  'popup.closed': { cs: 'Okno zavřeno: ${title}', en: 'Window closed: ${title}' },
  'popup.loading': { cs: 'Načítám…', en: 'Loading…' },
  'popup.loadFailed': {
    cs: 'Obsah okna se nepodařilo načíst. Zkuste to prosím později.',
    en: 'The content of this window could not be loaded. Please try again later.',
  },
  'popup.hostRefused': {
    cs: 'Adresu ${host} nelze v okně zobrazit: není mezi povolenými.',
    en: 'The address ${host} cannot be shown in this window: it is not allowed.',
  },
  // The select's messages (spec 001 §5, §8): Select2's English and Czech texts, plural forms by
  // Intl.PluralRules (src/client/widgets/select-messages.ts).
  'select.errorLoading': { cs: 'Výsledky nemohly být načteny.', en: 'The results could not be loaded.' },
  'select.inputTooLong.one': { cs: 'Prosím, zadejte o ${n} znak méně.', en: 'Please delete ${n} character' },
  'select.inputTooLong.few': { cs: 'Prosím, zadejte o ${n} znaky méně.', en: 'Please delete ${n} characters' },
  'select.inputTooLong.other': { cs: 'Prosím, zadejte o ${n} znaků méně.', en: 'Please delete ${n} characters' },
  'select.inputTooShort.one': { cs: 'Prosím, zadejte ještě ${n} znak.', en: 'Please enter ${n} or more characters' },
  'select.inputTooShort.few': { cs: 'Prosím, zadejte ještě další ${n} znaky.', en: 'Please enter ${n} or more characters' },
  'select.inputTooShort.other': { cs: 'Prosím, zadejte ještě dalších ${n} znaků.', en: 'Please enter ${n} or more characters' },
  'select.loadingMore': { cs: 'Načítají se další výsledky…', en: 'Loading more results…' },
  'select.maximumSelected.one': { cs: 'Můžete zvolit jen ${n} položku.', en: 'You can only select ${n} item' },
  'select.maximumSelected.few': { cs: 'Můžete zvolit maximálně ${n} položky.', en: 'You can only select ${n} items' },
  'select.maximumSelected.other': { cs: 'Můžete zvolit maximálně ${n} položek.', en: 'You can only select ${n} items' },
  'select.noResults': { cs: 'Nenalezeny žádné položky.', en: 'No results found' },
  'select.searching': { cs: 'Vyhledávání…', en: 'Searching…' },
  'chunk.failed': {
    cs: 'Část stránky se nepodařilo načíst. Zkuste to prosím znovu.',
    en: 'Part of the page could not be loaded. Please try again.',
  },
})

export type ClientMessageKey = keyof typeof clientMessages

const tables = new Map<Lang, string>()

/**
 * The table of one language as JSON that is safe inside `<script type="application/json">`:
 * `<` is escaped, so no message can close the element. Computed once per language.
 */
export function clientMessagesJson(lang: Lang): string {
  let json = tables.get(lang)
  if (json === undefined) {
    const table: Record<string, string> = {}
    for (const [key, value] of Object.entries(clientMessages)) table[key] = value[lang]
    json = JSON.stringify(table).replace(/</g, '\\u003c')
    tables.set(lang, json)
  }
  return json
}
