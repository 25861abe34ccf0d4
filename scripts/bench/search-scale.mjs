#!/usr/bin/env node
/**
 * node scripts/bench/search-scale.mjs [--items 100000] [--names made-up] [--queries "project management,a"] [--runs 3] [--keys]
 *   [--dist dist] [--port 4690] [--index-cache file.json] [--trace] [--profile file.cpuprofile]
 *
 * The site search at a scale the bench cannot build (100,000 tools take the
 * registry alone a quarter of an hour): the built site (run `npm run build`
 * first) with its search files replaced by the split index of synthetic
 * items, typed in Chromium at 4x CPU slowdown as `npm run bench` types.
 *
 * The items are the bench's: the site's own, 5,000 generated pages and
 * 5,000 generated tools, then more tools as generateTools makes them (tool
 * n is a real tool's data under "<name> n", at /tools/<id>-t<n>) and a
 * ranking for every fifty. With --names made-up, the added tools get
 * distinct made-up names and a real tool's keywords drawn at random, so
 * their lists are not periodic: a harder case than the bench's.
 *
 * Per query, on fresh pages: the bytes fetched (gzip) while typing it,
 * code (the search worker's script included) and search data apart, and
 * the slowest keystroke's main-thread work (search:query: since the engine
 * runs in a worker, the input's render and drawing the answer; before, the
 * engine's own work), its time to results (search:wait), and the engine's
 * time in the worker (search:engine). Each keystroke's times are the least
 * of --runs typings: on a machine other work shares, a run is only ever
 * slowed by it.
 *
 * With --trace, each typing is also traced (Chromium's toplevel and
 * devtools.timeline categories), which counts all the main thread's work,
 * style, layout and paint included: per keystroke, the tasks that ran its
 * input and drew its answer, each with the frame after it (the slowest
 * keystroke, least of the runs), and the longest main-thread task from
 * the first keystroke to the last answer (the most of the runs). Both are
 * wall time: on a shared machine they count time the throttled thread
 * waited for a core.
 *
 * --profile writes the main thread's CPU profile of the last typing (sampled every 0.1 ms, from
 * the dialog open to the last answer) to a file.
 *
 * --dist serves another build (one kept from before a change); --index-cache
 * keeps the built index in a file, read back when it exists, so runs at the
 * same items and names compare the same files.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { createServer } from 'vite'
import { chromiumLaunchOptions } from '../chromium.mjs'
import { itemsAt } from './search-items.mjs'

const args = process.argv.slice(2)
const option = (/** @type {string} */ name) => {
  const at = args.indexOf(name)
  return at >= 0 ? args[at + 1] : undefined
}
const target = Number(option('--items') ?? 100_000)
const madeUpNames = option('--names') === 'made-up'
const runs = Number(option('--runs') ?? 3)
const distDir = path.resolve(option('--dist') ?? 'dist')
const port = Number(option('--port') ?? 4690)
const indexCache = option('--index-cache')
const tracing = args.includes('--trace')
const profiling = option('--profile')
const QUERIES = (option('--queries') ?? 'project management,a,e,notion asana,ai meeting summary,roi calculator,best crm,email client,hubspot vs salesforce,soc 2,tool a').split(',')
const root = process.cwd()
if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error('No dist/: run npm run build first.')
  process.exit(2)
}

/**
 * Serves dist/ on a free port; resolves with its origin and a stop function.
 * @param {number} port
 * @returns {Promise<{ origin: string, stop: () => void }>}
 */
function serve(port) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), distDir], { env: { ...process.env, PORT: String(port) } })
    child.stdout.once('data', () => resolve({ origin: `http://127.0.0.1:${port}`, stop: () => child.kill() }))
    child.once('error', reject)
  })
}

