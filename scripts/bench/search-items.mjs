import { parse } from 'yaml'
import { generatePages, generateTools, splitMdx } from './generate-pages.mjs'
import { madeUpNames as namesNotIn } from './made-up-names.mjs'
import { random } from './random.mjs'

/**
 * The search items of scripts/bench/search-scale.mjs: the site's own, the
 * bench's 5,000 generated pages and 5,000 generated tools, then tools (and
 * a ranking for every fifty) up to a count.
 */

/** @import { SearchItem } from '../../src/search/search-index.ts' */

/**
 * The bench's 5,000 pages and 5,000 tools, through the real registry, then tools and rankings added up to `count` items.
 * @param {typeof import('../../tests/unit/site-content.ts')} site
 * @param {typeof import('../../src/search/search-index.ts')} index
 * @param {number} count
 * @param {boolean} [madeUpNames] the added tools with distinct made-up names (and a real tool's keywords drawn at random)
 * @returns {SearchItem[]}
 */
export function itemsAt(site, index, count, madeUpNames = false) {
  const pages = generatePages({ templates: site.siteTemplates, tools: site.siteToolNames, count: 5000 })
  const made = generateTools({ tools: site.siteToolSources, templates: site.siteTemplates, count: 5000 })
  const frontmatterOf = (/** @type {{ path: string, content: string }} */ file) => [`/content/${file.path}`, parse(splitMdx(file.content).frontmatter)]
  const generatedPages = Object.fromEntries([...pages, ...made.files.filter((file) => file.path.endsWith('.mdx'))].map(frontmatterOf))
  const generatedTools = Object.fromEntries(made.files.filter((file) => file.path.startsWith('_tools/')).map((file) => [`/content/${file.path}`, parse(file.content)]))
  const items = index.buildSearchIndex(site.registryOf({ ...site.siteFrontmatters, ...generatedPages }, { ...site.siteTools, ...generatedTools }).pages)
  const real = items.filter((item) => item.type === 'Tool' && !/-t\d+$/.test(item.href))
  const editions = items.filter((item) => /\(tools edition \d+\)$/.test(item.title))
  const next = random(20261126)
  /** A made-up tool name no item has. */
  const madeUp = namesNotIn(next, new Set(items.map((item) => item.title)))
  let n = 5000
  while (items.length < count) {
    n += 1
    if (n % 50 === 0 && editions.length > 0) {
      const model = /** @type {SearchItem} */ (editions[n % editions.length])
      items.push({ ...model, title: model.title.replace(/\d+\)$/, `${n / 50})`), href: model.href.replace(/\d+$/, String(n / 50)) })
    }
    if (madeUpNames) {
      const model = /** @type {SearchItem} */ (real[Math.floor(next() * real.length)])
      const name = madeUp()
      const titleWords = new Set(name.toLowerCase().split(/\s+/))
      items.push({ title: name, type: 'Tool', href: `/tools/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, keywords: model.keywords.filter((word) => !titleWords.has(word)) })
    } else {
      const model = /** @type {SearchItem} */ (real[(n - 1) % real.length])
      items.push({ title: `${model.title} ${n}`, type: 'Tool', href: `${model.href}-t${n}`, keywords: model.keywords })
    }
  }
  return items.sort((a, b) => a.href.localeCompare(b.href))
}
