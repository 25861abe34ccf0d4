import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { compressFiles } from '../../../scripts/build/compress.mjs'
import { Placement } from '../../../scripts/build/placement.mjs'

/**
 * #32: one edit costs what it changes in the compress step too. A page
 * is placed in the site with an identity that names its bytes, so the
 * step does not read it again; a changed page is read and compressed; and
 * in the site before the last one, kept and updated, an unchanged page's
 * compressed forms are there already and nothing is placed.
 */
describe('the compress step', () => {
  let folder = ''
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  it('reads only the files whose identity is new, and compresses what changed', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-compress-'))
    const store = path.join(folder, 'store')
    const cacheDir = path.join(folder, 'cache')
    mkdirSync(store)
    const page = (n: number, text = `page ${n} `) => {
      const file = path.join(store, `${n}.html`)
      writeFileSync(file, text.repeat(300))
      return file
    }
    const pages = Array.from({ length: 20 }, (_, n) => page(n))
    const versions = pages.map(() => 1)
    // Each build places the same stored pages, as the render cache does: in a new folder, or in one that holds an earlier build.
    const buildWith = async (name: string, had?: Placement) => {
      const dist = path.join(folder, name)
      const placement = new Placement(dist, had?.identities())
      for (const [n, file] of pages.entries()) await placement.link(`${n}.html`, file, { identity: `page ${n} v${versions[n]}`, size: statSync(file).size })
      return { dist, placement, result: await compressFiles({ placement, cacheDir }) }
    }
    const first = await buildWith('dist-1')
    expect(first.result).toEqual({ compressed: 20, reused: 0, read: 20 })
    const second = await buildWith('dist-2')
    expect(second.result).toEqual({ compressed: 0, reused: 20, read: 0 })
    // One page rendered again: a new file in the store, as the render cache writes it whole.
    rmSync(pages[3]!)
    pages[3] = page(3, 'edited page ')
    versions[3] = 2
    const third = await buildWith('dist-3')
    expect(third.result).toEqual({ compressed: 1, reused: 19, read: 1 })
    // The folder of the second build, brought up to date: the edited page and its two forms are all it writes.
    const updated = await buildWith('dist-2', second.placement)
    expect(updated.result).toEqual({ compressed: 0, reused: 20, read: 0 })
    expect(updated.placement.changed).toBe(3)
    expect(brotliDecompressSync(readFileSync(path.join(updated.dist, '3.html.br'))).toString()).toBe('edited page '.repeat(300))
    expect(readFileSync(path.join(updated.dist, '3.html'), 'utf8')).toBe('edited page '.repeat(300))
    expect(brotliDecompressSync(readFileSync(path.join(third.dist, '3.html.br'))).toString()).toBe('edited page '.repeat(300))
    expect(gunzipSync(readFileSync(path.join(third.dist, '3.html.gz'))).toString()).toBe('edited page '.repeat(300))
    expect(gunzipSync(readFileSync(path.join(third.dist, '4.html.gz'))).toString()).toBe('page 4 '.repeat(300))
  })
})
