/**
 * Hydrates islands (spec 001 §8, STYLE.md §8). Each `[data-island="NAME"]` element gets its
 * component from the registry, hydrated with the JSON in `data-island-props`; the element's
 * destructor (`root.unmount()`) is kept until `unmountIslands` runs before the element leaves
 * the page. An unknown name logs `Unknown component` and is skipped.
 */
import { createElement, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { islands, isIslandName } from './registry.js'

type Destructor = () => void

const SELECTOR = '[data-island]'
const mounted = new WeakMap<Element, Destructor>()
const loading = new WeakSet<Element>()

function islandsIn(root: ParentNode): Element[] {
  const found = [...root.querySelectorAll(SELECTOR)]
  return root instanceof Element && root.matches(SELECTOR) ? [root, ...found] : found
}

function readProps(element: Element, name: string): Record<string, unknown> | null {
  try {
    const props: unknown = JSON.parse(element.getAttribute('data-island-props') ?? '{}')
    if (props !== null && typeof props === 'object' && !Array.isArray(props)) return props as Record<string, unknown>
  } catch {
    // reported below
  }
  console.error('Invalid island props', name)
  return null
}

async function mountIsland(element: Element): Promise<void> {
  if (mounted.has(element) || loading.has(element)) return
  const name = element.getAttribute('data-island') ?? ''
  if (!isIslandName(name)) {
    console.error('Unknown component', name)
    return
  }
  const props = readProps(element, name)
  if (!props) return
  loading.add(element)
  try {
    const { default: component } = await islands[name]()
    // Unmounted (or swapped out) while its chunk was loading.
    if (!loading.has(element) || !element.isConnected) return
    // The props are the server's JSON for this very component (src/ui/island.tsx).
    const Component = component as unknown as ComponentType<Record<string, unknown>>
    const root = hydrateRoot(element, createElement(Component, props))
    mounted.set(element, () => root.unmount())
  } finally {
    loading.delete(element)
  }
}

export async function mountIslands(root: ParentNode): Promise<void> {
  await Promise.all(islandsIn(root).map(mountIsland))
}

export function unmountIslands(root: ParentNode): void {
  for (const element of islandsIn(root)) {
    loading.delete(element)
    const destroy = mounted.get(element)
    mounted.delete(element)
    destroy?.()
  }
}
