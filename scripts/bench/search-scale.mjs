#!/usr/bin/env node
/**
 * node scripts/bench/search-scale.mjs [--items 100000] [--names made-up] [--queries "project management,a"] [--runs 3] [--keys]
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
 * code and search data apart, and the slowest keystroke's main-thread work
 * (search:query) and time to results (search:wait). Each keystroke's times
 * are the least of --runs typings: on a machine other work shares, a run
 * is only ever slowed by it.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { parse } from 'yaml'
import { createServer } from 'vite'
import { chromiumLaunchOptions } from '../chromium.mjs'
import { generatePages, generateTools, splitMdx } from './generate-pages.mjs'

const args = process.argv.slice(2)
const option = (/** @type {string} */ name) => {
  const at = args.indexOf(name)
  return at >= 0 ? args[at + 1] : undefined
}
const target = Number(option('--items') ?? 100_000)
const madeUpNames = option('--names') === 'made-up'
const runs = Number(option('--runs') ?? 3)
const QUERIES = (option('--queries') ?? 'project management,a,e,notion asana,ai meeting summary,roi calculator,best crm,email client,hubspot vs salesforce,soc 2,tool a').split(',')
const root = process.cwd()
if (!existsSync(path.join(root, 'dist/index.html'))) {
  console.error('No dist/: run npm run build first.')
  process.exit(2)
}

/** @import { SearchItem } from '../../src/search/search-index.ts' */

/** A reproducible random source (xorshift). */
function random(seed = 20261126) {
  let state = seed
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 2 ** 32
  }
}

/**
 * The bench's 5,000 pages and 5,000 tools, through the real registry, then tools and rankings added up to `count` items.
 * @param {typeof import('../../tests/unit/site-content.ts')} site
 * @param {typeof import('../../src/search/search-index.ts')} index
 * @param {number} count
 * @returns {SearchItem[]}
 */
