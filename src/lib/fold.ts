/**
 * Text folded for comparison: no diacritics, lower case, single spaces. The directory stores
 * names folded and folds what a visitor types, so "Horakova" finds "Horáková".
 */
const COMBINING_MARKS = /[\u0300-\u036f]/g

export const fold = (text: string) => text.normalize('NFD').replace(COMBINING_MARKS, '').toLocaleLowerCase('cs').replace(/\s+/g, ' ').trim()
