import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nameSearchFiles } from '../../../src/catalogue/finder-split-build'
import { fileText, matchNames, nameGramData, NAMES_MANIFEST_URL, type NamesManifest } from '../../../src/catalogue/name-grams'

/** What the pickers did with every name: the first `limit` whose lower-cased name holds the query, by name, leaving out `exclude` (none for nothing typed). */
const filtered = (tools: { id: string; name: string }[], wanted: string, limit: number, exclude: ReadonlySet<string>) =>
  !wanted ? [] : tools
    .map((tool): [string, string] => [tool.id, tool.name])
    .sort((a, b) => a[1].localeCompare(b[1]))
    .filter(([id, name]) => !exclude.has(id) && name.toLowerCase().includes(wanted))
    .slice(0, limit)

/** Matches from the split files, small caps so that capped files and their longer grams are exercised; and the paths read. */
async function split(tools: { id: string; name: string }[], wanted: string, limit: number, exclude: ReadonlySet<string>, cap = 3) {
  const { chars, files } = nameGramData(tools, 6, cap)
  const byPath = new Map(files)
  const read: string[] = []
  const manifest: NamesManifest = { base: '/', keep: 6, chars }
  const matches = await matchNames(manifest, wanted, limit, exclude, async (path) => {
    read.push(path)
    const content = byPath.get(path)
    if (content === undefined) throw new Error(`no file ${path}`)
    return JSON.parse(content) as unknown
  })
  return { matches, read }
}

describe("the pickers' names", () => {
  it('match exactly as filtering every name does, for any names and query, never asking for a file that is not there', async () => {
    const name = fc.stringMatching(/^[A-Za-zÉé .1-3-]{1,10}$/)
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(name, { maxLength: 40 }), fc.stringMatching(/^[a-zé .1-3-]{1,5}$/), fc.integer({ min: 0, max: 2 }), async (names, query, excluded) => {
        const tools = names.map((text, at) => ({ id: `t${at}`, name: text }))
        const wanted = query.trim().toLowerCase()
        // The builder leaves out tools it has: some of the first matches.
        const exclude = new Set(filtered(tools, wanted, excluded, new Set()).map(([id]) => id))
        const { matches } = await split(tools, wanted, 4, exclude)
        expect(matches).toEqual(filtered(tools, wanted, 4, exclude))
      }),
      { numRuns: 400 },
    )
  })

  it('fetch one short file for a letter or two, then a file of three letters, longer only while a file is capped', async () => {
    const tools = ['Notion', 'Nothing', 'Notable', 'Note 1', 'Note 2', 'Asana'].map((text, at) => ({ id: `t${at}`, name: text }))
    expect((await split(tools, 'no', 8, new Set())).read).toEqual(['s/n.json'])
    expect((await split(tools, 'not', 8, new Set())).read).toEqual(['s/n.json', 'g/not.json'])
    // "not" is in 5 names, over the cap of 3: "note" has its own file.
    expect((await split(tools, 'note', 8, new Set())).read).toEqual(['s/n.json', 'g/not.json', 'g/note.json'])
    expect((await split(tools, 'note', 8, new Set())).matches.map(([, text]) => text)).toEqual(['Note 1', 'Note 2'])
    expect((await split(tools, 'xyz', 8, new Set())).read).toEqual([])
    expect((await split(tools, 'nox', 8, new Set())).read).toEqual(['s/n.json'])
  })

  it('name files in a-z, 0-9 and _ only, and the data folder by its content', () => {
    expect(fileText('no 1')).toBe('no_00201')
    expect(fileText('Ép')).toBe('_00c9p')
    const { manifest, files } = nameSearchFiles([{ id: 'notion', name: 'Notion' }])
    expect(files[0]).toEqual({ path: NAMES_MANIFEST_URL.slice(1), content: JSON.stringify(manifest) })
    expect(manifest.base).toMatch(/^\/tool-data\/names-[a-z0-9]+\/$/)
    for (const file of files.slice(1)) expect(file.path).toMatch(/^tool-data\/names-[a-z0-9]+\/[sg]\/[a-z0-9_]+\.json$/)
  })
})
