#!/usr/bin/env node
/**
 * node scripts/bench/finder-scale.mjs [--tools 0,5000,100000] [--names made-up]
 *
 * The /tools finder's and the tool pickers' data at sizes the bench cannot
 * build in reasonable time (issue #32): the finder's files and the pickers'
 * name files made in memory, without the site build, and the bytes (gzip) a
 * visitor fetches before the first filtered result, per view; and before
 * the single files they replace (tools/catalogue.json, tools/names.json).
 *
 * The tools are the bench's (scripts/bench/generate-pages.mjs generateTools):
 * tool n is a real tool's data, in the order of their files, under
 * "<name> n" at /tools/<id>-t<n>, its rating moved by up to 0.3 at random.
 * With --names made-up, the added tools get distinct made-up names (as
 * search-scale.mjs makes them): their names share fewer letters, a harder
 * case for the pickers' name files than "Notion 4711".
 */
import { gzipSync } from 'node:zlib'
import { createServer } from 'vite'
import { madeUpNames } from './made-up-names.mjs'
import { random } from './random.mjs'

const args = process.argv.slice(2)
const option = (/** @type {string} */ name) => {
  const at = args.indexOf(name)
  return at >= 0 ? args[at + 1] : undefined
}
const SIZES = (option('--tools') ?? '0,5000,100000').split(',').map(Number)
const withMadeUpNames = option('--names') === 'made-up'

