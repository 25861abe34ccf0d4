import { expect } from '@playwright/test'
import { test } from './worker-tab'
import { islandsSettled, rawHtml, routes } from './helpers'

const comparePages = routes.filter((r) => r.kind === 'compare')

const LAST_UPDATED: Record<string, string> = {
  '/compare/vanta-vs-drata': 'September 5, 2025',
  '/compare/rippling-vs-gusto': 'September 6, 2025',
  '/compare/hubspot-vs-pipedrive': 'September 9, 2025',
  '/compare/figma-vs-sketch': 'January 15, 2025',
  '/compare/hubspot-vs-salesforce': 'January 15, 2025',
  '/compare/notion-vs-asana': 'January 15, 2025',
}

test('all seven comparisons exist', () => {
  for (const path of [...Object.keys(LAST_UPDATED), '/compare/sanebox-vs-clean-email']) expect(comparePages.map((r) => r.path)).toContain(path)
})

for (const { path } of comparePages) {
  test(`${path}: the template's sections in order, with their anchors`, async ({ page }) => {
    await page.goto(path)
    const h1 = await page.getByRole('heading', { level: 1 }).textContent()
    expect(h1).toMatch(/^.+ vs .+: Complete Comparison Guide$/)
    await expect(page).toHaveTitle(h1!)
    const order = await page.evaluate(() => ['overview', 'use-cases', 'features', 'pros-cons', 'screenshots', 'pricing', 'faq', 'get-started'].map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? -1))
    expect(order.every((top) => top >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    await expect(page.getByText(/^Last updated/)).toBeVisible()
    if (LAST_UPDATED[path]) await expect(page.getByText(`Last updated ${LAST_UPDATED[path]}`)).toBeVisible()
  })

  test(`${path}: the feature and pricing tables are real tables with icons that have words`, async ({ page }) => {
    await page.goto(path)
    const features = page.locator('#features table')
    await expect(features.locator('caption')).toHaveText(/features compared$/)
    await expect(features.locator('thead th[scope="col"]')).toHaveCount(3)
    expect(await features.locator('tbody th[scope="row"]').count()).toBeGreaterThanOrEqual(6)
    for (const icon of await features.locator('tbody td svg').all()) {
      await expect(icon.locator('xpath=following-sibling::span[1]')).toHaveText(/^(Included|Not offered)$/)
    }
    const pricing = page.locator('#pricing table')
    await expect(pricing.locator('tbody th')).toHaveText(['Free plan', 'Starting price', 'Enterprise', 'Prices checked'])
    await expect(pricing.locator('tbody tr').first().locator('td')).toHaveText([/^(Yes|No)$/, /^(Yes|No)$/])
    const [a, b] = (await features.locator('thead th').allTextContents()).slice(1)
    await expect(page.getByRole('link', { name: new RegExp(`^Try ${a}`) })).toHaveAttribute('rel', /nofollow noopener noreferrer/)
    await expect(page.getByRole('link', { name: new RegExp(`^Try ${b}`) })).toHaveAttribute('target', '_blank')
  })

  test(`${path}: structured data describes both tools and the page without invented ratings`, async ({ request }) => {
    const { head } = await rawHtml(request, path)
    const blocks = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!))
    expect(blocks.map((b) => b['@type'])).toEqual(['BreadcrumbList', 'Article', 'SoftwareApplication', 'SoftwareApplication', 'FAQPage'])
    expect(JSON.stringify(blocks)).not.toMatch(/aggregateRating|reviewRating/)
    for (const app of blocks.filter((b) => b['@type'] === 'SoftwareApplication')) {
      if (app.offers) {
        expect(app.offers.priceCurrency).toBe('USD')
        // A tool with a free plan is offered from 0, as its free plan; any other from the price its text states.
        const price = Number(app.offers.price)
        if (price > 0) expect(app.offers.description).toContain(`$${price % 1 === 0 ? price : price.toFixed(2)}`)
        else expect(app.offers.description).toMatch(/^Free/)
      }
    }
  })
}

test('Vanta vs Drata: "Contact Sales" where no enterprise price is published, and no free plan', async ({ page }) => {
  await page.goto('/compare/vanta-vs-drata')
  const enterprise = page.locator('#pricing tbody tr').nth(2).locator('td')
  await expect(enterprise).toHaveText(['Contact Sales', 'Contact Sales'])
  await expect(page.locator('#pricing tbody tr').first().locator('td')).toHaveText(['No', 'No'])
})

test('Figma vs Sketch: the spec figures', async ({ page }) => {
  await page.goto('/compare/figma-vs-sketch')
  const rows = page.locator('#pricing tbody tr')
  await expect(rows.nth(0).locator('td')).toHaveText(['Yes', 'No'])
  await expect(rows.nth(1).locator('td')).toHaveText(['$12 per editor per month', '$10 per editor per month'])
  await expect(rows.nth(2).locator('td')).toHaveText(['$45 per editor per month', '$20 per editor per month'])
  await expect(page.locator('#overview')).toContainText('4.7')
  await expect(page.locator('#overview')).toContainText('4.3')
})

