/**
 * The bench's search figures: search opened and used as a visitor would,
 * at 4x CPU slowdown.
 */
import { gzipSize } from './routes.mjs'

/** @import { Browser } from '@playwright/test' */

/**
 * Search as a visitor meets it: bytes fetched while typing, time to ready (the manifest), a keystroke's slowest main-thread
 * work (parsing and decoding what it fetched, matching, ranking) and its slowest time to results (fetches included), queries run.
 * @typedef {{ bytes: number, ready: number, query: number, wait: number, queries: number }} SearchFigures
 */

/**
 * Opens search as a visitor would and types "project management", at 4x CPU slowdown: bytes fetched while typing (all before the
 * last result), time to ready, and per keystroke its main-thread work and its time to results.
 * @param {Browser} browser
 * @param {string} origin
 * @returns {Promise<SearchFigures>}
 */
export async function measureSearch(browser, origin) {
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