/** @type {{ files: { path: string, content: string }[] }} */
let built
if (indexCache && existsSync(indexCache)) {
  built = JSON.parse(readFileSync(indexCache, 'utf8'))
  console.log(`split index read from ${indexCache}: ${built.files.length} files`)
} else {
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' })
  try {
    const site = /** @type {typeof import('../../tests/unit/site-content.ts')} */ (await vite.ssrLoadModule('/tests/unit/site-content.ts'))
    const index = /** @type {typeof import('../../src/search/search-index.ts')} */ (await vite.ssrLoadModule('/src/search/search-index.ts'))
    const split = /** @type {typeof import('../../src/search/split/build.ts')} */ (await vite.ssrLoadModule('/src/search/split/build.ts'))
    const items = itemsAt(site, index, target, madeUpNames)
    const started = performance.now()
    built = split.buildSplitIndex(items)
    const gzipped = built.files.map((file) => gzipSync(file.content).length)
    console.log(
      `${items.length} items${madeUpNames ? ' (added tools with made-up names)' : ''}: split index built in ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
        `${built.files.length} files, ${(gzipped.reduce((a, b) => a + b, 0) / 1024 / 1024).toFixed(1)} MB gzip, the largest ${(Math.max(...gzipped) / 1024).toFixed(1)} KB`,
    )
    if (indexCache) writeFileSync(indexCache, JSON.stringify({ files: built.files }))
  } finally {
    await vite.close()
  }
}
const files = new Map(built.files.map((file) => [`/${file.path}`, file.content]))

const { chromium } = await import('@playwright/test')
const browser = await chromium.launch(chromiumLaunchOptions())
const server = await serve(port)
/** @type {string[][]} */
const rows = []

/**
 * Types a query on a fresh page: bytes fetched (gzip; search data apart from code), and per keystroke (the empty query
 * the dialog opens with first) its work and time to results.
 * @param {string} query
 */
async function typeOnce(query) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await page.route(/\/search(\.json|\/)/, (route) => {
    const content = files.get(new URL(route.request().url()).pathname)
    return content === undefined ? route.fulfill({ status: 404 }) : route.fulfill({ body: content, contentType: 'application/json' })
  })
  await page.goto(`${server.origin}/about`, { waitUntil: 'networkidle' })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  /** @type {Promise<{ data: boolean, gzip: number }>[]} */
  const fetched = []
  page.on('requestfinished', (request) => {
    const address = new URL(request.url()).pathname
    if (/\/search(\.json|\/)/.test(address)) fetched.push(Promise.resolve({ data: true, gzip: gzipSync(files.get(address) ?? '').length }))
    else fetched.push(request.response().then((response) => response?.body()).then((body) => ({ data: false, gzip: body ? gzipSync(body).length : 0 })))
  })
  /** @type {TraceEvent[]} */
  const traced = []
  cdp.on('Tracing.dataCollected', ({ value }) => traced.push(.../** @type {TraceEvent[]} */ (/** @type {unknown} */ (value))))
  if (tracing) await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'blink.user_timing'], excludedCategories: ['*'] }, transferMode: 'ReportEvents' })
  await page.keyboard.press('/')
  const input = page.getByRole('combobox')
  await input.waitFor()
  if (profiling) {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    await cdp.send('Profiler.start')
  }
  await input.pressSequentially(query, { delay: 30 })
  // Every keystroke's results in (and the empty query's, when the dialog opened), unless React ran two keystrokes as one.
  await page.waitForFunction((count) => performance.getEntriesByName('search:wait').length >= count, query.length + 1, { timeout: 30_000 }).catch(() => undefined)
  await page.waitForLoadState('networkidle')
  const timings = await page.evaluate(() => ({
    query: performance.getEntriesByName('search:query').map((entry) => entry.duration),
    wait: performance.getEntriesByName('search:wait').map((entry) => entry.duration),
    engine: performance.getEntriesByName('search:engine').map((entry) => entry.duration),
    status: document.querySelector('[role=dialog] [role=status]')?.textContent ?? '',
  }))
  if (profiling) {
    const { profile } = await cdp.send('Profiler.stop')
    writeFileSync(profiling, JSON.stringify(profile))
  }
  let trace = { keys: /** @type {number[]} */ ([]), longest: 0 }
  if (tracing) {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.end')
    await complete
    if (process.env.TRACE_DUMP) writeFileSync(process.env.TRACE_DUMP, JSON.stringify(traced))
    trace = mainThreadWork(traced)
  }
  const sizes = await Promise.all(fetched)
  await page.close()
  const sum = (/** @type {boolean} */ data) => sizes.filter((size) => size.data === data).reduce((total, size) => total + size.gzip, 0)
  return { data: sum(true), code: sum(false), ...timings, trace }
}

/** @typedef {{ name: string, cat: string, ph: string, ts: number, dur?: number, pid: number, tid: number, id?: string, id2?: { local?: string }, args?: { name?: string } }} TraceEvent */

/**
 * The main thread's work per keystroke from a trace, all of it (handlers, React, style, layout, paint): the top-level
 * task that ran the keystroke's input (where its search:wait begins) and the one that drew its answer (where it ends),
 * each with the first rendering task after it; and the longest top-level task from the first keystroke to the last
 * answer drawn. In ms.
 * @param {TraceEvent[]} events
 */
function mainThreadWork(events) {
  const waits = events.filter((event) => event.cat.includes('blink.user_timing') && event.name === 'search:wait')
  const pid = waits[0]?.pid
  const main = events.find((event) => event.ph === 'M' && event.name === 'thread_name' && event.pid === pid && event.args?.name === 'CrRendererMain')
  if (!main) return { keys: [], longest: 0 }
  const onMain = events.filter((event) => event.pid === pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined)
  /** @type {{ start: number, end: number, renders: boolean }[]} */
  const tasks = []
  for (const event of onMain.filter((e) => e.cat.includes('toplevel')).sort((a, b) => a.ts - b.ts)) {
    const last = tasks[tasks.length - 1]
    if (last && event.ts < last.end) continue
    tasks.push({ start: event.ts, end: event.ts + (event.dur ?? 0), renders: false })
  }
  const rendering = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit'])
  let at = 0
  for (const event of onMain.filter((e) => rendering.has(e.name)).sort((a, b) => a.ts - b.ts)) {
    while (at < tasks.length && /** @type {{ end: number }} */ (tasks[at]).end < event.ts) at += 1
    const task = tasks[at]
    if (task && task.start <= event.ts) task.renders = true
  }
  const taskAt = (/** @type {number} */ ts) => tasks.findIndex((task) => task.start <= ts && ts <= task.end)
  const frameAfter = (/** @type {number} */ index) => tasks.findIndex((task, k) => k > index && task.renders)
  // search:wait's begin and end: measures overlap, and an id is reused once its measure has ended.
  /** @type {{ begin: number, end: number }[]} */
  const ordered = []
  /** @type {Map<string, number>} */
  const open = new Map()
  for (const event of waits) {
    const id = event.id2?.local ?? event.id ?? ''
    if (event.ph === 'b') open.set(id, event.ts)
    else if (event.ph === 'e' && open.has(id)) {
      ordered.push({ begin: /** @type {number} */ (open.get(id)), end: event.ts })
      open.delete(id)
    }
  }
  ordered.sort((a, b) => a.begin - b.begin)
  const chosenTasks = ordered.map(({ begin, end }) => {
    /** @type {Set<number>} */
    const chosen = new Set()
    for (const ts of [begin, end]) {
      const task = taskAt(ts)
      if (task < 0) continue
      chosen.add(task)
      const frame = frameAfter(task)
      if (frame >= 0) chosen.add(frame)
    }
    return [...chosen].map((k) => /** @type {{ start: number, end: number }} */ (tasks[k]))
  })
  const keys = chosenTasks.map((chosen) => chosen.reduce((sum, task) => sum + task.end - task.start, 0) / 1000)
  // The first span is the empty query's, posted when the search is ready: typing starts with the second.
  const from = ordered[1]?.begin ?? Infinity
  const to = Math.max(...ordered.map((span) => span.end))
  const typing = tasks.filter((task) => task.start >= from && task.start <= to + 100_000)
  const longest = Math.max(0, ...typing.map((task) => (task.end - task.start) / 1000))
  return { keys, longest }
}
try {
  for (const query of QUERIES) {
    /** @type {Awaited<ReturnType<typeof typeOnce>>[]} */
    const typings = []
    for (let run = 0; run < runs; run += 1) typings.push(await typeOnce(query))
    const leastOf = (/** @type {(typing: (typeof typings)[number]) => number[]} */ read) => (read(/** @type {(typeof typings)[number]} */ (typings[0])) ?? []).map((_, at) => Math.min(...typings.map((typing) => read(typing)[at] ?? Infinity)))
    const least = (/** @type {'query' | 'wait' | 'engine'} */ name) => leastOf((typing) => typing[name])
    const work = least('query')
    const engine = least('engine')
    const traced = leastOf((typing) => typing.trace.keys)
    const ms = (/** @type {number[]} */ list) => (list.length > 0 ? `${Math.max(...list).toFixed(1)} ms` : '')
    const first = /** @type {(typeof typings)[number]} */ (typings[0])
    rows.push([
      query,
      `${(first.data / 1024).toFixed(1)} KB`,
      `${(first.code / 1024).toFixed(1)} KB`,
      ms(work),
      tracing ? ms(traced) : '',
      tracing ? ms(typings.map((typing) => typing.trace.longest)) : '',

      ms(engine),
      `${Math.round(Math.max(...least('wait')))} ms`,
      first.status.slice(0, 40),
    ])
    if (args.includes('--keys')) {
      console.log(query, 'main thread', work.map((ms) => ms.toFixed(1)).join(' '))
      if (tracing) console.log(query, 'traced', traced.map((ms) => ms.toFixed(1)).join(' '), '| longest task per run', typings.map((typing) => typing.trace.longest.toFixed(1)).join(' '))
      if (engine.length > 0) console.log(query, 'engine', engine.map((ms) => ms.toFixed(1)).join(' '))
      console.log(query, 'to results', least('wait').map((ms) => ms.toFixed(0)).join(' '))
    }
  }
} finally {
  server.stop()
  await browser.close()
}
const headers = ['typed key by key', 'search data (gzip)', 'code (gzip)', 'slowest keystroke, search:query', 'slowest keystroke, traced', 'longest task',  'slowest engine (worker)', 'slowest keystroke to results', 'status']
const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)))
const line = (/** @type {string[]} */ cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`
console.log([line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n'))
