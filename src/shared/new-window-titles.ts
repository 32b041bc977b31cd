/**
 * The title hint of a link that opens in a new window (spec 000 §9 "External links"), in the
 * languages a page of the site or a fragment in it may declare with `lang`: the spec's table of
 * about 25 languages, so not a Czech/English catalogue of src/i18n/ (ADR 022). Standalone: the
 * browser runtime loads it as a chunk only when it meets a link to another site the server did
 * not mark. Keys are primary language subtags.
 */
export const newWindowTitles: Readonly<Record<string, string>> = {
  cs: 'Otevře se v novém okně',
  en: 'Opens in a new window',
  sk: 'Otvorí sa v novom okne',
  de: 'Öffnet sich in einem neuen Fenster',
  fr: 'S’ouvre dans une nouvelle fenêtre',
  es: 'Se abre en una ventana nueva',
  it: 'Si apre in una nuova finestra',
  pt: 'Abre numa nova janela',
  nl: 'Opent in een nieuw venster',
  pl: 'Otwiera się w nowym oknie',
  hu: 'Új ablakban nyílik meg',
  uk: 'Відкривається в новому вікні',
  ru: 'Открывается в новом окне',
  sv: 'Öppnas i ett nytt fönster',
  da: 'Åbner i et nyt vindue',
  fi: 'Avautuu uuteen ikkunaan',
  no: 'Åpnes i et nytt vindu',
  el: 'Ανοίγει σε νέο παράθυρο',
  ro: 'Se deschide într-o fereastră nouă',
  bg: 'Отваря се в нов прозорец',
  hr: 'Otvara se u novom prozoru',
  sl: 'Odpre se v novem oknu',
  sr: 'Отвара се у новом прозору',
  lt: 'Atsidaro naujame lange',
  lv: 'Atveras jaunā logā',
  et: 'Avaneb uues aknas',
  tr: 'Yeni pencerede açılır',
  ja: '新しいウィンドウで開きます',
  zh: '在新窗口中打开',
  ko: '새 창에서 열립니다',
}

/** Subtags that share another's text (Norwegian Bokmål and Nynorsk read `no`). */
const aliases: Readonly<Record<string, string>> = { nb: 'no', nn: 'no' }

/** The hint for a `lang` attribute value (`de-AT` reads `de`); English when the language is not in the table. */
export function newWindowTitle(lang: string | null | undefined): string {
  const primary = (lang ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? ''
  const key = aliases[primary] ?? primary
  return Object.hasOwn(newWindowTitles, key) ? newWindowTitles[key]! : newWindowTitles.en!
}
