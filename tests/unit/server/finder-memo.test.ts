import { describe, expect, it } from 'vitest'
import { extraGroup, type GroupMemo } from '../../../src/server/site-files'
import { registryOf, siteFrontmatters, siteTools } from '../site-content'

/** A memo held in memory, as the build keeps one in a file (scripts/build/group-memo.mjs), counting what a make took and made. */
function memoInMemory() {
  const entries = new Map<string, { state: string; text: string }>()
  const counts = { taken: 0, made: 0 }
  const memo: GroupMemo = {
    get: (id, state) => {
      const entry = entries.get(id)
      if (entry?.state !== state) return undefined
      counts.taken += 1
      return entry.text
    },
    set: (id, state, text) => {
      entries.set(id, { state, text })
      counts.made += 1
    },
  }
  return { memo, counts, reset: () => Object.assign(counts, { taken: 0, made: 0 }) }
}

/** The site's content with each tool's checked state, as the build's registry has them. */
const registry = registryOf(siteFrontmatters, siteTools)
const withStates = (changed?: { id: string; rating: number }) => {
  const tools = new Map([...registry.tools].map(([id, tool]) => [id, changed?.id === id ? { ...tool, rating: changed.rating } : tool]))
  const states = new Map([...tools.keys()].map((id) => [id, changed?.id === id ? `state of ${id} rated ${changed.rating}` : `state of ${id}`]))
  return { ...registry, tools, toolStates: states }
}

describe("the finder's records, kept in its memo by their tools' states (#32)", () => {
  it('makes the same files, and reads the same, as a make without a memo', () => {
    const { memo, counts } = memoInMemory()
    const without = extraGroup(withStates(), 'finder')
    const first = extraGroup(withStates(), 'finder', memo)
    expect(first).toEqual(without)
    expect(counts).toEqual({ taken: 0, made: registry.tools.size })
  })

  it("makes again only the record of a tool whose state changed, and the files show its change", () => {
    const { memo, counts, reset } = memoInMemory()
    extraGroup(withStates(), 'finder', memo)
    reset()
    const edited = withStates({ id: 'pipedrive', rating: 3.1 })
    const again = extraGroup(edited, 'finder', memo)
    expect(counts).toEqual({ taken: registry.tools.size - 1, made: 1 })
    expect(again).toEqual(extraGroup(edited, 'finder'))
    expect(again.files).not.toEqual(extraGroup(withStates(), 'finder').files)
    expect(again.files.some((file) => file.content.includes('"rating":3.1'))).toBe(true)
  })

  it('makes a record again whose kept text is not JSON of one', () => {
    const { memo, counts, reset } = memoInMemory()
    extraGroup(withStates(), 'finder', memo)
    reset()
    const spoiled: GroupMemo = { get: (id, state) => (id === 'notion' ? '{"id":"not' : id === 'coda' ? '[1]' : memo.get(id, state)), set: memo.set }
    expect(extraGroup(withStates(), 'finder', spoiled)).toEqual(extraGroup(withStates(), 'finder'))
    expect(counts.made).toBe(2)
  })

  it('keeps nothing for a tool without a checked state', () => {
    const { memo, counts } = memoInMemory()
    expect(extraGroup(registry, 'finder', memo)).toEqual(extraGroup(registry, 'finder'))
    expect(counts).toEqual({ taken: 0, made: 0 })
  })
})
