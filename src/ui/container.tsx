import type { ReactNode } from 'react'
import { containers, type ContainerId } from './containers.js'

interface Props {
  id: ContainerId
  className?: string
  /** Accessible name for landmark-like regions. */
  'aria-label'?: string
  children?: ReactNode
}

/** The only way a view renders a named container, so its id and element stay the same everywhere. */
export function Container({ id, children, ...rest }: Props) {
  const Tag = containers[id].tag
  return (
    <Tag id={id} data-container={id} {...rest}>
      {children}
    </Tag>
  )
}
