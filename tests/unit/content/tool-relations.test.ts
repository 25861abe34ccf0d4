import { describe, expect, it } from 'vitest'
import { RELATED_SHOWN, toolRelations } from '../../../src/content/tool-relations'
import type { Tool } from '../../../src/content/tool-schema'
import { frontmatter, toolData } from '../fixtures'
import { toolFileSchema } from '../../../src/content/tool-schema'
import { toolIdsOf } from '../../../src/content/schema'

/** A tool as the registry holds it, parsed by the real schema. */
const tool = (id: string, group: string, rating: number): Tool => ({ ...toolFileSchema.parse(toolData({ name: id.toUpperCase(), group, rating })), id })
const tools = new Map(
  [tool('crm-a', 'CRM', 4.2), tool('crm-b', 'CRM', 4.8), tool('crm-c', 'CRM', 4.5), tool('mail-a', 'Email', 4.9), tool('mail-b', 'Email', 4.1), tool('docs-a', 'Knowledge & Docs', 4.0)].map((t) => [t.id, t]),
)
const best = (route: string, ids: (string | { id: string; badge: string })[]) => ({ route, data: frontmatter({ kind: 'best', category: 'X', lastReviewed: '2025-01-01', tools: ids }) })
const compare = (route: string, ids: [string, string]) => ({ route, data: frontmatter({ kind: 'compare', category: 'X', lastReviewed: '2025-01-01', tools: ids }) })

describe('tool relations', () => {
  const relations = toolRelations(tools, [
    best('/best/inboxes', ['mail-b', { id: 'crm-a', badge: 'Best Value' }, 'mail-a']),
    compare('/compare/crm-a-vs-docs-a', ['crm-a', 'docs-a']),
  ])

  it('lists the rankings a tool is in, with its rank and badge, and the comparisons that include it', () => {
    expect(relations.get('crm-a')!.rankedIn).toEqual([{ route: '/best/inboxes', title: 'Title', rank: 2, badge: 'Best Value' }])
    expect(relations.get('crm-a')!.comparedIn).toEqual([{ route: '/compare/crm-a-vs-docs-a', title: 'Title' }])
    expect(relations.get('crm-b')!.rankedIn).toEqual([])
  })

  it('puts compared tools first, then tools ranked beside it, then its field best rated first; never another field unless a page puts them side by side', () => {
    // docs-a (compared), then mail-a and mail-b (same ranking, best rated first), then the other CRMs.
    expect(relations.get('crm-a')!.alternatives).toEqual([{ id: 'docs-a', comparison: '/compare/crm-a-vs-docs-a' }, { id: 'mail-a' }, { id: 'mail-b' }, { id: 'crm-b' }, { id: 'crm-c' }])
    expect(relations.get('crm-b')!.alternatives.map((a) => a.id)).toEqual(['crm-c', 'crm-a'])
    // Nothing shares a page or a field with this one but the tool it was compared with.
    expect(relations.get('docs-a')!.alternatives.map((a) => a.id)).toEqual(['crm-a'])
  })

  it("works a tool's relations out when first asked for, reading no other field's ratings (#32)", () => {
    // The CRM tools' ratings throw when read: the relations of an Email tool no page names never read them.
    const unread = (t: Tool): Tool => Object.defineProperty({ ...t }, 'rating', { get: () => { throw new Error(`${t.id}'s rating was read`) } })
    const lookup = toolRelations(new Map([...tools].map(([id, t]) => [id, t.group === 'CRM' ? unread(t) : t])), [])
    expect(lookup.get('mail-b')!.alternatives).toEqual([{ id: 'mail-a' }])
    expect(lookup.get('mail-b')).toBe(lookup.get('mail-b'))
    expect(lookup.has('crm-a')).toBe(true)
    expect(lookup.get('nobody')).toBeUndefined()
    expect(() => lookup.get('crm-a')).toThrow("rating was read")
  })

  it('caps every list, and counts what it left out', () => {
    const many = new Map([...Array.from({ length: 20 }, (_, i) => tool(`crm-${i}`, 'CRM', 4)), tool('solo', 'CRM', 5)].map((t) => [t.id, t]))
    const capped = toolRelations(many, []).get('solo')!
    expect(capped.alternatives).toHaveLength(RELATED_SHOWN)
    expect(capped.totals.alternatives).toBe(20)
  })

  it('at catalogue scale, counts the same alternatives as listing every tool of the field, without listing them (#32)', () => {
    // A pseudo-random catalogue: 3 fields, ratings in tenths, rankings and comparisons across fields.
    let seed = 7
    const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647
    const fields = ['CRM', 'Email', 'Knowledge & Docs']
    const catalogue = new Map(Array.from({ length: 300 }, (_, i) => tool(`t${i}`, fields[i % 3]!, 3 + Math.round(next() * 20) / 10)).map((t) => [t.id, t]))
    const ids = [...catalogue.keys()]
    const pick = () => ids[Math.floor(next() * ids.length)]!
    const pages = [
      ...Array.from({ length: 40 }, (_, i) => best(`/best/${i}`, [...new Set([pick(), pick(), pick(), pick()])])),
      ...Array.from({ length: 60 }, (_, i) => [pick(), pick()] as [string, string]).filter(([a, b]) => a !== b).map(([a, b], i) => compare(`/compare/${i}`, [a, b])),
    ]
    const relations = toolRelations(catalogue, pages)
    for (const [id, own] of catalogue) {
      const { alternatives, totals } = relations.get(id)!
      // Every tool of the field but itself, and every tool of another field that a page puts beside it.
      const beside = new Set(pages.filter((page) => page.data.kind !== 'guide' && 'tools' in page.data && JSON.stringify(page.data.tools).includes(`"${id}"`)).flatMap((page) => JSON.stringify((page.data as { tools: unknown }).tools).match(/t\d+/g) ?? []))
      const expected = new Set([...[...catalogue.values()].filter((other) => other.group === own.group).map((other) => other.id), ...beside])
      expected.delete(id)
      expect(totals.alternatives).toBe(expected.size)
      expect(alternatives.length).toBe(Math.min(RELATED_SHOWN, expected.size))
      expect(new Set(alternatives.map((a) => a.id)).size).toBe(alternatives.length)
      for (const alternative of alternatives) expect(expected.has(alternative.id)).toBe(true)
      expect(alternatives).toEqual(listedAlternatives(id, catalogue, pages))
    }
    // The tools no page names, past their field's first few, share one value: a rating's edit makes and hashes it once a field.
    const named = new Set(pages.flatMap((page) => JSON.stringify((page.data as { tools: unknown }).tools).match(/t\d+/g) ?? []))
    for (const field of fields) {
      const firsts = [...catalogue.values()].filter((t) => t.group === field).sort(byRating).slice(0, RELATED_SHOWN)
      const plain = [...catalogue.values()].filter((t) => t.group === field && !named.has(t.id) && !firsts.includes(t))
      expect(plain.length).toBeGreaterThan(2)
      for (const t of plain) expect(relations.get(t.id)).toBe(relations.get(plain[0]!.id))
    }
  })
})

