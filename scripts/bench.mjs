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
import { spawn } from 'node:child_process'
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { parse } from 'yaml'
import { chromiumLaunchOptions } from './chromium.mjs'
import { FOLDER_OF_KIND, generatePages, generateTools, splitMdx } from './bench/generate-pages.mjs'
import { LIGHTHOUSE_ROUTES, lighthouseRoute } from './bench/lighthouse.mjs'
import { measureTeamCost, TEAM_COST_ROUTE } from './bench/team-cost.mjs'
import { measurePreviewEdits } from './bench/preview.mjs'
import { pageKeys } from './build/pages.mjs'
import { messageOf } from './lib/errors.mjs'

/**
 * @import { Browser } from '@playwright/test'
 * @import { Kind, Template } from './bench/generate-pages.mjs'
 * @import { PreviewEdits, Started } from './bench/preview.mjs'
 */

/** A production build's wall time, its steps' times, pages written, pages rendered (not from the cache) and peak memory. @typedef {{ ms: number, steps: Record<string, number>, pages: number, rendered: number, peakMb: number }} BuildRun */
/** A route's bytes (gzip) and DOM nodes. @typedef {{ path: string, label: string, js: number, html: number, nodes: number }} RouteSize */
/**
 * Search as a visitor meets it: bytes fetched while typing, time to ready (the manifest), a keystroke's slowest main-thread
 * work (parsing and decoding what it fetched, matching, ranking) and its slowest time to results (fetches included), queries run.
 * @typedef {{ bytes: number, ready: number, query: number, wait: number, queries: number }} SearchFigures
 */
/** @typedef {import('./bench/team-cost.mjs').TeamCostFigures} TeamCostFigures */
/** A route's Lighthouse figures (NaN where it could not be measured). @typedef {Awaited<ReturnType<typeof lighthouseRoute>> & { route: string }} LighthouseRow */
/** The preview's measurement, or why it was not made. @typedef {(PreviewEdits & { error?: undefined }) | { error: string }} PreviewOutcome */
/**
 * Everything measured at one size of the site.
 * @typedef {object} BenchResult
 * @property {string} label the size: "+0", "+1000 pages", "+5000 tools"
 * @property {BuildRun} cold
 * @property {BuildRun} edited the build after one edit of a guide's prose
 * @property {BuildRun} toolEdited the build after that, after one edit of a tools file (a rating)
 * @property {PreviewOutcome} preview
 * @property {RouteSize[]} routes
 * @property {SearchFigures} search
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
/** A size of the site to measure: generated pages and generated tools added to the real ones. @typedef {{ pages: number, tools: number, label: string }} Size */
/** @type {Size[]} */
const SIZES = [
  { pages: 0, tools: 0, label: '+0' },
  ...sizesOf('--pages').map((pages) => ({ pages, tools: 0, label: `+${pages} pages` })),
  ...sizesOf('--tools').map((tools) => ({ pages: 0, tools, label: `+${tools} tools` })),
  ...sizesOf('--pages-and-tools').map((n) => ({ pages: n, tools: n, label: `+${n} pages +${n} tools` })),
]
const runLighthouse = !args.includes('--no-lighthouse')
const keep = args.includes('--keep')

/** Representative routes: one of each kind of page, and every page that wakes an island at load. */
const ROUTES = [
  { path: '/', label: 'home' },
  { path: '/best/soc-2-compliance-software', label: 'best-of' },
  { path: '/compare/notion-vs-asana', label: 'comparison' },
  { path: '/guides/tool-stack-optimization', label: 'guide' },
  { path: '/calculator/roi', label: 'calculator' },
  { path: '/best-tools', label: 'tools directory' },
  { path: '/comparisons', label: 'comparisons' },
  { path: '/guides', label: 'guides' },
  { path: '/calculators', label: 'calculators' },
  { path: '/about', label: 'about' },
  { path: '/tools/notion', label: 'tool profile' },
  { path: '/tools', label: 'tool finder' },
  { path: '/compare?tools=notion,coda,confluence', label: 'compare builder' },
  { path: TEAM_COST_ROUTE, label: 'builder, four fields' },
  { path: '/no-such-page', label: '404' },
]
/** The bar for every page: Lighthouse mobile performance 1.00 and LCP at most this (the same page with no script: about 750 ms). */
const LCP_TARGET_MS = 850
/** The page edited for the rebuild measurement. */
const EDITED_PAGE = 'content/guides/tool-stack-optimization.mdx'
const EDITED_ROUTE = '/guides/tool-stack-optimization'
/** The tools file edited (its rating) for the second rebuild measurement. */
const EDITED_TOOL = 'content/_tools/pipedrive.yaml'

/**
 * The site's own pages of each kind the bench re-issues, in file order: what generated pages are made from.
 * @returns {Promise<Template[]>}
 */
