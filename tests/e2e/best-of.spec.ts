import { expect } from '@playwright/test'
import { test } from './worker-tab'
import { expectShownOnlyPast, rawHtml, routes } from './helpers'

const bestPages = routes.filter((r) => r.kind === 'best')

test('all the best-of pages exist', () => {
  expect(bestPages.map((r) => r.path).sort()).toEqual([
    '/best/email-management-tools-for-professionals',
    '/best/analytics-without-cookies',
    '/best/collaborative-notes-for-teams',
    '/best/email-triage-tools-for-freelancers',
    '/best/knowledge-base-for-teams',
    '/best/meeting-summary-ai-tools',
    '/best/onboarding-tools-for-hr',
    '/best/soc-2-compliance-software',
  ].sort())
})

for (const { path } of bestPages) {
  test(`${path}: ranked cards, tool count, and structured data that match what the page shows`, async ({ page }) => {
    const { head, body } = await rawHtml(page, path)
    const blocks = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!))
    const itemList = blocks.find((b) => b['@type'] === 'ItemList')
    const article = blocks.find((b) => b['@type'] === 'Article')
    expect(blocks.map((b) => b['@type'])).toEqual(expect.arrayContaining(['BreadcrumbList', 'Article', 'ItemList']))
    expect(JSON.stringify(blocks)).not.toContain('aggregateRating')
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.headline)
    const names: string[] = itemList.itemListElement.map((item: { item: { name: string } }) => item.item.name)
    await expect(page.getByText(`${names.length} tools reviewed`)).toBeVisible()
    for (const name of names) {
      const card = page.locator('[data-tool-card]').filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^(\\d+\\. )?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) })
      await expect(card.first(), name).toBeVisible()
      await expect(card.first().getByRole('link', { name: new RegExp(`^Try ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })).toHaveAttribute('target', '_blank')
      await expect(card.first()).toContainText(/Prices checked [A-Z][a-z]+ \d{1,2}, \d{4}\./)
    }
    expect(body).toContain('We may earn a commission')
  })
}

test.describe('the section nav', () => {
  const path = '/best/soc-2-compliance-software'

  test('appears after 200px of scroll and marks the section being read', async ({ page }) => {
    await page.goto(path)
    const nav = page.getByRole('navigation', { name: 'On this page' })
    await expectShownOnlyPast(page, nav, 200)
    const links = nav.getByRole('link')
    expect(await links.count()).toBeGreaterThanOrEqual(4)
    const ids = await links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).hash.slice(1)))
    for (const id of ids) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1)
    // Scroll each section to the top, just under the bars: it becomes the current one.
    for (const id of ids.slice(0, 4)) {
      await page.evaluate((target) => {
        const element = document.getElementById(target)!
        window.scrollTo(0, window.scrollY + element.getBoundingClientRect().top - 130)
      }, id)
      await expect(nav.locator('[aria-current="true"]')).toHaveAttribute('href', `#${id}`)
      await expect(nav.locator('[aria-current]')).toHaveCount(1)
    }
  })

  test('a section link lands clear of both bars', async ({ page }) => {
    await page.goto(path)
    await page.evaluate(() => window.scrollTo(0, 400))
    const nav = page.getByRole('navigation', { name: 'On this page' })
    await expect(nav).toBeVisible()
    await nav.getByRole('link', { name: 'Frequently Asked Questions' }).click()
    await expect(page).toHaveURL(/#faq$/)
    const navBox = await nav.boundingBox()
    await expect.poll(async () => (await page.getByRole('heading', { name: 'Frequently Asked Questions' }).boundingBox())!.y).toBeGreaterThanOrEqual(navBox!.y + navBox!.height)
  })

  test('a section chosen by keyboard is marked, and the next Tab goes on through that section, not back into the nav', async ({ page }) => {
    await page.goto(path)
    await page.evaluate(() => window.scrollTo(0, 400))
    const nav = page.getByRole('navigation', { name: 'On this page' })
    const link = nav.getByRole('link', { name: 'Frequently Asked Questions' })
    await expect(link).toBeVisible()
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#faq$/)
    // It lands where the nav marks it (within 100px of the bars), not 128px lower.
    await expect(link).toHaveAttribute('aria-current', 'true')
    await page.keyboard.press('Tab')
    const focused = page.locator(':focus')
    await expect(focused).toHaveCount(1)
    expect(await focused.evaluate((element) => Boolean(element.closest('#faq')))).toBe(true)
  })

  test('is keyboard reachable once shown and not before', async ({ page }) => {
    await page.goto(path)
    const first = page.locator('[data-section-nav] a').first()
    const focusable = () => first.evaluate((link) => (link as HTMLElement).focus() ?? document.activeElement === link)
    expect(await focusable()).toBe(false)
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(first).toBeVisible()
    expect(await focusable()).toBe(true)
  })
})

