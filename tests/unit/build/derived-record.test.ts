import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { derivedRecordFile, keepDerived, readKeptDerived } from '../../../scripts/build/derived-record.mjs'

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
})
