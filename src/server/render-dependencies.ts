import { createHash, hash } from 'node:crypto'
import type { PageEntry, Registry } from '../content/entries'
import { derivedNamed, TRACKING, type Tracking } from '../content/derived'
import { isStale } from '../content/freshness'

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
 * `dependencyDigest` turns a page's keys into one hash of what they are
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

/** A page as dependencies see it: no loader, no listing of others. */
const pageState = (page: Pick<PageEntry, 'route' | 'data' | 'readingMinutes'> | undefined) => (page ? [page.route, page.data, page.readingMinutes ?? null] : null)

/** JSON of a value, leaving out functions (page loaders) and a page's listing (its own key). */
const stateText = (value: unknown) => JSON.stringify(value, (key, inner: unknown) => (key === 'load' || key === 'listing' || key === 'todos' ? undefined : inner))

/** Texts longer than this are hashed a piece at a time (see sha256Text). */
const PIECE = 1 << 16

/**
 * A text's sha256. A short one in one call: at 100,000 tools a build hashes
 * some 300,000 of them, and `createHash` with `update` and `digest` took 2.6
 * times as long. A long one (the state of every page or tool, tens of MB)
 * a piece at a time: V8 turns a long text into bytes at a fraction of the
 * speed it turns short ones (a 77 MB text 1,030 ms at once, 52 ms in pieces,
 * on this host), and the hash of the pieces is the same. A piece never ends
 * between the two halves of a surrogate pair, which would change the bytes.
 */
export function sha256Text(text: string): string {
  if (text.length <= PIECE) return hash('sha256', text, 'base64url')
  const whole = createHash('sha256')
  for (let at = 0; at < text.length; ) {
    let end = Math.min(at + PIECE, text.length)
    const last = text.charCodeAt(end - 1)
    if (last >= 0xd800 && last <= 0xdbff && end < text.length) end += 1
    whole.update(text.slice(at, end))
    at = end
  }
  return whole.digest('base64url')
}

/**
 * A hash of a tool's data as checked: made once, where the build's tools
 * reader checks the file, and kept with the check while the file is
 * unchanged (scripts/build/tools-data.mjs), so a build does not write out
 * every tool's data as text to compare it (some 20 s at 100,000 tools).
 */
export const toolDataHash = (data: unknown) => sha256Text(stateText(data))

/**
 * A Map whose reads are logged: `get` and `has` by key, anything that goes
 * through the whole map (size, iteration) as the map's own key.
 */
function loggedMap<K extends string, V>(map: Map<K, V>, one: (key: K) => string, all: string, note: (key: string) => void): Map<K, V> {
  return new Proxy(map, {
    get(target, property) {
      if (property === 'get' || property === 'has') {
        return (key: K) => {
          note(one(key))
          return property === 'get' ? target.get(key) : target.has(key)
        }
      }
      note(all)
      const value = Reflect.get(target, property, target) as unknown
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/**
 * The registry as one route's render sees it, logging what it reads. The
 * route's own page is not a dependency: its source is in the cache key.
 */
export function trackReads(registry: Registry, route: string): { tracked: Registry; log: ReadLog } {
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
  const tools = loggedMap(registry.tools, (id) => `tool:${id}`, 'tools', note)
  const toolRelations = loggedMap(registry.toolRelations, (id) => `relations:${id}`, 'relations', note)
  const tracking: Tracking = { base: registry, note }
  const tracked: Registry = Object.create(registry, {
    [TRACKING]: { value: tracking },
    pages: { get: () => (note('pages'), registry.pages) },
    lists: { get: () => lists },
    tools: { get: () => tools },
    toolRelations: { get: () => toolRelations },
    byRoute: { get: () => byRoute },
  })
  return { tracked, log: { keys: () => [...keys] } }
}

/**
 * For a registry, a function from dependency keys to one hash of what they
 * are in it: equal hashes, equal content for the page that read them. Each
 * key's own hash is worked out once per registry.
 */
export function dependencyDigest(registry: Registry): (keys: readonly string[]) => string {
  const hashes = new Map<string, string>()
  const stale = (id: string) => {
    const tool = registry.tools.get(id)
    return tool ? isStale(tool.pricing.checked, registry.today) : null
  }
  const stateOf = (key: string): string => {
    const colon = key.indexOf(':')
    const kind = colon < 0 ? key : key.slice(0, colon)
    const name = key.slice(colon + 1)
    switch (kind) {
      case 'tool': {
        const tool = registry.tools.get(name)
        return `${tool ? (registry.toolStates?.get(name) ?? toolDataHash(tool)) : null} ${stale(name)}`
      }
      // Every tool, every tool's relations, every page: from the hashes of each, worked out once, not the catalogue as one text.
      case 'tools':
        return [...registry.tools.keys()].map((id) => `${id}=${hashOf(`tool:${id}`)}`).join('\n')
      case 'relations':
        // A tool's relations are plain data, with none of the keys stateText leaves out: JSON without a replacer is the same text, several times as fast.
        return colon < 0 ? [...registry.toolRelations.keys()].map((id) => `${id}=${hashOf(`relations:${id}`)}`).join('\n') : JSON.stringify(registry.toolRelations.get(name) ?? null)
      case 'page':
        return stateText(pageState(registry.byRoute.get(name)))
      case 'listing': {
        const listing = registry.byRoute.get(name)?.listing
        return stateText(listing ? { ...listing, items: listing.items.map(pageState) } : null)
      }
      case 'list':
        return stateText((registry.lists[name as keyof Registry['lists']] ?? []).map(pageState))
      case 'list-order':
        return stateText((registry.lists[name as keyof Registry['lists']] ?? []).map((page) => page.route))
      case 'pages':
        return registry.pages.map((page) => `${page.route}=${hashOf(`page:${page.route}`)}`).join('\n')
      case 'derived': {
        const value = derivedNamed(name)
        if (value) return stateText(value(registry))
        return `unknown ${key} ${Math.random()}`
      }
      default:
        // A key this code does not know (a cache record of other code) never matches.
        return `unknown ${key} ${Math.random()}`
    }
  }
  function hashOf(key: string): string {
    let known = hashes.get(key)
    if (known === undefined) {
      known = sha256Text(stateOf(key))
      hashes.set(key, known)
    }
    return known
  }
  return (keys) => sha256Text([...keys].sort().map((key) => `${key}=${hashOf(key)}\n`).join(''))
}
