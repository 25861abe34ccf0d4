import { createHash, hash } from 'node:crypto'
import type { PageEntry, Registry } from '../content/entries'
import { computeDerivedThrough, TRACKING, type Tracking } from '../content/derived'
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
}

/** The dependency digest for a registry, and the derived values it hashed, to keep for the next build. */
export interface DependencyDigests {
  digest: (keys: readonly string[]) => string
  derivedKept: () => Map<string, KeptDerived>
}

/** For a registry, a function from dependency keys to one hash of what they are in it (see dependencyDigests). */
export const dependencyDigest = (registry: Registry): ((keys: readonly string[]) => string) => dependencyDigests(registry).digest

/**
 * For a registry, a function from dependency keys to one hash of what they
 * are in it: equal hashes, equal content for the page that read them. Each
 * key's own hash is worked out once per registry; a derived value's is
 * taken from `kept` while what it read is unchanged.
 *
 * Some states are hashes already, and are not hashed again: a tool's is the
 * hash its check came with (the build's tools reader keeps it), and the
 * profile a tool gets from its data alone shows nothing but that data. At
 * 100,000 tools these are 200,000 of an edit's keys, through `pages`,
 * `tools`, the list of profiles and every directory page that lists them.
 */
export function dependencyDigests(registry: Registry, kept: ReadonlyMap<string, KeptDerived> = new Map()): DependencyDigests {
  const hashes = new Map<string, string>()
  const derivedNow = new Map<string, KeptDerived>()
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
  // By the page itself as well as by its key: `pages`, a list of every profile and 8,500 directory pages go through the same 110,000 pages.
  const pageHashes = new Map<PageEntry, string>()
  const pageHash = (page: PageEntry) => {
    let known = pageHashes.get(page)
    if (known === undefined) pageHashes.set(page, (known = hashOf(`page:${page.route}`)))
    return known
  }
  /** Pages by their own hashes, in order. */
  const pagesText = (pages: readonly PageEntry[]) => pages.map((page) => `${page.route}=${pageHash(page)}`).join('\n')
  /** A key's hash when its state is one already, else undefined. */
  const knownHash = (kind: string, name: string): string | undefined => {
    if (kind === 'tool') return `${toolState(name)}.${stale(name)}`
    if (kind === 'page') {
      const page = registry.byRoute.get(name)
      // Its address is its key, its data made from its tool's alone (content/tool-pages.ts), and it has no prose to be read in minutes.
      if (page && isProfileFromData(page)) return `profile.${toolState(page.data.tool)}`
    }
    if (kind === 'derived') return derivedHash(name)
    return undefined
  }
  const stateOf = (kind: string, name: string, whole: boolean): string => {
    switch (kind) {
      // Every tool, every tool's relations, every page: from the hashes of each, worked out once, not the catalogue as one text.
      case 'tools':
        return [...registry.tools.keys()].map((id) => `${id}=${hashOf(`tool:${id}`)}`).join('\n')
      case 'relations':
        // A tool's relations are plain data, with none of the keys stateText leaves out: JSON without a replacer is the same text, several times as fast.
        return whole ? [...registry.toolRelations.keys()].map((id) => `${id}=${hashOf(`relations:${id}`)}`).join('\n') : JSON.stringify(registry.toolRelations.get(name) ?? null)
      case 'page':
        return stateText(pageState(registry.byRoute.get(name)))
      case 'listing': {
        // Its items by their own hashes: a directory's page of profiles costs twelve lookups, not twelve profiles written out.
        const listing = registry.byRoute.get(name)?.listing
        return listing ? `${stateText({ ...listing, items: null })}\n${pagesText(listing.items)}` : 'null'
      }
      case 'list':
        return pagesText(registry.lists[name as keyof Registry['lists']] ?? [])
      case 'list-order':
        return stateText((registry.lists[name as keyof Registry['lists']] ?? []).map((page) => page.route))
      case 'pages':
        return pagesText(registry.pages)
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
      known = knownHash(kind, name) ?? sha256Text(stateOf(kind, name, colon < 0))
      hashes.set(key, known)
    }
    return known
  }
  const digest = (keys: readonly string[]) => sha256Text([...keys].sort().map((key) => `${key}=${hashOf(key)}\n`).join(''))
  /** What a derived value read, as it is now: the day counts too, as a value may judge prices old by it. */
  const readsDigest = (reads: readonly string[]) => sha256Text(`today=${registry.today}\n${digest(reads)}`)
  function derivedHash(name: string): string {
    const before = kept.get(name)
    if (before && readsDigest(before.reads) === before.readsDigest) {
      derivedNow.set(name, before)
      return before.hash
    }
    const { tracked, log } = trackReads(registry, `derived:${name}`)
    const computed = computeDerivedThrough(name, registry, tracked)
    // A value this code does not define never matches.
    if (!computed) return `unknown derived:${name} ${Math.random()}`
    const reads = log.keys()
    const hash = sha256Text(stateText(computed.value))
    derivedNow.set(name, { reads, readsDigest: readsDigest(reads), hash })
    return hash
  }
  return { digest, derivedKept: () => new Map(derivedNow) }
}

/** A tool's profile made from its data alone, with no "Our take" page (content/entries.ts). */
const isProfileFromData = (page: PageEntry): page is PageEntry & { data: { kind: 'tool'; tool: string } } =>
  page.data.kind === 'tool' && page.file.endsWith('.yaml') && page.readingMinutes === undefined && page.listing === undefined
