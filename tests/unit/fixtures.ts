import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { parseFrontmatter } from '../../src/content/frontmatter-check'
import type { Frontmatter } from '../../src/content/schema'
import type { PageModule, RawContent } from '../../src/content/entries'
import { fileURLToPath } from 'node:url'

/** This folder, under vitest or any other loader (scripts/bench/search-scale.mjs loads these through Vite). */
const here = path.dirname(fileURLToPath(import.meta.url))

/** A valid tool data file, to vary per test. */
export const toolData = (overrides: Record<string, unknown> = {}) => ({
  name: 'Vanta',
  website: 'https://www.vanta.com',
  category: 'Compliance Automation',
  group: 'Compliance',
  description: 'Automates SOC 2 evidence collection.',
  rating: 4.7,
  pricing: { starting: 'Custom quote', checked: '2025-09-05' },
  plans: [{ name: 'Enterprise', price: 'custom quote' }],
  pros: ['Many integrations'],
  cons: ['No public pricing'],
  ...overrides,
})

/** A valid page frontmatter of the given kind. */
export const pageData = (overrides: Record<string, unknown> = {}) => ({
  kind: 'page',
  title: 'About ToolCompass',
  description: 'Who we are and how we review software.',
  ...overrides,
})

const emptyModule: PageModule = { default: () => null }

/** The site's own feature lists (content/_fields/), by file key as the registry's glob delivers them: tools in fixtures are judged on the real fields. */
export const FIELD_FILES: Record<string, unknown> = Object.fromEntries(
  readdirSync(path.resolve(here, '../../content/_fields'))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => [`/content/_fields/${name}`, parse(readFileSync(path.resolve(here, '../../content/_fields', name), 'utf8'))]),
)

/** Raw content as the registry's globs would deliver it. */
export function rawContent(pages: Record<string, unknown>, tools: Record<string, unknown> = {}): RawContent {
  return {
    frontmatters: pages,
    loaders: Object.fromEntries(Object.keys(pages).map((key) => [key, () => Promise.resolve(emptyModule)])),
    tools,
    fields: FIELD_FILES,
  }
}

/** Frontmatter as the registry holds it: parsed by the real schema, so fixtures cannot drift from it. */
export function frontmatter(input: Record<string, unknown>): Frontmatter {
  const problems: string[] = []
  const data = parseFrontmatter('fixture.mdx', { title: 'Title', description: 'Description.', ...input }, problems)
  if (!data) throw new Error(problems.join('\n'))
  return data
}
