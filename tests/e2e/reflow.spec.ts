import { expect } from '@playwright/test'
import { test } from './worker-tab'
import { islandsSettled, routes } from './helpers'

/**
 * WCAG 2.2's reflow (1.4.10): at 320 CSS px wide (a phone's narrowest, or
 * 1280px at 400% zoom) no page scrolls sideways. Tables and chip rows scroll
 * in their own labelled boxes; the page itself never does. At that zoom the
 * screen is 200px tall, and the header scrolls away with the page.
 */
test.use({ viewport: { width: 320, height: 640 } })

test('at 320px wide no page scrolls sideways', async ({ page }) => {
  test.slow()
  const wide: string[] = []
  for (const { path } of routes) {
    await page.goto(path)
    await islandsSettled(page)
    const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth])
    if (scroll > client) wide.push(`${path}: ${scroll}px for ${client}px`)
  }
  expect(routes.length).toBeGreaterThan(50)
  expect(wide).toEqual([])
})

test('the about page figures sit within their cards at 320px', async ({ page }) => {
  await page.goto('/about')
  const cards = page.locator('dl div')
  expect(await cards.count()).toBeGreaterThan(1)
  for (const card of await cards.all()) {
    const [inner, figure] = [(await card.boundingBox())!, (await card.locator('dd').boundingBox())!]
    const text = await card.locator('dd').evaluate((element) => {
      const range = document.createRange()
      range.selectNodeContents(element)
      const box = range.getBoundingClientRect()
      return { left: box.left, right: box.right }
    })
    expect(text.left).toBeGreaterThanOrEqual(inner.x)
    expect(text.right).toBeLessThanOrEqual(inner.x + inner.width)
    expect(figure.width).toBeLessThanOrEqual(inner.width)
  }
})

test('on a screen 200px tall (400% zoom) the header scrolls away; on a phone it stays', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 200 })
  await page.goto('/guides/tool-stack-optimization')
  await page.evaluate(() => window.scrollTo(0, 800))
  expect((await page.locator('body > div header, header').first().boundingBox())!.y).toBeLessThan(-100)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.evaluate(() => window.scrollTo(0, 1200))
  await expect.poll(async () => (await page.locator('header').first().boundingBox())!.y).toBe(0)
})
