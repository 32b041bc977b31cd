/**
 * The accessibility statement (in the form Czech act No. 99/2019 Sb. and decree No. 515/2020 Sb.
 * require: compliance status, non-accessible content, when it was prepared and how, feedback
 * contact, enforcement procedure) and the privacy notice (GDPR Art. 13: controller, DPO,
 * purposes and legal bases, recipients, retention, rights, cookies). Facts come from facts.ts.
 */
import { fullName, UNIVERSITY as U } from './facts.js'
import { addDays } from './random.js'
import { joinBi } from './slots.js'
import { bi, formatDate, type Bi } from './text.js'

type Section = { heading: Bi; body: Bi }
const lines = (...parts: Bi[]): Bi => joinBi(parts, '\n\n')
const address = `${U.address.street}, ${U.address.postalCode} ${U.address.city}`

/** Prepared two months before the seed day, last reviewed a week before it. */
export function accessibilityStatement(day: Date): Section[] {
  const prepared = formatDate(addDays(day, -60))
  const reviewed = formatDate(addDays(day, -7))
  return [
    {
      heading: bi('Rozsah prohlášení', 'Scope of this statement'),
      body: bi(
        'Univerzita Quercus Fontana se zavazuje zpřístupnit své internetové stránky v souladu se zákonem č. 99/2019 Sb., o přístupnosti internetových stránek a mobilních aplikací a o změně zákona č. 365/2000 Sb., o informačních systémech veřejné správy a o změně některých dalších zákonů, ve znění pozdějších předpisů. Toto prohlášení se vztahuje na internetové stránky univerzity a jejích fakult včetně e-shopu.',
        'Quercus Fontana University is committed to making its website accessible in accordance with Czech Act No. 99/2019 Coll., on the accessibility of websites and mobile applications, as amended. This statement applies to the website of the university and its faculties, including the e-shop.',
      ),
    },
    {
      heading: bi('Stav souladu', 'Compliance status'),
      body: bi(
        'Tyto internetové stránky jsou částečně v souladu se zákonem č. 99/2019 Sb. a s normou ČSN EN 301 549 (WCAG 2.1 na úrovni AA), a to z důvodu nesouladu a výjimek uvedených níže.',
        'This website is partially compliant with Act No. 99/2019 Coll. and with the standard EN 301 549 (WCAG 2.1 level AA), due to the non-compliance and the exemptions listed below.',
      ),
    },
    {
      heading: bi('Nepřístupný obsah', 'Non-accessible content'),
      body: lines(
        bi(
          'Nesoulad se zákonem: dokumenty PDF v sekci Dokumenty nejsou označkované (tagged PDF), takže čtečky obrazovky v nich neoznámí nadpisy ani pořadí čtení (kritérium 1.3.1 Informace a vztahy). Obsah každého dokumentu popisuje jeho anotace na stránce; přístupnou verzi vám na požádání zašleme.',
          'Non-compliance with the act: the PDF documents in the Documents section are not tagged, so screen readers do not announce their headings or reading order (success criterion 1.3.1 Info and Relationships). Each document’s summary on the page describes its content; we will send you an accessible version on request.',
        ),
        bi(
          'Nepřiměřená zátěž: tuto výjimku neuplatňujeme.',
          'Disproportionate burden: we do not claim this exemption.',
        ),
        bi(
          'Obsah mimo rozsah zákona: archivní verze dokumentů zveřejněné před 23. zářím 2018, které nejsou potřebné pro aktivní správní řízení.',
          'Content outside the scope of the act: archived versions of documents published before 23 September 2018 that are not needed for active administrative processes.',
        ),
      ),
    },
    {
      heading: bi('Vypracování prohlášení', 'Preparation of this statement'),
      body: bi(
        `Prohlášení bylo vypracováno dne ${prepared.cs} na základě vlastního posouzení provedeného univerzitou, s automatickými testy (axe-core) a ručním ověřením ovládání klávesnicí a čtečkou obrazovky. Naposledy bylo přezkoumáno dne ${reviewed.cs}.`,
        `This statement was prepared on ${prepared.en} on the basis of a self-assessment by the university, with automated tests (axe-core) and manual checks with the keyboard and a screen reader. It was last reviewed on ${reviewed.en}.`,
      ),
    },
    {
      heading: bi('Zpětná vazba a kontaktní údaje', 'Feedback and contact information'),
      body: bi(
        `Nedostatky v přístupnosti nám prosím hlaste na e-mail ${U.accessibilityEmail}, na telefonu ${U.phone} nebo poštou na adresu ${address}. Odpovíme do 30 dnů; o nepřístupný obsah vám pošleme v přístupné podobě.`,
        `Please report accessibility problems to ${U.accessibilityEmail}, by phone on ${U.phone} or by post to ${address}. We will reply within 30 days and send you any non-accessible content in an accessible form.`,
      ),
    },
    {
      heading: bi('Postupy pro prosazování práva', 'Enforcement procedure'),
      body: bi(
        'Pokud s vyřízením oznámení nebo žádosti nejste spokojeni, můžete podat podnět k provedení kontroly [Ministerstvu vnitra](https://www.mvcr.cz/), které dohlíží na dodržování [zákona č. 99/2019 Sb.](https://www.zakonyprolidi.cz/cs/2019-99): Ministerstvo vnitra, odbor eGovernmentu, Nad Štolou 936/3, 170 34 Praha 7, e-mail posta@mvcr.cz.',
        'If you are not satisfied with how your report or request was handled, you may ask the [Ministry of the Interior](https://www.mvcr.cz/), which supervises compliance with [Act No. 99/2019 Coll.](https://www.zakonyprolidi.cz/cs/2019-99), to carry out an inspection: Ministry of the Interior, eGovernment Department, Nad Štolou 936/3, 170 34 Prague 7, e-mail posta@mvcr.cz.',
      ),
    },
  ]
}

