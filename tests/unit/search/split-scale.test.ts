import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { generatePages, generateTools, splitMdx } from '../../../scripts/bench/generate-pages.mjs'
import { createSearch } from '../../../src/search/match'
import { buildSearchIndex, type SearchItem } from '../../../src/search/search-index'
import { createSuggest } from '../../../src/search/suggest'
import { allSearchHits } from '../../../src/search/split/all-items'
import { queryWords } from '../../../src/search/words'
import { registryOf, siteFrontmatters, siteTemplates, siteToolNames, siteToolSources, siteTools } from '../site-content'
import { RELEVANCE_SET, SUGGESTION_SET } from './relevance-set.mjs'
import { hrefsOf, splitIndexOf } from './split-fixture'

/**
 * The split index of the site with 5,000 generated pages and 5,000
 * generated tools, as the bench builds it: every query answered as the
 * in-memory search over the whole index answers it, within the search
 * budget (150 KB gzip before the first result, of which the dialog's code
 * takes up to 95: tests/e2e/search.spec.ts).
 */

const pages = generatePages({ templates: siteTemplates, tools: siteToolNames, count: 5000 })
const made = generateTools({ tools: siteToolSources, templates: siteTemplates, count: 5000 })
const frontmatterOf = (file: { path: string; content: string }) => [`/content/${file.path}`, parse(splitMdx(file.content).frontmatter) as unknown] as const
const generatedPages = Object.fromEntries([...pages, ...made.files.filter((file) => file.path.endsWith('.mdx'))].map(frontmatterOf))
const generatedTools = Object.fromEntries(made.files.filter((file) => file.path.startsWith('_tools/')).map((file) => [`/content/${file.path}`, parse(file.content) as unknown]))
const items = buildSearchIndex(registryOf({ ...siteFrontmatters, ...generatedPages }, { ...siteTools, ...generatedTools }).pages)
const whole = createSearch(items)
const built = splitIndexOf(items)
const { engine } = built.open()

/** A reproducible random source (xorshift). */
function randomFrom(seed: number) {
  let state = seed
  const next = () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 2 ** 32
  }
  return { next, pick: <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! }
}

/** Queries a visitor might type: parts of the index's words of every length, words together, in any case, and nonsense. */
function queries(count: number, seed: number): string[] {
  const { next, pick } = randomFrom(seed)
  const words = (item: SearchItem) => queryWords([item.title, item.type, ...item.keywords].join(' '))
  const part = () => {
    const word = pick(words(pick(items)))
    const start = Math.floor(next() * word.length)
    return word.slice(start, start + 1 + Math.floor(next() * 6))
  }
  const kinds = [
    part,
    () => pick(words(pick(items))),
    () => `${part()} ${part()}`,
    () => {
      const item = pick(items)
      return `${pick(words(item))} ${pick(words(item))}`
    },
    () => `${part()} ${part()} ${part()}`,
    () => part().toUpperCase(),
    () => pick(['zzqx', 'notoin', 'vs', 'a', 'e', 'tool', 'x.ai', 'tl;dv', 'c++', ':', 'best soc 2', 'roi calc', '  Notion   ASANA ']),
  ]
  return Array.from({ length: count }, () => pick(kinds)())
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10
const fetchedBytes = (fetched: readonly { gzip: number }[]) => fetched.reduce((sum, file) => sum + file.gzip, 0)

describe('the split search index with 5,000 generated pages and 5,000 generated tools', () => {
  it('counts and orders the matches of 1,500 random queries as the in-memory search does', async () => {
    for (const text of queries(1500, 20261126)) {
      const expected = whole(text, 50)
      const found = await engine.search(text, 50)
      expect({ text, total: found.total, best: hrefsOf(found) }).toEqual({ text, total: expected.total, best: hrefsOf(expected) })
    }
  }, 300_000)

  it('answers each keystroke of the relevance set’s queries, typed, as the in-memory search does', async () => {
    const { engine } = built.open()
    for (const { query } of RELEVANCE_SET) {
      for (let length = 1; length <= query.length; length += 1) {
        const text = query.slice(0, length)
        const expected = whole(text, 50)
        const found = await engine.search(text, 50)
        expect({ text, total: found.total, best: hrefsOf(found) }).toEqual({ text, total: expected.total, best: hrefsOf(expected) })
      }
    }
  }, 300_000)

  it('offers the "Did you mean" the in-memory suggester offers', async () => {
    const suggest = createSuggest(items, (query) => whole(query, 1).total > 0)
    for (const text of [...SUGGESTION_SET.map((row) => row.query), 'zzqxzzqx', 'notion asnaa', 'projetc managment', 'tl;dw', 'ab']) {
      expect({ text, suggestion: await engine.suggest(text) }).toEqual({ text, suggestion: suggest(text) })
    }
  }, 120_000)

  it('fetches at most 55 KB gzip to type any query of the relevance set, one letter after another, and at most 10 for one letter', async () => {
    const rows: string[] = []
    let most = 0
    for (const { query } of [{ query: 'project management' }, ...RELEVANCE_SET]) {
      const { engine, fetched } = built.open()
      for (let length = 1; length <= query.length; length += 1) await engine.search(query.slice(0, length))
      const bytes = built.manifestGzip + fetchedBytes(fetched)
      most = Math.max(most, bytes)
      rows.push(`${query}: ${kb(bytes)} KB in ${fetched.length + 1} files`)
    }
    const letters: number[] = []
    for (const letter of 'abcdefghijklmnopqrstuvwxyz') {
      const { engine, fetched } = built.open()
      await engine.search(letter)
      letters.push(built.manifestGzip + fetchedBytes(fetched))
    }
    console.log([`Split search, ${items.length} items: bytes fetched (gzip) typing each query, manifest included:`, ...rows, `one letter: at most ${kb(Math.max(...letters))} KB`].join('\n'))
    expect(kb(most)).toBeLessThanOrEqual(55)
    expect(kb(Math.max(...letters))).toBeLessThanOrEqual(10)
  }, 300_000)

  it('is a few thousand files, none over 150 KB gzip, from which every item is read back', async () => {
    const largest = Math.max(...built.files.map((file) => gzipSync(file.content).length))
    console.log(`Split search index, ${items.length} items: ${built.files.length} files, the largest ${kb(largest)} KB gzip`)
    expect(built.files.length).toBeLessThan(items.length)
    expect(kb(largest)).toBeLessThanOrEqual(150)
    const byAddress = new Map(built.files.map((file) => [`/${file.path}`, file.content]))
    const hits = await allSearchHits(async (address) => byAddress.get(address)!)
    expect(new Set(hits.map((hit) => JSON.stringify(hit)))).toEqual(new Set(items.map(({ title, type, href }) => JSON.stringify({ title, type, href }))))
  }, 120_000)
})
