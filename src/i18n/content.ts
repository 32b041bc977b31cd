import { defineMessages } from './index.js'

export const contentMessages = defineMessages({
  homeTitle: { cs: 'Univerzita Quercus Fontana', en: 'Quercus Fontana University' },
  homeIntro: {
    cs: 'Veřejná univerzita v Dubové Hoře se čtyřmi fakultami. Studujte obory, které mají budoucnost, a zapojte se do výzkumu už během studia.',
    en: 'A public university in Dubová Hora with four faculties. Study programmes with a future and join research while you study.',
  },
  homeDescription: {
    cs: 'Univerzita Quercus Fontana: studium, výzkum, fakulty, aktuality a univerzitní e-shop.',
    en: 'Quercus Fontana University: study, research, faculties, news and the university e-shop.',
  },
  latestNews: { cs: 'Aktuality', en: 'Latest news' },
  upcomingEvents: { cs: 'Události', en: 'Events' },
  allNews: { cs: 'Všechny aktuality', en: 'All news' },
  ourFaculties: { cs: 'Naše fakulty', en: 'Our faculties' },
  visitEshop: { cs: 'Navštivte univerzitní e-shop', en: 'Visit the university e-shop' },
  eshopTeaser: {
    cs: 'Trička, mikiny, hrnky i odborné publikace našich vědců.',
    en: 'T-shirts, hoodies, mugs and scholarly books by our researchers.',
  },
  subpages: { cs: 'V této sekci', en: 'In this section' },
  facultyPages: { cs: 'O fakultě', en: 'About the faculty' },
  facultyNews: { cs: 'Aktuality fakulty', en: 'Faculty news' },
})
