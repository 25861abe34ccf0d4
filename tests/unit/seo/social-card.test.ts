import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createRegistry } from '../../../src/content/entries'
import { PAGE_KINDS } from '../../../src/content/schema'
import { LOGO_SVG } from '../../../src/seo/favicon'
import { cardKey, fieldCardTitle, sharedCardTitle, socialCardJobs } from '../../../src/server/social-cards'
import {
  CARD_BODY_BOX,
  CARD_FOLDER,
  CARD_HEIGHT,
  CARD_VERSION,
  CARD_WIDTH,
  cardImagePath,
  cardInputFor,
  cardLayers,
  cardTitle,
  cardTree,
  KIND_LABEL,
  pngSize,
  titleFontSize,
  toolNameFontSize,
  type CardChild,
  type CardElement,
  type CardInput,
} from '../../../src/seo/social-card'
import { FIELD_FILES, frontmatter, pageData, toolData } from '../fixtures'

/** Every text in a tree, in order. */
const texts = (node: CardChild | CardChild[] | undefined): string[] =>
  node === undefined ? [] : Array.isArray(node) ? node.flatMap(texts) : typeof node === 'string' ? [node] : texts(node.props.children)

/** Every element in a tree. */
const elements = (node: CardChild | CardChild[] | undefined): CardElement[] =>
  node === undefined || typeof node === 'string' ? [] : Array.isArray(node) ? node.flatMap(elements) : [node, ...elements(node.props.children)]

const input = (overrides: Partial<CardInput>): CardInput => ({ title: 'A Title', kind: 'guide', toolNames: [], siteName: 'ToolCompass', ...overrides })

describe('cardImagePath', () => {
  it('maps the home page and nested routes into the cards folder', () => {
    expect(cardImagePath('/')).toBe('/og/pages/index.png')
    expect(cardImagePath('/about')).toBe('/og/pages/about.png')
    expect(cardImagePath('/compare/notion-vs-asana')).toBe('/og/pages/compare/notion-vs-asana.png')
  })

  it('never lands on the public default card, whatever the route', () => {
    for (const route of ['/', '/default', '/og/default', '/og', '/pages/index']) expect(cardImagePath(route)).not.toBe('/og/default.png')
    expect(cardImagePath('/default').startsWith(`${CARD_FOLDER}/`)).toBe(true)
  })
})

describe('cardTitle', () => {
  it("drops the site name the card already shows", () => {
    expect(cardTitle(input({ kind: 'home', title: 'ToolCompass: Find the Right Business Software' }))).toBe('Find the Right Business Software')
    expect(cardTitle(input({ title: 'Pricing guide | ToolCompass' }))).toBe('Pricing guide')
    expect(cardTitle(input({ title: 'About ToolCompass' }))).toBe('About ToolCompass')
  })

  it('drops "A vs B:" from a comparison, whose tool names the card shows large', () => {
    expect(cardTitle(input({ kind: 'compare', title: 'Notion vs Asana: Complete Comparison Guide', toolNames: ['Notion', 'Asana'] }))).toBe('Complete Comparison Guide')
    expect(cardTitle(input({ kind: 'compare', title: 'Notion or Asana?', toolNames: ['Notion', 'Asana'] }))).toBe('Notion or Asana?')
  })

  it('never ends up empty', () => {
    expect(cardTitle(input({ title: 'ToolCompass' }))).toBe('ToolCompass')
  })
})

describe('sizes', () => {
  it('gives long titles smaller type, within bounds', () => {
    const sizes = [10, 30, 50, 70, 200].map((n) => titleFontSize('x'.repeat(n)))
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a))
    expect(Math.max(...sizes)).toBeLessThanOrEqual(88)
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(56)
  })

  it('sizes tool names by the longer one, between 44 and 88px', () => {
    expect(toolNameFontSize(['Notion', 'Asana'])).toBe(88)
    expect(toolNameFontSize(['HubSpot', 'Salesforce'])).toBeLessThan(88)
    expect(toolNameFontSize(['Plausible Analytics', 'Zoom AI Companion'])).toBe(44)
    expect(toolNameFontSize(['A'.repeat(200), 'B'])).toBe(44)
  })
})

