import { parseFrontmatter } from '../../src/content/entries'
import type { Frontmatter } from '../../src/content/schema'
import type { PageModule, RawContent } from '../../src/content/entries'

/** A valid tool data file, to vary per test. */
export const toolData = (overrides: Record<string, unknown> = {}) => ({
  name: 'Vanta',
  website: 'https://www.vanta.com',
  category: 'Compliance Automation',
  group: 'Compliance',
  description: 'Automates SOC 2 evidence collection.',
  rating: 4.7,
  pricing: { starting: 'Custom quote', checked: '2025-09-05' },
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

/** Raw content as the registry's globs would deliver it. */
export function rawContent(pages: Record<string, unknown>, tools: Record<string, unknown> = {}): RawContent {
  return {
    frontmatters: pages,
    loaders: Object.fromEntries(Object.keys(pages).map((key) => [key, () => Promise.resolve(emptyModule)])),
    tools,
  }
}

/** Frontmatter as the registry holds it: parsed by the real schema, so fixtures cannot drift from it. */
export function frontmatter(input: Record<string, unknown>): Frontmatter {
  const problems: string[] = []
  const data = parseFrontmatter('fixture.mdx', { title: 'Title', description: 'Description.', ...input }, problems)
  if (!data) throw new Error(problems.join('\n'))
  return data
}
