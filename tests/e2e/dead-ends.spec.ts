import { readFileSync } from 'node:fs'
import { expect } from '@playwright/test'
import { test } from './worker-tab'
import { allSearchHits } from '../../src/search/split/all-items'

/** Links the product spec saw pointing nowhere: each now leads to a real page. */
const ONCE_DEAD = [
  '/compare/secureframe-vs-drata',
  '/compare/rippling-vs-adp',
  '/compare/gusto-vs-onpay',
  '/compare/superhuman-vs-sanebox',
  '/best/email-management-tools-for-professionals',
  '/calculator/compliance-automation-roi',
  '/guides/saas-evaluation-framework',
  '/guides/digital-transformation-tools',
  '/guides/security-tool-selection',
  '/guides/startup-tool-selection',
]

const ALIASES: [string, string][] = [
  ['/best/email-triage-tools-freelancers', '/best/email-triage-tools-for-freelancers'],
  ['/best/compliance/soc2-software-startups', '/best/soc-2-compliance-software'],
]

for (const path of ONCE_DEAD) {
  test(`${path} is a real page`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found')
  })
}

for (const [from, to] of ALIASES) {
  test(`${from} redirects permanently to ${to}`, async ({ page, request }) => {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toBe(to)
    await page.goto(from)
    await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`))
  })

  test(`${from} also works on hosts without _redirects: a static page that moves on`, async () => {
    const html = readFileSync(`dist${from}/index.html`, 'utf8')
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`)
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${to}">`))
    expect(html).toContain(`<a href="${to}">`)
    expect(readFileSync('dist/_redirects', 'utf8')).toContain(`${from} ${to} 301`)
  })
}

test('aliases stay out of the sitemap and the search index', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const hrefs = (await allSearchHits(async (address) => (await request.get(address)).text())).map((item) => item.href)
  for (const [from] of ALIASES) {
    expect(sitemap).not.toContain(`${from}<`)
    expect(hrefs).not.toContain(from)
  }
})

test('the home card for email triage links to the real page', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('main a[href="/best/email-triage-tools-for-freelancers"]').first()).toBeVisible()
  await expect(page.locator('main a[href="/best/email-triage-tools-freelancers"]')).toHaveCount(0)
})
