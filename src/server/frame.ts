/**
 * The page frame's registry (docs/decisions/010-frame-registry.md). A feature contributes a
 * frame part (a named container, how it loads its data from the request, how it renders) by
 * registering it with `app.frame.register(part)`; the render path places every part in its slot
 * of the document, a partial request may name parts as targets, and the include route
 * (`/qf/{lang}/ramjet/include`, spec 000 §7) answers them alone. Parts are rendered for every
 * request and never stored in the region cache.
 */
import type { FastifyRequest } from 'fastify'
import type { ReactElement } from 'react'
import type { ContainerId } from '../ui/containers.js'
import type { FrameSlot } from '../ui/layout/frame-slots.js'
import type { FrameContext } from '../ui/page-context.js'

export interface FramePart<D = void> {
  /** The named container the part renders (its `<Container id>`). */
  id: ContainerId
  slot: FrameSlot
  /** Place within the slot, lowest first; registration order breaks ties. */
  order?: number
  /** Loads what the part shows for this request (a cart, say). Runs only when the part is rendered. */
  load?: (request: FastifyRequest, ctx: FrameContext) => Promise<D> | D
  render: (ctx: FrameContext, data: D) => ReactElement
}

// Parts of any data type live in one list; `register` checks each part's load against its render.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyPart = FramePart<any>

export class FrameRegistry {
  private readonly parts: AnyPart[] = []
  private sealed = false

  register<D>(part: FramePart<D>): void {
    if (this.sealed) throw new Error(`Frame part ${part.id} registered after the app started`)
    if (this.has(part.id)) throw new Error(`Frame part ${part.id} is registered twice`)
    this.parts.push(part)
    this.parts.sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
  }

  /** No registration after start-up: every request sees the same frame. */
  seal(): void {
    this.sealed = true
  }

  has(id: ContainerId): boolean {
    return this.parts.some((p) => p.id === id)
  }

  get ids(): ContainerId[] {
    return this.parts.map((p) => p.id)
  }

  /** Loads and renders the parts named by `ids` (all when omitted), each as its own element. */
  async render(request: FastifyRequest, ctx: FrameContext, ids?: readonly ContainerId[]): Promise<Map<ContainerId, ReactElement>> {
    const parts = ids ? this.parts.filter((p) => ids.includes(p.id)) : this.parts
    const data = parts.some((p) => p.load) ? await Promise.all(parts.map((p) => p.load?.(request, ctx))) : []
    return new Map(parts.map((p, i) => [p.id, p.render(ctx, data[i])]))
  }

  /** Every part's id grouped by slot, in order: where the document places each (render/page.tsx). */
  layout(): Partial<Record<FrameSlot, ContainerId[]>> {
    const out: Partial<Record<FrameSlot, ContainerId[]>> = {}
    for (const part of this.parts) (out[part.slot] ??= []).push(part.id)
    return out
  }
}