async function readTemplates() {
  const keys = await pageKeys(root)
  const folders = /** @type {[Kind, string][]} */ (Object.entries(FOLDER_OF_KIND))
  return folders.flatMap(([kind, folder]) =>
    keys
      .filter((key) => path.posix.dirname(key) === `/content/${folder}`)
      .map((key) => {
        const { frontmatter, body } = splitMdx(readFileSync(path.join(root, key), 'utf8'))
        return { kind, slug: path.posix.basename(key, '.mdx'), frontmatter: parse(frontmatter), body }
      }),
  )
}

/**
 * The tools in content/_tools/ with their names (the build checks the files; a broken one fails it there).
 * @returns {{ id: string, name: string }[]}
 */
function readTools() {
  const folder = path.join(root, 'content/_tools')
  return readdirSync(folder)
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => ({ id: file.replace(/\.yaml$/, ''), name: parse(readFileSync(path.join(folder, file), 'utf8')).name }))
}

/**
 * The tools in content/_tools/ with their files' text: what generated tools are made from.
 * @returns {{ id: string, source: string }[]}
 */
function readToolSources() {
  const folder = path.join(root, 'content/_tools')
  return readdirSync(folder)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => ({ id: file.replace(/\.yaml$/, ''), source: readFileSync(path.join(folder, file), 'utf8') }))
}

/**
 * A fresh copy of the project with a size's generated pages and tools, sharing node_modules.
 * @param {Size} size
 * @returns {Promise<string>} its folder
 */
async function projectWith(size) {
  const dir = mkdtempSync(path.join(tmpdir(), `toolcompass-bench-${size.pages}-${size.tools}-`))
  for (const entry of ['content', 'src', 'scripts', 'public', 'vite.config.ts', 'tsconfig.json', 'package.json']) {
    cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true })
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  const templates = await readTemplates()
  const generated = generateTools({ tools: readToolSources(), templates, count: size.tools })
  for (const file of [...generated.files, ...generatePages({ templates, tools: readTools(), count: size.pages })]) {
    const target = path.join(dir, 'content', file.path)
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, file.content)
  }
  return dir
}

/**
 * Runs the production build in `dir`; returns wall time, its step times and peak memory.
 * @param {string} dir
 * @returns {Promise<BuildRun>}
 */
function build(dir) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(process.execPath, ['scripts/build.mjs'], { cwd: dir, env: { ...process.env, DIST_DIR: 'dist' } })
    let output = ''
    child.stdout.on('data', (/** @type {Buffer} */ chunk) => (output += chunk))
    child.stderr.on('data', (/** @type {Buffer} */ chunk) => (output += chunk))
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`build failed in ${dir}:\n${output}`))
      /** @type {Record<string, number>} */
      const steps = Object.fromEntries([...output.matchAll(/^ {2}(\w+)\s+(\d+) ms$/gm)].map((m) => [m[1], Number(m[2])]))
      resolve({
        ms: performance.now() - started,
        steps,
        pages: Number(/Wrote (\d+) pages/.exec(output)?.[1]),
        rendered: Number(/(\d+) pages? rendered/.exec(output)?.[1]),
        peakMb: Number(/Peak memory (\d+) MB/.exec(output)?.[1]),
      })
    })
  })
}

/**
 * Serves dist/ of `dir` on a free port; resolves with its origin and a stop function.
 * @param {string} dir
 * @param {number} port
 * @returns {Promise<Started>}
 */
function serve(dir, port) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), path.join(dir, 'dist')], { env: { ...process.env, PORT: String(port) } })
    child.stdout.once('data', () => resolve({ origin: `http://127.0.0.1:${port}`, stop: () => child.kill() }))
    child.once('error', reject)
  })
}

const gzipSize = (/** @type {Buffer} */ buffer) => gzipSync(buffer, { level: 9 }).length

/**
 * Per route: JS before interaction (gzip), HTML (gzip) and DOM nodes, at a phone's width.
 * @param {Browser} browser
 * @param {string} origin
 * @returns {Promise<RouteSize[]>}
 */
async function measureRoutes(browser, origin) {
  /** @type {RouteSize[]} */
  const rows = []
  for (const route of ROUTES) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    /** @type {Promise<number>[]} */
    const scripts = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then(gzipSize, () => 0))
    })
    const response = await page.goto(origin + route.path, { waitUntil: 'networkidle' })
    if (!response) throw new Error(`${route.path}: no response`)
    const html = gzipSize(await response.body())
    const nodes = await page.evaluate(() => document.getElementsByTagName('*').length)
    // Every script body is read before the page closes, or a late one would count as nothing.
    const js = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0)
    rows.push({ ...route, js, html, nodes })
    await page.close()
  }
  return rows
}

