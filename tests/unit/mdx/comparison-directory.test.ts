import { describe, expect, it } from 'vitest'
import { comparisonsElsewhere } from '../../../src/mdx/ComparisonDirectory'

const page = (slug: string, category: string) => ({ route: `/compare/${slug}`, data: { kind: 'compare', title: slug, category } })

describe('the comparisons the popular cards leave out', () => {
  it('links a few a category and counts the rest; the cards themselves are not repeated', () => {
    const compare = [page('a', 'CRM'), page('b', 'HR'), page('c', 'HR'), page('d', 'HR'), page('e', 'HR'), page('f', 'HR')]
    const cards = [{ title: 'a', description: '', category: 'CRM', href: '/compare/a' }]
    expect(comparisonsElsewhere(compare, cards)).toEqual({
      pages: { HR: [{ title: 'b', href: '/compare/b' }, { title: 'c', href: '/compare/c' }, { title: 'd', href: '/compare/d' }] },
      left: { HR: 2 },
    })
  })
})