describe('cardLayers', () => {
  it('splits the card into a backdrop shared by every card of a kind and a body under the header', () => {
    const [backdrop, body] = cardLayers(input({ title: 'One title' }))
    const [otherBackdrop, otherBody] = cardLayers(input({ title: 'Another title' }))
    expect(otherBackdrop).toEqual(backdrop)
    expect(otherBody).not.toEqual(body)
    expect(backdrop).toMatchObject({ x: 0, y: 0, width: CARD_WIDTH, height: CARD_HEIGHT })
    expect(body).toMatchObject(CARD_BODY_BOX)
    expect(CARD_BODY_BOX).toEqual({ x: 80, y: 124, width: 1040, height: 430 })
    expect(texts(backdrop!.tree)).toEqual(['ToolCompass', KIND_LABEL.guide])
    expect(texts(body!.tree)).toEqual(['One title'])
  })

  it('says what the whole tree says, in the same order', () => {
    const card = input({ kind: 'compare', title: 'Notion vs Asana: Complete Comparison Guide', toolNames: ['Notion', 'Asana'] })
    expect(cardLayers(card).flatMap((layer) => texts(layer.tree))).toEqual(texts(cardTree(card)))
  })
})

describe('cardTree', () => {
  it('is a 1200x630 card with the site name, the kind and the title', () => {
    const tree = cardTree(input({ title: 'A Practical SaaS Evaluation Framework' }))
    expect(tree.props.style).toMatchObject({ width: 1200, height: 630, boxSizing: 'border-box' })
    expect(texts(tree)).toEqual(['ToolCompass', 'Guide', 'A Practical SaaS Evaluation Framework'])
  })

  it('has a label for every page kind', () => {
    for (const kind of PAGE_KINDS) expect(texts(cardTree(input({ kind })))).toContain(KIND_LABEL[kind])
  })

  it('shows both tool names of a comparison, each in its own box', () => {
    const tree = cardTree(input({ kind: 'compare', title: 'Notion vs Asana: Complete Comparison Guide', toolNames: ['Notion', 'Asana'] }))
    expect(texts(tree)).toEqual(['ToolCompass', 'Comparison', 'Notion', 'vs', 'Asana', 'Complete Comparison Guide'])
  })

  it("names a best-of page's top picks", () => {
    expect(texts(cardTree(input({ kind: 'best', toolNames: ['Vanta', 'Drata', 'Sprinto'] })))).toContain('Top picks: Vanta, Drata and Sprinto')
  })

  it('clamps every text that can grow, so no title overflows the card', () => {
    const long = 'An Extraordinarily Long Title '.repeat(10)
    for (const tree of [cardTree(input({ title: long })), cardTree(input({ kind: 'compare', title: long, toolNames: [long, long] }))]) {
      const growing = elements(tree).filter((el) => typeof el.props.children === 'string' && el.props.children.length > 40)
      expect(growing.length).toBeGreaterThan(0)
      for (const el of growing) expect(el.props.style).toMatchObject({ lineClamp: expect.any(Number), overflowWrap: 'break-word' })
    }
  })

  it('uses no style that becomes an SVG clip path or filter (each costs resvg milliseconds a card, at thousands of cards)', () => {
    for (const kind of PAGE_KINDS) {
      const tree = cardTree(input({ kind, toolNames: kind === 'compare' ? ['A', 'B'] : ['A'] }))
      for (const el of elements(tree)) {
        const style = el.props.style ?? {}
        expect(Object.keys(style).filter((key) => /^(border(Top|Right|Bottom|Left)?(Width)?|overflow|boxShadow|textShadow|filter|backgroundImage|clipPath|mask.*)$/.test(key)), el.type).toEqual([])
      }
    }
  })

  it('is plain data that survives structured cloning (it is posted to worker threads)', () => {
    const tree = cardTree(input({ kind: 'compare', toolNames: ['A', 'B'] }))
    expect(structuredClone(tree)).toEqual(tree)
    expect(JSON.parse(JSON.stringify(tree))).toEqual(tree)
  })

  it('carries the same compass mark as the favicon', () => {
    const tree = JSON.stringify(cardTree(input({ kind: 'compare', toolNames: ['A', 'B'] })))
    expect(tree).toContain(encodeURIComponent(LOGO_SVG))
  })
})

