import { expect, type Locator, type Page } from '@playwright/test'
import { test, testInOwnTab } from './worker-tab'
import { axeViolations, islandsSettled, layoutShifts, VIEWPORTS, watchConsole, watchScripts } from './helpers'

/**
 * "Compare" toggles on every tool card (the /tools finder, best-of pages, a
 * profile's alternatives) and the compare tray that opens the builder with
 * the chosen tools (src/client/compare-tray.ts). The choice is kept in
 * session storage, so it follows the visitor from page to page.
 */

const BEST_OF = '/best/analytics-without-cookies'
const PROFILE = '/tools/notion'
const KEY = 'toolcompass:compare'

const toggle = (page: Page, name: string) => page.getByRole('button', { name: `Compare ${name}`, exact: true })
const tray = (page: Page) => page.getByRole('region', { name: 'Tools to compare' })
const trayLink = (page: Page) => tray(page).getByRole('link', { name: /^Compare \d tools?$/ })
/** What the tray said last, politely (a screen reader's words; not on screen). */
const said = (page: Page) => page.locator('[data-compare-status]')
const refusal = (page: Page) => tray(page).locator('[data-compare-refusal]')
/** The names of the chosen tools, as the tray shows them (each item also holds its remove button). */
const chosenNames = (page: Page) => tray(page).locator('[data-compare-name]')

