import type { PageEntry, Registry } from '../content/entries'
import { TRACKING, type Tracking } from '../content/derived'

/**
 * What a rendered page showed of the rest of the content, so the build
 * renders it again only when that changed (scripts/build/render-pages.mjs).
 *
 * A render reads the registry through `trackReads`, which notes each thing
 * it looked at as a dependency key:
 *
 *   tool:<id>       one tool's data (and whether its prices are old)
 *   tools           every tool (it went through the whole map)
 *   relations:<id>  the rankings, comparisons and alternatives of one tool
 *   relations       every tool's
 *   page:<route>    another page's address, frontmatter and reading time
 *   listing:<route> the page's own share of a list (a directory's page)
 *   list:<name>     one list of pages, in its order, every page of it
 *   list-order:<name>  which pages a list holds, in its order (not what they say)
 *   pages           every page
 *   derived:<name>  a value worked out from the whole registry (content/derived.ts)
 *
 * `dependencyDigest` (dependency-digest.ts) turns a page's keys into one hash of what they are
 * now. A profile reads its tool, its relations and the tools they name:
 * editing a guide's prose changes none of them, and editing one tool
 * changes the pages that show it, not the other 100,000.
 */

/**
 * Pages of one list read one by one before the page counts as reading the
 * whole list: a page that shows the six newest guides depends on those six
 * and the list's order, so another guide's prose edit does not render it
 * again (at 100,000 tools, /best-tools's 168 pages did); a page that goes
 * through a list of thousands is one key, not thousands.
 */
export const MOST_ITEMS_OF_A_LIST = 24

/** The key that covers every key of a kind, once a page reads more than MOST_KEYS_OF_A_KIND of them. */
const ALL_OF: Record<string, string> = { tool: 'tools', relations: 'relations', page: 'pages' }
export const MOST_KEYS_OF_A_KIND = 200

/** The keys of what one render read, in the order first read. */
export interface ReadLog {
  keys: () => string[]
}


/**
 * A Map (or a lookup with `get` and `has`) whose reads are logged: `get`
 * and `has` by key, anything that goes through the whole map (size,
 * iteration) as the map's own key. Once that key is noted (`covered`), a
 * key's read notes nothing more: a value worked out from 100,000 tools
 * read each one after it had gone through them all, and making and noting
 * each one's key was some 0.5 s of a tools file's edit.
 */
