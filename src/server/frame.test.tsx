import type { FastifyRequest } from 'fastify'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { Container } from '../ui/container.js'
import type { FrameContext } from '../ui/page-context.js'
import { FrameRegistry } from './frame.js'

const ctx: FrameContext = { lang: 'en', nonce: 'n', url: '/qf/en/home', origin: 'http://localhost', canonical: '/qf/en/home', visitor: { displayName: 'Ada', admin: null }, flags: new Set(['updatedCart']) }
const request = {} as FastifyRequest

describe('frame registry', () => {
  it('loads and renders only the parts asked for, each with its own data and the visitor', async () => {
    const frame = new FrameRegistry()
    const loadCart = vi.fn(async () => ({ items: 3 }))
    frame.register({ id: 'userLists', slot: 'headerTools', load: loadCart, render: (c, cart) => <Container id="userLists">{`${cart.items} ${[...c.flags].join()}`}</Container> })
    frame.register({ id: 'userMenu', slot: 'headerTools', render: (c) => <Container id="userMenu">{c.visitor?.displayName}</Container> })
    const menuOnly = await frame.render(request, ctx, ['userMenu'])
    expect([...menuOnly.keys()]).toEqual(['userMenu'])
    expect(renderToString(menuOnly.get('userMenu')!)).toContain('Ada')
    expect(loadCart).not.toHaveBeenCalled()
    const lists = await frame.render(request, ctx, ['userLists'])
    expect(renderToString(lists.get('userLists')!)).toContain('3 updatedCart')
    expect(loadCart).toHaveBeenCalledWith(request, ctx)
  })

  it('groups every part by slot, in order, registration order breaking ties', async () => {
    const frame = new FrameRegistry()
    const part = (id: 'userMenu' | 'userLists' | 'userListsRwd' | 'headerSearchResults', slot: 'headerTools' | 'mobileMenu' | 'searchPanel', order?: number) =>
      frame.register({ id, slot, order, render: () => <Container id={id} /> })
    part('userLists', 'headerTools', 20)
    part('userListsRwd', 'mobileMenu')
    part('userMenu', 'headerTools', 10)
    part('headerSearchResults', 'searchPanel')
    expect(frame.layout()).toEqual({ headerTools: ['userMenu', 'userLists'], mobileMenu: ['userListsRwd'], searchPanel: ['headerSearchResults'] })
    expect(frame.ids).toEqual(['userListsRwd', 'headerSearchResults', 'userMenu', 'userLists'])
    expect(frame.has('userMenu')).toBe(true)
    expect(frame.has('pageContent')).toBe(false)
  })

  it('refuses a part registered twice or after start-up', () => {
    const frame = new FrameRegistry()
    const menu = { id: 'userMenu' as const, slot: 'headerTools' as const, render: () => <Container id="userMenu" /> }
    frame.register(menu)
    expect(() => frame.register(menu)).toThrow(/registered twice/)
    frame.seal()
    expect(() => frame.register({ ...menu, id: 'userLists' })).toThrow(/after the app started/)
  })
})
