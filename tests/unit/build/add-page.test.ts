import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtSearch } from '../../built-search'
import { buildIn } from './build-run'
import { copyProject } from './project-copy'

/**
 * The writers' promise: adding a page is adding one file. Copies the
 * project, adds a single MDX file and nothing else, runs the real build,
 * and finds the new page in the route table, the sitemap and the search index.
 */
let project: string
let remove = () => {}

const fixturePage = `---
kind: guide
title: "Acme and Globex: A Fixture Guide"
description: A fixture guide that exists only inside this test, to prove that one new file is a new page.
keywords: [acme, globex]
category: Strategy
author: Test Writer
excerpt: A guide that only this test reads.
lastReviewed: 2025-10-01
search:
  keywords: [fixture-keyword]
---

Acme and Globex are fictional.
`

beforeAll(() => {
  ;({ dir: project, remove } = copyProject('add-page', { built: true }))
  writeFileSync(path.join(project, 'content/guides/acme-and-globex.mdx'), fixturePage)
  writeFileSync(path.join(project, 'content/guides/unfinished.mdx'), fixturePage.replace('title: "Acme and Globex: A Fixture Guide"', 'title: Unfinished\ndraft: true'))
  const run = buildIn(project, { SITE_URL: 'https://fixture.test' })
  expect(run.status, run.stdout + run.stderr).toBe(0)
}, 120_000)

afterAll(() => remove())

describe('adding one MDX file', () => {
  it('adds its route to the route table', () => {
    const routes = JSON.parse(readFileSync(path.join(project, '.build/dist-server/routes.json'), 'utf8')) as { path: string }[]
    expect(routes.map((r) => r.path)).toContain('/guides/acme-and-globex')
  })

  it('prerenders the page with its head tags', () => {
    const file = path.join(project, 'dist/guides/acme-and-globex/index.html')
    expect(existsSync(file)).toBe(true)
    const html = readFileSync(file, 'utf8')
    expect(html).toContain('<title>Acme and Globex: A Fixture Guide</title>')
    expect(html).toContain('<link rel="canonical" href="https://fixture.test/guides/acme-and-globex"/>')
    expect(html).toContain('Acme and Globex are fictional.')
  })

  it('adds it to the sitemap', () => {
    expect(readFileSync(path.join(project, 'dist/sitemap.xml'), 'utf8')).toContain(
      '<loc>https://fixture.test/guides/acme-and-globex</loc><lastmod>2025-10-01</lastmod>',
    )
  })

  it('adds it to the search index, found by its keyword', async () => {
    const search = builtSearch(path.join(project, 'dist'))
    expect(await search.hits()).toContainEqual({ title: 'Acme and Globex: A Fixture Guide', type: 'Article', href: '/guides/acme-and-globex' })
    expect((await search.search.search('fixture-keyword')).best).toEqual([{ title: 'Acme and Globex: A Fixture Guide', type: 'Article', href: '/guides/acme-and-globex' }])
  })
})

describe('a draft page', () => {
  it('is left out of the built site, the sitemap and the search index', async () => {
    expect(existsSync(path.join(project, 'dist/guides/unfinished/index.html'))).toBe(false)
    expect(readFileSync(path.join(project, 'dist/sitemap.xml'), 'utf8')).not.toContain('unfinished')
    const index = await builtSearch(path.join(project, 'dist')).hits()
    expect(index.map((item) => item.title)).not.toContainEqual(expect.stringContaining('Unfinished'))
    expect(index.map((item) => item.href)).not.toContain('/guides/unfinished')
  })
})
