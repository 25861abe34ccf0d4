import { linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { compressFiles } from '../../../scripts/build/compress.mjs'

/**
 * #32: one edit costs what it changes in the compress step too. A page
 * the render cache hard-links into each new dist/ keeps its identity, so
 * the step does not read it again; a changed page is read and compressed.
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
    // Each build is a new dist/ with the same stored pages linked in, as the render cache does.
    const buildWith = async (name: string) => {
      const dist = path.join(folder, name)
      mkdirSync(dist)
      pages.forEach((file, n) => linkSync(file, path.join(dist, `${n}.html`)))
      return { dist, result: await compressFiles({ dist, cacheDir }) }
    }
    const first = await buildWith('dist-1')
    expect(first.result).toEqual({ compressed: 20, reused: 0, read: 20 })
    const second = await buildWith('dist-2')
    expect(second.result).toEqual({ compressed: 0, reused: 20, read: 0 })
    // One page rendered again: a new file in the store, as the render cache writes it whole.
    rmSync(pages[3]!)
    pages[3] = page(3, 'edited page ')
    const third = await buildWith('dist-3')
    expect(third.result).toEqual({ compressed: 1, reused: 19, read: 1 })
    expect(brotliDecompressSync(readFileSync(path.join(third.dist, '3.html.br'))).toString()).toBe('edited page '.repeat(300))
    expect(gunzipSync(readFileSync(path.join(third.dist, '3.html.gz'))).toString()).toBe('edited page '.repeat(300))
    expect(gunzipSync(readFileSync(path.join(third.dist, '4.html.gz'))).toString()).toBe('page 4 '.repeat(300))
  })
})
