import { expect } from '@playwright/test'
import { test } from './worker-tab'
import { rawHtml } from './helpers'

const jsonLd = async (page: import('@playwright/test').Page, path: string) => {
  const { head } = await rawHtml(page, path)
  return [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!))
}

test('home: hero links, the six popular categories, the affiliate notice and a five-item FAQ', async ({ page }) => {
  await page.goto('/')
  const hero = page.locator('main > div').first()
  await expect(hero.getByRole('link', { name: 'Browse the best tools' })).toHaveAttribute('href', '/best-tools')
  await expect(hero.getByRole('link', { name: 'Try a free calculator' })).toHaveAttribute('href', '/calculators')
  const categories = page.getByRole('list', { name: 'Popular categories' }).getByRole('link')
  await expect(categories).toHaveCount(6)
  expect(await categories.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '/best/email-triage-tools-for-freelancers',
    '/best/knowledge-base-for-teams',
    '/best/meeting-summary-ai-tools',
    '/best/onboarding-tools-for-hr',
    '/best/analytics-without-cookies',
    '/best/collaborative-notes-for-teams',
  ])
  await expect(page.locator('[data-affiliate-disclosure] a')).toHaveAttribute('href', '/affiliate-disclosure')
  await expect(page.locator('#faq summary')).toHaveCount(5)
  const blocks = await jsonLd(page, '/')
  expect(blocks.map((b) => b['@type'])).toEqual(['WebSite', 'Organization', 'FAQPage'])
  expect(blocks[2].mainEntity).toHaveLength(5)
})

test('the tool-stack guide: badges, back link, a ten-section contents, dates and Article data', async ({ page }) => {
  const path = '/guides/tool-stack-optimization'
  await page.goto(path)
  const badges = page.getByRole('list', { name: 'Guide topic' }).getByRole('listitem')
  await expect(badges).toHaveText(['Strategy', 'Featured'])
  await expect(page.getByRole('link', { name: /Back to Guides/ })).toHaveAttribute('href', '/guides')
  await expect(page.getByText('12 min read')).toBeVisible()
  await expect(page.getByText('Published January 15, 2025')).toBeVisible()
  const contents = page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link')
  await expect(contents).toHaveCount(10)
  for (const link of await contents.all()) {
    const id = (await link.getAttribute('href'))!.slice(1)
    await expect(page.locator(`h2[id="${id}"]`)).toHaveCount(1)
  }
  await contents.nth(7).click()
  await expect(page).toHaveURL(/#8-/)
  for (const href of ['/guides', '/calculators', '/comparisons', '/best-tools']) await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible()
  await expect(page.locator('main')).toContainText('100-person')
  await expect(page.locator('main')).toContainText('200-person')
  const article = (await jsonLd(page, path)).find((b) => b['@type'] === 'Article')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.headline)
  expect(article).toMatchObject({ datePublished: '2025-01-15', wordCount: 8500, author: { '@type': 'Person', name: 'Maya Lindqvist' } })
  const { head } = await rawHtml(page, path)
  expect(head).toContain('<meta property="og:type" content="article"/>')
})

test('/guides: two featured and three other guides, from their frontmatter, and an honest newsletter', async ({ page }) => {
  await page.goto('/guides')
  const cards = page.locator('main li article')
  await expect(cards).toHaveCount(5)
  const featured = page.locator('main ul').first().locator('li article')
  await expect(featured).toHaveCount(2)
  for (const card of await featured.all()) await expect(card).toContainText('Featured')
  for (const card of await cards.all()) {
    await expect(card.getByRole('link')).toHaveAttribute('href', /^\/guides\/[a-z0-9-]+$/)
    await expect(card).toContainText(/\d+ min read/)
    await expect(card).toContainText(/(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, 2025/)
    await expect(card).toContainText(/Strategy|Evaluation|Security|Startups|Digital Transformation|Integration|Cost Optimization/)
  }
  await expect(page.getByRole('link', { name: 'Subscribe by email' })).toHaveAttribute('href', /^mailto:hello@toolcompass\.example\?subject=Subscribe/)
})

test('about: the team, the numbers, how we review and how we make money', async ({ page }) => {
  await page.goto('/about')
  for (const [value, label] of [['2,500+', 'tools reviewed'], ['10,000+', 'companies helped'], ['50,000+', 'hours saved'], ['500+', 'in-depth reviews']] as const) {
    await expect(page.locator('dl div').filter({ hasText: label })).toContainText(value)
    // Each term before its value, as a description list is read ("tools reviewed: 2,500+"), though the figure is drawn first.
    await expect(page.locator('dl div').filter({ hasText: label }).locator(':scope > *')).toHaveText([label, value])
  }
  const weights = page.getByRole('list', { name: 'Scoring weights' })
  for (const text of ['Ease of use25%', 'Features30%', 'Value for money25%', 'Support20%']) await expect(weights).toContainText(text)
  expect(await page.locator('h3').count()).toBeGreaterThanOrEqual(3)
  const main = page.locator('main')
  await expect(main).toContainText('affiliate commission')
  await expect(main).toContainText('Sponsored')
  await expect(main).toContainText(/not test every tool hands-on/)
  await expect(main).toContainText(/quarterly/)
})

for (const [path, title] of [['/privacy', 'Privacy Policy'], ['/affiliate-disclosure', 'Affiliate Disclosure']] as const) {
  test(`${title} is dated January 2025`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.locator('main')).toContainText('January 2025')
  })
}

test('the privacy policy says what the site does not collect', async ({ page }) => {
  await page.goto('/privacy')
  await expect(page.locator('main')).toContainText(/cookie/i)
  await expect(page.locator('main')).toContainText(/no accounts|do not have accounts|no user accounts/i)
})

test('an Atom feed and llms.txt are served and linked', async ({ page, request }) => {
  const feed = await request.get('/feed.xml')
  expect(feed.status()).toBe(200)
  expect(await feed.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom">')
  const llms = await request.get('/llms.txt')
  expect(await llms.text()).toMatch(/^# ToolCompass/)
  await page.goto('/guides')
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', '/feed.xml')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Atom feed' })).toHaveAttribute('href', '/feed.xml')
})

test('every content page offers a prefilled correction email that names it', async ({ page }) => {
  for (const path of ['/compare/vanta-vs-drata', '/best/onboarding-tools-for-hr', '/calculator/roi', '/guides/startup-tool-selection', '/about']) {
    await page.goto(path)
    const href = await page.getByRole('link', { name: 'Suggest a correction' }).getAttribute('href')
    expect(href).toMatch(/^mailto:hello@toolcompass\.example\?subject=Correction%3A%20/)
    expect(decodeURIComponent(href!)).toContain(`Page: https://toolcompass.example${path}`)
  }
})
