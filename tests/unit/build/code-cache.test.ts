import { spawnSync } from 'node:child_process'
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { takeUnreadable } from '../../../scripts/build/cache-entries.mjs'
import { buildClientOnce, buildServerOnce, codeFingerprints } from '../../../scripts/build/code-cache.mjs'
import { copyProject } from './project-copy'

/** The client and server bundles are rebuilt exactly when what they are built from changes. */
describe('code fingerprints', { timeout: 30_000 }, () => {
  let project: { dir: string; remove: () => void }
  const file = (name: string) => path.join(project.dir, name)
  beforeAll(() => {
    project = copyProject('fingerprint')
  })
  afterAll(() => project?.remove())

  it('are the same for the same inputs', async () => {
    expect(await codeFingerprints(project.dir)).toEqual(await codeFingerprints(project.dir))
  })

  it('are made without loading Tailwind on the calling thread, whose every later import its loader hook would slow', () => {
    const script = file('fingerprints-loaded.mjs')
    writeFileSync(
      script,
      `import { createRequire } from 'node:module'
      import { codeFingerprints } from ${JSON.stringify(pathToFileURL(path.resolve('scripts/build/code-cache.mjs')).href)}
      await codeFingerprints(${JSON.stringify(project.dir)})
      // Tailwind's CommonJS parts, in this thread's require cache once it is loaded here.
      const loaded = () => Object.keys(createRequire(import.meta.url).cache).some((name) => /tailwindcss|lightningcss/.test(name))
      console.log(loaded())
      await import('@tailwindcss/node')
      console.log(loaded())`,
    )
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8' })
    unlinkSync(script)
    // The check sees Tailwind when this thread loads it.
    expect(run.stdout.trim().split('\n'), run.stderr).toEqual(['false', 'true'])
  })

  it('ignore prose: an MDX edit without a new class changes neither bundle', async () => {
    const before = await codeFingerprints(project.dir)
    appendFileSync(file('content/about.mdx'), '\nA new sentence with unusual words like zephyr and quokka.\n')
    expect(await codeFingerprints(project.dir)).toEqual(before)
  })

  it('see a Tailwind class that no page used before: the stylesheet, so the client bundle, changes', async () => {
    const before = await codeFingerprints(project.dir)
    appendFileSync(file('content/about.mdx'), '\n<div className="grid-cols-11 skew-x-12">Styled.</div>\n')
    const after = await codeFingerprints(project.dir)
    expect(after.client).not.toBe(before.client)
    expect(after.server).toBe(before.server)
  })

  it('see the fields, which the server bundle carries, and not the tools data, which the build reads (#32)', async () => {
    const before = await codeFingerprints(project.dir)
    // Words that are Tailwind classes, in a tools file: shown as text, never as classes, so not scanned.
    appendFileSync(file('content/_tools/notion.yaml'), '\n# checked again: grid-rows-7 skew-y-3\n')
    expect(await codeFingerprints(project.dir)).toEqual(before)
    appendFileSync(file('content/_fields/crm.yaml'), '\n# a note\n')
    expect((await codeFingerprints(project.dir)).server).not.toBe(before.server)
  })

  it('see code and public files', async () => {
    const before = await codeFingerprints(project.dir)
    appendFileSync(file('src/islands/parts/Pager.tsx'), '\n// an edit\n')
    const afterCode = await codeFingerprints(project.dir)
    expect(afterCode.client).not.toBe(before.client)
    expect(afterCode.server).not.toBe(before.server)
    writeFileSync(file('public/extra.txt'), 'new public file')
    expect((await codeFingerprints(project.dir)).client).not.toBe(afterCode.client)
  })
})