function itemsAt(site, index, count) {
  const pages = generatePages({ templates: site.siteTemplates, tools: site.siteToolNames, count: 5000 })
  const made = generateTools({ tools: site.siteToolSources, templates: site.siteTemplates, count: 5000 })
  const frontmatterOf = (/** @type {{ path: string, content: string }} */ file) => [`/content/${file.path}`, parse(splitMdx(file.content).frontmatter)]
  const generatedPages = Object.fromEntries([...pages, ...made.files.filter((file) => file.path.endsWith('.mdx'))].map(frontmatterOf))
  const generatedTools = Object.fromEntries(made.files.filter((file) => file.path.startsWith('_tools/')).map((file) => [`/content/${file.path}`, parse(file.content)]))
  const items = index.buildSearchIndex(site.registryOf({ ...site.siteFrontmatters, ...generatedPages }, { ...site.siteTools, ...generatedTools }).pages)
  const real = items.filter((item) => item.type === 'Tool' && !/-t\d+$/.test(item.href))
  const editions = items.filter((item) => /\(tools edition \d+\)$/.test(item.title))
  const next = random()
  const syllables = ['ka', 'lo', 'mi', 'ra', 'ten', 'zu', 'vo', 'pli', 'dra', 'sen', 'qua', 'bo', 'ly', 'tri', 'nex', 'fy', 'gro', 'mo', 'xa', 'el', 'ix', 'or', 'un', 'sta']
  const words = ['flow', 'hub', 'base', 'cloud', 'desk', 'pro', 'stack', 'sync', 'pilot', 'mind', 'grid', 'nest', 'loop', 'dock', 'labs', 'track', 'board', 'mail', 'team', 'note']
  const taken = new Set(items.map((item) => item.title))
  /** A made-up tool name no item has. */
  const madeUp = () => {
    for (;;) {
      let name = ''
      for (let i = 2 + Math.floor(next() * 2); i > 0; i -= 1) name += syllables[Math.floor(next() * syllables.length)]
      if (next() < 0.4) name += words[Math.floor(next() * words.length)]
      name = name[0]?.toUpperCase() + name.slice(1) + (next() < 0.2 ? [' AI', '.io', ' HQ', ' Pro'][Math.floor(next() * 4)] : '')
      if (!taken.has(name)) return (taken.add(name), name)
    }
  }
  let n = 5000
  while (items.length < count) {
    n += 1
    if (n % 50 === 0 && editions.length > 0) {
      const model = /** @type {SearchItem} */ (editions[n % editions.length])
      items.push({ ...model, title: model.title.replace(/\d+\)$/, `${n / 50})`), href: model.href.replace(/\d+$/, String(n / 50)) })
    }
    if (madeUpNames) {
      const model = /** @type {SearchItem} */ (real[Math.floor(next() * real.length)])
      const name = madeUp()
      const titleWords = new Set(name.toLowerCase().split(/\s+/))
      items.push({ title: name, type: 'Tool', href: `/tools/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, keywords: model.keywords.filter((word) => !titleWords.has(word)) })
    } else {
      const model = /** @type {SearchItem} */ (real[(n - 1) % real.length])
      items.push({ title: `${model.title} ${n}`, type: 'Tool', href: `${model.href}-t${n}`, keywords: model.keywords })
    }
  }
  return items.sort((a, b) => a.href.localeCompare(b.href))
}

/**
 * Serves dist/ on a free port; resolves with its origin and a stop function.
 * @param {number} port
 * @returns {Promise<{ origin: string, stop: () => void }>}
 */
function serve(port) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), path.join(root, 'dist')], { env: { ...process.env, PORT: String(port) } })
    child.stdout.once('data', () => resolve({ origin: `http://127.0.0.1:${port}`, stop: () => child.kill() }))
    child.once('error', reject)
  })
}

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' })
let built
try {
  const site = /** @type {typeof import('../../tests/unit/site-content.ts')} */ (await vite.ssrLoadModule('/tests/unit/site-content.ts'))
  const index = /** @type {typeof import('../../src/search/search-index.ts')} */ (await vite.ssrLoadModule('/src/search/search-index.ts'))
  const split = /** @type {typeof import('../../src/search/split/build.ts')} */ (await vite.ssrLoadModule('/src/search/split/build.ts'))
  const items = itemsAt(site, index, target)
  const started = performance.now()
  built = split.buildSplitIndex(items)
  const gzipped = built.files.map((file) => gzipSync(file.content).length)
  console.log(
    `${items.length} items${madeUpNames ? ' (added tools with made-up names)' : ''}: split index built in ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
      `${built.files.length} files, ${(gzipped.reduce((a, b) => a + b, 0) / 1024 / 1024).toFixed(1)} MB gzip, the largest ${(Math.max(...gzipped) / 1024).toFixed(1)} KB`,
  )
} finally {
  await vite.close()
}
const files = new Map(built.files.map((file) => [`/${file.path}`, file.content]))

const { chromium } = await import('@playwright/test')
const browser = await chromium.launch(chromiumLaunchOptions())
const server = await serve(4690)
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
  await page.keyboard.press('/')
  const input = page.getByRole('combobox')
  await input.waitFor()
  await input.pressSequentially(query, { delay: 30 })
  // Every keystroke's results in (and the empty query's, when the dialog opened), unless React ran two keystrokes as one.
  await page.waitForFunction((count) => performance.getEntriesByName('search:wait').length >= count, query.length + 1, { timeout: 30_000 }).catch(() => undefined)
  await page.waitForLoadState('networkidle')
  const timings = await page.evaluate(() => ({
    query: performance.getEntriesByName('search:query').map((entry) => entry.duration),
    wait: performance.getEntriesByName('search:wait').map((entry) => entry.duration),
    status: document.querySelector('[role=dialog] [role=status]')?.textContent ?? '',
  }))
  const sizes = await Promise.all(fetched)
  await page.close()
  const sum = (/** @type {boolean} */ data) => sizes.filter((size) => size.data === data).reduce((total, size) => total + size.gzip, 0)
  return { data: sum(true), code: sum(false), ...timings }
}
try {
  for (const query of QUERIES) {
    /** @type {{ data: number, code: number, query: number[], wait: number[], status: string }[]} */
    const typings = []
    for (let run = 0; run < runs; run += 1) typings.push(await typeOnce(query))
    const least = (/** @type {'query' | 'wait'} */ name) => (typings[0]?.[name] ?? []).map((_, at) => Math.min(...typings.map((typing) => typing[name][at] ?? Infinity)))
    const work = least('query')
    const first = /** @type {(typeof typings)[number]} */ (typings[0])
    rows.push([query, `${(first.data / 1024).toFixed(1)} KB`, `${(first.code / 1024).toFixed(1)} KB`, `${Math.max(...work).toFixed(1)} ms`, `${Math.round(Math.max(...least('wait')))} ms`, first.status.slice(0, 40)])
    if (args.includes('--keys')) console.log(query, work.map((ms) => ms.toFixed(1)).join(' '))
  }
} finally {
  server.stop()
  await browser.close()
}
const headers = ['typed key by key', 'search data (gzip)', 'code (gzip)', 'slowest keystroke, work', 'slowest keystroke to results', 'status']
const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)))
const line = (/** @type {string[]} */ cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`
console.log([line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n'))
