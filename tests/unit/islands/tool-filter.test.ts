import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DIRECTORY_CATEGORIES } from '../../../src/content/schema'
import { ALL_CATEGORIES, categoryFromQuery, bestPerCategory, countLine, filterTools, queryForCategory } from '../../../src/islands/parts/tool-filter'
import { categorySlug } from '../../../src/shared/slug'

const tools = [
  { name: 'Asana', category: 'Project Management' },
  { name: 'Figma', category: 'Design & Creative' },
  { name: 'Monday', category: 'Project Management' },
]

describe('the /best-tools filter', () => {
  it('shows at most so many tools of each category, the best first, however many there are', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ name: `Tool ${i}`, category: i % 2 ? 'Sales' : 'Analytics', rating: i % 7 }))
    const byRating = (a: { rating: number }, b: { rating: number }) => b.rating - a.rating
    // Rating 6 first; ties in the order given.
    expect(bestPerCategory(many, 2, byRating).map((t) => t.name)).toEqual(['Tool 6', 'Tool 13', 'Tool 20', 'Tool 27'])
    expect(bestPerCategory(tools, 2, () => 0)).toEqual(tools)
    expect(bestPerCategory(tools, 0, () => 0)).toEqual([])
  })

  it('picks what sorting every tool and taking the first of each category picks', () => {
    const item = fc.record({ category: fc.constantFrom('a', 'b', 'c', 'd'), popular: fc.boolean(), rating: fc.integer({ min: 0, max: 4 }), name: fc.constantFrom('x', 'y', 'z') })
    fc.assert(
      fc.property(fc.array(item, { maxLength: 60 }), fc.integer({ min: 0, max: 5 }), (items, perCategory) => {
        const order = (a: (typeof items)[number], b: (typeof items)[number]) => Number(b.popular) - Number(a.popular) || b.rating - a.rating || a.name.localeCompare(b.name)
        const shown = new Map<string, number>()
        const expected = [...items].sort(order).filter((one) => {
          const count = shown.get(one.category) ?? 0
          shown.set(one.category, count + 1)
          return count < perCategory
        })
        // The same objects, in the same order: ties keep the order given.
        const picked = bestPerCategory(items, perCategory, order)
        expect(picked.length).toBe(expected.length)
        picked.forEach((one, at) => expect(one).toBe(expected[at]))
      }),
    )
  })

  it('shows every tool for All Categories and only the chosen category otherwise', () => {
    expect(filterTools(tools, ALL_CATEGORIES)).toEqual(tools)
    expect(filterTools(tools, 'Project Management').map((t) => t.name)).toEqual(['Asana', 'Monday'])
    expect(filterTools(tools, 'Sales')).toEqual([])
  })

  it('keeps the category in the URL as a readable slug', () => {
    expect(categorySlug('Design & Creative')).toBe('design-creative')
    expect(queryForCategory('', 'Design & Creative')).toBe('?category=design-creative')
    expect(queryForCategory('?category=sales&ref=x', ALL_CATEGORIES)).toBe('?ref=x')
    expect(categoryFromQuery('?category=design-creative', DIRECTORY_CATEGORIES)).toBe('Design & Creative')
    expect(categoryFromQuery('', DIRECTORY_CATEGORIES)).toBe(ALL_CATEGORIES)
  })

  it('takes a name every object inherits as an unknown category, which shows no tools', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const category = categoryFromQuery(`?category=${name}`, DIRECTORY_CATEGORIES)
      expect(category).toBe(name)
      expect(filterTools(tools, category)).toEqual([])
      expect(countLine(0, 3, ' tools', category, DIRECTORY_CATEGORIES)).toBe(`Showing 0 of 3 tools: there is no category "${name}"`)
    }
  })

  it('counts what it shows, naming the category, and a category the page does not have as such', () => {
    expect(countLine(3, 3, ' tools', ALL_CATEGORIES, DIRECTORY_CATEGORIES)).toBe('Showing 3 of 3 tools')
    expect(countLine(2, 3, ' tools', 'Project Management', DIRECTORY_CATEGORIES)).toBe('Showing 2 of 3 tools in Project Management')
    expect(countLine(0, 6, '', 'forecasting', ['Finance', 'Planning'])).toBe('Showing 0 of 6: there is no category "forecasting"')
  })

  it('round-trips every category through the URL (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DIRECTORY_CATEGORIES), (category) => {
        expect(categoryFromQuery(queryForCategory('', category), DIRECTORY_CATEGORIES)).toBe(category)
      }),
    )
  })

  it('gives every category a distinct slug', () => {
    expect(new Set(DIRECTORY_CATEGORIES.map(categorySlug)).size).toBe(DIRECTORY_CATEGORIES.length)
  })

  it('treats an unknown category in a link as one with no tools, never as an error', () => {
    const category = categoryFromQuery('?category=%3Cscript%3E', DIRECTORY_CATEGORIES)
    expect(filterTools(tools, category)).toEqual([])
  })
})
