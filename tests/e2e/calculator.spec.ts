import { expect } from '@playwright/test'
import { test } from './worker-tab'
import { axeViolations, holdBack, islandsSettled, scriptsAskedFor, watchConsole } from './helpers'

const PATH = '/calculator/email-time-saved'

test.beforeEach(async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(PATH)
  await islandsSettled(page)
})

test('shows the defaults and a prompt, then the results of the spec formula', async ({ page }) => {
  await expect(page.getByLabel('Emails handled per working day')).toHaveValue('50')
  await expect(page.getByLabel('Seconds saved per email')).toHaveValue('10')
  await expect(page.getByLabel('Your hourly rate')).toHaveValue('50')
  await expect(page.getByText('Enter your details and click Calculate to see your results.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Share Results' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Calculate' }).click()
  const results = page.getByRole('region', { name: 'Results' })
  // 50 x 10 x 22 / 60 = 183.3 min = 3.1 h a month, 36.7 h a year, $152.78 and $1,833.33.
  await expect(results).toContainText('3.1 hours')
  await expect(results).toContainText('183.3 minutes')
  await expect(results).toContainText('36.7 hours')
  await expect(results).toContainText('$152.78')
  await expect(results).toContainText('$1,833.33')
  await expect(results).toContainText('4.6 eight-hour working days')
  await expect(page.getByRole('button', { name: 'Share Results' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test('invalid input shows the destructive toast, never NaN; at most 3 toasts stack', async ({ page }) => {
  const problems = watchConsole(page)
  await page.getByLabel('Seconds saved per email').fill('0')
  await page.getByRole('button', { name: 'Calculate' }).click()
  const toasts = page.locator('[data-sonner-toast]')
  await expect(toasts.first()).toContainText('Invalid Input')
  await expect(toasts.first()).toContainText('Please enter valid positive numbers for all fields.')
  await expect(page.getByText('Enter your details and click Calculate to see your results.')).toBeVisible()
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Calculate' }).click()
  await expect.poll(() => page.locator('[data-sonner-toast][data-visible="true"]').count()).toBeLessThanOrEqual(3)
  await expect(page.locator('main')).not.toContainText(/NaN|Infinity|undefined/)
  expect(problems).toEqual([])
})

test("the notices' code comes when a visitor reaches the calculator, and a notice asked for before it is in shows once", async ({ page }) => {
  const problems = watchConsole(page)
  const scripts = scriptsAskedFor(page)
  // Sonner's code comes slowly, as on a poor connection: the visitor's Calculate asks for a notice before it is in.
  await holdBack(page, /\/assets\/Toasts-[\w-]+\.js$/)
  await page.goto(PATH)
  await islandsSettled(page)
  await page.waitForLoadState('networkidle')
  const noticesCode = () => scripts.filter((script) => script.includes('/Toasts-'))
  expect(noticesCode()).toEqual([])
  await page.getByLabel('Seconds saved per email').fill('0')
  await page.getByRole('button', { name: 'Calculate' }).click()
  const toasts = page.locator('[data-sonner-toast]')
  await expect(toasts).toHaveCount(1)
  await expect(toasts).toContainText('Invalid Input')
  expect(noticesCode()).toHaveLength(1)
  // The toaster is a polite live region, in the page from then on.
  await expect(page.getByRole('region', { name: /^Notifications/ })).toHaveAttribute('aria-live', 'polite')
  expect(problems).toEqual([])
})

test('an invalid input after a result takes the stale result away', async ({ page }) => {
  await page.getByRole('button', { name: 'Calculate' }).click()
  await expect(page.getByRole('region', { name: 'Results' })).toContainText('$1,833.33')
  await page.getByLabel('Your hourly rate').fill('')
  await page.getByRole('button', { name: 'Calculate' }).click()
  await expect(page.locator('[data-sonner-toast]').first()).toContainText('Invalid Input')
  await expect(page.getByRole('region', { name: 'Results' })).not.toContainText('$')
  await expect(page.getByRole('button', { name: 'Share Results' })).toHaveCount(0)
})

test('a URL with every parameter prefills and calculates on load', async ({ page }) => {
  await page.goto(`${PATH}?emails=100&seconds=30&rate=80`)
  await islandsSettled(page)
  await expect(page.getByLabel('Emails handled per working day')).toHaveValue('100')
  // 100 x 30 x 22 / 60 = 1,100 min = 18.3 h a month; 220 h and $17,600 a year.
  const results = page.getByRole('region', { name: 'Results' })
  await expect(results).toContainText('18.3 hours')
  await expect(results).toContainText('220 hours')
  await expect(results).toContainText('$17,600.00')
})

// A link's values that can be used are used; what cannot is named (src/calculators/link.ts); calculator-links.spec.ts covers every calculator.
const BAD_LINKS = [
  { query: 'emails=1e3&seconds=10&rate=50', emails: '', problem: 'Emails handled per working day must be a number between 1 and 5,000 emails. The link gives "1e3".' },
  { query: 'emails=-5&seconds=10&rate=50', emails: '', problem: 'Emails handled per working day must be a number between 1 and 5,000 emails. The link gives "-5".' },
  { query: 'emails=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&seconds=10&rate=50', emails: '', problem: 'The link gives "<img src=x onerror=alert…".' },
  { query: 'emails=9000&seconds=10&rate=50', emails: '9000', problem: 'Emails handled per working day must be between 1 and 5,000 emails.' },
]
for (const bad of BAD_LINKS) {
  test(`a link with a bad value (${bad.query}) keeps the good ones, names the bad one and calculates nothing`, async ({ page }) => {
    const problems = watchConsole(page)
    page.on('dialog', () => problems.push('a dialog opened'))
    await page.goto(`${PATH}?${bad.query}`)
    await islandsSettled(page)
    const emails = page.getByLabel('Emails handled per working day')
    await expect(emails).toHaveValue(bad.emails)
    await expect(emails).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(bad.problem)).toBeVisible()
    await expect(page.getByLabel('Seconds saved per email')).toHaveValue('10')
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1)
    await expect(page.getByText('Enter your details and click Calculate to see your results.')).toBeVisible()
    expect(problems).toEqual([])
  })
}

test('a link that repeats a parameter uses the first value and says so', async ({ page }) => {
  await page.goto(`${PATH}?emails=50&emails=60&seconds=10&rate=50`)
  await islandsSettled(page)
  await expect(page.getByLabel('Emails handled per working day')).toHaveValue('50')
  await expect(page.getByText('This link gives Emails handled per working day more than once; the first value is used.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Results' })).toContainText('$1,833.33')
})

test('Share Results copies a link that reproduces the results', async ({ page }) => {
  await page.getByLabel('Emails handled per working day').fill('80')
  await page.getByRole('button', { name: 'Calculate' }).click()
  await page.getByRole('button', { name: 'Share Results' }).click()
  await expect(page.locator('[data-sonner-toast]').first()).toContainText('Link Copied!')
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(new URL(link).search).toBe('?emails=80&seconds=10&rate=50')
  await page.goto(link)
  await islandsSettled(page)
  await expect(page.getByRole('region', { name: 'Results' })).toContainText('$2,933.33')
})

test('where the clipboard is refused, the link is shown to copy by hand', async ({ page }) => {
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } })
  })
  await page.getByRole('button', { name: 'Calculate' }).click()
  await page.getByRole('button', { name: 'Share Results' }).click()
  await expect(page.getByLabel(/Copy this link instead/)).toHaveValue(/\?emails=50&seconds=10&rate=50$/)
})

test('works with the keyboard alone', async ({ page }) => {
  await page.getByLabel('Emails handled per working day').focus()
  await page.keyboard.press('Control+a')
  await page.keyboard.type('20')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('region', { name: 'Results' })).toContainText('$733.33')
})
