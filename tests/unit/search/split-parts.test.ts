import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fit, Fit } from '../../../src/search/words'
import { wordsToAnswer } from '../../../src/search/split/answers'
import { BestFirst } from '../../../src/search/split/best-first'
import { checkIds, decodeIds, eachId, eachIdIn, encodeIds, intersectIds, unionIds } from '../../../src/search/split/id-list'
import { byteWeight, bytesOfWeight, dataPath, pairHash, trigramsOf } from '../../../src/search/split/layout'
import { createHash } from 'node:crypto'
import { contentVersion } from '../../../src/catalogue/content-version'
import { hashText } from '../../../src/shared/content-hash'
import { wholePartHashes } from '../../../src/search/split/pair-names'
import { titleShardsFor } from '../../../src/search/split/title-range'
import { vocabularyFileContents, vocabularyFiles } from '../../../src/search/split/vocabulary'
import { allowedEdits, editDistance } from '../../../src/search/suggest'

const ascending = fc.uniqueArray(fc.nat({ max: 500 }), { maxLength: 60 }).map((ids) => ids.sort((a, b) => a - b))

describe('item lists', () => {
  it('store runs as one number and gaps as they are', () => {
    expect(encodeIds([0, 1, 2, 3])).toEqual([-4])
    expect(encodeIds([5, 9, 10, 11, 20])).toEqual([6, 4, -2, 9])
    expect(encodeIds([])).toEqual([])
  })

  it('decode to the very numbers, through JSON (property)', () => {
    fc.assert(
      fc.property(ascending, (ids) => {
        expect([...decodeIds(JSON.parse(JSON.stringify(encodeIds(ids))), 501, 'list')]).toEqual(ids)
      }),
    )
  })

  it('intersect and unite as sets do (property)', () => {
    fc.assert(
      fc.property(ascending, ascending, (a, b) => {
        expect([...intersectIds(Int32Array.from(a), Int32Array.from(b))]).toEqual(a.filter((id) => b.includes(id)))
        expect([...unionIds([Int32Array.from(a), Int32Array.from(b)])]).toEqual([...new Set([...a, ...b])].sort((x, y) => x - y))
      }),
    )
  })

  it('are walked whole, or beside a pool, visiting exactly the pool’s places they hold (property)', () => {
    fc.assert(
      fc.property(ascending, ascending, (ids, pool) => {
        const code = checkIds(encodeIds(ids), 501, 'list')
        const all: number[] = []
        eachId(code, (id) => all.push(id))
        expect(all).toEqual(ids)
        const places: number[] = []
        eachIdIn(code, Int32Array.from(pool), (place) => places.push(place))
        expect(places).toEqual(pool.flatMap((id, place) => (ids.includes(id) ? [place] : [])))
      }),
    )
  })

  it('refuse, naming the list, anything encodeIds could not have written', () => {
    expect(() => checkIds([3, -2, 2], 6, 'x')).toThrow('x names item 6 of 6')
    expect(() => checkIds([1, 'a'], 6, 'x')).toThrow('x holds "a", not a step')
    expect(() => decodeIds('1,2', 10, 'the list of "ab"')).toThrow('Search index: the list of "ab" is not a list of numbers')
    expect(() => decodeIds([1, 0], 10, 'x')).toThrow('x holds 0, not a step')
    expect(() => decodeIds([1.5], 10, 'x')).toThrow('x holds 1.5, not a step')
    expect(() => decodeIds([5, -6], 10, 'x')).toThrow('x names item 10 of 10')
  })
})

