import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentCheckIn, fingerprint, runBuild as build, type Run } from './build-run'
import { coldBuildOutput, copyProject } from './project-copy'

/**
 * A failed or interrupted build never takes the site down: the build
 * writes to a staging folder and swaps it in only when every step has
 * passed (scripts/build/publish.mjs). It keeps that folder, with the list
 * of what it holds so far, for the next build to stage in, which then
 * places only what differs. And the caches stay sound: a build killed at
 * any step, then run again, writes what a cold build writes, byte for byte.
 */

const siblings = (dir: string) => readdirSync(dir).filter((name) => name.startsWith('.dist-'))
/** What a build's publish step says it placed: files placed, removed and kept, and in what folder. */
const placedBy = (run: Run) => /^ {2}(\d+) files? placed, (\d+) removed, (\d+) as they were \((.*)\)$/m.exec(run.output)?.slice(1)
/** The next build, which must stage in the folder the one before kept, place a few files there, and write a cold build's bytes. */
const nextBuildTakesTheKeptFolder = async (dir: string, cold: Record<string, string>) => {
  const next = await build(dir)
  expect(next.code, next.output).toBe(0)
  const [placed, , kept, where] = placedBy(next) ?? []
  expect(where, next.output).toBe('the site before the last one, updated')
  expect(Number(placed)).toBeLessThan(Number(kept) / 4)
  expect(fingerprint(path.join(dir, 'dist'))).toEqual(cold)
  return next
}

let dir = ''
let remove = () => {}
let cold: Record<string, string> = {}

beforeAll(async () => {
  // A cold build's bytes, which every build below must write; the copy starts from its caches, so its first build is
  // quick and must write them too (the chain of kills below starts from empty caches itself).
  cold = fingerprint(coldBuildOutput())
  ;({ dir, remove } = copyProject('staged', { built: true }))
  const first = await build(dir)
  expect(first.code, first.output).toBe(0)
  expect(fingerprint(path.join(dir, 'dist'))).toEqual(cold)
  // And once more, so that the site before the last one is there, as it is past a project's first build: the failed build
  // below stages in it. (Staged in a new folder, it would keep what it placed before it failed, and the compressed forms it
  // had yet to make, as many as its compressor was behind, would be the next build's to place.)
  const second = await build(dir)
  expect(second.code, second.output).toBe(0)
  expect(siblings(dir)).toEqual(['.dist-previous'])
}, 180_000)

afterAll(() => remove())

describe('a failed build', () => {
  it('leaves dist/ byte for byte as it was, says so in one line, and keeps its staging folder for the next build', async () => {
    const page = path.join(dir, 'content/compare/vanta-vs-drata.mdx')
    const source = readFileSync(page, 'utf8')
    writeFileSync(page, source.replace(/^popular: .*$/m, 'popular: nope'))
    const renderCache = fingerprint(path.join(dir, '.build/cache/html'))
    try {
      const run = await build(dir)
      expect(run.code).toBe(1)
      // Nor written into the render cache, its index included: the pages and records the last build that passed left are there as they were.
      expect(fingerprint(path.join(dir, '.build/cache/html'))).toEqual(renderCache)
      const problem = /^ {2}(content\/compare\/vanta-vs-drata\.mdx:\d+: popular: .*)$/m.exec(run.output)?.[1]
      expect(problem, run.output).toBeDefined()
      expect(run.output).toMatch(/^dist\/ unchanged \(last built \d{4}-\d{2}-\d{2} \d{2}:\d{2}\)\.$/m)
      // The other files the page's absence would change are not made for a build that fails: the search among them.
      expect(run.output).toMatch(/^ {2}other files: .*\bsearch\b.* not made again \(the content has problems\)$/m)
      // The pages the page's absence changes, rendered for the report (their links checked), and kept nowhere.
      expect(run.output).toMatch(/^ {2}[1-9]\d* pages? rendered for the report alone, not kept, \d+ from cache; rendering /m)
      // The full list where the report says it is, and content:check in the same words.
      expect(readFileSync(path.join(dir, '.build/content-problems.txt'), 'utf8')).toBe(`${problem}\n`)
      const check = contentCheckIn(dir)
      expect(check.status).toBe(1)
      expect(check.stdout).toContain(`1 content problem in 1 file:\n\n  ${problem}`)
    } finally {
      writeFileSync(page, source)
    }
    expect(fingerprint(path.join(dir, 'dist'))).toEqual(cold)
    expect(siblings(dir)).toEqual(['.dist-previous'])
    // Nor, then, for the build after the fix: the search as the last build that passed made it.
    const next = await nextBuildTakesTheKeptFolder(dir, cold)
    const made = /^ {2}other files: (.*) made, /m.exec(next.output)?.[1] ?? ''
    expect(made.split(', '), next.output).not.toContain('search')
    // And no page rendered again: each as the last build that passed left it, in the render cache and its index.
    expect(next.output).toMatch(/^ {2}0 pages rendered, \d+ from cache$/m)
  }, 180_000)
})

