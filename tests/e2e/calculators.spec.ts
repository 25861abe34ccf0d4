import { expect, type Page } from '@playwright/test'
import { test } from './worker-tab'
import { axeViolations, holdUntilReleased, islandsSettled, watchConsole } from './helpers'

const results = (page: Page) => page.getByRole('region', { name: 'Results' })

async function open(page: Page, url: string) {
  await page.goto(url)
  await islandsSettled(page)
}

test.beforeEach(async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
})

const CASES = [
  {
    name: 'compliance automation ROI',
    url: '/calculator/compliance-automation-roi?hours=300&rate=75&tool=15000&audit=5000',
    // 300 h x $75 = $22,500; + $5,000 = $27,500; - $15,000 = $12,500; 83.3%; 15,000 / (27,500 / 12) = 6.5 months.
    expect: ['$22,500.00', '$27,500.00', '$12,500.00', '83.3%', '6.5 months', 'Worth the Investment'],
    labels: ['Audit-preparation hours saved per year', 'Hourly cost of the people preparing', 'Compliance tool cost per year', 'Auditor fees saved per year'],
  },
  {
    name: 'SaaS breakeven',
    url: '/calculator/saas-breakeven?price=99&time=2&rate=50&team=5',
    // 2 h x 5 x 22 = 220 h a month = $11,000; 99 / 11,000 months = 0.27 days; ROI (132,000 - 1,188) / 1,188.
    expect: ['0.3 days', '11,011.1%', '220 hours', '$11,000.00'],
    labels: ['Tool price per month', 'Hours saved per person per working day', 'Hourly rate', 'People using the tool'],
  },
  {
    name: 'ROI',
    url: '/calculator/roi?investment=10000&benefits=15000&costs=2000&years=3',
    // Net 13,000 a year; 39,000 - 10,000 = 29,000 net benefit; 290%; 4.9^(1/3) - 1 = 69.85%, shown as 69.8%; 10,000 / (13,000 / 12) = 9.2 months.
    expect: ['290%', '69.8%', 'Strong', '$29,000.00', '9.2 months'],
    labels: ['Initial investment', 'Benefits per year', 'Running costs per year', 'Timeframe'],
  },
  {
    name: 'team productivity',
    url: '/calculator/team-productivity?team=10&time=30&rate=65',
    // 10 x 30 / 60 x 5 = 25 h a week ($1,625); x 4.33 = 108.25 h ($7,036.25); x 12 = 1,299 h ($84,435).
    expect: ['25 hours', '$1,625.00', '108.3 hours', '$7,036.25', '1,299 hours', '$84,435.00', '162.4 eight-hour working days'],
    labels: ['Team size', 'Minutes saved per person per working day', 'Average hourly rate'],
  },
  {
    name: 'tool cost',
    url: '/calculator/tool-cost?cost=100&team=5&time=60&rate=75',
    // $500 a month against 5 x 60 / 60 x 22 x 75 = $8,250 saved; ROI 1,550%; 6,000 / 8,250 = 0.7 months.
    expect: ['$500.00', '$6,000.00 a year', '$8,250.00', '$99,000.00 a year', '1,550%', '0.7 months', 'Worth the Investment'],
    labels: ['Cost per user per month', 'Team size', 'Minutes saved per user per working day', 'Hourly rate'],
  },
]

