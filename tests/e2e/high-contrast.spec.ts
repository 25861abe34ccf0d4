import { expect } from '@playwright/test'
import { test } from './worker-tab'

/**
 * Windows' high contrast (forced colours): the browser paints text, edges
 * and backgrounds in the system's few colours. What carried meaning by a
 * colour of its own must still show: a Compare toggle's plus or check (its
 * state, once its colours go), a primary button's edge, and the charts'
 * words, which SVG keeps in their own greys unless told.
 */

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' })
})

test.afterEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'none' })
})

test("a Compare toggle's mark is drawn in the button's text colour, a plus and then a check", async ({ page }) => {
  await page.goto('/tools', { waitUntil: 'networkidle' })
  const toggle = page.getByRole('button', { name: /^Compare / }).first()
  const mark = () =>
    toggle.evaluate((element) => {
      const own = getComputedStyle(element)
      const before = getComputedStyle(element, '::before')
      return { mark: before.backgroundColor, text: own.color, background: own.backgroundColor, mask: before.maskImage }
    })
  const plus = await mark()
  expect(plus.mark).toBe(plus.text)
  expect(plus.mark).not.toBe(plus.background)
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  const check = await mark()
  expect(check.mark).toBe(check.text)
  expect(check.mask).not.toBe(plus.mask)
})

test("a calculator's Calculate has an edge, and its chart's words are in the page's text colour", async ({ page }) => {
  await page.goto('/calculator/roi', { waitUntil: 'networkidle' })
  const calculate = page.getByRole('button', { name: 'Calculate' })
  const edge = await calculate.evaluate((element) => ({ width: getComputedStyle(element).borderTopWidth, style: getComputedStyle(element).borderTopStyle }))
  expect(edge).toEqual({ width: '1px', style: 'solid' })
  await calculate.click()
  const words = page.locator('figure svg text')
  await expect(words.first()).toBeVisible()
  const fills = await words.evaluateAll((texts) => [...new Set(texts.map((text) => getComputedStyle(text).fill))])
  const textColour = await page.evaluate(() => getComputedStyle(document.body).color)
  expect(fills).toEqual([textColour])
})

test("the search's active result, the current section and a chosen category are marked by more than their colour", async ({ page }) => {
  await page.goto('/best-tools', { waitUntil: 'networkidle' })
  const current = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Best Tools' })
  await expect(current).toHaveAttribute('aria-current', 'page')
  expect(await current.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('underline')
  const sales = page.getByRole('button', { name: 'Sales', exact: true })
  await sales.click()
  await expect(sales).toHaveAttribute('aria-pressed', 'true')
  expect(await sales.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('underline')
  expect(await page.getByRole('button', { name: 'Marketing', exact: true }).evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('none')
  await page.keyboard.press('Control+k')
  const dialog = page.getByRole('dialog', { name: 'Search Tools & Guides' })
  await dialog.getByRole('combobox').fill('crm')
  await expect(dialog.getByRole('option').nth(2)).toBeVisible()
  await page.keyboard.press('ArrowDown')
  const outline = (index: number) => dialog.getByRole('option').nth(index).evaluate((element) => getComputedStyle(element).outlineStyle)
  await expect(dialog.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true')
  expect(await outline(1)).toBe('solid')
  expect(await outline(2)).toBe('none')
})
