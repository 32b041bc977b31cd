/** A person's name with academic titles, as a directory or a signature writes it: "doc. RNDr. Tomáš Vaněk, Ph.D.". */
export interface TitledName {
  titlesBefore: string
  givenName: string
  familyName: string
  titlesAfter: string
}

export function fullName(person: TitledName): string {
  const name = `${person.givenName} ${person.familyName}`
  return [person.titlesBefore, name].filter(Boolean).join(' ') + (person.titlesAfter ? `, ${person.titlesAfter}` : '')
}
