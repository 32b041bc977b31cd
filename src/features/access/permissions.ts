/**
 * Roles and permissions (ADR 057), after the Epic Stack's model: a permission is an action on an
 * entity; a role is a set of permissions, granted in code by the features (`grants` in each
 * manifest); an account holds roles, each on a scope (`user_roles`, migration 0026):
 *
 * - `''`: the whole site;
 * - `faculty:<slug>`: what belongs to that faculty;
 * - `section:<path>`: that page of the tree and everything below it.
 *
 * One check decides everywhere: `access.can(user, action, entity, target)`. Without a target the
 * question is about something site-wide (an order), which only an unscoped grant answers; with
 * one, a grant whose scope holds the target does too. `canSomewhere` asks whether the user may
 * act on some items of the entity (an admin list that it then filters per item).
 */
export const ACTIONS = ['read', 'create', 'update', 'delete', 'review', 'publish'] as const
export type Action = (typeof ACTIONS)[number]

/**
 * The roles the features grant; an account's role not named here grants nothing (issue 25):
 * - `staff`: the shop's orders (installations before issue 26 hold it; it keeps working);
 * - `shop_manager`: the shop's back office (issue 26): orders, and what the shop features grant it;
 * - `editor`: writes content where the scope puts them and submits it for review;
 * - `chief_editor`: everything editorial, reviews and publishes;
 * - `admin`: accounts, roles and the audit log.
 */
export const ROLES = ['staff', 'shop_manager', 'editor', 'chief_editor', 'admin'] as const
export type RoleName = (typeof ROLES)[number]

export interface Permission {
  action: Action
  /** What it acts on: `order`, `page`, `news`, … (the owning feature names it). */
  entity: string
}

/** What an address requires: a permission on everything, or (`somewhere`) on some items it then checks one by one. */
export interface RoutePermission extends Permission {
  somewhere?: boolean
}

/** A role an account holds, and where. */
export interface Grant {
  role: string
  scope: string
}

/** What a scoped question is about: the item's faculty (its slug) or its page-tree path. */
export interface Target {
  faculty?: string
  section?: string
}

/** Whether a grant's scope holds `target`; an unscoped grant holds everything. */
export function scopeHolds(scope: string, target: Target | undefined): boolean {
  if (scope === '') return true
  if (!target) return false
  if (scope.startsWith('faculty:')) return target.faculty !== undefined && scope.slice('faculty:'.length) === target.faculty
  if (scope.startsWith('section:')) {
    const root = scope.slice('section:'.length)
    const path = target.section
    return path !== undefined && (path === root || path.startsWith(root.endsWith('/') ? root : `${root}/`))
  }
  return false
}

const key = (action: Action, entity: string) => `${action}:${entity}`

/** Who may do what: the roles' permissions from the features' grants, and the one check. */
export class AccessControl {
  private readonly byRole = new Map<string, Set<string>>()

  constructor(features: readonly { grants?: Partial<Record<RoleName, readonly Permission[]>> }[]) {
    for (const feature of features) {
      for (const [role, permissions] of Object.entries(feature.grants ?? {})) {
        const set = this.byRole.get(role) ?? new Set<string>()
        for (const p of permissions ?? []) set.add(key(p.action, p.entity))
        this.byRole.set(role, set)
      }
    }
  }

  /** The roles some feature grants something to. */
  roles(): string[] {
    return [...this.byRole.keys()]
  }

  /** The roles holding the permission (whose holders a review request goes to, say). */
  rolesGranting(action: Action, entity: string): string[] {
    return [...this.byRole.keys()].filter((role) => this.grants(role, action, entity))
  }

  /** Whether `role` holds the permission (regardless of scope). */
  grants(role: string, action: Action, entity: string): boolean {
    return this.byRole.get(role)?.has(key(action, entity)) === true
  }

  /** Whether the user may `action` the `entity` (at `target`, for scoped items). */
  can(user: { grants: readonly Grant[] } | null | undefined, action: Action, entity: string, target?: Target): boolean {
    return !!user && user.grants.some((g) => this.grants(g.role, action, entity) && scopeHolds(g.scope, target))
  }

  /**
   * Where the user may `action` the `entity`: everywhere, or the faculties and sections their
   * scoped grants name (an admin list filters by it, before each item is checked with `can`).
   */
  reach(user: { grants: readonly Grant[] } | null | undefined, action: Action, entity: string): { all: boolean; faculties: string[]; sections: string[] } {
    const held = (user?.grants ?? []).filter((g) => this.grants(g.role, action, entity))
    return {
      all: held.some((g) => g.scope === ''),
      faculties: held.filter((g) => g.scope.startsWith('faculty:')).map((g) => g.scope.slice('faculty:'.length)),
      sections: held.filter((g) => g.scope.startsWith('section:')).map((g) => g.scope.slice('section:'.length)),
    }
  }

  /** Whether the user may `action` some items of `entity`, wherever their scope is. */
  canSomewhere(user: { grants: readonly Grant[] } | null | undefined, action: Action, entity: string): boolean {
    return !!user && user.grants.some((g) => this.grants(g.role, action, entity))
  }
}