test('SaneBox vs Clean Email has the in-page nav', async ({ page }) => {
  await page.goto('/compare/sanebox-vs-clean-email')
  const nav = page.getByRole('navigation', { name: 'Comparison sections' })
  await expect(nav.getByRole('link')).toHaveText(['Overview', 'Use Cases', 'Features', 'Pricing', 'FAQ'])
  for (const link of await nav.getByRole('link').all()) {
    const id = (await link.getAttribute('href'))!.slice(1)
    await expect(page.locator(`[id="${id}"]`)).toHaveCount(1)
  }
  await nav.getByRole('link', { name: 'Pricing' }).click()
  await expect(page).toHaveURL(/#pricing$/)
})

test('/comparisons: the Notion vs Asana table, six popular cards, and a working category filter', async ({ page }) => {
  await page.goto('/comparisons')
  await islandsSettled(page)
  const preview = page.getByRole('table', { name: 'Notion vs Asana at a glance' })
  await expect(preview.locator('tbody tr')).toHaveCount(6)
  await expect(page.getByRole('link', { name: 'See the full Notion vs Asana comparison' })).toHaveAttribute('href', '/compare/notion-vs-asana')
  const cards = page.locator('main li a[href^="/compare/"]')
  await expect(cards).toHaveCount(6)
  for (const href of ['vanta-vs-drata', 'rippling-vs-gusto', 'hubspot-vs-pipedrive', 'sanebox-vs-clean-email', 'figma-vs-sketch', 'hubspot-vs-salesforce']) {
    await expect(page.locator(`main li a[href="/compare/${href}"]`)).toContainText(/min read/)
  }
  const group = page.getByRole('group', { name: 'Filter comparisons by category' })
  await expect(group.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'true')
  await group.getByRole('button', { name: 'CRM' }).click()
  await expect(group.getByRole('button', { name: 'CRM' })).toHaveAttribute('aria-pressed', 'true')
  await expect(cards).toHaveCount(2)
  await expect(page).toHaveURL(/\?category=crm$/)
  await expect(page.getByText('We also compared:')).toHaveCount(0)
  // Under a category's popular cards, its other comparisons are linked: every comparison in it can be found from here.
  await group.getByRole('button', { name: 'HR & Payroll' }).click()
  await expect(cards).toHaveCount(1)
  const more = page.getByText('We also compared:')
  await expect(more.getByRole('link')).toHaveText(['Gusto vs OnPay: Complete Comparison Guide', 'Rippling vs ADP: Complete Comparison Guide'])
  // A category none of the popular six is in leads to its comparisons, not to "none yet".
  await group.getByRole('button', { name: 'Productivity' }).click()
  await expect(page.getByText('No comparisons in this category are among the popular ones; we also compared:')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Notion vs Asana: Complete Comparison Guide' })).toHaveAttribute('href', '/compare/notion-vs-asana')
  await page.getByRole('button', { name: 'Show all' }).click()
  await expect(cards).toHaveCount(6)
  // The button went with the empty state: the focus is on the count of what it brought, not lost to the page.
  await expect(page.getByRole('status').filter({ hasText: 'Showing 6' })).toBeFocused()
  await expect(page.getByRole('status').filter({ hasText: 'Showing 6' })).toHaveText('Showing 6 of 6 comparisons')
  // A category no comparison is in, from a shared link, has none to offer.
  await page.goto('/comparisons?category=design')
  await islandsSettled(page)
  await expect(cards).toHaveCount(1)
  await page.goto('/comparisons?category=analytics')
  await islandsSettled(page)
  await expect(page.getByText('No comparisons in this category yet.')).toBeVisible()
  await page.goto('/comparisons')
  await islandsSettled(page)
  await expect(page.locator('main a[href="/best-tools"]').first()).toBeVisible()
  await expect(page.locator('main a[href="/calculator/roi"]')).toHaveCount(1)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("a shared link's category shows pressed: the button row scrolls to it, the page does not", async ({ page }) => {
    await page.goto('/comparisons?category=productivity')
    await islandsSettled(page)
    const group = page.getByRole('group', { name: 'Filter comparisons by category' })
    const productivity = group.getByRole('button', { name: 'Productivity' })
    await expect(productivity).toHaveAttribute('aria-pressed', 'true')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    const box = await group.boundingBox()
    const button = await productivity.boundingBox()
    expect(button!.x).toBeGreaterThanOrEqual(box!.x)
    expect(button!.x + button!.width).toBeLessThanOrEqual(box!.x + box!.width)
  })
})
