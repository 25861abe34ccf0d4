/**
 * The writers' preview, measured for `npm run bench`: starts `npm run dev`
 * in a project copy, opens a page, times saved edits until they show, then
 * starts it again and times the first page (the preview keeps what it
 * learnt of every page in .build/cache/preview).
 */
import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { median } from './median.mjs'

/** @import { Browser, Page } from '@playwright/test' */

/** A server this bench started: where it answers, and how to stop it. @typedef {{ origin: string, stop: () => void }} Started */

/**
 * What the preview's edits measured, in milliseconds: the first page after
 * a cold start and after a restart, and how long a saved edit took to show
 * (the first, and the median and slowest of the rest).
 * @typedef {{ firstPage: number, restartPage: number, first: number, median: number, slowest: number }} PreviewEdits
 */

/** The page to edit (its source, from the project) and its address. @typedef {{ file: string, route: string, edits?: number }} EditedPage */

/**
 * Starts `npm run dev` in `dir`; resolves once it listens.
 * @param {string} dir
 * @param {number} port
 * @returns {Promise<Started>}
 */
function startDev(dir, port) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/dev.mjs'], { cwd: dir, env: { ...process.env, PORT: String(port) } })
    const timer = setTimeout(() => reject(new Error('dev server did not start within 60 s')), 60_000)
    child.stdout.on('data', (/** @type {Buffer} */ chunk) => {
      if (chunk.toString().includes(`127.0.0.1:${port}`)) {
        clearTimeout(timer)
        resolve({ origin: `http://127.0.0.1:${port}`, stop: () => child.kill() })
      }
    })
    child.once('error', reject)
  })
}

/**
 * The writers' preview: from saving an MDX file to its new text in the open
 * tab (npm run dev), over several edits of the same page. The tab records
 * the moment the text lands in the DOM, so the browser's round trip to the
 * test runner is not counted. `file` is the page's source and `route` its
 * address.
 * @param {Browser} browser
 * @param {string} dir
 * @param {number} port
 * @param {EditedPage} page
 * @returns {Promise<PreviewEdits>}
 */
export async function measurePreviewEdits(browser, dir, port, { file: editedFile, route, edits = 7 }) {
  const edited = await measureEdits(browser, dir, port, { file: editedFile, route, edits })
  const restart = await startDev(dir, port + 1)
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  try {
    return { ...edited, restartPage: await openFirstPage(page, restart.origin + route) }
  } finally {
    await page.close()
    restart.stop()
  }
}

/**
 * Opens the preview's first page; resolves with the milliseconds until it is loaded and connected for live edits.
 * @param {Page} page
 * @param {string} url
 */
async function openFirstPage(page, url) {
  // A cold start compiles every page before it renders one: minutes at 5,000 pages.
  const connected = page.waitForEvent('console', { predicate: (message) => message.text().includes('[vite] connected'), timeout: 600_000 })
  const opening = Date.now()
  await page.goto(url, { waitUntil: 'load', timeout: 600_000 })
  await connected
  // Connected is not yet listening: a save before the preview's script marks the page (src/client/dev-refresh.ts) would not reach it.
  await page.locator('html[data-live-content="on"]').waitFor({ state: 'attached', timeout: 600_000 })
  return Date.now() - opening
}

/**
 * Starts the preview, opens the page and times `edits` saves of it.
 * @param {Browser} browser
 * @param {string} dir
 * @param {number} port
 * @param {Required<EditedPage>} page
 * @returns {Promise<Omit<PreviewEdits, 'restartPage'>>}
 */
async function measureEdits(browser, dir, port, { file: editedFile, route, edits }) {
  const dev = await startDev(dir, port)
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  try {
    const firstPage = await openFirstPage(page, dev.origin + route)
    const file = path.join(dir, editedFile)
    const original = readFileSync(file, 'utf8')
    /** @type {number[]} */
    const times = []
    for (let i = 0; i < edits; i++) {
      const marker = `Preview edit ${i} ${Date.now()}`
      const landed = page.evaluate(
        /** @param {string} text @returns {Promise<number>} when the text showed, by the tab's clock */
        (text) =>
          new Promise((resolve) => {
            const observer = new MutationObserver(() => {
              if (document.querySelector('main')?.textContent?.includes(text)) {
                observer.disconnect()
                resolve(Date.now())
              }
            })
            observer.observe(document.body, { childList: true, subtree: true, characterData: true })
          }),
        marker,
      )
      await page.waitForTimeout(300) // the observer is in place, and the last edit's events are over
      const saved = Date.now()
      writeFileSync(file, `${original}\n${marker}.\n`)
      times.push((await landed) - saved)
    }
    writeFileSync(file, original)
    // The first edit also warms the server's caches; writers feel the rest.
    const warm = times.slice(1).sort((a, b) => a - b)
    // `edits` is at least two, so both lists have a first and a last.
    return { firstPage, first: /** @type {number} */ (times[0]), median: median(warm), slowest: /** @type {number} */ (warm.at(-1)) }
  } finally {
    await page.close()
    dev.stop()
  }
}
