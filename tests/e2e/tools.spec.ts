import { expect } from '@playwright/test'
import { test } from './worker-tab'
import { axeViolations, islandsSettled, rawHtml, routes, VIEWPORTS, watchConsole } from './helpers'

const toolRoutes = routes.filter((route) => route.kind === 'tool')

test('every tools file has a profile at /tools/<id>', () => {
  expect(toolRoutes.length).toBeGreaterThanOrEqual(56)
  for (const route of toolRoutes) expect(route.path).toMatch(/^\/tools\/[a-z0-9-]+$/)
  expect(toolRoutes.map((route) => route.path)).toContain('/tools/notion')
})

test('a profile shows the tool: rating, pricing with the date checked, specs, pros and cons, and the Try link after the disclosure', async ({ page }) => {
  await page.goto('/tools/notion')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notion: Pricing, Pros and Cons, and Alternatives')
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Tools'])
  const overview = page.locator('#overview')
  await expect(overview.getByRole('heading', { level: 3 })).toHaveText('Notion')
  await expect(overview).toContainText('4.6')
  // Its category and its field; a tool whose category is its field's name says it once.
  await expect(overview.getByText('Workspace Platform · Knowledge & Docs')).toBeVisible()
  const pricing = page.locator('#pricing')
  await expect(pricing.locator('dd')).toHaveText(['$8 per user per month', 'Yes', '$15 per user per month'])
  await expect(pricing).toContainText('Prices checked January 15, 2025')
  // Checked more than 90 days before the build: the visitor is told, not only the reviewer.
  await expect(pricing.locator('[data-stale-price]')).toContainText('more than 90 days ago')
  await expect(page.locator('#specs')).toContainText('Platforms')
  await expect(page.locator('#pros-cons').getByRole('heading', { level: 3 })).toHaveText(['Pros', 'Cons'])
  const tryLink = page.getByRole('link', { name: /^Try Notion Free/ })
  await expect(tryLink).toHaveAttribute('target', '_blank')
  await expect(tryLink).toHaveAttribute('rel', 'nofollow noopener noreferrer')
  const disclosure = await page.locator('[data-affiliate-disclosure]').first().boundingBox()
  const link = await tryLink.boundingBox()
  expect(disclosure!.y).toBeLessThan(link!.y)
})

test("a profile names a tool's kind once where its category is its field's name", async ({ page }) => {
  await page.goto('/tools/asana')
  await expect(page.locator('#overview p').first()).toHaveText('Project Management')
})

test('a profile links where the tool is ranked and compared, and to real alternatives', async ({ page }) => {
  await page.goto('/tools/notion')
  const ranked = page.locator('#ranked-in').getByRole('link')
  await expect(ranked).toHaveText([/^#1 in Best Collaborative Note-Taking Apps for Teams/, /^#1 in Best Knowledge Base Software for Teams/])
  await expect(ranked.first()).toHaveAttribute('href', '/best/collaborative-notes-for-teams')
  await expect(page.locator('#compared-in').getByRole('link')).toHaveAttribute('href', '/compare/notion-vs-asana')
  const alternatives = page.locator('#alternatives li')
  await expect(alternatives).toHaveCount(6)
  // Tools that compete with Notion: on its best-of pages or in its field, never from another field.
  for (const href of await alternatives.getByRole('heading').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect(['/tools/confluence', '/tools/coda', '/tools/google-docs', '/tools/guru', '/tools/slite', '/tools/nuclino', '/tools/slab', '/tools/microsoft-loop', '/tools/asana']).toContain(href)
  }
  // Each card's link to the builder is named by its pair, not five links of one name.
  await expect(page.locator('#alternatives').getByRole('link', { name: 'Compare side by side: Confluence and Notion' })).toHaveAttribute('href', '/compare?tools=notion,confluence')
  const names = await page.locator('#alternatives').getByRole('link', { name: /^Compare side by side/ }).evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))
  expect(new Set(names).size).toBe(names.length)
  // Each alternative's price carries its date checked, and a free plan is said, as on every card.
  await expect(alternatives.filter({ hasText: 'Confluence' })).toContainText('Free plan available. Prices checked September 15, 2025.')
  // Asana has a comparison with Notion written by hand: its card links to it.
  await page.goto('/tools/asana')
  await expect(page.locator('#alternatives').getByRole('link', { name: 'Asana vs Notion: our comparison' })).toHaveAttribute('href', '/compare/notion-vs-asana')
})

