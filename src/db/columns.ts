/** Column helpers shared by the schema and the features' table files. */
import { sql } from 'drizzle-orm'
import { check, customType } from 'drizzle-orm/pg-core'

/** Binary content (files, images), read and written as bytes. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
})

/** A `lang` column holds 'cs' or 'en'. */
export const langCheck = (name: string, column: unknown) => check(name, sql`${column} in ('cs', 'en')`)
