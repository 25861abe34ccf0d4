import { expect, type Page } from '@playwright/test'
import { test } from './worker-tab'
import { axeViolations, islandsSettled, watchConsole } from './helpers'

/**
 * Every calculator, by the one link rule (src/calculators/link.ts): a shared
 * link with one bad value and one with a missing value; and the chart each
 * draws from its results, with its sentence and its numbers.
 */
const CALCULATORS = [
  { path: '/calculator/roi', params: { investment: '50000', benefits: '15000', costs: '2000', years: '3' }, bad: ['years', '25', 'Timeframe must be between 1 and 20 years.'], missing: ['costs', '2000'], labels: { investment: 'Initial investment', years: 'Timeframe', costs: 'Running costs per year' } },
  { path: '/calculator/saas-breakeven', params: { price: '199', time: '1.5', rate: '60', team: '4' }, bad: ['time', '30', 'Hours saved per person per working day must be between 0.1 and 24 hours.'], missing: ['rate', '50'], labels: { price: 'Tool price per month', time: 'Hours saved per person per working day', rate: 'Hourly rate' } },
  { path: '/calculator/tool-cost', params: { cost: '40', team: '12', time: '20', rate: '55' }, bad: ['team', 'abc', 'Team size must be a number between 1 and 100,000 people. The link gives "abc".'], missing: ['time', '60'], labels: { cost: 'Cost per user per month', team: 'Team size', time: 'Minutes saved per user per working day' } },
  { path: '/calculator/team-productivity', params: { team: '25', time: '15', rate: '70' }, bad: ['rate', '0', 'Average hourly rate must be between $1 and $10,000.'], missing: ['team', '10'], labels: { team: 'Team size', rate: 'Average hourly rate' } },
  { path: '/calculator/email-time-saved', params: { emails: '120', seconds: '8', rate: '45' }, bad: ['seconds', '-3', 'Seconds saved per email must be a number between 1 and 3,600 seconds. The link gives "-3".'], missing: ['rate', '50'], labels: { emails: 'Emails handled per working day', seconds: 'Seconds saved per email', rate: 'Your hourly rate' } },
  { path: '/calculator/compliance-automation-roi', params: { hours: '400', rate: '90', tool: '20000', audit: '3000' }, bad: ['audit', '%3Cb%3E', 'Auditor fees saved per year must be a number between $0 and $10,000,000. The link gives "<b>".'], missing: ['hours', '300'], labels: { hours: 'Audit-preparation hours saved per year', audit: 'Auditor fees saved per year', rate: 'Hourly cost of the people preparing' } },
] as const

const query = (params: Record<string, string>) => Object.entries(params).map(([k, v]) => `${k}=${v}`).join('&')
const results = (page: Page) => page.getByRole('region', { name: 'Results' })

async function open(page: Page, url: string) {
  await page.goto(url)
  await islandsSettled(page)
}

