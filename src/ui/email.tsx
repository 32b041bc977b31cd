/**
 * An e-mail address as a link that may break only between its parts: before the `@` and before
 * each dot (`<wbr>`), never inside a name, which `overflow-wrap` alone would do in a narrow column.
 */
import { Fragment } from 'react'

/** The address cut before its `@` and dots: the pieces a line may end after. */
export function emailParts(address: string): string[] {
  return address.split(/(?=[@.])/)
}

export function EmailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className="email">
      {emailParts(address).map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </a>
  )
}
