/**
 * Lighthouse's mobile audits (its default: a mid-range phone, 412 px wide,
 * on slow 4G, simulated throttling) of one URL, with the system Chromium.
 *
 * Performance runs five times, as Lighthouse's variability guidance
 * recommends, and reports each figure's median over the runs (what
 * Lighthouse CI's `aggregationMethod: 'median'` does): one slow layout in
 * one run then moves neither that run's other figures nor the table. A run
 * that Lighthouse could not finish (now and then it reports no score) is
 * run again, twice at most.
 *
 * Accessibility runs once: its score does not depend on the machine's load.
 * tests/e2e/lighthouse.spec.ts holds every route below to 1.0.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumPath } from '../chromium.mjs'
import { medianOfRuns } from './median.mjs'

/** @import { Flags, Result } from 'lighthouse' */

/** The routes the bench runs Lighthouse on, and whose accessibility the end-to-end tests hold to 1.0. */
export const LIGHTHOUSE_ROUTES = ['/', '/best/soc-2-compliance-software', '/compare/notion-vs-asana', '/calculator/roi', '/best-tools', '/guides/tool-stack-optimization']

/**
 * One run's figures: the performance score (0 to 1) and the metrics in milliseconds (CLS has no unit).
 * @typedef {{ performance: number, lcp: number, tbt: number, cls: number, fcp: number }} LighthouseRun
 */

const RUNS = 5

/**
 * One Lighthouse run of the given categories in a fresh Chromium, with Lighthouse's default (mobile) settings
 * and any other flags given.
 * @param {string} url
 * @param {string[]} categories
 * @param {Flags} [flags]
 * @returns {Promise<Result>}
 */
async function audit(url, categories, flags = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  try {
    const result = await lighthouse(url, { ...flags, port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    return result.lhr
  } finally {
    await chrome.kill()
  }
}

/**
 * One performance run; a figure it did not report is NaN.
 * @param {string} url
 * @returns {Promise<LighthouseRun>}
 */
async function once(url) {
  const { audits, categories } = await audit(url, ['performance'])
  const figure = (/** @type {string} */ id) => audits[id]?.numericValue ?? Number.NaN
  return {
    performance: categories.performance?.score ?? Number.NaN,
    lcp: figure('largest-contentful-paint'),
    tbt: figure('total-blocking-time'),
    cls: figure('cumulative-layout-shift'),
    fcp: figure('first-contentful-paint'),
  }
}

/**
 * The median of five performance runs of one URL (see the top of this file).
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

/**
 * Lighthouse's accessibility category for one URL: its score (null when
 * Lighthouse could not score it) and each audit that counts towards the
 * score and did not pass, as `id: explanation` for each element it names.
 * Without the full-page screenshot (only the report's pictures of elements
 * use it): Lighthouse takes it after every other artifact, axe's run
 * included, so the result is the same, and on a long page it was 40% of
 * the run's CPU.
 * @param {string} url
 * @returns {Promise<{ score: number | null, failures: string[] }>}
 */
export async function lighthouseAccessibility(url) {
  const { audits, categories, runtimeError } = await audit(url, ['accessibility'], { disableFullPageScreenshot: true })
  const category = categories.accessibility
  if (!category) throw new Error(`Lighthouse did not score accessibility for ${url}${runtimeError ? `: ${runtimeError.message}` : ''}`)
  const failures = category.auditRefs.flatMap((ref) => {
    const result = audits[ref.id]
    if (ref.weight === 0 || !result || result.score === null || result.score >= 1) return []
    const items = result.details && 'items' in result.details ? result.details.items : []
    /** @param {any} item */
    const line = (item) => `${ref.id}: ${item?.node?.selector ?? ''} ${item?.node?.explanation ?? result.title}`.replace(/\s+/g, ' ')
    return items.length > 0 ? items.map(line) : [`${ref.id}: ${result.title}`]
  })
  return { score: category.score, failures }
}
