import { describe, expect, it } from 'vitest'
import { loadChrome } from './chrome-data.js'
import type { ContentRepository, PageRow } from './content.repository.js'
import { contentService } from './content.service.js'

const page = (id: number, parentId: number | null, path: string): PageRow => ({
  id,
  translationKey: `k${id}`,
  facultyId: null,
  parentId,
  path,
  title: `Page ${id}`,
  perex: '',
})

const repo = {
  menuPages: async () => [page(1, null, 'study'), page(2, 1, 'study/programmes'), page(3, null, 'about'), page(4, 3, 'about/history')],
  faculties: async () => [{ id: 9, code: 'FA', slug: 'arts', name: 'Faculty of Arts', perex: '', color: '#000' }],
} as unknown as ContentRepository

describe('frame menus', () => {
  it('links the menu tree and the faculties in the language asked for', async () => {
    expect(await loadChrome(contentService(repo), 'en')).toEqual({
      menu: [
        { title: 'Page 1', href: '/qf/en/study', children: [{ title: 'Page 2', href: '/qf/en/study/programmes' }] },
        { title: 'Page 3', href: '/qf/en/about', children: [{ title: 'Page 4', href: '/qf/en/about/history' }] },
      ],
      faculties: [{ id: 9, name: 'Faculty of Arts', href: '/qf/en/faculties/arts' }],
    })
  })
})
