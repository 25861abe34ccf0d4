import { expect, type Locator, type Page } from '@playwright/test'
import { test, testInOwnTab } from './worker-tab'
import { axeViolations, islandsSettled, VIEWPORTS, watchConsole } from './helpers'

const PATH = '/calculator/tool-cost'
const OPEN = "Start from a tool's price"

/** Presses Tab (Shift+Tab with `back`) until `target` has focus: the page is driven by the keyboard alone. */
async function tabTo(page: Page, target: Locator, back = false) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  throw new Error('The keyboard never reached the element')
}

const costField = (page: Page) => page.getByLabel('Cost per user per month')
const picker = (page: Page) => page.getByRole('combobox', { name: 'Tool' })
const status = (page: Page) => page.getByRole('region', { name: 'Your numbers' }).getByRole('status')

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('keyboard only: Asana then its Starter plan fills $10.99 and names its source; a custom-quote tool is refused and changes nothing', async ({ page }) => {
      // Some forty keystrokes and two axe runs: more than the default allows on a busy two-core machine.
      test.setTimeout(60_000)
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
      const problems = watchConsole(page)
      await page.goto(PATH)
      await islandsSettled(page)

      await tabTo(page, page.getByRole('button', { name: OPEN }))
      await page.keyboard.press('Enter')
      await expect(page.getByRole('button', { name: OPEN })).toHaveAttribute('aria-expanded', 'true')
      await expect(picker(page)).toBeFocused()
      await page.keyboard.type('asa')
      await expect(page.getByRole('option')).toHaveText(['Asana'])
      await page.keyboard.press('Enter')
      await expect(picker(page)).toHaveValue('Asana')
      const plans = page.getByRole('group', { name: "Asana's plans" })
      await expect(plans.getByRole('radio')).toHaveCount(5)
      // Tab enters the plans at the first one (the free plan, not chosen); the arrow moves to Starter and chooses it.
      await page.keyboard.press('Tab')
      await expect(plans.getByRole('radio', { name: /^Free plan/ })).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(plans.getByRole('radio', { name: /^Starter/ })).toBeChecked()

      await expect(costField(page)).toHaveValue('10.99')
      await expect(status(page)).toHaveText("Filled in $10.99 from Asana's Starter plan. Press Calculate to see the results.")
      // Beside the field, and read with it: the tool, the plan, the price as stated (with its billing), and when it was checked.
      const source = "From Asana's Starter plan: $10.99 per user per month billed annually. Price checked January 15, 2025."
      await expect(costField(page)).toHaveAccessibleDescription(source)
      await expect(page.getByText(/^From Asana's Starter plan:/)).toBeVisible()

      // A custom-quote tool: back to the picker, choose Vanta and its only plan.
      await tabTo(page, picker(page), true)
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.type('vanta')
      await expect(page.getByRole('option')).toHaveText(['Vanta'])
      await page.keyboard.press('Enter')
      const vanta = page.getByRole('group', { name: "Vanta's plans" })
      await expect(vanta.getByRole('radio')).toHaveCount(1)
      await page.keyboard.press('Tab')
      await expect(vanta.getByRole('radio', { name: 'A plan priced by quote' })).toBeFocused()
      await page.keyboard.press('Space')
      await expect(status(page)).toHaveText(
        "Vanta's price is a custom quote, given only on request, so there is no price to fill in (never $0). Ask Vanta for a quote, then enter it as the cost per user per month. The cost per user per month was not changed.",
      )
      await expect(costField(page)).toHaveValue('10.99')
      await expect(costField(page)).toHaveAccessibleDescription(source)
      expect(await axeViolations(page)).toEqual([])

      // The calculator's own math and share link, unchanged: 10.99 x 5 people a month.
      await tabTo(page, page.getByRole('button', { name: 'Calculate' }))
      await page.keyboard.press('Enter')
      await expect(page.getByRole('region', { name: 'Results' })).toContainText('$54.95')
      await page.getByRole('button', { name: 'Share Results' }).click()
      const link = await page.evaluate(() => navigator.clipboard.readText())
      expect(new URL(link).search).toBe('?cost=10.99&team=5&time=60&rate=75')
      expect(await axeViolations(page)).toEqual([])
      expect(problems).toEqual([])
    })
  })
}