describe('the layout', () => {
  it('hashes as FNV-1a over code units, the same everywhere', () => {
    expect(hashText('')).toBe(0x811c9dc5)
    expect(hashText('a')).toBe(0xe40c292c)
    expect(pairHash('notion')).toBe(hashText('notion') & 0xff)
  })

  it('names a version of files by every path and content: 16 hexadecimal digits, new when any of them changes', () => {
    const files = [['a.json', '[1]'], ['b.json', '[2]']] as const
    const version = contentVersion(files)
    expect(version).toMatch(/^[0-9a-f]{16}$/)
    expect(contentVersion([['a.json', '[1]'], ['b.json', '[2]']])).toBe(version)
    expect(contentVersion([['a.json', '[1]'], ['b.json', '[3]']])).not.toBe(version)
    expect(contentVersion([['a.json', '[1]'], ['c.json', '[2]']])).not.toBe(version)
    expect(contentVersion([['b.json', '[2]'], ['a.json', '[1]']])).not.toBe(version)
    // One SHA-1 of every path and content, each after its length, however long: small ones are gathered, large ones not.
    const framed = (list: [string, string][]) => createHash('sha1').update(list.map(([path, content]) => `${path.length}:${path}${content.length}:${content}`).join('')).digest('hex').slice(0, 16)
    const long: [string, string][] = [['a.json', 'x'.repeat(5000)], ['b.json', 'y'], ...Array.from({ length: 3000 }, (_, n): [string, string] => ['', `records ${n}`]), ['c.json', 'z'.repeat(70_000)]]
    expect(contentVersion(long)).toBe(framed(long))
    expect(contentVersion(files.map(([path, content]) => [path, content]))).toBe(framed(files.map(([path, content]) => [path, content])))
    // Each path and content framed by its length: the same texts cut in other places are other files.
    expect(contentVersion([['a', 'bc']])).not.toBe(contentVersion([['ab', 'c']]))
    expect(contentVersion([['a.json', '[1]'], ['', '']])).not.toBe(contentVersion([['a.json', '[1]']]))
    expect(contentVersion([['', 'x:y']])).not.toBe(contentVersion([['x', 'y']]))
    const fileLists = fc.array(fc.tuple(fc.string(), fc.string({ unit: 'grapheme' })))
    fc.assert(fc.property(fileLists, fileLists, (a, b) => (contentVersion(a) === contentVersion(b)) === (JSON.stringify(a) === JSON.stringify(b))))
    fc.assert(fc.property(fileLists, (list) => contentVersion(list) === contentVersion(list.map(([path, content]) => [path, content]))))
  })

  it('names each 1- or 2-character string’s file by its code units, whatever they are', () => {
    expect(dataPath.short('a')).toBe('short/61.json')
    expect(dataPath.short('/.')).toBe('short/2f-2e.json')
    expect(dataPath.short('é')).toBe('short/e9.json')
  })

  it('lists a word’s trigrams once each', () => {
    expect(trigramsOf('notion')).toEqual(['not', 'oti', 'tio', 'ion'])
    expect(trigramsOf('aaaa')).toEqual(['aaa'])
    expect(trigramsOf('ab')).toEqual([])
  })

  it('keeps a size to within a factor of √2 in one character', () => {
    for (const bytes of [0, 1, 100, 4_000, 60_000]) {
      const kept = bytesOfWeight(byteWeight(bytes))
      expect(kept).toBeGreaterThanOrEqual(bytes)
      expect(kept).toBeLessThanOrEqual(Math.max(1, (bytes + 1) * Math.SQRT2))
    }
  })
})

describe('comparison names in a query', () => {
  it('are every part that fits the query as whole words, punctuation edges included', () => {
    const parts = (phrase: string) => ['notion', 'asana', '.net', 'c++', 'google docs', 'otio', 'notion asana', 'x'].filter((part) => wholePartHashes(phrase, 20).has(pairHash(part)))
    expect(parts('notion asana')).toEqual(['notion', 'asana', 'notion asana'])
    // "notion.net": ".net" starts at a word edge as its own first character is not a letter.
    expect(parts('notion.net')).toEqual(['notion', '.net'])
    expect(parts('c++x')).toEqual(['c++', 'x'])
    expect(parts('google docs vs notion')).toEqual(['notion', 'google docs'])
  })

  it('hold the hash of every part that fit() finds whole (property)', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '.', '+'), minLength: 1, maxLength: 12 })
    fc.assert(
      fc.property(text, text, (phrase, part) => {
        if (fit(phrase, part) === Fit.whole) expect(wholePartHashes(phrase, part.length).has(pairHash(part))).toBe(true)
      }),
    )
  })
})

describe('title shards', () => {
  it('are those whose range meets the titles starting with the phrase', () => {
    const starts = ['', 'best', 'notion', 'notion v', 'zoom']
    expect(titleShardsFor('notion', starts)).toEqual([1, 2, 3])
    expect(titleShardsFor('notion vs', starts)).toEqual([3])
    expect(titleShardsFor('a', starts)).toEqual([0])
    expect(titleShardsFor('zz', starts)).toEqual([4])
  })

  it('include every shard holding a title that starts with the phrase (property)', () => {
    const title = fc.string({ unit: fc.constantFrom('a', 'b', ' '), maxLength: 5 })
    fc.assert(
      fc.property(fc.array(title, { minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 4 }), title, (titles, size, phrase) => {
        const sorted = [...titles].sort()
        const shards = Array.from({ length: Math.ceil(sorted.length / size) }, (_, k) => sorted.slice(k * size, (k + 1) * size))
        // As the build cuts them: each shard's start sorts after the shard before's last title (or equals it).
        const starts = shards.map((shard, k) => (k === 0 ? '' : shard[0]!))
        const chosen = titleShardsFor(phrase, starts)
        shards.forEach((shard, k) => {
          if (shard.some((t) => t.startsWith(phrase))) expect(chosen).toContain(k)
        })
      }),
    )
  })
})

