/**
 * How the bench and the recall check derive queries typed without accents and with one typo
 * from hand-written ones: deterministic, so every run asks the same questions.
 */
const COMBINING_MARKS = /[\u0300-\u036f]/g

/** `Přijímací řízení` → `Prijimaci rizeni` (case kept, diacritics gone). */
export const withoutAccents = (text: string) => text.normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC')

/**
 * One wrong letter in the query's longest word of five letters or more (the letter in its middle
 * replaced by a neighbour on the keyboard's row), or the text unchanged when no word is that long.
 */
export function withTypo(text: string): string {
  const words = text.split(' ')
  let longest = -1
  for (let i = 0; i < words.length; i++) if (words[i]!.length >= 5 && (longest < 0 || words[i]!.length > words[longest]!.length)) longest = i
  if (longest < 0) return text
  const word = [...words[longest]!]
  const middle = Math.floor(word.length / 2)
  const c = word[middle]!.toLowerCase()
  word[middle] = NEIGHBOURS[c] ?? (c === 'a' ? 'e' : 'a')
  words[longest] = word.join('')
  return words.join(' ')
}

const NEIGHBOURS: Record<string, string> = Object.fromEntries(
  ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'].flatMap((row) => [...row].map((c, i) => [c, row[i + 1] ?? row[i - 1]!])),
)
