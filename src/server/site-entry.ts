/**
 * The preview's site entry (scripts/dev/site.mjs, content:check, tests):
 * the site over compiled pages, with the tools and fields data imported
 * through Vite, so that saving a tools file shows at once. The build
 * reads the tools data itself instead (build-entry.ts): bundled, 100,000
 * tools would make every tool's edit a new server bundle and every page's
 * render out of date.
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
