import type { PageEntry, Registry } from '../content/entries'
import { computeDerivedThrough, pageViewOf, savedToolViewOf, savedViewsHold, toolViewOf } from '../content/derived'
import type { Tool } from '../content/tool-schema'
import { isStale } from '../content/freshness'
import { relationsInputs, sameInputs, type KeptRelations } from './kept-relations'
import { trackReads } from './render-dependencies'
import { sha256Text, stateText, toolDataHash } from './state-hash'
import type { ChangedKeys } from './changed-keys'
import { runsHash, type RunHashes } from './run-hashes'
import { wholeListKeys } from './whole-list-keys'

/**
 * What the dependency keys a render read (render-dependencies.ts) are now,
 * as one hash per page: the build renders a page again only when its hash
 * changed (scripts/build/render-pages.mjs).
 */

/** A page as dependencies see it: no loader, no listing of others. */
const pageState = (page: Pick<PageEntry, 'route' | 'data' | 'readingMinutes'> | undefined) => (page ? [page.route, page.data, page.readingMinutes ?? null] : null)

/**
 * What the build keeps of a derived value (content/derived.ts) from one
 * build to the next: the keys its working out read, their digest then (with
 * the day the site was built for), and the value's own hash. While what it
 * read is the same, so is the value, and it is not worked out again: at
 * 100,000 tools the four values the pages and files read cost an edit some
 * 4.5 s to work out and write out, though a guide's prose changes none.
 */
export interface KeptDerived {
  reads: string[]
  readsDigest: string
  hash: string
  /**
   * For a value made from each page's view alone (derivedOverPages): the
   * hash of each run of the pages' lines (`pages`, run-hashes.ts) and of
   * the same run's views. A run whose pages hash as they did has the views
   * it had, and a new process writes out only the other runs' views: at
   * 100,000 tools, writing out and hashing each page's view of the three
   * such values was some 2 s of a one-shot build after a guide's title or
   * date saved (a prose edit that leaves its reading time leaves them as they were).
   */
  runs?: { pages: string[]; views: string[] }
}

/** The dependency digest for a registry, and the derived values and relations it hashed, to keep for the next build. */
export interface DependencyDigests {
  digest: (keys: readonly string[]) => string
  /** One key's own hash in this registry, worked out once. */
  keyHash: (key: string) => string
  toolSide: () => string
  derivedKept: () => Map<string, KeptDerived>
  relationsKept: () => KeptRelations
  /** What was hashed so far, for the digests of a site made from this one (see EarlierDigests). */
  memo: () => DigestMemo
}

/** The hashes a registry's digests worked out, by key and by tool, relation and page. */
export interface DigestMemo {
  /** Each key's hash but a tool's, a relation's and a page's, which are kept by id (and page) below. */
  hashes: ReadonlyMap<string, string>
  toolHashes: ReadonlyMap<string, string>
  relationHashes: ReadonlyMap<string, string>
  pageHashes: ReadonlyMap<PageEntry, string>
  relationsInputs: ReadonlyMap<string, string> | undefined
  /** What each key over a whole list (every tool, every page, a list's pages) was hashed from, by key: the runs of its lines (run-hashes.ts). */
  runs: ReadonlyMap<string, RunHashes<unknown>>
  /** What each derived value made from each page's view alone was hashed from, by name (pageViewsHash). */
  viewRuns: ReadonlyMap<string, RunHashes<PageEntry>>
}

/**
 * The digests of the site this registry's was made from with prose saved (site-core.ts, withPagesSavedChecked) or
 * tools files saved (tools-saved.ts), and which keys the save can have changed (changed-keys.ts):
 * every other key's hash, and every tool's, relation's and page's whose key is not among them, are as they were, and are
 * taken, not worked out again. At 100,000 tools, the derived values' check of what they read (every page, every tool)
 * and the relations' inputs were 1.5 s of a save.
 */
export interface EarlierDigests {
  memo: DigestMemo
  changed: ChangedKeys
  /** What each field's relations are worked out from in this registry, where the site making it worked them out (tools-saved.ts); else the memo's, unless `relations` changed. */
  relationsInputs?: ReadonlyMap<string, string>
  /**
   * After tools files were saved (tools-saved.ts): the saved tools as they were, by id. The registry has the same tools
   * in the same order; a derived value made from a view of each tool alone (derivedOverTools) is as it was while
   * each saved tool's view is.
   */
  toolsBefore?: ReadonlyMap<string, Tool>
  /** With `toolsBefore`: the shared features' bits the registry before kept for each saved tool, where it kept them. */
  sharedFeaturesBefore?: ReadonlyMap<string, number | undefined>
}

