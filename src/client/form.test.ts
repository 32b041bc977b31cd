import { describe, expect, it } from 'vitest'
import { combine, dataPairs, filter, type Pair } from './form.js'

const fields: Pair[] = [
  ['frm.query', 'kniha'],
  ['frm.facultyCategory', 'fim'],
  ['formId', 'searchForm'],
  ['tag', 'a'],
  ['tag', 'b'],
]

describe('form: submit data as pairs', () => {
  it('keeps frm. names as they are', () => {
    expect(filter(fields).map(([n]) => n)).toEqual(['frm.query', 'frm.facultyCategory', 'formId', 'tag', 'tag'])
  })

  it('pick keeps only the listed fields, omit drops them', () => {
    expect(filter(fields, ['frm.query', 'formId'])).toEqual([
      ['frm.query', 'kniha'],
      ['formId', 'searchForm'],
    ])
    expect(filter(fields, undefined, ['tag', 'formId']).map(([n]) => n)).toEqual(['frm.query', 'frm.facultyCategory'])
  })

  it('reads data as a query string or an object', () => {
    expect(dataPairs('a=1&b=x%20y')).toEqual([
      ['a', '1'],
      ['b', 'x y'],
    ])
    expect(dataPairs({ a: 1, b: [2, 3], c: true })).toEqual([
      ['a', '1'],
      ['b', '2'],
      ['b', '3'],
      ['c', 'true'],
    ])
    expect(dataPairs(undefined)).toEqual([])
  })

  it('dataMerge: data replaces fields of the same name, or all fields', () => {
    expect(combine(fields, [['tag', 'z']]).filter(([n]) => n === 'tag')).toEqual([['tag', 'z']])
    expect(combine(fields, [['x', '1']], false)).toEqual([['x', '1']])
    expect(combine(fields, [], false)).toEqual(fields)
  })
})
