import { describe, expect, it } from 'vitest'
import { createRegistry, type Registry } from '../../../src/content/entries'
import { toolsRankedOrCompared } from '../../../src/content/tool-relations'
import { dependencyDigests } from '../../../src/server/dependency-digest'
import { relationsInputs } from '../../../src/server/kept-relations'
import { socialCardJobs } from '../../../src/server/social-cards'
import { pageData, rawContent, toolData } from '../fixtures'

const best = (title: string, tools: string[]) => pageData({ kind: 'best', title, category: 'Compliance', tools, lastReviewed: '2025-09-05' })
const compare = (tools: [string, string], title: string) => pageData({ kind: 'compare', title, category: 'Compliance', tools, lastReviewed: '2025-09-05' })
const TOOLS = {
  '/content/_tools/vanta.yaml': toolData(),
  '/content/_tools/drata.yaml': toolData({ name: 'Drata', website: 'https://drata.com', rating: 4.5 }),
  '/content/_tools/paid.yaml': toolData({ name: 'PaidTool', website: 'https://paid.example.com', rating: 4.1 }),
  '/content/_tools/lone.yaml': toolData({ name: 'Lone', website: 'https://lone.example.com', group: 'CRM', category: 'CRM' }),
}
const PAGES = {
  '/content/about.mdx': pageData(),
  '/content/best/x.mdx': best('Best X', ['vanta', 'drata']),
  '/content/compare/drata-vs-paid.mdx': compare(['drata', 'paid'], 'Drata vs PaidTool: Complete Comparison Guide'),
  '/content/best/hidden.mdx': { ...best('Hidden', ['lone']), noindex: true },
}
const STATES = { vanta: 'v1', drata: 'd1', paid: 'p1', lone: 'l1' }

/** The build's registry: each tool with the state its check came with. */
function built(pages: Record<string, unknown> = PAGES, states: Record<string, string> = STATES): Registry {
  const registry = createRegistry(rawContent(pages, TOOLS))
  return Object.assign(registry, { toolStates: new Map(Object.entries(states)) })
}

/** The same registry, whose relations throw if they are worked out. */
const unworked = (registry: Registry): Registry =>
  Object.create(registry, {
    toolRelations: {
      get: () => {
        throw new Error('the relations were worked out')
      },
    },
  }) as Registry

describe("the tools' relations kept from one build to the next (#32)", () => {
  it('are worked out only when read', () => {
    const registry = createRegistry(rawContent(PAGES, TOOLS))
    const descriptor = Object.getOwnPropertyDescriptor(registry, 'toolRelations')
    expect(descriptor?.get).toBeTypeOf('function')
    expect(registry.toolRelations).toBe(registry.toolRelations)
    expect(registry.toolRelations.get('vanta')?.rankedIn.map((ranking) => ranking.route)).toEqual(['/best/x'])
  })

  it("hash what they are worked out from: a tool's state, a ranking's tools or title, not a page that names no tool", () => {
    const inputs = relationsInputs(built())
    expect(inputs).toBeTypeOf('string')
    expect(relationsInputs(built())).toBe(inputs)
    expect(relationsInputs(built(PAGES, { ...STATES, lone: 'l2' }))).not.toBe(inputs)
    expect(relationsInputs(built({ ...PAGES, '/content/best/x.mdx': best('Best X', ['drata', 'vanta']) }))).not.toBe(inputs)
    expect(relationsInputs(built({ ...PAGES, '/content/best/x.mdx': best('Best Y', ['vanta', 'drata']) }))).not.toBe(inputs)
    expect(relationsInputs(built({ ...PAGES, '/content/about.mdx': pageData({ title: 'About us' }) }))).toBe(inputs)
    // A tool without a state (the preview's registry): nothing to keep them by.
    expect(relationsInputs(createRegistry(rawContent(PAGES, TOOLS)))).toBeUndefined()
    expect(relationsInputs(built(PAGES, { vanta: 'v1', drata: 'd1', paid: 'p1' }))).toBeUndefined()
  })

  it('take a kept hash while what they were worked out from is unchanged, without working them out', () => {
    const first = dependencyDigests(built())
    const keys = ['relations:vanta', 'relations:drata', 'relations']
    const digest = first.digest(keys)
    const kept = first.relationsKept()!
    expect([...kept.hashes.keys()].sort()).toEqual(['drata', 'lone', 'paid', 'vanta'])
    // The next build: the same inputs, the same digest, and the relations never worked out.
    const next = dependencyDigests(unworked(built()), new Map(), kept)
    expect(next.digest(keys)).toBe(digest)
    expect(next.relationsKept()).toEqual(kept)
    // The kept hash is what is compared.
    const forged = { inputs: kept.inputs, hashes: new Map([...kept.hashes, ['vanta', 'forged']]) }
    expect(dependencyDigests(unworked(built()), new Map(), forged).digest(['relations:vanta'])).not.toBe(first.digest(['relations:vanta']))
  })

  it('work them out again when what they come from changed, and keep the new hashes', () => {
    const first = dependencyDigests(built())
    const before = first.digest(['relations:vanta', 'relations:paid'])
    const kept = first.relationsKept()!
    const forged = { inputs: kept.inputs, hashes: new Map([...kept.hashes].map(([id]) => [id, 'forged'])) }
    // Vanta leaves the ranking: its relations change, PaidTool's do not.
    const pages = { ...PAGES, '/content/best/x.mdx': best('Best X', ['drata']) }
    const changed = dependencyDigests(built(pages), new Map(), forged)
    expect(changed.digest(['relations:vanta'])).toBe(dependencyDigests(built(pages)).digest(['relations:vanta']))
    expect(changed.digest(['relations:vanta'])).not.toBe(dependencyDigests(built()).digest(['relations:vanta']))
    expect(changed.digest(['relations:paid'])).toBe(dependencyDigests(built()).digest(['relations:paid']))
    expect(changed.digest(['relations:vanta', 'relations:paid'])).not.toBe(before)
    const now = changed.relationsKept()!
    expect(now.inputs).toBe(relationsInputs(built(pages)))
    expect([...now.hashes.keys()].sort()).toEqual(['paid', 'vanta'])
    expect([...now.hashes.values()]).not.toContain('forged')
    // Without states nothing is kept, and a kept hash is never taken.
    const preview = dependencyDigests(createRegistry(rawContent(PAGES, TOOLS)), new Map(), forged)
    expect(preview.digest(['relations:vanta'])).toBe(dependencyDigests(built()).digest(['relations:vanta']))
    expect(preview.relationsKept()).toBeUndefined()
  })

  it("name the tools a ranking or comparison lists as their relations do, so the social cards need no relations worked out", () => {
    const registry = built()
    const named = toolsRankedOrCompared(registry.pages)
    for (const [id, relations] of registry.toolRelations) expect(named.has(id), id).toBe(relations.rankedIn.length + relations.comparedIn.length > 0)
    expect([...named].sort()).toEqual(['drata', 'paid', 'vanta'])
    // The cards: a tool that is only in the catalogue shares its field's picture, the others have their own.
    const shared = Object.fromEntries(socialCardJobs(unworked(built())).filter((job) => job.route.startsWith('/tools/')).map((job) => [job.route, job.shared]))
    expect(shared).toEqual({ '/tools/drata': undefined, '/tools/lone': 'field:CRM', '/tools/paid': undefined, '/tools/vanta': undefined })
  })
})
