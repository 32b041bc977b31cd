import type { ReactNode } from 'react'
import { containers, type ContainerId } from './containers.js'

interface Props {
  id: ContainerId
  className?: string
  /** Accessible name for landmark-like regions. */
  'aria-label'?: string
  /** A refresh asks for every page its pagination fragment has loaded (spec 000 §3). */
  rememberPagination?: boolean
  children?: ReactNode
}

/** The only way a view renders a named container, so its id and element stay the same everywhere. */
export function Container({ id, children, rememberPagination, ...rest }: Props) {
  const spec = containers[id]
  const Tag = spec.tag
  return (
    <Tag
      id={id}
      data-container={id}
      data-pu-target={'updates' in spec ? id : undefined}
      data-pu-remember-pagination={rememberPagination ? 'true' : undefined}
      {...rest}
    >
      {children}
    </Tag>
  )
}
