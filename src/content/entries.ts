import { ContentError } from './errors'
import type { LocateField } from './problem-report'
import { routeForFile, routeForPath, routeProblem } from './routes'
import { toolIdsOf, type Frontmatter } from './schema'
import { parseFrontmatter, parseFrontmatterOnce, passedFrontmatter } from './frontmatter-check'
import { todoProblem, type TodoMarkers } from './todo'
import { computeLists, PAGED_LIST, pageRoute, paginate, type Listing, type Lists } from './listings'
import { toolIdOfFile, toolOfPageKey, toolPageFrontmatter, toolPageProblem, toolRoute } from './tool-pages'
import { toolRelations, type ToolRelationsLookup } from './tool-relations'
import { toolIdProblem, unknownToolMessage, type Tool } from './tool-schema'
import { readFields, type FieldIndex } from './field-schema'
import { checkToolFile, type ToolFileCheck } from './tool-file-check'
import { comparisonProblems, writtenToolIds } from './tool-references'
import type { WrittenBody } from './written-body'
import { readingMinutesOf } from '../shared/dates'

/**
 * What an MDX page module exports (src/node/mdx-options.ts lists the
 * plugins that add the named exports). Its default export, the page body,
 * is a React component; the server renders it, and nothing here reads it.
 */
export interface PageModule {
  default: unknown
  frontmatter?: unknown
  /** Words in the page body, counted at compile time. */
  wordCount?: number
  /** The page's sections (its h2 headings and FAQ), collected at compile time. */
  headings?: { id: string; text: string }[]
  /** Lines of the source that still hold a TODO marker, found at compile time. */
  todoLines?: number[]
  /** What the body says, as written (its components, props and links), read from its syntax tree at compile time. */
  written?: WrittenBody
}

export interface PageEntry {
  /** The source file, relative to the project root ("content/compare/vanta-vs-drata.mdx"). */
  file: string
  route: string
  data: Frontmatter
  /**
   * Minutes to read the page body, from its words counted at compile time,
   * for reading times on other pages' cards. Other pages see the minutes,
   * not the count: a prose edit that leaves them as they were renders no
   * page but its own again (src/server/render-dependencies.ts).
   */
  readingMinutes?: number
  /**
   * The TODO markers left in this page and in the tools data it names (only
   * in the preview: the build refuses such a page), for the draft banner.
   */
  todos?: TodoMarkers[]
  /** Loads the compiled page. */
  load: () => Promise<PageModule>
  /** On a directory that shows a list page by page: this page's share of it, and where it is among the list's pages. */
  listing?: Listing<PageEntry>
}

export interface Registry {
  pages: PageEntry[]
  tools: Map<string, Tool>
  byRoute: Map<string, PageEntry>
  /** Old or alternative addresses and the page each redirects to. */
  aliases: Map<string, PageEntry>
  /** Every page and tools file still holding TODO markers (only ever non-empty in the preview). */
  todos: TodoMarkers[]
  /** Every list of pages the site shows, each in its order (listings.ts). */
  lists: Lists<PageEntry>
  /** For each tool: the rankings and comparisons that name it, and its alternatives (tool-relations.ts). */
  toolRelations: ToolRelationsLookup
  /** The day the site is built for, YYYY-MM-DD: what a price's age is counted to. */
  today: string
  /** The feature list of each field of software, and of the shared features (field-schema.ts). */
  fields: FieldIndex
  /** Tools whose file has problems (only when the registry came with its problems, from checkContent). */
  refusedTools?: ReadonlySet<string>
  /** A hash of each tool's data, where its check came with one (the build's): what the render cache compares (server/dependency-digest.ts). */
  toolStates?: ReadonlyMap<string, string>
  /** A hash of what each tool's profile's frontmatter is made from, where its check came with one (the build's): see toolStates. */
  profileStates?: ReadonlyMap<string, string>
  /** Which shared features each tool has, where its check came with them (the build's): what the finder counts (catalogue-features.ts). */
  toolSharedFeatures?: ReadonlyMap<string, number>
}

