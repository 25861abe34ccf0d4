import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { gzipSync } from 'node:zlib'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

const require = createRequire(import.meta.url)

export interface RouteRow {
  path: string
  file: string
  kind: string
  output: string
  indexable: boolean
}

/** The route table the build rendered (written by scripts/build.mjs beside the server bundle). */
export const routes: RouteRow[] = JSON.parse(readFileSync('.build/dist-server/routes.json', 'utf8'))

export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const

/**
 * The layout shifts since the page loaded, each its score, but those a visitor's input caused. The browser keeps them from
 * the start (read with `buffered`), so nothing need be set up before the page loads.
 */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => {
    const observer = new PerformanceObserver(() => {})
    observer.observe({ type: 'layout-shift', buffered: true })
    const entries = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]
    observer.disconnect()
    return entries.filter((entry) => !entry.hadRecentInput).map((entry) => entry.value)
  })

/** Collects console errors, hydration warnings and uncaught exceptions from the moment it is called. */
export function watchConsole(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  return problems
}

/** Records every Content Security Policy violation from the first byte of each page the page opens (read with `violations`). */
export async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __csp: string[] }).__csp = seen
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`))
  })
}

/** The policy's violations on the page shown, since it began to load. */
export const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)

/** Islands that wake by themselves, without any interaction: at load, or once the page is idle. */
export const SELF_WAKING = '[data-island][data-wake="load"], [data-island][data-wake="idle"]'

/** Waits until every island that wakes by itself has hydrated. */
export async function islandsSettled(page: Page) {
  await page.waitForFunction(
    (selector) => [...document.querySelectorAll<HTMLElement>(selector)].every((el) => el.dataset.hydrated === 'true'),
    SELF_WAKING,
  )
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/** axe-core over the page, WCAG 2.0 to 2.2, levels A and AA. Returns violations as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource)
  // Blocks far below the fold skip layout (content-visibility: auto) until a visitor scrolls near them; axe
  // reads colours and positions from layout, so every block is drawn first, as a visitor sees it once there.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible'
  })
  // Colours are read as a visitor sees them once the page is still: a toast fading in is, for that moment, fainter than its
  // colours (axe once counted a "Link Copied!" toast mid-fade as failing contrast). Animations that end are waited for,
  // from the frame after this one, so a transition a click just set off has begun; those that never end are not.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const ending = document.getAnimations().filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
    await Promise.race([Promise.allSettled(ending.map((animation) => animation.finished)), new Promise((resolve) => setTimeout(resolve, 3000))])
  })
  const result = await page.evaluate(() =>
    // @ts-expect-error axe is injected above
    window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
      // Every rule still runs on every node and every violation is reported with all its nodes; what is skipped is the
      // selectors and details axe otherwise builds for each node that passed (about half of axe's time on a route).
      resultTypes: ['violations'],
    }),
  )
  return (result as { violations: { id: string; help: string; nodes: { target: string[] }[] }[] }).violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
}

/**
 * Blocks that skip layout until near the viewport (content-visibility: auto; the site has none today, global.css says why)
 * whose content is taller than their box: while skipped, such a block is its 600px placeholder, and its
 * content, laid out when anything measures it, spills over what follows. Lighthouse's axe then reads the
 * spilled part as lying behind the next block's text (a card's button as a heading's background). Each as
 * "block: content ends Npx below its box".
 */
export async function blocksSpillingWhileSkipped(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('*')]
      .filter((block) => getComputedStyle(block).contentVisibility === 'auto')
      .flatMap((block) => {
        const bottom = block.getBoundingClientRect().bottom
        const contentBottom = Math.max(...[...block.querySelectorAll('*')].map((element) => element.getBoundingClientRect().bottom))
        const name = `${block.tagName.toLowerCase()}${block.id ? `#${block.id}` : ''}.${[...block.classList].slice(0, 3).join('.')}`
        return contentBottom > bottom + 1 ? [`${name}: content ends ${Math.round(contentBottom - bottom)}px below its box`] : []
      }),
  )
}

/** Every request for a file matching `pattern` held back `ms` before it goes on, as on a poor connection. */
export const holdBack = (page: Page, pattern: RegExp, ms = 600) =>
  page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })

/** Holds back the files `pattern` matches until the returned function is called, as a network that has not brought them yet. */
export async function holdUntilReleased(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** The path of every script the page asks for from now on, as it asks. */
export function scriptsAskedFor(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => void (request.resourceType() === 'script' && paths.push(new URL(request.url()).pathname)))
  return paths
}

/** Records every script the page loads, with its gzip size. */
export function watchScripts(page: Page) {
  const pending: Promise<void>[] = []
  const scripts = Object.assign([] as { url: string; gzip: number }[], {
    /** Waits until every script listed so far has its size. */
    settled: () => Promise.all([...pending]).then(() => undefined),
  })
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    // Listed when it arrives, in order; its size is filled in once its body is read (so a count taken
    // between the two, on a busy machine, still puts the script on the right side of the count).
    const entry = { url: response.url(), gzip: 0 }
    scripts.push(entry)
    pending.push(
      response
        .body()
        .then((body) => void (entry.gzip = gzipSync(body).length))
        .catch(() => {
          // A response without a body (a redirect) carries no script.
          scripts.splice(scripts.indexOf(entry), 1)
        }),
    )
  })
  return scripts
}

/** The raw HTML of a path split at </head>, as a crawler reads it before any script runs. */
export async function rawHtml(from: Page | APIRequestContext, path: string) {
  // A test that reads only the HTML asks with the `request` fixture: no page is opened for it.
  const response = await ('request' in from ? from.request : from).get(path)
  const html = await response.text()
  const end = html.indexOf('</head>')
  return { status: response.status(), html, head: html.slice(0, end), body: html.slice(end) }
}

/** Checks that `element` stays hidden 50px short of `threshold` of scroll, and shows past it. */
export async function expectShownOnlyPast(page: Page, element: Locator, threshold: number) {
  await expect(element).toBeHidden()
  await page.evaluate((y) => window.scrollTo(0, y), threshold - 50)
  // Long enough for a scroll handler's next frame: the element must still be hidden after it.
  await page.waitForTimeout(150)
  await expect(element).toBeHidden()
  await page.evaluate((y) => window.scrollTo(0, y), threshold + 50)
  await expect(element).toBeVisible()
}
