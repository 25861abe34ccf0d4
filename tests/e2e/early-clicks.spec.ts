import { expect, type Page } from '@playwright/test'
import { test } from './worker-tab'

/**
 * The page's script starts after the first paint (src/server/bootstrap.ts).
 * What a visitor does before it runs is held and answered once it does.
 */
test.describe('before the page script has loaded', () => {
  /** Holds the island loader back until `release` is called, as a slow network would. */
  async function holdLoader(page: Page) {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/loader-[\w-]+\.js$/, async (route) => {
      await released
      await route.continue()
    })
    return release
  }

  test('a click on the search button is held, and answered once the script runs', async ({ page }) => {
    const release = await holdLoader(page)
    await page.goto('/about')
    await page.getByRole('button', { name: 'Search tools...' }).click()
    const dialog = page.getByRole('dialog', { name: 'Search Tools & Guides' })
    await expect(dialog).toHaveCount(0)
    release()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('combobox')).toBeFocused()
  })

  test('Control+k is held too, and opens the search once the script runs', async ({ page }) => {
    const release = await holdLoader(page)
    await page.goto('/about')
    await page.locator('body').press('Control+k')
    release()
    await expect(page.getByRole('dialog', { name: 'Search Tools & Guides' })).toBeVisible()
  })

  test('on a phone, a tap on the menu button opens the menu once the script runs', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const release = await holdLoader(page)
    await page.goto('/about')
    await page.getByRole('button', { name: 'Open navigation' }).click()
    release()
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible()
  })

  test('Go Back on the not-found page is held too, and goes back once the script runs', async ({ page }) => {
    await page.goto('/about')
    const release = await holdLoader(page)
    await page.goto('/gone')
    await page.getByRole('button', { name: 'Go Back' }).click()
    release()
    await expect(page).toHaveURL(/\/about$/)
  })
  test('a "Compare" toggle pressed before the script runs counts once the tray is ready', async ({ page }) => {
    const release = await holdLoader(page)
    await page.goto('/best/analytics-without-cookies')
    const toggle = page.getByRole('button', { name: 'Compare Umami', exact: true })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    release()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('region', { name: 'Tools to compare' }).getByRole('link')).toHaveText('Compare 1 tool')
  })

  test('in the tool finder, a "Compare" toggle pressed before the finder has hydrated counts once it has', async ({ page }) => {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/ToolFinder-[\w-]+\.js$/, async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/tools')
    const toggle = page.getByRole('button', { name: 'Compare Canva', exact: true })
    await toggle.click()
    release()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('region', { name: 'Tools to compare' }).getByRole('link')).toHaveText('Compare 1 tool')
  })
})
