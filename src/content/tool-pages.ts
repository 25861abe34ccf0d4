import type { Tool } from './tool-schema'

/**
 * Tool profiles: one page per tools file, at /tools/<id>. The page's
 * frontmatter is made here from the tool's data; content/tools/<id>.mdx,
 * where a writer adds one, may replace its title and description, and its
 * body becomes the profile's "Our take".
 */

/** The address of a tool's profile. */
export const toolRoute = (id: string) => `/tools/${id}`

/** A tool's id from its tools file's name or registry key ("/content/_tools/notion.yaml" -> "notion"). */
export const toolIdOfFile = (file: string) => file.replace(/^.*\//, '').replace(/\.ya?ml$/, '')

/** The file that adds "Our take" to a profile, as a registry key ("/content/tools/notion.mdx" -> "notion"); undefined for any other file. */
export function toolOfPageKey(key: string): string | undefined {
  return key.match(/^\/?content\/tools\/([^/]+)\.mdx$/)?.[1]
}

/** A profile's title when the writer gives none. */
export const defaultToolTitle = (tool: Pick<Tool, 'name'>) => `${tool.name}: Pricing, Pros and Cons, and Alternatives`

/**
 * All of a tool that its profile's frontmatter is made from: toolPageFrontmatter is given no more, so these are the
 * fields whose edit changes a profile's page (its address, title and description), and its rating, prices and
 * features do not (the build's render cache, server/dependency-digest.ts, relies on it).
 */
export type ProfileSource = Pick<Tool, 'id' | 'name' | 'description' | 'category' | 'group'>

/** The text of what a profile's frontmatter is made from, besides the id its address holds: equal texts, equal frontmatter. */
export const profileSourceText = (tool: Omit<ProfileSource, 'id'>) => JSON.stringify([tool.name, tool.description, tool.category, tool.group])

/**
 * A tool's kind as its profile names it, its category then its field: once
 * where the two are the same words (Asana's "Project Management" is both),
 * not "Project Management · Project Management".
 */
export const categoryAndField = (tool: Pick<Tool, 'category' | 'group'>) =>
  tool.category.trim().toLowerCase() === tool.group.trim().toLowerCase() ? tool.category : `${tool.category} · ${tool.group}`

/**
 * The frontmatter of a tool's profile, for the schema to check: the
 * defaults from the tool's data, then what the writer wrote (if anything),
 * and the tool's id, which only the file name sets.
 */
export function toolPageFrontmatter(tool: ProfileSource, written: unknown = {}): Record<string, unknown> {
  const given = typeof written === 'object' && written !== null ? (written as Record<string, unknown>) : {}
  const search = { type: 'Tool', title: tool.name, keywords: [tool.category, tool.group] }
  // What a buyer searches for when a tool is on the list: its name, its prices, its alternatives, its kind.
  const keywords = [...new Set([tool.name, `${tool.name} pricing`, `${tool.name} alternatives`, tool.category, tool.group])]
  return { kind: 'tool', title: defaultToolTitle(tool), description: tool.description, keywords, search, ...given, tool: tool.id }
}

/** Why a file in content/tools/ cannot be a profile's "Our take", or undefined when it can. */
export function toolPageProblem(id: string, written: unknown, tools: ReadonlyMap<string, Tool>): string | undefined {
  if (!tools.has(id)) return `file name: no tool "${id}" in content/_tools/; a file in content/tools/ adds "Our take" to the profile of the tool of that name`
  const given = typeof written === 'object' && written !== null ? (written as Record<string, unknown>) : {}
  if ('tool' in given) return 'tool: the file name says which tool this is; leave the field out'
  if ('kind' in given && given.kind !== 'tool') return `kind: a file in content/tools/ is a tool's profile; leave kind out or set it to tool, got ${JSON.stringify(given.kind)}`
  return undefined
}
