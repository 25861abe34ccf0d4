#!/usr/bin/env node
/**
 * npm run bench [-- --pages 1000[,5000]] [--tools 5000] [--pages-and-tools 5000] [--no-lighthouse] [--keep]
 *
 * Builds the site as it is, and with N generated pages, each in a fresh
 * copy of the project (so every first build is cold), and with N generated
 * tools (their profiles, and a ranking for every fifty), then measures what
 * visitors and writers feel: build time cold and after one edit, the
 * preview's time to show a saved edit (bench/preview.mjs), peak
 * memory, per route the JavaScript before interaction, HTML size and DOM
 * nodes, the bytes search fetches and its time per keystroke, and Lighthouse (mobile).
 * Prints one table per size. Not part of `npm test`: it takes minutes.
 */
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromiumLaunchOptions } from './chromium.mjs'
import { LIGHTHOUSE_ROUTES, lighthouseRoute } from './bench/lighthouse.mjs'
import { measurePreviewEdits } from './bench/preview.mjs'
import { projectWith } from './bench/project.mjs'
import { report, seconds } from './bench/report.mjs'
import { measureRoutes } from './bench/routes.mjs'
import { build, renderedAndBesides, serve } from './bench/runs.mjs'
import { measureSearch } from './bench/search.mjs'
import { measureRelevance } from './bench/search-relevance.mjs'
import { measureTeamCost } from './bench/team-cost.mjs'
import { measureWatchedEdits } from './bench/watched.mjs'
import { messageOf } from './lib/errors.mjs'

/**
 * @import { Browser } from '@playwright/test'
 * @import { PreviewEdits } from './bench/preview.mjs'
 * @import { Size } from './bench/project.mjs'
 * @import { RouteSize } from './bench/routes.mjs'
 * @import { BuildRun } from './bench/runs.mjs'
 * @import { SearchFigures } from './bench/search.mjs'
 * @import { RelevanceFigures } from './bench/search-relevance.mjs'
 * @import { TeamCostFigures } from './bench/team-cost.mjs'
 */

/** A route's Lighthouse figures (NaN where it could not be measured). @typedef {Awaited<ReturnType<typeof lighthouseRoute>> & { route: string }} LighthouseRow */
/** The preview's measurement, or why it was not made. @typedef {(PreviewEdits & { error?: undefined }) | { error: string }} PreviewOutcome */
/** The watch's measurement, or why it was not made. @typedef {(Awaited<ReturnType<typeof measureWatchedEdits>> & { error?: undefined }) | { error: string }} WatchedOutcome */
/**
 * Everything measured at one size of the site.
 * @typedef {object} BenchResult
 * @property {string} label the size: "+0", "+1000 pages", "+5000 tools"
 * @property {BuildRun} cold
 * @property {BuildRun} unchanged a build with nothing changed, after the cold one: a writer's builds after the first stage their site in the one kept from the build before last, and so does the next
 * @property {BuildRun} edited the build after one edit of a guide's prose
 * @property {BuildRun} toolEdited the build after that, after one edit of a tools file (a rating)
 * @property {WatchedOutcome} watched the same two edits with the build kept running (bench/watched.mjs)
 * @property {PreviewOutcome} preview
 * @property {RouteSize[]} routes
 * @property {SearchFigures} search
 * @property {RelevanceFigures} relevance the relevance set asked of the built site's search
 * @property {TeamCostFigures} teamCost
 * @property {LighthouseRow[] | undefined} lighthouse undefined with --no-lighthouse
 */

const root = process.cwd()
const args = process.argv.slice(2)
const option = (/** @type {string} */ name) => {
  const index = args.indexOf(name)
  return index >= 0 ? args[index + 1] : undefined
}
/** @param {string} name */
const sizesOf = (name) => {
  const sizes = (option(name) ?? '').split(',').filter(Boolean).map(Number)
  if (sizes.some((n) => !Number.isInteger(n) || n <= 0)) {
    console.error(`${name} takes whole numbers, e.g. ${name} 1000 or ${name} 1000,5000`)
    process.exit(2)
  }
  return sizes
}
/** @type {Size[]} */
const SIZES = [
  { pages: 0, tools: 0, label: '+0' },
  ...sizesOf('--pages').map((pages) => ({ pages, tools: 0, label: `+${pages} pages` })),
  ...sizesOf('--tools').map((tools) => ({ pages: 0, tools, label: `+${tools} tools` })),
  ...sizesOf('--pages-and-tools').map((n) => ({ pages: n, tools: n, label: `+${n} pages +${n} tools` })),
]
const runLighthouse = !args.includes('--no-lighthouse')
const keep = args.includes('--keep')

/** The page edited for the rebuild measurement. */
const EDITED_PAGE = 'content/guides/tool-stack-optimization.mdx'
const EDITED_ROUTE = '/guides/tool-stack-optimization'
/** The tools file edited (its rating) for the second rebuild measurement. */
const EDITED_TOOL = 'content/_tools/pipedrive.yaml'

/**
 * Builds, previews and measures the site at one size, in a copy of the project.
 * @param {Size} size
 * @param {number} port where to serve it (the preview takes port + 50 and port + 51)
 * @param {Browser} browser
 * @returns {Promise<BenchResult>}
 */
