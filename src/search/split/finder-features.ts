import type { FinderFeature } from '../../catalogue/catalogue-features'
import { ALL_SCOPE, FINDER_MANIFEST_URL, type FinderManifest } from '../../catalogue/finder-split'
import { featureShortcuts, type FeatureShortcuts } from '../feature-shortcuts'

/**
 * The features a query that found nothing names (feature-shortcuts.ts),
 * from the finder's manifest (/tools/finder.json), read once: its features,
 * how many tools of the whole catalogue have each, and the fields' names. Loaded by the worker
 * only for such a query, so the finder's code is not in what the first
 * result fetches.
 */

let read: Promise<{ features: FinderFeature[]; tools: Map<string, number>; fields: Record<string, string> }> | undefined

const readManifest = (fetchText: (address: string) => Promise<string>) =>
  (read ??= fetchText(FINDER_MANIFEST_URL).then((text) => {
    const manifest = JSON.parse(text) as FinderManifest
    const [, , places = [], , counts = []] = manifest.scopes.find(([name]) => name === ALL_SCOPE) ?? []
    return { features: manifest.features, tools: new Map(places.map((place, at) => [manifest.features[place]?.id ?? '', counts[at] ?? 0])), fields: manifest.fields ?? {} }
  }))

const NONE: FeatureShortcuts = { shown: [], more: 0, named: false }

/** The features `query` names; none, not a failed search, when the finder's manifest cannot be read (and it is asked for again next time). */
export async function shortcutsFor(query: string, fetchText: (address: string) => Promise<string>): Promise<FeatureShortcuts> {
  try {
    const { features, tools, fields } = await readManifest(fetchText)
    return featureShortcuts(query, features, tools, fields)
  } catch (error) {
    read = undefined
    console.warn("Search could not read the finder's features:", error)
    return NONE
  }
}
