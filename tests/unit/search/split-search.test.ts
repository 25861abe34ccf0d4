import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SEARCH_TYPES } from '../../../src/shared/search-types'
import { createSearch } from '../../../src/search/match'
import type { SearchItem } from '../../../src/search/search-index'
import { createSuggest } from '../../../src/search/suggest'
import { hrefsOf, splitSearchOver } from './split-fixture'

/**
 * The split search must answer every query as the in-memory search over
 * the whole index does: the same count, the same items in the same order,
 * the same "Did you mean". These corpora are small and the files tiny, so
 * every path is taken: precomputed answers and lists, a token shard per
 * few tokens, titles starting with the query across shards, comparisons
 * named or not, keys settled from blocks.
 */

/** Words that make ranking's edge cases: parts of words, punctuation edges, letters whose lower case is longer, numbers. */
const WORDS = ['ab', 'abc', 'abcd', 'a', 'b', 'ba', 'vs', 'c++', 'tl;dv', 'x.ai', 'Ab', 'ABC', 'ébc', 'İx', '12', '1', 'notion', 'note', 'no-tion', 'bab']
const word = fc.constantFrom(...WORDS)
const space = fc.constantFrom(' ', ' ', ' ', '  ', '\t', '\u00a0')

const title = fc.oneof(
  fc.array(fc.tuple(word, space), { minLength: 1, maxLength: 5 }).map((parts) => parts.map(([w, s]) => w + s).join('').trimEnd()),
  // A comparison's title, which may name two tools (rank.ts criterion 4).
  fc.tuple(word, word, fc.option(word, { nil: undefined })).map(([a, b, rest]) => `${a} vs ${b}${rest ? `: ${rest}` : ''}`),
  // Titles the query may start, or be.
  fc.constantFrom('ab', 'ab abc', 'ab abc ab', 'notion', 'notion vs ab', 'x.ai'),
)

const item = fc.record({
  title,
  type: fc.constantFrom(...SEARCH_TYPES),
  keywords: fc.array(word.map((w) => w.toLowerCase()), { maxLength: 4 }),
  // Addresses of several lengths: the length orders equal ranks (rank.ts criterion 6).
  suffix: fc.string({ maxLength: 3, unit: fc.constantFrom('x', 'y') }),
})

const corpus = fc.array(item, { minLength: 1, maxLength: 40 }).map((drawn) =>
  drawn.map(({ title, type, keywords, suffix }, i): SearchItem => ({ title, type, keywords, href: `/p${String(i).padStart(2, '0')}${suffix}` })),
)

const queryWord = fc.oneof(word, word.map((w) => w.slice(0, 1)), word.map((w) => w.slice(1, 3)), fc.constantFrom('zz', 'q', 'tool', 'article', 'vs', ':', 'b:'))
const query = fc.array(fc.tuple(queryWord, space), { minLength: 1, maxLength: 3 }).map((parts) => ` ${parts.map(([w, s]) => w + s).join('')}`)

/** Tiny files, so a few items spread over many of each kind. */
const TINY = { blockSize: 2, tokenShards: 3, titleShardSize: 2, answerMatches: 3 }
/** Whether one-word queries are answered at build time (3 matches or more) or from lists (never: 1,000 in 40 items). */
const answering = fc.constantFrom(3, 1000).map((answerMatches) => ({ ...TINY, answerMatches }))
/** Property runs take seconds on a busy machine. */
const SLOW = 120_000

