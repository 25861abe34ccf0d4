/**
 * What a build that stays running (`npm run build -- --watch`, watch.mjs)
 * keeps from one build to the next (build.mjs, buildOnce), and how a build
 * finds whether the site before can be taken with prose or tools files saved.
 */

/**
 * @import { BuiltPage } from './pages.mjs'
 * @import { GroupMemoFile } from './extras.mjs'
 * @import { PreparedStaging } from './publish.mjs'
 * @import { KeptIndex } from './render-pages.mjs'
 */

/**
 * What a build that stays running (`npm run build -- --watch`) keeps from one build to the next, in memory: the
 * server bundle's fingerprint, the pages as compiled, the tools as read, and the site made of them. Each is
 * dropped (undefined) as soon as the build finds it cannot be taken as it is, so that two sites of 100,000 tools
 * are never held at once; after a failed build, what keptAfterFailure drops.
 * @typedef {object} Kept
 * @property {string} [serverFingerprint]
 * @property {Record<string, BuiltPage>} [compiled]
 * @property {Awaited<ReturnType<typeof import('./tools-data.mjs')['readToolFiles']>>} [toolFiles]
 * @property {ReturnType<typeof import('../../src/server/build-entry.ts')['createCheckedSite']>} [site]
 * @property {boolean} [siteAsBefore] whether `site` was made from the site before with prose or tools files saved, its pages' frontmatter as it was
 * @property {ReturnType<ReturnType<typeof import('../../src/server/build-entry.ts')['createCheckedSite']>['socialCards']>} [cardJobs] the social cards `site` asks for
 * @property {KeptIndex} [index] the render index as the build before left it
 * @property {Map<string, unknown>} [extrasRecords] the other files' groups' records as the build before read or wrote them
 * @property {Map<string, unknown>} [extrasMemos] the other files' groups' memos as the build before kept them, or as read while the watch waited (group-memo.mjs)
 * @property {GroupMemoFile[]} [memoFiles] the other files' groups' memo files with their groups, to read while the watch waits
 * @property {Map<string, unknown>} [compressedIdentities] the compressor's record of identities as the builds before read it (compressed-identities.mjs)
 * @property {PreparedStaging} [staging] the list of the folder the next build stages in, read while the watch waited, or as a failed build kept it
 * @property {readonly unknown[]} [routesWritten] the route table (routes.json) as the build before wrote it, or as it was when a build wrote none
 */

/**
 * The pages whose source changed since the build before, as it compiled them and as they are now; undefined when
 * a page came or went (the site is then made again).
 * @param {Kept} kept
 * @param {Record<string, BuiltPage>} pages
 * @returns {Record<string, { before: BuiltPage, after: BuiltPage }> | undefined}
 */
export function savedPages(kept, pages) {
  const before = kept.compiled
  if (!before || Object.keys(before).length !== Object.keys(pages).length) return undefined
  /** @type {Record<string, { before: BuiltPage, after: BuiltPage }>} */
  const saved = {}
  for (const [key, after] of Object.entries(pages)) {
    const was = before[key]
    if (!was) return undefined
    if (was.hash !== after.hash) saved[key] = { before: was, after }
  }
  return saved
}

/**
 * The site before with what was saved since, for a build that stays running: pages' prose with the tools as read
 * before (withPagesSavedChecked), or their frontmatter (withFrontmatterSavedChecked), or tools files with the pages as
 * compiled before (withToolsSavedChecked); undefined when the site is to be made again (both changed, or a save each
 * cannot take). Says which it took; `frontmatterAsBefore`: whether every page's frontmatter is as it was (the social
 * cards and the route table are then as the build before made them).
 * @param {typeof import('../../src/server/build-entry.ts')} server
 * @param {NonNullable<Kept['site']>} site
 * @param {{ kept: Kept, pages: Record<string, BuiltPage>, toolFiles: NonNullable<Kept['toolFiles']>, options: import('../../src/server/build-entry.ts').SiteOptions }} now
 * @returns {{ site: NonNullable<Kept['site']>, frontmatterAsBefore: boolean } | undefined}
 */
export function siteWithSaves(server, site, { kept, pages, toolFiles, options }) {
  const saved = savedPages(kept, pages)
  if (!saved) return undefined
  const plural = (/** @type {number} */ count, /** @type {string} */ noun) => `${count} ${noun}${count === 1 ? '' : 's'}`
  if (kept.toolFiles === toolFiles) {
    const proseSaved = server.withPagesSavedChecked(site, saved, options)
    if (proseSaved) {
      console.log(`  the site as before, with the prose of ${plural(Object.keys(saved).length, 'page')} saved`)
      return { site: proseSaved, frontmatterAsBefore: true }
    }
    const frontmatterSaved = server.withFrontmatterSavedChecked(site, saved, options)
    if (!frontmatterSaved) return undefined
    console.log(`  the site as before, with ${plural(Object.keys(saved).length, 'page')} saved, frontmatter and all`)
    return { site: frontmatterSaved, frontmatterAsBefore: false }
  }
  if (Object.keys(saved).length > 0 || toolFiles.removed.length > 0) return undefined
  /** @type {Record<string, import('../../src/server/build-entry.ts').SavedTool>} */
  const savedTools = Object.fromEntries(toolFiles.parsedKeys.map((key) => [key, { check: toolFiles.toolChecks[key], todoLines: toolFiles.toolTodoLines[key] ?? [] }]))
  const toolsSaved = server.withToolsSavedChecked(site, savedTools, options)
  if (!toolsSaved) return undefined
  console.log(`  the site as before, with ${plural(toolFiles.parsedKeys.length, 'tools file')} saved`)
  return { site: toolsSaved, frontmatterAsBefore: true }
}

/** The server code changed while the build stayed running: it starts again (watchBuilds). */
export class CodeChanged extends Error {
  constructor() {
    super('The site\'s code (src/ or content/_fields/) changed: the build starts again to load it.')
  }
}

/**
 * What a build that stays running keeps after a failed build, for the next (changed in place): what it read and what
 * it renders by (the pages as compiled, the tools as read, the render index, the other files' records, the
 * compressor's record of identities), each true of what it was read or made from, and the folder it staged in with its
 * list. Not the site: the next one is made again, every record checked against it whole. A save is taken into a site
 * made from the one before only when every record was checked against that one (site-core.ts, withPagesSavedChecked),
 * and a build that failed may have stopped before it checked them: at 100,000 tools, the fix of a mistyped date then
 * took the time of a new process's build (33 s), reading every tools file and the render index again.
 * Nor the groups' memos, which hold values of the site they were made with.
 * @param {Kept} kept
 * @param {PreparedStaging} [staging] the folder the failed build staged in, kept with its list (publish.mjs, leaveBuild)
 */
export function keptAfterFailure(kept, staging) {
  kept.site = undefined
  kept.siteAsBefore = false
  kept.cardJobs = undefined
  kept.extrasMemos = undefined
  kept.memoFiles = undefined
  kept.staging = staging
}
