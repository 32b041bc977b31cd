/**
 * The two contexts a view renders with (docs/decisions/010-frame-registry.md).
 *
 * Content regions are stored in the region cache and served to every visitor of an address, so
 * the only thing they may know of the request is its language: `ContentContextValue` has no
 * visitor, session, address or nonce, and `useContent()` is all a region can ask. The page frame
 * (header, user tools, document head) is rendered for every request and gets `FrameContext`.
 */
import { createContext, useContext } from 'react'
import type { Lang } from '../i18n/index.js'

/** What a content region knows about the request it renders for. */
export interface ContentContextValue {
  lang: Lang
}

export interface Visitor {
  displayName: string
  /** The first part of the administration the visitor may open, linked from the user menu (ADRs 041, 057); null for none. */
  admin: { href: string; label: string } | null
}

/** What the page frame knows about the request: the visitor and this response's own values. */
export interface FrameContext extends ContentContextValue {
  /** CSP nonce of this response, for the few <script> elements the document emits. */
  nonce: string
  /** The page the frame is shown on (path and query, without internal parameters): the login link returns there. */
  url: string
  /** The site's public origin (`https://host`), for the head's absolute addresses. */
  origin: string
  /** The page's own address (path, and the query parameters it reads): its canonical link. */
  canonical: string
  visitor: Visitor | null
  /** Flags a frame refresh names (`updatedCart` after a cart change: spec 000 §7). */
  flags: ReadonlySet<string>
  /** A page of the administration its user may open: its stylesheet is linked too (ADR 059). */
  admin?: boolean
}

export const ContentContext = createContext<ContentContextValue | null>(null)

export function useContent(): ContentContextValue {
  const value = useContext(ContentContext)
  if (!value) throw new Error('useContent() outside a rendered region')
  return value
}
