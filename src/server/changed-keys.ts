import type { PageEntry, Registry } from '../content/entries'
import { toolIdsOf } from '../content/schema'
import type { DependencyDigests, DigestMemo, EarlierDigests } from './dependency-digest'

/**
 * What a save changed, for a build that stays running (scripts/build/watch.mjs):
 * the dependency keys whose value may differ after a page's prose or a
 * tools file was saved, and whether a record that read some of them still
 * holds. A record that read none is taken as it was, with no digest worked
 * out (scripts/build/render-pages.mjs); at 100,000 tools that is most of
 * 110,600 routes.
 */

/**
 * Whether a key may have changed since the site before; and whether a tool's, a tool's relations'
 * or a page's key has, asked by its id or route: the digests go through 100,000 of each, and making each one's key to
 * ask was some 0.3 s of a save at 100,000 tools.
 */
export type ChangedKeys = ((key: string) => boolean) & {
  tool: (id: string) => boolean
  relations: (id: string) => boolean
  page: (route: string) => boolean
}

/**
 * A key's hash as the site before worked it out, where it did: a tool's and a tool's relations' by the tool's id (the
 * memo keeps them so alone). A page's is not looked for: a page's key that a save may have changed is that page's.
 */
function hashBefore(memo: DigestMemo, key: string): string | undefined {
  const known = memo.hashes.get(key)
  if (known !== undefined) return known
  if (key.startsWith('tool:')) return memo.toolHashes.get(key.slice(5))
  if (key.startsWith('relations:')) return memo.relationHashes.get(key.slice(10))
  return undefined
}

/**
 * Whether a record's dependency keys are what they were, for a site made from one against which every record was
 * checked (site-core.ts, withPagesSavedChecked; tools-saved.ts): each key the save cannot have changed is, and each
 * other whose hash is the one the site before worked out is too; else the digest is worked out. At 100,000 tools a
 * tools file's save changes `derived:comparisons-of-tools` in name only, and each of 100,000 tools' records reads it:
 * their digests were some 1.5 s of the save.
 */
export function holdsSince(earlier: EarlierDigests, now: Pick<DependencyDigests, 'digest' | 'keyHash'>) {
  /** Whether one key is what it was: a build that knows which routes read each key asks each key once (scripts/build/routes-by-key.mjs). */
  const keyHolds = (key: string) => !earlier.changed(key) || hashBefore(earlier.memo, key) === now.keyHash(key)
  const digestHolds = (keys: readonly string[], digest: string) => keys.every(keyHolds) || now.digest(keys) === digest
  return { digestHolds, keyHolds }
}

/**
 * The dependency keys whose value may differ after these pages' prose was
 * saved (site-core.ts, withPagesSavedChecked): the registry is the same
 * but for the saved pages' reading times. A page's own key, every list and
 * directory page that holds it, `pages`, and every derived value (each
 * checks what it read itself); no tool's, no relation's, no list's order.
 * A key of a kind this code does not know may have changed. A build that
 * stays running takes a record whose keys are none of these as it was,
 * without working out a digest (scripts/build/render-pages.mjs).
 *
 * `moved`, after pages' frontmatter was saved (frontmatter-saved.ts): the
 * lists whose pages or order changed (`lists`), those whose order did
 * (`orders`), the directory pages whose share of a list changed
 * (`relisted`), and the tools whose relations show a ranking or a
 * comparison retitled (`relations`), which may have changed too.
 */
export function keysChangedBySaving(
  registry: Registry,
  savedFiles: ReadonlySet<string>,
  moved: { lists?: ReadonlySet<string>; orders?: ReadonlySet<string>; relisted?: ReadonlySet<string>; relations?: ReadonlySet<string> } = {},
): ChangedKeys {
  const relations = moved.relations ?? new Set<string>()
  const saved = new Set(registry.pages.filter((page) => savedFiles.has(page.file)))
  const routes = new Set([...saved].map((page) => page.route))
  const listings = new Set(registry.pages.filter((page) => page.listing?.items.some((item) => saved.has(item))).map((page) => page.route))
  for (const route of moved.relisted ?? []) listings.add(route)
  const lists = new Set(Object.entries(registry.lists).filter(([, pages]) => (pages as readonly PageEntry[]).some((page) => saved.has(page))).map(([name]) => name))
  for (const name of moved.lists ?? []) lists.add(name)
  const changed = (key: string) => {
    const colon = key.indexOf(':')
    const kind = colon < 0 ? key : key.slice(0, colon)
    const name = key.slice(colon + 1)
    if (colon < 0) return kind !== 'tools' && (kind !== 'relations' || relations.size > 0)
    switch (kind) {
      case 'tool':
        return false
      case 'relations':
        return relations.has(name)
      case 'list-order':
        return moved.orders?.has(name) ?? false
      case 'page':
        return routes.has(name)
      case 'listing':
        return listings.has(name)
      case 'list':
        return lists.has(name)
      default:
        return true
    }
  }
  return Object.assign(changed, { tool: () => false, relations: (id: string) => relations.has(id), page: (route: string) => routes.has(route) })
}

