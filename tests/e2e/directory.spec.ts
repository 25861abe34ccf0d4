import { expect } from '@playwright/test'
import { test } from './worker-tab'
import { islandsSettled, watchConsole } from './helpers'

const CATEGORIES = ['All Categories', 'Project Management', 'Design & Creative', 'Marketing', 'Development', 'Analytics', 'Communication', 'Productivity', 'Sales']

test('the prerendered /best-tools shows 16 tool cards, each an article headed by the tool name', async ({ page }) => {
  const html = await (await page.request.get('/best-tools')).text()
  expect(html.match(/<article aria-labelledby="directory-/g)).toHaveLength(16)
  await page.goto('/best-tools')
  const cards = page.locator('article[aria-labelledby^="directory-"]')
  await expect(cards).toHaveCount(16)
  for (const card of await cards.all()) {
    await expect(card.getByRole('heading', { level: 3 })).toHaveCount(1)
    await expect(card.locator('li')).toHaveCount(2)
    await expect(card).toContainText(/\d\.\d \/ 5/)
    await expect(card).toContainText(/Price checked [A-Z][a-z]+ \d{1,2}, \d{4}/)
  }
  await expect(cards.filter({ hasText: 'Popular' }).first()).toBeVisible()
})

test('category buttons filter the grid, press the chosen one, keep it in the URL and scroll to the results', async ({ page }) => {
  const problems = watchConsole(page)
  await page.goto('/best-tools')
  await islandsSettled(page)
  const group = page.getByRole('group', { name: 'Filter by category' })
  await expect(group.getByRole('button')).toHaveText(CATEGORIES)
  await expect(group.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'true')
  await group.getByRole('button', { name: 'Design & Creative' }).click()
  await expect(group.getByRole('button', { name: 'Design & Creative' })).toHaveAttribute('aria-pressed', 'true')
  await expect(group.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'false')
  const cards = page.locator('article[aria-labelledby^="directory-"]')
  await expect(cards).toHaveCount(2)
  for (const card of await cards.all()) await expect(card).toContainText('Design & Creative')
  await expect(page).toHaveURL(/\?category=design-creative$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
  await page.reload()
  await islandsSettled(page)
  await expect(page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'Design & Creative' })).toHaveAttribute('aria-pressed', 'true')
  await expect(cards).toHaveCount(2)
  expect(problems).toEqual([])
})

test('every category has tools, and All Categories shows all 16 again', async ({ page }) => {
  await page.goto('/best-tools')
  await islandsSettled(page)
  const group = page.getByRole('group', { name: 'Filter by category' })
  const cards = page.locator('article[aria-labelledby^="directory-"]')
  let total = 0
  for (const category of CATEGORIES.slice(1)) {
    await group.getByRole('button', { name: category }).click()
    const count = await cards.count()
    expect(count, category).toBeGreaterThan(0)
    total += count
  }
  expect(total).toBe(16)
  await group.getByRole('button', { name: 'All Categories' }).click()
  await expect(cards).toHaveCount(16)
  await expect(page).toHaveURL(/\/best-tools$/)
})

test('at 390px, the cards a category\'s choice brings back are laid out at once: each reads its whole text, however far below', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/best-tools')
  await islandsSettled(page)
  const group = page.getByRole('group', { name: 'Filter by category' })
  const cards = page.locator('article[aria-labelledby^="directory-"]')
  const ids = () => cards.evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-labelledby')))
  await group.getByRole('button', { name: 'Sales' }).click()
  await expect(cards).not.toHaveCount(16)
  const kept = await ids()
  await group.getByRole('button', { name: 'All Categories' }).click()
  await expect(cards).toHaveCount(16)
  // The cards Sales left out are made again; none of them waits to be near the screen to have its text.
  const brought = (await ids()).filter((id) => !kept.includes(id))
  expect(brought.length).toBeGreaterThan(10)
  for (const id of brought) expect(await page.locator(`article[aria-labelledby="${id}"]`).evaluate((article) => (article as HTMLElement).innerText)).toMatch(/\d\.\d \/ 5[\s\S]*Price checked [A-Z][a-z]+ \d{1,2}, \d{4}/)
})

