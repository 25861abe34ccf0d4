import { expect } from '@playwright/test'
import { test } from './worker-tab'

/**
 * Printing, or saving as PDF: what a reader takes to a meeting. A table that
 * scrolls sideways on screen prints whole, the features printed are the ones
 * ticked, and a vendor's button prints dark with the address it leads to.
 */
test.afterEach(async ({ page }) => {
  await page.emulateMedia({ media: 'screen' })
})

test("the builder prints its tables whole at a page's width, and the ticked features only", async ({ page }) => {
  await page.setViewportSize({ width: 680, height: 900 })
  await page.goto('/compare?tools=notion,hubspot,gusto,vanta&team=20&needs=integrations,ai-features', { waitUntil: 'networkidle' })
  await expect(page.getByRole('region', { name: 'What your team would pay, tool by tool' })).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  // No box clips a table sideways, as it scrolls on screen: on paper, a page wider than the sheet is shrunk to fit it.
  const clipped = await page.locator('main table').evaluateAll((tables) =>
    tables.flatMap((table) => {
      const clippers: string[] = []
      for (let box = table.parentElement; box && box.tagName !== 'MAIN'; box = box.parentElement) if (getComputedStyle(box).overflowX !== 'visible') clippers.push(`${box.tagName} of ${table.querySelector('caption, th')?.textContent}`)
      return clippers
    }),
  )
  expect(await page.locator('main table').count()).toBeGreaterThanOrEqual(3)
  expect(clipped).toEqual([])
  const needs = page.getByRole('group', { name: /^Features you need/ })
  const shown = await needs.locator('label').evaluateAll((labels) => labels.filter((label) => label.getClientRects().length).map((label) => label.textContent))
  expect(shown).toEqual(['Integrations', 'AI features'])
  expect(await needs.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true)
})

test("a vendor's button prints dark, with the address it leads to", async ({ page }) => {
  await page.goto('/tools/gusto')
  await page.emulateMedia({ media: 'print' })
  const vendor = page.locator('main a[data-vendor-link]').first()
  const printed = await vendor.evaluate((element) => ({ after: getComputedStyle(element, '::after').content, colour: getComputedStyle(element).color, href: element.getAttribute('href') }))
  expect(printed.after).toContain(printed.href!)
  expect(printed.colour).not.toBe('rgb(255, 255, 255)')
})