describe('the split search', () => {
  it('counts and orders the matches of any query as the in-memory search does (property)', async () => {
    await fc.assert(
      fc.asyncProperty(corpus, fc.array(query, { minLength: 1, maxLength: 6 }), fc.constantFrom(1, 3, 50), answering, async (items, queries, limit, options) => {
        const whole = createSearch(items)
        const { engine } = splitSearchOver(items, options)
        for (const text of queries) {
          const expected = whole(text, limit)
          const found = await engine.search(text, limit)
          expect({ text, total: found.total, best: hrefsOf(found) }).toEqual({ text, total: expected.total, best: hrefsOf(expected) })
        }
      }),
      { numRuns: 300 },
    )
  }, SLOW)

  it('puts a comparison the query names before items it ties with otherwise, as the in-memory search does (property)', async () => {
    // Two-name titles of every kind, so that only criterion 4 tells a comparison from a ranking naming the same tools.
    const NAMES = ['notion', 'tl;dv', 'x.ai', 'google docs', 'a', 'c++', '.net']
    const name = fc.constantFrom(...NAMES)
    // A query word can name both tools with punctuation between them ("notion/x.ai"), found in keywords only. Items draw
    // from two or three pairs, so several share a keyword and tie but for the naming.
    const pairs = fc.array(fc.tuple(name, name, fc.constantFrom('/', '-', '')), { minLength: 2, maxLength: 3 })
    const corpusAndQueries = pairs.chain((drawnPairs) => {
      const joinedOf = ([a, b, mark]: [string, string, string]) => `${a}${mark}${b}`.replace(/ /g, mark)
      const twoNames = fc.record({ pair: fc.constantFrom(...drawnPairs), type: fc.constantFrom('Comparison', 'Comparison', 'Article', 'Tool'), joint: fc.constantFrom(' vs ', ' vs ', ' and '), joined: fc.boolean() })
      const items = fc.array(twoNames, { minLength: 1, maxLength: 30 }).map((drawn) =>
        drawn.map(({ pair, type, joint, joined }, i): SearchItem => ({
          title: `${pair[0]}${joint}${pair[1]}: guide`,
          type: type as SearchItem['type'],
          keywords: joined ? [joinedOf(pair)] : [],
          href: `/c${String(i).padStart(2, '0')}`,
        })),
      )
      const pair = fc.constantFrom(...drawnPairs)
      const query = fc.oneof(pair.map(joinedOf), pair.map(([a, b]) => `${a} ${b}`), pair.map(([a, , mark]) => `${a}${mark}`), pair.map(([a]) => a))
      return fc.tuple(items, fc.array(query, { minLength: 1, maxLength: 4 }))
    })
    await fc.assert(
      fc.asyncProperty(corpusAndQueries, answering, async ([list, queries], options) => {
        const whole = createSearch(list)
        const { engine } = splitSearchOver(list, options)
        for (const text of queries) {
          const expected = whole(text, 5)
          const found = await engine.search(text, 5)
          expect({ text, total: found.total, best: hrefsOf(found) }).toEqual({ text, total: expected.total, best: hrefsOf(expected) })
        }
      }),
      { numRuns: 300 },
    )
  }, SLOW)

  it('answers each keystroke of a typed query, a backspace, and any query after, as a fresh search would (property)', async () => {
    await fc.assert(
      fc.asyncProperty(corpus, fc.array(query, { minLength: 1, maxLength: 3 }), answering, async (items, typed, options) => {
        const { engine } = splitSearchOver(items, options)
        for (const text of typed) {
          for (const prefix of [...Array.from({ length: text.length }, (_, i) => text.slice(0, i + 1)), text.slice(0, -1)]) {
            const expected = createSearch(items)(prefix, 10)
            const found = await engine.search(prefix, 10)
            expect({ prefix, total: found.total, best: hrefsOf(found) }).toEqual({ prefix, total: expected.total, best: hrefsOf(expected) })
          }
        }
      }),
      { numRuns: 100 },
    )
  }, SLOW)

  it('gives the results, titles, types and addresses of the items it finds', async () => {
    const items: SearchItem[] = [
      { title: 'Notion', type: 'Tool', href: '/tools/notion', keywords: ['docs', 'wiki'] },
      { title: 'Notion vs Asana: Complete Comparison Guide', type: 'Comparison', href: '/compare/notion-vs-asana', keywords: ['pricing'] },
      { title: 'Asana', type: 'Tool', href: '/tools/asana', keywords: ['project', 'management'] },
    ]
    const { engine } = splitSearchOver(items, TINY)
    expect(await engine.search('notion asana')).toEqual({
      total: 1,
      best: [{ title: 'Notion vs Asana: Complete Comparison Guide', type: 'Comparison', href: '/compare/notion-vs-asana' }],
      work: expect.any(Number),
    })
    expect((await engine.search('notion')).best.map((hit) => hit.href)).toEqual(['/tools/notion', '/compare/notion-vs-asana'])
    expect(await engine.search('   ')).toEqual({ total: 0, best: [], work: expect.any(Number) })
    await expect(engine.search('notion', 51)).rejects.toThrow('at most the best 50')
  })

  it('offers the "Did you mean" the in-memory suggester offers (property)', async () => {
    const misspelt = fc.array(fc.oneof(word, fc.constantFrom('abx', 'notoin', 'nottion', 'bca', 'zzzz', 'ab c', 'xy')), { minLength: 1, maxLength: 3 }).map((words) => words.join(' '))
    await fc.assert(
      fc.asyncProperty(corpus, misspelt, answering, async (items, text, options) => {
        const whole = createSearch(items)
        const { engine } = splitSearchOver(items, options)
        expect(await engine.suggest(text)).toBe(createSuggest(items, (q) => whole(q, 1).total > 0)(text))
      }),
      { numRuns: 200 },
    )
  }, SLOW)
})
