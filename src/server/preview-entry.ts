/**
 * The writers' preview's site entry (scripts/dev/site.mjs, content:check):
 * the site over compiled pages and the tools data, which the preview reads
 * itself as the build does (scripts/build/tools-data.mjs: each file parsed
 * and checked by the build's reader, tools-reader.ts, kept by its identity,
 * one file read again when it is saved), with the fields data imported
 * through Vite. Importing every tools file through Vite, one module each,
 * took a minute at each start at 10,000 tools; checking them all again
 * at each start, 35 s at 100,000.
 */
import type { ToolFiles } from './build-entry'
import { createSite as site, type CompiledPage, type SiteOptions } from './site-core'

export type { CompiledPage, SiteOptions } from './site-core'
export { withPagesSaved } from './site-core'
export { withFrontmatterSaved } from './frontmatter-saved'
export type { ToolFiles } from './build-entry'
export { readToolFile } from './tools-reader'

const fields = import.meta.glob<unknown>('/content/_fields/*.yaml', { eager: true, import: 'default' })

/** The site for these pages and tools data; throws a ContentError listing every problem. */
export const createSite = (pages: Record<string, CompiledPage>, { tools, toolChecks, toolTodoLines }: ToolFiles, options: SiteOptions = {}) =>
  site(pages, { tools, toolChecks, toolTodoLines, fields }, options)
