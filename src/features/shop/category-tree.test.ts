import { describe, expect, it } from 'vitest'
import { categoryTree } from './category-tree.js'

const row = (id: number, parentId: number | null, sort: number) => ({ id, parentId, sort })

describe('category tree', () => {
  const tree = categoryTree([row(1, null, 2), row(2, null, 1), row(3, 1, 2), row(4, 1, 1), row(5, 4, 1)])

  it('orders roots and siblings by their sort, parents before children', () => {
    expect(tree.roots.map((n) => n.id)).toEqual([2, 1])
    expect(tree.flat.map((n) => [n.id, n.depth])).toEqual([[2, 0], [1, 0], [4, 1], [5, 2], [3, 1]])
  })

  it('walks ancestors from the top and descendants from the category', () => {
    expect(tree.ancestors(5).map((n) => n.id)).toEqual([1, 4])
    expect(tree.ancestors(2)).toEqual([])
    expect(tree.ancestors(99)).toEqual([])
    expect(tree.withDescendants(1).sort()).toEqual([1, 3, 4, 5])
    expect(tree.withDescendants(3)).toEqual([3])
    expect(tree.withDescendants(99)).toEqual([])
  })

  it('never loops on rows that point in a circle, and a missing parent makes a root', () => {
    const broken = categoryTree([row(1, 2, 1), row(2, 1, 1), row(3, 42, 1)])
    expect(broken.ancestors(1).map((n) => n.id)).toEqual([2])
    expect(broken.roots.map((n) => n.id)).toEqual([3])
    expect(broken.withDescendants(3)).toEqual([3])
  })
})
