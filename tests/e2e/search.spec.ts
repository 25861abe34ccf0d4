import { expect, test } from '@playwright/test'
import { axeViolations, watchConsole, watchScripts } from './helpers'

test('nothing of the search (nor React) loads before the visitor shows intent', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  const scripts = watchScripts(page)
  await page.goto('/about', { waitUntil: 'networkidle' })
  expect(requests.filter((url) => url.includes('search-index'))).toEqual([])
  expect(scripts.map((s) => s.url).filter((url) => /SearchDialog|hydrate/.test(url))).toEqual([])
  await page.getByRole('button', { name: 'Search tools...' }).hover()
  await expect.poll(() => scripts.some((s) => s.url.includes('SearchDialog'))).toBe(true)
})

test('the search dialog follows the spec: messages, matching, choosing a result', async ({ page }) => {
  const problems = watchConsole(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Search tools...' }).click()
  const dialog = page.getByRole('dialog', { name: 'Search Tools & Guides' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Start typing to search for tools, comparisons, and calculators.')).toBeVisible()
  const input = dialog.getByRole('combobox')
  await expect(input).toBeFocused()
  await input.fill('zzqx')
  await expect(dialog.getByText('No results found for "zzqx".')).toBeVisible()
  await input.fill('  EMAIL   calculator ')
  const options = dialog.getByRole('option')
  await expect(options).toHaveCount(1)
  await expect(options.first()).toContainText('Email Time Saved Calculator')
  await expect(options.first()).toContainText('Calculator')
  expect(await axeViolations(page)).toEqual([])
  await input.press('ArrowDown')
  await input.press('Enter')
  await expect(page).toHaveURL(/\/calculator\/email-time-saved$/)
  expect(problems).toEqual([])
})

test('every word must match: a directory and a comparison by keyword', async ({ page }) => {
  await page.goto('/about')
  await page.getByRole('button', { name: 'Search tools...' }).click()
  const input = page.getByRole('dialog').getByRole('combobox')
  await input.fill('compare directory')
  await expect(page.getByRole('option')).toHaveText([/Software Comparisons/])
  await input.fill('vanta drata')
  await expect(page.getByRole('option', { name: /Vanta vs Drata/ })).toBeVisible()
  await page.getByRole('option', { name: /Vanta vs Drata/ }).click()
  await expect(page).toHaveURL(/\/compare\/vanta-vs-drata$/)
})

test('the result list scrolls within about 24rem', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Search tools...' }).click()
  await page.getByRole('dialog').getByRole('combobox').fill('e')
  const list = page.getByRole('listbox')
  await expect(list).toBeVisible()
  const style = await list.evaluate((el) => ({ maxHeight: getComputedStyle(el).maxHeight, overflowY: getComputedStyle(el).overflowY }))
  expect(style).toEqual({ maxHeight: '384px', overflowY: 'auto' })
})

for (const shortcut of ['Control+k', '/']) {
  test(`${shortcut} opens the search, Escape closes it`, async ({ page }) => {
    await page.goto('/about')
    await page.locator('body').press(shortcut)
    const dialog = page.getByRole('dialog', { name: 'Search Tools & Guides' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('combobox')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })
}

test('closing returns focus to the search button', async ({ page }) => {
  await page.goto('/about')
  const button = page.getByRole('button', { name: 'Search tools...' })
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(button).toBeFocused()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('the search button keeps its name and opens the dialog', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Search tools...' }).click()
    await expect(page.getByRole('dialog', { name: 'Search Tools & Guides' })).toBeVisible()
    await page.getByRole('dialog').getByRole('combobox').fill('guide')
    await expect(page.getByRole('option').first()).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})

test('a query that matches thousands of pages lists the first 50 and says how many there are', async ({ page }) => {
  const items = Array.from({ length: 3000 }, (_, i) => ({ title: `Generated page ${i + 1}`, type: 'Article', href: `/generated/${i + 1}`, keywords: ['bulk'] }))
  await page.route('**/search-index.json', (route) => route.fulfill({ json: items }))
  await page.goto('/about')
  await page.getByRole('button', { name: 'Search tools...' }).click()
  const dialog = page.getByRole('dialog', { name: 'Search Tools & Guides' })
  await dialog.getByRole('combobox').fill('bulk')
  await expect(dialog.getByRole('option')).toHaveCount(50)
  await expect(dialog.getByRole('option').first()).toContainText('Generated page 1')
  await expect(dialog.getByText('Showing the first 50 of 3000 results. Add a word to narrow them down.')).toBeVisible()
  await expect(dialog.locator('[role=status]')).toHaveText('3000 results')
  await dialog.getByRole('combobox').fill('bulk 2999')
  await expect(dialog.getByRole('option')).toHaveCount(1)
  await expect(dialog.getByText(/Showing the first/)).toHaveCount(0)
})