/** Presses Tab until `target` has focus, as a keyboard user would reach it; fails after `most` presses. */
async function tabTo(page: Page, target: Locator, { most = 250, back = false } = {}) {
  const handle = await target.elementHandle()
  for (let i = 0; i < most; i++) {
    if (await page.evaluate((element) => document.activeElement === element, handle)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`Tab never reached ${target}`)
}

/** Stores a choice as the tray would have, from another page, then leaves it. */
async function storeChoice(page: Page, stored: string) {
  await page.goto('/about')
  await page.evaluate(([key, value]) => sessionStorage.setItem(key!, value!), [KEY, stored])
}

test('four tools picked on three different pages, the fifth refused; the tray opens the builder with the four', async ({ page }) => {
  // Five pages and the builder, one after another.
  test.slow()
  const problems = watchConsole(page)
  await page.goto('/tools')
  await islandsSettled(page)
  await expect(tray(page)).toBeHidden()
  await toggle(page, 'Figma').click()
  await expect(toggle(page, 'Figma')).toHaveAttribute('aria-pressed', 'true')
  await expect(said(page)).toHaveText('Figma added to the comparison: 1 of 4 chosen.')
  await toggle(page, 'Otter.ai').click()
  await expect(toggle(page, 'Otter.ai')).toHaveAttribute('aria-pressed', 'true')
  await expect(trayLink(page)).toHaveText('Compare 2 tools')

  // A best-of page: the choice came along; one more from its ranked cards.
  await page.goto(BEST_OF)
  await expect(trayLink(page)).toHaveText('Compare 2 tools')
  await expect(chosenNames(page)).toHaveText(['Figma', 'Otter.ai'])
  await toggle(page, 'Plausible Analytics').click()
  await expect(toggle(page, 'Plausible Analytics')).toHaveAttribute('aria-pressed', 'true')
  await expect(trayLink(page)).toHaveText('Compare 3 tools')

  // A profile's alternatives: the fourth, then a fifth, refused.
  await page.goto(PROFILE)
  const alternatives = page.locator('#alternatives')
  await alternatives.getByRole('button', { name: 'Compare Coda', exact: true }).click()
  await expect(said(page)).toHaveText('Coda added to the comparison: 4 of 4 chosen.')
  await alternatives.getByRole('button', { name: 'Compare Asana', exact: true }).click()
  await expect(refusal(page)).toHaveText('You can compare up to 4 tools at once. To add Asana, first remove a tool from the compare tray.')
  await expect(refusal(page)).toBeVisible()
  await expect(refusal(page)).toHaveAttribute('aria-live', 'assertive')
  await expect(toggle(page, 'Asana')).toHaveAttribute('aria-pressed', 'false')
  await expect(chosenNames(page)).toHaveText(['Figma', 'Otter.ai', 'Plausible Analytics', 'Coda'])
  expect(await page.evaluate((key) => sessionStorage.getItem(key), KEY)).not.toContain('asana')

  await expect(trayLink(page)).toHaveText('Compare 4 tools')
  await expect(trayLink(page)).toHaveAttribute('href', '/compare?tools=figma,otter,plausible,coda')
  await trayLink(page).click()
  await expect(page).toHaveURL(/\/compare\?tools=figma,otter,plausible,coda$/)
  await islandsSettled(page)
  await expect(page.getByRole('list', { name: 'Tools compared' }).getByRole('listitem')).toHaveText([/^Figma/, /^Otter\.ai/, /^Plausible Analytics/, /^Coda/])

  // Back on /tools, the finder's cards show the choice once it has hydrated, without a hydration warning.
  await page.goto('/tools')
  await islandsSettled(page)
  await expect(toggle(page, 'Figma')).toHaveAttribute('aria-pressed', 'true')
  await expect(toggle(page, 'GitHub')).toHaveAttribute('aria-pressed', 'false')
  expect(problems).toEqual([])
})

test('keyboard only, on a phone: choose, open the tray, remove tools; focus moves on and every change is said', async ({ page }) => {
  // Tabbing through a whole best-of page, one key at a time.
  test.slow()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(BEST_OF)
  await tabTo(page, toggle(page, 'Plausible Analytics'))
  await page.keyboard.press('Space')
  await expect(toggle(page, 'Plausible Analytics')).toHaveAttribute('aria-pressed', 'true')
  await tabTo(page, toggle(page, 'Fathom Analytics'))
  await page.keyboard.press('Enter')
  await expect(said(page)).toHaveText('Fathom Analytics added to the comparison: 2 of 4 chosen.')
  // A second press takes it out again.
  await page.keyboard.press('Enter')
  await expect(toggle(page, 'Fathom Analytics')).toHaveAttribute('aria-pressed', 'false')
  await expect(said(page)).toHaveText('Fathom Analytics removed from the comparison: 1 of 4 chosen.')
  await page.keyboard.press('Enter')

  // On a phone the chosen tools fold behind a button; focus goes from it into them, and Escape folds them again.
  const disclosure = tray(page).getByRole('button', { name: '2 chosen' })
  const removePlausible = tray(page).getByRole('button', { name: 'Remove Plausible Analytics' })
  await expect(tray(page).getByRole('list')).toBeHidden()
  await tabTo(page, disclosure)
  await page.keyboard.press('Enter')
  await expect(disclosure).toHaveAttribute('aria-expanded', 'true')
  await expect(chosenNames(page)).toHaveText(['Plausible Analytics', 'Fathom Analytics'])
  await page.keyboard.press('Tab')
  await expect(removePlausible).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(disclosure).toHaveAttribute('aria-expanded', 'false')
  await expect(disclosure).toBeFocused()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await expect(removePlausible).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(said(page)).toHaveText('Plausible Analytics removed from the comparison: 1 of 4 chosen.')
  await expect(toggle(page, 'Plausible Analytics')).toHaveAttribute('aria-pressed', 'false')
  const removeFathom = tray(page).getByRole('button', { name: 'Remove Fathom Analytics' })
  await expect(removeFathom).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(said(page)).toHaveText('Fathom Analytics removed from the comparison: no tools chosen.')
  await expect(tray(page)).toBeHidden()
  // The last one gone, focus goes back to its toggle on the page.
  await expect(toggle(page, 'Fathom Analytics')).toBeFocused()
  await expect(toggle(page, 'Fathom Analytics')).toHaveAttribute('aria-pressed', 'false')
})

test('every tool card of the /best-tools grid has a Compare toggle: the choice goes to the tray, survives the category filter and follows to /tools', async ({ page }) => {
  const problems = watchConsole(page)
  await page.goto('/best-tools')
  await islandsSettled(page)
  const cards = page.locator('article[aria-labelledby^="directory-"]')
  await expect(cards).toHaveCount(16)
  for (const card of await cards.all()) {
    const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim()
    await expect(card.getByRole('button', { name: `Compare ${name}`, exact: true })).toHaveAttribute('aria-pressed', 'false')
  }
  await expect(tray(page)).toBeHidden()
  await toggle(page, 'GitHub').click()
  await expect(toggle(page, 'GitHub')).toHaveAttribute('aria-pressed', 'true')
  await expect(said(page)).toHaveText('GitHub added to the comparison: 1 of 4 chosen.')
  await expect(trayLink(page)).toHaveText('Compare 1 tool')
  // Filtered to one field and back: the grid draws its cards again, each pressed as the choice says.
  const categories = page.getByRole('group', { name: 'Filter by category' })
  await categories.getByRole('button', { name: 'Design & Creative' }).click()
  await toggle(page, 'Figma').click()
  await expect(trayLink(page)).toHaveText('Compare 2 tools')
  await categories.getByRole('button', { name: 'All Categories' }).click()
  await expect(toggle(page, 'GitHub')).toHaveAttribute('aria-pressed', 'true')
  await expect(toggle(page, 'Figma')).toHaveAttribute('aria-pressed', 'true')
  await expect(trayLink(page)).toHaveAttribute('href', '/compare?tools=github,figma')
  expect(await axeViolations(page)).toEqual([])

  // The same choice on /tools, and back on /best-tools from a stored choice (rendered unpressed, then pressed: no hydration warning).
  await page.goto('/tools')
  await islandsSettled(page)
  await expect(toggle(page, 'GitHub')).toHaveAttribute('aria-pressed', 'true')
  await expect(trayLink(page)).toHaveText('Compare 2 tools')
  await page.goto('/best-tools')
  await islandsSettled(page)
  await expect(toggle(page, 'Figma')).toHaveAttribute('aria-pressed', 'true')
  await toggle(page, 'Figma').click()
  await expect(chosenNames(page)).toHaveText(['GitHub'])
  expect(problems).toEqual([])
})

test('at 390px the count and the link share one row, with 2 tools chosen and with 4: the tray is one button high', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/tools')
  await islandsSettled(page)
  const disclosure = tray(page).locator('[data-compare-disclosure]')
  for (const [count, names] of [[2, ['GitHub', 'Canva']], [4, ['Figma', 'Otter.ai']]] as const) {
    for (const name of names) await toggle(page, name).click()
    await expect(trayLink(page)).toHaveText(`Compare ${count} tools`)
    await expect(disclosure).toHaveText(`${count} chosen`)
    const [button, link, panel] = [(await disclosure.boundingBox())!, (await trayLink(page).boundingBox())!, (await tray(page).boundingBox())!]
    expect(link.y, `with ${count} chosen, "Compare ${count} tools" is on the row of "${count} chosen"`).toBe(button.y)
    // One 44px row, the card's padding and border around it: two rows made it some 114px.
    expect(panel.height).toBeLessThan(80)
  }
})

