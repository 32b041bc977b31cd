/**
 * An icon: a `<use>` of a symbol in the icon sprite file (spec 000 §2), so it draws without
 * JavaScript and the file is fetched once and cached for ever (ADR 013). The render path
 * provides the sprite's address; without one (a view rendered alone in a test) the reference
 * points into the page, where the runtime loads the same symbols.
 */
import { createContext, useContext } from 'react'

const SPRITE_DIR = '/build/img/svg/'

/** The sprite file of this build: versioned, or the unversioned file in preview mode (`null`). */
export const spriteAddress = (version: string | null) =>
  version === null ? `${SPRITE_DIR}svg-sprite.svg` : `${SPRITE_DIR}svg-sprite-${encodeURIComponent(version)}.svg`

export const SpriteContext = createContext('')

export function Icon({ name, className }: { name: string; className?: string }) {
  const sprite = useContext(SpriteContext)
  return (
    <svg className={`icon icon-${name}${className ? ` ${className}` : ''}`} aria-hidden="true" focusable="false">
      <use href={`${sprite}#icon-${name}`} />
    </svg>
  )
}
