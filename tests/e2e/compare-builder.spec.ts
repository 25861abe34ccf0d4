import { expect, type Page } from '@playwright/test'
import { test } from './worker-tab'
import { axeViolations, holdBack, islandsSettled, layoutShifts, rawHtml, scriptsAskedFor, VIEWPORTS, watchConsole } from './helpers'

const chips = (page: Page) => page.getByRole('list', { name: 'Tools compared' }).getByRole('listitem')
/** The side-by-side table (the team's cost has a table of its own). */
const sideBySide = (page: Page) => page.getByRole('table', { name: /side by side$/ })
const headings = (page: Page) => sideBySide(page).locator('thead th[scope="col"]')

test('/compare is the builder: kept out of search engines and the sitemap, its canonical /compare', async ({ page, request }) => {
  const { status, head } = await rawHtml(page, '/compare?tools=notion,coda')
  expect(status).toBe(200)
  expect(head).toContain('<meta name="robots" content="noindex, nofollow"/>')
  expect(head).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/compare"\/>/)
  expect(await (await request.get('/sitemap.xml')).text()).not.toMatch(/\/compare<\/loc>/)
  // The spec's fallback address for two tools stays the not-found page.
  expect((await request.get('/compare/notion/coda')).status()).toBe(404)
})

const PROMPT_FOR_TWO = 'Choose at least two tools to see them side by side.'

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width}px: opened with no tools, it asks for two in its own HTML and wakes without moving what is in view`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/compare')
    await islandsSettled(page)
    await expect(page.getByRole('status').filter({ hasText: PROMPT_FOR_TWO })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Add a tool' })).not.toHaveAttribute('aria-disabled', 'true')
    expect(await layoutShifts(page)).toEqual([])
    expect((await rawHtml(page, '/compare')).body).toContain(PROMPT_FOR_TWO)
  })
}

test('with tools in the address, the prompt for none stays hidden while they load; with one tool it asks for one more', async ({ page }) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/gusto.json', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/compare?tools=gusto')
  await islandsSettled(page)
  await expect(page.getByRole('combobox', { name: 'Add a tool' })).toHaveAttribute('aria-disabled', 'true')
  await expect(page.getByText(PROMPT_FOR_TWO)).toBeHidden()
  release()
  await expect(page.getByRole('status').filter({ hasText: 'Add one more tool to see them side by side.' })).toBeVisible()
  await expect(page.getByText(PROMPT_FOR_TWO)).toHaveCount(0)
})

test('shows the tools an address names side by side, and links the hand-written comparison of a pair', async ({ page }) => {
  const problems = watchConsole(page)
  await page.goto('/compare?tools=notion,asana,coda')
  await islandsSettled(page)
  await expect(chips(page)).toHaveText([/^Notion/, /^Asana/, /^Coda/])
  await expect(headings(page)).toHaveText(['Tool', /^Notion/, /^Asana/, /^Coda/])
  await expect(page.getByRole('row', { name: /^Starting price/ })).toContainText('$10.99 per user per month')
  await expect(page.getByRole('link', { name: 'read Notion vs Asana' })).toHaveAttribute('href', '/compare/notion-vs-asana')
  const tryLink = page.getByRole('link', { name: /^Try Coda/ })
  await expect(tryLink).toHaveAttribute('rel', 'nofollow noopener noreferrer')
  await expect(tryLink).toHaveAttribute('target', '_blank')
  expect(await axeViolations(page)).toEqual([])
  expect(problems).toEqual([])
})

test('keys pressed before the names of what is typed arrive act once they do: ArrowDown then Enter adds the second match', async ({ page }) => {
  // The names of the letters typed come slowly, as on a poor connection.
  await page.route(/\/tool-data\/names-[a-z0-9]+\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400))
    await route.continue()
  })
  await page.goto('/compare?tools=notion')
  await islandsSettled(page)
  const picker = page.getByRole('combobox', { name: 'Add a tool' })
  await picker.fill('s')
  const matches = page.getByRole('option')
  await expect(matches.nth(1)).toBeVisible()
  const second = (await matches.nth(1).textContent())!
  // A fresh page has fetched no names: typed and chosen at once, before the list can show.
  await page.reload()
  await islandsSettled(page)
  // The picker is disabled until the builder has read its tools; keys typed into it before then go nowhere.
  await expect(picker).toBeEnabled()
  await picker.pressSequentially('s')
  await picker.press('ArrowDown')
  await picker.press('Enter')
  await expect(chips(page)).toHaveText([/^Notion/, new RegExp(`^${second}`)])
  await expect(picker).toHaveValue('')
})

test('leaving the picker (Tab, or a click elsewhere) closes its list, and adds nothing', async ({ page }) => {
  await page.goto('/compare?tools=notion,coda')
  await islandsSettled(page)
  const picker = page.getByRole('combobox', { name: 'Add a tool' })
  await picker.click()
  await picker.pressSequentially('figma')
  await expect(page.getByRole('option', { name: 'Figma' })).toBeVisible()
  await picker.press('Tab')
  await expect(page.getByRole('listbox')).toHaveCount(0)
  await expect(picker).toHaveAttribute('aria-expanded', 'false')
  await expect(chips(page)).toHaveText([/^Notion/, /^Coda/])
  // Typing again opens it again; a click on the page's text closes it.
  await picker.fill('')
  await picker.pressSequentially('s')
  await expect(page.getByRole('listbox')).toBeVisible()
  await page.getByRole('heading', { level: 1 }).click()
  await expect(page.getByRole('listbox')).toHaveCount(0)
})

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width}px: the picker's code comes when the focus or a pointer reaches it, and what is typed before it arrives is taken over`, async ({ page }) => {
    await page.setViewportSize(viewport)
    const problems = watchConsole(page)
    const scripts = scriptsAskedFor(page)
    // The combobox's code comes slowly, as on a poor connection: the visitor types and presses Enter before it is in.
    await holdBack(page, /\/assets\/ToolNameCombobox-[\w-]+\.js$/)
    await page.goto('/compare?tools=notion,coda')
    await islandsSettled(page)
    await page.waitForLoadState('networkidle')
    const pickerCode = () => scripts.filter((script) => script.includes('/ToolNameCombobox-'))
    expect(pickerCode()).toEqual([])
    const picker = page.getByRole('combobox', { name: 'Add a tool' })
    await expect(picker).toHaveAttribute('aria-expanded', 'false')
    await picker.focus()
    await expect.poll(pickerCode).toHaveLength(1)
    await page.keyboard.type('conf')
    await page.keyboard.press('Enter')
    await expect(chips(page)).toHaveText([/^Notion/, /^Coda/, /^Confluence/])
    await expect(page).toHaveURL(/\?tools=notion,coda,confluence$/)
    // The field the visitor typed in keeps the focus, emptied for the next tool, and works as a combobox from here on.
    await expect(picker).toBeFocused()
    await expect(picker).toHaveValue('')
    await page.keyboard.type('asa')
    await expect(page.getByRole('option')).toHaveText(['Asana'])
    await expect(picker).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(picker).toHaveValue('')
    expect(await axeViolations(page)).toEqual([])
    expect(problems).toEqual([])
  })
}