/**
 * Opens search as a visitor would and types "project management", at 4x CPU slowdown: bytes fetched while typing (all before the
 * last result), time to ready, and per keystroke its main-thread work and its time to results.
 * @param {Browser} browser
 * @param {string} origin
 * @returns {Promise<SearchFigures>}
 */
async function measureSearch(browser, origin) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await page.goto(origin + '/about', { waitUntil: 'networkidle' })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  /** @type {Promise<number>[]} */
  const fetched = []
  page.on('response', (response) => fetched.push(response.body().then(gzipSize, () => 0)))
  await page.keyboard.press('/')
  const input = page.getByRole('combobox')
  await input.waitFor()
  await input.pressSequentially('project management', { delay: 30 })
  await page.getByRole('option').first().waitFor()
  // The last keystroke's results may still be on their way when the first option shows (and React may have run two keystrokes as one).
  await page.waitForFunction((count) => performance.getEntriesByName('search:wait').length >= count, 'project management'.length, { timeout: 10_000 }).catch(() => undefined)
  const timings = await page.evaluate(() => ({
    // Ready: the split index's manifest fetched and read by the search worker, then its code warmed (SearchChannel's search:ready and
    // search:warm); each query then fetches what it needs.
    ready: performance.getEntriesByName('search:ready').map((entry, i) => entry.duration + (performance.getEntriesByName('search:warm')[i]?.duration ?? 0)),
    queries: performance.getEntriesByName('search:query').map((entry) => entry.duration),
    waits: performance.getEntriesByName('search:wait').map((entry) => entry.duration),
  }))
  const bytes = (await Promise.all(fetched)).reduce((sum, size) => sum + size, 0)
  await page.close()
  return { bytes, ready: Math.max(...timings.ready), query: Math.max(...timings.queries), wait: Math.max(...timings.waits), queries: timings.queries.length }
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`

/**
 * Builds, previews and measures the site at one size, in a copy of the project.
 * @param {Size} size
 * @param {number} port where to serve it (the preview takes port + 50 and port + 51)
 * @param {Browser} browser
 * @returns {Promise<BenchResult>}
 */
async function benchmark(size, port, browser) {
  console.log(`\n== Site ${size.label} ==`)
  const dir = await projectWith(size)
  try {
    const cold = await build(dir)
    console.log(`cold build: ${seconds(cold.ms)} (${cold.pages} pages; ${Object.entries(cold.steps).map(([k, v]) => `${k} ${seconds(v)}`).join(', ')}), peak ${cold.peakMb} MB`)
    appendFileSync(path.join(dir, EDITED_PAGE), '\nOne more sentence, added to measure a rebuild after one edit.\n')
    const edited = await build(dir)
    console.log(`after one edit of a guide: ${seconds(edited.ms)}, ${edited.rendered} pages rendered (${Object.entries(edited.steps).map(([k, v]) => `${k} ${seconds(v)}`).join(', ')})`)
    const toolFile = path.join(dir, EDITED_TOOL)
    writeFileSync(toolFile, readFileSync(toolFile, 'utf8').replace(/^rating: .*$/m, 'rating: 4.1'))
    const toolEdited = await build(dir)
    console.log(`after one edit of a tools file: ${seconds(toolEdited.ms)}, ${toolEdited.rendered} pages rendered (${Object.entries(toolEdited.steps).map(([k, v]) => `${k} ${seconds(v)}`).join(', ')})`)
    // A failed preview measurement is reported, and the rest of the run still counts.
    /** @type {PreviewOutcome} */
    const preview = await measurePreviewEdits(browser, dir, port + 50, { file: EDITED_PAGE, route: EDITED_ROUTE }).catch((error) => ({ error: messageOf(error).split('\n')[0] ?? '' }))
    if (preview.error !== undefined) console.log(`preview: not measured (${preview.error})`)
    else console.log(`preview: first page after ${seconds(preview.firstPage)} (after a restart ${seconds(preview.restartPage)}); an MDX edit shows in ${preview.median} ms (median; slowest ${preview.slowest} ms, first ${preview.first} ms)`)
    const server = await serve(dir, port)
    try {
      const routes = await measureRoutes(browser, server.origin)
      const search = await measureSearch(browser, server.origin)
      const teamCost = await measureTeamCost(browser, server.origin)
      /** @type {LighthouseRow[] | undefined} */
      const lighthouse = runLighthouse ? [] : undefined
      // A route Lighthouse cannot measure shows as such; the rest of the run still counts.
      const unmeasured = { performance: Number.NaN, lcp: Number.NaN, tbt: Number.NaN, cls: Number.NaN, fcp: Number.NaN, runs: 0, slowest: { lcp: Number.NaN, tbt: Number.NaN } }
      if (lighthouse) for (const route of LIGHTHOUSE_ROUTES) lighthouse.push({ route, ...(await lighthouseRoute(server.origin + route).catch(() => unmeasured)) })
      return { label: size.label, cold, edited, toolEdited, preview, routes, search, teamCost, lighthouse }
    } finally {
      server.stop()
    }
  } finally {
    if (keep) console.log(`kept ${dir}`)
    else rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * A Markdown table, its columns padded to line up.
 * @param {string[]} headers
 * @param {(string | number)[][]} rows
 */
function table(headers, rows) {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => String(row[i]).length)))
  const line = (/** @type {(string | number)[]} */ cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i] ?? 0)).join(' | ')} |`
  return [line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n')
}