testInOwnTab('the first load fetches no tool data; opening the control fetches the names, choosing a tool its record; the picker loads under the CSP', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __csp: string[] }).__csp = seen
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective}: ${event.blockedURI}`))
  })
  const fetched: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/tools/')) fetched.push(pathname)
  })
  await page.goto(PATH)
  await islandsSettled(page)
  await page.waitForLoadState('networkidle')
  expect(fetched).toEqual([])
  await page.getByRole('button', { name: OPEN }).click()
  await expect.poll(() => fetched).toEqual(['/tools/names-search.json'])
  await picker(page).fill('asana')
  await picker(page).press('Enter')
  await expect(page.getByRole('group', { name: "Asana's plans" })).toBeVisible()
  expect(fetched).toEqual(['/tools/names-search.json', '/tools/asana.json'])
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([])
})

test("a flat price is shared among the team, with the working; a new team size offers to work it out again; the visitor's own figure drops the source", async ({ page }) => {
  const problems = watchConsole(page)
  await page.goto(PATH)
  await islandsSettled(page)
  await page.getByRole('button', { name: OPEN }).click()
  await picker(page).fill('mailch')
  await picker(page).press('Enter')
  await page.getByRole('radio', { name: /^Essentials/ }).check()
  await expect(costField(page)).toHaveValue('2.60')
  await expect(costField(page)).toHaveAccessibleDescription(/\$13 per month\. Worked out: \$13 a month ÷ 5 people = \$2\.60 per user per month\./)

  await page.getByLabel('Team size').fill('4')
  await expect(page.getByText('This was worked out for a team of 5; the team size is now 4.')).toBeVisible()
  await page.getByRole('button', { name: 'Work it out for 4 people' }).click()
  await expect(costField(page)).toHaveValue('3.25')
  // The button has gone: the focus is on the figure it worked out, not lost to the page.
  await expect(costField(page)).toBeFocused()
  await expect(page.getByText(/the team size is now/)).toHaveCount(0)

  // Its free plan is refused: free, and the calculator needs a cost above $0.
  await page.getByRole('radio', { name: /^Free plan/ }).check()
  await expect(status(page)).toContainText("Mailchimp's free plan costs nothing. This calculator weighs what a tool costs against the time it saves and needs a cost of at least $1 per user per month")
  await expect(costField(page)).toHaveValue('3.25')

  // The visitor's own figure is theirs: the source goes.
  await costField(page).fill('12')
  await expect(page.getByText(/^From Mailchimp's Essentials plan:/)).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
  expect(problems).toEqual([])
})

test("leaving the tool field closes its list; a tool's whole name typed and left is that tool", async ({ page }) => {
  await page.goto(PATH)
  await islandsSettled(page)
  await page.getByRole('button', { name: OPEN }).click()
  await picker(page).pressSequentially('gust')
  await expect(page.getByRole('option', { name: 'Gusto' })).toBeVisible()
  await picker(page).press('Tab')
  // Part of a name chooses nothing: the list closes and nothing is filled.
  await expect(page.getByRole('listbox')).toHaveCount(0)
  await expect(picker(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('radio')).toHaveCount(0)
  await picker(page).fill('')
  await picker(page).pressSequentially('gusto')
  await expect(page.getByRole('option', { name: 'Gusto' })).toBeVisible()
  await picker(page).press('Tab')
  await expect(page.getByRole('listbox')).toHaveCount(0)
  await expect(picker(page)).toHaveValue('Gusto')
  await expect(page.getByRole('radio', { name: /^Simple/ })).toBeVisible()
})

test("plans without names are told apart by what they give; a one-account plan does not serve a team", async ({ page }) => {
  await page.goto(PATH)
  await islandsSettled(page)
  await page.getByRole('button', { name: OPEN }).click()
  await picker(page).fill('clean e')
  await picker(page).press('Enter')
  await expect(page.getByRole('radio', { name: /^The (5|10)-seat plan Not checked/ })).toHaveCount(2)
  await expect(page.getByRole('radio', { name: 'The 5-seat plan Not checked 5 email accounts, billed monthly or yearly' })).toBeVisible()
  await page.getByRole('radio', { name: /^The \$29\.99 plan/ }).check()
  await expect(status(page)).toContainText("Clean Email's $29.99 plan serves at most 1 person, so it cannot serve a team of 5.")
})

test("a team size that is not a whole number fills no plan's price, saying so; the calculator's own math still takes it", async ({ page }) => {
  const problems = watchConsole(page)
  await page.goto(PATH)
  await islandsSettled(page)
  await page.getByLabel('Team size').fill('2.5')
  const before = await costField(page).inputValue()
  await page.getByRole('button', { name: OPEN }).click()
  const whole = "A plan's price is worked out for a whole number of people; the team size is 2.5."
  // monday.com's $9 per seat plan: not "3 seats × $9 a month ÷ 2.5 people".
  await picker(page).fill('monday')
  await picker(page).press('Enter')
  await page.getByRole('radio', { name: /^The \$9 per seat plan/ }).check()
  await expect(status(page)).toContainText(whole)
  await expect(status(page)).toContainText('The cost per user per month was not changed.')
  await expect(costField(page)).toHaveValue(before)
  await expect(page.getByText(/^From /)).toHaveCount(0)
  // Gusto's Premium: not "($180 + 2.5 × $22)".
  await picker(page).fill('gusto')
  await picker(page).press('Enter')
  await page.getByRole('radio', { name: /^Premium/ }).check()
  await expect(status(page)).toContainText(whole)
  await expect(costField(page)).toHaveValue(before)
  await expect(page.getByText(/2\.5 × \$22|÷ 2\.5 people/)).toHaveCount(0)

  // A figure worked out for 3 people, then a team of 2.5: it says so and offers no working for 2.5 people.
  await page.getByLabel('Team size').fill('3')
  await page.getByRole('radio', { name: /^Simple/ }).check()
  await expect(costField(page)).toHaveValue('22.33')
  await page.getByLabel('Team size').fill('2.5')
  await expect(page.getByText(`This was worked out for a team of 3; the team size is now 2.5. ${whole}`, { exact: false })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Work it out for/ })).toHaveCount(0)

  // The calculator's own formula is unchanged: $22.33 × 2.5 people × 12 months = $669.90 a year.
  await page.getByRole('button', { name: 'Calculate' }).click()
  await expect(page.getByRole('region', { name: 'Results' })).toContainText('$669.90 a year')
  expect(await axeViolations(page)).toEqual([])
  expect(problems).toEqual([])
})

test("a plan whose name starts with the tool's is not given the tool's name again", async ({ page }) => {
  await page.goto(PATH)
  await islandsSettled(page)
  await page.getByLabel('Team size').fill('1')
  await page.getByRole('button', { name: OPEN }).click()
  await picker(page).fill('canva')
  await picker(page).press('Enter')
  await page.getByRole('radio', { name: /^Canva Pro/ }).check()
  await expect(status(page)).toHaveText('Filled in $10 from the Canva Pro plan. Press Calculate to see the results.')
  await expect(costField(page)).toHaveAccessibleDescription(/^From the Canva Pro plan: \$120 per person per year\./)
  await picker(page).fill('adp')
  await picker(page).press('Enter')
  await page.getByRole('radio', { name: /^ADP Workforce Now/ }).check()
  await expect(status(page)).toContainText('The price of the ADP Workforce Now plan is a custom quote')
  await expect(page.getByText(/Canva's Canva Pro|ADP's ADP Workforce Now/)).toHaveCount(0)
})
