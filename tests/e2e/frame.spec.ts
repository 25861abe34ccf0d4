import { expect } from '@playwright/test'
import { test } from './worker-tab'
import { axeViolations, expectShownOnlyPast } from './helpers'

test.describe('header', () => {
  test('links the four sections and marks the current one', async ({ page }) => {
    await page.goto('/compare/vanta-vs-drata')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const [name, href] of [['Best Tools', '/best-tools'], ['Compare', '/comparisons'], ['Calculators', '/calculators'], ['Guides', '/guides']] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await expect(nav.getByRole('link', { name: 'Compare' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.locator('[aria-current]')).toHaveCount(1)
    await page.goto('/best-tools')
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Best Tools' })).toHaveAttribute('aria-current', 'page')
    // The compare builder is in the Compare section too.
    await page.goto('/compare?tools=notion,asana')
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Compare' })).toHaveAttribute('aria-current', 'page')
  })

  test('stays at the top of the window while the page scrolls', async ({ page }) => {
    await page.goto('/guides/tool-stack-optimization')
    await page.mouse.wheel(0, 1500)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    const box = await page.locator('header').first().boundingBox()
    expect(box?.y).toBe(0)
  })
})

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the navigation slides out from the left, titled Navigation, and closes when a link is chosen', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await page.getByRole('button', { name: 'Open navigation' }).click()
    const menu = page.getByRole('dialog', { name: 'Navigation' })
    await expect(menu).toBeVisible()
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    await menu.getByRole('link', { name: 'Calculators' }).click()
    await expect(page).toHaveURL(/\/calculators$/)
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeHidden()
  })

  test('the open navigation keeps focus inside it, is named by its title, and is not a heading before the page\'s own', async ({ page }) => {
    await page.goto('/about')
    await page.getByRole('button', { name: 'Open navigation' }).click()
    const menu = page.getByRole('dialog', { name: 'Navigation' })
    await expect(menu).toBeVisible()
    await expect(menu.getByText('Navigation', { exact: true })).toBeVisible()
    // Round the dialog's five stops (close button, four links) three times: focus never reaches the page behind
    // (a modal <dialog> makes it inert; past the last stop the browser's own controls take focus, as for any modal).
    const stops: string[] = []
    for (let step = 0; step < 15; step++) {
      await page.keyboard.press('Tab')
      const where = await page.evaluate(() => (document.activeElement === document.body ? 'browser' : document.activeElement?.closest('#mobile-nav') ? document.activeElement.textContent : `outside: ${document.activeElement?.outerHTML.slice(0, 80)}`))
      stops.push(where ?? '')
    }
    expect(stops.filter((stop) => stop.startsWith('outside'))).toEqual([])
    expect(new Set(stops)).toEqual(new Set(['Close navigation', 'Best Tools', 'Compare', 'Calculators', 'Guides', 'browser']))
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('About ToolCompass')
  })

  test('Escape closes the navigation and returns focus to its button', async ({ page }) => {
    await page.goto('/about')
    const opener = page.getByRole('button', { name: 'Open navigation' })
    await opener.click()
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible()
    await expect(opener).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeHidden()
    await expect(opener).toBeFocused()
    await expect(opener).toHaveAttribute('aria-expanded', 'false')
  })
})

test('the scroll-to-top button appears only past 300px and takes you to the top', async ({ page }) => {
  await page.goto('/guides/tool-stack-optimization')
  const button = page.getByRole('button', { name: 'Scroll to top' })
  await expectShownOnlyPast(page, button, 300)
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(button).toBeHidden()
})

test('a link to a section lands on it, clear of the sticky header', async ({ page }) => {
  await page.goto('/guides/tool-stack-optimization')
  const target = await page.evaluate(() => document.querySelector('main h2[id]:nth-of-type(3), main h2[id]')!.id)
  await page.goto(`/guides/tool-stack-optimization#${target}`)
  const header = await page.locator('header').first().boundingBox()
  await expect.poll(async () => (await page.locator(`[id="${target}"]`).boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(header!.height)
  const y = (await page.locator(`[id="${target}"]`).boundingBox())!.y
  expect(y).toBeLessThan(header!.height + 100)
})

test('a new page starts at the top', async ({ page }) => {
  await page.goto('/guides/tool-stack-optimization')
  await page.evaluate(() => window.scrollTo(0, 2000))
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL(/\/about$/)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
  await page.goto('/about')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

for (const width of [1280, 390]) {
  test(`every visible button is at least 44px tall at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const path of ['/', '/calculator/email-time-saved', '/compare/vanta-vs-drata', '/no-such-page']) {
      await page.goto(path)
      const heights = await page.evaluate(() =>
        [...document.querySelectorAll('button, .btn, summary')]
          .filter((el) => (el as HTMLElement).offsetParent !== null)
          .map((el) => ({ text: el.textContent?.trim().slice(0, 30), height: el.getBoundingClientRect().height })),
      )
      expect(heights.length).toBeGreaterThan(0)
      for (const h of heights) expect(h.height, `${path}: ${h.text}`).toBeGreaterThanOrEqual(44)
    }
  })
}

test('the footer has the blurb, the Navigation and Legal columns and the 2025 copyright', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText('make informed decisions')
  const navigation = footer.getByRole('navigation', { name: 'Navigation' })
  for (const [name, href] of [['Best Tools', '/best-tools'], ['Comparisons', '/comparisons'], ['Calculators', '/calculators'], ['Guides', '/guides'], ['About', '/about']] as const) {
    await expect(navigation.getByRole('link', { name })).toHaveAttribute('href', href)
  }
  const legal = footer.getByRole('navigation', { name: 'Legal' })
  await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
  await expect(legal.getByRole('link', { name: 'Affiliate Disclosure' })).toHaveAttribute('href', '/affiliate-disclosure')
  await expect(footer).toContainText('© 2025')
})
