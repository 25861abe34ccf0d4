import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { heldMemoToReadAhead, holdGroupMemo, openGroupMemo, writeHeldMemos } from '../../../scripts/build/group-memo.mjs'

const folder = mkdtempSync(path.join(tmpdir(), 'group-memo-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))
let files = 0
const memoFile = () => path.join(folder, `memo-${(files += 1)}.memo`)

describe("a group's memo, kept from one build to the next", () => {
  it('gives a text back only for the state it was made from', async () => {
    const file = memoFile()
    const first = await openGroupMemo(file)
    expect(first.get('notion', 'a')).toBeUndefined()
    first.set('notion', 'a', '{"id":"notion","rating":4.6}')
    first.set('coda', 'b', '{"id":"coda","name":"Tab\\there"}')
    expect(await first.keep()).toEqual({ taken: 0, made: 2 })
    const second = await openGroupMemo(file)
    expect(second.get('notion', 'a')).toBe('{"id":"notion","rating":4.6}')
    expect(second.get('coda', 'b')).toBe('{"id":"coda","name":"Tab\\there"}')
    expect(second.get('notion', 'changed')).toBeUndefined()
    expect(second.get('unknown', 'a')).toBeUndefined()
  })

  it('is written again only when an entry was made or one went, with the entries of the last make alone', async () => {
    const file = memoFile()
    const first = await openGroupMemo(file)
    for (const id of ['a', 'b', 'c']) first.set(id, `${id}1`, `"${id}"`)
    await first.keep()
    // All taken as they were: the file is not written again (a write renames a new file over it).
    const written = statSync(file).ino
    const same = await openGroupMemo(file)
    for (const id of ['a', 'b', 'c']) same.get(id, `${id}1`)
    expect(await same.keep()).toEqual({ taken: 3, made: 0 })
    expect(statSync(file).ino).toBe(written)
    // One made again, one gone.
    const next = await openGroupMemo(file)
    next.get('a', 'a1')
    expect(next.get('b', 'b2')).toBeUndefined()
    next.set('b', 'b2', '"b again"')
    expect(await next.keep()).toEqual({ taken: 1, made: 1 })
    const last = await openGroupMemo(file)
    expect(last.get('a', 'a1')).toBe('"a"')
    expect(last.get('b', 'b2')).toBe('"b again"')
    expect(last.get('c', 'c1')).toBeUndefined()
  })

  it('held by a build that stays running: the next make takes it from memory, and its file is written for the next process while the watch waits', async () => {
    const file = memoFile()
    const held = new Map<string, unknown>()
    const first = await openGroupMemo(file, held)
    for (const id of ['a', 'b']) first.set(id, `${id}1`, `"${id}"`)
    await first.keep()
    expect(existsSync(file)).toBe(false)
    await writeHeldMemos(held)
    expect(readFileSync(file, 'utf8')).toContain('"a"')
    // The file gone: what the next make takes comes from memory.
    rmSync(file)
    const second = await openGroupMemo(file, held)
    expect(second.get('a', 'a1')).toBe('"a"')
    second.set('b', 'b2', '"b again"')
    expect(await second.keep()).toEqual({ taken: 1, made: 1 })
    await writeHeldMemos(held)
    // What the next process reads: the entry taken and the one made, not the one left.
    const lines = readFileSync(file, 'utf8').trim().split('\n').sort()
    expect(lines).toEqual(['a\ta1\t"a"', 'b\tb2\t"b again"'])
    // Written once: a make that changes nothing leaves it as it is.
    rmSync(file)
    const unchanged = await openGroupMemo(file, held)
    unchanged.get('a', 'a1')
    unchanged.get('b', 'b2')
    await unchanged.keep()
    await writeHeldMemos(held)
    expect(existsSync(file)).toBe(false)
    const third = await openGroupMemo(file, held)
    expect(third.get('a', 'a1')).toBe('"a"')
    expect(third.get('b', 'b2')).toBe('"b again"')
    expect(third.get('b', 'b1')).toBeUndefined()
    // A make that never kept (it failed) leaves nothing held: the next reads the file.
    rmSync(file, { force: true })
    const fourth = await openGroupMemo(file, held)
    expect(fourth.get('a', 'a1')).toBeUndefined()
  })

  it("keeps what a make kept in memory (its live values) for the next make of a build that stays running, and not past a make that failed or into a new process", async () => {
    const file = memoFile()
    const held = new Map<string, unknown>()
    const first = await openGroupMemo(file, held)
    first.live?.set('parsed', 'from the first make')
    await first.keep()
    const second = await openGroupMemo(file, held)
    expect(second.live?.get('parsed')).toBe('from the first make')
    // The second make fails (it never keeps): the next has none.
    const third = await openGroupMemo(file, held)
    expect(third.live?.size).toBe(0)
    // A build that does not stay running keeps nothing in memory for a next make: it has none.
    expect((await openGroupMemo(file)).live).toBeUndefined()
  })

  it('keeps every entry a make did not make again when it says so (keepUnmade), untaken ones too, in memory and in its file', async () => {
    const file = memoFile()
    const held = new Map<string, unknown>()
    const first = await openGroupMemo(file, held)
    for (const id of ['a', 'b', 'c']) first.set(id, `${id}1`, `"${id}"`)
    await first.keep()
    // Nothing asked for, one made again: the other two are kept all the same.
    const second = await openGroupMemo(file, held)
    second.keepUnmade?.()
    second.set('b', 'b2', '"b again"')
    expect(await second.keep()).toEqual({ taken: 3, made: 1 })
    await writeHeldMemos(held)
    expect(readFileSync(file, 'utf8').trim().split('\n').sort()).toEqual(['a\ta1\t"a"', 'b\tb2\t"b again"', 'c\tc1\t"c"'])
    const third = await openGroupMemo(file, held)
    expect(third.get('a', 'a1')).toBe('"a"')
    expect(third.get('b', 'b2')).toBe('"b again"')
    // Without it, the entries not asked for go, as before.
    expect(await third.keep()).toEqual({ taken: 2, made: 0 })
    await writeHeldMemos(held)
    expect(readFileSync(file, 'utf8').trim().split('\n').sort()).toEqual(['a\ta1\t"a"', 'b\tb2\t"b again"'])
  })

  it("is read by its group's read-ahead as it is, with its live values, nothing taken or made", async () => {
    const file = memoFile()
    const held = new Map<string, unknown>()
    expect(heldMemoToReadAhead(file, held)).toBeUndefined()
    const first = await openGroupMemo(file, held)
    first.set('a', 'a1', '"a"')
    first.set('b', 'b1', '"b"')
    await first.keep()
    const ahead = heldMemoToReadAhead(file, held)!
    expect(ahead.get('a', 'a1')).toBe('"a"')
    expect(ahead.get('a', 'a2')).toBeUndefined()
    ahead.set('c', 'c1', '"c"')
    ahead.live?.set('parsed', 'ahead')
    // The next make takes what it takes: the read-ahead took nothing for it, and made nothing.
    const next = await openGroupMemo(file, held)
    expect(next.live?.get('parsed')).toBe('ahead')
    expect(next.get('c', 'c1')).toBeUndefined()
    expect(next.get('b', 'b1')).toBe('"b"')
    expect(await next.keep()).toEqual({ taken: 1, made: 0 })
  })

  it('read ahead while the watch waits: the next make takes what was read, and a memo with no entries is not held', async () => {
    const file = memoFile()
    const written = await openGroupMemo(file)
    written.set('a', 'a1', '"a"')
    await written.keep()
    const held = new Map<string, unknown>()
    await holdGroupMemo(file, held)
    await holdGroupMemo(memoFile(), held)
    expect([...held.keys()]).toEqual([file])
    rmSync(file)
    const next = await openGroupMemo(file, held)
    expect(next.get('a', 'a1')).toBe('"a"')
  })

  it('read a part at a time while the watch waits: a save cuts the read short, and the next wait or make goes on with it', async () => {
    // Some 3 MB: reads of 1 MB.
    const entries = 30_000
    const textOf = (at: number, version: string) => `"${version} ${at} ${'x'.repeat(80)}"`
    const writeMemo = async (file: string, version: string) => {
      const memo = await openGroupMemo(file)
      for (let at = 0; at < entries; at += 1) memo.set(`id${at}`, 's', textOf(at, version))
      await memo.keep()
    }
    const file = memoFile()
    await writeMemo(file, 'first')
    const held = new Map<string, unknown>()
    let looks = 0
    expect(await holdGroupMemo(file, held, () => (looks += 1) > 1)).toBe(false)
    expect(held.has(file)).toBe(false)
    // The file written again meanwhile (here by hand: a make holds the memo first): the read goes on with the file it began.
    rmSync(file)
    await writeMemo(file, 'second')
    expect(await holdGroupMemo(file, held, () => false)).toBe(true)
    const next = await openGroupMemo(file, held)
    expect(next.get('id0', 's')).toBe(textOf(0, 'first'))
    expect(next.get(`id${entries - 1}`, 's')).toBe(textOf(entries - 1, 'first'))

    // Cut short, then the group's make: it goes on with the read, not from the start of the file.
    const other = memoFile()
    await writeMemo(other, 'first')
    const heldToo = new Map<string, unknown>()
    looks = 0
    expect(await holdGroupMemo(other, heldToo, () => (looks += 1) > 1)).toBe(false)
    rmSync(other)
    await writeMemo(other, 'second')
    const made = await openGroupMemo(other, heldToo)
    expect(made.get(`id${entries - 1}`, 's')).toBe(textOf(entries - 1, 'first'))
    expect(await made.keep()).toEqual({ taken: 1, made: 0 })

    // A memo a make holds since: the read cut short goes no further.
    const third = memoFile()
    await writeMemo(third, 'first')
    const heldThird = new Map<string, unknown>()
    looks = 0
    expect(await holdGroupMemo(third, heldThird, () => (looks += 1) > 1)).toBe(false)
    const byMake = { entries: new Map([['id0', { state: 's', text: '"by the make"', taken: false }]]), unwritten: true, live: new Map() }
    heldThird.set(third, byMake)
    expect(await holdGroupMemo(third, heldThird)).toBe(true)
    expect(heldThird.get(third)).toBe(byMake)
  })

  it('makes a text set as what makes it only when it is read or written: while the watch waits, not in the make', async () => {
    const file = memoFile()
    const held = new Map<string, unknown>()
    let made = 0
    const first = await openGroupMemo(file, held)
    first.set('answers', 's1', () => `"made ${(made += 1)}"`)
    first.set('broken', 's1', () => '"line\nbreak"')
    await first.keep()
    expect(made).toBe(0)
    await writeHeldMemos(held)
    expect(made).toBe(1)
    // Its line written, and the text that could not be one left out.
    expect(readFileSync(file, 'utf8')).toBe('answers\ts1\t"made 1"\n')
    // Made once: read back from memory, and by the next process, it is the text written.
    const second = await openGroupMemo(file, held)
    expect(second.get('answers', 's1')).toBe('"made 1"')
    expect(second.get('broken', 's1')).toBeUndefined()
    expect(made).toBe(1)
    expect((await openGroupMemo(file)).get('answers', 's1')).toBe('"made 1"')
    // Read in the make that set it: made then, once.
    const third = await openGroupMemo(memoFile())
    third.set('answers', 's2', () => `"made ${(made += 1)}"`)
    expect(third.get('answers', 's2')).toBe('"made 2"')
    await third.keep()
    expect(made).toBe(2)
  })

  it('keeps no entry that its lines could not hold, and reads a missing file as empty', async () => {
    const file = memoFile()
    const memo = await openGroupMemo(file)
    memo.set('with\ttab', 's', '"x"')
    memo.set('id', 'state\nbroken', '"x"')
    memo.set('id2', 's', '"line\nbreak"')
    memo.set('id3', 's', '"fine"')
    await memo.keep()
    const again = await openGroupMemo(file)
    expect(again.get('with\ttab', 's')).toBeUndefined()
    expect(again.get('id', 'state\nbroken')).toBeUndefined()
    expect(again.get('id2', 's')).toBeUndefined()
    expect(again.get('id3', 's')).toBe('"fine"')
  })
})
