import type { FinderFeature } from '../catalogue/catalogue-features'
import { DEFAULT_STATE, finderQuery } from '../catalogue/tool-catalogue'
import { queryWords } from './words'

/**
 * A query that finds no page may name a feature ("sso", "audit log"):
 * pages are found by their titles and keywords (the spec's rule), not by
 * the features of the tools they list. For such a query the search offers
 * the /tools finder ticked with that feature, the way a visitor who knew
 * the finder would ask it. Pure: the worker gives it the finder's features
 * (/tools/finder.json) only for a query that found nothing.
 */

/** A link to the finder's tools that have a feature. */
export interface FeatureShortcut {
  label: string
  href: string
}

/** At most this many features are offered: a query that names more is too vague to pick for the visitor. */
export const MOST_SHORTCUTS = 3

/** The text a feature is found by: its id as words ("audit log") and its label. */
const textOf = (feature: FinderFeature) => `${feature.id.replaceAll('-', ' ')} ${feature.label}`.toLowerCase()

/**
 * The features a query names, by the spec's match rule (every word of the
 * query occurs in the feature's id or label): one whose id or label is the
 * whole query first, then in the finder's order (the shared features
 * first); at most MOST_SHORTCUTS, each once.
 */
export function featureShortcuts(query: string, features: readonly FinderFeature[]): FeatureShortcut[] {
  const words = queryWords(query)
  if (words.length === 0) return []
  const phrase = words.join(' ')
  const named = features.filter((feature) => {
    const text = textOf(feature)
    return words.every((word) => text.includes(word))
  })
  const whole = (feature: FinderFeature) => feature.id.replaceAll('-', ' ') === phrase || feature.label.toLowerCase() === phrase
  const ordered = [...named.filter(whole), ...named.filter((feature) => !whole(feature))]
  const seen = new Set<string>()
  return ordered
    .filter((feature) => !seen.has(feature.id) && seen.add(feature.id))
    .slice(0, MOST_SHORTCUTS)
    .map((feature) => ({ label: feature.label, href: `/tools${finderQuery({ ...DEFAULT_STATE, features: [feature.id] })}` }))
}
