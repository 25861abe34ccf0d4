import { expect } from '@playwright/test'
import { test } from './worker-tab'
import { axeViolations, rawHtml } from './helpers'

const TEXT = "Sorry, we couldn't find the page you're looking for. It might have been moved, deleted, or doesn't exist."

for (const path of ['/no-such-page', '/best/crm/small-teams', '/compare/secureframe/drata', '/calculator/made-up', '/ABOUT']) {
  test(`${path} is the not-found page with status 404`, async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      // The browser's own note on the 404 status of the document is not ours.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
    })
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    await expect(page.getByText(TEXT)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible()
    await expect.poll(() => errors).toEqual([`404 Error: User attempted to access non-existent route: ${path}`])
  })
}

test('an address with a trailing slash shows its page, as in the preview', async ({ request }) => {
  const { status, body } = await rawHtml(request, '/about/')
  expect(status).toBe(200)
  expect(body).toContain('About ToolCompass</h1>')
})

test('the not-found page asks not to be indexed and passes axe', async ({ page }) => {
  const { status, head } = await rawHtml(page, '/nope')
  expect(status).toBe(404)
  expect(head).toContain('<meta name="robots" content="noindex, nofollow"/>')
  await page.goto('/nope')
  expect(await axeViolations(page)).toEqual([])
})

test('Go Back returns to the previous page and Go Home goes home', async ({ page }) => {
  await page.goto('/about')
  await page.goto('/gone')
  await page.getByRole('button', { name: 'Go Back' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await page.goto('/gone')
  await page.getByRole('link', { name: 'Go Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('Go Back in a tab opened on the missing address, with nothing to go back to, goes home', async ({ page }) => {
  await page.goto('/about')
  // A tab of its own, as a link from a mail or a typed address opens: its history has the one page.
  const [tab] = await Promise.all([page.waitForEvent('popup'), page.evaluate(() => void window.open('/gone', '_blank'))])
  await tab.waitForLoadState()
  expect(await tab.evaluate(() => window.history.length)).toBe(1)
  await tab.getByRole('button', { name: 'Go Back' }).click()
  await expect(tab).toHaveURL(/\/$/)
  await tab.close()
})
