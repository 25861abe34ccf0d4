import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createSearch, searchItems } from '../../../src/search/match'
import { buildSearchIndex, compactKeywords, type SearchItem } from '../../../src/search/search-index'
import { frontmatter } from '../fixtures'

const items: SearchItem[] = [
  { title: 'Email Time Saved Calculator', type: 'Calculator', href: '/calculator/email-time-saved', keywords: ['email', 'inbox'] },
  { title: 'SaneBox vs Clean Email', type: 'Comparison', href: '/compare/sanebox-vs-clean-email', keywords: ['triage'] },
  { title: 'Best Tools', type: 'Directory', href: '/best-tools', keywords: ['rankings'] },
]

describe('searchItems', () => {
  it('finds nothing for a blank query', () => {
    expect(searchItems(items, '')).toEqual([])
    expect(searchItems(items, '   \t ')).toEqual([])
  })

  it('trims, lower-cases and needs every word somewhere in title, type or keywords', () => {
    expect(searchItems(items, '  EMAIL  ').map((i) => i.href)).toEqual(['/calculator/email-time-saved', '/compare/sanebox-vs-clean-email'])
    expect(searchItems(items, 'email calculator').map((i) => i.href)).toEqual(['/calculator/email-time-saved'])
    expect(searchItems(items, 'email triage comparison').map((i) => i.href)).toEqual(['/compare/sanebox-vs-clean-email'])
    expect(searchItems(items, 'email rankings')).toEqual([])
  })

  it('matches parts of words', () => {
    expect(searchItems(items, 'rank').map((i) => i.href)).toEqual(['/best-tools'])
  })

  it('never returns an item missing one of the words (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,6}$/), { maxLength: 4 }), (words) => {
        const found = searchItems(items, words.join(' '))
        for (const item of found) {
          const text = [item.title, item.type, ...item.keywords].join(' ').toLowerCase()
          expect(words.every((word) => text.includes(word))).toBe(true)
        }
        if (words.length > 0) expect(found.length).toBe(items.filter((item) => words.every((w) => [item.title, item.type, ...item.keywords].join(' ').toLowerCase().includes(w))).length)
      }),
    )
  })
})

describe('buildSearchIndex', () => {
  const base = { keywords: ['k'] }
  it('takes the type from the kind, and the overrides from frontmatter', () => {
    const index = buildSearchIndex([
      { route: '/compare/a-vs-b', data: frontmatter({ ...base, kind: 'compare', title: 'A vs B', tools: ['a', 'b'], category: 'X', lastReviewed: '2025-09-05' }) },
      { route: '/best-tools', data: frontmatter({ ...base, kind: 'directory', title: 'Best', search: { keywords: ['rankings'] } }) },
      { route: '/', data: frontmatter({ ...base, kind: 'home', title: 'Home' }) },
      { route: '/about', data: frontmatter({ ...base, kind: 'page', title: 'About' }) },
      { route: '/hidden', data: frontmatter({ ...base, kind: 'guide', title: 'H', noindex: true, category: 'Strategy', author: 'a', excerpt: 'e', featured: false, lastReviewed: '2025-09-05' }) },
      { route: '/off', data: frontmatter({ ...base, kind: 'directory', title: 'Off', search: false }) },
    ])
    expect(index).toEqual([
      { title: 'Best', type: 'Directory', href: '/best-tools', keywords: ['rankings'] },
      { title: 'A vs B', type: 'Comparison', href: '/compare/a-vs-b', keywords: ['k'] },
    ])
  })

  it('keeps each keyword word once, lower-cased, leaving out the title’s words', () => {
    expect(compactKeywords('Notion vs Asana: Guide', ['notion vs asana', 'Asana vs Notion', 'notion pricing', 'Team wiki'])).toEqual(['asana', 'pricing', 'team', 'wiki'])
  })

  it('finds exactly what the full keywords find, for any query (property)', () => {
    const word = fc.stringMatching(/^[a-c ]{1,6}$/)
    fc.assert(
      fc.property(fc.array(fc.record({ title: word, keywords: fc.array(word, { maxLength: 4 }) }), { maxLength: 12 }), fc.array(fc.stringMatching(/^[a-c]{1,3}$/), { minLength: 1, maxLength: 3 }), (drawn, words) => {
        const full = drawn.map((d, i) => ({ title: d.title, type: 'Article' as const, href: `/p${i}`, keywords: d.keywords }))
        const compact = full.map((item) => ({ ...item, keywords: compactKeywords(item.title, item.keywords) }))
        const query = words.join(' ')
        expect(searchItems(compact, query).map((i) => i.href).sort()).toEqual(searchItems(full, query).map((i) => i.href).sort())
      }),
    )
  })
})

describe('createSearch while the visitor types', () => {
  const catalogue: SearchItem[] = [
    ...items,
    { title: 'Project Management Software', type: 'Article', href: '/best/pm', keywords: ['asana', 'trello'] },
    { title: 'Asana vs Trello', type: 'Comparison', href: '/compare/asana-vs-trello', keywords: ['project', 'boards'] },
    { title: 'Asana', type: 'Tool', href: '/tools/asana', keywords: ['project', 'management'] },
    { title: 'Proton Mail', type: 'Tool', href: '/tools/proton', keywords: ['email', 'privacy'] },
  ]

  it('answers each keystroke of a typed query, and any query after it, as a fresh search would (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z ]{1,12}$/), { minLength: 1, maxLength: 4 }), (typed) => {
        const typing = createSearch(catalogue)
        for (const text of typed) {
          // Every prefix, as keystrokes, then the text as pasted, then a backspace.
          for (const query of [...Array.from({ length: text.length }, (_, i) => text.slice(0, i + 1)), text, text.slice(0, -1)]) {
            expect(typing(query, 3), query).toEqual(createSearch(catalogue)(query, 3))
          }
        }
      }),
    )
  })
})
