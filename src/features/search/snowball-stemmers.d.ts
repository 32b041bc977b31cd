/** Types of the untyped `snowball-stemmers` package (ISC): only what search-terms.ts uses. */
declare module 'snowball-stemmers' {
  interface Stemmer {
    stem(word: string): string
  }
  const snowball: { newStemmer(language: string): Stemmer; algorithms(): string[] }
  export default snowball
}
