import type { Frontmatter } from './schema'
import type { Tool } from './tool-schema'

/**
 * What a tool's profile says about the rest of the site: the rankings that
 * list it, the comparisons that include it, and its alternatives. Worked
 * out by the registry, each tool's when first asked for; each list is
 * capped, so a profile stays the same size however large the catalogue
 * grows.
 */

/** At most this many entries of each list on a profile; the rest are a link away. */
export const RELATED_SHOWN = 6

export interface RankedIn {
  route: string
  title: string
  /** The tool's place in the ranking, from 1. */
  rank: number
  badge?: string
}

export interface PageLink {
  route: string
  title: string
}

export interface Alternative {
  id: string
  /** The hand-written comparison of the two tools, where there is one. */
  comparison?: string
}

export interface ToolRelations {
  rankedIn: RankedIn[]
  comparedIn: PageLink[]
  alternatives: Alternative[]
  /** How many of each there are, before the cap. */
  totals: { rankedIn: number; comparedIn: number; alternatives: number }
}

interface Page {
  route: string
  data: Frontmatter
}

/**
 * The tools a ranking or a comparison names, as their relations would list
 * them (rankedIn and comparedIn), without working the relations out: what
 * the social cards ask of every tool (server/social-cards.ts).
 */
export function toolsRankedOrCompared(pages: readonly Page[]): Set<string> {
  const named = new Set<string>()
  for (const { data } of pages) {
    if (data.noindex) continue
    if (data.kind === 'best') for (const entry of data.tools) named.add(entry.id)
    if (data.kind === 'compare') for (const id of data.tools) named.add(id)
  }
  return named
}

