import { describe, expect, it } from 'vitest'
import { atomFeed, feedPages, llmsTxt } from '../../../src/seo/feeds'
import { frontmatter } from '../fixtures'

const site = { name: 'ToolCompass', origin: 'https://example.test', tagline: 'Honest rankings.' }
const pages = [
  { route: '/guides/old', data: frontmatter({ kind: 'guide', title: 'Old guide', category: 'Strategy', author: 'A', excerpt: 'E', published: '2025-01-15', lastReviewed: '2025-01-15' }) },
  { route: '/compare/a-vs-b', data: frontmatter({ kind: 'compare', title: 'A & B <compared>', tools: ['a', 'b'], category: 'C', lastReviewed: '2025-09-05' }) },
  { route: '/about', data: frontmatter({ kind: 'page', title: 'About', lastReviewed: '2025-10-01' }) },
  { route: '/secret', data: frontmatter({ kind: 'guide', title: 'Draft', category: 'Strategy', author: 'A', excerpt: 'E', published: '2025-10-01', lastReviewed: '2025-10-01', noindex: true }) },
]

describe('the Atom feed', () => {
  it('lists guides and updated content pages, newest first, without hidden or site pages', () => {
    expect(feedPages(pages).map((p) => p.route)).toEqual(['/compare/a-vs-b', '/guides/old'])
  })

  it('is escaped Atom with absolute links and dates', () => {
    const xml = atomFeed(pages, site)
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">')
    expect(xml).toContain('<title>A &amp; B &lt;compared&gt;</title>')
    expect(xml).toContain('<link href="https://example.test/compare/a-vs-b"/>')
    expect(xml).toContain('<updated>2025-09-05T00:00:00Z</updated>')
    expect(xml).toContain('<link href="https://example.test/feed.xml" rel="self"/>')
    expect(xml).not.toContain('/secret')
  })
})

describe('llms.txt', () => {
  it('lists every indexable page under its section, with its description', () => {
    const text = llmsTxt(pages, site)
    expect(text.startsWith('# ToolCompass\n\n> Honest rankings.')).toBe(true)
    expect(text).toContain('## Comparisons\n\n- [A & B <compared>](https://example.test/compare/a-vs-b): Description.')
    expect(text).toContain('## About the site\n\n- [About](https://example.test/about): Description.')
    expect(text).not.toContain('/secret')
  })
})
