import fc from 'fast-check'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { SEARCH_TYPES } from '../../../src/content/schema'
import { decodeSearchIndex, encodeSearchIndex } from '../../../src/search/index-file'
import type { SearchItem } from '../../../src/search/search-index'

const items: SearchItem[] = [
  { title: 'Asana vs Notion', type: 'Comparison', href: '/compare/asana-vs-notion', keywords: ['project'] },
  { title: 'Asana vs Trello', type: 'Comparison', href: '/compare/asana-vs-trello', keywords: [] },
  { title: 'Notion', type: 'Tool', href: '/tools/notion', keywords: ['docs', 'wiki'] },
]

const item = fc.record({
  title: fc.string({ minLength: 1, maxLength: 30, unit: 'grapheme' }),
  type: fc.constantFrom(...SEARCH_TYPES),
  href: fc.string({ maxLength: 30 }).map((rest) => `/${rest}`),
  keywords: fc.array(fc.stringMatching(/^\S{1,8}$/), { maxLength: 5 }),
})

describe('the search index file', () => {
  it('keeps of each title and address only what differs from the one before', () => {
    const file = encodeSearchIndex(items)
    expect(file.titleShared).toEqual([0, 9, 0])
    expect(file.titleRest).toEqual(['Asana vs Notion', 'Trello', 'Notion'])
    expect(file.hrefShared).toEqual([0, 18, 1])
    expect(file.hrefRest).toEqual(['/compare/asana-vs-notion', 'trello', 'tools/notion'])
    expect(file.types).toBe('114')
    expect(file.keywords).toEqual(['project', '', 'docs wiki'])
  })

  it('decodes to the very items it was made from, through JSON (property)', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), (list) => {
        expect(decodeSearchIndex(JSON.parse(JSON.stringify(encodeSearchIndex(list))))).toEqual(list)
      }),
    )
  })

  it('is smaller than the same items as objects when neighbours share their start', () => {
    const many: SearchItem[] = Array.from({ length: 2000 }, (_, i) => ({
      title: `Best Project Management Software for Teams (edition ${i})`,
      type: 'Article',
      href: `/best/project-management-software-${i}`,
      keywords: ['project', 'management'],
    }))
    const gzip = (value: unknown) => gzipSync(JSON.stringify(value), { level: 9 }).length
    expect(gzip(encodeSearchIndex(many))).toBeLessThan(gzip(many) * 0.75)
  })

  it('refuses, naming the problem, anything it could not have written', () => {
    const good = encodeSearchIndex(items)
    expect(() => decodeSearchIndex(null)).toThrow('Search index: not an object')
    expect(() => decodeSearchIndex(items)).toThrow('Search index: version undefined, expected 1')
    expect(() => decodeSearchIndex({ ...good, version: 2 })).toThrow('version 2, expected 1')
    expect(() => decodeSearchIndex({ ...good, keywords: undefined })).toThrow('a column is missing or of the wrong type')
    expect(() => decodeSearchIndex({ ...good, types: '11' })).toThrow('its columns differ in length')
    expect(() => decodeSearchIndex({ ...good, types: '119' })).toThrow('item 2 has no type "9"')
    expect(() => decodeSearchIndex({ ...good, titleShared: [0, 40, 0] })).toThrow('title 1 shares 40 characters with a value of 15')
    expect(() => decodeSearchIndex({ ...good, hrefShared: [1, 18, 1] })).toThrow('address 0 shares 1 characters with a value of 0')
  })
})
