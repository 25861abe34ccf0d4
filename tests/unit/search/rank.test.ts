import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { highlightTitle } from '../../../src/search/highlight'
import { createSearch, searchItems } from '../../../src/search/match'
import type { SearchItem } from '../../../src/search/search-index'
import { allowedEdits, closestWord, createSuggest, editDistance } from '../../../src/search/suggest'
import { fit, Fit, queryWords } from '../../../src/search/words'

const item = (title: string, type: SearchItem['type'], href: string, keywords: string[] = []): SearchItem => ({ title, type, href, keywords })
const hrefs = (items: readonly SearchItem[]) => items.map((found) => found.href)

describe('fit', () => {
  it('tells a whole word from the start of one and from the inside of one', () => {
    expect(fit('roi calculator', 'roi')).toBe(Fit.whole)
    expect(fit('roic', 'roi')).toBe(Fit.start)
    expect(fit('android', 'roi')).toBe(Fit.inside)
    expect(fit('android', 'xyz')).toBe(Fit.none)
    // The best occurrence counts, wherever it is.
    expect(fit('android roi', 'roi')).toBe(Fit.whole)
    // Punctuation is an edge: "tl;dv" and "fireflies.ai".
    expect(fit('tl;dv', 'tl;dv')).toBe(Fit.whole)
    expect(fit('fireflies.ai', 'fireflies')).toBe(Fit.whole)
  })
})

describe('the order of the matches', () => {
  it('puts the title equal to the query first, then titles starting with it, then whole words, then parts of words, then keywords', () => {
    const items = [
      item('Android Launchers', 'Article', '/a', ['roi']),
      item('Compliance Automation ROI Calculator', 'Calculator', '/compliance-roi'),
      item('ROI Calculator', 'Calculator', '/roi'),
      item('Payback', 'Calculator', '/payback', ['roi']),
      item('ROI', 'Directory', '/roi-directory'),
    ]
    expect(hrefs(searchItems(items, 'roi'))).toEqual(['/roi-directory', '/roi', '/compliance-roi', '/a', '/payback'])
    // The type counts as a word too: "Payback" is a Calculator.
    expect(hrefs(searchItems(items, 'ROI calculator'))).toEqual(['/roi', '/compliance-roi', '/payback'])
  })

  it('ranks a whole word above the start of one, and that above the inside of one', () => {
    const items = [item('Androids', 'Article', '/inside'), item('Roid Rage', 'Article', '/start'), item('Roid', 'Article', '/whole-but-title'), item('Best Roid Tools', 'Article', '/whole')]
    expect(hrefs(searchItems(items, 'roid'))).toEqual(['/whole-but-title', '/start', '/whole', '/inside'])
  })

  it('gives a tool its own profile first, and a comparison of two named tools before anything else naming them', () => {
    const items = [
      item('Notion vs Asana: Complete Comparison Guide', 'Comparison', '/compare/notion-vs-asana'),
      item('Best Notion Templates for Asana Users', 'Article', '/best/notion-asana'),
      item('Asana', 'Tool', '/tools/asana'),
      item('Notion', 'Tool', '/tools/notion'),
      item('Notion 12', 'Tool', '/tools/notion-t12'),
    ]
    expect(hrefs(searchItems(items, 'notion'))[0]).toBe('/tools/notion')
    expect(hrefs(searchItems(items, 'notion asana'))[0]).toBe('/compare/notion-vs-asana')
    expect(hrefs(searchItems(items, 'asana notion'))[0]).toBe('/compare/notion-vs-asana')
  })

  it('prefers, among titles the query starts, the one with the fewest other words', () => {
    const items = [item('Fireflies.ai vs ADP: Complete Comparison Guide', 'Comparison', '/compare/fireflies-vs-adp'), item('Fireflies.ai', 'Tool', '/tools/fireflies')]
    expect(hrefs(searchItems(items, 'fireflies'))).toEqual(['/tools/fireflies', '/compare/fireflies-vs-adp'])
  })

  it('breaks ties by kind, then by the shorter title, then by the shorter address, then by route order', () => {
    const items = [
      item('Email Tools Directory', 'Directory', '/d', ['crm']),
      item('Clean Email', 'Tool', '/tools/clean-email', ['crm']),
      item('Email Triage vs Sorting', 'Comparison', '/c', ['crm']),
      item('Best Email Apps', 'Article', '/best/email-apps-2', ['crm']),
      item('Best Email Apps', 'Article', '/best/email-apps', ['crm']),
      item('Best Email Apps', 'Article', '/best/email-apps-3', ['crm']),
      item('Best Email Apps', 'Article', '/best/email-appz', ['crm']),
    ]
    expect(hrefs(searchItems(items, 'crm'))).toEqual(['/best/email-apps', '/best/email-appz', '/best/email-apps-2', '/best/email-apps-3', '/c', '/tools/clean-email', '/d'])
  })

  it('gives the same best results, and the same count, when asked for only the best few (property)', () => {
    const word = fc.stringMatching(/^[a-d]{1,3}$/)
    fc.assert(
      fc.property(fc.array(fc.array(word, { minLength: 1, maxLength: 4 }), { maxLength: 40 }), word, fc.integer({ min: 1, max: 10 }), (titles, query, limit) => {
        const items = titles.map((title, i) => item(title.join(' '), i % 2 ? 'Tool' : 'Article', `/p${i}`, [title[0] ?? '']))
        const search = createSearch(items)
        const all = search(query)
        const few = search(query, limit)
        expect(few.total).toBe(all.total)
        expect(hrefs(few.best)).toEqual(hrefs(all.best).slice(0, limit))
      }),
    )
  })

  it('finds exactly the items the spec’s rule finds, in some order (property)', () => {
    const word = fc.stringMatching(/^[a-z]{1,5}$/)
    const anItem = fc.record({ title: fc.array(word, { minLength: 1, maxLength: 5 }), keywords: fc.array(word, { maxLength: 3 }), type: fc.constantFrom('Article', 'Tool', 'Comparison', 'Calculator', 'Directory' as const) })
    fc.assert(
      fc.property(fc.array(anItem, { maxLength: 30 }), fc.array(word, { minLength: 1, maxLength: 3 }), (drawn, words) => {
        const items = drawn.map((d, i) => item(d.title.join(' '), d.type, `/p${i}`, d.keywords))
        const expected = items.filter((it) => words.every((w) => [it.title, it.type, ...it.keywords].join(' ').toLowerCase().includes(w)))
        const found = searchItems(items, words.join(' '))
        expect(hrefs(found).sort()).toEqual(hrefs(expected).sort())
      }),
    )
  })
})

