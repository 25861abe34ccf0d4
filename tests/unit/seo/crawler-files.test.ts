import { describe, expect, it } from 'vitest'
import { LLMS_LIMITS, llmsTxt, shortDescription } from '../../../src/seo/feeds'
import { SITEMAP_LIMIT, sitemapFiles } from '../../../src/seo/sitemap'
import { frontmatter } from '../fixtures'

/** #32: every file a crawler reads stays within its format's limits, however large the catalogue. */

const origin = 'https://example.test'
const site = { name: 'ToolCompass', origin, tagline: 'Honest rankings.' }
const FIELDS = ['CRM', 'Analytics', 'Email', 'HR & Payroll']

/** A site at scale: `tools` tool profiles over four fields and `comparisons` comparison pages, dated across two years. */
function siteAtScale(tools: number, comparisons: number) {
  const toolData = new Map<string, { name: string; group: string; rating: number; pricing: { checked: string } }>()
  const toolPage = frontmatter({ kind: 'tool', title: 'T', tool: 'x' })
  const comparePage = frontmatter({ kind: 'compare', title: 'C', tools: ['a', 'b'], category: 'C', lastReviewed: '2025-01-01' })
  const pages = [{ route: '/', data: frontmatter({ kind: 'home', title: 'Home' }) }]
  for (let i = 0; i < tools; i++) {
    const id = `tool-${i}`
    toolData.set(id, { name: `Tool ${i}`, group: FIELDS[i % FIELDS.length]!, rating: 3 + (i % 21) / 10, pricing: { checked: '2026-10-01' } })
    pages.push({ route: `/tools/${id}`, data: { ...toolPage, tool: id, title: `Tool ${i}`, description: `Tool ${i} does one thing well for teams of every size, with plans from free to enterprise and a long description that goes on.` } as typeof toolPage })
  }
  for (let i = 0; i < comparisons; i++) {
    const day = String((i % 28) + 1).padStart(2, '0')
    const month = String((i % 12) + 1).padStart(2, '0')
    pages.push({ route: `/compare/c-${i}`, data: { ...comparePage, title: `Tool ${i} vs Tool ${i + 1}`, lastReviewed: `${2025 + (i % 2)}-${month}-${day}` } as typeof comparePage })
  }
  return { pages, toolData }
}

describe('the sitemap', () => {
  it('is one file while every address fits, and a sitemap index of files of at most 50,000 addresses past that', () => {
    const small = siteAtScale(10, 10)
    const one = sitemapFiles(small.pages, origin, small.toolData)
    expect(one.map((file) => file.path)).toEqual(['sitemap.xml'])
    expect(one[0]!.content).toContain('<urlset')
    expect(one[0]!.content.match(/<url>/g)).toHaveLength(21)

    const { pages, toolData } = siteAtScale(100_000, 5_000)
    const files = sitemapFiles(pages, origin, toolData)
    expect(SITEMAP_LIMIT).toBe(50_000)
    expect(files.map((file) => file.path)).toEqual(['sitemap.xml', 'sitemaps/1.xml', 'sitemaps/2.xml', 'sitemaps/3.xml'])
    const index = files[0]!.content
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(index.match(/<loc>[^<]+<\/loc>/g)).toEqual([1, 2, 3].map((n) => `<loc>${origin}/sitemaps/${n}.xml</loc>`))
    const counts = files.slice(1).map((file) => file.content.match(/<url>/g)?.length)
    expect(counts).toEqual([50_000, 50_000, 5_001])
    // Every address once, in route order, each file a valid urlset under the format's 50 MB.
    const all = files.slice(1).flatMap((file) => [...file.content.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]))
    expect(all).toEqual(pages.map((page) => `${origin}${page.route}`))
    for (const file of files) expect(Buffer.byteLength(file.content)).toBeLessThan(50 * 1024 * 1024)
    // Each part carries the latest date of its pages: the tools' check date, and in the last the newest comparison's.
    const dates = (content: string) => [...content.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1]!)
    expect(dates(index)).toEqual(files.slice(1).map((file) => dates(file.content).sort().at(-1)))
    expect(dates(index)[0]).toBe('2026-10-01')
    expect(dates(index)[2]).toBe('2026-12-28')
  })

  it("writes each page's line again when its dates, address or tool's date checked is another", () => {
    const { pages, toolData } = siteAtScale(3, 2)
    const before = sitemapFiles(pages, origin, toolData)[0]!.content
    // The same pages again: the same file.
    expect(sitemapFiles(pages, origin, toolData)[0]!.content).toBe(before)
    // A comparison's frontmatter saved (a new object) with another date; a tool's prices checked on another day, its profile's frontmatter as it was.
    const saved = pages.map((page) => (page.route === '/compare/c-1' ? { ...page, data: { ...page.data, lastReviewed: '2026-11-30' } } : page))
    const checked = new Map(toolData).set('tool-2', { ...toolData.get('tool-2')!, pricing: { checked: '2026-11-29' } })
    const after = sitemapFiles(saved, origin, checked)[0]!.content
    expect(after).toContain(`<loc>${origin}/compare/c-1</loc><lastmod>2026-11-30</lastmod>`)
    expect(after).toContain(`<loc>${origin}/tools/tool-2</loc><lastmod>2026-11-29</lastmod>`)
    // And at another address, or for another origin, the same frontmatter's line says so.
    const moved = pages.map((page) => (page.route === '/compare/c-0' ? { ...page, route: '/compare/c-zero' } : page))
    expect(sitemapFiles(moved, origin, toolData)[0]!.content).toContain(`<loc>${origin}/compare/c-zero</loc>`)
    expect(sitemapFiles(pages, 'https://other.test', toolData)[0]!.content).not.toContain(origin)
  })

  it('splits at exactly the limit, not one before', () => {
    const { pages, toolData } = siteAtScale(9, 0)
    expect(sitemapFiles(pages, origin, toolData, 10).map((file) => file.path)).toEqual(['sitemap.xml'])
    expect(sitemapFiles(pages, origin, toolData, 9).map((file) => file.path)).toEqual(['sitemap.xml', 'sitemaps/1.xml', 'sitemaps/2.xml'])
  })
})