for (const c of CALCULATORS) {
  const labels = c.labels as Record<string, string>
  const params = c.params as Record<string, string>
  const [badName, badValue, badMessage] = c.bad
  const [missingName, missingDefault] = c.missing

  test(`${c.path}: a link with one bad value keeps the others, names the bad one, toasts once, calculates nothing`, async ({ page }) => {
    const problems = watchConsole(page)
    page.on('dialog', () => problems.push('a dialog opened'))
    await open(page, `${c.path}?${query({ ...params, [badName]: badValue })}`)
    for (const [name, label] of Object.entries(labels)) {
      const input = page.getByLabel(label, { exact: true })
      if (name === badName) {
        await expect(input).toHaveAttribute('aria-invalid', 'true')
        await expect(input).toHaveAccessibleDescription(badMessage)
        // A number the input can show is shown; other text is quoted in the message instead.
        await expect(input).toHaveValue(/^\d/.test(badValue) ? badValue : '')
      } else {
        await expect(input).toHaveValue(params[name]!)
        await expect(input).not.toHaveAttribute('aria-invalid')
      }
    }
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1)
    await expect(page.locator('[data-sonner-toast]')).toContainText('Invalid Input')
    // Axe reads the toast once it has faded in (as a11y-states.spec.ts does): half-faded text fails contrast.
    await expect.poll(() => page.locator('[data-sonner-toast]').evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
    await expect(results(page)).toContainText('Enter your details and click Calculate to see your results.')
    await expect(results(page).getByRole('figure')).toHaveCount(0)
    await expect(page.locator('main')).not.toContainText(/NaN|Infinity|undefined/)
    expect(await axeViolations(page)).toEqual([])
    expect(problems).toEqual([])
  })

  test(`${c.path}: a link missing one value fills the default, says so, and calculates nothing`, async ({ page }) => {
    const { [missingName]: _, ...rest } = params
    await open(page, `${c.path}?${query(rest)}`)
    if (labels[missingName]) await expect(page.getByLabel(labels[missingName]!, { exact: true })).toHaveValue(missingDefault)
    await expect(page.getByRole('status').filter({ hasText: 'This link leaves out' })).toContainText('so it shows our default. Check, then press Calculate.')
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
    await expect(results(page)).toContainText('Enter your details and click Calculate to see your results.')
    // Calculate with what is on screen: the chart appears with its sentence and numbers.
    await page.getByRole('button', { name: 'Calculate' }).click()
    const figure = results(page).getByRole('figure')
    await expect(figure).toBeVisible()
    const picture = figure.getByRole('img')
    const summary = (await figure.locator('figcaption').textContent()) ?? ''
    expect(summary).toMatch(/\$[\d,]+/)
    await expect(picture).toHaveAccessibleName(summary)
    const toggle = figure.getByRole('button', { name: 'Show the numbers' })
    await expect(figure.getByRole('table')).toBeHidden()
    await toggle.click()
    await expect(figure.getByRole('button', { name: 'Hide the numbers' })).toHaveAttribute('aria-expanded', 'true')
    await expect(figure.getByRole('table')).toBeVisible()
    expect(await figure.getByRole('row').count()).toBeGreaterThan(3)
    expect(await axeViolations(page)).toEqual([])
    // An invalid Calculate takes the results and the chart away.
    await page.getByLabel(labels[badName]!, { exact: true }).fill('')
    await page.getByRole('button', { name: 'Calculate' }).click()
    await expect(results(page).getByRole('figure')).toHaveCount(0)
  })
}

test('a link whose number ends in a point ("10000.") shows that number in its field, and calculates from what the field shows', async ({ page }) => {
  await open(page, '/calculator/roi?investment=10000.&benefits=15000&costs=2000&years=3')
  await expect(page.getByLabel('Initial investment')).toHaveValue('10000')
  await expect(results(page)).toContainText('290')
})

test('the ROI chart follows every Calculate: its sentence states the point', async ({ page }) => {
  await open(page, '/calculator/roi?investment=10000&benefits=15000&costs=2000&years=3')
  const caption = results(page).locator('figcaption')
  await expect(caption).toHaveText('Pays back in month 10; after 3 years you are $29,000 ahead.')
  await page.getByLabel('Running costs per year').fill('16000')
  await page.getByRole('button', { name: 'Calculate' }).click()
  await expect(caption).toHaveText('Never pays back: after 3 years you are $13,000 behind.')
})

for (const width of [1280, 390]) {
  test(`at ${width}px the chart fits its card and does not move the page as it appears`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await open(page, '/calculator/roi?investment=10000&benefits=15000&costs=2000&years=3')
    const svg = results(page).getByRole('img')
    const box = (await svg.boundingBox())!
    const card = (await results(page).boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(card.x)
    expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width + 0.5)
    expect(box.height).toBeGreaterThan(100)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
}

test('printing a calculator keeps the inputs, results, chart with its numbers and the text, without the site chrome', async ({ page }) => {
  await open(page, '/calculator/roi?investment=10000&benefits=15000&costs=2000&years=3')
  await page.emulateMedia({ media: 'print' })
  for (const hidden of [page.locator('header').first(), page.locator('footer').first(), page.getByRole('button', { name: 'Calculate' }), page.getByRole('button', { name: 'Share Results' }), page.getByRole('button', { name: 'Show the numbers' }), page.getByRole('heading', { name: 'Frequently asked questions' }), page.getByRole('heading', { name: 'Related resources' }), page.getByRole('navigation', { name: 'Breadcrumb' })]) {
    await expect(hidden).toBeHidden()
  }
  await expect(page.getByLabel('Initial investment')).toBeVisible()
  await expect(results(page).getByRole('img')).toBeVisible()
  // Printed closed, the table of numbers is still there: a printout cannot be opened.
  await expect(results(page).getByRole('table')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'How we calculate' })).toBeVisible()
})
