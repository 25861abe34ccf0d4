import { createRegistry, type PageModule } from './entries'

/**
 * The content registry: the one place that globs content/. Files and
 * folders starting with "_" hold data or drafts, not pages.
 * Everything else (routes, search index, sitemap, head tags, JSON-LD) is a
 * pure function of what this module exports.
 */
const modules = import.meta.glob<PageModule>(['/content/**/*.mdx', '!/content/**/_*', '!/content/**/_*/**'], { eager: true })

export const registry = createRegistry({
  frontmatters: Object.fromEntries(Object.entries(modules).map(([file, module]) => [file, module.frontmatter])),
  loaders: Object.fromEntries(Object.entries(modules).map(([file, module]) => [file, () => Promise.resolve(module)])),
  wordCounts: Object.fromEntries(Object.entries(modules).map(([file, module]) => [file, module.wordCount])),
  tools: import.meta.glob<unknown>('/content/_tools/*.yaml', { eager: true, import: 'default' }),
  todoLines: {
    ...Object.fromEntries(Object.entries(modules).map(([file, module]) => [file, module.todoLines])),
    ...import.meta.glob<number[]>('/content/_tools/*.yaml', { eager: true, import: 'todoLines' }),
  },
  // Drafts, and pages with TODO markers, show in the writers' preview only. (The mode, not DEV: DEV follows NODE_ENV, which test runners set.)
  includeDrafts: import.meta.env.MODE === 'development',
})
