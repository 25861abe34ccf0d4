import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { compressFiles, startCompressing } from '../../../scripts/build/compress.mjs'
import { readAheadIdentities } from '../../../scripts/build/compressed-identities.mjs'
import { Placement } from '../../../scripts/build/placement.mjs'

/** The record of identities' shards (compressed-identities.mjs). */
const shardsIn = (cacheDir: string) =>
  readdirSync(path.join(cacheDir, 'identities-1'))
    .sort()
    .map((name) => path.join(cacheDir, 'identities-1', name))

/**
 * #32: one edit costs what it changes in the compress step too. A page
 * is placed in the site with an identity that names its bytes, so the
 * step does not read it again; a changed page is read and compressed; and
 * in the site before the last one, kept and updated, an unchanged page's
 * compressed forms are there already and nothing is placed.
 */
describe('the compress step', () => {
  let folder = ''
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  it('reads only the files whose identity is new, and compresses what changed', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-compress-'))
    const store = path.join(folder, 'store')
    const cacheDir = path.join(folder, 'cache')
    mkdirSync(store)
    const page = (n: number, text = `page ${n} `) => {
      const file = path.join(store, `${n}.html`)
      writeFileSync(file, text.repeat(300))
      return file
    }
    const pages = Array.from({ length: 20 }, (_, n) => page(n))
    const versions = pages.map(() => 1)
    // Each build places the same stored pages, as the render cache does: in a new folder, or in one that holds an earlier build.
    const buildWith = async (name: string, had?: Placement) => {
      const dist = path.join(folder, name)
      const placement = new Placement(dist, had?.identities())
      for (const [n, file] of pages.entries()) await placement.link(`${n}.html`, file, { identity: `page ${n} v${versions[n]}`, size: statSync(file).size })
      return { dist, placement, result: await compressFiles({ placement, cacheDir }) }
    }
    const first = await buildWith('dist-1')
    expect(first.result).toEqual({ compressed: 20, reused: 0, read: 20 })
    const second = await buildWith('dist-2')
    expect(second.result).toEqual({ compressed: 0, reused: 20, read: 0 })
    // One page rendered again: a new file in the store, as the render cache writes it whole.
    rmSync(pages[3]!)
    pages[3] = page(3, 'edited page ')
    versions[3] = 2
    const third = await buildWith('dist-3')
    expect(third.result).toEqual({ compressed: 1, reused: 19, read: 1 })
    // The folder of the second build, brought up to date: the edited page and its two forms are all it writes.
    const updated = await buildWith('dist-2', second.placement)
    expect(updated.result).toEqual({ compressed: 0, reused: 20, read: 0 })
    expect(updated.placement.changed).toBe(3)
    expect(brotliDecompressSync(readFileSync(path.join(updated.dist, '3.html.br'))).toString()).toBe('edited page '.repeat(300))
    expect(readFileSync(path.join(updated.dist, '3.html'), 'utf8')).toBe('edited page '.repeat(300))
    expect(brotliDecompressSync(readFileSync(path.join(third.dist, '3.html.br'))).toString()).toBe('edited page '.repeat(300))
    expect(gunzipSync(readFileSync(path.join(third.dist, '3.html.gz'))).toString()).toBe('edited page '.repeat(300))
    expect(gunzipSync(readFileSync(path.join(third.dist, '4.html.gz'))).toString()).toBe('page 4 '.repeat(300))

    // Pages handed over as they are placed, once the compressor has read its record of identities (as in the pages step):
    // the forms the folder holds are kept as they are, with nothing read, compressed or written.
    const again = new Placement(updated.dist, updated.placement.identities())
    const compressor = startCompressing({ placement: again, cacheDir })
    await new Promise((resolve) => setTimeout(resolve, 50))
    again.onPlaced = (file, placed) => compressor.add(file, placed)
    for (const [n, file] of pages.entries()) await again.link(`${n}.html`, file, { identity: `page ${n} v${versions[n]}`, size: statSync(file).size })
    again.onPlaced = undefined
    expect(await compressor.finish()).toEqual({ compressed: 0, reused: 20, read: 0 })
    expect(again.changed).toBe(0)
    expect([...again.identities()].sort()).toEqual([...updated.placement.identities()].sort())
  })
  it('compresses pages as they are placed, and the rest of the site when it finishes, each file once', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-compress-'))
    const dist = path.join(folder, 'dist')
    const placement = new Placement(dist)
    const compressor = startCompressing({ placement, cacheDir: path.join(folder, 'cache') })
    // Placed before the compressor was told of anything (the client's files): taken when it finishes.
    await placement.write('assets/app.js', 'let a = 1;'.repeat(200), { identity: 'app', size: 2000 })
    placement.onPlaced = (file, record) => compressor.addRecord(file, record)
    for (let n = 0; n < 12; n += 1) {
      const text = `page ${n} `.repeat(300)
      await placement.write(`${n}/index.html`, text, { identity: `page ${n}`, size: Buffer.byteLength(text) })
    }
    // Compressed while the build goes on, before it finishes.
    await vi.waitFor(() => expect(placement.has('11/index.html.br')).toBe(true))
    expect(placement.has('assets/app.js.br')).toBe(false)
    // Too small, or not text: placed, never compressed.
    await placement.write('small.html', 'hi', { identity: 'small', size: 2 })
    await placement.write('card.png', Buffer.alloc(4000), { identity: 'card', size: 4000 })
    // Handed over twice: compressed once.
    compressor.add('0/index.html', { identity: 'page 0', size: 2700 })
    // Placed again as the same bytes, with a record of its own: compressed once.
    await placement.write('1/index.html', 'page 1 '.repeat(300), { identity: 'page 1', size: 2100 })
    placement.onPlaced = undefined
    expect(await compressor.finish()).toEqual({ compressed: 13, reused: 0, read: 13 })
    const compressedFiles = [...placement.records()]
      .map(([file]) => file)
      .filter((file) => file.endsWith('.br') || file.endsWith('.gz'))
      .sort()
    expect(compressedFiles).toEqual(['assets/app.js', ...Array.from({ length: 12 }, (_, n) => `${n}/index.html`)].flatMap((file) => [`${file}.br`, `${file}.gz`]).sort())
    expect(brotliDecompressSync(readFileSync(path.join(dist, '7/index.html.br'))).toString()).toBe('page 7 '.repeat(300))
    expect(gunzipSync(readFileSync(path.join(dist, 'assets/app.js.gz'))).toString()).toBe('let a = 1;'.repeat(200))
  })

  it('reads a file again when the record of identities names its entry as something other than a name, and writes that shard whole again', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-compress-'))
    const cacheDir = path.join(folder, 'cache')
    const build = async (name: string) => {
      const placement = new Placement(path.join(folder, name))
      await placement.write('a.html', 'page a '.repeat(300), { identity: 'page a', size: 2100 })
      await placement.write('b.html', 'page b '.repeat(300), { identity: 'page b', size: 2100 })
      return compressFiles({ placement, cacheDir })
    }
    expect(await build('dist-1')).toEqual({ compressed: 2, reused: 0, read: 2 })
    const [shard] = shardsIn(cacheDir)
    const lines = readFileSync(shard!, 'utf8').split('\n')
    const [identity] = JSON.parse(lines[0]!) as [string, string]
    rmSync(shard!)
    writeFileSync(shard!, [JSON.stringify([identity, 42]), ...lines.slice(1)].join('\n'))
    // That file is read, and found in the cache by its bytes; the other is known by its identity.
    expect(await build('dist-2')).toEqual({ compressed: 0, reused: 2, read: 1 })
    // Mended: the same facts, the bad line gone.
    expect(readFileSync(shard!, 'utf8').split('\n').sort()).toEqual([...lines].sort())
    expect(await build('dist-3')).toEqual({ compressed: 0, reused: 2, read: 0 })
  })

  it('adds to the record of identities after an edit, and writes it again with only the files of a build that learned most of them', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-compress-'))
    const cacheDir = path.join(folder, 'cache')
    const build = async (name: string, texts: string[], had?: Placement, code = 'page') => {
      const placement = new Placement(path.join(folder, name), had?.identities())
      for (const [n, text] of texts.entries()) await placement.write(`${n}.html`, text, { identity: `${code} ${n} ${text.length}`, size: text.length })
      return { placement, result: await compressFiles({ placement, cacheDir }) }
    }
    const facts = () => shardsIn(cacheDir).flatMap((shard) => readFileSync(shard, 'utf8').trim().split('\n').map((line) => (JSON.parse(line) as [string, string])[0])).sort()
    const texts = Array.from({ length: 30 }, (_, n) => `page ${n} `.repeat(200))
    const first = await build('dist-1', texts)
    expect(facts()).toEqual(texts.map((text, n) => `page ${n} ${text.length} br5 gz6`).sort())
    // One page edited, in the folder of the first build: its fact is added, and the others stay as they were.
    const before = new Map(shardsIn(cacheDir).map((shard) => [shard, readFileSync(shard, 'utf8')]))
    const edited = texts.map((text, n) => (n === 4 ? `edited ${n} `.repeat(220) : text))
    const second = await build('dist-1', edited, first.placement)
    expect(second.result).toEqual({ compressed: 1, reused: 29, read: 1 })
    const grown = shardsIn(cacheDir).filter((shard) => readFileSync(shard, 'utf8') !== before.get(shard))
    expect(grown).toHaveLength(1)
    expect(readFileSync(grown[0]!, 'utf8').startsWith(before.get(grown[0]!) ?? '')).toBe(true)
    expect(facts()).toEqual([...texts.map((text, n) => `page ${n} ${text.length} br5 gz6`), `page 4 ${edited[4]!.length} br5 gz6`].sort())
    // A new folder, and no fact to learn: the record as it was.
    const whole = new Map(shardsIn(cacheDir).map((shard) => [shard, readFileSync(shard, 'utf8')]))
    expect((await build('dist-2', edited)).result).toEqual({ compressed: 0, reused: 30, read: 0 })
    expect(new Map(shardsIn(cacheDir).map((shard) => [shard, readFileSync(shard, 'utf8')]))).toEqual(whole)
    // Every page under a new identity, as new code names them: every fact learned, and only this build's kept.
    expect((await build('dist-3', edited, undefined, 'page v2')).result).toEqual({ compressed: 0, reused: 30, read: 30 })
    expect(facts()).toEqual(edited.map((text, n) => `page v2 ${n} ${text.length} br5 gz6`).sort())
  })

  it('holds the record of identities for a build that stays running: its next build reads no shard again', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-compress-'))
    const cacheDir = path.join(folder, 'cache')
    const texts = Array.from({ length: 20 }, (_, n) => `page ${n} `.repeat(200))
    const heldIdentities = new Map<string, unknown>()
    const build = async (name: string, held?: Map<string, unknown>) => {
      const placement = new Placement(path.join(folder, name))
      for (const [n, text] of texts.entries()) await placement.write(`${n}.html`, text, { identity: `page ${n}`, size: text.length })
      return compressFiles({ placement, cacheDir, heldIdentities: held })
    }
    expect(await build('dist-1', heldIdentities)).toEqual({ compressed: 20, reused: 0, read: 20 })
    // The record's files gone: a build that holds it places every form by its entry, reading no file.
    rmSync(path.join(cacheDir, 'identities-1'), { recursive: true })
    expect(await build('dist-2', heldIdentities)).toEqual({ compressed: 0, reused: 20, read: 0 })
    // Without it, each file is read to find its entry.
    expect(await build('dist-3')).toEqual({ compressed: 0, reused: 20, read: 20 })
  })

  it("leaves the facts an edit learned to be written after the build, by a build that stays running, and they are the next process's", async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-compress-'))
    const cacheDir = path.join(folder, 'cache')
    const heldIdentities = new Map<string, unknown>()
    const texts = Array.from({ length: 20 }, (_, n) => `page ${n} `.repeat(200))
    const build = async (name: string, pages: string[], held?: Map<string, unknown>, had?: Placement) => {
      const placement = new Placement(path.join(folder, name), had?.identities())
      for (const [n, text] of pages.entries()) await placement.write(`${n}.html`, text, { identity: `page ${n} ${text.length}`, size: text.length })
      return { placement, result: await compressFiles({ placement, cacheDir, heldIdentities: held }) }
    }
    const record = () => new Map(shardsIn(cacheDir).map((shard) => [shard, readFileSync(shard, 'utf8')]))
    // The first build learns every fact, and writes them (the record is written whole, with this build's alone).
    const first = await build('dist-1', texts, heldIdentities)
    expect(first.result).toEqual({ compressed: 20, reused: 0, read: 20 })
    const written = record()
    // An edit: its fact is held, not written, until the watch calls for it.
    const edited = texts.map((text, n) => (n === 7 ? `edited ${n} `.repeat(230) : text))
    const { result } = await build('dist-1', edited, heldIdentities, first.placement)
    const { keepLater, ...counts } = result as typeof result & { keepLater?: () => Promise<void> }
    expect(counts).toEqual({ compressed: 1, reused: 19, read: 1 })
    expect(record()).toEqual(written)
    await keepLater?.()
    expect(keepLater).toBeTypeOf('function')
    expect([...record().values()].join('')).toContain(JSON.stringify([`page 7 ${edited[7]!.length} br5 gz6`]).slice(1, -2))
    // A new process (no record held) finds the edited page's forms by that fact, reading no file.
    expect((await build('dist-2', edited)).result).toEqual({ compressed: 0, reused: 20, read: 0 })
    // A build that does not stay running writes its facts itself.
    const again = texts.map((text, n) => (n === 3 ? `again ${n} `.repeat(240) : text))
    const oneShot = await build('dist-3', again)
    expect(oneShot.result).toEqual({ compressed: 1, reused: 19, read: 1 })
    expect([...record().values()].join('')).toContain(`page 3 ${again[3]!.length} br5 gz6`)
  })

  it('reads the whole record of identities ahead into what a build that stays running holds, and its next build reads no file', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-compress-'))
    const cacheDir = path.join(folder, 'cache')
    const texts = Array.from({ length: 40 }, (_, n) => `page ${n} `.repeat(200))
    const build = async (name: string, held?: Map<string, unknown>) => {
      const placement = new Placement(path.join(folder, name))
      for (const [n, text] of texts.entries()) await placement.write(`${n}.html`, text, { identity: `page ${n}`, size: text.length })
      return compressFiles({ placement, cacheDir, heldIdentities: held })
    }
    // Written by one process; held by another, which reads it ahead before its first build.
    expect(await build('dist-1')).toEqual({ compressed: 40, reused: 0, read: 40 })
    expect(shardsIn(cacheDir).length).toBeGreaterThan(10)
    const held = new Map<string, unknown>()
    await readAheadIdentities(cacheDir, held)
    // Read ahead: with the record's files gone, every form is placed by the facts held, no file read.
    rmSync(path.join(cacheDir, 'identities-1'), { recursive: true })
    expect(await build('dist-2', held)).toEqual({ compressed: 0, reused: 40, read: 0 })
    // A shard with no file is held as empty, as a build holds it: reading ahead again changes nothing.
    await readAheadIdentities(cacheDir, held)
    expect(await build('dist-3', held)).toEqual({ compressed: 0, reused: 40, read: 0 })
    // The record's files gone, read ahead by a new process: nothing known, so every file is read, and found in the cache by its bytes.
    const fresh = new Map<string, unknown>()
    await readAheadIdentities(cacheDir, fresh)
    expect(await build('dist-4', fresh)).toEqual({ compressed: 0, reused: 40, read: 40 })
  })

  it('stops reading ahead at the shard after a save came: a build that is due waits for one shard, not a batch', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-compress-'))
    const cacheDir = path.join(folder, 'cache')
    const held = new Map<string, unknown>()
    // The shards held, in the one folder of the record.
    const shardsHeld = () => ([...held.values()][0] as Map<string, unknown> | undefined)?.size ?? 0
    await readAheadIdentities(cacheDir, held, () => shardsHeld() >= 3)
    expect(shardsHeld()).toBe(3)
    await readAheadIdentities(cacheDir, held)
    expect(shardsHeld()).toBe(256)
  })

  it('writes the record again with only the facts of a build once it holds over twice as many, while the watch waits', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-compress-'))
    const cacheDir = path.join(folder, 'cache')
    const heldIdentities = new Map<string, unknown>()
    const facts = () => shardsIn(cacheDir).reduce((count, shard) => count + readFileSync(shard, 'utf8').trim().split('\n').length, 0)
    const heldFacts = async () => {
      let count = 0
      for (const shard of (heldIdentities.values().next().value as Map<string, Promise<{ known: Map<string, string> }>>).values()) count += (await shard).known.size
      return count
    }
    let texts = Array.from({ length: 20 }, (_, n) => `page ${n} `.repeat(200))
    let had: Placement | undefined
    // As the watch builds: its record held, written and read ahead whole while it waits.
    const build = async () => {
      const placement = new Placement(path.join(folder, 'dist'), had?.identities())
      for (const [n, text] of texts.entries()) await placement.write(`${n}.html`, text, { identity: `page ${n} ${text.length}`, size: text.length })
      const result = (await compressFiles({ placement, cacheDir, heldIdentities })) as Awaited<ReturnType<typeof compressFiles>> & { keepLater?: () => Promise<void> }
      await result.keepLater?.()
      await readAheadIdentities(cacheDir, heldIdentities)
      had = placement
      return result
    }
    await build()
    expect(facts()).toBe(20)
    // Edits of five pages each: five facts more a build, the others kept with their forms.
    const counts: number[] = []
    for (let round = 1; round <= 5; round += 1) {
      texts = texts.map((text, n) => (n % 4 === round % 4 ? `round ${round} page ${n} `.repeat(200 + round) : text))
      expect((await build()).read).toBe(5)
      counts.push(facts())
    }
    // Past 40 (twice the build's 20 files), written again with the build's 20 alone, and held so.
    expect(counts).toEqual([25, 30, 35, 40, 20])
    expect(await heldFacts()).toBe(20)
    // A page back as it was four edits ago: its fact is gone, so its file is read again, and found in the cache by its bytes.
    texts = texts.map((text, n) => (n === 1 ? `round 1 page ${n} `.repeat(201) : text))
    expect(await build()).toMatchObject({ compressed: 0, reused: 20, read: 1 })
  })

  it('does not keep compressed forms the folder holds from other settings', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-compress-'))
    const cacheDir = path.join(folder, 'cache')
    const text = 'page a '.repeat(300)
    const first = new Placement(path.join(folder, 'dist'))
    await first.write('a.html', text, { identity: 'page a', size: text.length })
    expect(await compressFiles({ placement: first, cacheDir })).toEqual({ compressed: 1, reused: 0, read: 1 })
    const held = first.identities()
    expect(held.get('a.html.br')).toMatch(/^br [0-9a-f]{32} br5 gz6$/)
    // As an older build with other settings would have left them: the same entry's name, other settings.
    for (const form of ['br', 'gz']) held.set(`a.html.${form}`, (held.get(`a.html.${form}`) ?? '').replace('br5 gz6', 'br4 gz6'))
    const second = new Placement(path.join(folder, 'dist'), held)
    await second.write('a.html', text, { identity: 'page a', size: text.length })
    expect(await compressFiles({ placement: second, cacheDir })).toEqual({ compressed: 0, reused: 1, read: 0 })
    expect(second.changed).toBe(2)
    expect(brotliDecompressSync(readFileSync(path.join(folder, 'dist', 'a.html.br'))).toString()).toBe(text)
  })

  it('fails the step with the first file that could not be compressed', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-compress-'))
    const placement = new Placement(path.join(folder, 'dist'))
    const compressor = startCompressing({ placement, cacheDir: path.join(folder, 'cache') })
    // Said to be placed, but not in the folder.
    compressor.add('gone.html', { identity: 'gone', size: 5000 })
    await expect(compressor.finish()).rejects.toThrow(/gone\.html/)
  })

  it("compresses on threads that hold the build's process while it waits for them, and only then: a build that fails before the step's end exits", () => {
    folder = mkdtempSync(path.join(tmpdir(), 'toolcompass-compress-'))
    const script = `
      import { startCompressing } from ${JSON.stringify(path.resolve('scripts/build/compress.mjs'))}
      import { Placement } from ${JSON.stringify(path.resolve('scripts/build/placement.mjs'))}
      const build = (name) => {
        const placement = new Placement(${JSON.stringify(folder)} + '/' + name)
        const compressor = startCompressing({ placement, cacheDir: ${JSON.stringify(path.join(folder, 'cache'))} })
        placement.onPlaced = (file, placed) => compressor.add(file, placed)
        return { placement, compressor }
      }
      // Nothing but the compressor's answer to wait for: the process waits for it.
      const first = build('dist-1')
      await first.placement.write('a.html', 'page a '.repeat(300), { identity: 'page a', size: 2100 })
      console.log(JSON.stringify(await first.compressor.finish()))
      // A file in hand and finish() never called, as when a later step fails: compressed, and then the process exits.
      const second = build('dist-2')
      await second.placement.write('b.html', 'page b '.repeat(300), { identity: 'page b', size: 2100 })
      for (let waited = 0; !second.placement.has('b.html.br') && waited < 10_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20))
      console.log('placed', second.placement.has('b.html.br'))
    `
    // A file, not --eval: worker threads take the process's flags, and --input-type is refused in a thread started from a file.
    writeFileSync(path.join(folder, 'build.mjs'), script)
    const run = spawnSync(process.execPath, [path.join(folder, 'build.mjs')], { encoding: 'utf8', timeout: 20_000 })
    expect(run.error).toBeUndefined()
    expect(run.status).toBe(0)
    expect(run.stdout.trim().split('\n')).toEqual([JSON.stringify({ compressed: 1, reused: 0, read: 1 }), 'placed true'])
  })
})
