/**
 * `<Island name="Countdown" props={...} />` renders an island on the server: the component's
 * HTML inside `<div data-island="NAME" data-island-props="JSON">`, which the browser runtime
 * hydrates with the same props (src/islands/loader.ts). Props must be plain JSON.
 */
import type { ComponentProps, ComponentType } from 'react'
import Countdown from '../islands/countdown.js'
import FocalPoint from '../islands/focal-point.js'
import PreviewCheck from '../islands/preview-check.js'
import type { IslandName } from '../islands/registry.js'

/** The server side of src/islands/registry.ts: the same names, imported statically. */
const components = { Countdown, FocalPoint, PreviewCheck } satisfies Record<IslandName, unknown>

type IslandProps = { [K in IslandName]: ComponentProps<(typeof components)[K]> }

export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps[N] }) {
  // The name picks the props' type at the call; inside, any island takes its plain JSON props.
  const Component = components[name] as unknown as ComponentType<Record<string, unknown>>
  return (
    <div data-island={name} data-island-props={JSON.stringify(props)}>
      <Component {...(props as unknown as Record<string, unknown>)} />
    </div>
  )
}
