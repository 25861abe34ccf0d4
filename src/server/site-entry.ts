/**
 * The site over compiled pages with the tools and fields data imported
 * through Vite, for tests that build a site from pages of their own. The
 * preview reads the tools data itself (preview-entry.ts), as the build
 * does (build-entry.ts): bundled or imported one module a file, 100,000
 * tools would make every tool's edit a new server bundle and each preview
 * start minutes long.
 */
import { createCheckedSite as checkedSite, createSite as site, type CompiledPage, type DataFiles, type SiteOptions } from './site-core'

export type { CompiledPage, SiteOptions } from './site-core'

const data: DataFiles = {
  tools: import.meta.glob<unknown>('/content/_tools/*.yaml', { eager: true, import: 'default' }),
  toolTodoLines: import.meta.glob<number[]>('/content/_tools/*.yaml', { eager: true, import: 'todoLines' }),
  fields: import.meta.glob<unknown>('/content/_fields/*.yaml', { eager: true, import: 'default' }),
}

/** The site for these pages and the tools data in content/_tools/; throws a ContentError listing every problem. */
export const createSite = (pages: Record<string, CompiledPage>, options: SiteOptions = {}) => site(pages, data, options)

/** The site as far as the content is valid, with its problems (see site-core.ts). */
export const createCheckedSite = (pages: Record<string, CompiledPage>, options: SiteOptions = {}) => checkedSite(pages, data, options)
