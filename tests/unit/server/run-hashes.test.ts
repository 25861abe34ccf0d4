import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RUN, runsHash } from '../../../src/server/run-hashes'

/** An item of a list: its id and what its line says (the items are objects, compared by identity as the registry's are). */
interface Item {
  id: number
  text: string
}
const lineOf = (item: Item) => `${item.id}=${item.text}`

/** A list of `count` items. */
const listOf = (count: number, text = 'a'): Item[] => Array.from({ length: count }, (_, id) => ({ id, text }))

describe("a whole list's hash from its runs of lines (#32)", () => {
  it('is the same whether a run was kept from before a save or hashed again, for any save (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 * RUN }),
        fc.array(fc.record({ at: fc.nat(), kind: fc.constantFrom('text', 'object', 'insert', 'remove') }), { maxLength: 6 }),
        (count, edits) => {
          const items = listOf(count)
          const before = runsHash(items, lineOf)
          const after = [...items]
          const changed = new Set<Item>()
          for (const { at, kind } of edits) {
            if (kind === 'insert') after.splice(at % (after.length + 1), 0, { id: -1, text: 'new' })
            else if (after.length === 0) continue
            else if (kind === 'remove') after.splice(at % after.length, 1)
            else if (kind === 'object') after[at % after.length] = { ...after[at % after.length]!, text: 'other' }
            else {
              // The same object, its line changed in place: only a save's word that it changed says so.
              const item = after[at % after.length]!
              item.text = 'changed'
              changed.add(item)
            }
          }
          const whole = runsHash(after, lineOf)
          const kept = runsHash(after, lineOf, { runs: before.runs, changed: (item) => changed.has(item) })
          expect(kept.hash).toBe(whole.hash)
          expect(kept.runs.runs).toEqual(whole.runs.runs)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('writes out only the runs a save changed', () => {
    const items = listOf(4 * RUN + 10)
    const before = runsHash(items, lineOf)
    const after = [...items]
    after[RUN + 3] = { id: RUN + 3, text: 'b' }
    let lines = 0
    const counted = (item: Item) => {
      lines += 1
      return lineOf(item)
    }
    const kept = runsHash(after, counted, { runs: before.runs, changed: () => false })
    // The changed run, and the last one (shorter than a run, always hashed again).
    expect(lines).toBe(RUN + 10)
    expect(kept.hash).toBe(runsHash(after, lineOf).hash)
    expect(kept.hash).not.toBe(before.hash)
    // What it is told changed is hashed again even where the object is the same.
    lines = 0
    runsHash(after, counted, { runs: kept.runs, changed: (item) => item.id === 5 })
    expect(lines).toBe(RUN + 10)
  })

  it('tells lists apart by their lines, their order and their length', () => {
    const hash = (items: Item[]) => runsHash(items, lineOf).hash
    expect(hash(listOf(3))).toBe(hash(listOf(3)))
    expect(hash(listOf(3))).not.toBe(hash(listOf(3, 'b')))
    expect(hash(listOf(3))).not.toBe(hash(listOf(3).reverse()))
    expect(hash(listOf(0))).not.toBe(hash(listOf(1)))
    expect(hash(listOf(RUN))).not.toBe(hash(listOf(RUN + 1)))
  })
})
