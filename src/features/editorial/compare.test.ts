import { describe, expect, it } from 'vitest'
import { compareContents, compareRevisions, flatten, mediaIdsOf, withMedia } from './compare.js'

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

  const picture = (id: number, alt: string, fileName: string | null = null) => ({ id, width: 800, height: 600, widths: [400, 800], version: 1, alt, fileName, key: `library/${id}` })

  it('names a changed picture by its alt text (else its file name) instead of its id, a missing one as deleted', () => {
    const rows = compareContents({ givenName: 'Jana', portraitId: 12, body: [{ type: 'image', mediaId: 3 }] }, { givenName: 'Jana', portraitId: 15, body: [{ type: 'image', mediaId: 4 }] })
    expect(mediaIdsOf(rows)).toEqual([12, 15, 3, 4])
    const named = withMedia(rows, new Map([[15, picture(15, 'Jana Nováková u mikroskopu')], [3, picture(3, '', 'aula.jpg')], [4, picture(4, '  ', null)]]), 'smazaný obrázek')
    const portrait = named.find((r) => r.path === 'portraitId')!
    expect(portrait).toMatchObject({ before: 'smazaný obrázek', after: 'Jana Nováková u mikroskopu', changed: true })
    expect(portrait.runs).toEqual([{ text: 'smazaný obrázek', kind: 'removed' }, { text: 'Jana Nováková u mikroskopu', kind: 'added' }])
    expect(portrait.media!.before).toEqual({ id: 12, name: 'smazaný obrázek' })
    expect(portrait.media!.after!.picture!.id).toBe(15)
    expect(named.find((r) => r.path === 'body.0.mediaId')!.media).toMatchObject({ before: { name: 'aula.jpg' }, after: { name: 'library/4' } })
    // A text field and an unchanged one stay as they were.
    expect(named.find((r) => r.path === 'givenName')!.media).toBeUndefined()
  })

  it('a picture chosen where there was none, or removed, has one side only; the look-up is skipped when no picture changed', async () => {
    const rows = withMedia(compareContents({ imageId: null }, { imageId: 7 }), new Map([[7, picture(7, 'Kampus')]]), 'deleted image')
    expect(rows[0]!.media).toMatchObject({ before: null, after: { id: 7, name: 'Kampus' } })
    expect(rows[0]!.runs).toEqual([{ text: 'Kampus', kind: 'added' }])
    let asked = 0
    const lookup = async () => {
      asked++
      return new Map()
    }
    expect((await compareRevisions({ imageId: 7 }, { imageId: 8 }, 'en', lookup))[0]!.after).toBe('deleted image')
    await compareRevisions({ title: 'a' }, { title: 'b' }, 'en', lookup)
    expect(asked).toBe(1)
  })
})
