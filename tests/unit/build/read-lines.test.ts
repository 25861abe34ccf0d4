import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { readLines } from '../../../scripts/lib/files.mjs'

const folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-lines-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** Every line `readLines` gives for a file of this text. */
async function linesOf(text: string) {
  const file = path.join(folder, 'lines.txt')
  writeFileSync(file, text)
  const lines: string[] = []
  for await (const batch of readLines(file)) lines.push(...batch)
  return lines
}

/** A line's text: any characters, many outside ASCII, but no line break. */
const lineText = fc.string({ unit: fc.oneof(fc.constantFrom('a', 'é', '€', '😀', '"', '\\'), fc.string({ unit: 'grapheme', maxLength: 1 })) }).map((text) => text.replace(/[\r\n]/g, ''))

describe('readLines', () => {
  it('gives each line as written, with "\\n" or "\\r\\n" between them and with or without one at the end', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(lineText, { minLength: 1, maxLength: 20 }), fc.boolean(), fc.boolean(), async (lines, crlf, atEnd) => {
        const text = lines.join(crlf ? '\r\n' : '\n') + (atEnd ? '\n' : '')
        // An empty last line with no ending is no line: the text ends at the line break before it.
        const expected = !atEnd && lines.at(-1) === '' ? lines.slice(0, -1) : lines
        expect(await linesOf(text)).toEqual(expected)
      }),
      { numRuns: 60 },
    )
  })

  it('keeps characters whole across the reads of a long file', async () => {
    // Lines of 1 to 4 byte characters, some 3 MB: reads of the file end inside characters and lines.
    const lines = Array.from({ length: 3000 }, (_, n) => `${n} ${'é€😀a'.repeat(50 + (n % 200))}`)
    expect(await linesOf(`${lines.join('\n')}\n`)).toEqual(lines)
  })

  it('gives a line longer than a read whole, between short ones', async () => {
    // A line of some 2.6 MB, of 1 to 4 byte characters: reads of 1 MB end inside it, with no line break in one of them.
    const lines = ['first', `long ${'é€😀a'.repeat(260_000)}`, 'after', '']
    const got = await linesOf(lines.join('\n'))
    expect(got.map((line) => line.length)).toEqual(lines.slice(0, -1).map((line) => line.length))
    expect(got).toEqual(lines.slice(0, -1))
  })

  it('gives a last line of many reads whole, with no line break after it, and one file that is one such line', async () => {
    // Some 3.4 MB each: four reads of 1 MB, none with a line break, joined once their line ends (or the file does).
    const long = `${'é€😀a'.repeat(340_000)}`
    expect(await linesOf(`first\r\n${long}\r`)).toEqual(['first', long])
    expect(await linesOf(long)).toEqual([long])
    expect(await linesOf(`${long}\n${long}`)).toEqual([long, long])
  })

  it('gives no line for a file that is not there', async () => {
    const batches: string[][] = []
    for await (const batch of readLines(path.join(folder, 'missing.txt'))) batches.push(batch)
    expect(batches).toEqual([])
  })

  it('gives the lines a chunk at a time, never an empty batch', async () => {
    // Some 3 MB of lines: several reads of 1 MB, so several batches, none empty.
    const file = path.join(folder, 'batches.txt')
    writeFileSync(file, `${Array.from({ length: 30_000 }, (_, n) => `line ${n} ${'x'.repeat(90)}`).join('\n')}\n`)
    const batches: string[][] = []
    for await (const batch of readLines(file)) batches.push(batch)
    expect(batches.length).toBeGreaterThan(1)
    expect(batches.every((batch) => batch.length > 0)).toBe(true)
    expect(batches.flat()).toHaveLength(30_000)
    expect(batches.flat()[29_999]).toBe(`line 29999 ${'x'.repeat(90)}`)
  })
})
