import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DIRECTORY_CATEGORIES } from '../../../src/content/schema'
import { ALL_CATEGORIES, categoryFromQuery, countLine, filterTools, firstPerCategory, queryForCategory } from '../../../src/islands/parts/tool-filter'
import { categorySlug } from '../../../src/shared/slug'

const tools = [
  { name: 'Asana', category: 'Project Management' },
  { name: 'Figma', category: 'Design & Creative' },
  { name: 'Monday', category: 'Project Management' },
]

describe('the /best-tools filter', () => {
  it('shows at most so many tools of each category, in the order given, however many there are', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ name: `Tool ${i}`, category: i % 2 ? 'Sales' : 'Analytics' }))
    expect(firstPerCategory(many, 2).map((t) => t.name)).toEqual(['Tool 0', 'Tool 1', 'Tool 2', 'Tool 3'])
    expect(firstPerCategory(tools, 2)).toEqual(tools)
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