test('a pointer over the picker brings its code; Escape empties it while it comes, and text typed stays and shows its matches', async ({ page }) => {
  await holdBack(page, /\/assets\/ToolNameCombobox-[\w-]+\.js$/)
  const loaded = page.waitForRequest(/\/assets\/ToolNameCombobox-[\w-]+\.js$/)
  await page.goto('/compare?tools=notion')
  await islandsSettled(page)
  const picker = page.getByRole('combobox', { name: 'Add a tool' })
  await expect(picker).toBeEnabled()
  await picker.hover()
  await loaded
  // Escape empties the field before the code is in, as after.
  await picker.pressSequentially('xyz')
  await picker.press('Escape')
  await expect(picker).toHaveValue('')
  await picker.pressSequentially('sl', { delay: 150 })
  await expect(picker).toHaveValue('sl')
  await expect(page.getByRole('option').first()).toHaveText(/^Sl/)
  await expect(picker).toBeFocused()
})

test('Back at once after adding a tool shows the tools before it, even when the added tool arrives after', async ({ page }) => {
  // The added tool's record comes slowly: the read it started ends after the one Back starts.
  await page.route('**/tools/coda.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  await page.goto('/compare?tools=notion,asana')
  await islandsSettled(page)
  await expect(chips(page)).toHaveCount(2)
  const picker = page.getByRole('combobox', { name: 'Add a tool' })
  await picker.fill('Coda')
  await picker.press('Enter')
  await expect(page).toHaveURL(/\?tools=notion,asana,coda$/)
  await page.goBack()
  await expect(page).toHaveURL(/\?tools=notion,asana$/)
  await expect(chips(page)).toHaveText([/^Notion/, /^Asana/])
  // After the slow record has arrived, the view is still the address's.
  await page.waitForTimeout(1200)
  await expect(chips(page)).toHaveText([/^Notion/, /^Asana/])
})

test('adds a tool with the keyboard, removes one, and keeps the address up to date for sharing and Back', async ({ page }) => {
  await page.goto('/compare?tools=notion')
  await islandsSettled(page)
  await expect(page.getByRole('status')).toHaveText('Add one more tool to see them side by side.')
  const picker = page.getByRole('combobox', { name: 'Add a tool' })
  await picker.fill('conf')
  await expect(page.getByRole('option')).toHaveText(['Confluence'])
  await picker.press('Enter')
  await expect(page).toHaveURL(/\/compare\?tools=notion,confluence$/)
  await expect(chips(page)).toHaveText([/^Notion/, /^Confluence/])
  await picker.fill('sl')
  await picker.press('ArrowDown')
  await picker.press('Enter')
  await expect(chips(page)).toHaveCount(3)
  // Removed with the keyboard: the focus goes to the next chip's button, not to the top of the page.
  await page.getByRole('button', { name: 'Remove Notion' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Remove Confluence' })).toBeFocused()
  await expect(page).toHaveURL(/\/compare\?tools=confluence,sl[a-z]+$/)
  await expect(chips(page).first()).toHaveText(/^Confluence/)
  await page.goBack()
  await expect(chips(page)).toHaveCount(3)
  // A shared link opens the same view.
  const shared = page.url()
  await page.goto('/')
  await page.goto(shared)
  await islandsSettled(page)
  await expect(chips(page)).toHaveCount(3)
})

test('the fourth tool chosen from the field leaves the focus there, the field saying why it takes no more', async ({ page }) => {
  await page.goto('/compare?tools=notion,coda,asana')
  await islandsSettled(page)
  const picker = page.getByRole('combobox', { name: 'Add a tool' })
  await picker.fill('conf')
  await expect(page.getByRole('option')).toHaveText(['Confluence'])
  await picker.press('Enter')
  await expect(chips(page)).toHaveCount(4)
  const full = page.getByRole('combobox', { name: 'Add a tool (at most 4; remove one first)' })
  await expect(full).toBeDisabled()
  await expect(full).toBeFocused()
  // Typed keys do nothing in it; removing a tool makes it take one again.
  await page.keyboard.type('sl')
  await expect(full).toHaveValue('')
  await page.getByRole('button', { name: 'Remove Coda' }).click()
  await expect(picker).toBeEnabled()
})

test('names an unknown tool and the ones beyond four, and hides rows where all tools agree', async ({ page }) => {
  await page.goto('/compare?tools=notion,asanna,coda,confluence,slite,slab')
  await islandsSettled(page)
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('There is no tool "asanna" (did you mean Asana?).')
  await expect(alert).toContainText('Only the first 4 tools are compared; Slab was left out.')
  await expect(chips(page)).toHaveText([/^Notion/, /^Coda/, /^Confluence/, /^Slite/])
  await expect(page.getByRole('combobox', { name: /Add a tool \(at most 4/ })).toBeDisabled()
  // The list of problems is an alert around a list, as the accessibility rules allow.
  expect(await axeViolations(page)).toEqual([])
  // Past the eight ids looked up, the rest are named too, without being fetched.
  await page.goto('/compare?tools=adp,amplitude,asana,bamboohr,calendly,canva,clean-email,coda,confluence,deel')
  await islandsSettled(page)
  await expect(page.getByRole('alert')).toContainText('Only the first 4 tools are compared; Calendly, Canva, Clean Email, Coda were left out.')
  await expect(page.getByRole('alert')).toContainText('Not compared either: confluence, deel.')
  await page.goto('/compare?tools=vanta,drata')
  await islandsSettled(page)
  // Neither has a free plan: that row says the same for both, and can be hidden.
  await expect(page.getByRole('row', { name: /^Free plan/ })).toHaveText(/Free plan\s*No\s*No/)
  // The box sits just above the table it changes, below the team's figures: a tick shows its effect where the visitor is.
  const hide = page.getByLabel('Hide rows where all tools agree')
  const box = (await hide.boundingBox())!
  const table = (await sideBySide(page).boundingBox())!
  expect(box.y).toBeGreaterThan((await page.getByRole('heading', { name: 'What your team would pay' }).boundingBox())!.y)
  expect(table.y - (box.y + box.height)).toBeGreaterThan(0)
  expect(table.y - (box.y + box.height)).toBeLessThan(80)
  await hide.check()
  await expect(page.getByRole('row', { name: /^Free plan/ })).toHaveCount(0)
  await expect(page.getByRole('row', { name: /^Our rating/ })).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('the table scrolls sideways inside the page, with the row labels pinned; nothing is cut off', async ({ page }) => {
    await page.goto('/compare?tools=notion,asana,coda,confluence')
    await islandsSettled(page)
    await expect(headings(page)).toHaveCount(5)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    const scroller = sideBySide(page).locator('..')
    const label = page.getByRole('rowheader', { name: 'Starting price' })
    const before = await label.boundingBox()
    // To the last tool's column: the labels stay where they were, and the last column comes fully into view.
    await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
    const after = await label.boundingBox()
    expect(after!.x).toBeCloseTo(before!.x, 0)
    const last = await page.getByRole('cell', { name: /^\$5\.16 per user per month/ }).boundingBox()
    expect(last!.x).toBeGreaterThanOrEqual(after!.x + after!.width)
    expect(last!.x + last!.width).toBeLessThanOrEqual(390)
    // A section's heading spans the table, yet its words stay whole at the box's edge; the pinned labels cast a shadow over what scrolls under them.
    const section = page.getByRole('rowheader', { name: /^security and admin$/i }).locator('span')
    const words = await section.boundingBox()
    expect(words!.x).toBeGreaterThanOrEqual(0)
    expect(words!.x).toBeLessThan(after!.x + after!.width)
    await expect(label).toHaveCSS('box-shadow', /rgba\(15, 23, 42, 0\.18\)/)
    await scroller.evaluate((element) => element.scrollTo({ left: 0 }))
    await expect(label).not.toHaveCSS('box-shadow', /rgba\(15, 23, 42, 0\.18\)/)
  })
})

test('fetches only what it shows: the records of its tools and the names of tools whose ids start like theirs, never every name (#32)', async ({ page }) => {
  const fetched: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/tools/')) fetched.push(pathname)
  })
  await page.goto('/compare?tools=notion,asanna,zzz-nothing')
  await islandsSettled(page)
  await expect(page.getByRole('alert')).toContainText('There is no tool "asanna" (did you mean Asana?).')
  await expect(page.getByRole('alert')).toContainText('There is no tool "zzz-nothing".')
  expect(fetched.sort()).toEqual(['/tools/fields.json', '/tools/names/as.json', '/tools/names/index.json', '/tools/names/no.json', '/tools/notion.json'])
  // Names come only when a visitor looks for a tool to add, a sliver for the letters typed, never every name.
  const names: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/tool-data/')) names.push(pathname.replace(/^\/tool-data\/names-[a-z0-9]+\//, ''))
  })
  await page.getByRole('combobox', { name: 'Add a tool' }).focus()
  await expect.poll(() => fetched).toContain('/tools/names-search.json')
  await page.getByRole('combobox', { name: 'Add a tool' }).fill('asa')
  await expect(page.getByRole('option')).toHaveText(['Asana'])
  expect(names).toEqual(['s/a.json', 'g/asa.json'])
  expect(fetched).not.toContain('/tools/names.json')
})

test('an address whose tools and needs are all known does not load "Did you mean"', async ({ page }) => {
  const asked = scriptsAskedFor(page)
  await page.goto('/compare?tools=gusto,rippling&needs=multi-state-payroll', { waitUntil: 'networkidle' })
  await islandsSettled(page)
  await expect(page.getByRole('table', { name: /would pay for each tool in a year/ })).toBeVisible()
  expect(asked.filter((path) => /\/closest-/.test(path))).toEqual([])
  await page.goto('/compare?tools=gusto,asanna')
  await expect(page.getByRole('alert')).toContainText('There is no tool "asanna" (did you mean Asana?).')
})