/**
 * The dependency keys whose value may differ after these tools were saved with their profiles as they were: each
 * tool's own, `tools` and `relations`, the relations of every tool of a field whose relations' inputs changed
 * (kept-relations.ts) but for a tool whose relations are its field's shared value before and after, the same
 * (`plain`: tool-relations.ts), and in another field than the saved tools', only those a page puts beside one of them,
 * the tool list and the directory pages whose share of it changed, and every derived
 * value (each checks what it read itself). No page's and not `pages`: a profile's state is its words', and a directory
 * page's is its frontmatter's, not its share. A key of a kind this code does not know may have changed. The tools are
 * the site before's, by id (a save that adds or removes one makes the site whole).
 */
export function keysChangedByTools(
  registry: Registry,
  {
    ids,
    moved,
    relisted,
    inputsBefore,
    inputs,
    plain,
  }: {
    ids: ReadonlySet<string>
    moved: boolean
    relisted: ReadonlySet<string>
    inputsBefore: ReadonlyMap<string, string> | undefined
    inputs: ReadonlyMap<string, string>
    /** A tool's shared relations' text (ToolRelationsLookup.plainText) in the site before and in this one. */
    plain?: { before: (id: string) => string | undefined; now: (id: string) => string | undefined }
  },
): ChangedKeys {
  const fieldsChanged = new Set([...inputs].filter(([field, hash]) => inputsBefore?.get(field) !== hash).map(([field]) => field))
  if (inputsBefore) for (const field of inputsBefore.keys()) if (!inputs.has(field)) fieldsChanged.add(field)
  const toolKeys = new Set([...ids].map((id) => `tool:${id}`))
  // A save taken into the site neither adds nor removes a tool, nor changes one's field (withToolsSavedChecked declines
  // it): with no field's inputs changed, no tool's relations did, and none is looked up (at 100,000 tools, 200,000
  // lookups of a save).
  // A tool's relations read its own field and the tools its rankings and comparisons put beside it (tool-relations.ts).
  // A saved tool that a page names changes every field's inputs, which hold what each page says of its tools; a tool of
  // another field than the saved tools' then has other relations only if a page puts it beside one of them.
  const savedFields = new Set([...ids].flatMap((id) => registry.tools.get(id)?.group ?? []))
  let besideSaved: Set<string> | undefined
  const isBesideSaved = (id: string) => {
    if (!besideSaved) {
      besideSaved = new Set()
      for (const { data } of registry.pages) {
        if (data.kind !== 'best' && data.kind !== 'compare') continue
        const named = toolIdsOf(data)
        if (named.some((other) => ids.has(other))) for (const other of named) besideSaved.add(other)
      }
    }
    return besideSaved.has(id)
  }
  // A rating's edit changes its own field's inputs, and its field's 8,000 tools at 100,000: most have the field's shared
  // relations, the same while its first few are, and their profiles' records hold without a digest worked out.
  // Their answers are kept: a record's keys are asked after one by one, and a profile's relations by several records.
  const answers = new Map<string, boolean>()
  const relationsChanged = (id: string) => {
    if (fieldsChanged.size === 0) return false
    const field = registry.tools.get(id)?.group
    if (field === undefined) return true
    if (!fieldsChanged.has(field)) return false
    // (Where the inputs before are not known, nor is what changed them.)
    if (!savedFields.has(field) && inputsBefore) return isBesideSaved(id)
    let answer = answers.get(id)
    if (answer === undefined) {
      const was = plain?.before(id)
      answers.set(id, (answer = was === undefined || was !== plain?.now(id)))
    }
    return answer
  }
  // Asked of every key a record or the digests before hold (some 1.5 million at 100,000 tools): by its first letter and
  // prefix, with no name cut out but where needed.
  const changed = (key: string) => {
    switch (key.charCodeAt(0)) {
      case 116: // t
        if (key.startsWith('tool:')) return toolKeys.has(key)
        break
      case 112: // p
        if (key.startsWith('page:')) return false
        break
      case 114: // r
        if (key.startsWith('relations:')) return relationsChanged(key.slice(10))
        break
      case 108: // l
        if (key.startsWith('listing:')) return relisted.has(key.slice(8))
        if (key.startsWith('list:') || key.startsWith('list-order:')) return moved && key.endsWith(':tool')
        break
    }
    // A key of no name: every one but `pages`; a key of a kind this code does not know, or a derived value's: yes.
    return key.includes(':') || key !== 'pages'
  }
  return Object.assign(changed, { tool: (id: string) => ids.has(id), relations: relationsChanged, page: () => false })
}
