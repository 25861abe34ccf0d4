import { describe, expect, it } from 'vitest'
import { FINDER_MANIFEST_URL, type FinderManifest } from '../../../src/catalogue/finder-split'
import { toolCatalogue, toolCatalogueSteps } from '../../../src/server/finder-catalogue'
import { extraGroup, readAheadOfGroup, type GroupMemo, type OutputFile } from '../../../src/server/site-files'
import { categorySlug } from '../../../src/shared/slug'
import { registryOf, siteFrontmatters, siteTools } from '../site-content'

/** A scope's entry in the memo ("scope all", "scope c-crm"), beside the tools' records (by their ids) and their keys ("#notion"). */
const isScope = (id: string) => id.startsWith('scope ')
const isKey = (id: string) => id.startsWith('#')
/** The whole make's entry: its manifest and files, while every record's key is as it was. */
const WHOLE = 'whole finder'

/**
 * A memo held in memory, as the build keeps one in a file (scripts/build/group-memo.mjs), counting what a make took
 * and made: tools' records in `counts`, scopes by name in `scopes`.
 */
function memoInMemory() {
  const entries = new Map<string, { state: string; text: string }>()
  const counts = { taken: 0, made: 0 }
  const keys = { taken: 0, made: 0 }
  const scopes = { taken: [] as string[], made: [] as string[] }
  const whole = { taken: 0, made: 0 }
  const memo: GroupMemo = {
    get: (id, state) => {
      const entry = entries.get(id)
      if (entry?.state !== state) return undefined
      if (id === WHOLE) whole.taken += 1
      else if (isScope(id)) scopes.taken.push(id.slice('scope '.length))
      else if (isKey(id)) keys.taken += 1
      else counts.taken += 1
      return entry.text
    },
    set: (id, state, text) => {
      entries.set(id, { state, text: typeof text === 'string' ? text : text() })
      if (id === WHOLE) whole.made += 1
      else if (isScope(id)) scopes.made.push(id.slice('scope '.length))
      else if (isKey(id)) keys.made += 1
      else counts.made += 1
    },
  }
  const reset = () => {
    Object.assign(counts, { taken: 0, made: 0 })
    Object.assign(keys, { taken: 0, made: 0 })
    Object.assign(scopes, { taken: [], made: [] })
    Object.assign(whole, { taken: 0, made: 0 })
  }
  /** The same memo, without the whole make's entry: a make then splits what changed, and takes the scopes that did not. */
  const withoutWhole: GroupMemo = { get: (id, state) => (id === WHOLE ? undefined : memo.get(id, state)), set: memo.set }
  return { memo, counts, keys, scopes, whole, entries, reset, withoutWhole }
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

  it("makes again only the record of a tool whose state changed, and its key, and the files show its change", () => {
    const { memo, counts, keys, reset } = memoInMemory()
    extraGroup(withStates(), 'finder', memo)
    reset()
    const edited = withStates({ id: 'pipedrive', rating: 3.1 })
    const again = extraGroup(edited, 'finder', memo)
    expect(counts).toEqual({ taken: registry.tools.size - 1, made: 1 })
    expect(keys).toEqual({ taken: registry.tools.size - 1, made: 1 })
    expect(again).toEqual(extraGroup(edited, 'finder'))
    expect(again.files).not.toEqual(extraGroup(withStates(), 'finder').files)
    expect(again.files.some((file) => file.content.includes('"rating":3.1'))).toBe(true)
  })

  it('makes a record again whose kept text is not JSON of one', () => {
    const { memo, counts, reset } = memoInMemory()
    extraGroup(withStates(), 'finder', memo)
    reset()
    const spoiled: GroupMemo = { get: (id, state) => (id === 'notion' ? '{"id":"not' : id === 'coda' ? '[1]' : id === WHOLE ? undefined : memo.get(id, state)), set: memo.set }
    expect(extraGroup(withStates(), 'finder', spoiled)).toEqual(extraGroup(withStates(), 'finder'))
    expect(counts.made).toBe(2)
  })

  it('gives the files of the make before while every record is as it was, and reads a kept record only for a file it makes', () => {
    const { memo, counts, scopes, whole, reset } = memoInMemory()
    const first = extraGroup(withStates(), 'finder', memo)
    expect(whole).toEqual({ taken: 0, made: 1 })
    reset()
    // Two records spoiled in the memo, their keys as they were: the files are given as the make before gave them, by path and key.
    const spoiled: GroupMemo = { get: (id, state) => (id === 'notion' ? '{"id":"not' : id === 'coda' ? '[1]' : memo.get(id, state)), set: memo.set }
    const again = extraGroup(withStates(), 'finder', spoiled)
    expect(whole).toEqual({ taken: 1, made: 0 })
    expect(counts.made).toBe(0)
    // Every scope's entry taken as it is, for the memo to keep.
    expect(scopes.taken.length).toBeGreaterThan(3)
    expect(scopes.made).toEqual([])
    expect(again.files.map((file) => [file.path, file.key])).toEqual(first.files.map((file) => [file.path, file.key]))
    // Read, a file is made from the catalogue, its spoiled records made again: the content a make without a memo gives.
    expect(again).toEqual(extraGroup(withStates(), 'finder'))
    // A record changed: the whole make is made again.
    reset()
    extraGroup(withStates({ id: 'pipedrive', rating: 3.1 }), 'finder', memo)
    expect(whole).toEqual({ taken: 0, made: 1 })
  })

  it('keeps nothing for a tool without a checked state', () => {
    const { memo, counts } = memoInMemory()
    expect(extraGroup(registry, 'finder', memo)).toEqual(extraGroup(registry, 'finder'))
    expect(counts).toEqual({ taken: 0, made: 0 })
  })
})

