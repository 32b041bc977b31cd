import { defineMessages } from './index.js'

/** A product's photos in the catalogue's administration (issue 26, ADR 089): the page, its forms, notices and why an upload is refused. */
export const productPhotosMessages = defineMessages({
  title: { cs: 'Fotografie: ${what}', en: 'Photos: ${what}' },
  link: { cs: 'Fotografie produktu', en: 'Product photos' },
  back: { cs: 'Zpět na produkt', en: 'Back to the product' },
  intro: {
    cs: 'První fotografie je hlavní: ukazuje se v seznamech, košíku i ve feedech. Každá má popis (alternativní text) česky i anglicky.',
    en: 'The first photo is the main one: lists, the cart and the feeds show it. Each has an alt text in Czech and English.',
  },
  count: { cs: 'Fotografií: ${count}', en: 'Photos: ${count}' },
  none: { cs: 'Produkt zatím nemá žádnou fotografii; obchod ukazuje zástupný obrázek.', en: 'The product has no photo yet; the shop shows a placeholder.' },
  photo: { cs: 'Fotografie ${n}', en: 'Photo ${n}' },
  main: { cs: 'hlavní', en: 'main' },
  uploadHeading: { cs: 'Nahrát fotografii', en: 'Upload a photo' },
  file: { cs: 'Soubor s fotografií', en: 'Photo file' },
  fileHint: { cs: 'JPEG, PNG nebo WebP, nejvýše ${max} a ${pixels} megapixelů. Přidá se na konec.', en: 'JPEG, PNG or WebP, at most ${max} and ${pixels} megapixels. It is added at the end.' },
  altCs: { cs: 'Popis česky (alternativní text)', en: 'Alt text in Czech' },
  altEn: { cs: 'Popis anglicky (alternativní text)', en: 'Alt text in English' },
  altHint: {
    cs: 'Co fotografie ukazuje tomu, kdo ji nevidí (barva, pohled, detail). Nejvýše 300 znaků.',
    en: 'What the photo shows to someone who cannot see it (colour, view, detail). At most 300 characters.',
  },
  upload: { cs: 'Nahrát', en: 'Upload' },
  saveTexts: { cs: 'Uložit popis fotografie ${n}', en: 'Save the alt text of photo ${n}' },
  moveUp: { cs: 'Posunout fotografii ${n} výš', en: 'Move photo ${n} up' },
  moveDown: { cs: 'Posunout fotografii ${n} níž', en: 'Move photo ${n} down' },
  up: { cs: 'Výš', en: 'Up' },
  down: { cs: 'Níž', en: 'Down' },
  textsOf: { cs: 'Popis fotografie ${n}', en: 'Alt text of photo ${n}' },
  deleteTitle: { cs: 'Smazat fotografii ${n}: ${what}', en: 'Delete photo ${n}: ${what}' },
  deleteHint: { cs: 'Fotografie zmizí z obchodu hned; smazání nejde vrátit.', en: 'The photo leaves the shop at once; deleting it cannot be undone.' },
  cancel: { cs: 'Zpět na fotografie', en: 'Back to the photos' },
  deleteConfirm: { cs: 'Ano, fotografii ${n} chci smazat', en: 'Yes, delete photo ${n}' },
  delete: { cs: 'Smazat fotografii ${n}', en: 'Delete photo ${n}' },

  created: { cs: 'Fotografie je nahraná.', en: 'The photo is uploaded.' },
  saved: { cs: 'Popis fotografie je uložený.', en: 'The alt text is saved.' },
  moved: { cs: 'Pořadí fotografií je uložené.', en: 'The order of the photos is saved.' },
  deleted: { cs: 'Fotografie je smazaná.', en: 'The photo is deleted.' },
  notFound: { cs: 'Taková fotografie tu není.', en: 'There is no such photo.' },
  refused: { cs: 'Formulář obsahuje chyby; nic jsme nezměnili.', en: 'The form has errors; nothing was changed.' },

  altRequired: { cs: 'Vyplňte popis.', en: 'Fill in the alt text.' },
  altTooLong: { cs: 'Popis má nejvýše 300 znaků.', en: 'The alt text has at most 300 characters.' },
  textInvalid: { cs: 'Text obsahuje nepovolené znaky.', en: 'The text contains characters that are not allowed.' },
  directionInvalid: { cs: 'Zvolte, kam fotografii posunout.', en: 'Choose where to move the photo.' },
  confirmRequired: { cs: 'Potvrďte smazání zaškrtnutím.', en: 'Confirm the deletion by ticking the box.' },

  uploadMissing: { cs: 'Vyberte soubor s fotografií. Nic jsme neuložili.', en: 'Choose a photo file. Nothing was stored.' },
  uploadOne: { cs: 'Nahrajte jeden soubor s krátkým formulářem. Nic jsme neuložili.', en: 'Upload one file with a short form. Nothing was stored.' },
  imageEmpty: { cs: 'Soubor je prázdný. Nic jsme neuložili.', en: 'The file is empty. Nothing was stored.' },
  imageTooBig: { cs: 'Soubor je větší než ${max}. Nic jsme neuložili.', en: 'The file is larger than ${max}. Nothing was stored.' },
  imageNotImage: { cs: 'Soubor není obrázek, ať se jmenuje jakkoli. Nic jsme neuložili.', en: 'The file is not a picture, whatever its name. Nothing was stored.' },
  imageWrongType: { cs: 'Přijímáme jen JPEG, PNG a WebP. Nic jsme neuložili.', en: 'Only JPEG, PNG and WebP are accepted. Nothing was stored.' },
  imageTooManyPixels: { cs: 'Obrázek má víc než ${pixels} megapixelů; zmenšete ho. Nic jsme neuložili.', en: 'The picture has more than ${pixels} megapixels; make it smaller. Nothing was stored.' },
  imageSvgScript: { cs: 'Přijímáme jen JPEG, PNG a WebP. Nic jsme neuložili.', en: 'Only JPEG, PNG and WebP are accepted. Nothing was stored.' },
  imageUnreadable: { cs: 'Obrázek se nedá přečíst (je useknutý nebo poškozený). Nic jsme neuložili.', en: 'The picture cannot be read (it is cut short or damaged). Nothing was stored.' },
  imageBadName: { cs: 'Název souboru obsahuje cestu nebo nepovolené znaky. Nic jsme neuložili.', en: 'The file name holds a path or characters that are not allowed. Nothing was stored.' },
})

export type ProductPhotosMessageKey = keyof typeof productPhotosMessages
