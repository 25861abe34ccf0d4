import type { PageEntry } from '../content/entries'
import type { PageKind } from '../content/schema'
import { absoluteUrl } from '../shared/site'
import { categorySlug } from '../shared/slug'
import { firstInOrder } from '../shared/first-in-order'

type FeedPage = Pick<PageEntry, 'route' | 'data'>

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** When a page last changed, for feeds: its review date, else its publication date. */
const updatedOf = (page: FeedPage) => page.data.lastReviewed ?? page.data.published

/** The pages worth following: guides, rankings, comparisons and calculators, newest first. */
export function feedPages(pages: readonly FeedPage[], limit = 30): FeedPage[] {
  const kinds: PageKind[] = ['guide', 'best', 'compare', 'calculator']
  return pages
    .filter((page) => kinds.includes(page.data.kind) && !page.data.noindex && updatedOf(page))
    .sort((a, b) => updatedOf(b)!.localeCompare(updatedOf(a)!) || a.route.localeCompare(b.route))
    .slice(0, limit)
}

/** /feed.xml: an Atom feed of guides and recently updated pages. */
export function atomFeed(pages: readonly FeedPage[], site: { name: string; origin: string; tagline: string }): string {
  const entries = feedPages(pages)
  const updated = entries[0] ? updatedOf(entries[0]) : '2025-01-01'
  const entry = (page: FeedPage) => {
    const url = escapeXml(absoluteUrl(page.route, site.origin))
    return [
      '  <entry>',
      `    <title>${escapeXml(page.data.title)}</title>`,
      `    <link href="${url}"/>`,
      `    <id>${url}</id>`,
      `    <updated>${updatedOf(page)}T00:00:00Z</updated>`,
      ...(page.data.published ? [`    <published>${page.data.published}T00:00:00Z</published>`] : []),
      `    <summary>${escapeXml(page.data.description)}</summary>`,
      '  </entry>',
    ].join('\n')
  }
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeXml(site.name)}</title>`,
    `  <subtitle>${escapeXml(site.tagline)}</subtitle>`,
    `  <link href="${escapeXml(absoluteUrl('/feed.xml', site.origin))}" rel="self"/>`,
    `  <link href="${escapeXml(absoluteUrl('/', site.origin))}"/>`,
    `  <id>${escapeXml(absoluteUrl('/', site.origin))}</id>`,
    `  <updated>${updated}T00:00:00Z</updated>`,
    `  <author><name>${escapeXml(site.name)}</name></author>`,
    ...entries.map(entry),
    '</feed>',
    '',
  ].join('\n')
}

/** A section of llms.txt: its kinds of page, and the directory that lists all of them when the section shows only some. */
const SECTIONS: { title: string; kinds: PageKind[]; directory?: string }[] = [
  { title: 'Rankings', kinds: ['best'], directory: '/best-tools' },
  { title: 'Comparisons', kinds: ['compare'], directory: '/comparisons' },
  { title: 'Calculators', kinds: ['calculator'], directory: '/calculators' },
  { title: 'Guides', kinds: ['guide'], directory: '/guides' },
  { title: 'About the site', kinds: ['home', 'directory', 'page'] },
]

/**
 * How much llms.txt lists, so it stays far under its 500 KB however large
 * the catalogue grows: a section shows its newest pages and links the
 * directory for the rest; tools are listed by field, best rated first,
 * with a link to the field in the tool finder for the rest. With 4 × 150
 * pages, 25 tools in each of 12 fields and descriptions cut at 200
 * characters, that is about 1,000 lines of 100 to 450 characters: some
 * 250 KB for thousands of pages and 100,000 tools, under 500 KB at worst.
 */
export const LLMS_LIMITS = { pagesPerSection: 150, toolsPerField: 25 } as const

/** A description as llms.txt gives it: at most 200 characters, cut at a word with an ellipsis. */
export function shortDescription(text: string, most = 200): string {
  if (text.length <= most) return text
  const cut = text.slice(0, most - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > most / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`
}

/** What llms.txt reads of a tool: its name, field and rating. */
export interface LlmsTool {
  name: string
  group: string
  rating: number
}

const newestFirst = (a: FeedPage, b: FeedPage) => (updatedOf(b) ?? '').localeCompare(updatedOf(a) ?? '') || a.route.localeCompare(b.route)

/**
 * /llms.txt (llmstxt.org): the site's pages with a line each, for language
 * models and their users; bounded (LLMS_LIMITS), with links to the
 * directories and the tool finder for what it leaves out.
 */