for (const c of CASES) {
  test(`${c.name}: a full URL prefills the inputs and shows the right figures`, async ({ page }) => {
    const problems = watchConsole(page)
    await open(page, c.url)
    const params = [...new URL(c.url, 'http://x').searchParams.values()]
    for (const [index, label] of c.labels.entries()) await expect(page.getByLabel(label, { exact: true })).toHaveValue(params[index]!)
    for (const figure of c.expect) await expect(results(page)).toContainText(figure)
    await expect(page.locator('main')).not.toContainText(/NaN|Infinity|undefined|-\$0\.00/)
    expect(await axeViolations(page)).toEqual([])
    expect(problems).toEqual([])
  })

  test(`${c.name}: Share Results copies a link with only its own inputs that reproduces the results`, async ({ page }) => {
    const path = c.url.split('?')[0]!
    await open(page, `${path}?utm_source=test`)
    await expect(page.getByRole('button', { name: 'Share Results' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Calculate' }).click()
    await page.getByRole('button', { name: 'Share Results' }).click()
    await expect(page.locator('[data-sonner-toast]').first()).toContainText('Link Copied!')
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()))
    expect(link.pathname).toBe(path)
    expect([...link.searchParams.keys()]).toEqual([...new URL(c.url, 'http://x').searchParams.keys()])
    await open(page, link.pathname + link.search)
    for (const figure of c.expect) await expect(results(page)).toContainText(figure)
  })
}

test('SaaS breakeven: a payback over a year gets a warning, shown in months', async ({ page }) => {
  await open(page, '/calculator/saas-breakeven?price=100000&time=0.1&rate=1&team=1')
  await expect(results(page).getByRole('alert')).toContainText('Slow payback')
  await expect(results(page)).toContainText('45,454.5 months')
  // The price comes every month, so a figure past one month is no payback: the stat and the warning say what it is, as the chart does.
  await expect(results(page).getByText("Savings match one month's price in")).toBeVisible()
  await expect(results(page).getByText('Pays for itself in')).toHaveCount(0)
  await expect(results(page).getByRole('alert')).toContainText("a month's savings are less than a month's price: the tool costs more than it saves")
  await open(page, '/calculator/saas-breakeven?price=99&time=2&rate=50&team=5')
  await expect(results(page).getByText('Pays for itself in')).toBeVisible()
})

test("Tool cost and compliance ROI: past 12 months the figure is how long the savings take to match a year's cost, not a payback", async ({ page }) => {
  await open(page, '/calculator/tool-cost?cost=1000&team=1&time=1&rate=1')
  await expect(results(page).getByText("Savings match a year's cost in")).toBeVisible()
  await expect(results(page).getByText('Pays for itself in')).toHaveCount(0)
  await expect(results(page).getByRole('alert')).toContainText('May Not Be Worth It')
  await open(page, '/calculator/tool-cost?cost=100&team=5&time=60&rate=75')
  await expect(results(page).getByText('Pays for itself in')).toBeVisible()
  await open(page, '/calculator/compliance-automation-roi?hours=10&rate=10&tool=15000&audit=0')
  await expect(results(page)).toContainText("Savings match a year's cost in 1,800 months")
  await open(page, '/calculator/compliance-automation-roi?hours=300&rate=75&tool=15000&audit=5000')
  await expect(results(page)).toContainText('Pays for itself in 6.5 months')
})

test('SaaS breakeven: time below 0.1 hours is refused with the spec toast', async ({ page }) => {
  await open(page, '/calculator/saas-breakeven')
  await page.getByLabel('Hours saved per person per working day').fill('0.05')
  await page.getByRole('button', { name: 'Calculate' }).click()
  await expect(page.locator('[data-sonner-toast]').first()).toContainText('Please enter valid positive numbers for all fields.')
})

test('ROI: a negative return warns, and payback is "Never"', async ({ page }) => {
  await open(page, '/calculator/roi?investment=10000&benefits=1000&costs=2000&years=3')
  await expect(results(page).getByRole('alert')).toContainText('Negative ROI')
  await expect(results(page)).toContainText('-130%')
  await expect(results(page)).toContainText('Never')
  await expect(results(page)).toContainText('Negative')
})

test('ROI: an excellent return is announced politely', async ({ page }) => {
  await open(page, '/calculator/roi?investment=10000&benefits=15000&costs=2000&years=3')
  await expect(results(page).getByRole('status')).toContainText('Excellent ROI')
})

test('ROI: a total on the edge of a verdict is written to its own side of it, never "100%" beside "Excellent ROI" nor "0%" beside "Negative ROI"', async ({ page }) => {
  // (66,668 - 1) x 3 = 200,001: a net benefit of 100,001 on 100,000 invested, 100.001%.
  await open(page, '/calculator/roi?investment=100000&benefits=66668&costs=1&years=3')
  await expect(results(page).getByRole('status')).toContainText('Excellent ROI')
  await expect(results(page).getByText('Total ROI', { exact: true }).locator('..')).toContainText('100.001%')
  // (33,334 - 1) x 3 = 99,999: a loss of 1 on 100,000, -0.001%.
  await open(page, '/calculator/roi?investment=100000&benefits=33334&costs=1&years=3')
  await expect(results(page).getByRole('alert')).toContainText('Negative ROI')
  await expect(results(page).getByText('Total ROI', { exact: true }).locator('..')).toContainText('-0.001%')
  // (66,667 - 1) x 3 = 199,998: 99.998%, no notice, and not "100%".
  await open(page, '/calculator/roi?investment=100000&benefits=66667&costs=1&years=3')
  await expect(results(page).getByText('Total ROI', { exact: true }).locator('..')).toContainText('99.998%')
  await expect(results(page).getByText('Excellent ROI')).toHaveCount(0)
  // (100,001 - 1) x 2 = 200,000: exactly 100% is not above 100, and is written "100%".
  await open(page, '/calculator/roi?investment=100000&benefits=100001&costs=1&years=2')
  await expect(results(page).getByText('Total ROI', { exact: true }).locator('..')).toHaveText('Total ROI100%')
  await expect(results(page).getByText('Excellent ROI')).toHaveCount(0)
})

test('ROI: more than 20 years is refused with the ROI message, and a link with it is named, not calculated', async ({ page }) => {
  await open(page, '/calculator/roi?investment=10000&benefits=15000&costs=2000&years=21')
  await expect(page.getByText('Enter your details and click Calculate to see your results.')).toBeVisible()
  await expect(page.getByLabel('Timeframe')).toHaveValue('21')
  await expect(page.getByText('Timeframe must be between 1 and 20 years.')).toBeVisible()
  await page.getByRole('button', { name: 'Calculate' }).click()
  await expect(page.locator('[data-sonner-toast]').first()).toContainText('Invalid Input')
  await expect(page.locator('[data-sonner-toast]').first()).toContainText('Please enter valid numbers. Investment, benefits, and timeframe must be positive.')
})

test('tool cost: a tool that costs more than it saves may not be worth it', async ({ page }) => {
  await open(page, '/calculator/tool-cost?cost=1000&team=1&time=1&rate=1')
  await expect(results(page).getByRole('alert')).toContainText('May Not Be Worth It')
})

test('team productivity: at most three error toasts stack', async ({ page }) => {
  await open(page, '/calculator/team-productivity')
  await page.getByLabel('Team size').fill('0')
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Calculate' }).click()
  await expect.poll(() => page.locator('[data-sonner-toast][data-visible="true"]').count()).toBeLessThanOrEqual(3)
  await expect(page.locator('[data-sonner-toast]').first()).toContainText('Invalid Input')
})

test('/calculators: a card per calculator page, a working category filter, and a Request Calculator email', async ({ page }) => {
  await open(page, '/calculators')
  const cards = page.locator('main li a[href^="/calculator/"]')
  await expect(cards).toHaveCount(6)
  await expect(cards.filter({ hasText: 'Popular' })).toHaveCount(3)
  const group = page.getByRole('group', { name: 'Filter calculators by category' })
  await expect(group.getByRole('button')).toHaveText(['All Categories', 'Finance', 'Productivity', 'Planning', 'Optimization', 'Compliance'])
  await group.getByRole('button', { name: 'Productivity' }).click()
  await expect(group.getByRole('button', { name: 'Productivity' })).toHaveAttribute('aria-pressed', 'true')
  await expect(cards).toHaveCount(2)
  await group.getByRole('button', { name: 'Compliance' }).click()
  await expect(cards).toHaveCount(1)
  await group.getByRole('button', { name: 'All Categories' }).click()
  await expect(cards).toHaveCount(6)
  await open(page, '/calculators?category=forecasting')
  await expect(page.getByText('No calculators in this category yet.')).toBeVisible()
  await page.getByRole('button', { name: 'Show all' }).click()
  await expect(cards).toHaveCount(6)
  await expect(page.getByRole('link', { name: 'Request Calculator' })).toHaveAttribute('href', /^mailto:hello@toolcompass\.example\?subject=Calculator%20request&body=/)
})

test('a comma pasted in a number field is not dropped without a word either', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await open(page, '/calculator/saas-breakeven')
  const time = page.getByLabel('Hours saved per person per working day')
  await time.fill('')
  await page.evaluate(() => navigator.clipboard.writeText('0,5'))
  await time.focus()
  await page.keyboard.press('ControlOrMeta+V')
  // The browser pastes it without the comma; the field says so, and Calculate asks before using it.
  await expect(time).toHaveValue('05')
  await expect(time).toHaveAccessibleDescription('A comma was left out: write a decimal with a point (0.5), and a number without thousands separators (1500).')
  await page.getByRole('button', { name: 'Calculate' }).click()
  await expect(time).toHaveAccessibleDescription('A comma was left out, so this reads 05. Write a decimal with a point (0.5), or press Calculate again to use 05.')
  await expect(results(page)).toContainText('Enter your details and click Calculate to see your results.')
})

