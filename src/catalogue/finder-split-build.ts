import { hasFinderFeature } from './catalogue-features'
import { ALL_FILTER_SETS, ALL_SCOPE, bitsWhere, encodeBits, FINDER_MANIFEST_URL, hasSet, RECORDS_PER_FILE, recordsPath, setPath, TOOL_DATA_ROOT, uncheckedSet, type FinderManifest } from './finder-split'
import { KEEP, NAMES_MANIFEST_URL, nameGramData, type NamesManifest } from './name-grams'
import { contentVersion } from '../shared/content-hash'
import { categorySlug } from '../shared/slug'
import { readCatalogueFile, SORTS, type CatalogueFile, type CatalogueRecord, type CatalogueTool } from './tool-catalogue'

/**
 * Writes the finder's split data (finder-split.ts) from the catalogue the
 * build makes (catalogueFile): per scope (every tool, and each category's)
 * and sort, its tools in that order, a bitset per filter and per feature
 * some tool of the scope has a value for, and the records.
 */

/** Whether a tool passes a filter set, by its name ("free", "price-quote", "rating-4.5"). */
function passes(tool: CatalogueTool, set: string): boolean {
  if (set === 'free') return tool.free
  if (set.startsWith('price-')) return tool.band === set.slice('price-'.length)
  if (set.startsWith('rating-')) return tool.rating >= Number(set.slice('rating-'.length))
  throw new Error(`No filter set "${set}"`)
}

/** The manifest and every file of the finder's data (paths inside dist/), from the catalogue its tools in their file's order. */
export function finderSplitFiles(file: CatalogueFile): { manifest: FinderManifest; files: { path: string; content: string }[] } {
  const { features, tools } = readCatalogueFile(file)
  const records = new Map(file.tools.map((record, at) => [tools[at]!, record]))
  const scopes: [string, CatalogueTool[]][] = [[ALL_SCOPE, tools]]
  for (const slug of [...new Set(tools.map((tool) => categorySlug(tool.group)))].sort()) scopes.push([`c-${slug}`, tools.filter((tool) => categorySlug(tool.group) === slug)])
  const data: [string, string][] = []
  const manifestScopes: FinderManifest['scopes'] = []
  for (const [scope, inScope] of scopes) {
    // The features some tool of the scope has a value for: the others would be a file of nothing.
    const withData = features.flatMap((feature, place) => (inScope.some((tool) => tool.features?.has(feature.id)) ? [place] : []))
    manifestScopes.push([scope, inScope.length, withData])
    for (const sort of SORTS) {
      // Sorted as findTools sorts (a stable sort of the catalogue's order): a filtered subset keeps this order.
      const ordered = [...inScope].sort(sort.order)
      const bits = (test: (tool: CatalogueTool) => boolean) => encodeBits(bitsWhere(ordered.length, (place) => test(ordered[place]!)))
      for (const set of ALL_FILTER_SETS) data.push([setPath(scope, sort.id, set), JSON.stringify(bits((tool) => passes(tool, set)))])
      for (const place of withData) {
        const id = features[place]!.id
        data.push([setPath(scope, sort.id, hasSet(place)), JSON.stringify(bits((tool) => hasFinderFeature(tool.features, id)))])
        data.push([setPath(scope, sort.id, uncheckedSet(place)), JSON.stringify(bits((tool) => !tool.features?.has(id)))])
      }
      for (let at = 0; at * RECORDS_PER_FILE < ordered.length; at += 1) {
        const chunk: CatalogueRecord[] = ordered.slice(at * RECORDS_PER_FILE, (at + 1) * RECORDS_PER_FILE).map((tool) => records.get(tool)!)
        data.push([recordsPath(scope, sort.id, at), JSON.stringify(chunk)])
      }
    }
  }
  const base = `${TOOL_DATA_ROOT}finder-${contentVersion(data)}/`
  const manifest: FinderManifest = { base, features, scopes: manifestScopes }
  return { manifest, files: [{ path: FINDER_MANIFEST_URL.slice(1), content: JSON.stringify(manifest) }, ...data.map(([path, content]) => ({ path: `${base.slice(1)}${path}`, content }))] }
}

/** The pickers' name files (name-grams.ts): the manifest, and the data in a folder named by its content. */
export function nameSearchFiles(tools: Iterable<{ id: string; name: string }>): { manifest: NamesManifest; files: { path: string; content: string }[] } {
  const { chars, files } = nameGramData(tools)
  const base = `${TOOL_DATA_ROOT}names-${contentVersion(files)}/`
  const manifest: NamesManifest = { base, keep: KEEP, chars }
  return { manifest, files: [{ path: NAMES_MANIFEST_URL.slice(1), content: JSON.stringify(manifest) }, ...files.map(([path, content]) => ({ path: `${base.slice(1)}${path}`, content }))] }
}
