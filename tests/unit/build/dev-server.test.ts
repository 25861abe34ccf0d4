import type { ChildProcess } from 'node:child_process'
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pngSize } from '../../../src/seo/social-card'
import { addressOf, decodeMeta } from '../../../src/search/split/files'
import { dataPath } from '../../../src/search/split/layout'
import { copyProject, DEV_START_LIMIT, startDevServer } from './project-copy'

/** npm run dev renders every request like the build, picks up edits on save, and shows content errors by file and field. */
// Its own range: the other dev-server tests run at the same time, on 5000-5399 and 6100-6499.
const port = 5400 + Math.floor(Math.random() * 400)
const base = `http://127.0.0.1:${port}`
let project: { dir: string; remove: () => void }
let server: ChildProcess

const page = (title: string, body: string) => `---
kind: page
title: ${title}
description: A page that exists only inside the dev-server test.
---

${body}
`

async function get(route: string) {
  const response = await fetch(base + route)
  return { status: response.status, html: await response.text() }
}

beforeAll(async () => {
  project = copyProject('dev')
  server = await startDevServer(project.dir, port)
}, DEV_START_LIMIT + 10_000)

afterAll(() => {
  server?.kill()
  project?.remove()
})

describe('npm run dev', { timeout: 30_000 }, () => {
  it('renders a page as the build does: head tags in <head>, content in <body>', async () => {
    const { status, html } = await get('/about')
    expect(status).toBe(200)
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toMatch(/<title>[^<]+<\/title>/)
    expect(head).toContain('rel="canonical"')
    expect(html).toContain('<main id="main"')
    // The same bootstrap as the built site, starting the preview's script (the loader, plus live content updates).
    expect(html).toContain('<script data-src="/src/client/dev-refresh.ts">')
    const script = await fetch(`${base}/src/client/dev-refresh.ts`)
    expect(script.status).toBe(200)
    expect(await script.text()).toContain('/src/client/loader.ts')
  })

  it("draws a page's social card on request, where its og:image points", async () => {
    const { html } = await get('/compare/notion-vs-asana')
    const image = html.match(/<meta property="og:image" content="[^"]*?(\/og\/pages\/[^"]+)"/)?.[1]
    expect(image).toBe('/og/pages/compare/notion-vs-asana.png')
    const response = await fetch(base + image)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 })
  })

  it('serves the search index and the not-found page', async () => {
    const manifest = await get('/search.json')
    expect(manifest.status).toBe(200)
    const meta = decodeMeta(JSON.parse(manifest.html))
    expect((await get(addressOf(meta, dataPath.short(meta.short.charAt(0))))).status).toBe(200)
    const missing = await get('/no-such-page')
    expect(missing.status).toBe(404)
    expect(missing.html).toContain('Page Not Found')
  })

  it("serves the tools' data the finder, the builder and the pickers fetch, and the sitemap, as the build writes them", async () => {
    const record = await fetch(`${base}/tools/pipedrive.json`)
    expect(record.status).toBe(200)
    expect(record.headers.get('content-type')).toBe('application/json')
    expect((await record.json()) as { id: string; name: string }).toMatchObject({ id: 'pipedrive', name: 'Pipedrive' })
    const finder = JSON.parse((await get('/tools/finder.json')).html) as { base: string; scopes: [string, number, number[], Record<string, [string, string[]]>][] }
    const [scope, , , folders] = finder.scopes[0]!
    expect((await get(`${finder.base}${scope}/rating/s-${folders.rating![0]}/free.json`)).status).toBe(200)
    expect((await get(`${finder.base}${scope}/rating/g0-${folders.rating![1][0]}/r0.json`)).html).toContain('"id":')
    for (const address of ['/tools/names/index.json', '/tools/names-search.json', '/tools/fields.json']) expect((await get(address)).status, address).toBe(200)
    expect((await get('/sitemap.xml')).html).toContain('/tools/pipedrive</loc>')
    // A tool that is not there has no record.
    expect((await get('/tools/no-such-tool.json')).status).toBe(404)
  })

  it('answers other spellings of an address as the built site does: a trailing slash finds the page, other letter case does not', async () => {
    expect((await get('/about/')).status).toBe(200)
    const shouted = await get('/ABOUT')
    expect(shouted.status).toBe(404)
    expect(shouted.html).toContain('Page Not Found')
  })

  it('shows a new file, and its edits, without a restart', async () => {
    const file = path.join(project.dir, 'content/dev-fixture.mdx')
    writeFileSync(file, page('Dev fixture', 'First version.'))
    await expect.poll(async () => (await get('/dev-fixture')).html, { timeout: 10_000 }).toContain('First version.')
    writeFileSync(file, page('Dev fixture', 'Second version.'))
    await expect.poll(async () => (await get('/dev-fixture')).html, { timeout: 10_000 }).toContain('Second version.')
    unlinkSync(file)
    await expect.poll(async () => (await get('/dev-fixture')).status, { timeout: 10_000 }).toBe(404)
  })

  it('makes the stylesheet again for a saved page only when the page brings a class it was not made with', async () => {
    const file = path.join(project.dir, 'content/about.mdx')
    const source = readFileSync(file, 'utf8')
    const said: string[] = []
    let unfinished = ''
    // Vite colours its lines where the environment says CI (picocolors), as CI machines do: read without the colours,
    // and whole lines, should a chunk of the output end within one.
    const listen = (chunk: Buffer) => {
      const lines = (unfinished + stripVTControlCharacters(chunk.toString())).split('\n')
      unfinished = lines.pop() ?? ''
      said.push(...lines)
    }
    server.stdout!.on('data', listen)
    const stylesheetUpdates = () => said.filter((line) => line.includes('hmr update /src/styles/global.css')).length
    /** Until the preview has said nothing for half a second: one save may be seen as more than one change (the file emptied, then written). */
    const quiet = async () => {
      for (let lines = -1; lines !== said.length; ) {
        lines = said.length
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
    }
    /** Saves the page and waits until the preview has acted on it (Vite tells the server's side last), and on every change it saw. */
    const save = async (text: string) => {
      const reloads = said.filter((line) => line.includes('page reload content/about.mdx')).length
      writeFileSync(file, text)
      await expect.poll(() => said.filter((line) => line.includes('page reload content/about.mdx')).length, { timeout: 10_000 }).toBeGreaterThan(reloads)
      await quiet()
    }
    const stylesheet = async () => (await fetch(`${base}/src/styles/global.css?direct`)).text()
    try {
      expect((await get('/about')).status).toBe(200)
      // The stylesheet's classes are learned after it is sent; a save straight after waits for that.
      await stylesheet()
      await save(`${source}\nA sentence of prose, in classes the pages already use.\n`)
      expect(stylesheetUpdates()).toBe(0)
      await save(`${source}\n<p className="mt-[13.37px]">A class no page had.</p>\n`)
      // Vite says so before the page's reload; polled all the same, should one save be seen as two changes.
      await expect.poll(stylesheetUpdates, { timeout: 10_000 }).toBeGreaterThan(0)
      await expect.poll(stylesheet, { timeout: 10_000 }).toContain('mt-\\[13\\.37px\\]')
      await quiet()
      // The class is in the stylesheet now: saving it again, with other prose, makes nothing again.
      const updates = stylesheetUpdates()
      await save(`${source}\n<p className="mt-[13.37px]">A class the stylesheet has now, in other words.</p>\n`)
      expect(stylesheetUpdates()).toBe(updates)
    } finally {
      server.stdout!.off('data', listen)
      writeFileSync(file, source)
    }
  })

  it("shows a tools file's edit on its profile, a new tools file and a removed one, without a restart", async () => {
    const file = path.join(project.dir, 'content/_tools/pipedrive.yaml')
    const source = readFileSync(file, 'utf8')
    const copy = path.join(project.dir, 'content/_tools/pipedrive-copy.yaml')
    try {
      writeFileSync(file, source.replace(/^rating: .*$/m, 'rating: 3.3'))
      await expect.poll(async () => (await get('/tools/pipedrive')).html, { timeout: 10_000 }).toMatch(/3\.3/)
      writeFileSync(copy, source.replace(/^name: .*$/m, 'name: Pipedrive Copy'))
      await expect.poll(async () => (await get('/tools/pipedrive-copy')).html, { timeout: 10_000 }).toContain('Pipedrive Copy')
      unlinkSync(copy)
      await expect.poll(async () => (await get('/tools/pipedrive-copy')).status, { timeout: 10_000 }).toBe(404)
    } finally {
      writeFileSync(file, source)
      try {
        unlinkSync(copy)
      } catch {}
    }
  })

  it('shows draft pages, marked as drafts', async () => {
    const file = path.join(project.dir, 'content/draft-fixture.mdx')
    writeFileSync(file, page('Draft fixture', 'Not finished.').replace('kind: page', 'kind: page\ndraft: true'))
    await expect.poll(async () => (await get('/draft-fixture')).html, { timeout: 10_000 }).toContain('Draft: this page is only shown in the preview')
    unlinkSync(file)
    // Gone from the preview before the next test saves: else its first request can meet the page half-removed.
    await expect.poll(async () => (await get('/draft-fixture')).status, { timeout: 10_000 }).toBe(404)
  })

  it("shows a guide's new title and date on its page and in the guides directory, without a restart", async () => {
    const file = path.join(project.dir, 'content/guides/startup-tool-selection.mdx')
    const original = readFileSync(file, 'utf8')
    try {
      writeFileSync(file, original.replace(/^title: .*$/m, 'title: A Title the Preview Shows').replace(/^published: (\d{4})-\d\d-\d\d$/m, 'published: $1-01-02'))
      await expect.poll(async () => (await get('/guides/startup-tool-selection')).html, { timeout: 10_000 }).toContain('A Title the Preview Shows')
      const { html } = await get('/guides')
      expect(html).toContain('A Title the Preview Shows')
      // Dated earliest of the guides now, it is listed after the framework guide (March 2025), which it came before.
      expect(html.indexOf('A Practical SaaS Evaluation Framework')).toBeGreaterThan(0)
      expect(html.indexOf('A Title the Preview Shows')).toBeGreaterThan(html.indexOf('A Practical SaaS Evaluation Framework'))
    } finally {
      writeFileSync(file, original)
    }
    await expect.poll(async () => (await get('/guides')).html, { timeout: 10_000 }).not.toContain('A Title the Preview Shows')
  })

  it('shows every content problem in the page, naming the file and the field', async () => {
    const file = path.join(project.dir, 'content/about.mdx')
    const original = readFileSync(file, 'utf8')
    try {
      writeFileSync(file, original.replace(/^title: .*$/m, 'title: 2021\nlastReviewed: Sept'))
      await expect.poll(async () => (await get('/about')).status, { timeout: 10_000 }).toBe(500)
      const { html } = await get('/about')
      // As the build words it, with each field's line for the editor.
      expect(html).toContain('2 content problems in 1 file:')
      expect(html).toContain('content/about.mdx:3: title: expected text, got the number 2021 (put it in quotes)')
      expect(html).toContain('content/about.mdx:4: lastReviewed: expected a date like 2025-09-05, got "Sept"')
    } finally {
      writeFileSync(file, original)
    }
    await expect.poll(async () => (await get('/about')).status, { timeout: 10_000 }).toBe(200)
  })

  it("shows a refused page's body mistakes with its frontmatter's, in one report, as the build does", async () => {
    const file = path.join(project.dir, 'content/compare/vanta-vs-drata.mdx')
    const original = readFileSync(file, 'utf8')
    try {
      writeFileSync(
        file,
        original
          .replace('popular: true', 'popular: nope')
          .replace('## Related articles', '<ToolCrad tool="vanta" />\n\n<ToolCard tool="vanta" variant="wide" />\n\nRead [how we choose](/guides/no-such-guide) first.\n\n## Related articles'),
      )
      await expect.poll(async () => (await get('/compare/vanta-vs-drata')).status, { timeout: 10_000 }).toBe(500)
      const { html } = await get('/compare/vanta-vs-drata')
      // The report of tests/unit/build/refused-page.test.ts, word for word (escaped for HTML).
      expect(html).toContain(
        [
          '4 content problems in 1 file:',
          '',
          '  content/compare/vanta-vs-drata.mdx:21: popular: expected true or false, got "nope"',
          '  content/compare/vanta-vs-drata.mdx:102: could not render: &lt;ToolCrad&gt;: no such component (did you mean "ToolCard"?)',
          '  content/compare/vanta-vs-drata.mdx:104: could not render: &lt;ToolCard&gt;: variant: expected one of "full", "compact", got "wide"',
          '  content/compare/vanta-vs-drata.mdx:106: link /guides/no-such-guide: no such page</pre>',
        ].join('\n'),
      )
    } finally {
      writeFileSync(file, original)
    }
    await expect.poll(async () => (await get('/compare/vanta-vs-drata')).status, { timeout: 10_000 }).toBe(200)
  })

  it('says on the page, in the build\'s words, which of its links and anchors the build would refuse, and nothing once they are mended', async () => {
    const file = path.join(project.dir, 'content/links-fixture.mdx')
    const good = 'The [FAQ of the ROI calculator](/calculator/roi#faq), [the feed](/feed.xml), [the logo](/favicon.svg) and [a draft](/links-draft).'
    const broken = `${good}\n\nSee [a guide](/guides/no-such-guide), [a section](#nowhere) and [another page's](/calculator/roi#nothing).`
    // A draft is not published: a published page's link to it is broken, as in the build, and a draft's own link to one is not.
    const draft = path.join(project.dir, 'content/links-draft.mdx')
    writeFileSync(draft, page('Links draft', 'Not finished: see [the fixture](/links-fixture).').replace('kind: page', 'kind: page\ndraft: true'))
    try {
      writeFileSync(file, page('Links fixture', broken))
      await expect.poll(async () => (await get('/links-fixture')).html, { timeout: 10_000 }).toContain('data-broken-links')
      const notice = (await get('/links-fixture')).html.match(/<div role="note" data-broken-links[^]*?<\/div>/)?.[0] ?? ''
      expect([...notice.matchAll(/<code>([^<]*)<\/code>/g)].map((match) => match[1])).toEqual([
        'content/links-fixture.mdx:7: link /links-draft: no such page',
        'content/links-fixture.mdx:9: link /guides/no-such-guide: no such page',
        'content/links-fixture.mdx:9: link #nowhere: no such anchor #nowhere on /links-fixture',
        'content/links-fixture.mdx:9: link /calculator/roi#nothing: no such anchor #nothing on /calculator/roi',
      ])
      expect((await get('/links-draft')).html).not.toContain('data-broken-links')
      writeFileSync(file, page('Links fixture', good.replace(' and [a draft](/links-draft)', '')))
      await expect.poll(async () => (await get('/links-fixture')).html, { timeout: 10_000 }).not.toContain('data-broken-links')
      expect((await get('/links-fixture')).html).toContain('the feed')
    } finally {
      for (const fixture of [file, draft]) unlinkSync(fixture)
    }
    await expect.poll(async () => (await get('/links-fixture')).status, { timeout: 10_000 }).toBe(404)
  })
})
