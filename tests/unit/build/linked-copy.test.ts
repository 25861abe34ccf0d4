import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { HeldFiles } from '../../../scripts/build/held-files.mjs'
import { foldersByDepth, linkedCopy } from '../../../scripts/build/linked-copy.mjs'
import { filesUnder } from '../../../scripts/lib/files.mjs'

let folder = ''
afterEach(() => rmSync(folder, { recursive: true, force: true }))

/** A served site: three pages, one with its compressed forms, and a file its list does not name. */
function servedSite() {
  folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-linked-'))
  const dist = path.join(folder, 'dist')
  const files = ['index.html', 'guides/a/index.html', 'guides/a/index.html.br', 'guides/a/index.html.gz', 'tools/x/y/index.html', 'stray.txt']
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
    writeFileSync(path.join(dist, file), `bytes of ${file}`)
  }
  const held = HeldFiles.of([
    ['index.html', 'page 1'],
    ['guides/a/index.html', 'page 2'],
    ['guides/a/index.html.br', 'br shared'],
    ['guides/a/index.html.gz', 'gz shared'],
    ['tools/x/y/index.html', 'page 3'],
  ])
  return { dist, held }
}

describe('the folders of a list of files (linked-copy.mjs)', () => {
  it('gives each folder once, with every folder above it, by depth', () => {
    expect(foldersByDepth(['a/b/c.html', 'a/b/d.html', 'a/e.html', 'x.txt', 'f/g/h/i.js', 'f/j.js'])).toEqual([['a', 'f'], ['a/b', 'f/g'], ['f/g/h']])
    expect(foldersByDepth(['x.txt'])).toEqual([])
  })
})

describe('a copy of the served site in hard links (linked-copy.mjs)', () => {
  it('holds every file its list names, the forms held with them included, as the same files, and no other', async () => {
    const { dist, held } = servedSite()
    const copy = path.join(folder, '.dist-staging')
    expect(held.forms.filter((forms) => forms !== undefined)).toHaveLength(1)
    expect(await linkedCopy(dist, copy, held)).toBe(true)
    const copied = await filesUnder(copy)
    expect(copied).toEqual(['guides/a/index.html', 'guides/a/index.html.br', 'guides/a/index.html.gz', 'index.html', 'tools/x/y/index.html'])
    // Hard links: the served site's own files, not copies of their bytes.
    for (const file of copied) expect(statSync(path.join(copy, file)).ino).toBe(statSync(path.join(dist, file)).ino)
    // The file the list does not name stays behind: the build would not know to remove it.
    expect(existsSync(path.join(copy, 'stray.txt'))).toBe(false)
  })

  it('is not made when a file its list names is not there: the folder goes, and the build stages in a new one', async () => {
    const { dist, held } = servedSite()
    rmSync(path.join(dist, 'tools/x/y/index.html'))
    const copy = path.join(folder, '.dist-staging')
    expect(await linkedCopy(dist, copy, held)).toBe(false)
    expect(existsSync(copy)).toBe(false)
  })
})
