import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { placeExtras, writeRecordsLeft } from '../../../scripts/build/extras.mjs'
import { Placement } from '../../../scripts/build/placement.mjs'

/**
 * #32: a build that stays running leaves the other files' records to be
 * written while it waits (scripts/build/extras.mjs, `unwritten`): at
 * 100,000 tools the tools' records' record is 20 MB, written after every
 * tools file's save. Kept in memory at once; on disk once written, where
 * a new process reads it.
 */
const work = mkdtempSync(path.join(tmpdir(), 'toolcompass-extras-later-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** A site of one item group, two tools' records; `holds` says whether what an item read is unchanged. */
const siteOf = (holds: boolean) => {
  const made: string[] = []
  const site = {
    extraGroups: () => [],
    extraItemGroups: () => ['toolRecords'],
    extraItems: () => ['a', 'b'],
    extraItem: (_group: string, id: string) => {
      made.push(id)
      return { files: [{ path: `tool-data/${id}.json`, content: JSON.stringify({ id }) }], dependsOn: [`tool:${id}`] }
    },
    digestHolds: () => holds,
    dependencyDigest: (keys: string[]) => keys.join(' '),
    coveringKeys: () => ['tools'],
  }
  return { site, made }
}

const place = (label: string, holds: boolean, options: { records?: Map<string, unknown>; unwritten?: Map<string, unknown> } = {}) => {
  const { site, made } = siteOf(holds)
  const placing = placeExtras({
    site: site as never,
    serverCode: 'code',
    placement: new Placement(path.join(work, label)),
    storeDir: path.join(work, 'store'),
    cacheDir: path.join(work, 'extras'),
    ...options,
  })
  return placing.then((result) => ({ ...result, made }))
}

const recordFiles = () => readdirSync(path.join(work, 'extras')).filter((file) => file.endsWith('.json'))

describe('placeExtras with records left to be written', () => {
  it('keeps a record made in memory and in `unwritten`, writes no file, and a new process reads it once written', async () => {
    const records = new Map<string, unknown>()
    const unwritten = new Map<string, unknown>()
    const first = await place('first', false, { records, unwritten })
    expect(first.made).toEqual(['a', 'b'])
    expect(recordFiles()).toEqual([])
    expect(unwritten.size).toBe(1)
    const [file, record] = [...unwritten][0]!
    expect(records.get(file)).toBe(record)
    // The same process takes it from memory: nothing made again.
    expect((await place('second', true, { records, unwritten })).made).toEqual([])
    await writeRecordsLeft(unwritten)
    expect(unwritten.size).toBe(0)
    expect(recordFiles()).toEqual([path.basename(file)])
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(record)
    // A new process (no records in memory) reads the file: nothing made again.
    expect((await place('third', true)).made).toEqual([])
  })

  it('writes the record at once without `unwritten`', async () => {
    rmSync(path.join(work, 'extras'), { recursive: true, force: true })
    await place('fourth', false)
    expect(recordFiles()).toHaveLength(1)
  })
})
