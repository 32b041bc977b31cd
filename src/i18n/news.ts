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
  eventIcs: { cs: 'Přidat do kalendáře (.ics)', en: 'Add to calendar (.ics)' },
  eventIcsOf: { cs: 'Přidat do kalendáře (.ics): ${title}', en: 'Add to calendar (.ics): ${title}' },
  eventsAll: { cs: 'Všechny akce', en: 'All events' },
  eventsTitle: { cs: 'Akce', en: 'Events' },
  eventsDescription: {
    cs: 'Nadcházející akce Univerzity Quercus Fontana a jejích fakult: kdy a kde se konají.',
    en: 'Upcoming events of Quercus Fontana University and its faculties: when and where they take place.',
  },
  eventsUpcoming: { cs: 'Nadcházející akce', en: 'Upcoming events' },
  eventsNoneUpcoming: { cs: 'Žádné akce nejsou naplánovány. Podívejte se do archivu.', en: 'No events are planned. See the archive.' },
  eventsPastTitle: { cs: 'Proběhlé akce', en: 'Past events' },
  eventsPastTitlePaged: { cs: 'Proběhlé akce – strana ${page}', en: 'Past events – page ${page}' },
  eventsPastDescription: { cs: 'Archiv akcí, které již proběhly, od nejnovějších.', en: 'The archive of events that have taken place, latest first.' },
  eventsMonthTitle: { cs: 'Akce v měsíci ${month}', en: 'Events in ${month}' },
  eventsMonthDescription: { cs: 'Kalendář akcí univerzity v měsíci ${month}.', en: "The university's calendar of events in ${month}." },
  eventsMonthNone: { cs: 'V tomto měsíci nejsou žádné akce.', en: 'There are no events this month.' },
  eventsViews: { cs: 'Zobrazení akcí', en: 'Event views' },
  eventsViewUpcoming: { cs: 'Nadcházející', en: 'Upcoming' },
  eventsViewMonth: { cs: 'Měsíc', en: 'Month' },
  eventsViewPast: { cs: 'Archiv', en: 'Archive' },
  eventsViewFeed: { cs: 'Kalendář akcí (iCalendar)', en: 'Events calendar (iCalendar)' },
  eventsMonthPrevious: { cs: 'Předchozí měsíc: ${month}', en: 'Previous month: ${month}' },
  eventsMonthNext: { cs: 'Další měsíc: ${month}', en: 'Next month: ${month}' },
  eventsMonthGrid: { cs: 'Kalendář měsíce ${month}', en: 'Calendar of ${month}' },
  eventsDayEvents: { cs: '${day}, počet akcí: ${count}', en: '${day}, events: ${count}' },
})

const timeFormats = {
  cs: new Intl.DateTimeFormat('cs-CZ', { hour: 'numeric', minute: '2-digit', timeZone: 'Europe/Prague' }),
  en: new Intl.DateTimeFormat('en-GB', { hour: 'numeric', minute: '2-digit', timeZone: 'Europe/Prague' }),
}

/** Time of day of an event in the university's time zone, whatever the server's zone. */
export const formatTime = (lang: 'cs' | 'en', date: Date) => timeFormats[lang].format(date)
