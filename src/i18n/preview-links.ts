import { defineMessages } from './index.js'

/** Shared preview links (issue 25, ADR 066): the item page's section and the page a reviewer opens. */
export const previewLinkMessages = defineMessages({
  heading: { cs: 'Sdílet náhled', en: 'Share a preview' },
  intro: {
    cs: 'Odkaz ukáže poslední koncept komukoli, kdo ho má, i bez účtu, dokud nevyprší nebo ho nezrušíte.',
    en: 'The link shows the latest draft to anyone who has it, without an account, until it expires or you revoke it.',
  },
  hours: { cs: 'Platnost odkazu', en: 'The link works for' },
  hour1: { cs: '1 hodinu', en: '1 hour' },
  hour24: { cs: '1 den', en: '1 day' },
  hour168: { cs: '7 dní', en: '7 days' },
  create: { cs: 'Vytvořit odkaz', en: 'Create a link' },
  created: { cs: 'Odkaz na náhled je vytvořen. Zkopírujte si ho teď, znovu už ho neukážeme:', en: 'The preview link is created. Copy it now; it is not shown again:' },
  linkLabel: { cs: 'Odkaz na náhled', en: 'Preview link' },
  active: { cs: 'Platné odkazy', en: 'Working links' },
  activeItem: { cs: 'vytvořil(a) ${name} ${at}, platí do ${until}', en: 'made by ${name} on ${at}, works until ${until}' },
  someone: { cs: 'neznámý autor', en: 'an unknown author' },
  revoke: { cs: 'Zrušit', en: 'Revoke' },
  revokeLabel: { cs: 'Zrušit odkaz platný do ${until}', en: 'Revoke the link that works until ${until}' },
  revoked: { cs: 'Odkaz je zrušen a už nefunguje.', en: 'The link is revoked and no longer works.' },
  revokeMissing: { cs: 'Tento odkaz už nefunguje.', en: 'This link no longer works.' },
  hoursInvalid: { cs: 'Vyberte platnost odkazu.', en: 'Choose how long the link works.' },
  banner: {
    cs: 'Náhled konceptu ze sdíleného odkazu, platí do ${until}. Tato verze na webu být nemusí.',
    en: 'Preview of a draft from a shared link, working until ${until}. This version may not be on the site.',
  },
  expiredTitle: { cs: 'Odkaz na náhled už neplatí', en: 'The preview link no longer works' },
  expiredText: {
    cs: 'Platnost odkazu skončila nebo ho redakce zrušila. Požádejte toho, kdo vám ho poslal, o nový.',
    en: 'The link has expired or the editors revoked it. Ask whoever sent it to you for a new one.',
  },
})

export type PreviewLinkMessageKey = keyof typeof previewLinkMessages
