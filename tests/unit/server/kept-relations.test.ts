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
/** The build's registry, with some tools' data changed. */
function built(pages: Record<string, unknown> = PAGES, tools: Record<string, Record<string, unknown>> = {}): Registry {
  const changed = Object.fromEntries(Object.entries(TOOLS).map(([key, data]) => [key, { ...data, ...tools[key.replace(/^.*\/|\.yaml$/g, '')] }]))
  return createRegistry(rawContent(pages, changed))
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

  it("hash, field by field, what they are worked out from: names and ratings, the rankings and comparisons, the tools these name", () => {
    const inputs = relationsInputs(built())
    expect([...inputs.keys()].sort()).toEqual(['CRM', 'Compliance'])
    expect(relationsInputs(built())).toEqual(inputs)
    const changed = (registry: Registry) => [...relationsInputs(registry)].filter(([field, hash]) => inputs.get(field) !== hash).map(([field]) => field).sort()
    // A tool no page names: its own field's.
    expect(changed(built(PAGES, { lone: { rating: 3.9 } }))).toEqual(['CRM'])
    expect(changed(built(PAGES, { lone: { name: 'Lonely' } }))).toEqual(['CRM'])
    // A tool a page names: every field's (it may be any tool's compared or ranked alternative).
    expect(changed(built(PAGES, { drata: { rating: 4.9 } }))).toEqual(['CRM', 'Compliance'])
    // What the relations do not read: none.
    expect(changed(built(PAGES, { lone: { plans: [{ name: 'Team', price: 'custom quote' }], cons: ['Other words'], description: 'Other words.' } }))).toEqual([])
    // A tool moved to another field: both.
    expect(changed(built(PAGES, { paid: { group: 'CRM', category: 'CRM' } }))).toEqual(['CRM', 'Compliance'])
    // A ranking's tools or title: every field's; a page that names no tool: none.
    expect(changed(built({ ...PAGES, '/content/best/x.mdx': best('Best X', ['drata', 'vanta']) }))).toEqual(['CRM', 'Compliance'])
    expect(changed(built({ ...PAGES, '/content/best/x.mdx': best('Best Y', ['vanta', 'drata']) }))).toEqual(['CRM', 'Compliance'])
    expect(changed(built({ ...PAGES, '/content/about.mdx': pageData({ title: 'About us' }) }))).toEqual([])
  })

  it("after tools were saved, hash again only their fields while no page names them, and every field's when one does", () => {
    const before = relationsInputs(built())
    for (const [id, edit] of [
      ['lone', { rating: 3.9 }],
      ['lone', { name: 'Lonely' }],
      ['drata', { rating: 4.9 }],
      ['paid', { rating: 2.5 }],
      ['vanta', { plans: [{ name: 'Team', price: 'custom quote' }] }],
    ] as const) {
      const edited = built(PAGES, { [id]: edit })
      const since = relationsInputs(edited, { inputs: before, saved: new Set([id]) })
      expect(Object.fromEntries(since), `${id} ${JSON.stringify(edit)}`).toEqual(Object.fromEntries(relationsInputs(edited)))
    }
    // The other fields' hashes are taken as they were given, not worked out (here, given wrong, they stay wrong).
    const given = new Map([...before].map(([field, hash]) => [field, field === 'CRM' ? hash : `given ${field}`]))
    const lone = relationsInputs(built(PAGES, { lone: { rating: 3.9 } }), { inputs: given, saved: new Set(['lone']) })
    expect(lone.get('Compliance')).toBe('given Compliance')
    expect(lone.get('CRM')).toBe(relationsInputs(built(PAGES, { lone: { rating: 3.9 } })).get('CRM'))
    // A saved tool a page names: every field's worked out.
    expect(relationsInputs(built(PAGES, { drata: { rating: 4.9 } }), { inputs: given, saved: new Set(['drata']) }).get('Compliance')).not.toBe('given Compliance')
  })

  it("after a tool a page names was saved, read again only its field's tools, the other fields' lines taken as they were hashed", () => {
    const before = relationsInputs(built())
    const saved = built(PAGES, { drata: { rating: 4.9 } })
    const since = relationsInputs(saved, { inputs: before, saved: new Set(['drata']) })
    expect(Object.fromEntries(since)).toEqual(Object.fromEntries(relationsInputs(saved)))
    // Lone, of another field, changed here but not named as saved: its field's lines are those hashed before, and its hash is
    // what the pages now say with them (a save's contract is that only the saved tools changed).
    const unread = relationsInputs(built(PAGES, { drata: { rating: 4.9 }, lone: { rating: 3.9 } }), { inputs: before, saved: new Set(['drata']) })
    expect(unread.get('CRM')).toBe(since.get('CRM'))
    expect(unread.get('CRM')).not.toBe(before.get('CRM'))
    // And a save after that one takes them again: its inputs came with their lines' hashes.
    const again = built(PAGES, { drata: { rating: 4.7 } })
    expect(Object.fromEntries(relationsInputs(again, { inputs: since, saved: new Set(['drata']) }))).toEqual(Object.fromEntries(relationsInputs(again)))
    // Inputs given without them (read from a file, say): every field's tools are read.
    const given = new Map(before)
    expect(Object.fromEntries(relationsInputs(saved, { inputs: given, saved: new Set(['drata']) }))).toEqual(Object.fromEntries(since))
    expect(relationsInputs(built(PAGES, { drata: { rating: 4.9 }, lone: { rating: 3.9 } }), { inputs: given, saved: new Set(['drata']) }).get('CRM')).not.toBe(since.get('CRM'))
  })

  it('take a kept hash while what they were worked out from is unchanged, without working them out', () => {
    const first = dependencyDigests(built())
    const keys = ['relations:vanta', 'relations:drata', 'relations']
    const digest = first.digest(keys)
    const kept = first.relationsKept()
    expect([...kept.hashes.keys()].sort()).toEqual(['drata', 'lone', 'paid', 'vanta'])
    // The next build: the same inputs, the same digest, and the relations never worked out.
    const next = dependencyDigests(unworked(built()), new Map(), kept)
    expect(next.digest(keys)).toBe(digest)
    expect(next.relationsKept()).toBe(kept)
    // The kept hash is what is compared.
    const forged = { inputs: kept.inputs, hashes: new Map([...kept.hashes, ['vanta', 'forged']]) }
    expect(dependencyDigests(unworked(built()), new Map(), forged).digest(['relations:vanta'])).not.toBe(first.digest(['relations:vanta']))
  })

  it("work out again the relations of a field whose inputs changed, take the other fields' kept, and keep both", () => {
    const first = dependencyDigests(built())
    first.digest(['relations'])
    const kept = first.relationsKept()
    const forged = { inputs: kept.inputs, hashes: new Map([...kept.hashes].map(([id]) => [id, `forged ${id}`])) }
    // Lone's rating, in a field of its own: its relations are worked out, the Compliance tools' taken as kept.
    const edited = built(PAGES, { lone: { rating: 3.9 } })
    const changed = dependencyDigests(edited, new Map(), forged)
    expect(changed.digest(['relations:lone'])).toBe(dependencyDigests(built(PAGES, { lone: { rating: 3.9 } })).digest(['relations:lone']))
    expect(changed.digest(['relations:vanta'])).toBe(dependencyDigests(unworked(built()), new Map(), forged).digest(['relations:vanta']))
    const now = changed.relationsKept()
    expect(now.inputs).toEqual(relationsInputs(edited))
    expect(now.hashes.get('vanta')).toBe('forged vanta')
    expect(now.hashes.get('paid')).toBe('forged paid')
    expect(now.hashes.get('lone')).not.toBe('forged lone')

    // Vanta leaves the ranking: every field's inputs change, and only the hashes worked out now are kept.
    const pages = { ...PAGES, '/content/best/x.mdx': best('Best X', ['drata']) }
    const moved = dependencyDigests(built(pages), new Map(), forged)
    expect(moved.digest(['relations:vanta'])).toBe(dependencyDigests(built(pages)).digest(['relations:vanta']))
    expect(moved.digest(['relations:vanta'])).not.toBe(dependencyDigests(built()).digest(['relations:vanta']))
    const after = moved.relationsKept()
    expect([...after.hashes.keys()]).toEqual(['vanta'])
    expect(after.inputs).toEqual(relationsInputs(built(pages)))
  })

  it("name the tools a ranking or comparison lists as their relations do, so the social cards need no relations worked out", () => {
    const registry = built()
    const named = toolsRankedOrCompared(registry.pages)
    for (const id of registry.tools.keys()) {
      const relations = registry.toolRelations.get(id)!
      expect(named.has(id), id).toBe(relations.rankedIn.length + relations.comparedIn.length > 0)
    }
    expect([...named].sort()).toEqual(['drata', 'paid', 'vanta'])
    // The cards: a tool that is only in the catalogue shares its field's picture, the others have their own.
    const shared = Object.fromEntries(socialCardJobs(unworked(built())).filter((job) => job.route.startsWith('/tools/')).map((job) => [job.route, job.shared]))
    expect(shared).toEqual({ '/tools/drata': undefined, '/tools/lone': 'field:CRM', '/tools/paid': undefined, '/tools/vanta': undefined })
  })
})
