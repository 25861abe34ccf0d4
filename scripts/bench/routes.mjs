/**
 * The bench's route table: per representative route, the JavaScript
 * before interaction and the HTML (gzip), and the DOM's elements, at a
 * phone's width.
 */
import { gzipSync } from 'node:zlib'
import { TEAM_COST_ROUTE } from './team-cost.mjs'

/** @import { Browser } from '@playwright/test' */

/** A route's bytes (gzip) and DOM nodes. @typedef {{ path: string, label: string, js: number, html: number, nodes: number }} RouteSize */

/** Representative routes: one of each kind of page, and every page that wakes an island at load. */
export const ROUTES = [
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

/** Bytes as gzip at level 9, as a CDN would send them. */
export const gzipSize = (/** @type {Buffer} */ buffer) => gzipSync(buffer, { level: 9 }).length

/**
 * Per route: JS before interaction (gzip), HTML (gzip) and DOM nodes, at a phone's width.
 * @param {Browser} browser
 * @param {string} origin
 * @returns {Promise<RouteSize[]>}
 */
export async function measureRoutes(browser, origin) {
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
