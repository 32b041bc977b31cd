/**
 * The numbers of search suggestions (spec 000 §5, §9), named once for the endpoints and the
 * browser runtime (which exposes them as `config.suggest*`).
 */
export const SUGGESTIONS = {
  /** Wait after the last key press before asking, ms. */
  delay: 400,
  /** Shorter text asks nothing and removes the suggestions. */
  minLength: 2,
  /** A list of exactly this many entries is followed by the Show all results link. */
  listFull: 10,
} as const