export interface RawContent {
  /** Frontmatter by file key ("/content/x.mdx"), as parsed from YAML. */
  frontmatters: Record<string, unknown>
  /** Page loaders by the same keys. */
  loaders: Record<string, () => Promise<PageModule>>
  /** Tool data by file key ("/content/_tools/vanta.yaml"). */
  tools: Record<string, unknown>
  /**
   * Tools files already checked against these fields, by the same keys (the
   * build's tools reader checks them on its threads and keeps each check
   * with the parsed file): taken as they are, and their data in `tools` is not read.
   */
  toolChecks?: Record<string, ToolFileCheck | undefined>
  /** The feature lists of the fields of software, by file key ("/content/_fields/crm.yaml"). */
  fields: Record<string, unknown>
  /** Word counts by page file key, where known. */
  wordCounts?: Record<string, number | undefined>
  /** Lines still holding a TODO marker, by page or tool file key, where known. */
  todoLines?: Record<string, number[] | undefined>
  /**
   * The writers' preview: keep pages marked `draft: true`, and show pages and
   * tools data with TODO markers instead of refusing them (the dev server
   * does; the build does not). Default: false.
   */
  includeDrafts?: boolean
  /** The day the site is built for, YYYY-MM-DD. Default: today (UTC). */
  today?: string
  /** Finds the line of a field in a file, for the problems report (the build and the preview read the files). */
  locate?: LocateField
  /** Problems found before (pages that could not be compiled): reported with these, in one report. */
  problems?: readonly string[]
}