function loggedMap<K extends string, M extends { get(key: K): unknown; has(key: K): boolean }>(map: M, one: (key: K) => string, all: string, { note, covered }: { note: (key: string) => void; covered: (key: string) => boolean }): M {
  // The same two functions at every read of `get` or `has`, not a new one each time.
  const get = (key: K) => {
    if (!covered(all)) note(one(key))
    return map.get(key)
  }
  const has = (key: K) => {
    if (!covered(all)) note(one(key))
    return map.has(key)
  }
  return new Proxy(map, {
    get(target, property) {
      if (property === 'get') return get
      if (property === 'has') return has
      note(all)
      const value = Reflect.get(target, property, target) as unknown
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/**
 * A set of dependency keys as a render notes them: a key once, and the
 * keys of one kind as that kind's all-key once there are more than
 * MOST_KEYS_OF_A_KIND of them.
 */
function keyCollector(): { note: (key: string) => void; keys: () => string[]; covered: (key: string) => boolean } {
  const keys = new Set<string>()
  const perKind = new Map<string, number>()
  const note = (key: string) => {
    if (keys.has(key)) return
    const colon = key.indexOf(':')
    if (colon > 0) {
      // A page that reads hundreds of tools (a directory's facet counts) depends on all of them: one key, not a record the size of the catalogue.
      const kind = key.slice(0, colon)
      const all = ALL_OF[kind]
      if (all && keys.has(all)) return
      const count = (perKind.get(kind) ?? 0) + 1
      perKind.set(kind, count)
      if (all && count > MOST_KEYS_OF_A_KIND) {
        for (const known of [...keys]) if (known.startsWith(`${kind}:`)) keys.delete(known)
        keys.add(all)
        return
      }
    }
    keys.add(key)
  }
  // Whether this key is noted: one of a kind's all-key covers every key of the kind (note takes none of them).
  return { note, keys: () => [...keys], covered: (key) => keys.has(key) }
}

/**
 * Keys that cover every one of these lists: their union, with a kind of
 * which there are hundreds as its all-key. While what they name is
 * unchanged, so is what each list names: the build checks a group of
 * 100,000 tool records, each of which read its own tool, by `tools` and
 * the few other keys, not record by record (scripts/build/extras.mjs).
 */
export function coveringKeys(lists: Iterable<readonly string[]>): string[] {
  const { note, keys } = keyCollector()
  for (const list of lists) for (const key of list) note(key)
  return keys()
}

/**
 * The registry as one route's render sees it, logging what it reads. The
 * route's own page is not a dependency: its source is in the cache key.
 */
export function trackReads(registry: Registry, route: string): { tracked: Registry; log: ReadLog } {
  const { note, keys, covered } = keyCollector()
  const own = registry.byRoute.get(route)
  if (own?.listing) note(`listing:${route}`)
  const byRoute = new Proxy(registry.byRoute, {
    get(map, property) {
      if (property === 'get' || property === 'has') {
        return (wanted: string) => {
          if (wanted !== route) note(`page:${wanted}`)
          return property === 'get' ? map.get(wanted) : map.has(wanted)
        }
      }
      note('pages')
      const value = Reflect.get(map, property, map) as unknown
      return typeof value === 'function' ? value.bind(map) : value
    },
  })
  // A list is read item by item: its order, and each page read (list-order:, page:), up to MOST_ITEMS_OF_A_LIST of them, then all of it (list:).
  const trackedList = (name: string, items: readonly PageEntry[]) => {
    const read = new Set<number>()
    return new Proxy(items, {
      get(target, property) {
        if (read.size <= MOST_ITEMS_OF_A_LIST && typeof property === 'string') {
          const at = Number(property)
          if (property === 'length') note(`list-order:${name}`)
          else if (Number.isInteger(at) && String(at) === property && at >= 0 && at < target.length && !read.has(at)) {
            note(`list-order:${name}`)
            read.add(at)
            if (read.size > MOST_ITEMS_OF_A_LIST) note(`list:${name}`)
            else note(`page:${target[at]!.route}`)
          }
        }
        return Reflect.get(target, property, target) as unknown
      },
    })
  }
  const listViews = new Map<string, readonly PageEntry[]>()
  const lists = new Proxy(registry.lists, {
    get(target, property) {
      const items = Reflect.get(target, property, target) as unknown
      if (typeof property !== 'string' || !Array.isArray(items)) return items
      let view = listViews.get(property)
      if (!view) listViews.set(property, (view = trackedList(property, items as PageEntry[])))
      return view
    },
    ownKeys(target) {
      note('pages')
      return Reflect.ownKeys(target)
    },
  })
  const tools = loggedMap(registry.tools, (id) => `tool:${id}`, 'tools', { note, covered })
  // Made when first read, as the registry works the relations out (content/entries.ts): most renders read none.
  let toolRelations: Registry['toolRelations'] | undefined
  const tracking: Tracking = { base: registry, note }
  const tracked: Registry = Object.create(registry, {
    [TRACKING]: { value: tracking },
    pages: { get: () => (note('pages'), registry.pages) },
    lists: { get: () => lists },
    // Once the kind's all-key is noted, a read notes nothing more: the map itself, not read through the logging proxy (at
    // 100,000 tools, the finder's catalogue, the derived values and llms.txt read every tool, some 0.25 s of a tools save).
    tools: { get: () => (covered('tools') ? registry.tools : tools) },
    toolRelations: {
      get: () => (covered('relations') ? registry.toolRelations : (toolRelations ??= loggedMap(registry.toolRelations, (id) => `relations:${id}`, 'relations', { note, covered }))),
    },
    byRoute: { get: () => byRoute },
  })
  return { tracked, log: { keys } }
}
