import { describe, expect, it } from 'vitest'
import { menusOf } from './chrome-data.js'
import type { MenuItemRow } from './content.types.js'

let next = 1
const item = (over: Partial<MenuItemRow>): MenuItemRow => ({ id: next++, menu: 'main', parentId: null, position: 0, labelCs: '', labelEn: '', pageKey: null, appPage: null, url: null, ...over })
const pages = new Map([
  ['uni/study', { path: 'study', title: 'Study' }],
  ['uni/study/other', { path: 'study/other', title: 'Other' }],
])

describe('frame menus', () => {
  it('leads page items to the page in the language asked for with its title, application items to their page, addresses as they are', () => {
    const study = item({ pageKey: 'uni/study', position: 0 })
    const items = [
      item({ appPage: 'eshop', position: 1 }),
      study,
      item({ parentId: study.id, pageKey: 'uni/study/other', position: 1 }),
      item({ parentId: study.id, appPage: 'programmes', labelCs: 'Programy', labelEn: 'Programmes', position: 0 }),
      item({ menu: 'footer', url: 'https://example.org/x', labelCs: 'Jinde', labelEn: 'Elsewhere', position: 0 }),
    ]
    expect(menusOf('en', items, pages)).toEqual({
      menu: [
        { title: 'Study', href: '/qf/en/study', children: [{ title: 'Programmes', href: '/qf/en/study/programmes' }, { title: 'Other', href: '/qf/en/study/other' }] },
        { title: 'E-shop', href: '/qf/en/eshop', children: [] },
      ],
      footer: [{ title: 'Elsewhere', href: 'https://example.org/x' }],
    })
  })

  it('leaves out an item whose page is not live, with its sub-items, and an unknown application page; a parent whose sub-items all went stays', () => {
    const hidden = item({ pageKey: 'uni/gone', position: 0 })
    const study = item({ pageKey: 'uni/study', labelEn: 'Studying', position: 1 })
    const items = [hidden, item({ parentId: hidden.id, pageKey: 'uni/study/other' }), study, item({ parentId: study.id, pageKey: 'uni/gone/child' }), item({ appPage: 'nonsense', position: 2 })]
    expect(menusOf('en', items, pages).menu).toEqual([{ title: 'Studying', href: '/qf/en/study', children: [] }])
  })
})
