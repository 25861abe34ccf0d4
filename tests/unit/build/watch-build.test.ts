import { spawn, type ChildProcess } from 'node:child_process'
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildEnv, fingerprint, runBuild } from './build-run'
import { READ_AHEAD, WATCHING } from '../../../scripts/build/watch.mjs'
import { copyProject } from './project-copy'

/**
 * #32: a build that stays running (`npm run build -- --watch`) keeps the
 * tools as read and the site as made between builds, so that a save costs
 * what it changes; what it publishes after each save is what a build that
 * reads and renders everything again writes.
 */
describe('npm run build -- --watch builds again after each save, from what it kept', { timeout: 300_000 }, () => {
  let project: { dir: string; remove: () => void }
  let watcher: ChildProcess | undefined
  let output = ''
  const file = (name: string) => path.join(project.dir, name)
  const watchingLines = () => output.split(WATCHING).length - 1

  /**
   * Until no build runs and the watch has printed nothing for half a second: a save's events can come apart, and the
   * second build they start, after the first has ended, must not be taken for the build after the next test's save
   * (it read the files before that save: once, a rating's second build was taken for a description's).
   */
  const settled = async () => {
    let seen = output.length
    for (let since = Date.now(), until = since + 60_000; Date.now() - since < 500 && Date.now() < until; ) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      const building = output.lastIndexOf('Building the site') > output.lastIndexOf(WATCHING)
      if (output.length !== seen || building) [seen, since] = [output.length, Date.now()]
    }
  }

  /** What the build after a save printed, and the routes it rendered. */
  const buildAfter = async (save: () => void) => {
    await settled()
    const before = watchingLines()
    const start = output.length
    save()
    for (const until = Date.now() + 120_000; watchingLines() === before; ) {
      if (Date.now() > until) throw new Error(`no build after the save:\n${output.slice(start)}`)
      if (watcher?.exitCode !== null) throw new Error(`the watch ended:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const printed = output.slice(start)
    // The first build after the save, which took it in (a second one, when the save's events came apart, finds it taken).
    const first = printed.slice(0, printed.indexOf(WATCHING))
    // Every build after the save: a save's events can come apart, and a second build then finds nothing more to render.
    // Each names what it rendered when it rendered few; the last one's list is in rendered.json.
    const named = [...printed.matchAll(/^ {2}rendered: (.*)$/gm)].flatMap((line) => (line[1] ?? '').split(', '))
    const last = printed.includes('Wrote ') ? (JSON.parse(readFileSync(file('.build/dist-server/rendered.json'), 'utf8')) as string[]) : []
    return { printed, first, rendered: [...new Set([...named, ...last])] }
  }

  beforeAll(async () => {
    project = copyProject('watch-build', { built: true })
    watcher = spawn(process.execPath, ['scripts/build.mjs', '--watch'], { cwd: project.dir, env: buildEnv(), stdio: 'pipe' })
    const read = (chunk: Buffer) => {
      output += chunk.toString()
    }
    watcher.stdout?.on('data', read)
    watcher.stderr?.on('data', read)
    for (const until = Date.now() + 120_000; watchingLines() === 0; ) {
      if (Date.now() > until || watcher.exitCode !== null) throw new Error(`the first build did not end:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(output).toContain('Wrote ')
  }, 150_000)
  // Removing the built project copy is much writing to the disk: on a loaded machine it outlasted the hooks' 10 s once.
  afterAll(() => {
    watcher?.kill('SIGTERM')
    project?.remove()
  }, 60_000)

  const guide = () => file('content/guides/startup-tool-selection.mdx')

  it('says once its wait after a build has read ahead what the next save reads', async () => {
    for (const until = Date.now() + 60_000; !output.slice(output.lastIndexOf(WATCHING)).includes(READ_AHEAD); ) {
      if (Date.now() > until) throw new Error(`the wait did not say it read ahead:\n${output.slice(output.lastIndexOf(WATCHING))}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(output.split(READ_AHEAD).length - 1).toBe(1)
  })

  it("a guide's prose: the site as it was, the tools as read, that guide alone rendered", async () => {
    const { printed, rendered } = await buildAfter(() => appendFileSync(guide(), '\nA sentence the watch publishes.\n'))
    expect(printed).toContain('tools files: none changed')
    expect(printed).toMatch(/^ {2}1 page compiled, \d+ from cache$/m)
    expect(printed).toContain('the site as before, with the prose of 1 page saved')
    expect(rendered).toEqual(['/guides/startup-tool-selection'])
    expect(readFileSync(file('dist/guides/startup-tool-selection/index.html'), 'utf8')).toContain('A sentence the watch publishes.')
  })

  it('a reading time that changes: the pages that show it, not the profiles', async () => {
    const { printed, rendered } = await buildAfter(() => appendFileSync(guide(), `\n${'More words for the reading time. '.repeat(80)}\n`))
    expect(printed).toContain('the site as before')
    expect(rendered).toEqual(expect.arrayContaining(['/guides/startup-tool-selection', '/guides', '/best-tools']))
    expect(rendered.filter((route) => route.startsWith('/tools/'))).toEqual([])
  })

  it("a guide's keywords: taken into the site as it was, the tools as read, and the search made again", async () => {
    const { printed, first, rendered } = await buildAfter(() => writeFileSync(guide(), readFileSync(guide(), 'utf8').replace(/^keywords: \[/m, 'keywords: [bootstrapped founders, ')))
    expect(printed).toContain('tools files: none changed')
    expect(first).toContain('the site as before, with 1 page saved, frontmatter and all')
    expect(rendered).toContain('/guides/startup-tool-selection')
    expect(printed).toMatch(/other files: .*\bsearch\b.* made/)
    // On its thread, from the answers it read from the memo while the watch waited: the make reads no memo.
    expect(printed).toMatch(/^ {2}made in: .*\bsearch [\d.]+ s \(on its thread [\d.]+ s; 1 of 1 made again\)/m)
  })

  it("a guide's title and date: taken into the site as it was, the pages that list it rendered, not the profiles; the sitemap made again", async () => {
    const source = readFileSync(guide(), 'utf8')
    const { printed, first, rendered } = await buildAfter(() =>
      writeFileSync(guide(), source.replace(/^title: .*$/m, 'title: A Title the Watch Gave').replace(/^published: (\d{4})-\d\d-\d\d$/m, 'published: $1-01-02')),
    )
    expect(first).toContain('the site as before, with 1 page saved, frontmatter and all')
    expect(rendered).toEqual(expect.arrayContaining(['/guides/startup-tool-selection', '/guides']))
    expect(rendered.filter((route) => route.startsWith('/tools/'))).toEqual([])
    expect(printed).toMatch(/other files: .*\bsitemap\b.* made/)
    // The search's thread mended the answers its make for the keywords kept in memory: its memo's file is not read again.
    expect(printed).toMatch(/^ {2}made in: .*\bsearch [\d.]+ s \(on its thread [\d.]+ s; 1 of 1 made again\)/m)
    expect(readFileSync(file('dist/guides/index.html'), 'utf8')).toContain('A Title the Watch Gave')
  })

  it("a ranking's title: taken into the site as it was, the ranking and the profiles of the tools it names rendered, not the others", async () => {
    const ranking = file('content/best/analytics-without-cookies.mdx')
    const { first, rendered } = await buildAfter(() => writeFileSync(ranking, readFileSync(ranking, 'utf8').replace(/^title: .*$/m, 'title: Best Cookie-Free Analytics the Watch Retitled')))
    expect(first).toContain('the site as before, with 1 page saved, frontmatter and all')
    expect(rendered).toEqual(expect.arrayContaining(['/best/analytics-without-cookies', '/tools/plausible', '/tools/fathom']))
    expect(rendered).not.toContain('/tools/pipedrive')
    // A profile names the rankings its tool is in.
    expect(readFileSync(file('dist/tools/plausible/index.html'), 'utf8')).toContain('Best Cookie-Free Analytics the Watch Retitled')
  })

  it("a tools file's rating: read again, taken into the site as it was, and the pages that show the tool rendered", async () => {
    const tool = file('content/_tools/pipedrive.yaml')
    const { printed, rendered } = await buildAfter(() => writeFileSync(tool, readFileSync(tool, 'utf8').replace(/^rating: .*$/m, 'rating: 4.2')))
    expect(printed).toMatch(/^ {2}1 tools file parsed/m)
    // Nothing but a tools file saved: the pages as the build before compiled them, their sources not read.
    expect(printed).toMatch(/^ {2}pages: none changed, \d+ as compiled before$/m)
    expect(printed).toContain('the site as before, with 1 tools file saved')
    expect(rendered).toContain('/tools/pipedrive')
    // The directory's pages its profile left and joined.
    expect(rendered.some((route) => route === '/tools' || route.startsWith('/tools/page/'))).toBe(true)
    expect(rendered).not.toContain('/tools/notion')
  })

  it("a tools file's description: the site made again (its profile's frontmatter is made from it), and the profile shows it", async () => {
    const tool = file('content/_tools/pipedrive.yaml')
    const { printed, first, rendered } = await buildAfter(() => writeFileSync(tool, readFileSync(tool, 'utf8').replace(/^description: .*$/m, 'description: A sales pipeline the watch described again.')))
    expect(printed).toMatch(/^ {2}1 tools file parsed/m)
    expect(first).not.toContain('the site as before')
    expect(rendered).toContain('/tools/pipedrive')
    expect(readFileSync(file('dist/tools/pipedrive/index.html'), 'utf8')).toContain('A sales pipeline the watch described again.')
  })

  it('a tools file added, then removed: its profile comes and goes, the other tools as read', async () => {
    const added = file('content/_tools/watchtool.yaml')
    const source = readFileSync(file('content/_tools/pipedrive.yaml'), 'utf8').replace(/^name: .*$/m, 'name: Watchtool CRM')
    const first = await buildAfter(() => writeFileSync(added, source))
    expect(first.printed).toMatch(/^ {2}1 tools file parsed/m)
    expect(first.rendered).toContain('/tools/watchtool')
    expect(readFileSync(file('dist/tools/watchtool/index.html'), 'utf8')).toContain('Watchtool CRM')
    const removed = await buildAfter(() => rmSync(added))
    expect(removed.printed).toMatch(/^ {2}0 tools files parsed/m)
    expect(() => readFileSync(file('dist/tools/watchtool/index.html'))).toThrow()
  })

  it('a page added, then a mistake: the build fails, dist/ stays, and the watch goes on to the next save, in the folder the failed build kept', async () => {
    const added = file('content/guides/watch-added.mdx')
    const source = readFileSync(guide(), 'utf8').replace(/^title: .*$/m, 'title: A Guide the Watch Added')
    const first = await buildAfter(() => writeFileSync(added, source))
    expect(first.rendered).toContain('/guides/watch-added')
    const published = fingerprint(file('dist'))
    const failed = await buildAfter(() => writeFileSync(added, source.replace(/^kind: guide$/m, 'kind: gide')))
    expect(failed.printed).toContain('Build failed.')
    expect(failed.printed).toContain('content/guides/watch-added.mdx')
    expect(fingerprint(file('dist'))).toEqual(published)
    const removed = await buildAfter(() => rmSync(added))
    expect(removed.printed).toContain('Wrote ')
    expect(readFileSync(file('dist/guides/index.html'), 'utf8')).not.toContain('A Guide the Watch Added')
    // The tools as the failed build read them, not read again; the site made again (a page went).
    expect(removed.first).toMatch(/^ {2}tools files: none changed, \d+ as read before$/m)
    expect(removed.first).not.toContain('the site as before')
    // Staged in the folder the failed build kept, with its list: the files that differ placed, not the whole site again.
    const [placed, , kept, where] = /^ {2}(\d+) files? placed, (\d+) removed, (\d+) as they were \((.*)\)$/m.exec(removed.printed)?.slice(1) ?? []
    expect(where, removed.printed).toBe('the site before the last one, updated')
    expect(Number(placed)).toBeLessThan(Number(kept) / 4)
  })

  it("brings the folder its next build stages in up to date while it waits: the save after a rating's places only what it changes", async () => {
    const tool = file('content/_tools/pipedrive.yaml')
    const placed = (printed: string) => Number(/^ {2}(\d+) files? placed/m.exec(printed)?.[1])
    // Taken before the save: the wait after the build may write the folder's list before the build's end is seen here.
    const savedAt = Date.now()
    const rated = await buildAfter(() => writeFileSync(tool, readFileSync(tool, 'utf8').replace(/^rating: .*$/m, 'rating: 4.6')))
    // The folder's list is written again once it is as dist/ (scripts/build/staging-sync.mjs); the build removed it as it
    // began, and the list its publish moved there was written before the save.
    const lists = file('.build/publish')
    const previous = () => {
      const folder = readdirSync(lists).find((name) => name.startsWith('dist-'))
      return folder ? path.join(lists, folder, 'previous.json') : ''
    }
    // That folder is the one published before the rating's build: it comes to hold the rating's files as dist/ does. (Its
    // list alone is no sign: the build renamed the list of the folder it published before over it, which a wait slowed
    // down may have written after the save.)
    const profile = 'tools/pipedrive/index.html'
    const staged = file(`.dist-previous/${profile}`)
    const asDist = () => existsSync(staged) && readFileSync(staged, 'utf8') === readFileSync(file(`dist/${profile}`), 'utf8')
    for (const until = Date.now() + 30_000; !(existsSync(previous()) && statSync(previous()).mtimeMs >= savedAt - 1 && asDist()); ) {
      if (Date.now() > until) throw new Error('the folder the next build stages in was not brought up to date')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    // Another tool's pros: its build keeps the rating's files there rather than placing them again.
    const other = file('content/_tools/notion.yaml')
    const pros = await buildAfter(() => writeFileSync(other, readFileSync(other, 'utf8').replace(/^pros:\n/m, 'pros:\n  - A line the watch added.\n')))
    expect(pros.rendered).toContain('/tools/notion')
    expect(readFileSync(file('dist/tools/notion/index.html'), 'utf8')).toContain('A line the watch added.')
    expect(readFileSync(file('dist/tools/pipedrive/index.html'), 'utf8')).toContain('4.6')
    expect(placed(pros.printed)).toBeLessThan(placed(rated.printed) / 2)
  })

  it('publishes what a build that renders every page writes, and leaves the list of what dist/ holds and the other files\' records when stopped as a build ends', async () => {
    // Stopped as soon as a build has published, before the watch has written dist/'s list and the other files' records
    // (it does so while it waits): the stop writes them.
    await buildAfter(() => appendFileSync(guide(), '\nThe last sentence before the stop.\n'))
    const tool = file('content/_tools/pipedrive.yaml')
    const { printed } = await buildAfter(() => writeFileSync(tool, readFileSync(tool, 'utf8').replace(/^rating: .*$/m, 'rating: 4.1')))
    expect(printed).toMatch(/^ {2}other files: .*toolRecords \(1 of \d+\) made/m)
    watcher?.kill('SIGTERM')
    await new Promise((resolve) => watcher?.once('exit', resolve))
    expect(output).toContain('Stopped watching (SIGTERM)')
    const watched = fingerprint(file('dist'))
    // A new process takes every group of other files by the records the watch left, written while it waited or by the
    // stop: the saved tool's record too (tests/unit/build/extras-later.test.ts pins that a record is left, then written).
    const taken = await runBuild(project.dir)
    expect(taken.output).toMatch(/^ {2}other files: none made, \d+ groups kept$/m)
    expect(fingerprint(file('dist'))).toEqual(watched)
    rmSync(file('.build/cache/html'), { recursive: true, force: true })
    rmSync(file('.build/cache/extras'), { recursive: true, force: true })
    const run = await runBuild(project.dir)
    expect(run.output).toMatch(/ {2}\d{2,} pages rendered, 0 from cache; rendering \d+\.\d{2} s$/m)
    expect(fingerprint(file('dist'))).toEqual(watched)
    // The build after that one stages in the folder the watch last published, by its list: not in a new folder, every file placed again.
    const next = await runBuild(project.dir)
    expect(next.output).toContain('as they were (the site before the last one, updated)')
  })
})
