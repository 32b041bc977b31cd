/** An icon from the sprite that the runtime loads into the page (spec 000 §2). */
export function Icon({ name, className }: { name: string; className?: string }) {
  return (
    <svg className={`icon icon-${name}${className ? ` ${className}` : ''}`} aria-hidden="true" focusable="false">
      <use href={`#icon-${name}`} />
    </svg>
  )
}