describe('cardInputFor and socialCardJobs', () => {
  const registry = createRegistry({
    frontmatters: {
      '/content/index.mdx': pageData({ kind: 'home', title: 'ToolCompass: Home' }),
      '/content/compare/vanta-vs-drata.mdx': pageData({
        kind: 'compare',
        title: 'Vanta vs Drata: Complete Comparison Guide',
        tools: ['vanta', 'drata'],
        category: 'Compliance',
        lastReviewed: '2025-10-01',
      }),
      '/content/custom.mdx': pageData({ title: 'Has its own image', image: '/og/custom.png' }),
    },
    loaders: {
      '/content/index.mdx': async () => ({ default: () => null }),
      '/content/compare/vanta-vs-drata.mdx': async () => ({ default: () => null }),
      '/content/custom.mdx': async () => ({ default: () => null }),
    },
    tools: { '/content/_tools/vanta.yaml': toolData(), '/content/_tools/drata.yaml': toolData({ name: 'Drata', website: 'https://drata.com' }) },
    fields: FIELD_FILES,
  })

  it('takes tool names from the tools data, not the ids', () => {
    const data = frontmatter({ kind: 'compare', title: 'Vanta vs Drata: Complete Comparison Guide', tools: ['vanta', 'drata'], category: 'Compliance', lastReviewed: '2025-10-01' })
    const names = new Map([['vanta', 'Vanta'], ['drata', 'Drata']])
    expect(cardInputFor(data, (id) => names.get(id), 'ToolCompass')).toEqual({
      title: 'Vanta vs Drata: Complete Comparison Guide',
      kind: 'compare',
      toolNames: ['Vanta', 'Drata'],
      siteName: 'ToolCompass',
    })
    expect(cardInputFor(frontmatter({ kind: 'calculator', title: 'G', category: 'Finance' }), () => 'X', 'S').toolNames).toEqual([])
  })

  it("has a card for every route but pages with their own image, at the head tags' path", () => {
    const jobs = socialCardJobs(registry, 'ToolCompass')
    expect(jobs.map((job) => [job.route, job.file])).toEqual([
      ['/', 'og/pages/index.png'],
      ['/compare/vanta-vs-drata', 'og/pages/compare/vanta-vs-drata.png'],
      // Every tool's profile has its card too.
      ['/tools/drata', 'og/pages/tools/drata.png'],
      ['/tools/vanta', 'og/pages/tools/vanta.png'],
    ])
    expect(texts(jobs[1]!.layers.map((layer) => layer.tree))).toContain('Drata')
  })

  it('keys a card by what it shows: the same page gives the same key, a new title a new one', () => {
    const [a] = socialCardJobs(registry, 'ToolCompass')
    const [b] = socialCardJobs(registry, 'ToolCompass')
    const [renamed] = socialCardJobs(registry, 'OtherSite')
    expect(a!.key).toBe(b!.key)
    expect(renamed!.key).not.toBe(a!.key)
  })

  it("keys a card by its layers' text, the backdrop's made once and shared by the cards of its kind", () => {
    const jobs = socialCardJobs(registry, 'ToolCompass')
    for (const job of jobs) expect(job.key).toBe(JSON.stringify({ version: CARD_VERSION, layers: job.layers }))
    const [drata, vanta] = jobs.slice(2)
    // One object for both tools' backdrops, and another for the comparison's (a kind of its own).
    expect(drata!.layers[0]).toBe(vanta!.layers[0])
    expect(jobs[1]!.layers[0]).not.toBe(drata!.layers[0])
    expect(cardKey([])).toBe(JSON.stringify({ version: CARD_VERSION, layers: [] }))
  })
})