test('the raw HTML of a profile carries its head tags and SoftwareApplication data with an offer, and no rating', async ({ request }) => {
  const { status, head } = await rawHtml(request, '/tools/figma')
  expect(status).toBe(200)
  expect(head).toContain('<title>Figma: Pricing, Pros and Cons, and Alternatives</title>')
  expect(head).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/tools\/figma"\/>/)
  const blocks = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!))
  expect(blocks.map((block) => block['@type'])).toEqual(['BreadcrumbList', 'SoftwareApplication'])
  // One offer per plan with a price: the free Starter plan first.
  expect(blocks[1]).toMatchObject({ name: 'Figma', applicationCategory: 'Design Tool', offers: [{ '@type': 'Offer', name: 'Starter', price: '0.00', priceCurrency: 'USD' }, { name: 'Professional', price: '12.00' }, { name: 'Organization', price: '45.00' }] })
  expect(JSON.stringify(blocks)).not.toMatch(/aggregateRating|ratingValue/)
})

test("a profile's top tier is what its plans say where no text is written: a price, \"Contact Sales\" for a quote, \"Not checked\", never a guess", async ({ page }) => {
  const topTier = async (id: string) => {
    await page.goto(`/tools/${id}`)
    return page.locator('dt', { hasText: /^Top tier$/ }).locator('xpath=following-sibling::dd[1]').innerText()
  }
  expect(await topTier('todoist')).toBe('Business: $6 per member per month')
  expect(await topTier('pipedrive')).toBe('Not checked')
  expect(await topTier('vanta')).toBe('Contact Sales')
})

test('every place that names a tool links to its profile', async ({ page }) => {
  await page.goto('/best/collaborative-notes-for-teams')
  await expect(page.locator('[data-tool-card] h3').getByRole('link', { name: 'Notion' })).toHaveAttribute('href', '/tools/notion')
  await page.goto('/compare/notion-vs-asana')
  await expect(page.locator('#overview').getByRole('link', { name: 'Asana' })).toHaveAttribute('href', '/tools/asana')
  await expect(page.locator('#pricing thead').getByRole('link', { name: 'Notion' })).toHaveAttribute('href', '/tools/notion')
  await page.goto('/comparisons')
  await expect(page.locator('thead').getByRole('link', { name: 'Asana' })).toHaveAttribute('href', '/tools/asana')
  await page.goto('/best-tools')
  await expect(page.locator('article h3').getByRole('link', { name: 'Figma' })).toHaveAttribute('href', '/tools/figma')
})

test('/tools lists every tool, best rated first, a page at a time, each card linking to its profile', async ({ page }) => {
  await page.goto('/tools')
  const cards = page.getByRole('list', { name: 'Tools' }).getByRole('link')
  await expect(cards).toHaveCount(12)
  await expect(cards.first()).toHaveAttribute('href', '/tools/github')
  // A price is never shown without the date it was checked, before the finder wakes and after.
  await expect(page.getByRole('list', { name: 'Tools' }).locator(':scope > li').first()).toContainText('$4 per user per month (Team)Price checked September 1, 2025')
  await expect(page.getByRole('list', { name: 'Tools' }).getByText(/^Price checked /)).toHaveCount(12)
  const pager = page.getByRole('navigation', { name: 'Pages' })
  await pager.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/tools\/page\/2$/)
  await expect(page.getByRole('list', { name: 'Tools' }).getByRole('link')).toHaveCount(12)
})

