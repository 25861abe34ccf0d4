import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { pageKeys } from '../../../scripts/build/pages.mjs'
import { readToolFiles } from '../../../scripts/build/tools-data.mjs'
import { readDataFile, readToolFile } from './fixtures/tool-file-reader.mjs'

const work = mkdtempSync(path.join(tmpdir(), 'toolcompass-tools-data-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))
const readerUrl = pathToFileURL(path.join(import.meta.dirname, 'fixtures/tool-file-reader.mjs')).href

/** A project with `count` tools files, tool-0.yaml … ; tool-1's second line holds a TODO. */
function project(name: string, count: number) {
  const root = path.join(work, name)
  mkdirSync(path.join(root, 'content/_tools'), { recursive: true })
  for (let n = 0; n < count; n++) writeFileSync(path.join(root, `content/_tools/tool-${n}.yaml`), `name: Tool ${n}\nrating: ${n % 5}${n === 1 ? ' # TODO: check' : ''}\n`)
  return root
}

/** Checks as a build reads them from its buckets: each tool's data with its id, last, as the registry adds it. */
const withIds = (checks: Awaited<ReturnType<typeof readToolFiles>>['toolChecks']) =>
  Object.fromEntries(Object.entries(checks).map(([key, check]) => [key, check.data ? { ...check, data: { ...check.data, id: key.replace(/^.*\//, '').replace(/\.yaml$/, '') } } : check]))

describe('readToolFiles', () => {
  it('parses and checks every file the same on worker threads as in the build thread, with its TODO lines, in name order', async () => {
    const inline = await readToolFiles(project('inline', 12), readToolFile)
    const notHere = () => {
      throw new Error('parsed in the build thread')
    }
    const threaded = await readToolFiles(project('threaded', 12), notHere, { workers: { readerUrl, threads: 2, from: 1, batch: 4 } })
    expect(inline.parsed).toBe(12)
    expect(threaded).toEqual(inline)
    expect(threaded.toolChecks['/content/_tools/tool-10.yaml']).toEqual({ data: { name: 'Tool 10', rating: 0, checked: true }, problems: [] })
    // Checked, the value is not kept beside its check: the registry takes the check.
    expect(threaded.tools['/content/_tools/tool-10.yaml']).toBeUndefined()
    expect(threaded.toolTodoLines['/content/_tools/tool-1.yaml']).toEqual([2])
    expect(Object.keys(threaded.tools).slice(0, 3)).toEqual(['/content/_tools/tool-0.yaml', '/content/_tools/tool-1.yaml', '/content/_tools/tool-10.yaml'])
  }, 30_000)

  it('parses again only the file that changed', async () => {
    const root = project('edited', 5)
    await readToolFiles(root, readDataFile)
    expect((await readToolFiles(root, readDataFile)).parsed).toBe(0)
    writeFileSync(path.join(root, 'content/_tools/tool-3.yaml'), 'name: Tool Three\n')
    const again = await readToolFiles(root, readDataFile)
    expect(again.parsed).toBe(1)
    expect(again.tools['/content/_tools/tool-3.yaml']).toEqual({ name: 'Tool Three' })
    expect(again.toolChecks).toEqual({})
  })

  it('told which files changed since its last read (a build that stays running), reads those alone, and gives what a whole read gives (#32)', async () => {
    const root = project('watched', 6)
    await readToolFiles(root, readToolFile)
    writeFileSync(path.join(root, 'content/_tools/tool-3.yaml'), 'name: Tool Three\nrating: 2\n')
    writeFileSync(path.join(root, 'content/_tools/tool-9.yaml'), 'name: Tool Nine\nrating: 1\n')
    rmSync(path.join(root, 'content/_tools/tool-4.yaml'))
    // A file it is not told of is taken as it was read: the watch names every change.
    writeFileSync(path.join(root, 'content/_tools/tool-5.yaml'), 'name: Not Read\nrating: 3\n')
    const told = await readToolFiles(root, readToolFile, { changed: new Set(['tool-3.yaml', 'tool-9.yaml', 'tool-4.yaml']) })
    expect(told.parsed).toBe(2)
    expect(Object.keys(told.tools)).toEqual(['/content/_tools/tool-0.yaml', '/content/_tools/tool-1.yaml', '/content/_tools/tool-2.yaml', '/content/_tools/tool-3.yaml', '/content/_tools/tool-5.yaml', '/content/_tools/tool-9.yaml'])
    expect(told.toolChecks['/content/_tools/tool-3.yaml']?.data).toMatchObject({ name: 'Tool Three', rating: 2 })
    expect(told.toolChecks['/content/_tools/tool-9.yaml']?.data).toMatchObject({ name: 'Tool Nine', rating: 1 })
    expect(told.toolChecks['/content/_tools/tool-5.yaml']?.data).toMatchObject({ name: 'Tool 5' })
    // Its buckets were written as a whole read would write them: a read of them all now (tool-5 named) gives the same.
    const whole = await readToolFiles(root, readToolFile, { changed: new Set(['tool-5.yaml']) })
    const fresh = await readToolFiles(root, readToolFile)
    expect(fresh.parsed).toBe(0)
    expect(withIds(fresh.toolChecks)).toEqual(withIds(whole.toolChecks))
    expect(fresh.toolChecks['/content/_tools/tool-5.yaml']?.data).toMatchObject({ name: 'Not Read' })
    // A file gone that it was not told of: it reads the whole folder.
    rmSync(path.join(root, 'content/_tools/tool-0.yaml'))
    const unknown = await readToolFiles(root, readToolFile, { changed: new Set(['tool-1.yaml']) })
    expect(Object.keys(unknown.tools)).not.toContain('/content/_tools/tool-0.yaml')
  })

  it('told of files that changed among the same files, gives what a whole read gives, again and again (#32)', async () => {
    const root = project('patched', 6)
    const first = await readToolFiles(root, readToolFile)
    writeFileSync(path.join(root, 'content/_tools/tool-2.yaml'), 'name: Tool Two\nrating: 2\n')
    const once = await readToolFiles(root, readToolFile, { changed: new Set(['tool-2.yaml']) })
    expect(once.parsedKeys).toEqual(['/content/_tools/tool-2.yaml'])
    expect(Object.keys(once.tools)).toEqual(Object.keys(first.tools))
    expect(once.toolChecks['/content/_tools/tool-2.yaml']?.data).toMatchObject({ name: 'Tool Two', rating: 2 })
    // A file with a problem: its check says so, and no data is given for it.
    writeFileSync(path.join(root, 'content/_tools/tool-4.yaml'), 'name: Tool Four\n')
    const twice = await readToolFiles(root, readToolFile, { changed: new Set(['tool-4.yaml']) })
    expect(twice.toolChecks['/content/_tools/tool-4.yaml']).toEqual({ problems: ['content/_tools/tool-4.yaml: rating: expected a number'] })
    expect(twice.toolChecks['/content/_tools/tool-2.yaml']?.data).toMatchObject({ name: 'Tool Two' })
    const whole = await readToolFiles(root, readToolFile)
    expect(whole.parsed).toBe(0)
    expect(withIds(twice.toolChecks)).toEqual(withIds(whole.toolChecks))
    expect(twice.tools).toEqual(whole.tools)
    expect(twice.toolTodoLines).toEqual(whole.toolTodoLines)
  })

  it('keeps each check with its file: an unchanged file is not checked again, a changed one is, and its problems come back as found (#32)', async () => {
    const root = project('checked', 5)
    const first = await readToolFiles(root, readToolFile)
    const notAgain = () => {
      throw new Error('read again')
    }
    const kept = await readToolFiles(root, notAgain)
    expect(kept.parsed).toBe(0)
    // As checked, with the id the registry gives the tool (so it takes the data as it is).
    expect(kept).toEqual({ ...first, parsed: 0, parsedKeys: [], toolChecks: withIds(first.toolChecks) })
    writeFileSync(path.join(root, 'content/_tools/tool-3.yaml'), 'name: Tool Three\n')
    const again = await readToolFiles(root, readToolFile)
    expect(again.parsed).toBe(1)
    expect(again.parsedKeys).toEqual(['/content/_tools/tool-3.yaml'])
    expect(again.toolChecks['/content/_tools/tool-3.yaml']).toEqual({ problems: ['content/_tools/tool-3.yaml: rating: expected a number'] })
    expect(again.toolChecks['/content/_tools/tool-2.yaml']).toEqual(withIds(first.toolChecks)['/content/_tools/tool-2.yaml'])
  })

  it("keeps a tool's plans, features, pros and cons as text until they are read, in their places: the same data and the same JSON as parsed (#32)", async () => {
    const root = path.join(work, 'read-when-asked')
    mkdirSync(path.join(root, 'content/_tools'), { recursive: true })
    // Enough files that a bucket written again holds tools it did not parse again.
    const source = (n: number) =>
      [`name: Tool ${n}`, `rating: ${n % 5}`, 'plans:', `  - name: Pro ${n}`, '    price: { amount: 10, per: user }', 'features:', `  sso: ${n % 2 ? 'yes' : 'Pro'}`, 'pros: [Fast]', 'cons: ["Per-seat, \\"strict\\" pricing"]', 'sponsored: false'].join('\n')
    for (let n = 0; n < 200; n++) writeFileSync(path.join(root, `content/_tools/tool-${n}.yaml`), source(n))
    const first = await readToolFiles(root, readToolFile)
    const kept = await readToolFiles(root, readToolFile)
    const key = (n: number) => `/content/_tools/tool-${n}.yaml`
    const data = kept.toolChecks[key(7)]!.data as Record<string, unknown>
    // Not read yet: a getter where the field is, in its place.
    expect(Object.getOwnPropertyDescriptor(data, 'plans')?.get).toBeTypeOf('function')
    expect(Object.getOwnPropertyDescriptor(data, 'name')?.value).toBe('Tool 7')
    expect(Object.keys(data)).toEqual([...Object.keys(first.toolChecks[key(7)]!.data!), 'id'])
    expect(JSON.stringify(kept.toolChecks)).toBe(JSON.stringify(withIds(first.toolChecks)))
    expect(data.plans).toEqual([{ name: 'Pro 7', price: { amount: 10, per: 'user' } }])
    expect(data.plans).toBe(data.plans)
    // One file edited: its bucket is written again with the others as they were read, read or not.
    void (kept.toolChecks[key(8)]!.data as Record<string, unknown>).features
    writeFileSync(path.join(root, 'content/_tools/tool-3.yaml'), source(3).replace('Tool 3', 'Tool Three'))
    await readToolFiles(root, readToolFile)
    const again = await readToolFiles(root, readToolFile)
    expect(again.parsed).toBe(0)
    const edited = withIds({ ...first.toolChecks, [key(3)]: { ...first.toolChecks[key(3)]!, data: { ...first.toolChecks[key(3)]!.data!, name: 'Tool Three' } } })
    expect(JSON.stringify(again.toolChecks)).toBe(JSON.stringify(edited))
    expect(again.toolChecks).toEqual(edited)
    // Its bytes read only when a field is first asked for, from the file the bucket named as it was read, even once another build has replaced it.
    const cache = path.join(root, '.build/cache/tools')
    const late = await readToolFiles(root, readToolFile)
    for (const name of readdirSync(cache).filter((name) => name.endsWith('.bytes'))) rmSync(path.join(cache, name))
    expect((late.toolChecks[key(9)]!.data as Record<string, unknown>).plans).toEqual([{ name: 'Pro 9', price: { amount: 10, per: 'user' } }])
    expect(JSON.stringify(late.toolChecks)).toBe(JSON.stringify(edited))
    for (let n = 0; n < 200; n++) writeFileSync(path.join(root, `content/_tools/tool-${n}.yaml`), source(n).replace(`Tool ${n}`, n === 3 ? 'Tool Three' : `Tool ${n}`))
    expect((await readToolFiles(root, readToolFile)).parsed).toBe(200)
    // The bytes a bucket names gone or cut short: its files are parsed again, never read from what is left.
    const bytesFiles = readdirSync(cache).filter((name) => name.endsWith('.bytes'))
    expect(bytesFiles.length).toBeGreaterThan(1)
    rmSync(path.join(cache, bytesFiles[0]!))
    writeFileSync(path.join(cache, bytesFiles[1]!), 'cut')
    const mended = await readToolFiles(root, readToolFile)
    expect(mended.parsed).toBeGreaterThan(0)
    expect(mended.parsed).toBeLessThan(200)
    // Those parsed again come without the id a bucket adds; else the same.
    const withoutIds = (checks: typeof edited) => JSON.stringify(checks, (key, value: unknown) => (key === 'id' ? undefined : value))
    expect(withoutIds(mended.toolChecks)).toBe(withoutIds(edited))
    expect((await readToolFiles(root, readToolFile)).parsed).toBe(0)
  })

  it('names the file and line of invalid YAML, on worker threads too', async () => {
    const root = project('invalid', 6)
    writeFileSync(path.join(root, 'content/_tools/tool-4.yaml'), 'name: [Tool 4\n')
    await expect(readToolFiles(root, readDataFile, { workers: { readerUrl, threads: 2, from: 1, batch: 2 } })).rejects.toThrow(/^content\/_tools\/tool-4\.yaml: not valid YAML: .*line 2/s)
  }, 30_000)

  it('names a file of the folder that is not a .yaml, so not read, and reads the rest', async () => {
    const root = project('strays', 2)
    writeFileSync(path.join(root, 'content/_tools/acme.yml'), 'name: Acme\n')
    writeFileSync(path.join(root, 'content/_tools/.DS_Store'), '')
    const read = await readToolFiles(root, readToolFile)
    expect(read.strays).toEqual(['content/_tools/acme.yml: not read: tools files end in .yaml (rename it acme.yaml)'])
    expect(Object.keys(read.tools)).toEqual(['/content/_tools/tool-0.yaml', '/content/_tools/tool-1.yaml'])
  })
})

describe('pageKeys', () => {
  it('lists the .mdx pages, and names a Markdown file among them (not README.md), which would go unpublished', async () => {
    const root = path.join(work, 'pages')
    mkdirSync(path.join(root, 'content/guides'), { recursive: true })
    mkdirSync(path.join(root, 'content/_tools'), { recursive: true })
    for (const file of ['README.md', 'about.mdx', 'guides/a.mdx', 'guides/crm-checklist.md', '_tools/notes.md']) writeFileSync(path.join(root, 'content', file), '')
    const strays: string[] = []
    expect(await pageKeys(root, strays)).toEqual(['/content/about.mdx', '/content/guides/a.mdx'])
    expect(strays).toEqual(['content/guides/crm-checklist.md: not published: pages are .mdx files (rename it crm-checklist.mdx)'])
  })
})