async function benchmark(size, port, browser) {
  console.log(`\n== Site ${size.label} ==`)
  const dir = await projectWith(root, size)
  try {
    const cold = await build(dir)
    console.log(`cold build: ${seconds(cold.ms)} (${cold.pages} pages; ${Object.entries(cold.steps).map(([k, v]) => `${k} ${seconds(v)}`).join(', ')}), peak ${cold.peakMb} MB`)
    const unchanged = await build(dir)
    console.log(`a build with nothing changed: ${seconds(unchanged.ms)} (${Object.entries(unchanged.steps).map(([k, v]) => `${k} ${seconds(v)}`).join(', ')})`)
    appendFileSync(path.join(dir, EDITED_PAGE), '\nOne more sentence, added to measure a rebuild after one edit.\n')
    const edited = await build(dir)
    console.log(`after one edit of a guide: ${seconds(edited.ms)}, ${renderedAndBesides(edited)} (${Object.entries(edited.steps).map(([k, v]) => `${k} ${seconds(v)}`).join(', ')})`)
    const toolFile = path.join(dir, EDITED_TOOL)
    writeFileSync(toolFile, readFileSync(toolFile, 'utf8').replace(/^rating: .*$/m, 'rating: 4.1'))
    const toolEdited = await build(dir)
    console.log(`after one edit of a tools file: ${seconds(toolEdited.ms)}, ${renderedAndBesides(toolEdited)} (${Object.entries(toolEdited.steps).map(([k, v]) => `${k} ${seconds(v)}`).join(', ')})`)
    // The same two edits with the build kept running: what it keeps between builds is what an edit no longer pays.
    /** @type {WatchedOutcome} */
    const watched = await measureWatchedEdits(dir, { page: EDITED_PAGE, tool: EDITED_TOOL }).catch((error) => ({ error: messageOf(error).split('\n')[0] ?? '' }))
    if (watched.error !== undefined) console.log(`watch: not measured (${watched.error})`)
    else {
      const steps = (/** @type {BuildRun} */ run) => Object.entries(run.steps).map(([k, v]) => `${k} ${seconds(v)}`).join(', ')
      console.log(`watch, after one edit of a guide: ${seconds(watched.guide.ms)}, ${renderedAndBesides(watched.guide)} (${steps(watched.guide)})`)
      console.log(`watch, after one edit of a tools file: ${seconds(watched.tool.ms)}, ${renderedAndBesides(watched.tool)} (${steps(watched.tool)})`)
      const { laterTool } = watched
      if ('error' in laterTool) console.log(`watch, the tools file put back once the watch read ahead: not measured (${laterTool.error})`)
      else console.log(`watch, the tools file put back once the watch read ahead: ${seconds(laterTool.ms)}, ${renderedAndBesides(laterTool)} (${steps(laterTool)})`)
    }
    // A failed preview measurement is reported, and the rest of the run still counts.
    /** @type {PreviewOutcome} */
    const preview = await measurePreviewEdits(browser, dir, port + 50, { file: EDITED_PAGE, route: EDITED_ROUTE }).catch((error) => ({ error: messageOf(error).split('\n')[0] ?? '' }))
    if (preview.error !== undefined) console.log(`preview: not measured (${preview.error})`)
    else console.log(`preview: first page after ${seconds(preview.firstPage)} (after a restart ${seconds(preview.restartPage)}); an MDX edit shows in ${preview.median} ms (median; slowest ${preview.slowest} ms, first ${preview.first} ms)`)
    const server = await serve(root, dir, port)
    try {
      const routes = await measureRoutes(browser, server.origin)
      const search = await measureSearch(browser, server.origin)
      const relevance = await measureRelevance(browser, server.origin)
      const teamCost = await measureTeamCost(browser, server.origin)
      /** @type {LighthouseRow[] | undefined} */
      const lighthouse = runLighthouse ? [] : undefined
      // A route Lighthouse cannot measure shows as such; the rest of the run still counts.
      const unmeasured = { performance: Number.NaN, lcp: Number.NaN, tbt: Number.NaN, cls: Number.NaN, fcp: Number.NaN, runs: 0, slowest: { lcp: Number.NaN, tbt: Number.NaN } }
      if (lighthouse) for (const route of LIGHTHOUSE_ROUTES) lighthouse.push({ route, ...(await lighthouseRoute(server.origin + route).catch(() => unmeasured)) })
      return { label: size.label, cold, unchanged, edited, toolEdited, watched, preview, routes, search, relevance, teamCost, lighthouse }
    } finally {
      server.stop()
    }
  } finally {
    if (keep) console.log(`kept ${dir}`)
    else rmSync(dir, { recursive: true, force: true })
  }
}

const { chromium } = await import('@playwright/test')
const browser = await chromium.launch(chromiumLaunchOptions())
/** @type {BenchResult[]} */
const results = []
try {
  for (const [i, size] of SIZES.entries()) results.push(await benchmark(size, 4600 + i, browser))
} finally {
  await browser.close()
}
report(results)