test.describe('the /tools finder', () => {
  // A tile is its list item: the name (a link over the card), the price, what it has of the ticked features, the Compare toggle.
  const tiles = (page: import('@playwright/test').Page) => page.getByRole('list', { name: 'Tools' }).locator(':scope > li')

  test('filters by field and free plan and sorts by price, keeping the choice in the address through a reload and Back', async ({ page }) => {
    await page.goto('/tools')
    await islandsSettled(page)
    await page.getByLabel('Category').selectOption('CRM')
    await expect(page).toHaveURL(/\/tools\?category=crm$/)
    await expect(tiles(page)).toHaveText([/^HubSpot/, /^Pipedrive/, /^Salesforce/])
    await page.getByLabel('Sort by').selectOption('price')
    await expect(page).toHaveURL(/\/tools\?category=crm&sort=price$/)
    await expect(tiles(page)).toHaveText([/^Pipedrive/, /^HubSpot/, /^Salesforce/])
    await page.getByLabel('Free plan only').check()
    await expect(tiles(page)).toHaveText([/^HubSpot/])
    await expect(page.getByRole('status')).toHaveText('1 of 56 tools match')
    // The browser reloads the address it has been told of, so the reload waits for it (team-cost.spec.ts says why).
    await expect(page).toHaveURL(/\/tools\?category=crm&free=1&sort=price$/)
    await page.reload()
    await islandsSettled(page)
    await expect(tiles(page)).toHaveText([/^HubSpot/])
    await expect(page.getByLabel('Free plan only')).toBeChecked()
    await page.goBack()
    await expect(page).toHaveURL(/\/tools\?category=crm&sort=price$/)
    await expect(tiles(page)).toHaveText([/^Pipedrive/, /^HubSpot/, /^Salesforce/])
  })

  test('a shared link opens the same view; an empty result says so and clears; a bad value is named, not dropped silently', async ({ page }) => {
    await page.goto('/tools?category=analytics&price=free&rating=4')
    await islandsSettled(page)
    await expect(page.getByLabel('Category')).toHaveValue('analytics')
    await expect(page.getByLabel('Price')).toHaveValue('free')
    await expect(tiles(page)).toHaveText([/^Matomo/, /^Simple Analytics/, /^Umami/])
    await page.getByLabel('Our rating').selectOption('4.5')
    await expect(page.getByText('No tools match these filters.')).toBeVisible()
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/tools$/)
    await expect(tiles(page)).toHaveCount(12)
    await page.goto('/tools?category=crmm&sort=cheapest')
    await islandsSettled(page)
    await expect(page.getByRole('alert')).toContainText('There is no category "crmm" (did you mean "crm"?); showing every category.')
    await expect(page.getByRole('alert')).toContainText('"sort=cheapest" is not a way to sort')
  })

  test('a filtered view fetches the manifest and a few small split files, never every tool (#32)', async ({ page }) => {
    const problems = watchConsole(page)
    const fetched: { path: string; bytes: number }[] = []
    page.on('requestfinished', async (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/tools/') || pathname.startsWith('/tool-data/')) fetched.push({ path: pathname, bytes: (await (await request.response())?.body())?.length ?? 0 })
    })
    await page.goto('/tools')
    await islandsSettled(page)
    await page.waitForLoadState('networkidle')
    // The first page is prerendered: nothing is fetched until the visitor filters.
    expect(fetched).toEqual([])
    await page.goto('/tools?features=deal-pipeline&sort=name')
    await islandsSettled(page)
    await expect(tiles(page)).toHaveText([/^HubSpot/, /^Pipedrive/])
    // Only Salesforce, the third CRM, is unchecked for it: the other fields' tools are not judged on a CRM's feature.
    await expect(page.getByRole('status')).toHaveText('2 of 56 tools match; 1 more left out because we have not checked it for every ticked feature')
    await page.waitForLoadState('networkidle')
    // Each folder of the data is named by its content: the sets' "s-<version>/", each group of records files' "g<n>-<version>/".
    const paths = fetched.map((file) => file.path.replace(/^\/tool-data\/finder\//, '').replace(/\/(s|g\d+)-[0-9a-f]{16}\//, '/'))
    expect(paths[0]).toBe('/tools/finder.json')
    expect(paths).not.toContain('/tools/catalogue.json')
    // The feature's sets, the shared features' (for their counts), and the records files of the two tools shown (HubSpot among
    // the first 32 by name, Pipedrive among the next): each once.
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths.filter((path) => path.startsWith('all/name/r')).sort()).toEqual(['all/name/r0.json', 'all/name/r1.json'])
    expect(fetched.reduce((sum, file) => sum + file.bytes, 0)).toBeLessThan(40_000)
    expect(problems).toEqual([])
  })

  test('works on a phone, and pages through its results', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/tools?sort=name')
    await islandsSettled(page)
    await expect(tiles(page)).toHaveCount(12)
    await expect(tiles(page).first()).toContainText('ADP')
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/tools\?sort=name&page=2$/)
    await expect(tiles(page)).toHaveCount(12)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })

  test('a page chosen from a filtered view, or "Clear filters", takes the focus to the count above the new list, whose name gives the page', async ({ page }) => {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport)
      await page.goto('/tools?free=1')
      await islandsSettled(page)
      const pages = page.getByRole('navigation', { name: 'Pages' })
      await pages.getByRole('link', { name: 'Next' }).focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/tools\?free=1&page=2$/)
      const count = page.getByRole('status').filter({ hasText: /of \d+ tools/ })
      await expect(count).toBeFocused()
      await expect(count).toBeInViewport()
      await expect(page.getByRole('list', { name: /^Tools, page 2 of \d+$/ })).toBeVisible()
      await page.goto('/tools?category=design&rating=4.5&price=over-25')
      await islandsSettled(page)
      await page.getByRole('button', { name: 'Clear filters' }).focus()
      await page.keyboard.press('Enter')
      await expect(count).toBeFocused()
    }
  })

  test('a page past the last of the results says so and offers the last, not an empty list without a word', async ({ page }) => {
    await page.goto('/tools?features=sso&page=2')
    await islandsSettled(page)
    await expect(page.getByRole('alert')).toHaveText('There is no page 2 of these results: they fill one page.')
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Go to page 1, the last' }).click()
    await expect(page).toHaveURL(/\/tools\?features=sso$/)
    await expect(tiles(page)).toHaveCount(6)
    await expect(page.getByRole('alert')).toHaveCount(0)
    // Past the last of several pages, its button is the way back: no pager says "Page 9 of 5" or links a page 8.
    await page.goto('/tools?page=9')
    await islandsSettled(page)
    await expect(page.getByRole('alert')).toContainText('There is no page 9')
    await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0)
    await page.getByRole('button', { name: /^Go to page \d+, the last$/ }).click()
    await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible()
  })
  /** A feature's checkbox and the count beside it ("SAML single sign-on (6)"). */
  const feature = (page: import('@playwright/test').Page, label: string) => page.locator('fieldset label', { hasText: label })

  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.width}px: ticking features narrows the tools and changes the counts; with category and sort; kept in the address through a reload and Back`, async ({ page }) => {
      // One visitor's whole journey, with an axe run and a reload: more than a plain test's 30 seconds on a busy machine.
      test.slow()
      await page.setViewportSize(viewport)
      const problems = watchConsole(page)
      await page.goto('/tools')
      await islandsSettled(page)
      // In view from the start, with nothing to open first (on a phone, in a box of its own that scrolls).
      await expect(page.getByText('Features you need.')).toBeVisible()
      await expect(page.getByLabel('SAML single sign-on')).toBeVisible()
      // Before anything is chosen, each count is the tools that have the feature (prerendered: nothing is fetched for them).
      await expect(feature(page, 'SAML single sign-on')).toContainText('(6)')
      await expect(feature(page, 'AI features')).toContainText('(23)')
      await expect(page.getByText('Tools whose feature we have not checked are left out.')).toBeVisible()
      await page.getByLabel('SAML single sign-on').check()
      await expect(page).toHaveURL(/\/tools\?features=sso$/)
      await expect(tiles(page)).toHaveText([/^Figma/, /^Slack/, /^Notion/, /^Missive/, /^Asana/, /^Sketch/])
      // Every other tool's file leaves single sign-on unchecked: the visitor is told how many that leaves out.
      await expect(page.getByRole('status')).toHaveText('6 of 56 tools match; 50 more left out because we have not checked them for every ticked feature')
      // Each card says which plan the feature starts on.
      await expect(tiles(page).filter({ hasText: 'Slack' })).toContainText('SAML single sign-on from Business+')
      await expect(tiles(page).filter({ hasText: 'Asana' })).toContainText('SAML single sign-on from Enterprise')
      // The other counts are now among these six.
      await expect(feature(page, 'AI features')).toContainText('(4)')
      await expect(feature(page, 'SAML single sign-on')).toContainText('(6)')
      await page.getByLabel('Sort by').selectOption('name')
      await expect(page).toHaveURL(/\/tools\?features=sso&sort=name$/)
      await expect(tiles(page)).toHaveText([/^Asana/, /^Figma/, /^Missive/, /^Notion/, /^Sketch/, /^Slack/])
      // A category adds its field's own features, counted among what the other choices leave.
      await page.getByLabel('Category').selectOption('Design')
      await expect(page).toHaveURL(/\/tools\?category=design&features=sso&sort=name$/)
      await expect(tiles(page)).toHaveText([/^Figma/, /^Sketch/])
      await expect(page.getByRole('group', { name: 'Design features' })).toBeVisible()
      await expect(feature(page, 'AI features')).toContainText('(1)')
      await page.getByLabel('AI features').check()
      await expect(page).toHaveURL(/\/tools\?category=design&features=sso,ai-features&sort=name$/)
      await expect(tiles(page)).toHaveText([/^Figma/])
      await expect(tiles(page).getByRole('list', { name: 'Ticked features' }).getByRole('listitem')).toHaveText(['SAML single sign-on from Organization', 'AI features: yes, see its profile'])
      // Open, with two fields' boxes and a card's features: still no axe violation, and within the DOM budget.
      expect(await axeViolations(page)).toEqual([])
      expect(await page.evaluate(() => document.getElementsByTagName('*').length)).toBeLessThanOrEqual(800)
      await page.reload()
      await islandsSettled(page)
      await expect(tiles(page)).toHaveText([/^Figma/])
      // A link with features shows what is ticked, and says how many.
      await expect(page.getByText('Features: 2 ticked.')).toBeVisible()
      await expect(page.getByLabel('SAML single sign-on')).toBeChecked()
      await expect(page.getByLabel('AI features')).toBeChecked()
      await expect(page.getByLabel('Category')).toHaveValue('design')
      await page.goBack()
      await expect(page).toHaveURL(/\/tools\?category=design&features=sso&sort=name$/)
      await expect(tiles(page)).toHaveText([/^Figma/, /^Sketch/])
      await expect(page.getByLabel('AI features')).not.toBeChecked()
      expect(problems).toEqual([])
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }

  test('a card says a feature the data gives only on some plans or at extra cost is that, not simply "yes"', async ({ page }) => {
    await page.goto('/tools?category=crm&features=email-marketing&sort=name')
    await islandsSettled(page)
    // Pipedrive's email marketing is its "Campaigns add-on"; HubSpot's is its Marketing Hub, described in words.
    const ticked = (name: string) => tiles(page).filter({ hasText: name }).getByRole('list', { name: 'Ticked features' }).getByRole('listitem')
    await expect(ticked('Pipedrive')).toHaveText(['Email marketing: on some plans or at extra cost, see its profile'])
    await expect(ticked('HubSpot')).toHaveText(['Email marketing: yes, see its profile'])
  })

  test('a card never says "included" of a yes the data qualifies with a note: it says yes and sends the visitor to the profile, which shows the note', async ({ page }) => {
    await page.goto('/tools?category=knowledge-docs&features=api&sort=name')
    await islandsSettled(page)
    const ticked = (name: string) => tiles(page).filter({ hasText: name }).getByRole('list', { name: 'Ticked features' }).getByRole('listitem')
    // Nuclino's file: api: { value: yes, note: REST API }. Slab's names the plan it starts on.
    await expect(ticked('Nuclino')).toHaveText(['Public API: yes, see its profile'])
    await expect(ticked('Slab')).toHaveText(['Public API from Business'])
    await page.goto('/tools/nuclino')
    await expect(page.getByText('REST API')).toBeVisible()
    // A yes its note says not every edition has is on some plans only: Salesforce's API.
    await page.goto('/tools?category=crm&features=api&sort=name')
    await islandsSettled(page)
    await expect(ticked('Salesforce')).toHaveText(['Public API: on some plans or at extra cost, see its profile'])
    await expect(ticked('HubSpot')).toHaveText(['Public API included'])
  })

  test("a filter chosen on a numbered page shows its view under the directory's own title, not that page's; Back brings the page and its title again", async ({ page }) => {
    const heading = page.getByRole('heading', { level: 1 })
    const crumb = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')
    await page.goto('/tools/page/2')
    await islandsSettled(page)
    await expect(heading).toHaveText('All Business Software Tools (page 2 of 5)')
    const pageTwo = await tiles(page).allInnerTexts()
    await page.getByLabel('SAML single sign-on').check()
    await expect(page).toHaveURL(/\/tools\?features=sso$/)
    await expect(page.getByRole('status')).toHaveText(/^6 of 56 tools match/)
    await expect(heading).toHaveText('All Business Software Tools')
    await expect(page).toHaveTitle('All Business Software Tools')
    await expect(crumb).toHaveText('All Business Software Tools')
    await expect(page.locator('h1 + p')).not.toContainText('Page 2 of 5')
    await page.goBack()
    await expect(page).toHaveURL(/\/tools\/page\/2$/)
    await expect(heading).toHaveText('All Business Software Tools (page 2 of 5)')
    await expect(page).toHaveTitle('All Business Software Tools (page 2 of 5)')
    await expect(crumb).toHaveText('All Business Software Tools (page 2 of 5)')
    // Read at once, not retried: a tile put back is laid out with the change (parts/ToolTile.tsx says why it is not drawn when near).
    expect(await tiles(page).allInnerTexts()).toEqual(pageTwo)
    // Unticked at /tools, the list is /tools's own first page, not page 2's tools under a title without its number.
    await page.goForward()
    await page.getByLabel('SAML single sign-on').uncheck()
    await expect(page).toHaveURL(/\/tools$/)
    await expect(tiles(page).first()).toHaveText(/^GitHub/)
    await expect(heading).toHaveText('All Business Software Tools')
    // A numbered page's address with a filter is that page of the filter's results, under the directory's title: past
    // their last, it says so, as ?page= does, rather than show the first page under the third's address without a word.
    await page.goto('/tools/page/3?features=sso')
    await islandsSettled(page)
    await expect(page.getByRole('status')).toHaveText(/^6 of 56 tools match/)
    await expect(page.getByText('There is no page 3 of these results: they fill one page.')).toBeVisible()
    await expect(heading).toHaveText('All Business Software Tools')
    await page.getByRole('button', { name: 'Go to page 1, the last' }).click()
    await expect(page).toHaveURL(/\/tools\?features=sso$/)
    await expect(tiles(page)).toHaveCount(6)
    // And with a sort alone, the sorted list's second page.
    await page.goto('/tools/page/2?sort=name')
    await islandsSettled(page)
    await expect(page.getByRole('list', { name: /^Tools, page 2 of \d+$/ })).toBeVisible()
  })

  test('at 390px, tiles a filter puts in are laid out at once: each reads its whole text, however far below, with no frame waited for', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/tools/page/5')
    await islandsSettled(page)
    // Read at once: a tile the change brings has its layout, and so its text, however far below the screen it is.
    await page.getByLabel('Our rating').selectOption('4.5')
    await expect(page.getByRole('status')).toHaveText(/^\d+ of 56 tools match/)
    const texts = await tiles(page).allInnerTexts()
    expect(texts.length).toBeGreaterThan(6)
    for (const text of texts) expect(text).toMatch(/\n[\d.]+\n\/ 5\nrating\n[\s\S]*Price checked [A-Z][a-z]+ \d{1,2}, \d{4}/)
  })

  test('a shared link names a feature id that is no feature, and filters by the rest', async ({ page }) => {
    await page.goto('/tools?features=sso,ssoo,made-up&sort=name')
    await islandsSettled(page)
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('There is no feature "ssoo" (did you mean "sso"?); it is left out of the filter.')
    await expect(alert).toContainText('There is no feature "made-up"; it is left out of the filter.')
    await expect(page.getByLabel('SAML single sign-on')).toBeChecked()
    await expect(tiles(page)).toHaveText([/^Asana/, /^Figma/, /^Missive/, /^Notion/, /^Sketch/, /^Slack/])
    // The next choice writes the address afresh, without them.
    await page.getByLabel('Free plan only').check()
    await expect(page).toHaveURL(/\/tools\?features=sso&free=1&sort=name$/)
    await expect(alert).toHaveCount(0)
  })

  test('a shared link with a long unknown feature id quotes it cut short, and the page keeps to a phone\'s width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const problems = watchConsole(page)
    await page.goto(`/tools?features=${'x'.repeat(400)},sso`)
    await islandsSettled(page)
    await expect(page.getByRole('alert')).toHaveText(`There is no feature "${'x'.repeat(24)}…"; it is left out of the filter.`)
    await expect(page.getByLabel('SAML single sign-on')).toBeChecked()
    await expect(tiles(page)).toHaveCount(6)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(problems).toEqual([])
  })

  test("counts as unchecked only the tools judged on a ticked feature, never another field's tools, which simply do not have it", async ({ page }) => {
    const problems = watchConsole(page)
    await page.goto('/tools?features=us-payroll&sort=name')
    await islandsSettled(page)
    await expect(tiles(page)).toHaveText([/^ADP/, /^BambooHR/, /^Gusto/, /^OnPay/, /^Rippling/])
    // Deel and HiBob, the HR tools whose files leave US payroll out; not the CRM, design or analytics tools.
    await expect(page.getByRole('status')).toHaveText('5 of 56 tools match; 2 more left out because we have not checked them for every ticked feature')
    // Within the field's own scope, the same.
    await page.getByLabel('Category').selectOption('HR & Payroll')
    await expect(page).toHaveURL(/\/tools\?category=hr-payroll&features=us-payroll&sort=name$/)
    await expect(page.getByRole('status')).toHaveText('5 of 56 tools match; 2 more left out because we have not checked them for every ticked feature')
    // And in another field's scope, none is unchecked: nothing says a CRM has US payroll.
    await page.getByLabel('Category').selectOption('CRM')
    await expect(page.getByText('No tools match these filters.')).toBeVisible()
    await expect(page.getByRole('status')).toHaveText('0 of 56 tools match')
    // Two fields' features: no tool is judged on both, so no tool is left out as unchecked.
    await page.goto('/tools?features=coediting,multiplayer')
    await islandsSettled(page)
    // Each under its own label: design's multiplayer and docs' co-editing were both "Real-time co-editing".
    await expect(page.getByRole('group', { name: 'Design features' }).getByLabel('Multiplayer design editing')).toBeChecked()
    await expect(page.getByRole('group', { name: 'Knowledge & Docs features' }).getByLabel('Real-time co-editing')).toBeChecked()
    await expect(page.getByText('No tools match these filters.')).toBeVisible()
    await expect(page.getByRole('status')).toHaveText('0 of 56 tools match')
    expect(problems).toEqual([])
  })

  test("an empty result whose ticked feature is another field's says so: it is checked for that field's tools, not this category's", async ({ page }) => {
    await page.goto('/tools?category=crm&features=us-payroll')
    await islandsSettled(page)
    await expect(page.getByText('No tools match these filters.')).toBeVisible()
    await expect(page.getByText('Full-service US payroll with tax filing is a feature we check for HR & Payroll tools, not for CRM tools.')).toBeVisible()
    // A shared feature says nothing of the kind.
    await page.goto('/tools?category=crm&features=self-hosting')
    await islandsSettled(page)
    await expect(page.getByText(/is a feature we check for/)).toHaveCount(0)
  })

  test('at 390px, features a link ticks are in view in the box of features, which scrolls to them without moving the page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const problems = watchConsole(page)
    const boxes = page.locator('[data-feature-boxes]')
    /** The ticked rows, each whether it lies within the box's view (the box scrolls; the page does not). */
    const tickedInBox = () =>
      boxes.evaluate((box) => {
        const view = box.getBoundingClientRect()
        return [...box.querySelectorAll<HTMLInputElement>('input:checked')].map((input) => {
          const row = input.closest('label')!.getBoundingClientRect()
          return [input.closest('label')!.textContent!.replace(/\(\d+\)$/, ''), row.top >= view.top && row.bottom <= view.bottom] as const
        })
      })
    await page.goto('/tools?category=hr-payroll&features=benefits,us-payroll')
    await islandsSettled(page)
    await expect(page.getByLabel('Benefits administration')).toBeChecked()
    await expect(tiles(page)).toHaveCount(5)
    // Both below the fold of the box as it stands, under the shared features: it shows them, in their places.
    await expect.poll(tickedInBox).toEqual([
      ['Full-service US payroll with tax filing', true],
      ['Benefits administration', true],
    ])
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    // A box the visitor ticks is where the finger is: the box does not follow it away.
    await boxes.evaluate((box) => (box.scrollTop = 0))
    await page.getByLabel('SAML single sign-on').check()
    await expect(page).toHaveURL(/features=benefits,us-payroll,sso$/)
    await expect(page.getByRole('status')).toHaveText(/^0 of 56 tools match/)
    expect(await boxes.evaluate((box) => box.scrollTop)).toBe(0)
    // Back ticks what the address says again: the box shows it.
    await page.goBack()
    await expect(page.getByLabel('SAML single sign-on')).not.toBeChecked()
    await expect.poll(tickedInBox).toEqual([
      ['Full-service US payroll with tax filing', true],
      ['Benefits administration', true],
    ])
    expect(await axeViolations(page)).toEqual([])
    expect(problems).toEqual([])
  })

  test("a ticked feature of one field stays ticked, under its field's heading, when another category is chosen", async ({ page }) => {
    await page.goto('/tools?category=crm&features=deal-pipeline')
    await islandsSettled(page)
    await expect(tiles(page)).toHaveText([/^HubSpot/, /^Pipedrive/])
    // Pipedrive's deal pipeline is a yes with a note ("The core of the product"): the card says yes and leaves the note to the profile.
    await expect(tiles(page).filter({ hasText: 'Pipedrive' })).toContainText('Visual deal pipeline: yes, see its profile')
    await page.getByLabel('Category').selectOption('Email')
    await expect(page).toHaveURL(/\/tools\?category=email&features=deal-pipeline$/)
    const crm = page.getByRole('group', { name: 'CRM features' })
    await expect(crm.getByRole('checkbox')).toHaveCount(1)
    await expect(crm.getByLabel('Visual deal pipeline')).toBeChecked()
    await expect(page.getByRole('group', { name: 'Email features' })).toBeVisible()
    await expect(page.getByText('No tools match these filters.')).toBeVisible()
    // Unticked, it stays where it is (under the pointer, with the keyboard's focus) until the category changes again.
    await crm.getByLabel('Visual deal pipeline').uncheck()
    await expect(page).toHaveURL(/\/tools\?category=email$/)
    await expect(crm.getByLabel('Visual deal pipeline')).toBeFocused()
    await expect(tiles(page).first()).toBeVisible()
    await page.getByLabel('Category').selectOption('Design')
    await expect(crm).toHaveCount(0)
  })
})
