import { test as base, type Page } from '@playwright/test'
import { recordViolations } from './helpers'

/** What a test may have listened for on the tab; the listeners end with the test. */
const TEST_EVENTS = ['console', 'pageerror', 'response', 'request', 'requestfinished', 'requestfailed', 'dialog', 'framenavigated', 'load', 'domcontentloaded'] as const

/**
 * Playwright's test with its `page` one browser tab a worker, for the spec
 * files whose tests need no browser context of their own. Each test still
 * loads its pages afresh, every file from the server (the tab's cache is
 * off, as for a first visit), with its own listeners, routes and
 * permissions (granted to `page.context()`, cleared after it), an empty
 * storage, Playwright's default viewport (or the one `test.use` sets) and
 * no pointer over the page. What the tab keeps is its renderer process and
 * V8's compiled code: a new tab for each test paid a process start and
 * axe's compile every time (twenty routes: 33 s in new tabs, 17 s in one;
 * 96 tests of six spec files: 131 s and 104 s; docs/performance.md,
 * fifty-eighth and fifty-ninth sessions). A test that fails ends its
 * worker, and the next worker starts a new tab. A spec file whose tests
 * load one page many times (hostile.spec.ts, inherited-names.spec.ts)
 * keeps Playwright's own page, whose cache serves its scripts after the
 * first load.
 */
export const test = base.extend<{ page: Page }, { workerTab: Page }>({
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
  page: async ({ workerTab: tab, viewport }, use) => {
    // The pointer leaves the view, so that no hover (and no island woken by a pointer) carries over to the next page.
    await tab.mouse.move(-1, -1)
    // The last test's page is left (its leaving handlers run) for a file of the site's own origin, whose storage is then
    // emptied: the compare tray's choice and the builder's kept height are a visitor's of one tab, not of every test after.
    await tab.goto('/robots.txt')
    await tab.evaluate(() => {
      sessionStorage.clear()
      localStorage.clear()
    })
    // Playwright's defaults, as a new tab would have them, or the viewport the spec file asks for; a test may set its own.
    await tab.setViewportSize(viewport ?? { width: 1280, height: 720 })
    await tab.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null })
    await use(tab)
    for (const event of TEST_EVENTS) tab.removeAllListeners(event)
    await tab.unrouteAll({ behavior: 'ignoreErrors' })
    await tab.context().clearPermissions()
  },
})

/**
 * Playwright's own test, a new context and tab for each: for a test whose init scripts (which a tab keeps for every
 * page after) or CDP session (a CPU slowdown) must end with it.
 */
export const testInOwnTab = base
