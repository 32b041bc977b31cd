/**
 * Whether a key set for a deployment looks like the random value it should be. What a person
 * types for "a long secret" fails here: a placeholder, a published key, one character or a
 * short piece repeated, the alphabet or the keyboard in a row. Random output (`openssl rand
 * -base64 32`, `-hex 32`) passes. A check of obvious mistakes, not a measure of entropy.
 */

/** Words an example or a placeholder key is made of; a random key holds none of them. */
const PLACEHOLDERS = ['changeme', 'change-me', 'change_me', 'password', 'secret', 'example', 'development', 'default', 'qwerty', 'xxxx']

/**
 * Fewest distinct characters of a key this long: 32 random hex digits have about 14 (fewer than
 * 8 once in tens of millions), 16 about 10.
 */
const minDistinct = (length: number) => Math.min(8, Math.floor(length / 4))

/** Why `value` is not a strong key of at least `minLength` characters, or null when it is. */
export function weakSecretProblem(value: string, minLength: number): string | null {
  if (value.length < minLength) return `must be at least ${minLength} random characters (e.g. \`openssl rand -base64 32\`)`
  const lower = value.toLowerCase()
  const word = PLACEHOLDERS.find((w) => lower.includes(w))
  if (word) return `looks like a placeholder ("${word}"): use a random value (e.g. \`openssl rand -base64 32\`)`
  if (new Set(value).size < minDistinct(value.length)) return `has too few different characters to be random: use a random value (e.g. \`openssl rand -base64 32\`)`
  if (isRepeated(value) || isRun(value)) return `is a pattern, not a random value (e.g. \`openssl rand -base64 32\`)`
  return null
}

/** A piece written again and again (`abc123abc123…`). */
function isRepeated(value: string): boolean {
  for (let period = 1; period <= value.length / 2; period++) {
    if (value.slice(period) === value.slice(0, -period)) return true
  }
  return false
}

/** Mostly neighbours in the character table (`abcdef…`, `0123…`, `zyxw…`). */
function isRun(value: string): boolean {
  let steps = 0
  for (let i = 1; i < value.length; i++) if (Math.abs(value.charCodeAt(i) - value.charCodeAt(i - 1)) === 1) steps++
  return steps >= (value.length - 1) / 2
}
