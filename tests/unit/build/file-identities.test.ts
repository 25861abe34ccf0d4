import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { fileIdentities, identitiesOf } from '../../../scripts/build/file-identities.mjs'

const folder = mkdtempSync(path.join(tmpdir(), 'identities-'))
const names = Array.from({ length: 40 }, (_, at) => `tool-${at}.yaml`)
for (const name of names) writeFileSync(path.join(folder, name), `name: ${name}\n`)
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('fileIdentities', () => {
  it('gives on a thread of its own what the calling thread gives, in the order of the names', async () => {
    const here = identitiesOf(folder, names)
    const threaded = await fileIdentities(folder, names, { threadFrom: 1 })
    expect(threaded).toEqual(here)
    expect(new Set(threaded).size).toBe(names.length)
    expect(await fileIdentities(folder, [...names].reverse(), { threadFrom: 1 })).toEqual([...here].reverse())
  })

  it('changes when a file is written to', async () => {
    const [before] = await fileIdentities(folder, ['tool-3.yaml'], { threadFrom: 1 })
    appendFileSync(path.join(folder, 'tool-3.yaml'), 'rating: 4.1\n')
    const [after] = await fileIdentities(folder, ['tool-3.yaml'], { threadFrom: 1 })
    expect(after).not.toBe(before)
  })

  it('rejects when a file went since it was listed, on either thread', async () => {
    await expect(fileIdentities(folder, ['tool-1.yaml', 'gone.yaml'], { threadFrom: 1 })).rejects.toThrow(/gone\.yaml/)
    await expect(fileIdentities(folder, ['gone.yaml'])).rejects.toThrow(/gone\.yaml/)
  })
})
