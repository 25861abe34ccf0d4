/**
 * Lighthouse's mobile performance audit (its default: a mid-range phone on
 * slow 4G, simulated throttling) of one URL, with the system Chromium.
 * Runs five times, as Lighthouse's variability guidance recommends, and
 * reports each figure's median over the runs (what Lighthouse CI's
 * `aggregationMethod: 'median'` does): one slow layout in one run then
 * moves neither that run's other figures nor the table. A run that
 * Lighthouse could not finish (now and then it reports no score) is run
 * again, twice at most.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumPath } from '../chromium.mjs'
import { medianOfRuns } from './median.mjs'

/**
 * One run's figures: the performance score (0 to 1) and the metrics in milliseconds (CLS has no unit).
 * @typedef {{ performance: number, lcp: number, tbt: number, cls: number, fcp: number }} LighthouseRun
 */

const RUNS = 5

/**
 * One Lighthouse run in a fresh Chromium; a figure it did not report is NaN.
 * @param {string} url
 * @returns {Promise<LighthouseRun>}
 */
async function once(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { audits, categories } = result.lhr
    const figure = (/** @type {string} */ audit) => audits[audit]?.numericValue ?? Number.NaN
    return {
      performance: categories.performance?.score ?? Number.NaN,
      lcp: figure('largest-contentful-paint'),
      tbt: figure('total-blocking-time'),
      cls: figure('cumulative-layout-shift'),
      fcp: figure('first-contentful-paint'),
    }
  } finally {
    await chrome.kill()
  }
}

/**
 * The median of five runs of one URL (see the top of this file).
 * @param {string} url
 */
export async function lighthouseRoute(url) {
  /** @type {LighthouseRun[]} */
  const runs = []
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt += 1) {
    const run = await once(url).catch(() => undefined)
    if (run && Number.isFinite(run.performance) && Number.isFinite(run.lcp)) runs.push(run)
  }
  if (runs.length === 0) throw new Error(`Lighthouse could not measure ${url}`)
  return medianOfRuns(runs)
}
