import type { PageEntry, Registry } from '../content/entries'
import type { ChangedKeys } from './changed-keys'
import { runsHash, type RunHashes } from './run-hashes'

/**
 * The dependency keys over a whole list (dependency-digest.ts): every
 * tool's (`tools`), every tool's relations' (`relations`), every page's
 * (`pages`), a list's pages (`list:<name>`) and their order
 * (`list-order:<name>`), each hashed from its runs of lines (run-hashes.ts).
 * After a save, a run whose items are the same, in the same places, and none
 * of which the save may have changed, keeps the hash it had.
 */

/** What a registry's digests hash each item by: a tool's and its relations' hash by its id, a page's by the page. */
export interface ItemHashes {
  tool: (id: string) => string
  relations: (id: string) => string
  page: (page: PageEntry) => string
}

/**
 * The hashes of the keys over a whole list in this registry, and the runs they were made from (`runs`, for the
 * digests of a site made from this one). `earlier`: the runs of the site before, and which keys the save may have changed.
 */
export function wholeListKeys(registry: Registry, hashOf: ItemHashes, earlier?: { runs: ReadonlyMap<string, RunHashes<unknown>>; changed: ChangedKeys }) {
  const changed = earlier?.changed
  // The runs of the site before where the save left the key as it was.
  const runs = new Map<string, RunHashes<unknown>>()
  if (earlier) earlier.runs.forEach((made, key) => void (earlier.changed(key) || runs.set(key, made)))
  let toolIds: readonly string[] | undefined
  const ids = () => (toolIds ??= [...registry.tools.keys()])
  const list = (name: string) => registry.lists[name as keyof Registry['lists']] ?? []
  const pageLine = (page: PageEntry) => `${page.route}=${hashOf.page(page)}`
  const pageChanged = (page: PageEntry) => changed?.page(page.route) ?? true
  const hashOfRuns = <T>(key: string, items: readonly T[], line: (item: T) => string, changedItem: (item: T) => boolean) => {
    const before = earlier?.runs.get(key) as RunHashes<T> | undefined
    const made = runsHash(items, line, before ? { runs: before, changed: changedItem } : undefined)
    runs.set(key, made.runs)
    return made.hash
  }
  return {
    /** A key's hash when it is over a whole list (its kind and name, split at the first colon); undefined for another. */
    hash(key: string, kind: string, name: string): string | undefined {
      switch (kind) {
        case 'tools':
          return hashOfRuns(key, ids(), (id) => `${id}=${hashOf.tool(id)}`, (id) => changed?.tool(id) ?? true)
        case 'relations':
          // Every tool has relations (content/tool-relations.ts); by the tools' ids, kept hashes need none worked out.
          return hashOfRuns(key, ids(), (id) => `${id}=${hashOf.relations(id)}`, (id) => changed?.relations(id) ?? true)
        case 'list':
          return hashOfRuns(key, list(name), pageLine, pageChanged)
        case 'list-order':
          // Addresses only: a page's address is its own.
          return hashOfRuns(key, list(name), (page) => page.route, () => false)
        case 'pages':
          return hashOfRuns(key, registry.pages, pageLine, pageChanged)
        default:
          return undefined
      }
    },
    runs,
  }
}
