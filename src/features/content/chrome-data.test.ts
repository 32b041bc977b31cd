import { describe, expect, it } from 'vitest'
import { loadChrome } from './chrome-data.js'
import type { ContentRepository } from './content.repository.js'
import type { PageRow } from './content.types.js'
import { contentService } from './content.service.js'

const page = (id: number, parentId: number | null, path: string, translationKey = `k${id}`): PageRow => ({
  id,
  translationKey,
  facultyId: null,
  parentId,
  path,
  title: `Page ${id}`,
  perex: '',
})

const repo = {
  menuPages: async () => [page(1, null, 'study'), page(2, 1, 'study/other'), page(3, null, 'about'), page(4, 3, 'about/history')],
  faculties: async () => [{ id: 9, code: 'FA', slug: 'arts', name: 'Faculty of Arts', perex: '', color: '#000' }],
} as unknown as ContentRepository

describe('frame menus', () => {
  it('links the menu tree and the faculties in the language asked for', async () => {
    expect(await loadChrome(contentService(repo), 'en')).toEqual({
      menu: [
        { title: 'Page 1', href: '/qf/en/study', children: [{ title: 'Page 2', href: '/qf/en/study/other' }] },
        { title: 'Page 3', href: '/qf/en/about', children: [{ title: 'Page 4', href: '/qf/en/about/history' }] },
      ],
      faculties: [{ id: 9, name: 'Faculty of Arts', href: '/qf/en/faculties/arts' }],
    })
  })

  it('leads "Study programmes" to the catalogue and lists the faculties and the people under About', async () => {
    const university = {
      menuPages: async () => [
        page(1, null, 'studium', 'uni/study'),
        page(2, 1, 'studium/studijni-programy', 'uni/study/programmes'),
        page(3, null, 'o-univerzite', 'uni/about'),
        page(4, 3, 'o-univerzite/historie', 'uni/about/history'),
      ],
      faculties: async () => [],
    } as unknown as ContentRepository
    const { menu } = await loadChrome(contentService(university), 'cs')
    expect(menu[0]!.children).toEqual([{ title: 'Page 2', href: '/qf/cs/studium/programy' }])
    expect(menu[1]!.children).toEqual([
      { title: 'Page 4', href: '/qf/cs/o-univerzite/historie' },
      { title: 'Fakulty', href: '/qf/cs/fakulty' },
      { title: 'Lidé', href: '/qf/cs/lide' },
    ])
  })
})
