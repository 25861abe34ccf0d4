import type { PageEntry } from '../content/entries'
import type { PageKind } from '../content/schema'
import { absoluteUrl } from '../shared/site'

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

const SECTIONS: { title: string; kinds: PageKind[] }[] = [
  { title: 'Rankings', kinds: ['best'] },
  { title: 'Comparisons', kinds: ['compare'] },
  { title: 'Calculators', kinds: ['calculator'] },
  { title: 'Guides', kinds: ['guide'] },
  { title: 'Tools', kinds: ['tool'] },
  { title: 'About the site', kinds: ['home', 'directory', 'page'] },
]

/** /llms.txt (llmstxt.org): the site's pages with a line each, for language models and their users. */
export function llmsTxt(pages: readonly FeedPage[], site: { name: string; origin: string; tagline: string }): string {
  const indexable = pages.filter((page) => !page.data.noindex)
  const sections = SECTIONS.map(({ title, kinds }) => {
    const lines = indexable
      .filter((page) => kinds.includes(page.data.kind))
      .map((page) => `- [${page.data.title}](${absoluteUrl(page.route, site.origin)}): ${page.data.description}`)
    return lines.length ? `## ${title}\n\n${lines.join('\n')}` : ''
  }).filter(Boolean)
  return `# ${site.name}\n\n> ${site.tagline} Rankings are editorial; some links earn a commission, and vendor prices carry the date they were checked.\n\n${sections.join('\n\n')}\n`
}
