/**
 * The e-shop's legal pages (občanský zákoník 89/2012 Sb., zákon o ochraně spotřebitele): terms,
 * complaints, withdrawal with the model form (§1829, nařízení vlády 363/2013 Sb.). Czech and
 * English side by side; `${seller}` and the like are filled from the seller's facts.
 */
import type { Lang } from './index.js'

export interface LegalSection {
  heading: string
  paragraphs: string[]
}

export interface LegalText {
  title: string
  description: string
  sections: LegalSection[]
}

export type LegalPage = 'terms' | 'complaints' | 'withdrawal'

export interface SellerFacts {
  name: string
  address: string
  ico: string
  dic: string
  email: string
  phone: string
}

export function legalText(page: LegalPage, lang: Lang, s: SellerFacts): LegalText {
  const seller = `${s.name}, ${s.address}, IČO ${s.ico}, DIČ ${s.dic}`
  const texts: Record<LegalPage, Record<Lang, LegalText>> = {
    terms: {
      cs: {
        title: 'Obchodní podmínky univerzitního e-shopu',
        description: 'Obchodní podmínky pro nákup v e-shopu univerzity: objednávka, ceny, doprava, platba, odstoupení a reklamace.',
        sections: [
          { heading: '1. Prodávající', paragraphs: [`Prodávajícím je ${seller}, veřejná vysoká škola zapsaná v registru ekonomických subjektů. Kontakt pro e-shop: ${s.email}, telefon ${s.phone}.`, 'Tyto podmínky upravují práva a povinnosti při koupi zboží v univerzitním e-shopu podle zákona č. 89/2012 Sb., občanský zákoník, a zákona č. 634/1992 Sb., o ochraně spotřebitele.'] },
          { heading: '2. Objednávka a uzavření smlouvy', paragraphs: ['Kupující vybírá zboží do košíku, v pokladně vyplní kontaktní a doručovací údaje, zvolí dopravu a platbu a objednávku odešle tlačítkem „Objednávka zavazující k platbě“. Před odesláním může údaje kdykoli změnit.', 'Kupní smlouva vzniká doručením potvrzení objednávky na e-mail kupujícího. Potvrzení obsahuje tyto podmínky a formulář pro odstoupení od smlouvy. Smlouva se uzavírá v českém nebo anglickém jazyce a prodávající ji archivuje.'] },
          { heading: '3. Ceny a platba', paragraphs: ['Ceny jsou uvedeny v korunách českých včetně DPH (21 %, u vybraného zboží 12 %, u knih 0 %). Cena dopravy a poplatek za dobírku se zobrazí před odesláním objednávky; od stanovené částky je doprava zdarma.', 'Zaplatit lze kartou online přes platební bránu, bankovním převodem (s variabilním symbolem rovným číslu objednávky) nebo dobírkou u dopravců, kteří ji nabízejí. Daňový doklad je k dispozici ke stažení u objednávky.'] },
          { heading: '4. Dodání', paragraphs: ['Zboží skladem odesíláme do dvou pracovních dnů od přijetí objednávky, při platbě předem od připsání platby. Osobní odběr je možný v univerzitní prodejně v budově rektorátu.', 'Kupující je povinen zásilku při převzetí zkontrolovat a případné poškození obalu uvést v protokolu dopravce.'] },
          { heading: '5. Odstoupení od smlouvy', paragraphs: ['Spotřebitel může od smlouvy odstoupit bez udání důvodu do 14 dnů od převzetí zboží (§ 1829 občanského zákoníku), například vzorovým formulářem na stránce Odstoupení od smlouvy. Peníze vrátíme do 14 dnů od odstoupení, nejdříve však po vrácení zboží.', 'Náklady na vrácení zboží nese kupující. Odstoupit nelze u zboží upraveného podle přání kupujícího.'] },
          { heading: '6. Reklamace', paragraphs: ['Práva z vadného plnění se řídí § 2161 a násl. občanského zákoníku; postup popisuje Reklamační řád. Reklamaci vyřídíme nejpozději do 30 dnů.'] },
          { heading: '7. Osobní údaje a spory', paragraphs: ['Osobní údaje zpracováváme jen ke splnění smlouvy podle zásad zpracování osobních údajů univerzity.', 'K mimosoudnímu řešení spotřebitelských sporů je příslušná Česká obchodní inspekce (www.coi.cz). Tyto podmínky platí od 1. 1. 2026.'] },
        ],
      },
      en: {
        title: 'Terms and conditions of the university e-shop',
        description: 'Terms and conditions for buying in the university e-shop: orders, prices, shipping, payment, withdrawal and complaints.',
        sections: [
          { heading: '1. The seller', paragraphs: [`The seller is ${seller}, a public university. E-shop contact: ${s.email}, phone ${s.phone}.`, 'These terms govern buying goods in the university e-shop under Czech law (Act No. 89/2012 Coll., the Civil Code, and Act No. 634/1992 Coll., on Consumer Protection).'] },
          { heading: '2. Orders and the contract', paragraphs: ['You put goods in the cart, fill in your contact and delivery details at the checkout, choose shipping and payment and place the order with the button “Order with obligation to pay”. You can change the details at any time before that.', 'The contract is made when the order confirmation reaches your email. The confirmation contains these terms and the withdrawal form. The contract is concluded in Czech or English and archived by the seller.'] },
          { heading: '3. Prices and payment', paragraphs: ['Prices are in Czech crowns including VAT (21 %, 12 % for some goods, 0 % for books). The shipping price and the cash-on-delivery fee are shown before you place the order; above a set amount shipping is free.', 'You can pay by card online through the payment gateway, by bank transfer (variable symbol = the order number) or cash on delivery with carriers offering it. The tax document can be downloaded with the order.'] },
          { heading: '4. Delivery', paragraphs: ['Goods in stock ship within two working days of the order, or of the payment when paying in advance. Pick-up is possible at the university shop in the rectorate building.', 'Please check the parcel on delivery and note any damage to the packaging in the carrier’s record.'] },
          { heading: '5. Withdrawal', paragraphs: ['As a consumer you may withdraw from the contract without giving a reason within 14 days of receiving the goods (Civil Code §1829), for example with the model form on the Withdrawal page. We refund within 14 days of the withdrawal, but not before the goods are returned.', 'You bear the cost of returning the goods. Goods made to your specification cannot be returned.'] },
          { heading: '6. Complaints', paragraphs: ['Rights from defective performance follow §2161 ff. of the Civil Code; the Complaints procedure describes how. We settle a complaint within 30 days at the latest.'] },
          { heading: '7. Personal data and disputes', paragraphs: ['We process personal data only to perform the contract, under the university’s privacy notice.', 'Consumer disputes out of court are handled by the Czech Trade Inspection Authority (www.coi.cz). These terms apply from 1 January 2026.'] },
        ],
      },
    },
    complaints: {
      cs: {
        title: 'Reklamační řád',
        description: 'Jak reklamovat vadné zboží z univerzitního e-shopu.',
        sections: [
          { heading: 'Odpovědnost za vady', paragraphs: [`Prodávající (${seller}) odpovídá za to, že zboží při převzetí nemá vady. Vadu, která se projeví do 24 měsíců od převzetí, může kupující reklamovat (§ 2161 a násl. občanského zákoníku).`] },
          { heading: 'Jak reklamovat', paragraphs: [`Reklamaci uplatněte e-mailem na ${s.email} nebo osobně v univerzitní prodejně. Uveďte číslo objednávky, popis vady a požadovaný způsob vyřízení (oprava, výměna, sleva, odstoupení).`, 'Zboží zašlete nebo doneste čisté, nejlépe s kopií dokladu o koupi. Přijetí reklamace potvrdíme písemně.'] },
          { heading: 'Vyřízení', paragraphs: ['Reklamaci vyřídíme bez zbytečného odkladu, nejpozději do 30 dnů od jejího uplatnění. O vyřízení vás informujeme e-mailem a vydáme potvrzení s popisem vyřízení.', 'Oprávněná reklamace: kupující má právo na náhradu účelně vynaložených nákladů.'] },
        ],
      },
      en: {
        title: 'Complaints procedure',
        description: 'How to complain about defective goods from the university e-shop.',
        sections: [
          { heading: 'Liability for defects', paragraphs: [`The seller (${seller}) is liable for the goods being free of defects on delivery. A defect that appears within 24 months of delivery may be claimed (Civil Code §2161 ff.).`] },
          { heading: 'How to complain', paragraphs: [`Send your complaint to ${s.email} or bring it to the university shop. Give the order number, a description of the defect and what you ask for (repair, replacement, discount, withdrawal).`, 'Send or bring the goods clean, ideally with a copy of the receipt. We confirm receipt of the complaint in writing.'] },
          { heading: 'Settlement', paragraphs: ['We settle the complaint without undue delay and within 30 days at the latest. We tell you by email and issue a confirmation describing the settlement.', 'A justified complaint entitles you to the costs reasonably incurred.'] },
        ],
      },
    },
    withdrawal: {
      cs: {
        title: 'Odstoupení od smlouvy',
        description: 'Odstoupení od kupní smlouvy do 14 dnů a vzorový formulář.',
        sections: [
          { heading: 'Lhůta 14 dnů', paragraphs: ['Od smlouvy uzavřené v e-shopu můžete odstoupit bez udání důvodu do 14 dnů od převzetí zboží (§ 1829 občanského zákoníku). Stačí nám v této lhůtě odeslat jednoznačné prohlášení, například vyplněný formulář níže.', 'Zboží vraťte do 14 dnů od odstoupení na adresu prodávajícího. Peníze včetně ceny nejlevnější nabízené dopravy vrátíme do 14 dnů od odstoupení, nejdříve však po obdržení zboží.'] },
          { heading: 'Vzorový formulář pro odstoupení od smlouvy', paragraphs: [`Adresát: ${seller}, e-mail ${s.email}.`, 'Oznamuji, že tímto odstupuji od smlouvy o nákupu tohoto zboží: ……', 'Datum objednání / datum obdržení: ……', 'Číslo objednávky: ……', 'Jméno a příjmení spotřebitele: ……', 'Adresa spotřebitele: ……', 'Číslo účtu pro vrácení peněz: ……', 'Podpis spotřebitele (pouze pokud je formulář zasílán v listinné podobě): ……', 'Datum: ……'] },
        ],
      },
      en: {
        title: 'Withdrawal from the contract',
        description: 'Withdrawing from the purchase within 14 days, and the model form.',
        sections: [
          { heading: 'The 14-day period', paragraphs: ['You may withdraw from a contract made in the e-shop without giving a reason within 14 days of receiving the goods (Civil Code §1829). Send us a clear statement within that period, for example the form below.', 'Return the goods to the seller’s address within 14 days of withdrawing. We refund the money, including the cheapest shipping offered, within 14 days of the withdrawal, but not before we receive the goods.'] },
          { heading: 'Model withdrawal form', paragraphs: [`To: ${seller}, email ${s.email}.`, 'I hereby give notice that I withdraw from my contract for the sale of the following goods: ……', 'Ordered on / received on: ……', 'Order number: ……', 'Name of the consumer: ……', 'Address of the consumer: ……', 'Account number for the refund: ……', 'Signature of the consumer (only if this form is sent on paper): ……', 'Date: ……'] },
        ],
      },
    },
  }
  return texts[page][lang]
}