export function privacyNotice(): Section[] {
  const dpo = U.dataProtectionOfficer
  return [
    {
      heading: bi('Správce osobních údajů', 'Data controller'),
      body: bi(
        `Správcem osobních údajů je Univerzita Quercus Fontana, veřejná vysoká škola, ${address}, IČO ${U.ico}, datová schránka ${U.dataBox}, e-mail ${U.email}, telefon ${U.phone}.`,
        `The controller of your personal data is Quercus Fontana University, a public higher education institution, ${address}, Czech Republic, company ID ${U.ico}, data box ${U.dataBox}, e-mail ${U.email}, phone ${U.phone}.`,
      ),
    },
    {
      heading: bi('Pověřenec pro ochranu osobních údajů', 'Data protection officer'),
      body: bi(
        `Pověřenkyní pro ochranu osobních údajů je ${fullName(dpo)}, e-mail ${dpo.email}, telefon ${dpo.phone}, ${dpo.office.cs}.`,
        `Our data protection officer is ${fullName(dpo)}, e-mail ${dpo.email}, phone ${dpo.phone}, ${dpo.office.en}.`,
      ),
    },
    {
      heading: bi('Účely a právní základy zpracování', 'Purposes and legal bases'),
      body: lines(
        bi('Studium a přijímací řízení: plnění právní povinnosti podle zákona č. 111/1998 Sb., o vysokých školách (čl. 6 odst. 1 písm. c) GDPR).', 'Study and admissions: compliance with a legal obligation under Act No. 111/1998 Coll., on Higher Education Institutions (GDPR Art. 6(1)(c)).'),
        bi('Objednávky v e-shopu a uživatelský účet: plnění smlouvy (čl. 6 odst. 1 písm. b) GDPR); účetní doklady: právní povinnost podle zákona o účetnictví.', 'E-shop orders and user accounts: performance of a contract (GDPR Art. 6(1)(b)); accounting records: a legal obligation under the Accounting Act.'),
        bi('Zabezpečení webu a ochrana před zneužitím přihlášení: oprávněný zájem (čl. 6 odst. 1 písm. f) GDPR).', 'Website security and protection against login abuse: legitimate interest (GDPR Art. 6(1)(f)).'),
        bi('Měření návštěvnosti a newsletter: pouze s vaším souhlasem (čl. 6 odst. 1 písm. a) GDPR), který můžete kdykoli odvolat.', 'Audience measurement and newsletters: only with your consent (GDPR Art. 6(1)(a)), which you may withdraw at any time.'),
      ),
    },
    {
      heading: bi('Příjemci osobních údajů', 'Recipients'),
      body: bi(
        'Osobní údaje předáváme jen v nezbytném rozsahu: zpracovatelům, kteří pro nás provozují hosting a platební bránu, dopravcům zásilek z e-shopu a orgánům veřejné moci, kterým to ukládá zákon (např. Ministerstvu školství, mládeže a tělovýchovy do matriky studentů). Mimo Evropský hospodářský prostor údaje nepředáváme.',
        'We share personal data only as far as necessary: with processors who run our hosting and payment gateway, with carriers delivering e-shop orders, and with public authorities where the law requires it (e.g. the Ministry of Education, Youth and Sports for the student register). We do not transfer data outside the European Economic Area.',
      ),
    },
    {
      heading: bi('Doba uložení', 'Retention'),
      body: bi(
        'Studijní dokumentaci uchováváme po dobu stanovenou spisovým a skartačním řádem (doklady o ukončení studia 45 let), účetní doklady 10 let, údaje uživatelského účtu do jeho zrušení, záznamy o neúspěšných přihlášeních nejvýše 24 hodin a přihlašovací relaci do odhlášení nebo 30 dnů.',
        'We keep study records for the periods set by our filing and retention rules (records of completed studies for 45 years), accounting records for 10 years, user account data until the account is closed, records of failed logins for at most 24 hours, and login sessions until you sign out or for 30 days.',
      ),
    },
    {
      heading: bi('Vaše práva', 'Your rights'),
      body: bi(
        `Máte právo na přístup ke svým údajům, na jejich opravu, výmaz a omezení zpracování, na přenositelnost údajů, právo vznést námitku a odvolat souhlas. Obrátit se můžete na pověřenkyni (${dpo.email}). Máte také právo podat stížnost u [Úřadu pro ochranu osobních údajů](https://uoou.gov.cz/), Pplk. Sochora 27, 170 00 Praha 7.`,
        `You have the right of access to your data, to rectification, erasure and restriction of processing, to data portability, to object and to withdraw consent. Contact our data protection officer (${dpo.email}). You may also lodge a complaint with the [Office for Personal Data Protection](https://uoou.gov.cz/en/), Pplk. Sochora 27, 170 00 Prague 7.`,
      ),
    },
    {
      heading: bi('Soubory cookie', 'Cookies'),
      body: bi(
        'Nezbytné soubory cookie udržují přihlášení a obsah košíku a pamatují si vaši volbu souhlasu; bez nich web nefunguje. Analytické a marketingové soubory cookie používáme jen s vaším souhlasem. Svou volbu můžete kdykoli změnit odkazem Nastavení cookies v patičce stránek nebo smazáním souborů cookie v prohlížeči.',
        'Necessary cookies keep you signed in, keep your cart and remember your consent choice; the website does not work without them. We use analytics and marketing cookies only with your consent. You can change your choice at any time with the Cookie settings link in the footer or by deleting cookies in your browser.',
      ),
    },
  ]
}
