import { readFileSync } from 'node:fs'
import { expect } from '@playwright/test'
import { test } from './worker-tab'
import { parse } from 'yaml'
import { axeViolations, islandsSettled, rawHtml, VIEWPORTS, watchConsole } from './helpers'

/** Vendor facts as data (#30): features per field, plans per tool, and every table drawn from them. */

interface FieldFile {
  name: string
  groups: { name: string; features: { id: string; label: string }[] }[]
}
const field = (id: string) => parse(readFileSync(`content/_fields/${id}.yaml`, 'utf8')) as FieldFile
const labels = (file: FieldFile) => file.groups.flatMap((group) => group.features.map((feature) => feature.label))

for (const viewport of VIEWPORTS) {
  test(`the builder for two tools of one field shows every feature of that field and the shared list, each cell a value or "Not checked", at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport)
    const problems = watchConsole(page)
    await page.goto('/compare?tools=notion,coda')
    await islandsSettled(page)
    const table = page.getByRole('table', { name: /side by side$/ })
    await expect(table).toBeVisible()
    for (const label of [...labels(field('shared')), ...labels(field('knowledge-docs'))]) {
      const row = table.getByRole('row', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      await expect(row, label).toHaveCount(1)
      const cells = row.getByRole('cell')
      await expect(cells).toHaveCount(2)
      for (const text of await cells.allInnerTexts()) expect(text.trim(), `${label}: a value, never a dash or nothing`).not.toMatch(/^(-|–|—|)$/)
    }
    // A feature nobody checked says so; one that is checked shows its value (Notion's single sign-on starts on Business).
    await expect(table.getByRole('row', { name: /^SAML single sign-on/ })).toContainText('From Business')
    await expect(table.getByRole('row', { name: /^Markdown shortcuts/ }).getByRole('cell').first()).toHaveText('Not checked')
    // Another field's features are not listed for tools of one field.
    await expect(table.getByRole('row', { name: /^Visual deal pipeline/ })).toHaveCount(0)
    // No cell anywhere in the table is a bare dash.
    for (const text of await table.getByRole('cell').allInnerTexts()) expect(text.trim()).not.toMatch(/^[-–—]$/)
    expect(await axeViolations(page)).toEqual([])
    expect(problems).toEqual([])
  })
}

test('the builder with four tools of four fields: the shared features first, then each field\'s, hideable where all agree, within 1,500 elements', async ({ page }) => {
  await page.goto('/compare?tools=notion,gusto,hubspot,vanta')
  await islandsSettled(page)
  const headers = page.locator('th[scope="rowgroup"]')
  await expect(headers.first()).toBeVisible()
  const sections = await headers.allInnerTexts()
  expect(sections.slice(0, 2).map((s) => s.toLowerCase())).toEqual(['security and admin', 'platform'])
  for (const name of ['Knowledge & Docs', 'HR & Payroll', 'CRM', 'Compliance']) expect(sections.some((s) => s.toLowerCase().includes(name.toLowerCase())), name).toBe(true)
  expect(await page.evaluate(() => document.getElementsByTagName('*').length)).toBeLessThanOrEqual(1500)
  const rows = await page.getByRole('table', { name: /side by side$/ }).getByRole('row').count()
  await page.getByRole('checkbox', { name: 'Hide rows where all tools agree' }).check()
  await expect.poll(() => page.getByRole('table', { name: /side by side$/ }).getByRole('row').count()).toBeLessThan(rows)
})

test("a profile shows every plan (plan, price, billing, for, checked) and the features grouped as its field defines them, with text alternatives", async ({ page }) => {
  const problems = watchConsole(page)
  const { html } = await rawHtml(page, '/tools/gusto')
  // In the raw HTML, before any script: the plans table and the features.
  expect(html).toContain('Plans')
  await page.goto('/tools/gusto')
  const plans = page.getByRole('table', { name: 'Gusto plans and prices' })
  await expect(plans.getByRole('columnheader')).toHaveText(['Plan', 'Price', 'Billing', 'For', 'Checked'])
  await expect(plans.getByRole('row', { name: /^Simple/ })).toContainText('$49 per month plus $6 per person')
  await expect(plans.getByRole('row', { name: /^Contractor Only/ })).toContainText('Only contractors, not employees')
  const features = page.locator('#features')
  await expect(features.getByRole('heading', { name: 'Payroll', exact: true })).toBeVisible()
  await expect(features.getByRole('heading', { name: 'Security and admin' })).toBeVisible()
  // A tick has its word for screen readers; a plan reads "From Plus"; what nobody checked says so.
  await expect(features.getByText('Included').first()).toBeAttached()
  await expect(features.getByText('From Plus').first()).toBeVisible()
  await expect(features.getByText('Not checked').first()).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  expect(problems).toEqual([])
})

test("a profile's structured data has one Offer per priced plan, each with its unit and billing period, and no rating", async ({ request }) => {
  const { head } = await rawHtml(request, '/tools/asana')
  const blocks = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!))
  const app = blocks.find((block) => block['@type'] === 'SoftwareApplication')
  expect(app).toBeDefined()
  expect(JSON.stringify(app)).not.toMatch(/aggregateRating|ratingValue/)
  const offers = app.offers as { name: string; price: string; priceCurrency: string; priceSpecification?: { unitText: string; billingDuration?: { unitCode: string } } }[]
  expect(offers.map((offer) => offer.name)).toEqual(['Free plan', 'Starter', 'Advanced'])
  expect(offers[1]).toMatchObject({ price: '10.99', priceCurrency: 'USD', priceSpecification: { '@type': 'UnitPriceSpecification', unitText: 'user', billingDuration: { unitCode: 'MON' } } })
})

test('a comparison table shows every value from the tools files, the same fact as the profile', async ({ page }) => {
  await page.goto('/compare/notion-vs-asana')
  const table = page.locator('#features table')
  await expect(table.getByRole('row', { name: /^SAML single sign-on/ })).toContainText('From Business')
  await expect(table.getByRole('row', { name: /^SAML single sign-on/ })).toContainText('From Enterprise')
  await page.goto('/tools/notion')
  await expect(page.locator('#features').getByText('SAML single sign-on').locator('..')).toContainText('From Business')
})
