/**
 * Text a person typed, for a LIKE / ILIKE pattern: its wildcards (`%`, `_`) and the escape
 * character taken literally (PostgreSQL's default escape is the backslash), so a search for
 * "100%" finds "100%" and "a_b" does not match "axb".
 */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** A pattern matching values that contain `text` anywhere. */
export const containing = (text: string) => `%${likeLiteral(text)}%`
