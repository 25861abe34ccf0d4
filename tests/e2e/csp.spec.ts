import { createHash } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { islandsSettled, recordViolations, routes, violations } from './helpers'

test('the server sends the security headers on pages and files alike', async ({ request }) => {
  for (const path of ['/', '/no-such-page', '/sitemap.xml']) {
    const headers = (await request.get(path)).headers()
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/=]+';/)
    expect(headers['content-security-policy']).toContain("style-src 'self'")
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
  }
})

// Every route's own check (routes.spec.ts) records the policy's violations as it loads, at both widths; the not-found page here.
test('the not-found page breaks no policy as it loads', async ({ page }) => {
  await recordViolations(page)
  await page.goto('/no-such-page')
  await islandsSettled(page)
  expect(await violations(page)).toEqual([])
})

test('the interactive parts work under the policy: search, menu, accordion, calculator, toast, share, filter', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await recordViolations(page)
  await page.goto('/about')
  await page.getByRole('button', { name: 'Search tools...' }).click()
  await page.getByRole('combobox').fill('email')
  await expect(page.getByRole('option').first()).toBeVisible()
  // The first Escape closes the dialog; the second, on the page, must do nothing either.
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  expect(await violations(page)).toEqual([])

  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: 'Open navigation' }).click()
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible()
  await page.keyboard.press('Escape')
  await page.setViewportSize({ width: 1280, height: 900 })

  await page.goto('/calculator/roi')
  await islandsSettled(page)
  await page.locator('#faq summary').first().click()
  await page.getByRole('button', { name: 'Calculate' }).click()
  await page.getByRole('button', { name: 'Share Results' }).click()
  await expect(page.locator('[data-sonner-toast]').first()).toContainText('Link Copied!')
  await page.getByLabel('Timeframe').fill('99')
  await page.getByRole('button', { name: 'Calculate' }).click()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid Input' })).toBeVisible()
  // The toasts are styled by a stylesheet file, not by an injected <style> element.
  expect(await page.locator('style').count()).toBe(0)
  expect(await violations(page)).toEqual([])

  await page.goto('/best-tools')
  await islandsSettled(page)
  await page.getByRole('button', { name: 'Analytics' }).click()
  expect(await violations(page)).toEqual([])
})

test('the prerendered HTML has no style attributes, no event handlers, and one inline script: the bootstrap the served policy names by its hash', async ({ request }) => {
  for (const { path } of [...routes, { path: '/no-such-page' }]) {
    const response = await request.get(path)
    const html = await response.text()
    expect(html, path).not.toMatch(/<[a-z][^>]*\sstyle="/i)
    expect(html, path).not.toMatch(/\son[a-z]+="/i)
    // Module scripts by address would be fetched before the first paint; the bootstrap starts the loader after it.
    expect(html, path).not.toMatch(/<script[^>]*\ssrc=/)
    const inline = [...html.matchAll(/<script(?![^>]*application\/ld\+json)([^>]*)>([^]*?)<\/script>/g)]
    expect(inline, path).toHaveLength(1)
    const [, attributes, text] = inline[0]!
    expect(attributes, path).toMatch(/^ data-src="\/assets\/loader-[\w-]+\.js" data-integrity="sha384-[\w+/=]+"$/)
    const hash = `'sha256-${createHash('sha256').update(text!).digest('base64')}'`
    const scriptSrc = response.headers()['content-security-policy']!.split('; ').find((directive) => directive.startsWith('script-src '))
    expect(scriptSrc, path).toBe(`script-src 'self' ${hash}`)
  }
})

test('the bootstrap starts the loader after the first paint, and the loader is the file its integrity hash names', async ({ page }) => {
  const started: { at: number; url: string }[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') started.push({ at: Date.now(), url: request.url() })
  })
  await recordViolations(page)
  await page.goto('/compare/notion-vs-asana')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.waitForFunction(() => document.querySelector('script[type="module"][src*="/assets/loader-"]') !== null)
  // The paint entry is recorded a moment after the paint: wait for it, and for the loader's, before comparing their times.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0 && performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/loader-')))
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    loader: performance.getEntriesByType('resource').find((entry) => entry.name.includes('/assets/loader-'))?.startTime ?? Number.NaN,
  }))
  expect(timing.loader).toBeGreaterThan(timing.paint)
  const loader = page.locator('script[type="module"][src*="/assets/loader-"]')
  const src = await loader.getAttribute('src')
  const integrity = await loader.getAttribute('integrity')
  const body = await (await page.request.get(src!)).body()
  expect(integrity).toBe(`sha384-${createHash('sha384').update(body).digest('base64')}`)
  expect(started.filter((s) => s.url.includes('/assets/loader-'))).toHaveLength(1)
  expect(await violations(page)).toEqual([])
})

test('the favicon is carried in the page and draws under the policy, with no request of its own', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await recordViolations(page)
  await page.goto('/compare/notion-vs-asana')
  const href = await page.locator('link[rel="icon"]').getAttribute('href')
  // A PNG, not an SVG: Chromium decodes the favicon again after every replaceState (scripts/favicon.mjs says why).
  expect(href).toMatch(/^data:image\/png;base64,/)
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('sizes', '32x32')
  const width = await page.evaluate(async (src) => {
    const image = new Image()
    image.src = src
    await image.decode()
    return image.naturalWidth
  }, href!)
  expect(width).toBe(32)
  expect(requested.filter((path) => path.startsWith('/favicon'))).toEqual([])
  expect(await violations(page)).toEqual([])
})
