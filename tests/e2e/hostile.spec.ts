import { expect, test, type Page } from '@playwright/test'
import { islandsSettled, routes } from './helpers'

/** Query strings an attacker or a broken link might send. None may run script, crash, show NaN, or change the head. */
const HOSTILE = [
  '?emails=%3Cscript%3Ealert(1)%3C%2Fscript%3E&seconds=1&rate=1',
  '?investment=javascript:alert(1)&benefits=1&costs=0&years=1',
  '?price=data:text/html,%3Cscript%3Ealert(1)%3C%2Fscript%3E&time=1&rate=1&team=1',
  '?team=1e309&time=1&rate=1&cost=1&hours=1&tool=1&audit=1',
  '?team=99999999999999999999&time=99999999&rate=99999999&cost=1',
  '?price=1&price=2&time=1&rate=1&team=1',
  '?__proto__[polluted]=1&constructor[prototype][polluted]=1',
  '?emails=%E0%A4%A&seconds=%&rate=%%',
  `?q=${'A'.repeat(10_000)}`,
  '?years=-0&investment=0x10&benefits=Infinity&costs=NaN',
]

const calculators = routes.filter((r) => r.kind === 'calculator').map((r) => r.path)

/** The page's head tags and JSON-LD, as the browser holds them after scripts ran. */
const headTags = (page: Page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('title, meta, link[rel="canonical"], script[type="application/ld+json"]')].map((el) => el.outerHTML).join('\n'),
  )

for (const path of calculators) {
  test(`${path} survives hostile query strings`, async ({ page }) => {
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
    page.on('dialog', (dialog) => {
      problems.push(`a dialog opened: ${dialog.message()}`)
      void dialog.dismiss()
    })
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()))
    await page.goto(path)
    await islandsSettled(page)
    const clean = await headTags(page)
    for (const query of HOSTILE) {
      await page.goto(path + query)
      await islandsSettled(page)
      expect(await headTags(page), query).toBe(clean)
      // No figure may read NaN or Infinity; a message about a bad value may quote what the link gave ("The link gives "Infinity".").
      const shown = await page.locator('main').evaluate((main) => {
        const copy = main.cloneNode(true) as HTMLElement
        for (const message of copy.querySelectorAll('[id$="-problem"]')) message.textContent = (message.textContent ?? '').replace(/The link gives ".*"\.$/, '')
        return copy.textContent ?? ''
      })
      expect(shown, query).not.toMatch(/NaN|Infinity|undefined|-\$0\.00/)
      expect(await page.evaluate(() => ({} as Record<string, unknown>).polluted === undefined && !('polluted' in Object.prototype))).toBe(true)
      expect(await page.locator('main script, main img[src="x"]').count()).toBe(0)
    }
    expect(problems).toEqual([])
  })
}

test('the search box treats markup and long input as text', async ({ page }) => {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('dialog', (dialog) => {
    problems.push(`a dialog opened: ${dialog.message()}`)
    void dialog.dismiss()
  })
  await page.goto('/about')
  await page.getByRole('button', { name: 'Search tools...' }).click()
  const input = page.getByRole('combobox')
  for (const text of ['<img src=x onerror=alert(1)>', '"><script>alert(1)</script>', 'javascript:alert(1)', '%E0%A4%A', 'x'.repeat(5000)]) {
    await input.fill(text)
    await expect(page.getByRole('dialog').getByText(/No results found for "/)).toBeVisible()
  }
  expect(await page.locator('[role="dialog"] img, [role="dialog"] script').count()).toBe(0)
  expect(problems).toEqual([])
})
