import { test as base, type Page } from '@playwright/test'
import { recordViolations } from './helpers'

/**
 * One browser tab a worker, for checks that load a page and read it (the
 * route checks; the comparisons', best-of pages' and disclosure's read-only
 * checks): each check still loads its route afresh, every file from the
 * server (the tab's cache is off, as for a first visit), with its own
 * listeners and an empty storage. What the tab keeps is its renderer process
 * and V8's compiled code: a new tab for each check paid a process start and
 * axe's compile every time, half of a check (twenty routes: 33 s in new tabs,
 * 17 s in one; docs/performance.md, fifty-eighth session).
 */
export const test = base.extend<{ routePage: Page }, { workerTab: Page }>({
  workerTab: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL })
      const page = await context.newPage()
      await recordViolations(page)
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
      await use(page)
      await context.close()
    },
    { scope: 'worker' },
  ],
  routePage: async ({ workerTab }, use) => {
    // The last check's page is left (its leaving handlers run) for a file of the site's own origin, whose storage is then
    // emptied: the compare tray's choice and the builder's kept height are a visitor's of one tab, not of every route after.
    await workerTab.goto('/robots.txt')
    await workerTab.evaluate(() => {
      sessionStorage.clear()
      localStorage.clear()
    })
    // Playwright's own default, as a new tab would have it; a check sets its own.
    await workerTab.setViewportSize({ width: 1280, height: 720 })
    await use(workerTab)
    // The check's console and script listeners end with it.
    for (const event of ['console', 'pageerror', 'response', 'request'] as const) workerTab.removeAllListeners(event)
  },
})
