/**
 * The bench's search relevance: the relevance set's queries asked of the
 * built site's own search, as a visitor's dialog asks them (its worker,
 * over the split index the build wrote), and where each query's expected
 * page comes. The unit tests score the same set in memory at today's size
 * and at 5,000 pages plus 5,000 tools; this scores it at any size the
 * bench builds, 100,000 tools among them.
 */
import { RELEVANCE_SET } from '../../tests/unit/search/relevance-set.mjs'

/** @import { Browser } from '@playwright/test' */

/**
 * The set's score: queries asked, how many put their page first, the mean reciprocal rank (a page not among the best counts 0),
 * and each query whose page was not first, with where it came and what came first.
 * @typedef {{ queries: number, first: number, mrr: number, misses: { query: string, expected: string, rank: number, top: string | undefined }[] }} RelevanceFigures
 */

/**
 * Opens the site search as a visitor would, to learn its worker's script, then asks a worker of that script each query of the
 * relevance set in turn, as the dialog does (`search` messages, src/search/split/worker-protocol.ts), without CPU slowdown.
 * @param {Browser} browser
 * @param {string} origin
 * @returns {Promise<RelevanceFigures>}
 */
export async function measureRelevance(browser, origin) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  try {
    await page.goto(origin + '/about', { waitUntil: 'networkidle' })
    const started = page.waitForEvent('worker')
    await page.keyboard.press('/')
    const workerUrl = (await started).url()
    const ranks = await page.evaluate(
      async ({ url, set }) => {
        const worker = new Worker(url, { type: 'module' })
        /** @type {Map<number, (hrefs: string[]) => void>} */
        const waiting = new Map()
        /** @type {{ resolve: (value?: unknown) => void, reject: (error: Error) => void }} */
        let opening = { resolve: () => {}, reject: () => {} }
        const ready = new Promise((resolve, reject) => (opening = { resolve, reject }))
        worker.onmessage = ({ data }) => {
          if (data.kind === 'ready') opening.resolve()
          // Search unavailable (no manifest): said, not waited for.
          else if (data.kind === 'unavailable') opening.reject(new Error(`the site search is unavailable: ${data.reason}`))
          // A query the worker could not answer counts as finding nothing: its page is a miss, with nothing first.
          else if (data.kind === 'found' || data.kind === 'failed') waiting.get(data.id)?.(data.kind === 'found' ? data.best.map((/** @type {{ href: string }} */ hit) => hit.href) : [])
        }
        await ready
        const out = []
        for (const [id, { query, first }] of set.entries()) {
          /** @type {string[]} */
          const hrefs = await new Promise((resolve) => {
            waiting.set(id, resolve)
            // The dialog's own depth (ANSWER_DEPTH, src/search/split/layout.ts).
            worker.postMessage({ kind: 'search', id, query, limit: 50 })
          })
          const at = hrefs.indexOf(first)
          out.push({ query, expected: first, rank: at < 0 ? 0 : at + 1, top: hrefs[0] })
        }
        worker.terminate()
        return out
      },
      { url: workerUrl, set: RELEVANCE_SET },
    )
    const misses = ranks.filter((row) => row.rank !== 1)
    return {
      queries: ranks.length,
      first: ranks.length - misses.length,
      mrr: ranks.reduce((sum, row) => sum + (row.rank > 0 ? 1 / row.rank : 0), 0) / ranks.length,
      misses,
    }
  } finally {
    await page.close()
  }
}
