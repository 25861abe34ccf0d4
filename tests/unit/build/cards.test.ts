import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { Resvg } from '@resvg/resvg-js'
import { createCardRenderer, needsExtendedFonts } from '../../../scripts/cards/render.mjs'
import { encodePng, indexBackdrop } from '../../../scripts/cards/png.mjs'
import { drawOver } from '../../../scripts/cards/pixels.mjs'
import { Placement } from '../../../scripts/build/placement.mjs'
import { describeCards, KeptCardThread, writeCards } from '../../../scripts/cards/write.mjs'
import { takeUnreadable } from '../../../scripts/build/cache-entries.mjs'
import { cardLayers, cardTree, pngSize, type CardInput } from '../../../src/seo/social-card'

const work = mkdtempSync(path.join(tmpdir(), 'toolcompass-cards-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const job = (route: string, input: Partial<CardInput>) => {
  const layers = cardLayers({ title: 'Title', kind: 'guide', toolNames: [], siteName: 'ToolCompass', ...input })
  return { route, file: `og/pages${route}.png`, layers, key: JSON.stringify(layers) }
}

describe('writeCards', () => {
  const cacheDir = path.join(work, 'cache')
  const jobs = [
    job('/compare/notion-vs-asana', { kind: 'compare', title: 'Notion vs Asana: Complete Comparison Guide', toolNames: ['Notion', 'Asana'] }),
    job('/guides/a', { title: 'A Practical SaaS Evaluation Framework' }),
    // Looks exactly like /guides/a: drawn once, placed twice.
    job('/guides/b', { title: 'A Practical SaaS Evaluation Framework' }),
  ]

  it('draws each new card once, as a 1200x630 PNG, and places every card in dist/', async () => {
    const dist = path.join(work, 'dist-1')
    const stats = await writeCards(jobs, { placement: new Placement(dist), cacheDir, threads: 1 })
    expect(stats).toMatchObject({ cards: 3, rendered: 2, fromCache: 0, workers: 1 })
    expect(describeCards(stats)).toMatch(/, 0 from cache, 1 the same as another page's$/)
    expect(stats.satoriMs + stats.resvgMs).toBeGreaterThan(0)
    for (const { file } of jobs) expect(pngSize(readFileSync(path.join(dist, file)))).toEqual({ width: 1200, height: 630 })
    expect(readdirSync(cacheDir).filter((name) => name.endsWith('.png'))).toHaveLength(2)
    expect(readdirSync(cacheDir).filter((name) => !name.endsWith('.png'))).toEqual([])
  }, 30_000)

  it('draws nothing when every card is cached, and draws only the card whose input changed', async () => {
    const dist = path.join(work, 'dist-2')
    expect(await writeCards(jobs, { placement: new Placement(dist), cacheDir, threads: 1 })).toMatchObject({ cards: 3, rendered: 0, fromCache: 3, workers: 0 })
    const cached = path.join(dist, jobs[1]!.file)
    // Linked from the cache, not copied.
    expect(statSync(cached).nlink).toBeGreaterThan(1)

    const edited = [jobs[0]!, job('/guides/a', { title: 'A New Title' }), jobs[2]!]
    const stats = await writeCards(edited, { placement: new Placement(path.join(work, 'dist-3')), cacheDir, threads: 1 })
    expect(stats).toMatchObject({ cards: 3, rendered: 1, fromCache: 2 })
    expect(describeCards(stats)).toMatch(/^3 social cards: 1 drawn in \d+ ms on 1 thread \(satori [\d.]+ \+ resvg [\d.]+ ms a card\), 2 from cache$/)
  }, 30_000)

  it('draws a few new cards beside what the caller goes on with, when asked, and places them before `beside` settles', async () => {
    const dist = path.join(work, 'dist-beside')
    const edited = [jobs[0]!, job('/guides/a', { title: 'A Title Drawn Beside' }), jobs[2]!]
    const written = await writeCards(edited, { placement: new Placement(dist), cacheDir, threads: 1, beside: true })
    expect(written).toMatchObject({ cards: 3, rendered: 1, fromCache: 2 })
    expect(written.beside).toBeInstanceOf(Promise)
    const stats = await written.beside!
    expect(stats).toMatchObject({ cards: 3, rendered: 1, fromCache: 2, workers: 1 })
    expect(describeCards(stats)).toMatch(/^3 social cards: 1 drawn in \d+ ms on 1 thread/)
    for (const { file } of edited) expect(pngSize(readFileSync(path.join(dist, file)))).toEqual({ width: 1200, height: 630 })
    // Nothing to draw, or more than one thread's worth: drawn and placed before the answer, as without.
    const none = await writeCards(edited, { placement: new Placement(path.join(work, 'dist-beside-2')), cacheDir, threads: 1, beside: true })
    expect(none).toMatchObject({ rendered: 0, fromCache: 3 })
    expect(none.beside).toBeUndefined()
    const many = Array.from({ length: 13 }, (_, n) => job(`/guides/many-${n}`, { title: `Many Cards, Number ${n}` }))
    const all = await writeCards(many, { placement: new Placement(path.join(work, 'dist-beside-3')), cacheDir, threads: 1, beside: true })
    expect(all).toMatchObject({ rendered: 13 })
    expect(all.beside).toBeUndefined()
    for (const { file } of many) expect(pngSize(readFileSync(path.join(work, 'dist-beside-3', file)))).toEqual({ width: 1200, height: 630 })
  }, 60_000)

  it('draws a few new cards on the thread a build that stays running keeps, save after save: the same bytes, one thread', async () => {
    const kept = new KeptCardThread()
    try {
      const keptCache = path.join(work, 'cache-kept')
      const freshCache = path.join(work, 'cache-fresh')
      const saves = [job('/guides/a', { title: 'A Title Saved Once' }), job('/guides/a', { title: 'A Title Saved Twice' })]
      for (const [at, saved] of saves.entries()) {
        const stats = await writeCards([saved], { placement: new Placement(path.join(work, `dist-kept-${at}`)), cacheDir: keptCache, threads: 1, kept })
        expect(stats).toMatchObject({ cards: 1, rendered: 1, fromCache: 0, workers: 1 })
        await writeCards([saved], { placement: new Placement(path.join(work, `dist-fresh-${at}`)), cacheDir: freshCache, threads: 1 })
        expect(readFileSync(path.join(work, `dist-kept-${at}`, saved.file)).equals(readFileSync(path.join(work, `dist-fresh-${at}`, saved.file)))).toBe(true)
      }
      expect(kept.started).toBe(1)
      // More than one thread's worth: drawn on threads started for them, as a one-shot build draws them.
      const many = Array.from({ length: 13 }, (_, n) => job(`/guides/many-${n}`, { title: `Many Cards ${n}` }))
      expect(await writeCards(many, { placement: new Placement(path.join(work, 'dist-kept-many')), cacheDir: keptCache, threads: 2, kept })).toMatchObject({ rendered: 13, workers: 2 })
      expect(kept.started).toBe(1)
      // A card that cannot be drawn fails the build, naming its page; its thread is let go, and the next card starts another.
      const broken = { ...job('/guides/broken', {}), key: 'broken', layers: null as never }
      await expect(writeCards([broken], { placement: new Placement(path.join(work, 'dist-kept-broken')), cacheDir: keptCache, threads: 1, kept })).rejects.toThrow(/^social card for \/guides\/broken: /)
      const after = job('/guides/a', { title: 'A Title Saved After' })
      expect(await writeCards([after], { placement: new Placement(path.join(work, 'dist-kept-after')), cacheDir: keptCache, threads: 1, kept })).toMatchObject({ rendered: 1 })
      expect(kept.started).toBe(2)
    } finally {
      await kept.stop()
    }
  }, 60_000)

  it('draws again a cached card that is emptied or cut short, and says which', async () => {
    const cutCache = path.join(work, 'cache-cut')
    const two = [jobs[0]!, jobs[1]!]
    await writeCards(two, { placement: new Placement(path.join(work, 'dist-5')), cacheDir: cutCache, threads: 1 })
    const [emptied, cut] = readdirSync(cutCache).sort().map((name) => path.join(cutCache, name))
    const whole = readFileSync(cut!)
    // Each as a new file, as a kill mid-write leaves it: the old one is linked into dist-5/.
    unlinkSync(emptied!)
    writeFileSync(emptied!, '')
    unlinkSync(cut!)
    writeFileSync(cut!, whole.subarray(0, whole.length - 1))
    takeUnreadable(work)
    const stats = await writeCards(two, { placement: new Placement(path.join(work, 'dist-6')), cacheDir: cutCache, threads: 1 })
    expect(stats).toMatchObject({ cards: 2, rendered: 2, fromCache: 0 })
    // Checked concurrently: named in either order.
    const [a, b] = [emptied!, cut!].map((file) => `cache-cut/${path.basename(file)}`)
    expect([`(${a}, ${b})`, `(${b}, ${a})`].map((names) => `cache: 2 unreadable entries rebuilt ${names}`)).toContain(takeUnreadable(work))
    expect(readFileSync(cut!).equals(whole)).toBe(true)
  }, 60_000)

  it('asks a job it named before for its key no more, as a build that stays running gives it its jobs again', async () => {
    let asked = 0
    const counted = jobs.map((one) => ({
      ...one,
      get key() {
        asked += 1
        return one.key
      },
    }))
    await writeCards(counted, { placement: new Placement(path.join(work, 'dist-8')), cacheDir, threads: 1 })
    expect(asked).toBe(3)
    const again = await writeCards(counted, { placement: new Placement(path.join(work, 'dist-9')), cacheDir, threads: 1 })
    expect(asked).toBe(3)
    expect(again).toMatchObject({ cards: 3, rendered: 0, fromCache: 3 })
    for (const { file } of jobs) expect(pngSize(readFileSync(path.join(work, 'dist-9', file)))).toEqual({ width: 1200, height: 630 })
    // Another cache folder: named again there.
    await writeCards(counted, { placement: new Placement(path.join(work, 'dist-10')), cacheDir: path.join(work, 'cache-other'), threads: 1 })
    expect(asked).toBe(6)
  }, 30_000)

  it('refuses to overwrite a public file in the cards folder', async () => {
    const dist = path.join(work, 'dist-4')
    mkdirSync(path.join(dist, 'og/pages/guides'), { recursive: true })
    writeFileSync(path.join(dist, 'og/pages/guides/a.png'), 'not a card')
    await expect(writeCards(jobs, { placement: new Placement(dist), cacheDir, threads: 1 })).rejects.toThrow(/social card for \/guides\/a: .* already exists; .*reserved for generated cards/)
    // As the build meets it: public/'s file placed first, with the client bundle.
    const placement = new Placement(path.join(work, 'dist-7'))
    await placement.write('og/pages/guides/a.png', 'not a card', { identity: 'asset a' })
    await expect(writeCards(jobs, { placement, cacheDir, threads: 1 })).rejects.toThrow(/social card for \/guides\/a: .* already exists; .*reserved for generated cards/)
  })
})

describe('createCardRenderer', () => {
  /** A PNG's pixels, as resvg decodes it when drawing it 1:1. */
  const pixels = (png: Buffer) =>
    Buffer.from(new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><image width="1200" height="630" href="data:image/png;base64,${png.toString('base64')}"/></svg>`).render().pixels)

  /** The largest difference of one channel between two pictures, and how many of their bytes differ. */
  const difference = (a: Buffer, b: Buffer) => {
    let most = 0
    let bytes = 0
    for (let i = 0; i < a.length; i++) {
      const apart = Math.abs(a[i]! - b[i]!)
      if (apart > 0) bytes += 1
      most = Math.max(most, apart)
    }
    return { most, share: bytes / a.length }
  }

  // The body is drawn on its own and laid over the backdrop's pixels: rounding once more, at anti-aliased edges only.
  it('draws the layers as the picture of the whole tree, at most one level of a channel apart at the edges of letters', async () => {
    const renderCard = createCardRenderer()
    const whole = (card: CardInput) => [{ tree: cardTree(card), x: 0, y: 0, width: 1200, height: 630 }]
    const cards: CardInput[] = [
      { title: 'Notion vs Asana: Complete Comparison Guide', kind: 'compare', toolNames: ['Notion', 'Asana'], siteName: 'ToolCompass' },
      { title: 'Best SOC 2 Compliance Software in 2025', kind: 'best', toolNames: ['Vanta', 'Drata', 'Secureframe'], siteName: 'ToolCompass' },
      { title: 'Łódź and Dvořák: a guide whose title is long enough to need three lines and then some more', kind: 'guide', toolNames: [], siteName: 'ToolCompass' },
    ]
    for (const card of cards) {
      const [fromLayers, fromTree] = await Promise.all([renderCard(cardLayers(card)), renderCard(whole(card))])
      const { most, share } = difference(pixels(fromLayers.png), pixels(fromTree.png))
      expect(most).toBeLessThanOrEqual(1)
      expect(share).toBeLessThan(0.01)
    }
  }, 30_000)
})

describe('encodePng', () => {
  /** What resvg draws of a PNG as an <image> 1:1: the decoded pixels. */
  const decoded = (png: Buffer, width: number, height: number) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`
    return Buffer.from(new Resvg(svg).render().pixels)
  }
  /** The PNG colour type from IHDR: 3 is a palette, 6 is RGBA. */
  const colourType = (png: Buffer) => png[25]
  const image = (width: number, height: number, colour: (i: number) => [number, number, number, number]) => {
    const pixels = Buffer.alloc(width * height * 4)
    for (let i = 0; i < width * height; i++) pixels.set(colour(i), i * 4)
    return { width, height, pixels }
  }

  it('writes an opaque image of up to 256 colours as a palette PNG a decoder reads back pixel for pixel', () => {
    const card = image(40, 10, (i) => [(i * 37) % 256, (i * 91) % 256, i % 256, 255])
    const png = encodePng(card)
    expect(pngSize(png)).toEqual({ width: 40, height: 10 })
    expect(colourType(png)).toBe(3)
    expect(decoded(png, 40, 10).equals(card.pixels)).toBe(true)
  })

  it('writes RGBA when there are more than 256 colours or any transparency, and it still reads back', () => {
    const many = image(30, 10, (i) => [i % 256, Math.floor(i / 256), 7, 255])
    const seeThrough = image(5, 3, (i) => (i === 7 ? [0, 0, 0, 0] : [200, 10, 10, 255]))
    for (const picture of [many, seeThrough]) {
      const png = encodePng(picture)
      expect(colourType(png)).toBe(6)
      expect(decoded(png, picture.width, picture.height).equals(picture.pixels)).toBe(true)
    }
  })

  it('reads pixels that do not start on a 4-byte boundary', () => {
    const card = image(6, 4, (i) => [i * 10, 255 - i * 10, 128, 255])
    const shifted = Buffer.alloc(card.pixels.length + 1)
    card.pixels.copy(shifted, 1)
    const png = encodePng({ width: 6, height: 4, pixels: shifted.subarray(1) })
    expect(decoded(png, 6, 4).equals(card.pixels)).toBe(true)
  })
})

describe('drawOver', () => {
  const canvas = () => ({ width: 3, height: 2, pixels: Buffer.from(Array.from({ length: 6 }, () => [200, 100, 50, 255]).flat()) })

  it('leaves what the layer does not cover, takes what it covers fully, and blends its anti-aliased edge', () => {
    const target = canvas()
    // Premultiplied: half-covered black is (0, 0, 0, 128); half-covered white is (128, 128, 128, 128).
    const layer = { width: 2, height: 1, pixels: Buffer.from([0, 0, 0, 128, 128, 128, 128, 128]) }
    drawOver(target, layer, 1, 1)
    expect([...target.pixels.subarray(0, 16)]).toEqual([200, 100, 50, 255, 200, 100, 50, 255, 200, 100, 50, 255, 200, 100, 50, 255])
    // 200 × 127 / 255 = 99.6, rounded to 100; 128 + 100 × 127 / 255 = 177.8, rounded to 178.
    expect([...target.pixels.subarray(16, 24)]).toEqual([100, 50, 25, 255, 228, 178, 153, 255])
    const opaque = canvas()
    drawOver(opaque, { width: 1, height: 1, pixels: Buffer.from([1, 2, 3, 255]) }, 0, 0)
    expect([...opaque.pixels.subarray(0, 8)]).toEqual([1, 2, 3, 255, 200, 100, 50, 255])
  })

  it('refuses a layer that does not fit inside the canvas', () => {
    expect(() => drawOver(canvas(), { width: 2, height: 2, pixels: Buffer.alloc(16) }, 2, 0)).toThrow(/2x2 layer at \(2, 0\) is not inside a 3x2 canvas/)
  })
})

describe('encodePng over a backdrop', () => {
  it("reads only the box drawn over, starting from the backdrop's palette, and writes the same picture as reading it all", () => {
    const width = 16
    const height = 8
    const backdrop = { width, height, pixels: Buffer.alloc(width * height * 4) }
    for (let i = 0; i < width * height; i++) backdrop.pixels.set(i % 16 < 8 ? [250, 250, 245, 255] : [79, 70, 229, 255], i * 4)
    const card = { width, height, pixels: Buffer.from(backdrop.pixels) }
    drawOver(card, { width: 4, height: 3, pixels: Buffer.from(Array.from({ length: 12 }, (_, i) => [i * 10, i * 5, 0, i % 2 ? 255 : 128]).flat()) }, 6, 2)
    const from = indexBackdrop(backdrop)!
    const png = encodePng(card, { box: { x: 6, y: 2, width: 4, height: 3 }, from })
    expect(png[25]).toBe(3)
    const decoded = new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`).render().pixels
    expect(Buffer.from(decoded).equals(card.pixels)).toBe(true)
    // The backdrop's palette is not disturbed: its cards each add their own colours to a copy.
    expect(from.indexOf.size).toBe(2)
  })
})

describe('needsExtendedFonts', () => {
  it('asks for Latin Extended only when a text has characters the Latin subset lacks', () => {
    const tree = (text: string) => cardTree({ title: text, kind: 'guide', toolNames: [], siteName: 'ToolCompass' })
    expect(needsExtendedFonts(tree('Café “quotes” — 50 € · 100 %'))).toBe(false)
    expect(needsExtendedFonts(tree('Łódź and Dvořák'))).toBe(true)
  })
})

describe('the build\'s own thread', () => {
  /** Whether importing a module of scripts/cards/ in a fresh Node loads resvg (a CommonJS package, so in require's cache). */
  const loadsResvg = (file: string) => {
    const script = `import { createRequire } from 'node:module'
      await import(${JSON.stringify(path.resolve('scripts/cards', file))})
      console.log(Object.keys(createRequire(import.meta.url).cache).some((loaded) => loaded.includes('@resvg')))`
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
    expect(run.status, run.stderr).toBe(0)
    return run.stdout.trim() === 'true'
  }

  it('keys and places cards without loading the renderer: an edit whose cards are all cached never loads satori and resvg', () => {
    expect(loadsResvg('write.mjs')).toBe(false)
    // The check sees the renderer when it is loaded.
    expect(loadsResvg('render.mjs')).toBe(true)
  }, 30_000)
})
