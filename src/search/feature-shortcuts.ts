import type { FinderFeature } from '../catalogue/catalogue-features'
import { SHARED_FIELD } from '../catalogue/features'
import { DEFAULT_STATE, finderQuery } from '../catalogue/tool-catalogue'
import { fit, Fit, queryWords } from './words'
import { withThousands } from '../shared/thousands'

/**
 * A query that finds no page may name a feature ("sso", "audit log"):
 * pages are found by their titles and keywords (the spec's rule), not by
 * the features of the tools they list. For such a query the search offers
 * the /tools finder ticked with that feature, the way a visitor who knew
 * the finder would ask it. Pure: the worker gives it the finder's features
 * (/tools/finder.json) only for a query that found nothing.
 */

/**
 * A link to the finder's tools that have a feature, saying how many there
 * are, and the field it is checked for where it is not a shared one ("6 tools
 * with SAML single sign-on"; "4 tools with Offline editing (Knowledge & Docs)":
 * two fields may have features of like names).
 */
export interface FeatureShortcut {
  text: string
  href: string
}

/** What a query that found nothing is offered: the first features it names, and how many more it names. */
export interface FeatureShortcuts {
  shown: FeatureShortcut[]
  more: number
  /** Whether the query is a feature's whole id or label ("sso"): a spelling suggestion for it would be beside the point. */
  named: boolean
}

/** At most this many features are offered: a query that names more is asked for another word. */
export const MOST_SHORTCUTS = 3

/** The text a feature is found by: its id as words ("audit log") and its label. */
const textOf = (feature: FinderFeature) => `${feature.id.replaceAll('-', ' ')} ${feature.label}`.toLowerCase()

/** Whether a query is a feature's whole id or label. */
const namesWhole = (feature: FinderFeature, phrase: string) => feature.id.replaceAll('-', ' ') === phrase || feature.label.toLowerCase() === phrase

/**
 * The features a query names, of those some tool has (`tools`, by id): every
 * word of the query begins a word of the feature's id or label ("forms" is in
 * "Sign-up forms", not in "Meeting platforms"). A feature the whole query
 * names comes first, then the finder's order (the shared features first).
 */
export function featureShortcuts(query: string, features: readonly FinderFeature[], tools: ReadonlyMap<string, number>, fields: Readonly<Record<string, string>> = {}): FeatureShortcuts {
  const words = queryWords(query)
  const phrase = words.join(' ')
  const seen = new Set<string>()
  const named = words.length
    ? features.filter((feature) => {
        const text = textOf(feature)
        const fresh = !seen.has(feature.id) && (tools.get(feature.id) ?? 0) > 0 && words.every((word) => fit(text, word) >= Fit.start)
        if (fresh) seen.add(feature.id)
        return fresh
      })
    : []
  const ordered = [...named.filter((feature) => namesWhole(feature, phrase)), ...named.filter((feature) => !namesWhole(feature, phrase))]
  return {
    shown: ordered.slice(0, MOST_SHORTCUTS).map((feature) => {
      const count = tools.get(feature.id)!
      const field = feature.field === SHARED_FIELD ? undefined : fields[feature.field]
      return { text: `${withThousands(String(count))} tool${count === 1 ? '' : 's'} with ${feature.label}${field ? ` (${field})` : ''}`, href: `/tools${finderQuery({ ...DEFAULT_STATE, features: [feature.id] })}` }
    }),
    more: Math.max(0, ordered.length - MOST_SHORTCUTS),
    named: ordered.length > 0 && namesWhole(ordered[0]!, phrase),
  }
}
