import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { FOLDER_OF_KIND, splitMdx } from '../../scripts/bench/generate-pages.mjs'
import { createRegistry } from '../../src/content/entries'
import type { LocateField } from '../../src/content/problem-report'
import { FIELD_FILES } from './fixtures'

/**
 * The site's own content, read from content/ as the build reads it (YAML
 * frontmatter and tools files, through the real registry), for unit tests
 * that need the real pages: the bench generators and search relevance.
 */

const mdxFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name.startsWith('_') ? [] : mdxFiles(file)
    return entry.name.endsWith('.mdx') ? [file] : []
  })

/** Every page's frontmatter, keyed as the registry keys pages ("/content/about.mdx"). */
export const siteFrontmatters: Record<string, unknown> = Object.fromEntries(
  mdxFiles('content')
    .sort()
    .map((file) => [`/${file}`, parse(splitMdx(readFileSync(file, 'utf8')).frontmatter) as unknown]),
)

const toolFiles = readdirSync('content/_tools').filter((file) => file.endsWith('.yaml')).sort()
/** Every tools file, parsed, keyed as the registry keys them ("/content/_tools/notion.yaml"). */
export const siteTools: Record<string, unknown> = Object.fromEntries(toolFiles.map((file) => [`/content/_tools/${file}`, parse(readFileSync(`content/_tools/${file}`, 'utf8')) as unknown]))
/** Each tool's id and name. */
export const siteToolNames = toolFiles.map((file) => ({ id: file.replace(/\.yaml$/, ''), name: (siteTools[`/content/_tools/${file}`] as { name: string }).name }))
/** Each tools file's id and text, as the bench's tool generator takes them. */
export const siteToolSources = toolFiles.map((file) => ({ id: file.replace(/\.yaml$/, ''), source: readFileSync(`content/_tools/${file}`, 'utf8') }))

/** The site's own pages as the bench reads them: what generated pages are re-issued from. */
export const siteTemplates = Object.entries(FOLDER_OF_KIND).flatMap(([kind, folder]) =>
  readdirSync(`content/${folder}`)
    .filter((file) => file.endsWith('.mdx'))
    .sort()
    .map((file) => {
      const { frontmatter, body } = splitMdx(readFileSync(path.join('content', folder, file), 'utf8'))
      return { kind: kind as keyof typeof FOLDER_OF_KIND, slug: file.replace(/\.mdx$/, ''), frontmatter: parse(frontmatter) as Record<string, unknown>, body }
    }),
)

/** The registry over these frontmatters and tools (pages render nothing: only their data is wanted). */
export function registryOf(frontmatters: Record<string, unknown>, tools: Record<string, unknown>, locate?: LocateField) {
  return createRegistry({
    locate,
    frontmatters,
    loaders: Object.fromEntries(Object.keys(frontmatters).map((key) => [key, () => Promise.resolve({ default: null })])),
    tools,
    fields: FIELD_FILES,
  })
}
