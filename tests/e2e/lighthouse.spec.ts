import { expect, test } from '@playwright/test'
import { LIGHTHOUSE_ROUTES, lighthouseAccessibility } from '../../scripts/bench/lighthouse.mjs'

/*
 * Visitors and site owners check a page with Lighthouse (or PageSpeed
 * Insights), not with our axe tests, and Lighthouse runs axe its own way:
 * at 412 px, on the page as loaded, without drawing what is below the fold
 * first. So each route of the bench's Lighthouse set gets Lighthouse's own
 * accessibility run, mobile, with the launch code the bench uses: a fresh
 * Chromium each, about 7 s of CPU a route (so 20 to 30 s for the set on two
 * idle cores; minutes when the machine is shared, hence the timeout).
 */
for (const route of LIGHTHOUSE_ROUTES) {
  test(`${route}: Lighthouse (mobile) accessibility 1.0`, async ({ baseURL }) => {
    test.setTimeout(150_000)
    const { score, failures } = await lighthouseAccessibility(`${baseURL}${route}`)
    expect(failures).toEqual([])
    expect(score).toBe(1)
  })
}
