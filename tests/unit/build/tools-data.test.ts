import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { readToolFiles } from '../../../scripts/build/tools-data.mjs'
import { readDataFile } from './fixtures/data-file-reader.mjs'

const work = mkdtempSync(path.join(tmpdir(), 'toolcompass-tools-data-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))
const readerUrl = pathToFileURL(path.join(import.meta.dirname, 'fixtures/data-file-reader.mjs')).href

/** A project with `count` tools files, tool-0.yaml … ; tool-1's second line holds a TODO. */
function project(name: string, count: number) {
  const root = path.join(work, name)
  mkdirSync(path.join(root, 'content/_tools'), { recursive: true })
  for (let n = 0; n < count; n++) writeFileSync(path.join(root, `content/_tools/tool-${n}.yaml`), `name: Tool ${n}\nrating: ${n % 5}${n === 1 ? ' # TODO: check' : ''}\n`)
  return root
}

describe('readToolFiles', () => {
  it('parses every file the same on worker threads as in the build thread, with its TODO lines, in name order', async () => {
    const inline = await readToolFiles(project('inline', 12), readDataFile)
    const notHere = () => {
      throw new Error('parsed in the build thread')
    }
    const threaded = await readToolFiles(project('threaded', 12), notHere, { workers: { readerUrl, threads: 2, from: 1, batch: 4 } })
    expect(inline.parsed).toBe(12)
    expect(threaded).toEqual(inline)
    expect(threaded.tools['/content/_tools/tool-10.yaml']).toEqual({ name: 'Tool 10', rating: 0 })
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
  })

  it('names the file and line of invalid YAML, on worker threads too', async () => {
    const root = project('invalid', 6)
    writeFileSync(path.join(root, 'content/_tools/tool-4.yaml'), 'name: [Tool 4\n')
    await expect(readToolFiles(root, readDataFile, { workers: { readerUrl, threads: 2, from: 1, batch: 2 } })).rejects.toThrow(/^content\/_tools\/tool-4\.yaml: not valid YAML: .*line 2/s)
  }, 30_000)
})
