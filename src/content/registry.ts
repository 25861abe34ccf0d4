import { createRegistry, type PageModule } from './entries'

/**
 * The content registry: the one place that globs content/. Files and
 * folders starting with "_" hold data or drafts, not pages.
 * Everything else (routes, search index, sitemap, head tags, JSON-LD) is a
 * pure function of what this module exports.
 */
const modules = import.meta.glob<PageModule>(['/content/**/*.mdx', '!/content/**/_*', '!/content/**/_*/**'], { eager: true })

// One pass over the pages (at 5,000 pages, every pass shows in the preview's time to show an edit).
const frontmatters: Record<string, unknown> = {}
const loaders: Record<string, () => Promise<PageModule>> = {}
const wordCounts: Record<string, number | undefined> = {}
const todoLines: Record<string, number[] | undefined> = import.meta.glob<number[]>('/content/_tools/*.yaml', { eager: true, import: 'todoLines' })
for (const [file, module] of Object.entries(modules)) {
  frontmatters[file] = module.frontmatter
  loaders[file] = () => Promise.resolve(module)
  wordCounts[file] = module.wordCount
  todoLines[file] = module.todoLines
}

export const registry = createRegistry({
  frontmatters,
  loaders,
  wordCounts,
  tools: import.meta.glob<unknown>('/content/_tools/*.yaml', { eager: true, import: 'default' }),
  todoLines,
  // Drafts, and pages with TODO markers, show in the writers' preview only. (The mode, not DEV: DEV follows NODE_ENV, which test runners set.)
  includeDrafts: import.meta.env.MODE === 'development',
})