test('the tray, as it appears, does not cover the toggle in focus that brought it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/tools')
  await islandsSettled(page)
  const first = page.getByRole('button', { name: /^Compare / }).first()
  // Low on the screen, as a keyboard user reaches it from the top without scrolling.
  await page.evaluate(() => window.scrollTo(0, 0))
  await first.focus()
  await page.keyboard.press('Enter')
  await expect(tray(page)).toBeVisible()
  await expect(first).toBeFocused()
  await expect.poll(async () => (await first.boundingBox())!.y + (await first.boundingBox())!.height).toBeLessThanOrEqual((await tray(page).boundingBox())!.y)
})

test('the builder\'s "Add a tool" field is ringed while it has the focus', async ({ page }) => {
  await page.goto('/compare?tools=notion,hubspot')
  await islandsSettled(page)
  const input = page.getByRole('combobox', { name: 'Add a tool' })
  const field = input.locator('xpath=..')
  expect(await field.evaluate((element) => getComputedStyle(element).boxShadow)).toBe('none')
  await input.focus()
  expect(await field.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none')
})

test('a toggle for a chosen tool is pressed when a page loads, without moving anything; a best-of page stays under 20 KB of JavaScript and never loads React', async ({ page }) => {
  await storeChoice(page, JSON.stringify([{ id: 'plausible', name: 'Plausible Analytics' }, { id: 'coda', name: 'Coda' }]))
  const scripts = watchScripts(page)
  const problems = watchConsole(page)
  await page.goto(BEST_OF, { waitUntil: 'networkidle' })
  await expect(toggle(page, 'Plausible Analytics')).toHaveAttribute('aria-pressed', 'true')
  await expect(toggle(page, 'Fathom Analytics')).toHaveAttribute('aria-pressed', 'false')
  await expect(trayLink(page)).toHaveText('Compare 2 tools')
  expect(await layoutShifts(page)).toEqual([])
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0)
  expect(total, scripts.map((script) => `${script.url} ${script.gzip}`).join(', ')).toBeLessThanOrEqual(20_000)
  expect(scripts.map((script) => script.url).join(' ')).not.toMatch(/hydrate|react/i)

  await page.goto(PROFILE, { waitUntil: 'networkidle' })
  await expect(page.locator('#alternatives').getByRole('button', { name: 'Compare Coda', exact: true })).toHaveAttribute('aria-pressed', 'true')
  expect(await layoutShifts(page)).toEqual([])

  await page.goto('/tools', { waitUntil: 'networkidle' })
  await islandsSettled(page)
  await expect(trayLink(page)).toHaveText('Compare 2 tools')
  expect(await layoutShifts(page)).toEqual([])
  expect(problems).toEqual([])
})

