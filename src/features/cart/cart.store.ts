/**
 * Where cart lines live (ADR 026): the database by default, Redis when REDIS_URL is set; both
 * behind this interface and tested alike (cart.store.test.ts). A line is a variant and a
 * quantity, never a price. An owner is `user:<id>` or `guest:<SHA-256 of the cart cookie>`.
 */
export interface CartLine {
  variantId: number
  quantity: number
}

export interface CartStore {
  /** The owner's lines, oldest first. */
  lines(owner: string): Promise<CartLine[]>
  /**
   * Adds `quantity` to the line (creating it), unless the line would then hold more than `max`:
   * returns the line's new quantity, or null and changes nothing. Atomic per line.
   */
  add(owner: string, variantId: number, quantity: number, max: number): Promise<number | null>
  /** Sets the quantity of an existing line; false (nothing changed) when the owner has no such line. */
  update(owner: string, variantId: number, quantity: number): Promise<boolean>
  /** Sets the quantity of a line, creating it (merging a guest cart at login). */
  put(owner: string, variantId: number, quantity: number): Promise<void>
  /** Removes one line; false when there was none. */
  remove(owner: string, variantId: number): Promise<boolean>
  /** Removes every line of the owner. */
  clear(owner: string): Promise<void>
}

/** Guest carts not touched for this long are forgotten. */
export const GUEST_CART_TTL_MS = 30 * 24 * 3_600_000
