import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { HeldFiles } from '../../../scripts/build/held-files.mjs'
import { syncStaging, syncSteps } from '../../../scripts/build/staging-sync.mjs'

/** #32: while a build that stays running waits, the folder its next build stages in is brought up to date with dist/. */
describe('syncStaging', () => {
  let root = ''
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  /** A folder holding these files (path: content), and its list, each file's identity its content; `forms` files get both forms. */
  const folder = (name: string, files: Record<string, string>, forms: readonly string[] = []) => {
    const at = path.join(root, name)
    const held = new HeldFiles()
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(at, file)), { recursive: true })
      writeFileSync(path.join(at, file), content)
      if (forms.includes(file)) {
        writeFileSync(path.join(at, `${file}.br`), `br of ${content}`)
        writeFileSync(path.join(at, `${file}.gz`), `gz of ${content}`)
      }
      held.add(file, `id ${content}`, forms.includes(file) ? `forms ${content}` : undefined)
    }
    return { at, held }
  }
  const read = (at: string, file: string) => (existsSync(path.join(at, file)) ? readFileSync(path.join(at, file), 'utf8') : undefined)

  it("links what dist/ holds other than the folder, forms with their files, and says so in the folder's list", async () => {
    root = mkdtempSync(path.join(tmpdir(), 'staging-sync-'))
    const dist = folder('dist', { 'a.html': 'a2', 'same.html': 's', 'tools/new/index.html': 'n', 'b.json': 'b' }, ['a.html', 'same.html'])
    const staged = folder('previous', { 'a.html': 'a1', 'same.html': 's', 'b.json': 'b', 'gone.html': 'g' }, ['a.html', 'same.html', 'b.json'])
    const list = path.join(root, 'previous.json')
    writeFileSync(list, 'the list before')
    const unchanged = statSync(path.join(staged.at, 'same.html')).ino
    const result = await syncStaging({ folders: { staging: staged.at, dist: dist.at }, staged: staged.held, published: dist.held, list, saved: () => false })
    // a.html and its two forms, and the new page.
    expect(result).toEqual({ linked: 4, whole: true, changed: true })
    expect([read(staged.at, 'a.html'), read(staged.at, 'a.html.br'), read(staged.at, 'a.html.gz'), read(staged.at, 'tools/new/index.html')]).toEqual(['a2', 'br of a2', 'gz of a2', 'n'])
    // Linked, not copied: the same file as dist/'s.
    expect(statSync(path.join(staged.at, 'a.html')).ino).toBe(statSync(path.join(dist.at, 'a.html')).ino)
    // What was the same is not touched; forms dist/ does not hold go; a file dist/ does not hold is left for the build to remove.
    expect(statSync(path.join(staged.at, 'same.html')).ino).toBe(unchanged)
    expect([read(staged.at, 'b.json'), read(staged.at, 'b.json.br'), read(staged.at, 'gone.html')]).toEqual(['b', undefined, 'g'])
    expect([...staged.held.entries()]).toEqual([
      ['a.html', 'id a2', 'forms a2'],
      ['same.html', 'id s', 'forms s'],
      ['b.json', 'id b'],
      ['gone.html', 'id g'],
      ['tools/new/index.html', 'id n'],
    ])
    expect(staged.held.size).toBe(3 + 3 + 1 + 1 + 1)
    // The list on disk went before the first change (the watch writes the new one once it has waited: watch-wait.mjs).
    expect(existsSync(list)).toBe(false)
  })

  it('leaves the folder as its list says after each step, when a save cuts it short, and its list file gone', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'staging-sync-'))
    const files = Object.fromEntries(Array.from({ length: 6000 }, (_, n) => [`p${n}.html`, `new ${n}`]))
    const dist = folder('dist', files)
    const staged = folder('previous', Object.fromEntries(Object.keys(files).map((file, n) => [file, `old ${n}`])))
    const list = path.join(root, 'previous.json')
    writeFileSync(list, 'the list before')
    let looks = 0
    const result = await syncStaging({ folders: { staging: staged.at, dist: dist.at }, staged: staged.held, published: dist.held, list, saved: () => (looks += 1) >= 2 })
    expect(result.whole).toBe(false)
    expect(result.linked).toBeGreaterThan(0)
    expect(result.linked).toBeLessThan(6000)
    // Each file is what the list says it is: the new ones as dist/'s, the rest as they were.
    const entries = [...staged.held.entries()]
    expect(entries.filter(([, identity]) => identity.startsWith('id new')).length).toBe(result.linked)
    for (const [file, identity] of entries) expect(`id ${read(staged.at, file)}`).toBe(identity)
    expect(existsSync(list)).toBe(false)
  })

  it('changes nothing, and keeps its list file, when the folder is as dist/; leaves lists with forms apart from their files alone', () => {
    root = mkdtempSync(path.join(tmpdir(), 'staging-sync-'))
    const dist = folder('dist', { 'a.html': 'a' }, ['a.html'])
    const staged = folder('previous', { 'a.html': 'a' }, ['a.html'])
    let changes = 0
    const steps = syncSteps({ staging: staged.at, dist: dist.at }, staged.held, dist.held, () => (changes += 1))
    expect([...steps, changes]).toEqual([0])
    // A list of the layout before: a form held as a file of its own.
    const older = folder('older', { 'a.html': 'old' })
    older.held.add('a.html.br', 'br old')
    const apart = syncSteps({ staging: older.at, dist: dist.at }, older.held, dist.held, () => (changes += 1))
    expect([apart.next(), changes, read(older.at, 'a.html')]).toEqual([{ done: true, value: 0 }, 0, 'old'])
  })
})
