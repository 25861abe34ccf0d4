import { gzipSync } from 'node:zlib'
import { expect, type Page } from '@playwright/test'
import { test } from './worker-tab'
import { pngSize } from '../../src/seo/social-card'
import { axeViolations, blocksSpillingWhileSkipped, islandsSettled, rawHtml, routes, VIEWPORTS, violations, watchConsole, watchScripts, SELF_WAKING } from './helpers'

/** Every route in the route table, at desktop and phone widths. */
const ORIGIN = process.env.SITE_URL ?? 'https://toolcompass.example'
/**
 * JavaScript before any interaction (gzip): pages whose islands sleep at load, and pages with an island that wakes at load.
 * Read strictly, a kilobyte as 1,000 bytes: a budget that holds either way.
 */
const JS_BUDGET_ASLEEP = 20_000
const JS_BUDGET_AWAKE = 90_000
/** A page's own weight (#9): HTML gzip and DOM elements on every route. A directory's list is paginated, 12 to a page, so it stays within the DOM budget however many pages the site has (779 elements with a full page on /best-tools, in `npm run bench`). */
const HTML_BUDGET = 20 * 1024
const DOM_BUDGET = 800

test('the route table lists the sample pages of every kind', () => {
  const kinds = new Set(routes.map((r) => r.kind))
  for (const kind of ['home', 'directory', 'best', 'compare', 'calculator', 'guide', 'tool', 'page']) expect(kinds).toContain(kind)
})

/** Each FAQ question shown once, with the answer its FAQPage data gives. */
async function expectFaqMatchesItsData(page: Page) {
  const blocks = await page.locator('head script[type="application/ld+json"]').allTextContents()
  const faq = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage')
  if (!faq) return expect(page.locator('#faq details')).toHaveCount(0)
  for (const entry of faq.mainEntity) {
    const item = page.locator('#faq details').filter({ has: page.locator('summary', { hasText: entry.name }) })
    await expect(item).toHaveCount(1)
    await expect(item.locator('p')).toHaveText(entry.acceptedAnswer.text)
  }
}

/** Every outbound link opens in a new tab with rel nofollow noopener noreferrer, and the affiliate disclosure comes before the first vendor link. */
async function expectVendorLinksHonest(page: Page) {
  const external = await page.locator('main a[href^="http"]').evaluateAll((links) =>
    links.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel'), vendor: a.hasAttribute('data-vendor-link') })),
  )
  for (const link of external) {
    expect(link.target, link.href!).toBe('_blank')
    expect(link.rel?.split(' ').sort(), link.href!).toEqual(expect.arrayContaining(['nofollow', 'noopener', 'noreferrer']))
  }
  if (!external.some((link) => link.vendor)) return
  const disclosureFirst = await page.evaluate(() => {
    const disclosure = document.querySelector('[data-affiliate-disclosure]')
    const vendor = document.querySelector('[data-vendor-link]')
    return !!disclosure && !!vendor && !!(disclosure.compareDocumentPosition(vendor) & Node.DOCUMENT_POSITION_FOLLOWING)
  })
  expect(disclosureFirst, 'the affiliate disclosure before the first vendor link').toBe(true)
}

