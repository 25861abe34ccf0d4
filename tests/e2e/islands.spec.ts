import { expect, type Page } from '@playwright/test'
import { test } from './worker-tab'
import { axeViolations, watchConsole } from './helpers'

/**
 * The island loader, exercised with the real build: the calculator's
 * island marker (taken from its prerendered page) is placed on another
 * page with a different wake strategy, and one island chunk is made to fail.
 */
async function calculatorMarker(page: Page, wake: string): Promise<string> {
  const html = await (await page.request.get('/calculator/email-time-saved')).text()
  await page.goto('about:blank')
  return page.evaluate(
    ([source, strategy]) => {
      const marker = new DOMParser().parseFromString(source, 'text/html').querySelector('[data-island="EmailTimeCalculator"]')!
      marker.setAttribute('data-wake', strategy)
      return marker.outerHTML
    },
    [html, wake] as const,
  )
}

async function aboutPageWith(page: Page, insert: string) {
  await page.route('**/about', async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replace('</main>', `${insert}</main>`)
    await route.fulfill({ response, body })
  })
}

const chunkRequests = (page: Page) => {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return () => urls.filter((url) => /EmailTimeCalculator|hydrate/.test(url))
}

test('an island that wakes when visible loads nothing until it is scrolled near', async ({ page }) => {
  const marker = await calculatorMarker(page, 'visible')
  // Classes, not a style attribute: the server sends a strict CSP.
  await aboutPageWith(page, `${'<div class="min-h-screen"></div>'.repeat(5)}${marker}`)
  const problems = watchConsole(page)
  const requested = chunkRequests(page)
  await page.goto('/about', { waitUntil: 'networkidle' })
  expect(requested()).toEqual([])
  await page.getByRole('button', { name: 'Calculate' }).scrollIntoViewIfNeeded()
  await expect(page.locator('[data-island="EmailTimeCalculator"]')).toHaveAttribute('data-hydrated', 'true')
  expect(requested().length).toBeGreaterThan(0)
  await page.getByRole('button', { name: 'Calculate' }).click()
  await expect(page.getByRole('region', { name: 'Results' })).toContainText('$1,833.33')
  expect(problems).toEqual([])
})

test('an island that wakes on idle hydrates by itself, without interaction', async ({ page }) => {
  const marker = await calculatorMarker(page, 'idle')
  await aboutPageWith(page, marker)
  const problems = watchConsole(page)
  await page.goto('/about')
  await expect(page.locator('[data-island="EmailTimeCalculator"]')).toHaveAttribute('data-hydrated', 'true')
  expect(problems).toEqual([])
})

test('a calculator wakes only after the first paint, and its form works before it wakes', async ({ page }) => {
  await page.goto('/calculator/roi')
  await expect(page.locator('[data-island="RoiCalculator"]')).toHaveAttribute('data-hydrated', 'true')
  const order = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    chunk: performance.getEntriesByType('resource').find((entry) => /RoiCalculator-[^/]+\.js$/.test(entry.name))!.startTime,
  }))
  expect(order.chunk).toBeGreaterThanOrEqual(order.paint)

  // Without its script (not woken yet, or blocked), Calculate submits the inputs as the URL the island reads.
  await page.route(/\/assets\/RoiCalculator-[^/]+\.js$/, (route) => route.abort())
  await page.goto('/calculator/roi')
  await page.getByLabel(/Initial investment/).fill('5000')
  await page.getByRole('button', { name: 'Calculate' }).click()
  await expect(page).toHaveURL(/\/calculator\/roi\?(.*&)?investment=5000(&|$)/)
})

test('an island that fails says so in a plain sentence, never the exception, logs the error, and the rest of the page stays readable', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  await page.route(/\/assets\/EmailTimeCalculator-[^/]+\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "export default function Broken() { throw new Error('Simulated island failure') }\nexport const wake = 'idle'\nexport const label = 'This calculator'",
    }),
  )
  await page.goto('/calculator/email-time-saved')
  const island = page.locator('[data-island="EmailTimeCalculator"]')
  await expect(island.getByRole('alert')).toHaveText('This calculator is not working. The rest of the page still works.')
  await expect(page.locator('body')).not.toContainText('Simulated island failure')
  await expect.poll(() => errors.join('\n')).toContain('Simulated island failure')
  await expect(page.getByRole('heading', { name: 'How we calculate' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test('an island whose data breaks it names itself the same way (the tool finder, fed records it cannot show)', async ({ page }) => {
  // A manifest whose every folder is version "v" (catalogue/finder-split.ts), and records without names.
  const folders = JSON.stringify({ rating: ['v', ['v']], price: ['v', ['v']], name: ['v', ['v']] })
  await page.route(/\/tools\/finder\.json$/, (route) => route.fulfill({ contentType: 'application/json', body: `{"base":"/broken/","features":[],"scopes":[["all",2,[],${folders}]]}` }))
  await page.route(/\/broken\/all\/name\/g0-v\/r0\.json$/, (route) => route.fulfill({ contentType: 'application/json', body: '[{"id":"a"},{"id":"b"}]' }))
  await page.goto('/tools?sort=name')
  const island = page.locator('[data-island="ToolFinder"]')
  await expect(island.getByRole('alert')).toHaveText('The tool finder is not working. The rest of the page still works.')
  await expect(page.locator('body')).not.toContainText(/localeCompare|TypeError|undefined/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
