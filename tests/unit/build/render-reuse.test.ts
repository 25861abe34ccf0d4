import { appendFileSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fingerprint, runBuild } from './build-run'
import { copyProject } from './project-copy'

/**
 * #32: one edit costs what it changes. The build renders again only the
 * pages that showed what changed (src/server/render-dependencies.ts), makes
 * again only the groups of other files that read it (scripts/build/extras.mjs),
 * and what it then publishes is what a build without those caches writes.
 */
describe('after one edit, the build renders only the pages that show what changed', { timeout: 240_000 }, () => {
  let project: { dir: string; remove: () => void }
  const file = (name: string) => path.join(project.dir, name)
  /** The groups of other files the last build made (not kept). */
  let made: string[] = []
  /** What the last build printed. */
  let output = ''
  const build = async () => {
    const run = await runBuild(project.dir)
    output = run.output
    expect(run.output).toContain('Wrote ')
    const line = /^ {2}other files: (.*), \d+ groups? kept$/m.exec(run.output)?.[1]
    expect(line, run.output).toBeDefined()
    made = line === 'none made' ? [] : (line ?? '').replace(/ made$/, '').split(', ')
    return JSON.parse(readFileSync(file('.build/dist-server/rendered.json'), 'utf8')) as string[]
  }
  /** The tools' relations' hashes the build keeps (src/server/kept-relations.ts): the one file, and when it was written. */
  const relationsRecord = () => {
    const folder = file('.build/cache/derived')
    const [name, ...more] = readdirSync(folder).filter((entry) => entry.endsWith('.relations.json'))
    expect(name).toBeDefined()
    expect(more).toEqual([])
    return { name, written: statSync(path.join(folder, name!)).mtimeMs, hashes: (JSON.parse(readFileSync(path.join(folder, name!), 'utf8')) as { hashes: string[] }).hashes.length }
  }
  beforeAll(async () => {
    project = copyProject('render-reuse', { built: true })
    await build()
  }, 120_000)
  afterAll(() => project?.remove())

  it('an unchanged site renders nothing', async () => {
    expect(await build()).toEqual([])
    expect(made).toEqual([])
  })

  it("a guide's prose: that guide alone while its reading time stays, and the directories that show it once it changes; never a tool's profile", async () => {
    const guide = file('content/guides/startup-tool-selection.mdx')
    // A few words: the reading time, in whole minutes, is what other pages show of them, and it stays.
    appendFileSync(guide, '\nOne more short sentence.\n')
    const relations = relationsRecord()
    expect(await build()).toEqual(['/guides/startup-tool-selection'])
    // Every tool's relations' hash was kept, and is taken as it was: not written again.
    expect(relations.hashes).toBeGreaterThan(20)
    expect(relationsRecord()).toEqual(relations)
    // No other file is made again: the tools' data is kept, and so are the search, the sitemap, the feed and llms.txt, which hold no prose.
    expect(made).toEqual([])
    // Two minutes more (460 words at 230 a minute): the pages that list the guide with its reading time render again.
    appendFileSync(guide, `\n${'More words for the reading time. '.repeat(80)}\n`)
    const rendered = await build()
    expect(rendered).toEqual(expect.arrayContaining(['/guides/startup-tool-selection', '/guides', '/best-tools']))
    expect(rendered.filter((route) => route.startsWith('/tools/'))).toEqual([])
    expect(rendered.length).toBeLessThanOrEqual(4)
    expect(made).toEqual([])
  })

  it("a guide's keywords: the search is made again", async () => {
    const guide = file('content/guides/startup-tool-selection.mdx')
    const source = readFileSync(guide, 'utf8')
    const edited = source.replace(/^keywords: \[/m, 'keywords: [bootstrapped founders, ')
    expect(edited).not.toBe(source)
    writeFileSync(guide, edited)
    const rendered = await build()
    expect(rendered).toContain('/guides/startup-tool-selection')
    expect(made).toContain('search')
    // Made beside the pages, on a thread of its own, from the answers the build before left in its memo (build/search-thread.mjs).
    expect(output).toMatch(/^ {2}made in: .*\bsearch [\d.]+ s \(on its thread [\d.]+ s; 1 of 2 made again\)/m)
    expect(made).not.toContain('finder')
    // Its frontmatter changed: the lists of pages are made again; not the sitemap, which reads a page's dates, not its words.
    expect(made).toEqual(expect.arrayContaining(['feed', 'llms']))
    expect(made).not.toContain('sitemap')
  })

  it("a guide's date: the sitemap is made again, with the new date, and the search is not", async () => {
    const guide = file('content/guides/startup-tool-selection.mdx')
    const source = readFileSync(guide, 'utf8')
    const edited = source.replace(/^lastReviewed: .*$/m, 'lastReviewed: 2026-01-05')
    expect(edited).not.toBe(source)
    writeFileSync(guide, edited)
    await build()
    expect(made).toContain('sitemap')
    expect(made).not.toContain('search')
    expect(readFileSync(file('dist/sitemap.xml'), 'utf8')).toContain('/guides/startup-tool-selection</loc><lastmod>2026-01-05</lastmod>')
  })

  it("a tool's data: its profile, the pages that name it and the finder pages it is on, not the others", async () => {
    const tool = file('content/_tools/pipedrive.yaml')
    writeFileSync(tool, readFileSync(tool, 'utf8').replace(/^rating: .*$/m, 'rating: 4.2'))
    const relations = relationsRecord()
    const rendered = await build()
    // A rating orders a tool's field in its neighbours' alternatives: the relations were worked out again, and kept anew.
    expect(relationsRecord().written).not.toBe(relations.written)
    expect(relationsRecord().hashes).toBe(relations.hashes)
    expect(rendered).toEqual(expect.arrayContaining(['/tools/pipedrive', '/compare/hubspot-vs-pipedrive']))
    for (const unrelated of ['/tools/notion', '/tools/vanta', '/about', '/guides/startup-tool-selection', '/compare/vanta-vs-drata']) expect(rendered).not.toContain(unrelated)
    expect(rendered.length).toBeLessThanOrEqual(12)
    // The finder's files show its rating; of the tools' records, its own alone is made again; the pickers' names and the sitemap's dates did not change.
    expect(made).toContain('finder')
    // Of the finder's records, kept in its memo by their tools' states, its own alone was made again, with its key: no other tool's features were read.
    // Of its scopes, kept there too, the two it is in (every tool's, and its field's) were split again, and the other fields' were not;
    // and the whole make's entry (its files while no record changes) was made again.
    const [, remade, entries] = /^ {2}made in: .*\bfinder [\d.]+ s \((\d+) of (\d+) made again;/m.exec(output) ?? []
    expect(Number(remade), output).toBe(5)
    expect(Number(entries)).toBeGreaterThan(6)
    // Of its files, those whose records are as they were are placed by their key, without being made: not all of them, and not none.
    const [, byKey, files] = /\bfinder [\d.]+ s \([^;]*; (\d+) of (\d+) files placed by their key\)/.exec(output) ?? []
    expect(Number(byKey), output).toBeGreaterThan(0)
    expect(Number(byKey)).toBeLessThan(Number(files))
    expect(made).toContainEqual(expect.stringMatching(/^toolRecords \(1 of \d+\)$/))
    for (const kept of ['toolNames', 'sitemap', 'headers', 'search']) expect(made).not.toContain(kept)
  })

  it("a tool the /best-tools grid does not show: not the grid's pages, which read its picks, not every tool", async () => {
    const tool = file('content/_tools/coda.yaml')
    const source = readFileSync(tool, 'utf8')
    expect(source).not.toMatch(/^directory:/m)
    writeFileSync(tool, source.replace(/^rating: .*$/m, 'rating: 4.1'))
    const rendered = await build()
    expect(rendered).toContain('/tools/coda')
    expect(rendered.filter((route) => route.startsWith('/best-tools'))).toEqual([])
  })

  it("a ranking's badge: the profile that shows it, its relations worked out again and kept anew", async () => {
    const ranking = file('content/best/analytics-without-cookies.mdx')
    const source = readFileSync(ranking, 'utf8')
    expect(source).toContain('badge: Best Free Option')
    writeFileSync(ranking, source.replace('badge: Best Free Option', 'badge: Best Free Plan'))
    const relations = relationsRecord()
    const rendered = await build()
    expect(rendered).toEqual(expect.arrayContaining(['/best/analytics-without-cookies', '/tools/umami']))
    expect(rendered).not.toContain('/tools/notion')
    expect(readFileSync(file('dist/tools/umami/index.html'), 'utf8')).toContain('Best Free Plan')
    expect(relationsRecord().written).not.toBe(relations.written)
  })

  it('publishes what a build that renders every page writes', async () => {
    const incremental = fingerprint(file('dist'))
    rmSync(file('.build/cache/html'), { recursive: true, force: true })
    rmSync(file('.build/cache/extras'), { recursive: true, force: true })
    const rendered = await build()
    expect(rendered.length).toBeGreaterThan(90)
    expect(made).toContain('finder')
    expect(fingerprint(file('dist'))).toEqual(incremental)
  })
})
