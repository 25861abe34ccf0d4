import { expect } from '@playwright/test'
import { test } from './worker-tab'
import { axeViolations, islandsSettled, routes } from './helpers'

test('no axe violations with a FAQ answer open', async ({ page }) => {
  await page.goto('/compare/vanta-vs-drata')
  await page.locator('#faq summary').first().click()
  await expect(page.locator('#faq details[open]')).toHaveCount(1)
  expect(await axeViolations(page)).toEqual([])
})

test('no axe violations with a toast on screen', async ({ page }) => {
  await page.goto('/calculator/tool-cost')
  await islandsSettled(page)
  await page.getByLabel('Team size').fill('0')
  await page.getByRole('button', { name: 'Calculate' }).click()
  const toast = page.locator('[data-sonner-toast]').first()
  await expect(toast).toBeVisible()
  // Check the toast as the reader sees it, once its entrance animation has finished.
  await expect.poll(() => toast.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
  expect(await axeViolations(page)).toEqual([])
})

for (const width of [1280, 390]) {
  test(`every keyboard stop shows where focus is, at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/best/soc-2-compliance-software')
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab')
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement
        const style = getComputedStyle(el)
        return { tag: el.tagName, text: el.textContent?.trim().slice(0, 30), outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 }
      })
      expect(focus.outline, `${focus.tag} "${focus.text}" has no visible focus outline`).toBe(true)
    }
  })
}

test.describe('the affiliate disclosure on a phone', () => {
  for (const { path } of routes.filter((r) => r.kind === 'best' || r.kind === 'compare')) {
    test(`${path}: is on the first screen`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(path)
      const box = await page.locator('[data-affiliate-disclosure]').first().boundingBox()
      expect(box).not.toBeNull()
      expect(box!.y + box!.height).toBeLessThanOrEqual(844)
    })
  }
})

test.describe('dialogs keep focus inside while open', () => {
  test('the mobile navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/about')
    await page.getByRole('button', { name: 'Open navigation' }).click()
    const dialog = page.locator('#mobile-nav')
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      // A modal <dialog> makes the page behind it inert: focus is in the dialog or, past its end, in the browser's own UI.
      expect(await dialog.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body)).toBe(true)
    }
    await expect(dialog).toBeVisible()
  })

  test('the search dialog', async ({ page }) => {
    await page.goto('/about')
    await page.getByRole('button', { name: 'Search tools...' }).click()
    await page.getByRole('combobox').fill('e')
    const dialog = page.getByRole('dialog', { name: 'Search Tools & Guides' })
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    // Tab never chooses a result: the visitor is still here.
    await expect(page).toHaveURL(/\/about$/)
  })
})