describe('an interrupted build', () => {
  it('on Ctrl-C, leaves dist/ as it was and keeps its staging folder for the next build', async () => {
    rmSync(path.join(dir, '.build/cache/pages'), { recursive: true, force: true })
    const run = await build(dir, { after: /^ {2}server /m, signal: 'SIGINT' })
    expect(run.code).toBe(130)
    expect(run.output).toMatch(/Build interrupted \(SIGINT\)\. dist\/ unchanged \(last built [\d-]+ [\d:]+\)\./)
    expect(fingerprint(path.join(dir, 'dist'))).toEqual(cold)
    expect(siblings(dir)).toEqual(['.dist-previous'])
  }, 120_000)

  it('on Ctrl-C while pages render and are placed, keeps what it placed so far, and the next build writes a cold build\'s bytes', async () => {
    // Staged in the site before the last one, with its list; every page rendered again, so that pages are being placed when the signal comes.
    const before = await build(dir)
    expect(before.code, before.output).toBe(0)
    rmSync(path.join(dir, '.build/cache/html'), { recursive: true, force: true })
    const run = await build(dir, { after: /^ {2}cards /m, signal: 'SIGINT' })
    expect(run.code, run.output).toBe(130)
    // Stopped in the pages step, and said so once, not as a failure of the build it stopped.
    expect(run.output).not.toMatch(/^ {2}pages /m)
    expect(run.output).toMatch(/Build interrupted \(SIGINT\)\. dist\/ unchanged/)
    expect(run.output).not.toMatch(/Build failed/)
    expect(fingerprint(path.join(dir, 'dist'))).toEqual(cold)
    expect(siblings(dir)).toEqual(['.dist-previous'])
    await nextBuildTakesTheKeptFolder(dir, cold)
  }, 180_000)

  it('killed outright, leaves dist/ as it was; the next build removes the staging folder it left', async () => {
    rmSync(path.join(dir, '.build/cache/pages'), { recursive: true, force: true })
    const run = await build(dir, { after: /^ {2}server /m, signal: 'SIGKILL' })
    expect(run.signal).toBe('SIGKILL')
    expect(fingerprint(path.join(dir, 'dist'))).toEqual(cold)
    expect(siblings(dir)).toEqual(['.dist-staging'])
    const next = await build(dir)
    expect(next.code, next.output).toBe(0)
    // The site it replaced is kept, for the next build to stage in.
    expect(siblings(dir)).toEqual(['.dist-previous'])
    expect(fingerprint(path.join(dir, 'dist'))).toEqual(cold)
  }, 180_000)

  it('on Ctrl-C at the swap, leaves a whole dist/ (the old or the new) and says which', async () => {
    // The signal is sent once the build prints its compress step; in this small project the build may have published and
    // be exiting by the time it comes (it then ended by the signal, its handlers gone: one CI run). Such a run tried no
    // swap, and is run again.
    let run = await build(dir, { after: /^ {2}compress /m, signal: 'SIGINT' })
    for (let tries = 1; tries < 4 && run.code !== 130 && /^Wrote /m.test(run.output); tries += 1) run = await build(dir, { after: /^ {2}compress /m, signal: 'SIGINT' })
    expect(run.code, run.output).toBe(130)
    expect(run.output).toMatch(/Build interrupted \(SIGINT\)\. dist\/ (unchanged \(last built [\d-]+ [\d:]+\)|holds the new build; the old one is kept for the next build to update)\./)
    expect(fingerprint(path.join(dir, 'dist'))).toEqual(cold)
    const next = await build(dir)
    expect(next.code, next.output).toBe(0)
    expect(siblings(dir)).toEqual(['.dist-previous'])
  }, 120_000)

  it('cut between the two renames of the swap, is put back by the next build', async () => {
    // What a kill between "dist/ to .dist-previous" and ".dist-staging to dist/" leaves (the build staged in the kept site, so none is left).
    rmSync(path.join(dir, '.dist-previous'), { recursive: true, force: true })
    renameSync(path.join(dir, 'dist'), path.join(dir, '.dist-previous'))
    mkdirSync(path.join(dir, '.dist-staging'))
    const run = await build(dir, { after: /^ {2}inputs /m, signal: 'SIGINT' })
    expect(run.code).toBe(130)
    expect(fingerprint(path.join(dir, 'dist'))).toEqual(cold)
    // The folder it staged in, new (the one it had was put back as dist/), kept for the next build.
    expect(siblings(dir)).toEqual(['.dist-previous'])
  }, 120_000)
})