export function llmsTxt(
  pages: readonly FeedPage[],
  site: { name: string; origin: string; tagline: string },
  tools: Pick<ReadonlyMap<string, LlmsTool>, 'get'> = new Map(),
  limits: { pagesPerSection: number; toolsPerField: number } = LLMS_LIMITS,
): string {
  return llmsTxtWithTools(pages, site, llmsToolSection(pages, site.origin, tools, limits.toolsPerField), limits)
}

/**
 * llms.txt with its tools' section made already (llmsToolSection): a build
 * keeps that section while the tools and their profiles are as they were.
 */
export function llmsTxtWithTools(
  pages: readonly FeedPage[],
  site: { name: string; origin: string; tagline: string },
  toolSection: string,
  limits: { pagesPerSection: number } = LLMS_LIMITS,
): string {
  const indexable = pages.filter((page) => !page.data.noindex)
  const line = (page: FeedPage) => `- [${page.data.title}](${absoluteUrl(page.route, site.origin)}): ${shortDescription(page.data.description)}`
  // Each page to its kind's list in one pass, not one pass of every page for each section.
  const ofKind = new Map<PageKind, FeedPage[]>()
  for (const page of indexable) {
    const list = ofKind.get(page.data.kind)
    if (list) list.push(page)
    else ofKind.set(page.data.kind, [page])
  }
  const sections = SECTIONS.map(({ title, kinds, directory }) => {
    const all = kinds.length === 1 ? (ofKind.get(kinds[0]!) ?? []) : indexable.filter((page) => kinds.includes(page.data.kind))
    const shown = all.length > limits.pagesPerSection ? firstInOrder(all, limits.pagesPerSection, newestFirst) : all
    const more = all.length > shown.length && directory ? [`- [All ${all.length.toLocaleString('en-US')} ${title.toLowerCase()}](${absoluteUrl(directory, site.origin)}): the ${shown.length} newest are listed above.`] : []
    return shown.length ? `## ${title}\n\n${[...shown.map(line), ...more].join('\n')}` : ''
  })
  sections.splice(4, 0, toolSection)
  return `# ${site.name}\n\n> ${site.tagline} Rankings are editorial; some links earn a commission, and vendor prices carry the date they were checked.\n\n${sections.filter(Boolean).join('\n\n')}\n`
}

/** Titles in the order localeCompare gives, by one collator rather than one made for each comparison. */
const byTitle = new Intl.Collator().compare

/** A field's tools, best rated first, then by title. */
const bestRatedFirst = (a: { page: FeedPage; tool?: LlmsTool }, b: { page: FeedPage; tool?: LlmsTool }) => (b.tool?.rating ?? 0) - (a.tool?.rating ?? 0) || byTitle(a.page.data.title, b.page.data.title)

/**
 * llms.txt's section of tools, by field, best rated first: a field's first few indexed profiles, and the finder for the
 * rest. Made from the tools' profiles among `pages` (in their order) and the tools alone.
 */
export function llmsToolSection(pages: readonly FeedPage[], origin: string, tools: Pick<ReadonlyMap<string, LlmsTool>, 'get'>, perField: number = LLMS_LIMITS.toolsPerField): string {
  const byField = new Map<string, { page: FeedPage; tool?: LlmsTool }[]>()
  for (const page of pages) {
    if (page.data.kind !== 'tool' || page.data.noindex) continue
    const tool = tools.get(page.data.tool)
    const field = tool?.group ?? 'Other'
    const entries = byField.get(field) ?? []
    if (entries.length === 0) byField.set(field, entries)
    entries.push({ page, tool })
  }
  if (byField.size === 0) return ''
  const fields = [...byField].sort(([a], [b]) => a.localeCompare(b))
  const parts = fields.map(([field, entries]) => {
    const shown = firstInOrder(entries, perField, bestRatedFirst)
    const lines = shown.map(({ page }) => `- [${page.data.title}](${absoluteUrl(page.route, origin)}): ${shortDescription(page.data.description)}`)
    if (entries.length > shown.length) lines.push(`- [All ${entries.length.toLocaleString('en-US')} ${field} tools](${absoluteUrl(`/tools?category=${categorySlug(field)}`, origin)}): the tool finder, with filters by price, rating and feature.`)
    return `### ${field}\n\n${lines.join('\n')}`
  })
  return `## Tools\n\n${parts.join('\n\n')}`
}
