import type { FinderFeature } from '../../catalogue/catalogue-features'
import { ALL_SCOPE, FINDER_MANIFEST_URL, type FinderManifest } from '../../catalogue/finder-split'
import { featureShortcuts, type FeatureShortcut } from '../feature-shortcuts'

/**
 * The features a query that found nothing names (feature-shortcuts.ts),
 * from the finder's manifest (/tools/finder.json), read once. Loaded by the
 * worker only for such a query, so the finder's code is not in what the
 * first result fetches.
 */

let features: Promise<FinderFeature[]> | undefined

/** The finder's features that some tool has a value for or is judged on: the others would open an empty list. */
const featuresWithData = (fetchText: (address: string) => Promise<string>) =>
  (features ??= fetchText(FINDER_MANIFEST_URL).then((text) => {
    const manifest = JSON.parse(text) as FinderManifest
    const withData = new Set(manifest.scopes.find(([name]) => name === ALL_SCOPE)?.[2])
    return manifest.features.filter((_, place) => withData.has(place))
  }))

/** The features `query` names; none, not a failed search, when the finder's features cannot be read (and they are asked for again next time). */
export async function shortcutsFor(query: string, fetchText: (address: string) => Promise<string>): Promise<FeatureShortcut[]> {
  try {
    return featureShortcuts(query, await featuresWithData(fetchText))
  } catch (error) {
    features = undefined
    console.warn("Search could not read the finder's features:", error)
    return []
  }
}
