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
  facultyNews: { cs: 'Aktuality fakulty', en: 'Faculty news' },
  facultyProgrammes: { cs: 'Studijní programy', en: 'Study programmes' },
  facultyLeadership: { cs: 'Vedení fakulty', en: 'Faculty leadership' },
  facultyContacts: { cs: 'Kontakty', en: 'Contacts' },
  facultyStudyOffice: { cs: 'Studijní oddělení', en: 'Study office' },
  facultyNav: { cs: 'Navigace: ${name}', en: 'Navigation: ${name}' },
  facultyAllProgrammes: { cs: 'Všechny programy fakulty', en: 'All programmes of the faculty' },
  facultyAllPeople: { cs: 'Lidé fakulty', en: 'People of the faculty' },
  facultiesTitle: { cs: 'Fakulty', en: 'Faculties' },
  facultiesDescription: {
    cs: 'Čtyři fakulty Univerzity Quercus Fontana: přírodní vědy, filozofie, pedagogika, informatika a ekonomie.',
    en: 'The four faculties of Quercus Fontana University: science, arts, education, informatics and economics.',
  },
  facultiesIntro: {
    cs: 'Univerzita má čtyři fakulty. Každá má vlastní programy, katedry, vedení a studijní oddělení.',
    en: 'The university has four faculties. Each has its own programmes, departments, leadership and study office.',
  },
})
