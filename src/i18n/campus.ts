import { defineMessages } from './index.js'

export const campusMessages = defineMessages({
  mapTitle: { cs: 'Mapa areálu univerzity', en: 'University campus map' },
  mapIntro: {
    cs: 'Budovy rektorátu a fakult v centru města Dubová Hora. Čísla v plánku odpovídají seznamu pod ním.',
    en: 'The rectorate and faculty buildings in the centre of Dubová Hora. The numbers on the plan match the list below it.',
  },
  mapImage: {
    cs: 'Schematický plánek centra města s vyznačenými budovami univerzity',
    en: 'Schematic plan of the town centre with the university buildings marked',
  },
  rectorate: { cs: 'Rektorát', en: 'Rectorate' },
  square: { cs: 'Náměstí Svobody', en: 'Náměstí Svobody (Freedom Square)' },
  park: { cs: 'Park', en: 'Park' },
  showMap: { cs: 'Mapa areálu', en: 'Campus map' },
  openMapInNewWindow: { cs: 'Otevřít mapu v novém okně', en: 'Open the map in a new window' },
  newWindowConfirm: {
    cs: 'Mapa areálu se otevře v novém okně. Pokračovat?',
    en: 'The campus map will open in a new window. Continue?',
  },
})
