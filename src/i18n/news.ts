import { defineMessages } from './index.js'

/** News and events: the listing, its filter and the detail page. */
export const newsMessages = defineMessages({
  listTitle: { cs: 'Aktuality', en: 'News' },
  listDescription: {
    cs: 'Aktuality a události Univerzity Quercus Fontana a jejích fakult.',
    en: 'News and events of Quercus Fontana University and its faculties.',
  },
  listTitlePaged: { cs: 'Aktuality – strana ${page}', en: 'News – page ${page}' },
  filterLabel: { cs: 'Zobrazit', en: 'Show' },
  filterAll: { cs: 'Vše', en: 'All' },
  filterNews: { cs: 'Zprávy', en: 'News' },
  filterEvents: { cs: 'Události', en: 'Events' },
  empty: { cs: 'Zatím zde nic není.', en: 'Nothing here yet.' },
  published: { cs: 'Zveřejněno', en: 'Published' },
  eventLabel: { cs: 'Událost', en: 'Event' },
  eventPast: { cs: 'Proběhlo', en: 'Past event' },
  eventOver: { cs: 'Tato událost již proběhla.', en: 'This event has already taken place.' },
  eventWhen: { cs: 'Kdy', en: 'When' },
  eventWhere: { cs: 'Kde', en: 'Where' },
  eventDetails: { cs: 'Informace o události', en: 'Event details' },
})

const timeFormats = {
  cs: new Intl.DateTimeFormat('cs-CZ', { hour: 'numeric', minute: '2-digit', timeZone: 'Europe/Prague' }),
  en: new Intl.DateTimeFormat('en-GB', { hour: 'numeric', minute: '2-digit', timeZone: 'Europe/Prague' }),
}

/** Time of day of an event in the university's time zone, whatever the server's zone. */
export const formatTime = (lang: 'cs' | 'en', date: Date) => timeFormats[lang].format(date)
