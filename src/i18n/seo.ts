import { defineMessages } from './index.js'

/** Texts search engines, feed readers and calendars show: feeds, the sharing image, fallbacks. */
export const seoMessages = defineMessages({
  siteDescription: {
    cs: 'Univerzita Quercus Fontana v Dubové Hoře: studium, věda a výzkum, fakulty, aktuality a univerzitní e-shop.',
    en: 'Quercus Fontana University in Dubová Hora: study, research, faculties, news and the university e-shop.',
  },
  shareImageAlt: {
    cs: 'Logo Univerzity Quercus Fontana, dubový list, a název univerzity',
    en: 'The Quercus Fontana University logo, an oak leaf, and the name of the university',
  },
  newsFeedTitle: { cs: 'Aktuality – Univerzita Quercus Fontana', en: 'News – Quercus Fontana University' },
  newsFeedDescription: {
    cs: 'Nejnovější zprávy a pozvánky Univerzity Quercus Fontana.',
    en: 'The latest news and invitations from Quercus Fontana University.',
  },
  eventsCalendarTitle: { cs: 'Akce – Univerzita Quercus Fontana', en: 'Events – Quercus Fontana University' },
  eventsCalendarDescription: {
    cs: 'Přednášky, dny otevřených dveří a další akce Univerzity Quercus Fontana.',
    en: 'Lectures, open days and other events of Quercus Fontana University.',
  },
})