test('a comma typed in a number field is not dropped without a word; a link leaving out a value names it in lower case', async ({ page }) => {
  await open(page, '/calculator/saas-breakeven')
  const time = page.getByLabel('Hours saved per person per working day')
  await time.fill('')
  await time.pressSequentially('0,5')
  // The browser's number field takes no comma: the field says so, where the visitor typed it, until it is sent.
  await expect(time).toHaveValue('05')
  await expect(time).toHaveAccessibleDescription('A comma was left out: write a decimal with a point (0.5), and a number without thousands separators (1500).')
  await expect(time).toHaveAttribute('aria-invalid', 'true')
  // Calculate asks once, where it matters, what the field now reads; no results are worked out from it yet.
  await page.getByRole('button', { name: 'Calculate' }).click()
  await expect(time).toHaveAccessibleDescription('A comma was left out, so this reads 05. Write a decimal with a point (0.5), or press Calculate again to use 05.')
  await expect(time).toBeFocused()
  await expect(results(page)).toContainText('Enter your details and click Calculate to see your results.')
  // Written with a point, it is used at once.
  await time.fill('0.5')
  await expect(time).not.toHaveAttribute('aria-invalid')
  await page.getByRole('button', { name: 'Calculate' }).click()
  await expect(results(page)).toContainText('55 hours')
  // A comma meant as a thousands separator: asked once, then used as it stands.
  const price = page.getByLabel('Tool price per month')
  await price.fill('')
  await price.pressSequentially('1,500')
  await page.getByRole('button', { name: 'Calculate' }).click()
  await expect(price).toHaveAccessibleDescription('A comma was left out, so this reads 1500. Write a decimal with a point (0.5), or press Calculate again to use 1500.')
  await page.getByRole('button', { name: 'Calculate' }).click()
  await expect(price).not.toHaveAttribute('aria-invalid')
  await expect(results(page)).toContainText('Annual ROI')
  await open(page, '/calculator/email-time-saved?emails=50&seconds=30')
  await expect(page.getByRole('status').filter({ hasText: 'This link leaves out' })).toContainText('This link leaves out your hourly rate, so it shows our default.')
})

