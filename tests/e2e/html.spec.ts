import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'
import sdtt from 'structured-data-testing-tool'
import presets from 'structured-data-testing-tool/presets.js'
import { routes } from './helpers'

/** Checks over the built files themselves: valid HTML, one head contract, structured data that holds. */
const ORIGIN = process.env.SITE_URL ?? 'https://toolcompass.example'
const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.html') ? [path.join(dir, e.name)] : []))
const head = (html: string) => html.slice(0, html.indexOf('</head>'))
const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!)

const validator = new HtmlValidate(new FileSystemConfigLoader())

test('every built HTML file is valid HTML (html-validate, recommended and document rules)', async () => {
  const problems: string[] = []
  for (const file of files('dist')) {
    const report = await validator.validateFile(file)
    for (const result of report.results) for (const m of result.messages) problems.push(`${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`)
  }
  expect(problems).toEqual([])
})

/** The text of an HTML fragment as a reader sees it: tags dropped, the entities React writes decoded, spaces folded. */
const textOf = (html: string) =>
  html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim()

test("every built page's first <h1> is its own title, inside <main> (crawlers read the first h1 as the heading)", () => {
  const redirects = readFileSync('dist/_redirects', 'utf8').split('\n').filter(Boolean).map((line) => line.split(' ')[0]!)
  const checked: string[] = []
  for (const file of files('dist')) {
    const html = readFileSync(file, 'utf8')
    const route = '/' + path.relative('dist', file).replace(/(^|\/)index\.html$/, '')
    // An alias's page only sends the visitor on (a 301 where the host reads _redirects); it has no heading.
    if (html.includes('http-equiv="refresh"')) {
      expect(redirects, `${file} is a redirect page but no alias`).toContain(route.replace(/(?<=.)\/$/, ''))
      continue
    }
    const firstH1 = html.indexOf('<h1')
    const main = html.indexOf('<main id="main"')
    expect(main, `${file} has <main>`).toBeGreaterThan(0)
    expect(firstH1, `${file}: the first <h1> is inside <main>`).toBeGreaterThan(main)
    expect(firstH1, `${file}: the first <h1> is inside <main>`).toBeLessThan(html.indexOf('</main>'))
    const heading = textOf(html.slice(firstH1).match(/^<h1[^>]*>([\s\S]*?)<\/h1>/)![1]!)
    expect(heading, `${file}: the first <h1> says the page's title`).toBe(textOf(html.match(/<title>([^<]*)<\/title>/)![1]!))
    checked.push(file)
  }
  // Every page the build wrote, not a sample: the route table's pages and the 404 page.
  expect(checked.length).toBe(routes.length + 1)
})

test('head contract: one title, description and canonical; canonical absolute and self-referencing; og:url the same; all unique', () => {
  const titles = new Map<string, string>()
  const descriptions = new Map<string, string>()
  const notes: string[] = []
  for (const { path: route, output } of routes) {
    const h = head(readFileSync(path.join('dist', output), 'utf8'))
    const title = all(h, /<title>([^<]*)<\/title>/g)
    const description = all(h, /<meta name="description" content="([^"]*)"\/>/g)
    const canonical = all(h, /<link rel="canonical" href="([^"]*)"\/>/g)
    expect(title, route).toHaveLength(1)
    expect(description, route).toHaveLength(1)
    expect(canonical, route).toHaveLength(1)
    expect(canonical[0]).toBe(ORIGIN + route)
    expect(canonical[0]).not.toContain('?')
    expect(all(h, /<meta property="og:url" content="([^"]*)"\/>/g)).toEqual(canonical)
    expect(titles.get(title[0]!), `${route} repeats the title of ${titles.get(title[0]!)}`).toBeUndefined()
    expect(descriptions.get(description[0]!), `${route} repeats the description of ${descriptions.get(description[0]!)}`).toBeUndefined()
    titles.set(title[0]!, route)
    descriptions.set(description[0]!, route)
    if (title[0]!.length > 65) notes.push(`${route}: title is ${title[0]!.length} characters`)
    if (description[0]!.length > 170) notes.push(`${route}: description is ${description[0]!.length} characters`)
  }
  // Long titles and descriptions are warnings, not failures.
  if (notes.length) test.info().annotations.push({ type: 'warning', description: notes.join('\n') })
})

test('structured data parses, uses schema.org, points at this site, and never invents a rating', () => {
  const siteKeys = new Set(['url', 'item', 'mainEntityOfPage', 'image'])
  for (const { path: route, output } of routes) {
    const html = readFileSync(path.join('dist', output), 'utf8')
    const h1 = html.slice(html.indexOf('<main id="main"')).match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'")
    for (const raw of all(head(html), /<script type="application\/ld\+json">(.*?)<\/script>/g)) {
      const data = JSON.parse(raw)
      expect(data['@context'], route).toBe('https://schema.org')
      expect(raw, route).not.toMatch(/aggregateRating|reviewRating|ratingValue/)
      const visit = (node: unknown, type: string | undefined) => {
        if (Array.isArray(node)) return node.forEach((n) => visit(n, type))
        if (!node || typeof node !== 'object') return
        const record = node as Record<string, unknown>
        const nodeType = (record['@type'] as string | undefined) ?? type
        for (const [key, value] of Object.entries(record)) {
          // A vendor's own address is theirs; every other URL is on this site.
          if (siteKeys.has(key) && typeof value === 'string' && nodeType !== 'SoftwareApplication') expect(value.startsWith(ORIGIN + '/'), `${route} ${key} ${value}`).toBe(true)
          visit(value, nodeType)
        }
      }
      visit(data, undefined)
      if (data['@type'] === 'Article') expect(data.headline, route).toBe(h1)
      // A compared tool's name and price are the ones the page shows.
      if (data['@type'] === 'SoftwareApplication') {
        const body = html.slice(html.indexOf('<body')).replace(/&amp;/g, '&').replace(/&#x27;/g, "'")
        expect(body, `${route} shows ${data.name}`).toContain(`>${data.name}<`)
        // Each offer (a profile has one per priced plan) is a price the page shows, by its plan.
        for (const offer of [data.offers ?? []].flat() as { name?: string; description: string }[]) {
          expect(body, `${route} shows ${offer.description}`).toContain(offer.description)
          if (offer.name) expect(body, `${route} shows the plan ${offer.name}`).toContain(`>${offer.name}<`)
        }
      }
    }
  }
})

test('structured data passes an outside validator on every page (structured-data-testing-tool, Google preset), the publisher logo there to see', async ({ request }) => {
  const failures: string[] = []
  for (const { path: route, output } of routes) {
    await sdtt.structuredDataTest(readFileSync(path.join('dist', output), 'utf8'), { presets: [presets.Google] }).catch((error: { res?: { failed: { test: string }[] }; message: string }) => {
      failures.push(`${route}: ${error.res ? error.res.failed.map((failed) => failed.test).join(', ') : error.message}`)
    })
  }
  expect(failures).toEqual([])
  const logo = await request.get('/logo.png')
  expect(logo.status()).toBe(200)
  expect(logo.headers()['content-type']).toBe('image/png')
})