describe('a build staged in the site before the last one', () => {
  it('after an edit, and after the edit is undone, writes exactly what a build from an empty folder writes', async () => {
    const page = path.join(dir, 'content/guides/security-tool-selection.mdx')
    const source = readFileSync(page, 'utf8')
    const runs: Run[] = []
    const built = async () => {
      const run = await build(dir)
      expect(run.code, run.output).toBe(0)
      runs.push(run)
      return fingerprint(path.join(dir, 'dist'))
    }
    writeFileSync(page, `${source}\nOne more sentence.\n`)
    let edited: Record<string, string>
    try {
      edited = await built()
      // Both kept folders brought up to the edit: the one before the edit's build, then the one before that.
      expect(await built()).toEqual(edited)
      expect(edited).not.toEqual(cold)
      // From an empty folder: the lists gone, so nothing is trusted.
      rmSync(path.join(dir, '.build/publish'), { recursive: true })
      expect(await built()).toEqual(edited)
    } finally {
      writeFileSync(page, source)
    }
    expect(await built()).toEqual(cold)
    expect(await built()).toEqual(cold)
    const placed = runs.map(placedBy)
    // The edited guide, the pages that show its reading time and their compressed forms: a few files, not the site.
    expect(placed[1]?.[3]).toBe('the site before the last one, updated')
    expect(Number(placed[1]?.[0])).toBeGreaterThan(0)
    expect(Number(placed[1]?.[0])).toBeLessThan(Number(placed[1]?.[2]) / 20)
    expect(placed[2]?.[3]).toBe('a new folder')
    expect(placed[4]?.[3]).toBe('the site before the last one, updated')
  }, 240_000)
})

describe('caches under faults', () => {
  // Each step killed while it works from empty caches, in one chain rather than a cold build each (some two minutes less on
  // two cores): the build killed during a step has made every step before it from what the last kill left (the step that
  // kill cut short made again from its half-written caches), and finds the steps after it empty. Each kill must come at
  // its step, so every build in the chain got past the one before's; and the last build, with what the chain left, must
  // write the cold build's bytes.
  const STEPS: [string, RegExp][] = [
    ['inputs', /^Building the site$/m],
    ['client', /^ {2}inputs /m],
    ['server', /^ {2}client /m],
    ['compile', /^ {2}server /m],
    ['cards', /^ {2}compile /m],
    ['pages', /^ {2}cards /m],
    ['compress', /^ {2}pages /m],
  ]
  it(`a build killed during each step in turn (${STEPS.map(([step]) => step).join(', ')}), then built again, writes exactly what a cold build writes`, async () => {
    rmSync(path.join(dir, '.build'), { recursive: true, force: true })
    for (const [step, after] of STEPS) {
      const killed = await build(dir, { after, signal: 'SIGKILL' })
      expect(killed.signal, `killed during "${step}": ${killed.output}`).toBe('SIGKILL')
    }
    const again = await build(dir)
    expect(again.code, again.output).toBe(0)
    expect(fingerprint(path.join(dir, 'dist'))).toEqual(cold)
  }, 480_000)
})

describe('a build with no site before the last one to stage in, as after a cold build', () => {
  it('stages in a copy of dist/ in hard links, leaves the site it replaces as it was, and writes what a build from an empty folder writes', async () => {
    const page = path.join(dir, 'content/guides/security-tool-selection.mdx')
    const source = readFileSync(page, 'utf8')
    // dist/ and its list, and no site before it.
    rmSync(path.join(dir, '.dist-previous'), { recursive: true, force: true })
    for (const name of readdirSync(path.join(dir, '.build/publish'))) rmSync(path.join(dir, '.build/publish', name, 'previous.json'), { force: true })
    writeFileSync(page, `${source}\nOne more sentence.\n`)
    try {
      const copied = await build(dir)
      expect(copied.code, copied.output).toBe(0)
      expect(copied.output).toMatch(/^ {2}staging in a copy of dist\/ made in hard links \(\d+ files, [\d.]+ s\): there was no site before the last one$/m)
      const [placed, , kept, where] = placedBy(copied) ?? []
      expect(where, copied.output).toBe('a copy of dist/ in hard links, updated')
      expect(Number(placed)).toBeGreaterThan(0)
      expect(Number(placed)).toBeLessThan(Number(kept) / 20)
      // The site it replaced shares its files with the copy, and is byte for byte what it was: nothing was written in place.
      expect(fingerprint(path.join(dir, '.dist-previous'))).toEqual(cold)
      const edited = fingerprint(path.join(dir, 'dist'))
      expect(edited).not.toEqual(cold)
      // From an empty folder: the lists gone, so nothing is trusted.
      rmSync(path.join(dir, '.build/publish'), { recursive: true })
      const fresh = await build(dir)
      expect(fresh.code, fresh.output).toBe(0)
      expect(placedBy(fresh)?.[3]).toBe('a new folder')
      expect(fingerprint(path.join(dir, 'dist'))).toEqual(edited)
    } finally {
      writeFileSync(page, source)
    }
    const undone = await build(dir)
    expect(undone.code, undone.output).toBe(0)
    expect(fingerprint(path.join(dir, 'dist'))).toEqual(cold)
    await nextBuildTakesTheKeptFolder(dir, cold)
  }, 240_000)
})