const fileName = (key: string) => key.replace(/^\//, '')

/** The page module of a profile that has no "Our take": nothing below the tool's data. */
const NO_BODY: PageModule = { default: () => null }

function todoMarkers(raw: RawContent, key: string): TodoMarkers | undefined {
  const lines = raw.todoLines?.[key]
  return lines && lines.length > 0 ? { file: fileName(key), lines } : undefined
}

/**
 * Validates every page and tool, cross-checks tool references, refuses
 * unfinished (TODO) files outside the preview, and returns the registry;
 * or throws one ContentError listing every problem found.
 */
export function createRegistry(raw: RawContent): Registry {
  const { registry, problems } = checkContent(raw)
  if (problems.length > 0) throw new ContentError(problems, raw.locate)
  return registry
}

/** The content as far as it is valid, with every problem found; what the build renders to find the problems rendering finds, all in one report. */
export interface CheckedContent {
  /** Every page and tool that passed; pages that did not are left out. */
  registry: Registry
  problems: string[]
  /** The addresses of pages left out for their problems: a link to one is not broken, the page is. */
  refusedRoutes: string[]
  /**
   * The keys of pages whose frontmatter was refused ("/content/x.mdx"): they
   * are not rendered, so their bodies are checked as written instead
   * (server/written-checks.ts). A draft is left out where drafts are not shown.
   */
  refusedPages: string[]
}

/** Validates and cross-checks everything, like createRegistry, but returns the problems beside what passed instead of throwing. */
export function checkContent(raw: RawContent): CheckedContent {
  const problems: string[] = [...(raw.problems ?? [])]
  const refusedRoutes: string[] = []
  const refusedPages: string[] = []
  const tools = new Map<string, Tool>()
  const toolStates = new Map<string, string>()
  const profileStates = new Map<string, string>()
  const toolSharedFeatures = new Map<string, number>()
  // Tools whose profile from data the build's reader found the schema passes: made as the schema makes it, not checked again.
  const profilesPassed = new Set<string>()
  const todos: TodoMarkers[] = []
  const toolTodos = new Map<string, TodoMarkers>()
  // Tools whose file has problems of its own: a page naming one is not told the tool does not exist.
  const refused = new Set<string>()
  const unknownTool = (id: string) => !tools.has(id) && !refused.has(id)
  const unfinished = (markers: TodoMarkers | undefined) => {
    if (!markers) return
    todos.push(markers)
    if (!raw.includeDrafts) problems.push(todoProblem(markers))
  }
  const { index: fields, problems: fieldProblems } = readFields(raw.fields)
  problems.push(...fieldProblems)
  for (const [key, value] of Object.entries(raw.tools).sort(([a], [b]) => a.localeCompare(b))) {
    const id = toolIdOfFile(key)
    const markers = todoMarkers(raw, key)
    unfinished(markers)
    if (markers) toolTodos.set(id, markers)
    const badName = toolIdProblem(id)
    if (badName) problems.push(`${fileName(key)}: ${badName}`)
    const check = raw.toolChecks?.[key] ?? checkToolFile(key, value, fields)
    problems.push(...check.problems)
    if (!check.data) refused.add(id)
    else if (!badName) {
      // A kept check's data carries its id already, and is taken as it is: the build reads some of its fields only when asked (scripts/build/tool-fields-later.mjs), and a copy would read them all.
      tools.set(id, 'id' in check.data && check.data.id === id ? (check.data as Tool) : { ...check.data, id })
      if (check.state !== undefined) toolStates.set(id, check.state)
      if (check.profileState !== undefined) profileStates.set(id, check.profileState)
      if (check.sharedFeatures !== undefined) toolSharedFeatures.set(id, check.sharedFeatures)
      if (check.profilePasses === true) profilesPassed.add(id)
    }
  }

  const pages: PageEntry[] = []
  const byRoute = new Map<string, PageEntry>()
  for (const [key, written] of Object.entries(raw.frontmatters).sort(([a], [b]) => a.localeCompare(b))) {
    const file = fileName(key)
    const badName = routeProblem(key)
    if (badName) problems.push(`${file}: ${badName}`)
    // A file in content/tools/ is the "Our take" of a tool's profile: its frontmatter starts from the tool's data.
    const toolId = toolOfPageKey(key)
    const notAProfile = toolId === undefined ? undefined : toolPageProblem(toolId, written, tools)
    if (notAProfile) {
      problems.push(`${file}: ${notAProfile}`)
      refusedPages.push(key)
      continue
    }
    const value = toolId === undefined ? written : toolPageFrontmatter(tools.get(toolId)!, written)
    const data = toolId === undefined ? parseFrontmatterOnce(file, value, problems) : parseFrontmatter(file, value, problems)
    if (!data) {
      // Every problem in one run: what the schema refused does not hide an unknown tool or a TODO left in the same file.
      problems.push(...writtenToolIds(value).flatMap(({ at, id }) => (unknownTool(id) ? [`${file}: tools.${at}: ${unknownToolMessage(id, tools)}`] : [])))
      const draft = (value as { draft?: unknown } | null)?.draft === true
      if (!draft) unfinished(todoMarkers(raw, key))
      if (!draft || raw.includeDrafts) refusedPages.push(key)
      if (!badName) refusedRoutes.push(routeForFile(key))
      continue
    }
    if (data.draft && !raw.includeDrafts) continue
    const markers = todoMarkers(raw, key)
    unfinished(markers)
    problems.push(...namedToolProblems(file, data, { tools, refused, fields }))
    const route = routeForFile(key)
    const clash = byRoute.get(route)
    if (clash) {
      problems.push(`${file}: route ${route} is already served by ${clash.file}`)
      continue
    }
    const loader = raw.loaders[key]
    if (!loader) throw new Error(`registry: no loader for ${key}`)
    const pageTodos = [markers, ...toolIdsOf(data).map((id) => toolTodos.get(id))].filter((m): m is TodoMarkers => m !== undefined)
    const entry: PageEntry = { file, route, data, readingMinutes: readingMinutesOf(raw.wordCounts?.[key]), todos: pageTodos, load: loader }
    pages.push(entry)
    byRoute.set(route, entry)
  }

  // Every tool has a profile; a tool without a file in content/tools/ gets one from its data alone.
  for (const [id, tool] of tools) {
    const route = toolRoute(id)
    if (byRoute.has(route)) continue
    const value = toolPageFrontmatter(tool)
    const data = (profilesPassed.has(id) ? passedFrontmatter('tool', value) : undefined) ?? parseFrontmatter(`content/_tools/${id}.yaml`, value, problems)
    if (!data) continue
    const markers = toolTodos.get(id)
    const entry: PageEntry = { file: `content/_tools/${id}.yaml`, route, data, todos: markers ? [markers] : [], load: () => Promise.resolve(NO_BODY) }
    pages.push(entry)
    byRoute.set(route, entry)
  }

  const lists = computeLists(pages, tools)
  for (const entry of [...pages]) {
    for (const next of listingPages(entry, lists)) {
      const clash = byRoute.get(next.route)
      if (clash) problems.push(`${entry.file}: paginate: its page ${next.route} is already served by ${clash.file}`)
      else {
        pages.push(next)
        byRoute.set(next.route, next)
      }
    }
  }

  const aliases = collectAliases(pages, byRoute, problems)
  // Made when first read, each tool's worked out when asked for (tool-relations.ts): a guide's edit at 100,000 tools reads none (the build keeps their hashes: server/kept-relations.ts).
  let relations: ToolRelationsLookup | undefined
  const registry: Registry = {
    pages,
    tools,
    byRoute,
    aliases,
    todos,
    lists,
    get toolRelations() {
      return (relations ??= toolRelations(tools, pages))
    },
    fields,
    today: raw.today ?? new Date().toISOString().slice(0, 10),
    refusedTools: refused,
    toolStates,
    profileStates,
    toolSharedFeatures,
  }
  return { registry, problems, refusedRoutes, refusedPages }
}

/**
 * What is wrong with the tools a page names: one it names that does not exist (and whose file was not refused for
 * problems of its own), or a comparison of tools that cannot be compared. Also asked of a page saved while the build
 * stays running (server/frontmatter-saved.ts).
 */
export function namedToolProblems(file: string, data: Frontmatter, { tools, refused, fields }: { tools: Map<string, Tool>; refused: ReadonlySet<string>; fields: FieldIndex }): string[] {
  const problems = toolIdsOf(data).flatMap((id, index) => (!tools.has(id) && !refused.has(id) ? [`${file}: tools.${index}: ${unknownToolMessage(id, tools)}`] : []))
  return [...problems, ...comparisonProblems(file, data, tools, fields)]
}

/**
 * Gives a directory that paginates a kind its first page of that list, and
 * returns its pages 2 and on: the same file and body at /<route>/page/<n>,
 * each with its share, titled with its number and left out of site search.
 */
function listingPages(entry: PageEntry, lists: Lists<PageEntry>): PageEntry[] {
  if (entry.data.kind !== 'directory' || !entry.data.paginate) return []
  const { kind, perPage } = entry.data.paginate
  const [first, ...rest] = paginate(PAGED_LIST[kind], lists[PAGED_LIST[kind]], perPage, entry.route)
  entry.listing = first
  return rest.map((listing) => ({
    ...entry,
    route: pageRoute(entry.route, listing.page),
    data: {
      ...entry.data,
      title: `${entry.data.title} (page ${listing.page} of ${listing.pages})`,
      description: `${entry.data.description} Page ${listing.page} of ${listing.pages}.`,
      search: false,
      aliases: [],
    },
    listing,
  }))
}

/** Every alias and its page; an alias that is a page, another page's alias, or the page itself is a problem. */
function collectAliases(pages: PageEntry[], byRoute: Map<string, PageEntry>, problems: string[]): Map<string, PageEntry> {
  const aliases = new Map<string, PageEntry>()
  for (const page of pages) {
    page.data.aliases.forEach((raw, index) => {
      const alias = routeForPath(raw)
      const where = `${page.file}: aliases.${index}`
      if (alias === page.route) problems.push(`${where}: "${alias}" is this page's own address, so it would redirect to itself`)
      else if (byRoute.has(alias)) problems.push(`${where}: "${alias}" is the address of ${byRoute.get(alias)!.file}; an alias cannot replace a page`)
      else if (aliases.has(alias)) problems.push(`${where}: "${alias}" is already an alias of ${aliases.get(alias)!.file}`)
      else aliases.set(alias, page)
    })
  }
  return aliases
}