const byRating = (a: Tool, b: Tool) => b.rating - a.rating || a.name.localeCompare(b.name)

/**
 * A tool's alternatives as the rule says, listing every candidate: the tools compared with it, best rated first; then those
 * ranked beside it, most shared rankings first; then its field, best rated first; the first RELATED_SHOWN of them.
 */
function listedAlternatives(id: string, catalogue: ReadonlyMap<string, Tool>, pages: readonly { route: string; data: ReturnType<typeof frontmatter> }[]) {
  const own = catalogue.get(id)!
  const comparisons = pages.filter((page) => page.data.kind === 'compare' && toolIdsOf(page.data).includes(id))
  const routeWith = new Map(comparisons.map((page) => [toolIdsOf(page.data).find((other) => other !== id)!, page.route]))
  const compared = [...routeWith.keys()].map((other) => catalogue.get(other)!).sort(byRating)
  const shared = new Map<string, number>()
  for (const page of pages) {
    if (page.data.kind !== 'best') continue
    const ids = toolIdsOf(page.data)
    if (ids.includes(id)) for (const other of ids) if (other !== id) shared.set(other, (shared.get(other) ?? 0) + 1)
  }
  const chosen = new Set([id, ...compared.map((t) => t.id)])
  const ranked = [...shared.keys()].filter((other) => !chosen.has(other)).map((other) => catalogue.get(other)!).sort((a, b) => shared.get(b.id)! - shared.get(a.id)! || byRating(a, b))
  for (const t of ranked) chosen.add(t.id)
  const field = [...catalogue.values()].filter((t) => t.group === own.group && !chosen.has(t.id)).sort(byRating)
  return [...compared, ...ranked, ...field].slice(0, RELATED_SHOWN).map((t) => (routeWith.has(t.id) ? { id: t.id, comparison: routeWith.get(t.id) } : { id: t.id }))
}