describe('reusing a bundle', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolcompass-code-cache-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('builds the client once per fingerprint, and restores it into an emptied dist/', async () => {
    const dist = path.join(dir, 'dist')
    const cacheDir = path.join(dir, 'cache-client')
    let builds = 0
    const build = async () => {
      builds += 1
      rmSync(dist, { recursive: true, force: true })
      mkdirSync(path.join(dist, 'assets'), { recursive: true })
      writeFileSync(path.join(dist, 'assets/loader.js'), `build ${builds}`)
    }
    expect(await buildClientOnce({ fingerprint: 'a', dist, cacheDir, build })).toBe(true)
    rmSync(dist, { recursive: true, force: true })
    expect(await buildClientOnce({ fingerprint: 'a', dist, cacheDir, build })).toBe(false)
    expect(readFileSync(path.join(dist, 'assets/loader.js'), 'utf8')).toBe('build 1')
    expect(await buildClientOnce({ fingerprint: 'b', dist, cacheDir, build })).toBe(true)
    expect(readFileSync(path.join(dist, 'assets/loader.js'), 'utf8')).toBe('build 2')
    expect(builds).toBe(2)
  })

  it('builds the server once per fingerprint, and again when its output is gone', async () => {
    const outDir = path.join(dir, 'server')
    let builds = 0
    const build = async () => {
      builds += 1
      rmSync(outDir, { recursive: true, force: true })
      mkdirSync(outDir, { recursive: true })
    }
    expect(await buildServerOnce({ fingerprint: 'a', outDir, build })).toBe(true)
    expect(await buildServerOnce({ fingerprint: 'a', outDir, build })).toBe(false)
    rmSync(outDir, { recursive: true, force: true })
    expect(await buildServerOnce({ fingerprint: 'a', outDir, build })).toBe(true)
    expect(await buildServerOnce({ fingerprint: 'b', outDir, build })).toBe(true)
    expect(builds).toBe(3)
  })

  /** Replaces a file by a new one with these bytes, as a write killed midway leaves it (never in place). */
  const replace = (file: string, bytes: string) => {
    unlinkSync(file)
    writeFileSync(file, bytes)
  }

  it('builds the server again when a file under its stamp is cut short, or the stamp is, and says which', async () => {
    const outDir = path.join(dir, 'server-cut')
    const entry = path.join(outDir, 'site-entry.js')
    let builds = 0
    const build = async () => {
      builds += 1
      rmSync(outDir, { recursive: true, force: true })
      mkdirSync(outDir, { recursive: true })
      writeFileSync(entry, 'export const site = "whole"\n')
    }
    takeUnreadable(dir)
    expect(await buildServerOnce({ fingerprint: 'a', outDir, build })).toBe(true)
    replace(entry, 'export const site = "wh')
    expect(await buildServerOnce({ fingerprint: 'a', outDir, build })).toBe(true)
    expect(takeUnreadable(dir)).toBe('cache: 1 unreadable entry rebuilt (server-cut/site-entry.js)')
    expect(readFileSync(entry, 'utf8')).toBe('export const site = "whole"\n')
    replace(path.join(outDir, '.stamp.json'), '')
    expect(await buildServerOnce({ fingerprint: 'a', outDir, build })).toBe(true)
    expect(takeUnreadable(dir)).toBe('cache: 1 unreadable entry rebuilt (server-cut/.stamp.json)')
    expect(await buildServerOnce({ fingerprint: 'a', outDir, build })).toBe(false)
    expect(builds).toBe(3)
  })

  it('restores only the client files it stamped, and builds the client again when one is cut short', async () => {
    const dist = path.join(dir, 'dist-cut')
    const cacheDir = path.join(dir, 'cache-client-cut')
    let builds = 0
    const build = async () => {
      builds += 1
      rmSync(dist, { recursive: true, force: true })
      mkdirSync(path.join(dist, 'assets'), { recursive: true })
      writeFileSync(path.join(dist, 'assets/loader.js'), 'the loader, whole')
    }
    takeUnreadable(dir)
    expect(await buildClientOnce({ fingerprint: 'a', dist, cacheDir, build })).toBe(true)
    // What a kill between a write and its rename leaves: never copied into dist/.
    writeFileSync(path.join(cacheDir, 'assets/loader.js.123.0a1b2c3d.tmp'), 'the lo')
    rmSync(dist, { recursive: true, force: true })
    expect(await buildClientOnce({ fingerprint: 'a', dist, cacheDir, build })).toBe(false)
    expect(readdirSync(path.join(dist, 'assets'))).toEqual(['loader.js'])
    replace(path.join(cacheDir, 'assets/loader.js'), '')
    expect(await buildClientOnce({ fingerprint: 'a', dist, cacheDir, build })).toBe(true)
    expect(takeUnreadable(dir)).toBe('cache: 1 unreadable entry rebuilt (cache-client-cut/assets/loader.js)')
    expect(readFileSync(path.join(cacheDir, 'assets/loader.js'), 'utf8')).toBe('the loader, whole')
    expect(builds).toBe(2)
  })
})
