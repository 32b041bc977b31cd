/** What the account feature's pages and services read of accounts, tokens and addresses (ADR 057). */
import type { AddressValues } from './account.schema.js'

export type TokenPurpose = 'register' | 'reset'

export interface TokenRow {
  email: string
  userId: number | null
  payload: { displayName?: string; passwordHash?: string }
}

export interface AccountUser {
  id: number
  email: string
  displayName: string
  passwordHash: string
}

export interface Address extends AddressValues {
  id: number
}
