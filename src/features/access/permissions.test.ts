import { describe, expect, it } from 'vitest'
import { AccessControl, scopeHolds, type Permission } from './permissions.js'

const READ_ORDER: Permission = { action: 'read', entity: 'order' }
const EDIT_PAGE: Permission = { action: 'update', entity: 'page' }
const access = new AccessControl([
  { grants: { staff: [READ_ORDER] } },
  // Two features granting the same role add up.
  { grants: { staff: [{ action: 'update', entity: 'order' }], editor: [EDIT_PAGE] } as never },
])
const user = (...grants: { role: string; scope: string }[]) => ({ grants })

describe('scopes', () => {
  it('the whole site holds everything, a faculty only its own items', () => {
    expect(scopeHolds('', undefined)).toBe(true)
    expect(scopeHolds('', { faculty: 'fakulta-prirodnich-ved' })).toBe(true)
    expect(scopeHolds('faculty:fakulta-prirodnich-ved', { faculty: 'fakulta-prirodnich-ved' })).toBe(true)
    expect(scopeHolds('faculty:fakulta-prirodnich-ved', { faculty: 'pedagogicka-fakulta' })).toBe(false)
    expect(scopeHolds('faculty:fakulta-prirodnich-ved', undefined)).toBe(false)
  })

  it('a section holds its page and the pages below it, not a sibling that starts alike', () => {
    expect(scopeHolds('section:/studium', { section: '/studium' })).toBe(true)
    expect(scopeHolds('section:/studium', { section: '/studium/bakalarske' })).toBe(true)
    expect(scopeHolds('section:/studium', { section: '/studium-v-zahranici' })).toBe(false)
    expect(scopeHolds('section:/studium', { faculty: 'x' })).toBe(false)
  })

  it('an unknown kind of scope holds nothing', () => {
    expect(scopeHolds('planet:mars', { faculty: 'mars', section: '/mars' })).toBe(false)
  })
})

describe('the check', () => {
  it('a role holds what the features grant it, summed over features', () => {
    expect(access.can(user({ role: 'staff', scope: '' }), 'read', 'order')).toBe(true)
    expect(access.can(user({ role: 'staff', scope: '' }), 'update', 'order')).toBe(true)
    expect(access.can(user({ role: 'staff', scope: '' }), 'delete', 'order')).toBe(false)
    expect(access.roles().sort()).toEqual(['editor', 'staff'])
  })

  it('nobody, a customer and a role no feature grants may do nothing', () => {
    expect(access.can(null, 'read', 'order')).toBe(false)
    expect(access.can(undefined, 'read', 'order')).toBe(false)
    expect(access.can(user(), 'read', 'order')).toBe(false)
    expect(access.can(user({ role: 'superuser', scope: '' }), 'read', 'order')).toBe(false)
    expect(access.can(user({ role: '__proto__', scope: '' }), 'read', 'order')).toBe(false)
    expect(access.can(user({ role: 'constructor', scope: '' }), 'read', 'order')).toBe(false)
  })

  it('a scoped grant answers for items in its scope only, and never for something site-wide', () => {
    const faculty = user({ role: 'editor', scope: 'faculty:fakulta-prirodnich-ved' })
    expect(access.can(faculty, 'update', 'page', { faculty: 'fakulta-prirodnich-ved' })).toBe(true)
    expect(access.can(faculty, 'update', 'page', { faculty: 'pedagogicka-fakulta' })).toBe(false)
    expect(access.can(faculty, 'update', 'page')).toBe(false)
    expect(access.canSomewhere(faculty, 'update', 'page')).toBe(true)
    expect(access.canSomewhere(faculty, 'publish', 'page')).toBe(false)
    // A staff role held on a faculty does not open site-wide orders.
    expect(access.can(user({ role: 'staff', scope: 'faculty:fakulta-prirodnich-ved' }), 'read', 'order')).toBe(false)
  })

  it('one of several grants is enough', () => {
    const both = user({ role: 'editor', scope: 'faculty:pedagogicka-fakulta' }, { role: 'editor', scope: 'section:/studium' })
    expect(access.can(both, 'update', 'page', { faculty: 'pedagogicka-fakulta' })).toBe(true)
    expect(access.can(both, 'update', 'page', { section: '/studium/prijimacky' })).toBe(true)
    expect(access.can(both, 'update', 'page', { faculty: 'fakulta-prirodnich-ved', section: '/vyzkum' })).toBe(false)
  })
})

describe('reach', () => {
  it('names where a user may act: everywhere, or the faculties and sections of their scoped grants of roles holding the permission', () => {
    expect(access.reach(user({ role: 'editor', scope: 'faculty:a' }, { role: 'editor', scope: 'section:/studium' }), 'update', 'page')).toEqual({ all: false, faculties: ['a'], sections: ['/studium'] })
    expect(access.reach(user({ role: 'editor', scope: '' }), 'update', 'page')).toEqual({ all: true, faculties: [], sections: [] })
    // A scope of a role that lacks the permission reaches nothing.
    expect(access.reach(user({ role: 'staff', scope: 'faculty:a' }), 'update', 'page')).toEqual({ all: false, faculties: [], sections: [] })
    expect(access.reach(null, 'update', 'page')).toEqual({ all: false, faculties: [], sections: [] })
  })
})