for (const { path, indexable } of routes) {
  test(`raw HTML of ${path} has its head tags in <head> and its content in <body>`, async ({ request }) => {
    const { status, html, head, body } = await rawHtml(request, path)
    expect(status).toBe(200)
    expect(gzipSync(html).length, 'HTML gzip bytes').toBeLessThanOrEqual(HTML_BUDGET)
    const canonical = ORIGIN + (path === '/' ? '/' : path)
    expect(head).toMatch(/<title>[^<]+<\/title>/)
    expect(head.match(/<title>/g)).toHaveLength(1)
    expect(head).toMatch(/<meta name="description" content="[^"]+"\/>/)
    expect(head).toContain(`<link rel="canonical" href="${canonical}"/>`)
    expect(head).toContain(`<meta property="og:url" content="${canonical}"/>`)
    for (const property of ['og:title', 'og:description', 'og:image', 'og:type']) expect(head).toMatch(new RegExp(`<meta property="${property}" content="[^"]+"/>`))
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>')
    const image = head.match(/<meta property="og:image" content="([^"]+)"\/>/)![1]!
    expect(image.startsWith(ORIGIN + '/')).toBe(true)
    const imageResponse = await request.get(image.slice(ORIGIN.length))
    expect(imageResponse.status(), image).toBe(200)
    expect(imageResponse.headers()['content-type']).toMatch(/^image\//)
    // Every route has its own social card, a real 1200x630 PNG, announced with its size.
    expect(image, 'og:image is the page card').toMatch(new RegExp(`^${ORIGIN}/og/pages/[a-z0-9/-]+\\.png$`))
    expect(pngSize(await imageResponse.body()), image).toEqual({ width: 1200, height: 630 })
    expect(head).toContain(`<meta name="twitter:image" content="${image}"/>`)
    expect(head).toContain('<meta property="og:image:width" content="1200"/>')
    expect(head).toContain('<meta property="og:image:height" content="630"/>')
    // A page kept out of search engines says so (the compare builder); every other page leaves robots alone.
    if (indexable) expect(head).not.toContain('name="robots"')
    else expect(head).toContain('<meta name="robots" content="noindex, nofollow"/>')
    expect(body).not.toContain('<title')
    expect(body).toContain('<main id="main"')
    // The document's first h1 is the page's own, inside <main> (html.spec.ts checks its text on every built page).
    expect(body.indexOf('<h1'), 'first <h1> after <main>').toBeGreaterThan(body.indexOf('<main id="main"'))
    for (const match of head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)) {
      expect(() => JSON.parse(match[1]!)).not.toThrow()
    }
    // FAQ answers are in the raw HTML, one <details> for each question of the FAQPage data (their text is checked once drawn, below).
    const faq = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)).find((data) => data['@type'] === 'FAQPage')
    expect((body.match(/<details name="faq"/g) ?? []).length, 'FAQ entries in the raw HTML').toBe(faq ? faq.mainEntity.length : 0)
    // Only external module scripts and JSON-LD: a CSP of script-src 'self' must work.
    expect(head + body).not.toMatch(/<script(?![^>]*(?:\bsrc=|application\/ld\+json))[^>]*>/)
  })

  for (const viewport of VIEWPORTS) {
    // In the worker's one tab (worker-tab.ts): a fresh load of the route, without a process started for it.
    test(`${path} at ${viewport.width}px: no console errors, no hydration warnings, no CSP violations, no axe violations, JS within budget, FAQ as its data, honest vendor links`, async ({ page }) => {
      await page.setViewportSize(viewport)
      const problems = watchConsole(page)
      const scripts = watchScripts(page)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await islandsSettled(page)
      // "The page's heading", as a visitor's tools find it: the first h1 is visible and is the page's title.
      await expect(page.locator('h1').first()).toBeVisible()
      expect((await page.locator('h1').first().innerText()).replace(/\s+/g, ' ')).toBe(await page.title())
      // Before axeViolations draws every block: a skipped block must fit its placeholder, or Lighthouse's axe misreads it.
      expect(await blocksSpillingWhileSkipped(page), 'blocks taller than their content-visibility placeholder').toEqual([])
      // The Content Security Policy the server sends (script-src 'self' and the bootstrap's hash) holds as the page loads and its islands wake.
      expect(await violations(page), 'CSP violations').toEqual([])
      expect(await axeViolations(page)).toEqual([])
      await expectFaqMatchesItsData(page)
      await expectVendorLinksHonest(page)
      // Every script the page asks for by itself, before any interaction: the network quiet for 500 ms (its
      // wait mostly spent while axe ran above), then each script's size.
      await page.waitForLoadState('networkidle')
      expect(problems).toEqual([])
      expect(await violations(page), 'CSP violations by the end').toEqual([])
      await scripts.settled()
      // Every page loads its island loader at least: none counted would mean the scripts went unseen, not that there were none.
      expect(scripts.length, 'scripts seen').toBeGreaterThan(0)
      const total = scripts.reduce((sum, s) => sum + s.gzip, 0)
      const awake = (await page.locator(SELF_WAKING).count()) > 0
      expect(total, `JS before interaction: ${scripts.map((s) => `${s.url} ${s.gzip}`).join(', ')}`).toBeLessThanOrEqual(awake ? JS_BUDGET_AWAKE : JS_BUDGET_ASLEEP)
      expect(await page.evaluate(() => document.getElementsByTagName('*').length), 'DOM elements').toBeLessThanOrEqual(DOM_BUDGET)
      // Nothing overflows the viewport sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    })
  }
}