describe("the finder's scopes, kept in its memo by their tools' records (#32)", () => {
  /** Every scope the finder's manifest names: every tool's, and each field's. */
  const scopeNames = (files: readonly OutputFile[]) => (JSON.parse(files.find((file) => file.path === FINDER_MANIFEST_URL.slice(1))!.content) as FinderManifest).scopes.map(([name]) => name)

  it('gives every file a key, one no other file of the make has unless their content is the same', () => {
    const { files } = extraGroup(withStates(), 'finder')
    const byKey = new Map<string, string>()
    for (const file of files.slice(1)) {
      expect(file.key, file.path).toBeTypeOf('string')
      const other = byKey.get(file.key!)
      if (other === undefined) byKey.set(file.key!, file.content)
      else expect(file.content, file.path).toBe(other)
    }
  })

  it("splits again only every tool's scope and the edited tool's field's; the others' files are the same, made when read", () => {
    const { memo, scopes, reset } = memoInMemory()
    const first = extraGroup(withStates(), 'finder', memo)
    const names = scopeNames(first.files)
    expect(names.length).toBeGreaterThan(3)
    expect(scopes.made.sort()).toEqual([...names].sort())
    reset()
    const edited = withStates({ id: 'pipedrive', rating: 3.1 })
    const again = extraGroup(edited, 'finder', memo)
    const field = `c-${categorySlug(registry.tools.get('pipedrive')!.group)}`
    expect(scopes.made.sort()).toEqual(['all', field].sort())
    expect(scopes.taken.sort()).toEqual(names.filter((name) => name !== 'all' && name !== field).sort())
    // Paths, keys and content as a make without a memo gives them: reading a kept scope's content splits it.
    expect(again).toEqual(extraGroup(edited, 'finder'))
    // A kept scope's files are the first make's, by path and key.
    const keysOf = (files: readonly OutputFile[], scope: string) => files.filter((file) => file.path.includes(`/finder/${scope}/`)).map((file) => [file.path, file.key])
    const other = names.find((name) => name !== 'all' && name !== field)!
    expect(keysOf(again.files, other)).toEqual(keysOf(first.files, other))
    expect(keysOf(again.files, field)).not.toEqual(keysOf(first.files, field))
  })

  it("makes a kept scope's files only when one is read", () => {
    const { memo, entries, withoutWhole } = memoInMemory()
    extraGroup(withStates(), 'finder', memo)
    // A kept entry that names a file its scope's split does not make: the make gives it by its path and key, and only reading it finds out.
    const crm = entries.get('scope c-crm')!
    const kept = JSON.parse(crm.text) as { files: [string, string][] }
    kept.files.push(['tool-data/finder/c-crm/none.json', 'sets none'])
    const spoiled: GroupMemo = { get: (id, state) => (id === 'scope c-crm' && state === crm.state ? JSON.stringify(kept) : withoutWhole.get(id, state)), set: memo.set }
    const odd = extraGroup(withStates(), 'finder', spoiled).files.find((file) => file.path === 'tool-data/finder/c-crm/none.json')!
    expect(odd.key).toBe('sets none')
    expect(() => odd.content).toThrow(/scope c-crm .*delete \.build\/cache\//)
  })

  it('splits a scope again whose kept text is not one', () => {
    const { memo, scopes, reset, withoutWhole } = memoInMemory()
    extraGroup(withStates(), 'finder', memo)
    reset()
    const spoiled: GroupMemo = { get: (id, state) => (id === 'scope c-crm' ? '{"entry":[1,2],"files":[]}' : id === 'scope all' ? '{"entry"' : withoutWhole.get(id, state)), set: memo.set }
    expect(extraGroup(withStates(), 'finder', spoiled)).toEqual(extraGroup(withStates(), 'finder'))
    expect(scopes.made.sort()).toEqual(['all', 'c-crm'])
  })
})

describe('what a build that stays running keeps in memory of its finder make (#32)', () => {
  it('gives the files a make without a memo gives, save after save, and parses only the records that changed', () => {
    const { memo } = memoInMemory()
    const live = new Map<string, unknown>()
    const held: GroupMemo = { ...memo, live }
    const parsedRecords = () => new Map(live.get('parsed records') as Map<string, { record: object }>)
    // Saves as a writer makes them: a rating that moves a tool in the catalogue (listed best rated first), another, and back.
    const saves = [undefined, { id: 'pipedrive', rating: 3.1 }, { id: 'pipedrive', rating: 4.9 }, { id: 'notion', rating: 2.2 }, undefined]
    let before: Map<string, { record: object }> | undefined
    for (const [at, save] of saves.entries()) {
      const site = withStates(save)
      // Without the whole make's entry, as when a record changed: the catalogue is read, the changed scopes split again.
      const made = extraGroup(site, 'finder', { ...held, get: (id, state) => (id === WHOLE ? undefined : memo.get(id, state)) })
      expect(made, `save ${at}`).toEqual(extraGroup(site, 'finder'))
      const now = parsedRecords()
      if (before) {
        const changed = [...now].filter(([id, { record }]) => before!.get(id)?.record !== record).map(([id]) => id)
        const saved = new Set([save?.id, saves[at - 1]?.id].filter(Boolean))
        expect(changed.every((id) => saved.has(id)), `save ${at}: ${changed.join(', ')}`).toBe(true)
        expect(changed.length).toBeLessThanOrEqual(2)
      }
      before = now
    }
  })

  it('in a build that stays running, asks its memo only for the records that changed since its make before, and keeps the others', () => {
    const { memo, counts, keys, reset, entries } = memoInMemory()
    const live = new Map<string, unknown>()
    let keptUnmade = 0
    const held: GroupMemo = { ...memo, live, keepUnmade: () => void (keptUnmade += 1) }
    // The first make has no make before: it asks for every record.
    extraGroup(withStates(), 'finder', held)
    expect(keptUnmade).toBe(0)
    const saves = [{ id: 'pipedrive', rating: 3.1 }, { id: 'pipedrive', rating: 4.9 }, { id: 'notion', rating: 2.2 }, undefined]
    for (const [at, save] of saves.entries()) {
      reset()
      const site = withStates(save)
      const made = extraGroup(site, 'finder', { ...held, get: (id, state) => (id === WHOLE ? undefined : memo.get(id, state)) })
      expect(made, `save ${at}`).toEqual(extraGroup(site, 'finder'))
      // Only the saved tool's record is looked for (and made, when its state is new), and every other entry kept.
      const changedSince = new Set([save?.id, saves[at - 1]?.id].filter(Boolean)).size
      expect(counts.taken + counts.made, `save ${at}`).toBe(changedSince)
      expect(keys.taken + keys.made, `save ${at}`).toBe(changedSince)
      expect(keptUnmade, `save ${at}`).toBe(at + 1)
    }
    expect(entries.has('notion')).toBe(true)
  })

  it('takes the records kept as they were one by one when a tool of the make before is gone', () => {
    const { memo, counts } = memoInMemory()
    const live = new Map<string, unknown>()
    let keptUnmade = 0
    const held: GroupMemo = { ...memo, live, keepUnmade: () => void (keptUnmade += 1) }
    extraGroup(withStates(), 'finder', held)
    // The make before had a tool this one has not.
    ;(live.get('catalogue before') as Map<string, unknown>).set('gone-tool', ['state', '/tools/gone-tool', '{}', 'key'])
    counts.taken = 0
    const site = withStates()
    expect(extraGroup(site, 'finder', { ...held, get: (id, state) => (id === WHOLE ? undefined : memo.get(id, state)) })).toEqual(extraGroup(site, 'finder'))
    expect(keptUnmade).toBe(0)
    expect(counts.taken).toBe(registry.tools.size)
    expect((live.get('catalogue before') as Map<string, unknown>).has('gone-tool')).toBe(false)
  })
})

describe("the finder's read-ahead while a build that stays running waits (#32)", () => {
  it("parses every record, orders every scope and sets each order's bits into the live values, and the next save reads only what changed", () => {
    const { memo, counts, reset } = memoInMemory()
    extraGroup(withStates(), 'finder', memo)
    reset()
    const live = new Map<string, unknown>()
    // As the watch reads ahead: the memo read as it is, nothing made, step by step.
    const steps = [...readAheadOfGroup(withStates(), 'finder', { ...memo, live })]
    expect(steps.length).toBeGreaterThan(3)
    expect(counts.made).toBe(0)
    const parsed = new Map(live.get('parsed records') as Map<string, { record: object }>)
    expect(parsed.size).toBe(registry.tools.size)
    const orders = live.get('orders all') as { orders: Map<string, unknown> }
    expect([...orders.orders.keys()].sort()).toEqual(['name', 'price', 'rating'])
    // Each order's bits and each tool's feature values too, which a make from nothing sets for every tool.
    expect(['bits all name', 'bits all price', 'bits all rating', 'codes all'].filter((key) => !live.has(key))).toEqual([])
    // Read ahead once: a second read-ahead leaves what the first (or a make) kept.
    expect([...readAheadOfGroup(withStates(), 'finder', { ...memo, live })]).toEqual([])
    expect(live.get('orders all')).toBe(orders)
    // A tools file's save: the same files as a make without a memo, one record parsed anew.
    const edited = withStates({ id: 'pipedrive', rating: 3.1 })
    expect(extraGroup(edited, 'finder', { ...memo, live })).toEqual(extraGroup(edited, 'finder'))
    const after = live.get('parsed records') as Map<string, { record: object }>
    expect([...after].filter(([id, { record }]) => parsed.get(id)?.record !== record).map(([id]) => id)).toEqual(['pipedrive'])
  })

  it('stops between two steps, and the next make makes what was not read ahead: the same files', () => {
    const { memo } = memoInMemory()
    extraGroup(withStates(), 'finder', memo)
    const total = [...readAheadOfGroup(withStates(), 'finder', { ...memo, live: new Map<string, unknown>() })].length
    // Stopped after each number of steps in turn, as a save that comes meanwhile stops it.
    for (const taken of [1, 2, Math.floor(total / 2), total - 1]) {
      const live = new Map<string, unknown>()
      const steps = readAheadOfGroup(withStates(), 'finder', { ...memo, live })
      for (let step = 0; step < taken; step += 1) steps.next()
      const edited = withStates({ id: 'pipedrive', rating: 3.1 })
      expect(extraGroup(edited, 'finder', { ...memo, live }), `stopped after ${taken} of ${total}`).toEqual(extraGroup(edited, 'finder'))
    }
  })

  it('goes on after a save where it stopped, and no further once a make has used the live values', () => {
    const { memo } = memoInMemory()
    extraGroup(withStates(), 'finder', memo)
    const total = [...readAheadOfGroup(withStates(), 'finder', { ...memo, live: new Map<string, unknown>() })].length
    // Cut short, then gone on with (the watch's next wait, a guide's save between): every step taken once.
    const resumed = new Map<string, unknown>()
    const steps = readAheadOfGroup(withStates(), 'finder', { ...memo, live: resumed })
    steps.next()
    steps.next()
    expect(2 + [...steps].length).toBe(total)
    expect((resumed.get('orders all') as { orders: Map<string, unknown> }).orders.size).toBe(3)
    // Cut short, then a tools file's save made the finder: the read-ahead stops at its next step, and leaves the make's values.
    const live = new Map<string, unknown>()
    const before = readAheadOfGroup(withStates(), 'finder', { ...memo, live })
    before.next()
    before.next()
    const edited = withStates({ id: 'pipedrive', rating: 3.1 })
    extraGroup(edited, 'finder', { ...memo, live })
    const made = new Map(live)
    expect(before.next().done).toBe(true)
    expect(live).toEqual(made)
    for (const [key, value] of made) expect(live.get(key), key).toBe(value)
    expect(extraGroup(edited, 'finder', { ...memo, live })).toEqual(extraGroup(edited, 'finder'))
  })

  it('takes the tools from the memo a step at a time, and gives the catalogue a make in one go gives', () => {
    const { memo, counts, reset } = memoInMemory()
    extraGroup(withStates(), 'finder', memo)
    reset()
    const steps = toolCatalogueSteps(withStates(), { ...memo, live: new Map<string, unknown>() }, 2)
    let taken = 0
    let step = steps.next()
    for (; !step.done; step = steps.next()) taken += 1
    expect(taken).toBe(Math.floor(registry.lists.tool.length / 2))
    // Every record taken from the memo, none made.
    expect(counts).toEqual({ taken: registry.tools.size, made: 0 })
    const whole = toolCatalogue(withStates())
    expect(step.value.catalogue.texts).toEqual(whole.catalogue.texts)
    expect(step.value.catalogue.keys).toEqual(whole.catalogue.keys)
    expect(step.value.catalogue.file()).toEqual(whole.catalogue.file())
  })

  it('reads nothing ahead for another group, or without live values', () => {
    const { memo, counts } = memoInMemory()
    const live = new Map<string, unknown>()
    expect([...readAheadOfGroup(withStates(), 'search', { ...memo, live })]).toEqual([])
    expect([...readAheadOfGroup(withStates(), 'finder', memo)]).toEqual([])
    expect(live.size).toBe(0)
    expect(counts).toEqual({ taken: 0, made: 0 })
  })
})