const gzip = (/** @type {string} */ text) => gzipSync(text).length
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' })
try {
  const load = (/** @type {string} */ path) => vite.ssrLoadModule(path)
  const site = /** @type {typeof import('../../tests/unit/site-content.ts')} */ (await load('/tests/unit/site-content.ts'))
  const catalogue = /** @type {typeof import('../../src/catalogue/tool-catalogue.ts')} */ (await load('/src/catalogue/tool-catalogue.ts'))
  const features = /** @type {typeof import('../../src/catalogue/catalogue-features.ts')} */ (await load('/src/catalogue/catalogue-features.ts'))
  const split = /** @type {typeof import('../../src/catalogue/finder-split.ts')} */ (await load('/src/catalogue/finder-split.ts'))
  const build = /** @type {typeof import('../../src/catalogue/finder-split-build.ts')} */ (await load('/src/catalogue/finder-split-build.ts'))
  const grams = /** @type {typeof import('../../src/catalogue/name-grams.ts')} */ (await load('/src/catalogue/name-grams.ts'))
  const registry = site.registryOf(site.siteFrontmatters, site.siteTools)
  const listed = registry.lists.tool.flatMap((page) => {
    const tool = page.data.kind === 'tool' ? registry.tools.get(page.data.tool) : undefined
    return tool ? [{ tool, profile: page.route }] : []
  })
  const real = catalogue.catalogueFile(listed, registry.fields.fields)
  const templates = [...real.tools].sort((a, b) => a.id.localeCompare(b.id))

  for (const added of SIZES) {
    const next = random(20261123)
    const madeUp = madeUpNames(next, new Set(real.tools.map((tool) => tool.name)))
    const tools = [...real.tools]
    for (let index = 0; index < added; index += 1) {
      const model = /** @type {import('../../src/catalogue/tool-catalogue.ts').CatalogueRecord} */ (templates[index % templates.length])
      const number = index + 1
      const rating = Math.min(4.9, Math.max(3.9, Math.round((model.rating + (next() - 0.5) * 0.6) * 10) / 10))
      const name = withMadeUpNames ? madeUp() : `${model.name} ${number}`
      const id = withMadeUpNames ? `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${number}` : `${model.id}-t${number}`
      tools.push({ ...model, id, name, rating, profile: `/tools/${id}` })
    }
    // The catalogue's order: best rated first, then by name.
    tools.sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name))
    const file = { features: real.features, tools }
    const started = performance.now()
    const { manifest, files } = build.finderSplitFiles(file)
    const byPath = new Map(files.map((f) => [`/${f.path}`, f.content]))
    const madeIn = performance.now() - started
    const scopes = split.readScopes(manifest)
    const sizes = new Map(files.map((f) => [`/${f.path}`, gzip(f.content)]))

    const size = (/** @type {string} */ path) => sizes.get(path) ?? 0
    const manifestBytes = size(split.FINDER_MANIFEST_URL)
    /** @typedef {import('../../src/catalogue/tool-catalogue.ts').FinderState} FinderState */
    /**
     * The bytes a state fetches before its first result (the manifest, its first round of sets, its page's records), and after (the counts' sets).
     * @param {FinderState} state
     */
    const bytesOf = (state) => {
      const offered = features.offeredFeatures(manifest.features, state.category, state.features).flatMap((group) => group.features.map((feature) => feature.id))
      const scopeName = split.scopeOf(state)
      const scope = /** @type {import('../../src/catalogue/finder-split.ts').FinderScope} */ (scopes.get(scopeName))
      const needs = split.finderNeeds(manifest, scope, state, offered)
      const pathOf = (/** @type {string} */ set) => `${manifest.base}${split.setPath(scope, state.sort, set)}`
      const loaded = new Map([...needs.first, ...needs.later].map((set) => [set, split.decodeBits(JSON.parse(byPath.get(pathOf(set)) ?? '""'), scope.size)]))
      const found = split.findInSets(manifest, scope, state, offered, loaded)
      const page = split.pagePlaces(found.places, state.page)
      const recordFiles = split.recordFilesOf(page)
      const recordBytes = recordFiles.reduce((sum, at) => sum + size(`${manifest.base}${split.recordsPath(scope, state.sort, at)}`), 0)
      const setBytes = needs.first.reduce((sum, set) => sum + size(pathOf(set)), 0)
      const later = needs.later.reduce((sum, set) => sum + size(pathOf(set)), 0)
      return { total: manifestBytes + setBytes + recordBytes, sets: needs.first.length, setBytes, recordFiles: recordFiles.length, recordBytes, found: found.places.length, later, laterSets: needs.later.length }
    }
    const shared = manifest.features.filter((feature) => feature.field === 'shared').map((feature) => feature.id)
    const fieldFeature = manifest.features.find((feature) => feature.field === 'crm')?.id
    const categories = [...scopes.keys()].filter((scope) => scope !== split.ALL_SCOPE).map((scope) => scope.slice(2))
    /** @type {FinderState} */
    const base = { free: false, features: [], sort: 'rating', page: 1 }
    /** @type {[string, FinderState][]} */
    const views = [
      ['sorted by name', { ...base, sort: 'name' }],
      ['a category (crm)', { ...base, category: 'crm' }],
      ['free plan, by price', { ...base, free: true, sort: 'price' }],
      ['a price band, by name', { ...base, price: 'under-10', sort: 'name' }],
      ['rating 4.5+, by name', { ...base, rating: 4.5, sort: 'name' }],
      ['a shared feature (sso)', { ...base, features: ['sso'] }],
      [`a rare feature, no category (${fieldFeature})`, { ...base, features: fieldFeature ? [fieldFeature] : [] }],
      ['every filter, 2 features, by name', { ...base, free: true, price: '10-25', rating: 4, features: ['sso', 'api'], sort: 'name' }],
      [`every filter, all ${shared.length} shared features, by name`, { ...base, free: true, price: 'over-25', rating: 4, features: shared, sort: 'name' }],
      ['sorted by name, page 100', { ...base, sort: 'name', page: 100 }],
    ]
    // The most any view of a category can fetch: every filter, and every feature it offers ticked (shared and its own).
    let worstCategory = { bytes: 0, later: 0, category: '' }
    for (const category of categories) {
      const own = manifest.features.filter((feature) => feature.field === category).map((feature) => feature.id)
      const { total, later } = bytesOf({ ...base, category, free: true, price: 'over-25', rating: 4, features: [...shared, ...own], sort: 'name' })
      if (total > worstCategory.bytes) worstCategory = { bytes: total, later, category }
    }
    const names = JSON.stringify(tools.map((tool) => [tool.id, tool.name]).sort((a, b) => String(a[1]).localeCompare(String(b[1]))))
    console.log(`\n${tools.length} tools (+${added}${withMadeUpNames ? ', made-up names' : ''}): split made in ${(madeIn / 1000).toFixed(1)} s, ${files.length} files, ${kb([...sizes.values()].reduce((a, b) => a + b, 0))} gzip in all`)
    console.log(`before: tools/catalogue.json ${kb(gzip(JSON.stringify(file)))} gzip, fetched whole for any filter; tools/names.json ${kb(gzip(names))} gzip`)
    console.log(`manifest tools/finder.json: ${kb(manifestBytes)}`)
    for (const [label, state] of views) {
      const bytes = bytesOf(state)
      console.log(`  ${label.padEnd(48)} ${kb(bytes.total).padStart(9)}  (${bytes.sets} sets ${kb(bytes.setBytes)}, ${bytes.recordFiles} records files ${kb(bytes.recordBytes)}; ${bytes.found} found); then for the counts ${bytes.laterSets} sets ${kb(bytes.later)}`)
    }
    console.log(`  ${`worst category, every filter and feature (${worstCategory.category})`.padEnd(48)} ${kb(worstCategory.bytes).padStart(9)}; then ${kb(worstCategory.later)}`)
    const made = build.nameSearchFiles(tools)
    const gramSizes = new Map(made.files.map((f) => [`/${f.path}`, gzip(f.content)]))
    const contents = new Map(made.files.map((f) => [`/${f.path}`, f.content]))
    const pickerQueries = ['a', 'no', 'not', 'notion', 'notion 1', 'notion 12345', 'e', 'ion', 'tion', ' 1', 'hub', 'pro', 'ai', 'zzz', 'lo', 'kamira', 'mira', 'ten']
    let worst = { bytes: 0, query: '' }
    const rows = []
    for (const query of pickerQueries) {
      // What typing the query fetches, a letter at a time, as the picker fetches it.
      const fetched = new Set([grams.NAMES_MANIFEST_URL])
      let shown = 0
      for (let length = 1; length <= query.length; length += 1) {
        const wanted = query.slice(0, length).trim().toLowerCase()
        const read = async (/** @type {string} */ path) => {
          fetched.add(`${made.manifest.base}${path}`)
          return JSON.parse(contents.get(`${made.manifest.base}${path}`) ?? 'null')
        }
        shown = (await grams.matchNames(made.manifest, wanted, 8, new Set(), read)).length
      }
      const bytes = [...fetched].reduce((sum, path) => sum + (gramSizes.get(path) ?? 0), 0)
      if (bytes > worst.bytes) worst = { bytes, query }
      rows.push(`"${query}" ${kb(bytes)} (${shown} shown)`)
    }
    const largest = Math.max(...gramSizes.values())
    console.log(`pickers: ${made.files.length} files, ${kb([...gramSizes.values()].reduce((a, b) => a + b, 0))} gzip in all, the largest ${kb(largest)}; bytes fetched typing a letter at a time:\n  ${rows.join('\n  ')}\n  the most: "${worst.query}" ${kb(worst.bytes)}`)
    const everyLargest = [...gramSizes].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([path, bytes]) => `${path.slice(made.manifest.base.length)} ${kb(bytes)}`)
    console.log(`  largest files: ${everyLargest.join(', ')}`)
  }
} finally {
  await vite.close()
}
