import { readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fingerprint, runBuild } from './build-run'
import { coldBuildOutput, copyProject } from './project-copy'

/**
 * A cache entry that is there but unreadable (empty, or cut short as a
 * write killed midway leaves it) is a miss: the build rebuilds it, says so
 * in one line, and writes what a cold build writes. Every kind of file the
 * build keeps in .build/ is tried, the kinds found by walking .build/ (a
 * kind added later is covered without a change here).
 */

let dir = ''
let remove = () => {}
let cold: Record<string, string> = {}

beforeAll(async () => {
  // A cold build's bytes; the copy starts from its caches, whose every kind of file is then there to break.
  cold = fingerprint(coldBuildOutput())
  ;({ dir, remove } = copyProject('cache-faults', { built: true }))
  const first = await runBuild(dir)
  expect(first.code, first.output).toBe(0)
  expect(fingerprint(path.join(dir, 'dist'))).toEqual(cold)
}, 180_000)

afterAll(() => remove())

/**
 * A file's kind: its folder (hashes in folder names, and the two-digit
 * shards of a cache folder (scripts/lib/shards.mjs), made "#") and its
 * extension; a dot-file (a stamp) is a kind of its own.
 */
function kindOf(file: string): string {
  const folder = path.dirname(file).replace(/[0-9a-f]{16,}/g, '#').replace(/\/[0-9a-f]{2}$/, '/#')
  const name = path.basename(file)
  return name.startsWith('.') ? `${folder}/${name}` : `${folder}/*${path.extname(name)}`
}

/**
 * What names an entry across its files (pages/<hash>.mjs and .json): its folder and the hash before the first dot. A
 * file not named by a hash is an entry of its own (public/'s favicon.svg and favicon.ico, copied with the client).
 */
const entryOf = (file: string) => {
  const stem = path.basename(file).split('.')[0] ?? ''
  return `${path.dirname(file)}/${/^[0-9a-f]{16,}$/.test(stem) ? stem : path.basename(file)}`
}

/**
 * Replaces, for each kind of file under `cache`, one file by an empty file
 * and another by its first half: each as a new file (unlinked, then
 * created), as a kill mid-write leaves it; never written in place, since
 * the cache is hard-linked into dist/. The two are taken from entries not
 * broken yet, so each check is reached (a broken record would hide a
 * broken file beside it). Returns the files broken, by kind.
 */
function breakEveryKind(cache: string): Map<string, string[]> {
  const files = readdirSync(cache, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(cache, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    // Vite's own cache of pre-bundled dependencies (the preview's), which the build does not read.
    .filter((file) => !file.startsWith('vite/'))
    .sort()
  const kinds = new Map<string, string[]>()
  for (const file of files) kinds.set(kindOf(file), [...(kinds.get(kindOf(file)) ?? []), file])
  const brokenEntries = new Set<string>()
  const broken = new Map<string, string[]>()
  for (const [kind, members] of kinds) {
    const chosen = members.filter((file) => !brokenEntries.has(entryOf(file))).slice(0, 2)
    chosen.forEach((file, i) => {
      const target = path.join(cache, file)
      const bytes = readFileSync(target)
      unlinkSync(target)
      writeFileSync(target, i === 0 ? '' : bytes.subarray(0, Math.floor(bytes.length / 2)), { flag: 'wx' })
      brokenEntries.add(entryOf(file))
    })
    broken.set(kind, chosen)
  }
  return broken
}

describe('a cache entry emptied or cut short', () => {
  it('is rebuilt, for every kind of file in .build/: the build succeeds, says so in one line, and writes what a cold build writes', async () => {
    const broken = breakEveryKind(path.join(dir, '.build'))
    // The walk found the kinds the build is known to keep (more are fine: they are broken too).
    expect([...broken.keys()]).toEqual(
      expect.arrayContaining([
        'cache/client/.stamp.json',
        'cache/client/assets/*.js',
        'dist-server/.stamp.json',
        'dist-server/*.js',
        'cache/pages/*.mjs',
        'cache/pages/*.json',
        'cache/cards/*.png',
        'cache/html/#/*.html',
        'cache/html/#/*.json',
        'cache/compressed/#/*.br',
        'cache/compressed/#/*.gz',
        'cache/compressed/#/*.json',
      ]),
    )
    for (const [kind, files] of broken) expect(files.length, kind).toBeGreaterThan(0)

    const again = await runBuild(dir)
    expect(again.code, again.output).toBe(0)
    expect(again.output).toMatch(/^ {2}cache: \d+ unreadable entries rebuilt \(\.build\/[^,]+, \.build\/[^,]+, \d+ more\)$/m)
    expect(fingerprint(path.join(dir, 'dist'))).toEqual(cold)
  }, 240_000)

  it('leaves the cache whole again: the next build takes everything from it, and finds nothing unreadable', async () => {
    const next = await runBuild(dir)
    expect(next.code, next.output).toBe(0)
    expect(next.output).not.toMatch(/cache: /)
    expect(next.output.match(/^ {2}unchanged: reused$/gm)).toHaveLength(2)
    expect(next.output).toMatch(/^ {2}0 pages compiled, \d+ from cache$/m)
    expect(next.output).toMatch(/social cards: all from cache$/m)
    expect(next.output).toMatch(/^ {2}0 pages rendered, \d+ from cache$/m)
    expect(next.output).toMatch(/^ {2}0 files compressed \(\.br and \.gz\), \d+ from cache; \d+ read, the rest known by their identity$/m)
    expect(fingerprint(path.join(dir, 'dist'))).toEqual(cold)
  }, 120_000)
})
