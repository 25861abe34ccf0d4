import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { Resvg } from '@resvg/resvg-js'
import { encodePng, needsExtendedFonts } from '../../../scripts/cards/render.mjs'
import { describeCards, writeCards } from '../../../scripts/cards/write.mjs'
import { cardTree, pngSize, type CardInput } from '../../../src/seo/social-card'

const work = mkdtempSync(path.join(tmpdir(), 'toolcompass-cards-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const job = (route: string, input: Partial<CardInput>) => {
  const tree = cardTree({ title: 'Title', kind: 'guide', toolNames: [], siteName: 'ToolCompass', ...input })
  return { route, file: `og/pages${route}.png`, tree, key: JSON.stringify(tree) }
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
    const stats = await writeCards(jobs, { dist, cacheDir, threads: 1 })
    expect(stats).toMatchObject({ cards: 3, rendered: 2, fromCache: 0, workers: 1 })
    expect(describeCards(stats)).toMatch(/, 0 from cache, 1 the same as another page's$/)
    expect(stats.satoriMs + stats.resvgMs).toBeGreaterThan(0)
    for (const { file } of jobs) expect(pngSize(readFileSync(path.join(dist, file)))).toEqual({ width: 1200, height: 630 })
    expect(readdirSync(cacheDir).filter((name) => name.endsWith('.png'))).toHaveLength(2)
    expect(readdirSync(cacheDir).filter((name) => !name.endsWith('.png'))).toEqual([])
  }, 30_000)

  it('draws nothing when every card is cached, and draws only the card whose input changed', async () => {
    const dist = path.join(work, 'dist-2')
    expect(await writeCards(jobs, { dist, cacheDir, threads: 1 })).toMatchObject({ cards: 3, rendered: 0, fromCache: 3, workers: 0 })
    const cached = path.join(dist, jobs[1]!.file)
    // Linked from the cache, not copied.
    expect(statSync(cached).nlink).toBeGreaterThan(1)

    const edited = [jobs[0]!, job('/guides/a', { title: 'A New Title' }), jobs[2]!]
    const stats = await writeCards(edited, { dist: path.join(work, 'dist-3'), cacheDir, threads: 1 })
    expect(stats).toMatchObject({ cards: 3, rendered: 1, fromCache: 2 })
    expect(describeCards(stats)).toMatch(/^3 social cards: 1 drawn in \d+ ms on 1 thread \(satori [\d.]+ \+ resvg [\d.]+ ms a card\), 2 from cache$/)
  }, 30_000)

  it('refuses to overwrite a public file in the cards folder', async () => {
    const dist = path.join(work, 'dist-4')
    mkdirSync(path.join(dist, 'og/pages/guides'), { recursive: true })
    writeFileSync(path.join(dist, 'og/pages/guides/a.png'), 'not a card')
    await expect(writeCards(jobs, { dist, cacheDir, threads: 1 })).rejects.toThrow(/social card for \/guides\/a: .* already exists; .*reserved for generated cards/)
  })
})

describe('encodePng', () => {
  it('writes PNGs a decoder reads back pixel for pixel', () => {
    const width = 5
    const height = 3
    const pixels = Buffer.alloc(width * height * 4)
    for (let i = 0; i < width * height; i++) pixels.set([(i * 37) % 256, (i * 91) % 256, (i * 13) % 256, 255], i * 4)
    const png = encodePng({ width, height, pixels })
    expect(pngSize(png)).toEqual({ width, height })
    // resvg decodes the PNG as an <image> drawn 1:1.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`
    expect(Buffer.from(new Resvg(svg).render().pixels).equals(pixels)).toBe(true)
  })
})

describe('needsExtendedFonts', () => {
  it('asks for Latin Extended only when a text has characters the Latin subset lacks', () => {
    const tree = (text: string) => cardTree({ title: text, kind: 'guide', toolNames: [], siteName: 'ToolCompass' })
    expect(needsExtendedFonts(tree('Café “quotes” — 50 € · 100 %'))).toBe(false)
    expect(needsExtendedFonts(tree('Łódź and Dvořák'))).toBe(true)
  })
})