describe('llms.txt', () => {
  it('stays under 500 KB with 5,000 comparisons and 100,000 tools: the newest pages, the best-rated tools of each field, and links to the rest', () => {
    const { pages, toolData } = siteAtScale(100_000, 5_000)
    const text = llmsTxt(pages, site, toolData)
    expect(Buffer.byteLength(text)).toBeLessThan(500 * 1024)
    // The section lists its newest pages and links the directory for the rest.
    const comparisons = text.slice(text.indexOf('## Comparisons'), text.indexOf('## Tools'))
    expect(comparisons.match(/^- \[Tool \d+ vs/gm)).toHaveLength(LLMS_LIMITS.pagesPerSection)
    expect(comparisons).toContain(`- [All 5,000 comparisons](${origin}/comparisons): the ${LLMS_LIMITS.pagesPerSection} newest are listed above.`)
    expect(comparisons).not.toMatch(/2025-/)
    // Tools by field, best rated first, with the finder for the rest of the field.
    for (const field of FIELDS) expect(text).toContain(`### ${field}\n\n`)
    const crm = text.slice(text.indexOf('### CRM'), text.indexOf('###', text.indexOf('### CRM') + 3))
    expect(crm.match(/^- \[Tool \d+\]/gm)).toHaveLength(LLMS_LIMITS.toolsPerField)
    const ratings = [...crm.matchAll(/^- \[Tool (\d+)\]/gm)].map((match) => toolData.get(`tool-${match[1]}`)!.rating)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
    expect(ratings[0]).toBe(5)
    expect(crm).toContain(`- [All 25,000 CRM tools](${origin}/tools?category=crm): the tool finder`)
    expect(text).toContain(`(${origin}/tools?category=hr-payroll)`)
  })

  it('lists every page and tool of a small site, and no finder links', () => {
    const { pages, toolData } = siteAtScale(8, 3)
    const text = llmsTxt(pages, site, toolData)
    expect(text.match(/^- \[/gm)).toHaveLength(12)
    expect(text).not.toContain('[All ')
  })

  it('cuts a long description at a word, with an ellipsis', () => {
    expect(shortDescription('Short.')).toBe('Short.')
    const long = `${'word '.repeat(60)}end.`
    const cut = shortDescription(long)
    expect(cut.length).toBeLessThanOrEqual(200)
    expect(cut).toMatch(/word…$/)
  })
})