/**
 * The keys `toolSide` answers for: a tool's, its relations' and every
 * tool's. A tool's profile reads no other (its own tool, its relations, the
 * tools they name): at 100,000 tools, 100,000 of an edit's 110,600 routes.
 */
export const isToolSideKey = (key: string) => key.startsWith('tool:') || key.startsWith('relations:') || key === 'tools'

/** For a registry, a function from dependency keys to one hash of what they are in it (see dependencyDigests). */
export const dependencyDigest = (registry: Registry): ((keys: readonly string[]) => string) => dependencyDigests(registry).digest

/**
 * For a registry, a function from dependency keys to one hash of what they
 * are in it: equal hashes, equal content for the page that read them. Each
 * key's own hash is worked out once per registry; a derived value's is
 * taken from `kept` while what it read is unchanged, and a tool's
 * relations' from `keptRelations` while what its field's are worked out
 * from is.
 *
 * Some states are hashes already, and are not hashed again: a tool's is the
 * hash its check came with (the build's tools reader keeps it), and the
 * profile a tool gets from its data alone is the hash of what its
 * frontmatter is made from, which came with the check too. At
 * 100,000 tools these are 200,000 of an edit's keys, through `pages`,
 * `tools`, the list of profiles and every directory page that lists them.
 */
export function dependencyDigests(registry: Registry, kept: ReadonlyMap<string, KeptDerived> = new Map(), keptRelations?: KeptRelations, earlier?: EarlierDigests): DependencyDigests {
  const hashes = new Map<string, string>()
  // By forEach, not for…of: no pair made for each of some 600,000 entries at 100,000 tools.
  const changed = earlier?.changed
  if (changed) earlier.memo.hashes.forEach((hash, key) => void (changed(key) || hashes.set(key, hash)))
  const derivedNow = new Map<string, KeptDerived>()
  const viewRuns = new Map<string, RunHashes<PageEntry>>()
  // What each field's relations are worked out from, hashed when first needed; a tool's kept hash holds while its field's is what it was kept with.
  let inputs: ReadonlyMap<string, string> | undefined = earlier && (earlier.relationsInputs ?? (earlier.changed('relations') ? undefined : earlier.memo.relationsInputs))
  const relationsNow = () => (inputs ??= relationsInputs(registry))
  /** Whether the kept hashes of this field's tools hold. */
  const fieldKept = (field: string | undefined) => keptRelations !== undefined && field !== undefined && keptRelations.inputs.get(field) === relationsNow().get(field)
  const keptRelation = (id: string) => (fieldKept(registry.tools.get(id)?.group) ? keptRelations?.hashes.get(id) : undefined)
  /** A tool's data as checked: the kept hash, or its data's own. */
  const toolState = (id: string) => {
    const tool = registry.tools.get(id)
    return tool ? (registry.toolStates?.get(id) ?? toolDataHash(tool)) : 'none'
  }
  // By the date checked: some dates for 100,000 tools, each date's sum worked out once.
  const staleOn = new Map<string, boolean>()
  const stale = (id: string) => {
    const tool = registry.tools.get(id)
    if (!tool) return null
    let old = staleOn.get(tool.pricing.checked)
    if (old === undefined) staleOn.set(tool.pricing.checked, (old = isStale(tool.pricing.checked, registry.today)))
    return old
  }
  // Each tool's, each tool's relations' and each page's hash by the tool's id or the page itself, not only by its key:
  // `tools`, `relations`, `pages`, a list of every profile and 8,500 directory pages go through 100,000 of each, and
  // making each one's key to look it up was some 0.3 s of an edit at 100,000 tools.
  const toolHashes = new Map<string, string>()
  if (changed) {
    earlier.memo.toolHashes.forEach((hash, id) => void (changed.tool(id) || toolHashes.set(id, hash)))
  }
  const toolHash = (id: string) => {
    let known = toolHashes.get(id)
    if (known === undefined) toolHashes.set(id, (known = `${toolState(id)}.${stale(id)}`))
    return known
  }
  const relationHashes = new Map<string, string>()
  if (changed) {
    earlier.memo.relationHashes.forEach((hash, id) => void (changed.relations(id) || relationHashes.set(id, hash)))
  }
  // By value: the tools of a field that no page names share one (content/tool-relations.ts), hashed once.
  const hashesOfRelations = new WeakMap<object, string>()
  const hashOfRelations = (relations: object | undefined) => {
    if (relations === undefined) return sha256Text('null')
    let hash = hashesOfRelations.get(relations)
    // A tool's relations are plain data, with none of the keys stateText leaves out: JSON without a replacer is the same text, several times as fast.
    if (hash === undefined) hashesOfRelations.set(relations, (hash = sha256Text(JSON.stringify(relations))))
    return hash
  }
  const relationHash = (id: string) => {
    let known = relationHashes.get(id)
    if (known === undefined) relationHashes.set(id, (known = keptRelation(id) ?? hashOfRelations(registry.toolRelations.get(id))))
    return known
  }
  const pageHashes = new Map<PageEntry, string>()
  if (changed) {
    earlier.memo.pageHashes.forEach((hash, page) => void (changed.page(page.route) || pageHashes.set(page, hash)))
  }
  const pageHash = (page: PageEntry) => {
    let known = pageHashes.get(page)
    if (known === undefined) {
      // Its address is its key, its data made from its tool's name, description and field alone (content/tool-pages.ts), and it
      // has no prose to be read in minutes: a rating's edit leaves it, and `pages` with it, as they were.
      known = isProfileFromData(page) ? `profile.${registry.profileStates?.get(page.data.tool) ?? toolState(page.data.tool)}` : sha256Text(stateText(pageState(page)))
      pageHashes.set(page, known)
    }
    return known
  }
  /** Pages by their own hashes, in order. */
  const pagesText = (pages: readonly PageEntry[]) => pages.map((page) => `${page.route}=${pageHash(page)}`).join('\n')
  // Every tool, every tool's relations, every page, a list: from the hashes of each, in runs kept through a save.
  const wholeLists = wholeListKeys(registry, { tool: toolHash, relations: relationHash, page: pageHash }, changed && { runs: earlier.memo.runs, changed })
  /** A key's hash when it is one of the above, or a derived value's, else undefined. */
  const knownHash = (kind: string, name: string, whole: boolean): string | undefined => {
    if (whole) return undefined
    if (kind === 'tool') return toolHash(name)
    if (kind === 'relations') return relationHash(name)
    if (kind === 'page') {
      const page = registry.byRoute.get(name)
      return page ? pageHash(page) : sha256Text(stateText(pageState(undefined)))
    }
    if (kind === 'derived') return derivedHash(name)
    return undefined
  }
  const stateOf = (kind: string, name: string): string => {
    switch (kind) {
      case 'listing': {
        // Its items by their own hashes: a directory's page of profiles costs twelve lookups, not twelve profiles written out.
        const listing = registry.byRoute.get(name)?.listing
        return listing ? `${stateText({ ...listing, items: null })}\n${pagesText(listing.items)}` : 'null'
      }
      default:
        // A key this code does not know (a cache record of other code) never matches.
        return `unknown ${kind}:${name} ${Math.random()}`
    }
  }
  function hashOf(key: string): string {
    let known = hashes.get(key)
    if (known === undefined) {
      const colon = key.indexOf(':')
      const kind = colon < 0 ? key : key.slice(0, colon)
      const name = key.slice(colon + 1)
      const byName = knownHash(kind, name, colon < 0)
      // A tool's, a relation's and a page's hash is kept by its id or page, not again by its key: the next save's digests
      // start from a copy of `hashes` (at 100,000 tools, some 600,000 entries where 10,000 are not those, 0.1 s a save).
      if (byName !== undefined && kind !== 'derived') return byName
      known = byName ?? wholeLists.hash(key, kind, name) ?? sha256Text(stateOf(kind, name))
      hashes.set(key, known)
    }
    return known
  }
  const digest = (keys: readonly string[]) => sha256Text([...keys].sort().map((key) => `${key}=${hashOf(key)}\n`).join(''))
  /**
   * One hash of every tool's state (`tools`: each tool's, by id, with whether its prices are old) and of what each
   * field's relations are worked out from (kept-relations.ts): while it is the same, so is every key's `isToolSideKey`
   * names, and a page that read no other key has the digest it had. The build keeps it with its render index, and an
   * edit that changed no tool (a guide's) leaves 100,000 profiles' digests unworked (scripts/build/render-pages.mjs).
   */
  let toolSideHash: string | undefined
  const toolSide = () =>
    (toolSideHash ??= sha256Text(`tools=${hashOf('tools')}\n${[...relationsNow()].map(([field, hash]) => `${JSON.stringify(field)}=${hash}`).sort().join('\n')}`))
  /** What a derived value read, as it is now: the day counts too, as a value may judge prices old by it. */
  const readsDigest = (reads: readonly string[]) => sha256Text(`today=${registry.today}\n${digest(reads)}`)
  /**
   * Whether a kept value is as it was after tools files were saved (toolsBefore): one made from each tool's view alone
   * (derivedOverTools), or one that declared what of a saved tool it changes through (keptThroughToolSaves), while each
   * saved tool's view is.
   */
  const viewsHold = (name: string, before: KeptDerived) => {
    const toolsBefore = earlier?.toolsBefore
    // A value made from each tool's view alone holds so only while it read nothing else.
    const view = savedToolViewOf(name) ?? (before.reads.every((key) => key === 'tools') ? toolViewOf(name) : undefined)
    return view !== undefined && toolsBefore !== undefined && savedViewsHold(view, { tools: toolsBefore, sharedFeatures: earlier?.sharedFeaturesBefore }, registry)
  }
  function derivedHash(name: string): string {
    const before = kept.get(name)
    // Kept as it is: what it says (this hash when what it read digests so) stays true.
    if (before && viewsHold(name, before)) {
      derivedNow.set(name, before)
      return before.hash
    }
    if (before && readsDigest(before.reads) === before.readsDigest) {
      derivedNow.set(name, before)
      return before.hash
    }
    const pageView = pageViewOf(name)
    if (pageView) {
      // Made from each page's view alone, it reads every page and nothing else: hashed from the views, not made. The
      // pages' runs first: a run of pages that hash as they did when the value was kept has the views' hash it had.
      const pagesDigest = readsDigest(['pages'])
      const pagesRuns = wholeLists.runs.get('pages')?.runs
      const keptRuns = before?.runs && pagesRuns?.length === before.runs.pages.length ? before.runs : undefined
      const made = pageViewsHash(registry.pages, pageView, earlier?.memo.viewRuns.get(name), keptRuns && ((run) => (keptRuns.pages[run] === pagesRuns![run] ? keptRuns.views[run] : undefined)))
      viewRuns.set(name, made.runs)
      derivedNow.set(name, { reads: ['pages'], readsDigest: pagesDigest, hash: made.hash, runs: pagesRuns && { pages: [...pagesRuns], views: [...made.runs.runs] } })
      return made.hash
    }
    const { tracked, log } = trackReads(registry, `derived:${name}`)
    const computed = computeDerivedThrough(name, registry, tracked)
    // A value this code does not define never matches.
    if (!computed) return `unknown derived:${name} ${Math.random()}`
    const reads = log.keys()
    // A derived value is plain data (content/derived.ts): its JSON, without stateText's replacer, which at 100,000 tools was called
    // some 400,000 times for the pickers' names and the prices' dates alone, each time a tool changed. Leaving nothing out, it is
    // the more exact of the two; it is compared only with the hash the same code kept.
    const hash = sha256Text(JSON.stringify(computed.value))
    derivedNow.set(name, { reads, readsDigest: readsDigest(reads), hash })
    return hash
  }
  /** This build's relations hashes: those kept while still true, and those worked out now. */
  const relationsKept = (): KeptRelations => {
    const now = relationsNow()
    // Those kept, as they were, when their inputs are and none was worked out now (a guide's edit): not copied.
    if (keptRelations && sameInputs(now, keptRelations.inputs) && [...relationHashes.keys()].every((id) => keptRelations.hashes.has(id))) return keptRelations
    // Else those of the fields whose inputs are as they were, and those worked out now: a tool whose field changed and that no
    // page read is worked out when one does.
    const hashes = new Map<string, string>()
    if (keptRelations) for (const [id, hash] of keptRelations.hashes) if (fieldKept(registry.tools.get(id)?.group)) hashes.set(id, hash)
    for (const [id, hash] of relationHashes) hashes.set(id, hash)
    return { inputs: now, hashes }
  }
  const memo = (): DigestMemo => ({ hashes, toolHashes, relationHashes, pageHashes, relationsInputs: inputs, runs: wholeLists.runs, viewRuns })
  return { digest, keyHash: hashOf, toolSide, derivedKept: () => new Map(derivedNow), relationsKept, memo }
}

