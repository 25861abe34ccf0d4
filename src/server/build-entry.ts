/**
 * The build's entry (scripts/build.mjs): the site over pages that the build
 * compiled itself, in worker threads with a cache (scripts/build/pages.mjs),
 * so that no page is compiled twice and none is compiled again unchanged.
 * Tools data is small and bundled here.
 */
import { createRegistry, type PageModule } from '../content/entries'
import { siteApi } from './site-api'

/** A compiled page: what its module exports at compile time, and how to load it for rendering. */
export interface CompiledPage {
  frontmatter: unknown
  wordCount?: number
  todoLines?: number[]
  load: () => Promise<PageModule>
}

const tools = import.meta.glob<unknown>('/content/_tools/*.yaml', { eager: true, import: 'default' })
const toolTodoLines = import.meta.glob<number[]>('/content/_tools/*.yaml', { eager: true, import: 'todoLines' })

/** The site for these pages, keyed by file ("/content/about.mdx"). Drafts are left out. */
export function createSite(pages: Record<string, CompiledPage>) {
  const entries = Object.entries(pages)
  const registry = createRegistry({
    frontmatters: Object.fromEntries(entries.map(([file, page]) => [file, page.frontmatter])),
    loaders: Object.fromEntries(entries.map(([file, page]) => [file, page.load])),
    wordCounts: Object.fromEntries(entries.map(([file, page]) => [file, page.wordCount])),
    tools,
    todoLines: { ...Object.fromEntries(entries.map(([file, page]) => [file, page.todoLines])), ...toolTodoLines },
    includeDrafts: false,
  })
  return siteApi(registry)
}
