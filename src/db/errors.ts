/** What a database error means, read through the ORM's wrapping (`cause`) on both engines. */

/** The SQLSTATE of the error or of what caused it. */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}

/** A unique constraint refused the write (23505): the key is taken. */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505'

/** A foreign key (23503) or check constraint (23514) refused the write: it names what is not there or not allowed. */
export const isConstraintViolation = (error: unknown): boolean => ['23503', '23514'].includes(sqlState(error) ?? '')
