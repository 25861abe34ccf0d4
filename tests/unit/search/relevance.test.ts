import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { generatePages, generateTools, splitMdx } from '../../../scripts/bench/generate-pages.mjs'
import { createSearch } from '../../../src/search/match'
import { buildSearchIndex, type SearchItem } from '../../../src/search/search-index'
import { createSuggest } from '../../../src/search/suggest'
import { registryOf, siteFrontmatters, siteTemplates, siteToolNames, siteToolSources, siteTools } from '../site-content'
import { RELEVANCE_SET, SUGGESTION_SET } from './relevance-set.mjs'

/** Where each query's expected page comes (1 = first; Infinity when it is not found), and the set's scores. */
function score(index: readonly SearchItem[]) {
  const search = createSearch(index)
  const ranks = RELEVANCE_SET.map(({ query, first }) => {
    const { best } = search(query)
    const at = best.findIndex((item) => item.href === first)
    return { query, first, rank: at < 0 ? Infinity : at + 1, top: best[0]?.href }
  })
  const firstShare = ranks.filter((row) => row.rank === 1).length / ranks.length
  const mrr = ranks.reduce((total, row) => total + 1 / row.rank, 0) / ranks.length
  return { ranks, firstShare, mrr }
}

const report = (label: string, { ranks, firstShare, mrr }: ReturnType<typeof score>) => {
  const misses = ranks.filter((row) => row.rank !== 1).map((row) => `  "${row.query}": ${row.first} at ${row.rank}, ${row.top} first`)
  console.log([`Search relevance, ${label}: ${ranks.length} queries, ${(firstShare * 100).toFixed(1)}% first, MRR ${mrr.toFixed(3)}`, ...misses].join('\n'))
}

const todayIndex = buildSearchIndex(registryOf(siteFrontmatters, siteTools).pages)

describe('search relevance on the site as it is', () => {
  const scores = score(todayIndex)

  it('has a set of at least 40 queries, each naming a page that exists', () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(40)
    const hrefs = new Set(todayIndex.map((item) => item.href))
    for (const { first } of [...RELEVANCE_SET, ...SUGGESTION_SET]) expect(hrefs, first).toContain(first)
  })

  it('puts the expected page first: MRR at least 0.95', () => {
    report('today', scores)
    expect(scores.mrr).toBeGreaterThanOrEqual(0.95)
  })

  it('offers the expected "Did you mean" for misspellings, and the suggestion finds the expected page first', () => {
    const search = createSearch(todayIndex)
    const suggest = createSuggest(todayIndex, (query) => search(query, 1).total > 0)
    for (const { query, suggests, first } of SUGGESTION_SET) {
      expect(search(query).total, query).toBe(0)
      expect(suggest(query), query).toBe(suggests)
      expect(search(suggests).best[0]?.href, suggests).toBe(first)
    }
  })
})

describe('search relevance with 5,000 generated pages and 5,000 generated tools', () => {
  const pages = generatePages({ templates: siteTemplates, tools: siteToolNames, count: 5000 })
  const made = generateTools({ tools: siteToolSources, templates: siteTemplates, count: 5000 })
  const frontmatterOf = (file: { path: string; content: string }) => [`/content/${file.path}`, parse(splitMdx(file.content).frontmatter) as unknown] as const
  const generatedPages = Object.fromEntries([...pages, ...made.files.filter((file) => file.path.endsWith('.mdx'))].map(frontmatterOf))
  const generatedTools = Object.fromEntries(made.files.filter((file) => file.path.startsWith('_tools/')).map((file) => [`/content/${file.path}`, parse(file.content) as unknown]))
  const bigIndex = buildSearchIndex(registryOf({ ...siteFrontmatters, ...generatedPages }, { ...siteTools, ...generatedTools }).pages)

  it('still puts each expected page first: generated pages do not crowd out the real ones', () => {
    expect(bigIndex.length).toBeGreaterThan(todayIndex.length + 9000)
    const today = score(todayIndex)
    const big = score(bigIndex)
    report('with 5,000 generated pages and 5,000 generated tools', big)
    expect(big.mrr).toBeGreaterThanOrEqual(0.95)
    const firstToday = today.ranks.filter((row) => row.rank === 1).map((row) => row.query)
    const firstBig = big.ranks.filter((row) => row.rank === 1).map((row) => row.query)
    expect(firstBig).toEqual(firstToday)
  })
})
