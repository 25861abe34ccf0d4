import { execFileSync, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scaffold } from '../../../src/content/scaffold'
import { calculatorNames } from '../../../src/page/island'
import { builtSearch } from '../../built-search'
import { buildIn } from './build-run'
import { copyProject, DEV_START_LIMIT, startDevServer } from './project-copy'

/**
 * The writers' promise of issue 10: a new comparison is two commands and no
 * code change. On a copy of the project, `npm run new -- compare` writes the
 * page and a stub for the unknown vendor; the preview shows it with the
 * draft banner; the build refuses it, naming the files, until the writer has
 * replaced every TODO; then `npm run build` publishes it, with its sitemap
 * and search entries.
 */
// Its own range: the other dev-server tests run at the same time, on 5400-5799 and 6100-6499.
// Not 5000 to 5399: fetch refuses 5060 and 5061 (the Fetch standard's bad ports), and this test then failed one run in 200.
const port = 7000 + Math.floor(Math.random() * 400)
const base = `http://127.0.0.1:${port}`
const page = 'content/compare/acme-crm-vs-hubspot.mdx'
const stub = 'content/_tools/acme-crm.yaml'
let project: { dir: string; remove: () => void }
let dev: ChildProcess | undefined
let scaffoldOutput = ''

const build = () => buildIn(project.dir, { SITE_URL: 'https://fixture.test' })

/** What a writer does by hand: every TODO replaced with real words (and the stub's rating and free plan confirmed). */
function finish(file: string) {
  const full = path.join(project.dir, file)
  const text = readFileSync(full, 'utf8')
    .replace(/^\s*#.*TODO.*\n/gm, '') // the "choose, then delete this line" comments
    .replace('https://TODO.example.com', 'https://acme-crm.example.com')
    .replace(/"TODO: true, false or a short text[^"]*"/g, 'true')
    .replace(/"TODO:[^"]*"/g, '"Written by the writer."')
    .replace(/^TODO:.*$/gm, 'Acme CRM suits small sales teams; HubSpot suits teams that want marketing tools in the same place.')
  expect(text).not.toMatch(/\bTODO\b/)
  writeFileSync(full, text)
}

beforeAll(() => {
  project = copyProject('new-page', { built: true })
}, 30_000)

afterAll(() => {
  dev?.kill()
  project?.remove()
})

describe('a writer adds a comparison with two commands and no code change', { timeout: 60_000 }, () => {
  it('1. npm run new -- compare writes the page and a stub for the unknown vendor', () => {
    scaffoldOutput = execFileSync('node', ['scripts/new.mjs', 'compare', 'acme-crm', 'hubspot', '--today', '2026-03-04'], { cwd: project.dir, encoding: 'utf8' })
    expect(scaffoldOutput).toContain(`Wrote ${page}`)
    expect(scaffoldOutput).toContain(`Wrote ${stub}`)
    expect(existsSync(path.join(project.dir, 'content/_tools/hubspot.yaml'))).toBe(true)
    const again = spawnSync('node', ['scripts/new.mjs', 'compare', 'acme-crm', 'hubspot'], { cwd: project.dir, encoding: 'utf8' })
    expect(again.status).toBe(1)
    expect(again.stderr).toContain(`${page} already exists; npm run new never overwrites a file`)
  })

  it('2. npm run dev shows the page as it is, with the draft banner naming what is left', { timeout: DEV_START_LIMIT + 10_000 }, async () => {
    dev = await startDevServer(project.dir, port)
    const response = await fetch(`${base}/compare/acme-crm-vs-hubspot`)
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(html).toContain('<h1 class="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-950 sm:text-4xl">Acme Crm vs HubSpot: Complete Comparison Guide</h1>')
    expect(html).toContain('Draft: this page still has TODO markers, so the build will not publish it until they are all replaced.')
    expect(html).toContain(`<code>${page}</code>`)
    expect(html).toContain(`<code>${stub}</code>`)
    expect(html).toContain('Last updated <time dateTime="2026-03-04">')
  })

  it('2b. the other kinds preview as they are scaffolded too', async () => {
    const context = { today: '2026-03-04', tools: new Map([['hubspot', { name: 'HubSpot' }]]), exists: () => false, calculators: calculatorNames() }
    const pages = [scaffold('best', ['crm-for-startups', 'hubspot'], context), scaffold('guide', ['choosing-a-crm'], context), scaffold('calculator', ['crm-cost'], context)]
    const files = pages.map((p) => p.files[0]!)
    try {
      for (const file of files) writeFileSync(path.join(project.dir, file.path), file.content)
      for (const { route, files: [file] } of pages) {
        await expect.poll(async () => (await fetch(base + route)).status, { timeout: 15_000 }).toBe(200)
        const html = await (await fetch(base + route)).text()
        expect(html).toContain('Draft: this page still has TODO markers')
        expect(html).toContain(`<code>${file!.path}</code>`)
      }
    } finally {
      for (const file of files) unlinkSync(path.join(project.dir, file.path))
      dev!.kill()
      dev = undefined
    }
  })

  it('3. npm run build refuses it while TODOs are left, naming the files and lines', () => {
    const result = build()
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(new RegExp(`${stub}: lines [\\d, ]+: still has TODO markers; finish them \\(tools data is published with every page that uses it\\)`))
    expect(result.stderr).toMatch(new RegExp(`${page}: lines [\\d, ]+: still has TODO markers; finish them or set draft: true`))
    expect(existsSync(path.join(project.dir, 'dist/compare/acme-crm-vs-hubspot/index.html'))).toBe(false)
  })

  it('4. once every TODO is replaced, npm run build publishes it, in the sitemap and the search index', async () => {
    finish(page)
    finish(stub)
    const result = build()
    expect(result.status, result.stderr).toBe(0)
    const html = readFileSync(path.join(project.dir, 'dist/compare/acme-crm-vs-hubspot/index.html'), 'utf8')
    expect(html).toContain('<title>Acme Crm vs HubSpot: Complete Comparison Guide</title>')
    expect(html).not.toContain('Draft:')
    expect(readFileSync(path.join(project.dir, 'dist/sitemap.xml'), 'utf8')).toContain('<loc>https://fixture.test/compare/acme-crm-vs-hubspot</loc><lastmod>2026-03-04</lastmod>')
    const index = await builtSearch(path.join(project.dir, 'dist')).hits()
    expect(index).toContainEqual(expect.objectContaining({ href: '/compare/acme-crm-vs-hubspot', type: 'Comparison' }))
  })
})
