/**
 * Where the document places the parts of the page frame that features register
 * (src/server/frame.ts). A slot holds its parts in their `order`.
 */
export const frameSlots = {
  /** Above the header, after the skip list: the alert banner. */
  pageTop: 'above the header',
  /** The user tools group in the header bar: login state, cart summary. */
  headerTools: 'user tools in the header bar',
  /** Inside the header search panel, below its form. */
  searchPanel: 'the header search panel, below its form',
  /** The responsive (mobile) menu, below the main navigation. */
  mobileMenu: 'the responsive menu, below the main navigation',
  /** After the footer: banners and dialogs that stand over the page. */
  bodyEnd: 'after the footer',
} as const

export type FrameSlot = keyof typeof frameSlots

export type FrameElements = Partial<Record<FrameSlot, React.ReactElement[]>>