/**
 * Prints every table, one row a size.
 * @param {readonly BenchResult[]} results
 */
function report(results) {
  const base = results[0]
  if (!base) return
  console.log('\n## Build')
  console.log(
    table(
      ['generated pages', 'pages built', 'cold build', 'per page', 'after a guide edit', 'after a tools edit', 'peak memory'],
      results.map((r) => [
        r.label,
        r.cold.pages,
        seconds(r.cold.ms),
        `${(r.cold.ms / r.cold.pages).toFixed(1)} ms`,
        `${seconds(r.edited.ms)} (${r.edited.rendered} rendered)`,
        `${seconds(r.toolEdited.ms)} (${r.toolEdited.rendered} rendered)`,
        `${r.cold.peakMb} MB`,
      ]),
    ),
  )
  console.log('\n## Preview (npm run dev): from saving an MDX file to its text in the open tab')
  console.log(
    table(
      ['generated pages', 'median', 'slowest', 'first edit', 'first page after start', 'after a restart'],
      results.map((r) =>
        r.preview.error !== undefined
          ? [r.label, 'not measured', r.preview.error, '', '', '']
          : [r.label, `${r.preview.median} ms`, `${r.preview.slowest} ms`, `${r.preview.first} ms`, seconds(r.preview.firstPage), seconds(r.preview.restartPage)],
      ),
    ),
  )
  console.log('\n## Routes (JS before interaction gzip / HTML gzip / DOM nodes)')
  console.log(
    table(
      ['route', ...results.map((r) => r.label), ...(results.length > 1 ? ['largest / today'] : [])],
      base.routes.map((route, i) => {
        // Every size measured the same routes, in the same order.
        const sizes = results.map((r) => /** @type {RouteSize} */ (r.routes[i]))
        const cells = sizes.map((size) => `${kb(size.js)} / ${kb(size.html)} / ${size.nodes}`)
        const last = /** @type {RouteSize} */ (sizes.at(-1))
        const ratio = (/** @type {number} */ a, /** @type {number} */ b) => (b === 0 ? 1 : a / b).toFixed(3)
        return [`${route.label} ${route.path}`, ...cells, ...(results.length > 1 ? [`${ratio(last.js, route.js)} / ${ratio(last.html, route.html)} / ${ratio(last.nodes, route.nodes)}`] : [])]
      }),
    ),
  )
  console.log('\n## Search (4x CPU slowdown)')
  console.log(
    table(
      ['generated pages', 'fetched while typing (gzip)', 'ready after open (manifest, warm-up)', 'slowest keystroke, main-thread work', 'slowest keystroke to results'],
      results.map((r) => [r.label, kb(r.search.bytes), `${Math.round(r.search.ready)} ms`, `${r.search.query.toFixed(2)} ms`, `${Math.round(r.search.wait)} ms`]),
    ),
  )
  console.log(`\n## Team cost in the builder (${TEAM_COST_ROUTE}, 4x CPU slowdown; budget 16 ms a change)`)
  console.log(
    table(
      ['generated pages', 'changes', 'median change', 'slowest change'],
      results.map((r) => [r.label, r.teamCost.changes, `${r.teamCost.median.toFixed(1)} ms`, `${r.teamCost.slowest.toFixed(1)} ms`]),
    ),
  )
  if (base.lighthouse) {
    console.log('\n## Lighthouse (mobile, simulated throttling; each figure the median of the runs)')
    console.log(
      table(
        ['generated pages', 'route', 'performance', 'LCP', 'TBT', 'CLS', 'FCP', 'runs', 'slowest run LCP / TBT', `target (1.00, LCP <= ${LCP_TARGET_MS} ms)`],
        results.flatMap((r) =>
          (r.lighthouse ?? []).map((l) => [
            r.label,
            l.route,
            l.performance.toFixed(2),
            `${Math.round(l.lcp)} ms`,
            `${Math.round(l.tbt)} ms`,
            l.cls.toFixed(3),
            `${Math.round(l.fcp)} ms`,
            l.runs,
            `${Math.round(l.slowest.lcp)} ms / ${Math.round(l.slowest.tbt)} ms`,
            l.performance >= 1 && l.lcp <= LCP_TARGET_MS ? 'met' : 'MISSED',
          ]),
        ),
      ),
    )
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