describe("a tool's card (#32)", () => {
  const registry = createRegistry({
    frontmatters: {
      '/content/compare/vanta-vs-drata.mdx': pageData({ kind: 'compare', title: 'Vanta vs Drata: Complete Comparison Guide', tools: ['vanta', 'drata'], category: 'Compliance', lastReviewed: '2025-10-01' }),
    },
    loaders: { '/content/compare/vanta-vs-drata.mdx': async () => ({ default: () => null }) },
    tools: {
      '/content/_tools/vanta.yaml': toolData(),
      '/content/_tools/drata.yaml': toolData({ name: 'Drata', website: 'https://drata.com' }),
      '/content/_tools/sprinto.yaml': toolData({ name: 'Sprinto', website: 'https://sprinto.com' }),
      '/content/_tools/thoropass.yaml': toolData({ name: 'Thoropass', website: 'https://thoropass.com' }),
    },
    fields: FIELD_FILES,
  })
  const jobs = new Map(socialCardJobs(registry, 'ToolCompass').map((job) => [job.route, job]))
  const shown = (route: string) => texts(jobs.get(route)!.layers.map((layer) => layer.tree)).join(' ')

  it('names the tool when a ranking or a comparison names it', () => {
    expect(shown('/tools/vanta')).toContain('Vanta')
    expect(shown('/tools/vanta')).not.toContain(fieldCardTitle('Compliance'))
    expect(jobs.get('/tools/vanta')!.key).not.toBe(jobs.get('/tools/drata')!.key)
  })

  it("shares its field's card, one picture drawn once, when it is only in the catalogue; its file is still its own", () => {
    const field = registry.tools.get('sprinto')!.group
    expect(shown('/tools/sprinto')).toContain(fieldCardTitle(field))
    expect(shown('/tools/sprinto')).not.toContain('Sprinto')
    expect(jobs.get('/tools/sprinto')!.key).toBe(jobs.get('/tools/thoropass')!.key)
    expect(jobs.get('/tools/sprinto')!.file).toBe('og/pages/tools/sprinto.png')
    // The head tags' image description says what the card says.
    expect(sharedCardTitle(registry, registry.byRoute.get('/tools/sprinto')!)).toBe(fieldCardTitle(field))
    expect(sharedCardTitle(registry, registry.byRoute.get('/tools/vanta')!)).toBeUndefined()
  })

  it('says which cards share a picture, and their key is the one their own layers make', () => {
    const sprinto = jobs.get('/tools/sprinto')!
    expect(sprinto.shared).toBeDefined()
    expect(sprinto.shared).toBe(jobs.get('/tools/thoropass')!.shared)
    // Made once for the field, and still what the card's layers would make.
    expect(sprinto.key).toBe(cardKey(sprinto.layers))
    expect(jobs.get('/tools/vanta')!.shared).toBeUndefined()
    expect(jobs.get('/compare/vanta-vs-drata')!.shared).toBeUndefined()
  })
})

describe("a directory's card (#32)", () => {
  const registry = createRegistry({
    frontmatters: { '/content/tools.mdx': pageData({ kind: 'directory', title: 'All tools', paginate: { kind: 'tool', perPage: 1 } }) },
    loaders: { '/content/tools.mdx': async () => ({ default: () => null }) },
    tools: {
      '/content/_tools/vanta.yaml': toolData(),
      '/content/_tools/drata.yaml': toolData({ name: 'Drata', website: 'https://drata.com' }),
      '/content/_tools/sprinto.yaml': toolData({ name: 'Sprinto', website: 'https://sprinto.com' }),
    },
    fields: FIELD_FILES,
  })
  const jobs = new Map(socialCardJobs(registry, 'ToolCompass').map((job) => [job.route, job]))

  it("shares its first page's picture on every page, each at its own file; the count of pages is not on it", () => {
    const [first, second, third] = ['/tools', '/tools/page/2', '/tools/page/3'].map((route) => jobs.get(route)!)
    expect(registry.byRoute.get('/tools/page/3')!.data.title).toBe('All tools (page 3 of 3)')
    expect(second!.key).toBe(first!.key)
    expect(third!.key).toBe(first!.key)
    expect(second!.shared).toBe(first!.shared)
    expect(second!.shared).toBeDefined()
    expect(texts(third!.layers.map((layer) => layer.tree)).join(' ')).not.toContain('page 3')
    expect(third!.file).toBe('og/pages/tools/page/3.png')
    // The head tags' image description says what the card says: the first page's title; the first page's own is its title.
    expect(sharedCardTitle(registry, registry.byRoute.get('/tools/page/3')!)).toBe('All tools')
    expect(sharedCardTitle(registry, registry.byRoute.get('/tools')!)).toBeUndefined()
  })
})

describe('pngSize', () => {
  it("reads a PNG's width and height, and refuses other bytes", () => {
    expect(pngSize(readFileSync('public/og/default.png'))).toEqual({ width: 1200, height: 630 })
    expect(pngSize(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined()
    expect(pngSize(new Uint8Array(8))).toBeUndefined()
  })
})