test('with nothing chosen, a best-of page loads the tray only once a toggle is hovered; a page without toggles has no tray', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => void requested.push(request.url()))
  await page.goto(BEST_OF, { waitUntil: 'networkidle' })
  expect(requested.filter((url) => /compare-tray/.test(url))).toEqual([])
  await toggle(page, 'Umami').hover()
  await expect.poll(() => requested.some((url) => /compare-tray-[\w-]+\.js$/.test(url))).toBe(true)
  await page.goto('/about')
  await expect(page.locator('[data-compare-tray]')).toHaveCount(0)
})

testInOwnTab('where the browser keeps nothing, the choice works on the page and the tray says it will not be kept', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'sessionStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
  })
  const problems = watchConsole(page)
  await page.goto(BEST_OF)
  await toggle(page, 'Matomo').click()
  await expect(trayLink(page)).toHaveText('Compare 1 tool')
  await expect(trayLink(page)).toHaveAttribute('href', '/compare?tools=matomo')
  await expect(tray(page)).toContainText('Your browser is not letting this site keep your choice, so it will be lost when you leave this page.')
  await page.goto(PROFILE)
  await expect(page.locator('#alternatives').getByRole('button', { name: 'Compare Coda', exact: true })).toHaveAttribute('aria-pressed', 'false')
  await expect(tray(page)).toBeHidden()
  expect(problems).toEqual([])
})

test('what storage holds is not trusted: nonsense is no choice, and a name is shown as text', async ({ page }) => {
  const problems = watchConsole(page)
  await storeChoice(page, '{not json')
  await page.goto(BEST_OF, { waitUntil: 'networkidle' })
  await expect(tray(page)).toBeHidden()
  await storeChoice(page, JSON.stringify([{ id: 'umami', name: '<img src=x onerror="window.hacked=1">' }, { id: '../../etc', name: 'Nope' }]))
  await page.goto(BEST_OF, { waitUntil: 'networkidle' })
  await expect(chosenNames(page)).toHaveText(['<img src=x onerror="window.hacked=1">'])
  await expect(trayLink(page)).toHaveAttribute('href', '/compare?tools=umami')
  expect(await page.evaluate(() => 'hacked' in window)).toBe(false)
  expect(problems).toEqual([])
})