describe('best first', () => {
  it('gives matches by key then number, and takes back a match with a worse key (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat({ max: 999 }), { minLength: 1, maxLength: 50 }), fc.array(fc.nat({ max: 20 }), { minLength: 50, maxLength: 50 }), (ids, keyOf) => {
        const keys = Float64Array.from(ids, (id) => keyOf[id % 50]!)
        const queue = new BestFirst(keys, Int32Array.from(ids), 1024)
        const first = queue.pop()!
        // Put the best back a little worse: it must come out after those it now ranks behind.
        queue.push(first[0] + 5, first[1])
        const order: [number, number][] = []
        for (let next = queue.pop(); next; next = queue.pop()) order.push(next)
        const expected = ids.map((id, at): [number, number] => [id === first[1] ? first[0] + 5 : keys[at]!, id]).sort((a, b) => a[0] - b[0] || a[1] - b[1])
        expect(order).toEqual(expected)
      }),
    )
  })
})

describe('one-word answers', () => {
  const tokenItems = new Map([
    ['project', { title: [], rest: [0, 1, 2, 3] }],
    ['projector', { title: [4], rest: [] }],
    ['notion', { title: [5], rest: [] }],
  ])
  const shortItems = new Map([['p', { title: [[4]], rest: [[0, 1, 2, 3]] }]])

  it('are made for the short strings and the words matching enough items', () => {
    const words = wordsToAnswer({ tokenItems, shortItems, minimum: 4 }).words.map((answer) => answer.word)
    expect(words).toContain('p')
    expect(words).toContain('project')
    expect(words).toContain('roj')
    expect(words).not.toContain('notion')
    expect(words).not.toContain('projecto')
    expect([...wordsToAnswer({ tokenItems, shortItems, minimum: 4 }).words.find((answer) => answer.word === 'proj')?.ids() ?? []]).toEqual([0, 1, 2, 3, 4])
  })

  it('are closed under taking parts: a part of an answered word is answered (property)', () => {
    const token = fc.string({ unit: fc.constantFrom('a', 'b', 'c'), minLength: 3, maxLength: 6 })
    fc.assert(
      fc.property(fc.array(fc.tuple(token, fc.uniqueArray(fc.nat({ max: 20 }), { minLength: 1, maxLength: 8 })), { maxLength: 12 }), fc.integer({ min: 1, max: 6 }), (drawn, minimum) => {
        const tokens = new Map(drawn.map(([text, ids]) => [text, { title: ids.sort((a, b) => a - b), rest: [] as number[] }]))
        const answered = new Set(wordsToAnswer({ tokenItems: tokens, shortItems: new Map(), minimum }).words.map((answer) => answer.word))
        for (const word of answered) for (let at = 0; at + 3 < word.length; at += 1) expect(answered).toContain(word.slice(at + 1))
      }),
    )
  })
})

describe('the vocabulary files', () => {
  const vocabulary = new Map([
    ['notion', 3],
    ['motion', 1],
    ['12345', 1],
    ['12346', 1],
    ['crm', 4],
    ['g2', 1],
  ])

  it('keep numbers apart from words with a letter, by length', () => {
    const { groups, files } = vocabularyFileContents(vocabulary)
    expect(groups).toEqual({ '2': 1, '3': 1, '5n': 1, '6': 1 })
    expect(files.find((file) => file.group === '6')?.file).toEqual({ words: ['motion', 'notion'], uses: [1, 3] })
  })

  it('are all a misspelt word can be close to (property)', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', '1', '2'), minLength: 1, maxLength: 7 })
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 30 }), word, (words, misspelt) => {
        const max = allowedEdits(misspelt.length)
        const { groups, files } = vocabularyFileContents(new Map(words.map((w) => [w, 1])))
        const fetched = new Set(vocabularyFiles(misspelt, max, { wordFiles: groups }).map((file) => file.path))
        for (const { group, part, file } of files) {
          if (fetched.has(dataPath.words(group, part))) continue
          for (const candidate of file.words) expect(editDistance(misspelt, candidate, max)).toBeGreaterThan(max)
        }
      }),
    )
  })
})

describe('the warm-up', () => {
  it('runs the search on its made-up index without a fault', async () => {
    const { warmUpSplitSearch } = await import('../../../src/search/split/warm-up')
    await expect(warmUpSplitSearch(1)).resolves.toBeUndefined()
  })
})
