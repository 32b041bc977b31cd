import { defineMessages } from './index.js'

/**
 * The documents administration (issue 25, ADR 062): what it says beyond the editorial messages
 * it shares with news (`i18n/editorial.ts`), and why an upload is refused.
 */
export const documentAdminMessages = defineMessages({
  documentsTitle: { cs: 'Dokumenty', en: 'Documents' },
  newDocumentTitle: { cs: 'Nový dokument', en: 'New document' },
  filterHeading: { cs: 'Hledat dokumenty', en: 'Find documents' },
  description: { cs: 'Popis', en: 'Description' },
  descriptionHint: { cs: 'Co dokument obsahuje; zobrazí se ve výpisu dokumentů.', en: 'What the document holds; shown in the list of documents.' },
  documentKind: { cs: 'Druh dokumentu', en: 'Document type' },
  file: { cs: 'Soubor PDF', en: 'PDF file' },
  fileHint: { cs: 'Jen PDF bez skriptů a bez hesla, nejvýše ${max}.', en: 'A PDF only, without scripts or a password, at most ${max}.' },
  fileFacts: { cs: '${name}, ${size}, stran: ${pages}', en: '${name}, ${size}, pages: ${pages}' },
  currentFile: { cs: 'Soubor', en: 'File' },
  pendingFile: { cs: 'Nový soubor čeká na publikování: ${name}', en: 'A new file awaits publishing: ${name}' },
  replaceHeading: { cs: 'Nahradit soubor', en: 'Replace the file' },
  replaceHint: {
    cs: 'Adresa ke stažení zůstane stejná. Nový soubor se uloží jako koncept; návštěvníci ho uvidí po publikování.',
    en: 'The download address stays the same. The new file is saved as a draft; visitors see it once it is published.',
  },
  replace: { cs: 'Nahrát nový soubor', en: 'Upload the new file' },
  upload: { cs: 'Nahrát a uložit koncept', en: 'Upload and save draft' },
  address: { cs: 'Adresa ke stažení', en: 'Download address' },
  replaced: { cs: 'Nový soubor je uložen jako koncept. Na webu bude po publikování, na stejné adrese.', en: 'The new file is saved as a draft. It goes on the site, at the same address, once published.' },

  uploadMissing: { cs: 'Vyberte soubor PDF.', en: 'Choose a PDF file.' },
  uploadEmpty: { cs: 'Soubor je prázdný. Nic jsme neuložili.', en: 'The file is empty. Nothing was stored.' },
  uploadTooBig: { cs: 'Soubor je větší než ${max}. Nic jsme neuložili.', en: 'The file is larger than ${max}. Nothing was stored.' },
  uploadArchive: { cs: 'Archivy (zip, 7z, rar, gz) nepřijímáme; nahrajte samotné PDF. Nic jsme neuložili.', en: 'Archives (zip, 7z, rar, gz) are not accepted; upload the PDF itself. Nothing was stored.' },
  uploadNotPdf: { cs: 'Soubor není PDF, ať se jmenuje jakkoli. Nic jsme neuložili.', en: 'The file is not a PDF, whatever its name. Nothing was stored.' },
  uploadEncrypted: { cs: 'PDF je zašifrované nebo chráněné heslem; nahrajte verzi bez hesla. Nic jsme neuložili.', en: 'The PDF is encrypted or password-protected; upload a version without a password. Nothing was stored.' },
  uploadScript: { cs: 'PDF obsahuje skript nebo spouštění programu; takové nezveřejňujeme. Nic jsme neuložili.', en: 'The PDF contains a script or launches a program; we do not publish such files. Nothing was stored.' },
  uploadUnreadable: { cs: 'PDF se nedá přečíst (je poškozené). Nic jsme neuložili.', en: 'The PDF cannot be read (it is damaged). Nothing was stored.' },
  uploadOne: { cs: 'Nahrajte jeden soubor s krátkým formulářem. Nic jsme neuložili.', en: 'Upload one file with a short form. Nothing was stored.' },
  descriptionRequired: { cs: 'Vyplňte popis.', en: 'Enter a description.' },
})

export type DocumentAdminMessageKey = keyof typeof documentAdminMessages