test('tool cards below the fold are laid out at load, and a link to one lands on it', async ({ page }) => {
  const path = '/best/soc-2-compliance-software'
  await page.goto(path)
  const last = page.locator('[data-tool-card]').last()
  // Not skipped until near (content-visibility: auto): a skipped card is a 600px placeholder that its content
  // (550 to 1,400px) spills out of when measured, and Lighthouse's axe then read the spilled button of one card
  // as the background of the next card's heading (tests/e2e/lighthouse.spec.ts).
  expect(await last.evaluate((card) => getComputedStyle(card).contentVisibility)).toBe('visible')
  expect(await last.evaluate((card) => card.firstElementChild!.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions))).toBe(true)

  const id = await last.getAttribute('id')
  await page.goto(`${path}#${id}`)
  const viewport = page.viewportSize()!
  await expect
    .poll(async () => {
      const box = (await last.boundingBox())!
      return box.y >= 60 && box.y < viewport.height / 2
    })
    .toBe(true)
})

test('the meeting-summary page has the spec sections and anchors', async ({ page }) => {
  await page.goto('/best/meeting-summary-ai-tools')
  await expect(page.getByText('Last updated January 15, 2025')).toBeVisible()
  await expect(page.getByText('6 tools reviewed')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Meeting Fatigue' })).toBeVisible()
  for (const id of ['key-features', 'use-cases', 'roi-analysis', 'implementation']) await expect(page.locator(`h2[id="${id}"]`)).toHaveCount(1)
  const table = page.getByRole('table', { name: 'AI meeting summary tools compared' })
  await expect(table.getByRole('columnheader')).toHaveText(['Tool', 'Best for', 'Accuracy', 'Languages', 'Starting price'])
  await expect(table.locator('tbody tr')).toHaveCount(6)
  const cards = page.locator('main ol [data-tool-card]')
  await expect(cards).toHaveCount(6)
  await expect(cards.first()).toContainText('Best Overall')
  await expect(cards.first()).toContainText('Key Benefits')
  await expect(cards.first()).toContainText('Platforms')
  await expect(page.locator('h2#use-cases + div > section')).toHaveCount(5)
})

test('the onboarding page has the three badges and its related links', async ({ page }) => {
  await page.goto('/best/onboarding-tools-for-hr')
  await expect(page.locator('[data-tool-card]')).toHaveCount(5)
  for (const badge of ['Best Overall', 'Best for Mid-Size', 'Best Value']) await expect(page.locator('[data-tool-card]').getByText(badge, { exact: true })).toHaveCount(1)
  await expect(page.locator('main a[href="/compare/rippling-vs-gusto"]')).toHaveCount(1)
  await expect(page.locator('main a[href="/best-tools"]').first()).toBeVisible()
})

test('the collaborative-notes page has six compact cards and exactly its two related links', async ({ page }) => {
  await page.goto('/best/collaborative-notes-for-teams')
  const cards = page.locator('main ol [data-tool-card]')
  await expect(cards).toHaveCount(6)
  for (const card of await cards.all()) {
    await expect(card.getByText('Key Benefits')).toBeVisible()
    await expect(card.getByRole('link', { name: /^Try / })).toBeVisible()
  }
  await expect(page.locator('[data-tool-card]').filter({ hasText: 'Free plan available' }).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible()
  const related = await page.locator('main a[href="/compare/notion-vs-asana"], main a[href="/best/knowledge-base-for-teams"]').count()
  expect(related).toBeGreaterThanOrEqual(2)
})

test("a quick comparison table's prices carry the dates they were checked, read from the tools data", async ({ page }) => {
  await page.goto('/best/knowledge-base-for-teams')
  const table = page.getByRole('table', { name: 'The five knowledge base tools at a glance' })
  await expect(table.getByRole('row', { name: /^Notion/ })).toContainText('$8 per user per month')
  await expect(page.getByText(/^Starting prices checked /)).toHaveText('Starting prices checked September 15, 2025 for Confluence, Guru, Slab and Nuclino; January 15, 2025 for Notion.')
})
