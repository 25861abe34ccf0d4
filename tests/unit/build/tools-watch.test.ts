import { mkdtempSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { watchToolsFolder } from '../../../scripts/dev/tools-watch.mjs'

/** The preview's one watch of the tools folder, told to Vite's watcher as chokidar would tell it (#32). */
describe('watchToolsFolder', () => {
  let stop = () => {}
  let folder = ''
  afterEach(() => {
    stop()
    rmSync(folder, { recursive: true, force: true })
  })

  it("tells an edit, an edit saved by renaming a new file over the old, a new file and a removed one; not other files' events", async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'tools-watch-'))
    const file = path.join(folder, 'x.yaml')
    writeFileSync(file, 'name: X')
    const events: string[] = []
    stop = watchToolsFolder(folder, { emit: (event: string, changed: string) => (events.push(`${event} ${path.basename(changed)}`), true) })
    const told = (event: string) => expect.poll(() => events, { timeout: 5_000 }).toContain(event)
    writeFileSync(file, 'name: X, edited')
    await told('change x.yaml')
    writeFileSync(path.join(folder, '.x.yaml.tmp'), 'name: X, saved whole')
    renameSync(path.join(folder, '.x.yaml.tmp'), file)
    await expect.poll(() => events.filter((event) => event === 'change x.yaml').length, { timeout: 5_000 }).toBeGreaterThan(1)
    writeFileSync(path.join(folder, 'y.yaml'), 'name: Y')
    await told('add y.yaml')
    unlinkSync(path.join(folder, 'y.yaml'))
    await told('unlink y.yaml')
    expect(events.filter((event) => !/ [xy]\.yaml$/.test(event))).toEqual([])
    expect(events).not.toContain('add x.yaml')
  })

  it('does nothing where there is no tools folder', () => {
    folder = mkdtempSync(path.join(tmpdir(), 'tools-watch-'))
    expect(() => (stop = watchToolsFolder(path.join(folder, 'none'), { emit: () => true }))).not.toThrow()
  })
})
