import { describe, expect, it } from 'vitest'
import { nameShardOf, nameShards, nameShardUrl } from '../../../src/catalogue/name-shards'

describe('name shards (#32)', () => {
  it('split the names by the first two characters of the id, each shard sorted, with an index of those that exist', () => {
    const { index, shards } = nameShards([
      { id: 'notion', name: 'Notion' },
      { id: 'asana', name: 'Asana' },
      { id: 'nuclino', name: 'Nuclino' },
      { id: 'notion-calendar', name: 'Notion Calendar' },
      { id: 'x', name: 'X' },
    ])
    expect(index).toEqual(['as', 'no', 'nu', 'x'])
    expect(shards.get('no')).toEqual([
      ['notion', 'Notion'],
      ['notion-calendar', 'Notion Calendar'],
    ])
    expect(nameShardOf('asanna')).toBe('as')
    expect(nameShardUrl('as')).toBe('/tools/names/as.json')
  })

  it('at 100,000 tools, a shard is a sliver of the names', () => {
    const letters = 'abcdefghijklmnopqrstuvwxyz0123456789'
    const tools = Array.from({ length: 100_000 }, (_, i) => {
      const id = `${letters[i % 36]}${letters[Math.floor(i / 36) % 36]}tool-${i}`
      return { id, name: `Tool ${i}` }
    })
    const { index, shards } = nameShards(tools)
    const largest = Math.max(...[...shards.values()].map((pairs) => JSON.stringify(pairs).length))
    expect(index.length).toBe(36 * 36)
    // About 77 names a shard: a few kilobytes, against some 3 MB for every name.
    expect(largest).toBeLessThan(5_000)
    expect(JSON.stringify(index).length).toBeLessThan(8_000)
  })
})
