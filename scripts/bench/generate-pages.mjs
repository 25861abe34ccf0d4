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
import { stringify } from 'yaml'

/** Share of each kind among generated pages, like the site's own mix. */
const KIND_CYCLE = ['compare', 'best', 'guide', 'compare', 'best', 'guide', 'compare', 'best', 'compare', 'calculator']
const FOLDER = { best: 'best', compare: 'compare', guide: 'guides', calculator: 'calculator' }

/** A small deterministic random source, so every run builds the same pages. */
function random(seed) {
  let state = seed >>> 0 || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 2 ** 32
  }
}

/** A date between 2024-01-01 and 2026-10-31 (a benchmark must not depend on today). */
function dateFrom(next) {
  const start = Date.UTC(2024, 0, 1)
  const end = Date.UTC(2026, 9, 31)
  return new Date(start + Math.floor(next() * (end - start))).toISOString().slice(0, 10)
}

/** Splits an .mdx file into its frontmatter text and its body. */
export function splitMdx(source) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source)
  if (!match) throw new Error('expected frontmatter between --- lines')
  return { frontmatter: match[1], body: match[2] }
}

const renameKeys = (row, rename) => Object.fromEntries(Object.entries(row).map(([key, value]) => [rename[key] ?? key, value]))

/**
 * Re-issues a comparison for another pair of tools: ids in tools, use cases and feature rows follow.
 * (Rankings keep their tools: their prose links to each ranked tool's anchor.)
 */
function reissueComparison(data, [a, b], toolNames) {
  const [oldA, oldB] = data.tools
  const rename = { [oldA]: a, [oldB]: b }
  return {
    ...data,
    title: `${toolNames.get(a)} vs ${toolNames.get(b)}: Complete Comparison Guide`,
    tools: [a, b],
    useCases: (data.useCases ?? []).map((useCase) => ({ ...useCase, bestFor: rename[useCase.bestFor] ?? useCase.bestFor })),
    features: (data.features ?? []).map((row) => renameKeys(row, rename)),
    popular: false,
  }
}

/**
 * `count` generated pages as { path, content } (paths relative to content/).
 * templates: [{ kind, slug, frontmatter (parsed object), body }] from real pages.
 * tools: [{ id, name }] from content/_tools/.
 */
export function generatePages({ templates, tools, count, seed = 20261121 }) {
  const next = random(seed)
  const byKind = {}
  for (const template of templates) (byKind[template.kind] ??= []).push(template)
  const toolIds = tools.map((tool) => tool.id)
  const toolNames = new Map(tools.map((tool) => [tool.id, tool.name]))
  const files = []
  for (let index = 0; index < count; index += 1) {
    const kind = KIND_CYCLE[index % KIND_CYCLE.length]
    const choices = byKind[kind]
    const template = choices[Math.floor(next() * choices.length)]
    const number = index + 1
    const published = dateFrom(next)
    let data = { ...template.frontmatter, published, lastReviewed: published }
    // Generated pages are never featured or popular: like most real pages, they live in the long tail.
    delete data.aliases
    let slug = `${template.slug}-${number}`
    if (kind === 'compare') {
      const a = toolIds[Math.floor(next() * toolIds.length)]
      let b = toolIds[Math.floor(next() * toolIds.length)]
      if (b === a) b = toolIds[(toolIds.indexOf(a) + 1) % toolIds.length]
      data = reissueComparison(data, [a, b], toolNames)
      slug = `${a}-vs-${b}-${number}`
    } else {
      data.title = `${template.frontmatter.title} (edition ${number})`
      if ('featured' in data) data.featured = false
      if ('popular' in data) data.popular = false
    }
    const content = `---\n${stringify(data, { lineWidth: 0 })}---\n${template.body}`
    files.push({ path: `${FOLDER[kind]}/${slug}.mdx`, content })
  }
  return files
}