const pairKey = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`)

/** Each tool's relations, worked out when first asked for (see toolRelations). */
export interface ToolRelationsLookup {
  get(id: string): ToolRelations | undefined
  has(id: string): boolean
  /**
   * For a tool whose relations are its field's shared value (no ranking or comparison names it, and it is not among the
   * field's first RELATED_SHOWN), that value as JSON; else undefined. Two lookups giving a tool the same text give it
   * equal relations: a rating's edit that leaves its field's first few as they were changes no such tool's relations.
   */
  plainText(id: string): string | undefined
}

/**
 * Alternatives are tools that really compete: those we compared it with
 * first, then those on the same best-of pages (most shared rankings
 * first), then those of the same field (`group`); each set best rated
 * first, then by name. Never a tool of another field that no comparison
 * or ranking puts beside it.
 *
 * Each tool's are worked out when first asked for, and a field's tools
 * sorted when one of them is: a profile rendered again reads its own
 * tool's, and an edit of one tool's rating has the relations of its own
 * field worked out again, not those of 100,000 tools (the build keeps the
 * others' hashes by field: server/kept-relations.ts).
 */
export function toolRelations(tools: ReadonlyMap<string, Tool>, pages: readonly Page[]): ToolRelationsLookup {
  const rankedIn = new Map<string, RankedIn[]>()
  const comparedIn = new Map<string, PageLink[]>()
  const rankedBeside = new Map<string, Map<string, number>>()
  const comparisons = new Map<string, string>()
  const comparedWith = new Map<string, string[]>()
  const add = <T,>(map: Map<string, T[]>, id: string, item: T) => map.get(id)?.push(item) ?? map.set(id, [item])
  for (const { route, data } of pages) {
    if (data.noindex) continue
    if (data.kind === 'best') {
      data.tools.forEach((entry, index) => {
        add(rankedIn, entry.id, { route, title: data.title, rank: index + 1, ...(entry.badge ? { badge: entry.badge } : {}) })
        const beside = rankedBeside.get(entry.id) ?? rankedBeside.set(entry.id, new Map()).get(entry.id)!
        for (const other of data.tools) if (other.id !== entry.id) beside.set(other.id, (beside.get(other.id) ?? 0) + 1)
      })
    }
    if (data.kind === 'compare') {
      for (const id of data.tools) add(comparedIn, id, { route, title: data.title })
      comparisons.set(pairKey(data.tools[0], data.tools[1]), route)
      add(comparedWith, data.tools[0], data.tools[1])
      add(comparedWith, data.tools[1], data.tools[0])
    }
  }
  const byRating = (a: Tool, b: Tool) => b.rating - a.rating || a.name.localeCompare(b.name)
  // Each field's tools in the registry's order, then (when first asked for) best rated first: a stable sort, so ties keep that order.
  let members: Map<string, Tool[]> | undefined
  const sortedFields = new Map<string, Tool[]>()
  const fieldOf = (group: string) => {
    let sorted = sortedFields.get(group)
    if (!sorted) {
      if (!members) {
        members = new Map()
        for (const tool of tools.values()) add(members, tool.group, tool)
      }
      sortedFields.set(group, (sorted = [...(members.get(group) ?? [])].sort(byRating)))
    }
    return sorted
  }

  // A tool no ranking or comparison names (most of a large catalogue) has the best rated of its field as its alternatives,
  // and no rankings or comparisons: one value a field for every such tool outside its field's first few, so that a rating's
  // edit, which works out again the relations of its field's 8,000 tools at 100,000, makes and hashes one (dependency-digest.ts).
  // (A ranking names each of its tools in rankedIn, a comparison each of its two in comparedIn.)
  const plainOfField = new Map<string, { firsts: ReadonlySet<Tool>; relations: ToolRelations; text?: string }>()
  /** The field's shared value, where this tool's relations are it. */
  const plainOf = (tool: Tool) => {
    if (rankedIn.has(tool.id) || comparedIn.has(tool.id)) return undefined
    let plain = plainOfField.get(tool.group)
    if (!plain) {
      const group = fieldOf(tool.group)
      plainOfField.set(tool.group, (plain = { firsts: new Set(group.slice(0, RELATED_SHOWN)), relations: relationsOfPlain(group) }))
    }
    return plain.firsts.has(tool) ? undefined : plain
  }
  const relationsOf = (tool: Tool): ToolRelations => {
    const plain = plainOf(tool)
    if (plain) return plain.relations
    const compared = [...new Set(comparedWith.get(tool.id) ?? [])].flatMap((id) => tools.get(id) ?? []).sort(byRating)
    const chosen = new Set([tool.id, ...compared.map((other) => other.id)])
    const shared = rankedBeside.get(tool.id) ?? new Map<string, number>()
    const ranked = [...shared.keys()].filter((id) => !chosen.has(id)).flatMap((id) => tools.get(id) ?? []).sort((a, b) => shared.get(b.id)! - shared.get(a.id)! || byRating(a, b))
    for (const other of ranked) chosen.add(other.id)
    // Only as many of the field as are shown are taken, and the rest counted: a field of 8,000 tools is not copied for each of them.
    const group = fieldOf(tool.group)
    const room = Math.max(0, RELATED_SHOWN - compared.length - ranked.length)
    const sameGroup: Tool[] = []
    for (const other of group) {
      if (sameGroup.length >= room) break
      if (!chosen.has(other.id)) sameGroup.push(other)
    }
    let chosenInGroup = 0
    for (const id of chosen) if (tools.get(id)?.group === tool.group) chosenInGroup += 1
    const alternatives = [...compared, ...ranked, ...sameGroup]
    const alternativeCount = compared.length + ranked.length + group.length - chosenInGroup
    const rankings = rankedIn.get(tool.id) ?? []
    const comparisonsOf = comparedIn.get(tool.id) ?? []
    return {
      rankedIn: rankings.slice(0, RELATED_SHOWN),
      comparedIn: comparisonsOf.slice(0, RELATED_SHOWN),
      alternatives: alternatives.slice(0, RELATED_SHOWN).map((other) => {
        const comparison = comparisons.get(pairKey(tool.id, other.id))
        return comparison ? { id: other.id, comparison } : { id: other.id }
      }),
      totals: { rankedIn: rankings.length, comparedIn: comparisonsOf.length, alternatives: alternativeCount },
    }
  }
  const made = new Map<string, ToolRelations>()
  return {
    get(id) {
      let relations = made.get(id)
      if (relations === undefined) {
        const tool = tools.get(id)
        if (!tool) return undefined
        made.set(id, (relations = relationsOf(tool)))
      }
      return relations
    },
    has: (id) => tools.has(id),
    plainText(id) {
      const tool = tools.get(id)
      const plain = tool && plainOf(tool)
      if (!plain) return undefined
      return (plain.text ??= JSON.stringify(plain.relations))
    },
  }
}

/**
 * The relations of a tool no ranking or comparison names and that is not among the first RELATED_SHOWN of its field (sorted
 * best rated first): what toolRelations' relationsOf works out for it, the same for each such tool of the field.
 */
function relationsOfPlain(group: readonly Tool[]): ToolRelations {
  return {
    rankedIn: [],
    comparedIn: [],
    alternatives: group.slice(0, RELATED_SHOWN).map((other) => ({ id: other.id })),
    totals: { rankedIn: 0, comparedIn: 0, alternatives: group.length - 1 },
  }
}
