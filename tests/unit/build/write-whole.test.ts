import { linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { pieces, writeWhole, writeWholeSync } from '../../../scripts/lib/files.mjs'

/** Every write under .build/ is whole (scripts/lib/files.mjs): a new file renamed over the old, never a write in place. */
const work = mkdtempSync(path.join(tmpdir(), 'toolcompass-write-whole-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe.each([
  ['writeWhole', writeWhole],
  ['writeWholeSync', writeWholeSync],
])('%s', (name, write) => {
  const folder = path.join(work, name)
  mkdirSync(folder)

  it('writes the file, and leaves no temporary file beside it', async () => {
    await write(path.join(folder, 'entry.json'), '{"a":1}')
    expect(readFileSync(path.join(folder, 'entry.json'), 'utf8')).toBe('{"a":1}')
    expect(readdirSync(folder)).toEqual(['entry.json'])
  })

  it('replaces a file hard-linked elsewhere without changing the other link (dist/ links the cache)', async () => {
    const cached = path.join(folder, 'page.html')
    writeFileSync(cached, 'old')
    linkSync(cached, path.join(work, `${name}-served.html`))
    await write(cached, 'new')
    expect(readFileSync(cached, 'utf8')).toBe('new')
    expect(readFileSync(path.join(work, `${name}-served.html`), 'utf8')).toBe('old')
  })

  it('gives each write its own temporary name: many at once to one file all succeed, and one of them is what is left, whole', async () => {
    const file = path.join(folder, 'raced.txt')
    const texts = Array.from({ length: 64 }, (_, index) => `write ${index} `.repeat(200))
    await Promise.all(texts.map((text) => write(file, text)))
    expect(texts).toContain(readFileSync(file, 'utf8'))
    expect(readdirSync(folder).filter((entry) => entry.endsWith('.tmp'))).toEqual([])
  })

  it('writes lines given one by one as they come, the same bytes as their text at once', async () => {
    const lines = ['first line\n', 'é and 😀\n', '\t837184\n']
    await write(path.join(folder, 'list.txt'), (function* () {
      yield* lines
    })())
    expect(readFileSync(path.join(folder, 'list.txt')).equals(Buffer.from(lines.join('')))).toBe(true)
  })

  it('fails as the rename fails, and removes its temporary file', async () => {
    // A folder where the file should go: the write succeeds, the rename cannot.
    mkdirSync(path.join(folder, 'taken'))
    await expect(async () => write(path.join(folder, 'taken'), 'bytes')).rejects.toThrow()
    expect(readdirSync(folder).filter((file) => file.endsWith('.tmp'))).toEqual([])
  })
})

describe('writeWhole with a long text', () => {
  it('writes the same bytes as the text at once, a surrogate pair astride a piece too', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-pieces-'))
    try {
      const text = `${'a'.repeat(65_535)}😀${'é'.repeat(70_000)}${'😀'.repeat(40_000)}`
      const file = path.join(folder, 'long.txt')
      await writeWhole(file, text)
      expect(readFileSync(file).equals(Buffer.from(text))).toBe(true)
      expect([...pieces(text)].join('')).toBe(text)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
