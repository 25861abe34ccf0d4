import { expect, test } from '@playwright/test'
import { rawHtml, routes } from './helpers'
import { decodeSearchIndex } from '../../src/search/index-file'

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

for (const { path } of routes) {
  test(`${path}: FAQ answers are in the raw HTML and match the FAQPage data`, async ({ page }) => {
    const { head, body } = await rawHtml(page, path)
    const block = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!))
      .find((data) => data['@type'] === 'FAQPage')
    const visible = (body.match(/<details name="faq"/g) ?? []).length
    if (!block) return expect(visible).toBe(0)
    expect(block.mainEntity).toHaveLength(visible)
    await page.goto(path)
    for (const entry of block.mainEntity) {
      const item = page.locator('#faq details').filter({ has: page.locator('summary', { hasText: entry.name }) })
      await expect(item).toHaveCount(1)
      await expect(item.locator('p')).toHaveText(entry.acceptedAnswer.text)
    }
  })

  test(`${path}: vendor links open in a new tab with the right rel, after the disclosure`, async ({ page }) => {
    await page.goto(path)
    const external = await page.locator('main a[href^="http"]').evaluateAll((links) =>
      links.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel'), vendor: a.hasAttribute('data-vendor-link') })),
    )
    for (const link of external) {
      expect(link.target, link.href!).toBe('_blank')
      expect(link.rel?.split(' ').sort(), link.href!).toEqual(expect.arrayContaining(['nofollow', 'noopener', 'noreferrer']))
    }
    if (!external.some((l) => l.vendor)) return
    const disclosureFirst = await page.evaluate(() => {
      const disclosure = document.querySelector('[data-affiliate-disclosure]')
      const vendor = document.querySelector('[data-vendor-link]')
      return !!disclosure && !!vendor && !!(disclosure.compareDocumentPosition(vendor) & Node.DOCUMENT_POSITION_FOLLOWING)
    })
    expect(disclosureFirst).toBe(true)
  })
}

test('sitemap.xml lists every indexable route and robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const { path, indexable } of routes) {
    if (indexable) expect(sitemap).toContain(`${path === '/' ? '/' : path}</loc>`)
    else expect(sitemap).not.toContain(`${path}</loc>`)
  }
  expect(sitemap).not.toContain('404')
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/)
})

test('the search index is its own file with at least the indexable directories and pages', async ({ request }) => {
  const index = decodeSearchIndex(await (await request.get('/search-index.json')).json())
  for (const href of ['/best-tools', '/comparisons', '/calculators', '/guides', '/calculator/email-time-saved']) {
    expect(index.map((i) => i.href)).toContain(href)
  }
  for (const item of index) expect(['Article', 'Comparison', 'Calculator', 'Directory', 'Tool']).toContain(item.type)
  // Every tool's profile is found by the tool's name.
  expect(index).toContainEqual(expect.objectContaining({ title: 'Notion', type: 'Tool', href: '/tools/notion' }))
})
