import { expect, test } from '@playwright/test'

/**
 * Where JavaScript is off or blocked, each island's page says what it
 * cannot do, before it (src/page/without-script.ts): its HTML reads as
 * usual, but a shared link's choices and a Calculate would otherwise be
 * lost without a word. With JavaScript on, none of it shows.
 */
const SAID = [
  ['/calculator/roi', 'This calculator works in your browser and needs JavaScript, which is off or blocked here: without it, Calculate shows no results.'],
  ['/compare?tools=gusto,notion', 'The side-by-side comparison is drawn in your browser and needs JavaScript, which is off or blocked here: it cannot show the tools this address names.'],
  ['/tools?features=sso', 'Filtering and sorting need JavaScript, which is off or blocked here: the list below is every tool, best rated first, whatever the address asks for.'],
  ['/best-tools', 'Choosing a category needs JavaScript, which is off or blocked here: the list below shows every category.'],
  ['/comparisons', 'Choosing a category needs JavaScript, which is off or blocked here'],
  ['/tools/gusto', 'Changing the team size needs JavaScript, which is off or blocked here: the figures below are for a team of 10.'],
] as const

for (const width of [1280, 390]) {
  test.describe(`without JavaScript at ${width}px`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width, height: 900 } })

    for (const [route, words] of SAID) {
      test(`${route} says what needs JavaScript, before the part that does`, async ({ page }) => {
        await page.goto(route)
        // Playwright's text locators do not look into <noscript>: its paragraph, by its text.
        const notice = page.locator('noscript > p').filter({ hasText: words })
        await expect(notice).toBeVisible()
        // Before the island it is about, in the page's order, and within the screen's width.
        expect(await notice.evaluate((element) => element.closest('noscript')?.nextElementSibling?.getAttribute('data-island'))).toBeTruthy()
        const box = await notice.boundingBox()
        expect(box!.x + box!.width).toBeLessThanOrEqual(width)
      })
    }

    test('the controls only script drives are not shown: search, the menu, Compare toggles, Go Back', async ({ page }) => {
      await page.goto('/best/analytics-without-cookies')
      await expect(page.locator('main h1')).toBeVisible()
      await expect(page.locator('[data-search-trigger]')).toBeHidden()
      await expect(page.locator('[data-opens-dialog]')).toBeHidden()
      expect(await page.locator('[data-compare-toggle]').count()).toBeGreaterThan(2)
      for (const toggle of await page.locator('[data-compare-toggle]').all()) await expect(toggle).toBeHidden()
      // The sections the menu would list are in the footer, and at 1280px in the header too.
      await expect(page.locator('footer').getByRole('link', { name: 'Calculators' })).toBeVisible()
      await page.goto('/tools')
      expect(await page.locator('[data-compare-toggle]').count()).toBe(12)
      for (const toggle of await page.locator('[data-compare-toggle]').all()) await expect(toggle).toBeHidden()
      await page.goto('/no-such-page')
      await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible()
      await expect(page.locator('[data-go-back]')).toBeHidden()
    })

    test('a page without an island that needs it says nothing of JavaScript', async ({ page }) => {
      await page.goto('/guides/tool-stack-optimization')
      await expect(page.locator('noscript')).toHaveCount(0)
      await expect(page.locator('main')).toContainText('tool stack')
    })
  })
}

test('with JavaScript on, no notice shows', async ({ page }) => {
  for (const [route] of SAID) {
    await page.goto(route, { waitUntil: 'networkidle' })
    await expect(page.locator('[data-search-trigger]')).toBeVisible()
    // With scripts on, a <noscript>'s content is text, never drawn: nothing on the page shows its words.
    await expect(page.locator('noscript')).toHaveCount(1)
    expect(await page.locator('body').innerText()).not.toContain('which is off or blocked here')
  }
})
