import { describe, expect, it } from 'vitest'
import { compareContents, flatten } from './compare.js'

describe('comparing revisions', () => {
  it('flattens nested content to dotted paths, null as empty', () => {
    expect(flatten({ title: 'A', sections: [{ heading: 'H', body: null }], inMenu: true })).toEqual([
      ['title', 'A'],
      ['sections.0.heading', 'H'],
      ['sections.0.body', ''],
      ['inMenu', 'true'],
    ])
  })

  it('marks the words removed and added, and fields new in the later revision', () => {
    const rows = compareContents({ title: 'Den otevřených dveří', perex: 'Stejné' }, { title: 'Den otevřených laboratoří', perex: 'Stejné', eventLocation: 'Aula' })
    expect(rows.map((r) => [r.path, r.changed])).toEqual([
      ['title', true],
      ['perex', false],
      ['eventLocation', true],
    ])
    expect(rows[0]!.runs.filter((r) => r.kind !== 'same').map((r) => [r.kind, r.text.trim()])).toEqual([
      ['removed', 'dveří'],
      ['added', 'laboratoří'],
    ])
    expect(rows[2]).toMatchObject({ before: '', after: 'Aula' })
  })
})