test('a number typed before the calculator has woken is the one calculated, not put back to the default', async ({ page }) => {
  const release = await holdUntilReleased(page, /\/assets\/EmailTimeCalculator-[\w-]+\.js$/)
  await page.goto('/calculator/email-time-saved')
  const emails = page.getByLabel('Emails handled per working day')
  await emails.fill('200')
  release()
  await islandsSettled(page)
  await page.getByRole('button', { name: 'Calculate' }).click()
  await expect(emails).toHaveValue('200')
  // 200 emails x 10 seconds x 22 days / 60 = 733.3 minutes a month.
  await expect(results(page)).toContainText('733.3 minutes')
  await expect(page).toHaveURL(/\/calculator\/email-time-saved$/)
})

test('results beside numbers changed since say so; a refused Calculate puts the focus on the first field to mend', async ({ page }) => {
  await open(page, '/calculator/team-productivity?team=10&time=30&rate=65')
  const stale = results(page).getByText('These results are for the numbers you last calculated.')
  await expect(results(page)).toContainText('hours')
  await expect(stale).toHaveCount(0)
  const team = page.getByLabel('Team size')
  await team.fill('99')
  await expect(stale).toBeVisible()
  await team.fill('10')
  await expect(stale).toHaveCount(0)
  await page.getByLabel('Minutes saved per person per working day').fill('')
  await page.getByRole('button', { name: 'Calculate' }).click()
  await expect(page.getByLabel('Minutes saved per person per working day')).toBeFocused()
  // The toast's close button is a 44 px target, as every button.
  const close = page.locator('[data-sonner-toast] [data-close-button]').first()
  await expect(close).toBeVisible()
  const box = await close.boundingBox()
  expect(box!.height).toBeGreaterThanOrEqual(44)
  expect(box!.width).toBeGreaterThanOrEqual(44)
  expect(await axeViolations(page)).toEqual([])
})
