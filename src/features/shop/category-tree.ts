/**
 * The category tree (ADR 090) from the flat rows the database holds: children in their order,
 * a category's ancestors (the breadcrumbs) and descendants (whose products its page lists). A
 * parent that is missing makes a category a root, and a walk never visits a category twice, so a
 * broken row never loops. No Fastify, no ORM.
 */
export interface TreeRow {
  id: number
  parentId: number | null
  sort: number
}

export type TreeNode<T extends TreeRow> = T & { depth: number; children: TreeNode<T>[] }

const bySort = (a: TreeRow, b: TreeRow) => a.sort - b.sort || a.id - b.id

export interface CategoryTree<T extends TreeRow> {
  roots: TreeNode<T>[]
  /** Every category, parents before their children, siblings in their order. */
  flat: TreeNode<T>[]
  byId: ReadonlyMap<number, TreeNode<T>>
  /** The category's ancestors, the root first; empty for a root or an unknown id. */
  ancestors(id: number): TreeNode<T>[]
  /** The ids of the category and everything below it. */
  withDescendants(id: number): number[]
}

export function categoryTree<T extends TreeRow>(rows: readonly T[]): CategoryTree<T> {
  const byId = new Map<number, TreeNode<T>>(rows.map((r) => [r.id, { ...r, depth: 0, children: [] }]))
  const roots: TreeNode<T>[] = []
  for (const node of [...byId.values()].sort(bySort)) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId)
    if (parent && parent !== node) parent.children.push(node)
    else roots.push(node)
  }
  const flat: TreeNode<T>[] = []
  const seen = new Set<number>()
  const walk = (nodes: TreeNode<T>[], depth: number) => {
    for (const n of nodes) {
      if (seen.has(n.id)) continue
      seen.add(n.id)
      n.depth = depth
      flat.push(n)
      walk(n.children, depth + 1)
    }
  }
  walk(roots, 0)
  return {
    roots,
    flat,
    byId,
    ancestors(id) {
      const chain: TreeNode<T>[] = []
      const visited = new Set<number>([id])
      for (let p = byId.get(id)?.parentId ?? null; p !== null && !visited.has(p); ) {
        const node = byId.get(p)
        if (!node) break
        visited.add(p)
        chain.unshift(node)
        p = node.parentId
      }
      return chain
    },
    withDescendants(id) {
      const out: number[] = []
      const visit = (node: TreeNode<T> | undefined) => {
        if (!node || out.includes(node.id)) return
        out.push(node.id)
        node.children.forEach(visit)
      }
      visit(byId.get(id))
      return out
    },
  }
}
