/**
 * The build's site entry (scripts/build.mjs): the site over the compiled
 * pages and the tools data the build read (scripts/build/tools-data.mjs).
 * Only code and the fields' feature lists are bundled here, so editing a
 * tools file leaves the server bundle as it is, and the render cache
 * renders again only the pages that showed that tool
 * (render-dependencies.ts and dependency-digest.ts).
 */
import type { ToolFileCheck } from '../content/tool-file-check'
import { createCheckedSite as checkedSite, type CompiledPage, type SiteOptions } from './site-core'

export { withPagesSavedChecked } from './site-core'
export { withFrontmatterSavedChecked } from './frontmatter-saved'
export { withToolsSavedChecked, type SavedTool } from './tools-saved'

export type { CompiledPage, SiteOptions } from './site-core'
export { readToolFile } from './tools-reader'

const fields = import.meta.glob<unknown>('/content/_fields/*.yaml', { eager: true, import: 'default' })

/** The tools data as the build read it, by file key ("/content/_tools/vanta.yaml"). */
export interface ToolFiles {
  tools: Record<string, unknown>
  /** Files checked as they were read (tools-reader.ts), by the same keys: their data in `tools` is not read. */
  toolChecks?: Record<string, ToolFileCheck | undefined>
  toolTodoLines: Record<string, number[]>
}

/** The site as far as the content is valid, with its problems (see site-core.ts). */
export const createCheckedSite = (pages: Record<string, CompiledPage>, { tools, toolChecks, toolTodoLines }: ToolFiles, options: SiteOptions = {}) =>
  checkedSite(pages, { tools, toolChecks, toolTodoLines, fields }, options)
