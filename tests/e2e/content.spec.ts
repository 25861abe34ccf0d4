import { expect } from '@playwright/test'
import { test } from './worker-tab'
import { routes } from './helpers'
import { allSearchHits } from '../../src/search/split/all-items'

test('the FAQ accordion keeps at most one answer open, and the open one can be closed', async ({ page }) => {
  await page.goto('/')
  const questions = page.locator('#faq summary')
  await expect(questions).toHaveCount(5)
  const items = page.locator('#faq details')
  await questions.nth(0).click()
  await expect(items.nth(0)).toHaveAttribute('open', '')
  await questions.nth(1).click()
  await expect(items.nth(1)).toHaveAttribute('open', '')
  await expect(items.nth(0)).not.toHaveAttribute('open', '')
  await expect(page.locator('#faq details[open]')).toHaveCount(1)
  await questions.nth(1).click()
  await expect(page.locator('#faq details[open]')).toHaveCount(0)
})

test('the accordion works from the keyboard', async ({ page }) => {
  await page.goto('/calculator/email-time-saved')
  const first = page.locator('#faq summary').first()
  await first.focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('#faq details').first()).toHaveAttribute('open', '')
  await page.keyboard.press('Space')
  await expect(page.locator('#faq details[open]')).toHaveCount(0)
})

// Each route's FAQ and its vendor links are checked in routes.spec.ts, in the page load that already checks that route.

test('sitemap.xml lists every indexable route and robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const { path, indexable } of routes) {
    if (indexable) expect(sitemap).toContain(`${path === '/' ? '/' : path}</loc>`)
    else expect(sitemap).not.toContain(`${path}</loc>`)
  }
  expect(sitemap).not.toContain('404')
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/)
})

test('the search index is its own files with at least the indexable directories and pages', async ({ request }) => {
  const index = await allSearchHits(async (address) => (await request.get(address)).text())
  for (const href of ['/best-tools', '/comparisons', '/calculators', '/guides', '/calculator/email-time-saved']) {
    expect(index.map((i) => i.href)).toContain(href)
  }
  for (const item of index) expect(['Article', 'Comparison', 'Calculator', 'Directory', 'Tool']).toContain(item.type)
  // Every tool's profile is found by the tool's name.
  expect(index).toContainEqual(expect.objectContaining({ title: 'Notion', type: 'Tool', href: '/tools/notion' }))
})
