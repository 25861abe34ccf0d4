import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { derivedRecordFile, keepDerived, keepRelations, readKeptDerived, readKeptRelations, relationsRecordFile } from '../../../scripts/build/derived-record.mjs'

/** The derived values' hashes kept from one build to the next (scripts/build/derived-record.mjs, #32). */
describe('the derived values record', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolcompass-derived-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const summary = { reads: ['tools', 'list:tool'], readsDigest: 'd1', hash: 'h1' }
  const search = { reads: ['pages'], readsDigest: 'd2', hash: 'h2' }

  it('is empty without a file, and for another server bundle', async () => {
    expect((await readKeptDerived(derivedRecordFile(dir, 'none'))).size).toBe(0)
    await keepDerived(derivedRecordFile(dir, 'code-a'), new Map(), new Map([['summary', summary]]))
    expect((await readKeptDerived(derivedRecordFile(dir, 'code-b'))).size).toBe(0)
    expect(await readKeptDerived(derivedRecordFile(dir, 'code-a'))).toEqual(new Map([['summary', summary]]))
  })

  it("keeps what this build hashed over the last build's, and what it did not need; writes only when that changed", async () => {
    const file = derivedRecordFile(dir, 'code-c')
    expect(await keepDerived(file, new Map(), new Map([['summary', summary], ['search', search]]))).toBe(true)
    const before = await readKeptDerived(file)
    const written = statSync(file).mtimeMs
    expect(await keepDerived(file, before, new Map([['summary', summary]]))).toBe(false)
    expect(statSync(file).mtimeMs).toBe(written)
    const changed = { ...summary, readsDigest: 'd3', hash: 'h3' }
    expect(await keepDerived(file, before, new Map([['summary', changed]]))).toBe(true)
    expect(await readKeptDerived(file)).toEqual(new Map([['search', search], ['summary', changed]]))
  })

  it('is empty when the file cannot be read as one, and the build works every value out', async () => {
    const file = derivedRecordFile(dir, 'code-d')
    for (const text of ['{"summary":', '{"summary":{"reads":"tools","readsDigest":"d","hash":"h"}}', '[]']) {
      writeFileSync(file, text)
      expect((await readKeptDerived(file)).size).toBe(0)
    }
    expect(readFileSync(file, 'utf8')).toBe('[]')
  })

  it("keeps the tools' relations' hashes with what they came from: written when that changed or a hash was added, other code's removed", async () => {
    const file = relationsRecordFile(dir, 'code-e')
    expect(await readKeptRelations(file)).toBeUndefined()
    const first = { inputs: new Map([['Compliance', 'i1'], ['CRM', 'c1']]), hashes: new Map([['vanta', 'h1'], ['drata', 'h2']]) }
    expect(await keepRelations(file, undefined, first)).toBe(true)
    const before = await readKeptRelations(file)
    expect(before).toEqual(first)
    const written = statSync(file).mtimeMs
    // The same inputs and hashes: not written again, whether the record read or a copy.
    expect(await keepRelations(file, before, before!)).toBe(false)
    expect(await keepRelations(file, before, { inputs: new Map([['CRM', 'c1'], ['Compliance', 'i1']]), hashes: new Map(first.hashes) })).toBe(false)
    expect(statSync(file).mtimeMs).toBe(written)
    // A hash more, or other inputs (one field's): written.
    const more = { inputs: first.inputs, hashes: new Map([...first.hashes, ['paid', 'h3']]) }
    expect(await keepRelations(file, before, more)).toBe(true)
    expect(await readKeptRelations(file)).toEqual(more)
    const other = { inputs: new Map([['Compliance', 'i2'], ['CRM', 'c1']]), hashes: new Map([['vanta', 'h4']]) }
    expect(await keepRelations(file, more, other)).toBe(true)
    expect(await readKeptRelations(file)).toEqual(other)
    // Another server bundle's record goes when this one is written; the derived values' records stay.
    const next = relationsRecordFile(dir, 'code-f')
    expect(await keepRelations(next, undefined, first)).toBe(true)
    expect(existsSync(file)).toBe(false)
    expect(existsSync(derivedRecordFile(dir, 'code-a'))).toBe(true)
    // Not a record: none.
    // One hash for all fields, as an earlier layout kept it: none either, and rebuilt.
    for (const text of ['{"inputs":{"CRM":"i1"},"ids":["vanta"],"hashes":[1]}', '{"inputs":{"CRM":"i1"},"ids":["vanta","drata"],"hashes":["h1"]}', '{"inputs":{"CRM":1},"ids":[],"hashes":[]}', '{"inputs":"i1","ids":[],"hashes":[]}', '{"ids":[],"hashes":[]}', '{"inputs":']) {
      writeFileSync(next, text)
      expect(await readKeptRelations(next)).toBeUndefined()
    }
  })
})
