import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { shardedFolder } from '../../../scripts/lib/shards.mjs'

const work = mkdtempSync(path.join(tmpdir(), 'toolcompass-shards-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('shardedFolder', () => {
  it('keeps a file in a folder by the first two digits of its name', () => {
    const cache = shardedFolder(path.join(work, 'cache'))
    expect(cache.at('3fa9c0.html')).toBe(path.join(work, 'cache', '3f', '3fa9c0.html'))
    expect(cache.at('00ff.json')).toBe(path.join(work, 'cache', '00', '00ff.json'))
  })

  it('makes the folder to write into, and a file written there is where `at` looks', () => {
    const folder = path.join(work, 'written')
    const cache = shardedFolder(folder)
    expect(existsSync(path.join(folder, 'ab'))).toBe(false)
    const file = cache.forWriting('ab12.br')
    expect(statSync(path.join(folder, 'ab')).isDirectory()).toBe(true)
    writeFileSync(file, 'x')
    expect(statSync(cache.at('ab12.br')).size).toBe(1)
    // A second file of the same shard, and one of another.
    expect(cache.forWriting('ab34.br')).toBe(path.join(folder, 'ab', 'ab34.br'))
    expect(cache.forWriting('cd56.br')).toBe(path.join(folder, 'cd', 'cd56.br'))
    expect(statSync(path.join(folder, 'cd')).isDirectory()).toBe(true)
  })
})
