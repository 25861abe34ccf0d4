/**
 * Generates realistic pages for the benchmark: each one is a real page of
 * the site (a ranking, a comparison, a guide or a calculator) re-issued
 * under a new address, with its own title, dates and tools, so page size,
 * components and frontmatter are what writers really produce. The build
 * validates them through the real schemas like any other page, and
 * tests/unit/bench/generate-pages.test.ts checks them against the registry.
 *
 * Pure: give it the templates and the tools, get back files to write.
 */
import { parse, stringify } from 'yaml'
import { random } from './random.mjs'

/** A kind of page the bench re-issues. @typedef {keyof typeof FOLDER_OF_KIND} Kind */

/**
 * A real page to re-issue: its kind, its file's name, its frontmatter as its YAML parsed, and its MDX body.
 * @typedef {{ kind: Kind, slug: string, frontmatter: Frontmatter, body: string }} Template
 */

/** Frontmatter as YAML parses it; the build's schemas judge it. @typedef {Record<string, unknown>} Frontmatter */

/**
 * What a comparison's frontmatter holds that a re-issue rewrites (src/content/schema.ts); the rest is copied as it is.
 * @typedef {{ tools: string[], useCases?: Record<string, unknown>[] }} ComparisonFields
 */

/** The kinds of page the bench re-issues, and the folder of each under content/. */
export const FOLDER_OF_KIND = { best: 'best', compare: 'compare', guide: 'guides', calculator: 'calculator' }
/** @type {Kind[]} Share of each kind among generated pages, like the site's own mix. */
const KIND_CYCLE = ['compare', 'best', 'guide', 'compare', 'best', 'guide', 'compare', 'best', 'compare', 'calculator']

/**
 * One item of a list, chosen by the random source (one draw).
 * @template T
 * @param {readonly T[]} list
 * @param {() => number} next
 * @returns {T}
 */
function pick(list, next) {
  if (list.length === 0) throw new RangeError('nothing to choose from')
  return /** @type {T} */ (list[Math.floor(next() * list.length)])
}

/**
 * A date between 2024-01-01 and 2026-10-31 (a benchmark must not depend on today).
 * @param {() => number} next
 */
function dateFrom(next) {
  const start = Date.UTC(2024, 0, 1)
  const end = Date.UTC(2026, 9, 31)
  return new Date(start + Math.floor(next() * (end - start))).toISOString().slice(0, 10)
}

/**
 * Splits an .mdx file into its frontmatter text and its body.
 * @param {string} source
 * @returns {{ frontmatter: string, body: string }}
 */
export function splitMdx(source) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source)
  if (!match) throw new Error('expected frontmatter between --- lines')
  return { frontmatter: match[1] ?? '', body: match[2] ?? '' }
}

/**
 * The same key for a pair of tools in either order.
 * @param {string} a
 * @param {string} b
 */
const pairKey = (a, b) => [a, b].sort().join(' ')

/**
 * Re-issues a comparison for another pair of tools: ids in tools, use cases and feature rows follow.
 * (Rankings keep their tools: their prose links to each ranked tool's anchor.)
 * @param {Frontmatter} data
 * @param {[string, string]} tools
 * @param {Map<string, string>} toolNames
 * @returns {Frontmatter}
 */
