import { defineMessages } from './index.js'

/** News items' photo galleries in the administration and the media picker (issue 25, ADR 096). */
export const galleriesAdminMessages = defineMessages({
  title: { cs: 'Galerie', en: 'Galleries' },
  heading: { cs: 'Galerie: ${title}', en: 'Galleries: ${title}' },
  shared: {
    cs: 'Galerie jsou společné pro obě jazykové verze položky: změna se projeví na české i anglické stránce hned po uložení, bez schvalování.',
    en: 'Galleries are shared by both language versions of the item: a change shows on the Czech and the English page as soon as it is saved, without review.',
  },
  backToItem: { cs: 'Zpět na úpravy položky', en: 'Back to editing the item' },
  galleriesLink: { cs: 'Galerie (${count})', en: 'Galleries (${count})' },
  none: { cs: 'Položka zatím nemá žádnou galerii.', en: 'The item has no gallery yet.' },
  gallery: { cs: 'Galerie ${n}', en: 'Gallery ${n}' },
  pictures: { cs: 'Obrázků: ${count}', en: 'Pictures: ${count}' },
  position: { cs: '${n}. obrázek', en: 'Picture ${n}' },
  pictureActs: { cs: '${n}. obrázek galerie ${g}', en: 'Picture ${n} of gallery ${g}' },
  up: { cs: 'Nahoru', en: 'Up' },
  down: { cs: 'Dolů', en: 'Down' },
  upLabel: { cs: 'Posunout ${n}. obrázek galerie ${g} nahoru', en: 'Move picture ${n} of gallery ${g} up' },
  downLabel: { cs: 'Posunout ${n}. obrázek galerie ${g} dolů', en: 'Move picture ${n} of gallery ${g} down' },
  remove: { cs: 'Odebrat', en: 'Remove' },
  removeLabel: { cs: 'Odebrat ${n}. obrázek z galerie ${g}', en: 'Remove picture ${n} from gallery ${g}' },
  lastRemoves: { cs: 'Odebráním posledního obrázku galerie zanikne.', en: 'Removing the last picture removes the gallery.' },
  deleteHeading: { cs: 'Smazat galerii ${n}', en: 'Delete gallery ${n}' },
  deleteConfirm: { cs: 'Ano, smazat galerii ${n} se všemi jejími obrázky (z knihovny médií nezmizí)', en: 'Yes, delete gallery ${n} with all its pictures (they stay in the media library)' },
  deleteSubmit: { cs: 'Smazat galerii', en: 'Delete the gallery' },
  addHeading: { cs: 'Přidat obrázky', en: 'Add pictures' },
  addTo: { cs: 'Kam', en: 'Where' },
  addToNew: { cs: 'Nová galerie', en: 'A new gallery' },
  addSubmit: { cs: 'Přidat vybrané', en: 'Add the chosen' },
  decorative: { cs: 'dekorativní', en: 'decorative' },
  // Notices after an act.
  doneAdded: { cs: 'Obrázky byly přidány do galerie.', en: 'The pictures were added to the gallery.' },
  doneCreated: { cs: 'Galerie byla vytvořena.', en: 'The gallery was created.' },
  doneMoved: { cs: 'Pořadí bylo změněno.', en: 'The order was changed.' },
  doneRemoved: { cs: 'Obrázek byl z galerie odebrán.', en: 'The picture was removed from the gallery.' },
  doneDeleted: { cs: 'Galerie byla smazána.', en: 'The gallery was deleted.' },
  // Refusals.
  refusedPermission: { cs: 'Galerie této položky nemáte oprávnění měnit.', en: 'You may not change the galleries of this item.' },
  refusedInvalid: { cs: 'Požadavek nebyl pochopen; nic se nezměnilo.', en: 'The request was not understood; nothing changed.' },
  refusedNoneChosen: { cs: 'Vyberte alespoň jeden obrázek.', en: 'Choose at least one picture.' },
  refusedTooMany: { cs: 'Galerie může mít nejvýše ${max} obrázků.', en: 'A gallery may have at most ${max} pictures.' },
  refusedGalleryMissing: { cs: 'Tato galerie už neexistuje; stránka ukazuje, jak galerie vypadají teď.', en: 'This gallery no longer exists; the page shows the galleries as they are now.' },
  refusedStale: {
    cs: 'Galerii mezitím změnil někdo jiný; nic se nezměnilo. Stránka ukazuje aktuální pořadí.',
    en: 'Someone else changed the gallery meanwhile; nothing changed. The page shows the current order.',
  },
  refusedConfirm: { cs: 'Smazání potvrďte zaškrtnutím.', en: 'Tick the box to confirm the deletion.' },
  // The media picker.
  pickerSearch: { cs: 'Hledat v knihovně médií', en: 'Search the media library' },
  pickerSearchHint: { cs: 'Popis nebo název souboru; prázdné ukáže nejnovější.', en: 'Alt text or file name; empty shows the newest.' },
  pickerSubmit: { cs: 'Hledat', en: 'Search' },
  pickerResults: { cs: 'Nalezené obrázky (${from}–${to} z ${total})', en: 'Pictures found (${from}–${to} of ${total})' },
  pickerNoResults: { cs: 'Žádný obrázek tomu neodpovídá.', en: 'No picture matches.' },
  pickerPrompt: { cs: 'Obrázky najdete tlačítkem Hledat.', en: 'Press Search to find pictures.' },
  pickerPage: { cs: 'Strana ${page}', en: 'Page ${page}' },
  pickerPages: { cs: 'Strany výsledků', en: 'Pages of results' },
  pickerCurrent: { cs: 'nynější', en: 'current' },
  pickerNone: { cs: 'Bez obrázku', en: 'No picture' },
  pickerImage: { cs: 'Obrázek', en: 'Picture' },
  pickerImageHint: {
    cs: 'Vyberte obrázek z knihovny médií; nový nahrajete v části Média.',
    en: 'Choose a picture from the media library; upload a new one in the Media part.',
  },
  pickerNoAlt: { cs: 'bez popisu', en: 'no alt text' },
  refusedImageMissing: { cs: 'Vybraný obrázek v knihovně médií není; vyberte jiný.', en: 'The chosen picture is not in the media library; choose another.' },
  refusedImageAlt: {
    cs: 'Obrázek „${name}“ nemá popis v jazyce ${langs} a není označený jako dekorativní: doplňte ho v knihovně médií.',
    en: 'The picture “${name}” has no alt text in ${langs} and is not marked decorative: add it in the media library.',
  },
})

export type GalleriesAdminMessageKey = keyof typeof galleriesAdminMessages
