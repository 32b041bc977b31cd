/**
 * Island names (the `data-island` attribute) mapped to lazy imports: each island is its own
 * chunk, loaded only by pages that show it. The server side renders the same components
 * through src/ui/island.tsx, whose map must hold exactly these names.
 */
import type { ComponentType } from 'react'

export const islands = {
  Countdown: () => import('./countdown.js'),
  FocalPoint: () => import('./focal-point.js'),
  PreviewCheck: () => import('./preview-check.js'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>

export type IslandName = keyof typeof islands

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(islands, name)