describe('highlightTitle', () => {
  it('marks every place a query word occurs, whatever its case, merging overlaps', () => {
    expect(highlightTitle('ROI Calculator', queryWords('roi calc'))).toEqual([
      { text: 'ROI', marked: true },
      { text: ' ', marked: false },
      { text: 'Calc', marked: true },
      { text: 'ulator', marked: false },
    ])
    expect(highlightTitle('Notion vs Notion', ['tion', 'notio'])).toEqual([
      { text: 'Notion', marked: true },
      { text: ' vs ', marked: false },
      { text: 'Notion', marked: true },
    ])
    expect(highlightTitle('Slack', ['zoom'])).toEqual([{ text: 'Slack', marked: false }])
  })

  it('keeps the title’s text, in order, whatever the words (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string({ maxLength: 3 })), (title, words) => {
        expect(highlightTitle(title, words.map((w) => w.toLowerCase())).map((part) => part.text).join('')).toBe(title)
      }),
    )
  })
})

describe('Did you mean', () => {
  it('measures edits: added, dropped, changed, or two neighbours swapped', () => {
    expect(editDistance('notoin', 'notion', 2)).toBe(1)
    expect(editDistance('calculater', 'calculator', 2)).toBe(1)
    expect(editDistance('hubsopt', 'hubspot', 2)).toBe(1)
    expect(editDistance('asana', 'asanas', 2)).toBe(1)
    expect(editDistance('slack', 'slick', 2)).toBe(1)
    expect(editDistance('zoom', 'figma', 1)).toBe(2)
  })

  it('corrects only words of three letters or more, by at most 1 edit up to five letters and 2 beyond', () => {
    expect([2, 3, 5, 6, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2])
    const vocabulary = new Map([['notion', 3], ['motion', 1], ['crm', 4]])
    expect(closestWord('notoin', vocabulary)).toBe('notion')
    expect(closestWord('cr', vocabulary)).toBeUndefined()
    expect(closestWord('xyzzyq', vocabulary)).toBeUndefined()
    // Equally close: the word more pages use.
    expect(closestWord('lotion', vocabulary)).toBe('notion')
  })

  it('offers a query only when it finds something, and leaves words that occur as they are', () => {
    const items = [item('Notion', 'Tool', '/tools/notion'), item('Notion vs Asana', 'Comparison', '/compare/notion-vs-asana'), item('Asana', 'Tool', '/tools/asana')]
    const suggest = createSuggest(items, (query) => searchItems(items, query).length > 0)
    expect(suggest('notoin')).toBe('notion')
    expect(suggest('Notion asnaa')).toBe('notion asana')
    expect(suggest('zzzzzz')).toBeUndefined()
    expect(suggest('   ')).toBeUndefined()
    // Every word is somewhere, but never together: no spelling to correct.
    expect(suggest('tool comparison')).toBeUndefined()
  })
})