/**
 * The hash of a value made from each page's view alone (derivedOverPages): of each view's JSON, in the pages' order, in
 * runs (run-hashes.ts), with the runs to keep. `before`: the runs the site this one was made from hashed it from. A run
 * that holds the same pages (the same entries, whose data no save changes in place: a save makes a new entry) in the
 * same places keeps its hash; after a save, only the runs that hold a saved page, or a directory page given another
 * share, are written out again: at 100,000 tools, some 1,000 pages, not 110,600 (the value's JSON whole was some 1.5 s
 * of a guide's date saved). It is compared only with hashes this code made, as a value's own hash is.
 */
function pageViewsHash(pages: readonly PageEntry[], view: (page: PageEntry) => unknown, before: RunHashes<PageEntry> | undefined, known?: (run: number) => string | undefined) {
  return runsHash(pages, (page) => JSON.stringify(view(page)) ?? 'none', before && { runs: before, changed: () => false }, known)
}

/** A tool's profile made from its data alone, with no "Our take" page (content/entries.ts). */
const isProfileFromData = (page: PageEntry): page is PageEntry & { data: { kind: 'tool'; tool: string } } =>
  page.data.kind === 'tool' && page.file.endsWith('.yaml') && page.readingMinutes === undefined && page.listing === undefined