function reissueComparison(data, [a, b], toolNames) {
  // The feature rows are left out: a re-issued pair may be of other fields, whose features its table then shows (the default).
  const { features: _rows, ...rest } = data
  data = rest
  const { tools, useCases } = /** @type {ComparisonFields} */ (data)
  const [oldA = '', oldB = ''] = tools
  /** @type {Record<string, string>} */
  const rename = { [oldA]: a, [oldB]: b }
  /** @param {unknown} id */
  const renamed = (id) => (typeof id === 'string' ? (rename[id] ?? id) : id)
  // Keywords that name the old tools ("notion vs asana", "asana pricing") name the new ones.
  /** @type {Map<string, string>} */
  const names = new Map([
    [String(toolNames.get(oldA) ?? oldA).toLowerCase(), String(toolNames.get(a)).toLowerCase()],
    [String(toolNames.get(oldB) ?? oldB).toLowerCase(), String(toolNames.get(b)).toLowerCase()],
  ])
  const oldNames = new RegExp([...names.keys()].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g')
  /** @param {unknown} keyword */
  const renameKeyword = (keyword) => (typeof keyword === 'string' ? keyword.toLowerCase().replace(oldNames, (name) => names.get(name) ?? name) : keyword)
  return {
    ...data,
    title: `${toolNames.get(a)} vs ${toolNames.get(b)}: Complete Comparison Guide`,
    ...(Array.isArray(data.keywords) ? { keywords: data.keywords.map(renameKeyword) } : {}),
    tools: [a, b],
    useCases: (useCases ?? []).map((useCase) => ({ ...useCase, bestFor: renamed(useCase.bestFor) })),
    popular: false,
  }
}

/**
 * `count` generated pages as { path, content } (paths relative to content/).
 * templates: real pages. tools: [{ id, name }] from content/_tools/.
 * @param {{ templates: readonly Template[], tools: readonly { id: string, name: string }[], count: number, seed?: number }} options
 * @returns {{ path: string, content: string }[]}
 */
export function generatePages({ templates, tools, count, seed = 20261121 }) {
  const next = random(seed)
  /** @type {Partial<Record<Kind, Template[]>>} */
  const byKind = {}
  for (const template of templates) (byKind[template.kind] ??= []).push(template)
  const toolIds = tools.map((tool) => tool.id)
  const toolNames = new Map(tools.map((tool) => [tool.id, tool.name]))
  const comparedPairs = new Set((byKind.compare ?? []).map((template) => pairKey(.../** @type {[string, string]} */ (/** @type {ComparisonFields} */ (template.frontmatter).tools))))
  /** @type {{ path: string, content: string }[]} */
  const files = []
  for (let index = 0; index < count; index += 1) {
    const kind = /** @type {Kind} */ (KIND_CYCLE[index % KIND_CYCLE.length])
    const template = pick(byKind[kind] ?? [], next)
    const number = index + 1
    const published = dateFrom(next)
    /** @type {Frontmatter} */
    let data = { ...template.frontmatter, published, lastReviewed: published }
    // Generated pages are never featured or popular: like most real pages, they live in the long tail.
    delete data.aliases
    let slug = `${template.slug}-${number}`
    if (kind === 'compare') {
      const a = pick(toolIds, next)
      let b = pick(toolIds, next)
      // A site publishes one comparison of a pair: a re-issue takes a pair the site's own pages have not compared.
      while (b === a || comparedPairs.has(pairKey(a, b))) b = /** @type {string} */ (toolIds[(toolIds.indexOf(b) + 1) % toolIds.length])
      data = reissueComparison(data, [a, b], toolNames)
      slug = `${a}-vs-${b}-${number}`
    } else {
      data.title = `${template.frontmatter.title} (edition ${number})`
      if ('featured' in data) data.featured = false
      if ('popular' in data) data.popular = false
    }
    const content = `---\n${stringify(data, { lineWidth: 0 })}---\n${template.body}`
    files.push({ path: `${FOLDER_OF_KIND[kind]}/${slug}.mdx`, content })
  }
  return files
}

/**
 * A tools file's text with its top-level `name` and `rating` set, as a function of the two: the two lines rewritten in
 * place and the rest of the file as it is, where that reads back as the data with the two set (tried once, for the file);
 * else the whole file written again from its data.
 * @param {string} source
 * @param {Record<string, unknown>} data the source parsed
 * @returns {(name: string, rating: number) => string}
 */
function nameAndRatingWriter(source, data) {
  const rewrite = (/** @type {string} */ name, /** @type {number} */ rating) =>
    source.replace(/^name: .*$/m, () => `name: ${/^[A-Za-z0-9][\w .()+-]*$/.test(name) ? name : JSON.stringify(name)}`).replace(/^rating: .*$/m, () => `rating: ${rating}`)
  const written = (/** @type {string} */ name, /** @type {number} */ rating) => stringify({ ...data, name, rating }, { lineWidth: 0 })
  const readsBack = () => {
    try {
      return JSON.stringify(parse(rewrite('Tried 1', 4.2))) === JSON.stringify({ ...data, name: 'Tried 1', rating: 4.2 })
    } catch {
      return false
    }
  }
  return readsBack() ? rewrite : written
}

/**
 * `count` generated tools, each a real tool's data file re-issued under a
 * new id and name with its rating moved a little (so every field, price
 * and group keeps a realistic share), and a best-of page for every fifty
 * of them, ranking five of one field (so profiles have rankings, and
 * alternatives from them). Paths are relative to content/.
 * @param {{ tools: readonly { id: string, source: string }[], templates: readonly Template[], count: number, seed?: number }} options
 * @returns {{ tools: { id: string, name: string }[], files: { path: string, content: string }[] }}
 */
export function generateTools({ tools, templates, count, seed = 20261123 }) {
  const next = random(seed)
  // Rankings that list their tools with <RankedList /> (a page that writes its tool cards by hand names its own tools).
  const bestTemplates = templates.filter((template) => template.kind === 'best' && template.body.includes('<RankedList'))
  /** @type {{ id: string, name: string, group: string }[]} */
  const made = []
  /** @type {{ path: string, content: string }[]} */
  const files = []
  // Each real tool's data, parsed once: the generated tools are its file again with two lines rewritten (parsing and
  // writing YAML for each of them was 0.8 ms a tool, some 80 s of the bench's setup at 100,000 tools).
  const sources = tools.map(({ id, source }) => {
    const data = /** @type {Record<string, unknown>} */ (parse(source))
    return { id, data, write: nameAndRatingWriter(source, data) }
  })
  for (let index = 0; index < count; index += 1) {
    const template = /** @type {(typeof sources)[number]} */ (sources[index % sources.length])
    const { data } = template
    const number = index + 1
    const id = `${template.id}-t${number}`
    const name = `${String(data.name)} ${number}`
    const rating = Math.min(4.9, Math.max(3.9, Math.round((Number(data.rating) + (next() - 0.5) * 0.6) * 10) / 10))
    files.push({ path: `_tools/${id}.yaml`, content: template.write(name, rating) })
    made.push({ id, name, group: String(data.group) })
  }
  /** @type {Map<string, string[]>} */
  const byGroup = new Map()
  for (const tool of made) {
    const ids = byGroup.get(tool.group)
    if (ids) ids.push(tool.id)
    else byGroup.set(tool.group, [tool.id])
  }
  for (let index = 0; index < Math.floor(count / 50); index += 1) {
    const groupIds = pick([...byGroup.values()], next)
    const ranked = Array.from({ length: 5 }, () => pick(groupIds, next)).filter((id, i, all) => all.indexOf(id) === i)
    const template = pick(bestTemplates, next)
    const published = dateFrom(next)
    /** @type {Frontmatter} */
    const data = { ...template.frontmatter, title: `${String(template.frontmatter.title)} (tools edition ${index + 1})`, tools: ranked, published, lastReviewed: published }
    delete data.aliases
    files.push({ path: `best/${template.slug}-tools-${index + 1}.mdx`, content: `---\n${stringify(data, { lineWidth: 0 })}---\n${template.body}` })
  }
  return { tools: made.map(({ id, name }) => ({ id, name })), files }
}
