import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SearchItem } from '../../../src/search/search-index'
import { buildSplitIndex } from '../../../src/search/split/build'
import { addressOf, decodeMeta } from '../../../src/search/split/files'
import { folderVersions } from '../../../src/search/split/folder-version'
import { dataAddress, FOLDER_DIGITS, folderGroupOf, SEARCH_META_URL } from '../../../src/search/split/layout'

/** Generated items of every kind, as the site's search lists them. */
const itemsOf = (count: number): SearchItem[] =>
  Array.from({ length: count }, (_, n) => {
    const type = (['Tool', 'Comparison', 'Directory', 'Article', 'Calculator'] as const)[n % 5]!
    const title = type === 'Comparison' ? `Tool ${n} vs Tool ${n + 1}` : `${type} ${n} for project work ${n % 7 === 0 ? 'crm' : 'payroll'}`
    return { title, type, href: `/${type.toLowerCase()}/${String(n).padStart(5, '0')}`, keywords: n % 3 === 0 ? ['teams', `k${n % 11}`] : [] }
  })

/** Each data file's path in its folder ("blocks/3.json"), by the address it is at. */
const dataFiles = (files: readonly { path: string; content: string }[]) =>
  new Map(files.filter((file) => `/${file.path}` !== SEARCH_META_URL).map((file) => [file.path.replace(/^search\/[0-9a-f]+\//, ''), { address: `/${file.path}`, content: file.content }]))

describe("the search's data folders", () => {
  it('hold a run of a numbered kind, the short strings starting with one character, or a vocabulary group', () => {
    expect(folderGroupOf('blocks/0.json')).toEqual({ group: 'blocks', run: 0 })
    expect(folderGroupOf('blocks/63.json')).toEqual({ group: 'blocks', run: 0 })
    expect(folderGroupOf('blocks/64.json')).toEqual({ group: 'blocks', run: 1 })
    expect(folderGroupOf('answers/31.json')).toEqual({ group: 'answers', run: 0 })
    expect(folderGroupOf('answers/32.json')).toEqual({ group: 'answers', run: 1 })
    expect(folderGroupOf('short/61.json')).toEqual({ group: 'short/61', run: 0 })
    expect(folderGroupOf('short/61-62.json')).toEqual({ group: 'short/61', run: 0 })
    expect(folderGroupOf('words/4n-0.json')).toEqual({ group: 'words/4n', run: 0 })
    expect(folderGroupOf('words/4n-3.json')).toEqual({ group: 'words/4n', run: 0 })
    // Folders named one after another, FOLDER_DIGITS characters each.
    const meta = { folders: { blocks: `${'a'.repeat(FOLDER_DIGITS)}${'b'.repeat(FOLDER_DIGITS)}`, 'short/61': 'c'.repeat(FOLDER_DIGITS) } }
    expect(dataAddress(meta, 'blocks/70.json')).toBe(`/search/${'b'.repeat(FOLDER_DIGITS)}/blocks/70.json`)
    expect(dataAddress(meta, 'short/61-62.json')).toBe(`/search/${'c'.repeat(FOLDER_DIGITS)}/short/61-62.json`)
    expect(dataAddress(meta, 'blocks/128.json')).toBeUndefined()
    expect(dataAddress(meta, 'tokens/0.json')).toBeUndefined()
  })

  it('are named anew where a file of theirs changed, and keep their names where none did (property)', () => {
    const paths = fc.uniqueArray(
      fc.oneof(
        fc.nat({ max: 200 }).map((n) => `blocks/${n}.json`),
        fc.nat({ max: 100 }).map((n) => `answers/${n}.json`),
        fc.nat({ max: 0x7f }).map((n) => `short/${n.toString(16)}.json`),
      ),
      { minLength: 1, maxLength: 80 },
    )
    fc.assert(
      fc.property(paths, fc.nat(), fc.string(), (list, pick, text) => {
        const files = list.map((path, n): [string, string] => [path, `[${n}]`])
        const changed = files[pick % files.length]![0]
        const edited = files.map(([path, content]): [string, string] => [path, path === changed ? `${content}${text}!` : content])
        const before = folderVersions(files)
        // Taken from the make before's digests or hashed anew, a file's digest is the same.
        const after = folderVersions(edited, before.digests)
        expect(after).toEqual(folderVersions(edited))
        const changedGroup = folderGroupOf(changed)
        for (const [path] of files) {
          const { group, run } = folderGroupOf(path)
          const same = dataAddress(before, path) === dataAddress(after, path)
          expect(dataAddress(after, path)).toMatch(new RegExp(`^/search/[0-9a-f]{${FOLDER_DIGITS}}/${path}$`))
          expect(same).toBe(group !== changedGroup.group || run !== changedGroup.run)
        }
      }),
    )
  })

  it('move only the runs holding a file that changed, new or gone; a few when a title keeps its length', () => {
    const items = itemsOf(6000)
    const before = buildSplitIndex(items)
    const then = dataFiles(before.files)
    const runOf = (path: string) => JSON.stringify(folderGroupOf(path))
    const retitle = (title: string) => {
      const after = buildSplitIndex(items.map((item, n) => (n === 2003 ? { ...item, title } : item)), {}, before.kept)
      const now = dataFiles(after.files)
      // Every file is where the manifest says, the manifest of its own build.
      for (const [path, { address }] of now) expect(address).toBe(addressOf(after.meta, path))
      // The runs with a file changed, new or gone (new words bring new short strings' files).
      const changedRuns = new Set([...new Set([...then.keys(), ...now.keys()])].filter((path) => then.get(path)?.content !== now.get(path)?.content).map(runOf))
      const kept = [...now].filter(([path]) => then.has(path))
      const moved = kept.filter(([path, { address }]) => then.get(path)!.address !== address)
      expect(changedRuns.size).toBeGreaterThan(0)
      expect(moved.map(([path]) => path)).toEqual(kept.filter(([path]) => changedRuns.has(runOf(path))).map(([path]) => path))
      return (kind: string) => moved.filter(([path]) => path.startsWith(`${kind}/`)).length
    }
    // Its length kept, the item keeps its place in storage order (order.ts), and its words' files alone change.
    // Of the 375 blocks and 24 title shards, one run of each moves (a small index has few runs of the other kinds).
    const sameLength = retitle(items[2003]!.title.replace('project', 'planned'))
    expect(sameLength('blocks')).toBe(64)
    expect(sameLength('titles')).toBeLessThanOrEqual(32)
    // Longer, it moves past the items of its kind between its two lengths: their numbers, in blocks and lists, change too.
    retitle(`${items[2003]!.title}, revised for the buyers of payroll software`)
  })

  it('are refused when the manifest does not name them as folders', () => {
    const { meta } = buildSplitIndex(itemsOf(40))
    expect(() => decodeMeta({ ...meta, folders: undefined })).toThrow('Search index: manifest names no data folders')
    expect(() => decodeMeta({ ...meta, folders: { blocks: 'abc' } })).toThrow('Search index: manifest names no folders for blocks ("abc")')
    expect(() => decodeMeta({ ...meta, folders: { blocks: 'Z'.repeat(FOLDER_DIGITS) } })).toThrow('names no folders for blocks')
    expect(() => addressOf(decodeMeta({ ...meta, folders: {} }), 'blocks/0.json')).toThrow('Search index: manifest names no folder for blocks/0.json')
    expect(addressOf(decodeMeta(meta), 'blocks/0.json')).toMatch(/^\/search\/[0-9a-f]{12}\/blocks\/0\.json$/)
  })
})