test('at 390px, every page card on /best-tools and the home page reads its text at once, and one far below opens its page at one click', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const cards = page.locator('ul[aria-label] > li > a')
  for (const route of ['/best-tools', '/']) {
    await page.goto(route)
    expect(await cards.count()).toBeGreaterThan(5)
    // Laid out as the page loads, however far below: a card drawn only when near had no text to read until then.
    for (const text of await cards.allInnerTexts()) expect(text.trim().length, `a card on ${route}`).toBeGreaterThan(20)
  }
  // A click scrolls to the link first: cards above it that shrank as they were drawn moved it away before the click landed.
  await page.goto('/best-tools')
  const last = page.locator('ul[aria-label] > li > a[href^="/best/"]').last()
  const href = (await last.getAttribute('href'))!
  await last.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
})

test('a category with no tools shows "No tools found" and View All Tools resets', async ({ page }) => {
  // Take the Sales tools out of the island's data to see the empty state the real component renders.
  await page.route(/\/best-tools(\?.*)?$/, async (route) => {
    const response = await route.fetch()
    const html = await response.text()
    const patched = html.replace(/(data-island="ToolDirectory" data-wake="idle" )data-props="([^"]*)"/, (_match, before: string, props: string) => {
      const decoded = JSON.parse(props.replace(/&quot;/g, '"').replace(/&amp;/g, '&'))
      decoded.tools = decoded.tools.filter((tool: { category: string }) => tool.category !== 'Sales')
      return `${before}data-props="${JSON.stringify(decoded).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`
    })
    await route.fulfill({ response, body: patched })
  })
  await page.goto('/best-tools?category=sales')
  await expect(page.getByRole('heading', { name: 'No tools found' })).toBeVisible()
  await page.getByRole('button', { name: 'View All Tools' }).click()
  await expect(page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.locator('article[aria-labelledby^="directory-"]').first()).toBeVisible()
})

test('an unknown category in a link shows the empty state, not an error', async ({ page }) => {
  const problems = watchConsole(page)
  await page.goto('/best-tools?category=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E')
  await expect(page.getByRole('heading', { name: 'No tools found' })).toBeVisible()
  expect(problems).toEqual([])
})

test('links to guides, comparisons and calculators', async ({ page }) => {
  await page.goto('/best-tools')
  await expect(page.locator('main a[href="/comparisons"]')).toHaveCount(1)
  await expect(page.locator('main a[href="/calculators"]')).toHaveCount(1)
  // Four guide links, as the spec says: the four newest, and the rest one link away.
  await expect(page.locator('main a[href^="/guides/"]')).toHaveCount(4)
  await expect(page.locator('main a[href="/guides"]')).toHaveCount(1)
})

test('at 390px, a category row that scrolls sideways fades its ends where more buttons lie beyond them, and a chosen one is clear of the fade', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/calculators')
  await islandsSettled(page)
  const row = page.getByRole('group', { name: /categor/i })
  const fades = () => row.evaluate((element) => {
    const style = getComputedStyle(element)
    return { start: style.getPropertyValue('--fade-start'), end: style.getPropertyValue('--fade-end'), scrolls: element.scrollWidth > element.clientWidth }
  })
  // At its start: more to the right, so the right end fades and the left does not.
  expect(await fades()).toEqual({ start: '0px', end: '32px', scrolls: true })
  await row.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
  await expect.poll(fades).toEqual({ start: '32px', end: '0px', scrolls: true })
  // A shared link's category, far along the row, is brought into view clear of the faded left end.
  await page.goto('/calculators?category=Optimization')
  await islandsSettled(page)
  const chosen = row.getByRole('button', { name: 'Optimization' })
  await expect(chosen).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(async () => (await fades()).start).toBe('32px')
  const [rowBox, chosenBox] = [(await row.boundingBox())!, (await chosen.boundingBox())!]
  expect(chosenBox.x).toBeGreaterThanOrEqual(rowBox.x + 32)
  expect(chosenBox.x + chosenBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width - 32)
  // At 1280px the row wraps, does not scroll, and nothing fades.
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect.poll(fades).toEqual({ start: '0px', end: '0px', scrolls: false })
})
