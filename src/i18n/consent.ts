import { defineMessages } from './index.js'

/** The consent banner (`messagePane`). */
export const consentPane = defineMessages({
  title: { cs: 'Soubory cookie na našem webu', en: 'Cookies on our website' },
  text: {
    cs: 'Technické cookies potřebujeme, aby web fungoval. S vaším souhlasem použijeme i analytické a reklamní cookies. Souhlas můžete kdykoli změnit odkazem Nastavení cookies v patičce.',
    en: 'We need technical cookies for the website to work. With your consent we also use analytics and advertising cookies. You can change your consent at any time through the Cookie settings link in the footer.',
  },
  settings: { cs: 'Nastavení', en: 'Settings' },
  technical: { cs: 'Jen technické', en: 'Technical only' },
  acceptAll: { cs: 'Přijmout vše', en: 'Accept all' },
  close: { cs: 'Zavřít lištu bez uložení', en: 'Close the banner without saving' },
})

/** The settings panel (`messageSettings`). */
export const consentSettings = defineMessages({
  title: { cs: 'Nastavení cookies', en: 'Cookie settings' },
  intro: {
    cs: 'Vyberte, k čemu smíme cookies používat. Technické cookies jsou zapnuté vždy.',
    en: 'Choose what we may use cookies for. Technical cookies are always on.',
  },
  close: { cs: 'Zavřít nastavení', en: 'Close the settings' },
  acceptAll: { cs: 'Přijmout vše', en: 'Accept all' },
  acceptSelected: { cs: 'Uložit vybrané', en: 'Save selected' },
  technical: { cs: 'Jen technické', en: 'Technical only' },
  tabs: { cs: 'Části nastavení', en: 'Parts of the settings' },
  tabPurposes: { cs: 'Účely', en: 'Purposes' },
  tabRecipients: { cs: 'Příjemci', en: 'Recipients' },
  technicalTitle: { cs: 'Technické', en: 'Technical' },
  technicalText: { cs: 'Nutné pro chod webu: přihlášení, košík, vaše volba cookies.', en: 'Needed for the website to work: signing in, the cart, your cookie choice.' },
  analyticsTitle: { cs: 'Analytické', en: 'Analytics' },
  analyticsText: { cs: 'Měření návštěvnosti, abychom web zlepšovali.', en: 'Measuring traffic so that we can improve the website.' },
  adTitle: { cs: 'Reklamní', en: 'Advertising' },
  adText: { cs: 'Reklama přizpůsobená vašim zájmům.', en: 'Advertising suited to your interests.' },
  adAnalyticsTitle: { cs: 'Analytické a reklamní', en: 'Analytics and advertising' },
  adAnalyticsText: { cs: 'Měření účinku reklamy (zapnuto, jen když jsou zapnuté obě předchozí).', en: 'Measuring the effect of advertising (on only when both of the above are on).' },
  functionalityTitle: { cs: 'Funkční', en: 'Functionality' },
  functionalityText: { cs: 'Zapamatování vašich voleb, např. jazyka.', en: 'Remembering your choices, such as the language.' },
  personalizationTitle: { cs: 'Personalizační', en: 'Personalization' },
  personalizationText: { cs: 'Obsah přizpůsobený vám.', en: 'Content suited to you.' },
  securityTitle: { cs: 'Bezpečnostní', en: 'Security' },
  securityText: { cs: 'Ochrana před zneužitím.', en: 'Protection against abuse.' },
  saved: { cs: 'Vaše volba cookies byla uložena.', en: 'Your cookie choice has been saved.' },
})

/** The recipients' cookie tables (`messageAccordion`). */
export const consentAccordion = defineMessages({
  showCookies: { cs: 'Cookies příjemce ${title}', en: 'Cookies of ${title}' },
  title: { cs: 'Název', en: 'Name' },
  perex: { cs: 'Popis', en: 'Description' },
  type: { cs: 'Typ', en: 'Type' },
  expire: { cs: 'Platnost', en: 'Expiry' },
  whoUse: { cs: 'Kdo ji používá', en: 'Who uses it' },
  alwaysOn: { cs: 'vždy zapnuto', en: 'always on' },
})