test('Back to a page shows the choice as it is now, not as it was left, also from the back-forward cache', async ({ page }) => {
  await page.goto(BEST_OF)
  await toggle(page, 'Fathom Analytics').click()
  await expect(toggle(page, 'Fathom Analytics')).toHaveAttribute('aria-pressed', 'true')
  await page.goto(PROFILE)
  await page.locator('#alternatives').getByRole('button', { name: 'Compare Coda', exact: true }).click()
  await expect(trayLink(page)).toHaveText('Compare 2 tools')
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${BEST_OF}$`))
  await expect(trayLink(page)).toHaveText('Compare 2 tools')
  await expect(chosenNames(page)).toHaveText(['Fathom Analytics', 'Coda'])
  // This browser reloads the page on Back; one that restores it from its back-forward cache says so with pageshow,
  // and the page reads the choice again (here changed underneath it, as the next page would have).
  await page.evaluate((key) => {
    sessionStorage.setItem(key, JSON.stringify([{ id: 'coda', name: 'Coda' }]))
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
  }, KEY)
  await expect(chosenNames(page)).toHaveText(['Coda'])
  await expect(toggle(page, 'Fathom Analytics')).toHaveAttribute('aria-pressed', 'false')
})

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width}px the full tray, refusal shown, passes axe, keeps clear of the scroll-to-top button and lets the page's end scroll above it`, async ({ page }) => {
    // axe over a whole best-of page, then the layout checks.
    test.slow()
    await page.setViewportSize(viewport)
    await storeChoice(page, JSON.stringify(['figma', 'otter', 'plausible', 'coda'].map((id) => ({ id, name: id[0]!.toUpperCase() + id.slice(1) }))))
    await page.goto(BEST_OF, { waitUntil: 'networkidle' })
    await toggle(page, 'Umami').click()
    await expect(refusal(page)).not.toBeEmpty()
    const disclosure = tray(page).getByRole('button', { name: '4 chosen' })
    if (viewport.width < 1024) {
      // The refusal unfolds the chosen tools, to remove one.
      await expect(disclosure).toHaveAttribute('aria-expanded', 'true')
    } else await expect(disclosure).toBeHidden()
    await expect(tray(page).getByRole('listitem')).toHaveCount(4)
    for (const item of await tray(page).getByRole('listitem').all()) await expect(item).toBeVisible()
    // Every button in the tray is at least 44px tall.
    for (const button of await tray(page).getByRole('button').all()) if (await button.isVisible()) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    expect(await axeViolations(page)).toEqual([])

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const scrollTop = page.getByRole('button', { name: 'Scroll to top' })
    await expect(scrollTop).toBeVisible()
    const [panel, button] = [(await tray(page).boundingBox())!, (await scrollTop.boundingBox())!]
    expect(panel.x + panel.width, 'the tray ends left of the scroll-to-top button').toBeLessThanOrEqual(button.x)
    // The page's last line scrolls clear above the tray.
    const last = page.getByText(/^© \d{4} ToolCompass/)
    const lastBox = (await last.boundingBox())!
    const trayTop = (await tray(page).locator('> div').boundingBox())!.y
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(trayTop)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
  })
}

test('at 400% zoom (320 by 200px) the opened tray stays on the screen: its list scrolls under the button and the link, and every tool can be removed', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 200 })
  await storeChoice(page, JSON.stringify(['figma', 'otter', 'plausible', 'coda'].map((id) => ({ id, name: id[0]!.toUpperCase() + id.slice(1) }))))
  await page.goto(BEST_OF, { waitUntil: 'networkidle' })
  const disclosure = tray(page).getByRole('button', { name: '4 chosen' })
  await disclosure.click()
  await expect(disclosure).toHaveAttribute('aria-expanded', 'true')
  const panel = (await tray(page).locator('> div').boundingBox())!
  expect(panel.y, 'the tray begins on the screen').toBeGreaterThanOrEqual(0)
  expect(panel.y + panel.height).toBeLessThanOrEqual(200)
  // The header scrolls away on a screen this short: it holds nothing over the page.
  await page.evaluate(() => window.scrollTo(0, 600))
  expect((await page.locator('header').first().boundingBox())!.y).toBeLessThan(-50)
  // Each Remove, reached by the keyboard from the last to the first, is brought into view in the list and removes its tool.
  for (const name of ['Coda', 'Plausible', 'Otter', 'Figma']) {
    const remove = tray(page).getByRole('button', { name: `Remove ${name}` })
    await remove.focus()
    const box = (await remove.boundingBox())!
    expect(box.y, `Remove ${name} in view`).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height).toBeLessThanOrEqual(200)
    for (const kept of [disclosure, trayLink(page)]) if (await kept.isVisible()) expect(((await kept.boundingBox())!.y)).toBeLessThan(200)
    await page.keyboard.press('Enter')
    await expect(remove).toHaveCount(0)
  }
  await expect(tray(page)).toBeHidden()
})
