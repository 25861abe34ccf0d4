/**
 * The site over a set of compiled pages and the tools and fields data, as
 * the build (build-entry.ts) and the preview (preview-entry.ts) hand them
 * over: both validate and render content the same way.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { checkContent, type PageModule, type RawContent, type Registry } from '../content/entries'
import { ContentError } from '../content/errors'
import { componentLine, fieldLine, linkLine, parseProblem, type Place } from '../content/problem-report'
import { routeForFile } from '../content/routes'
import type { ToolFileCheck } from '../content/tool-file-check'
import type { WrittenBody } from '../content/written-body'
import { readingMinutesOf } from '../shared/dates'
import { holdsSince, keysChangedBySaving } from './changed-keys'
import type { EarlierDigests, KeptDerived } from './dependency-digest'
import type { KeptRelations } from './kept-relations'
import { siteApi } from './site-api'
import type { CardJob } from './social-cards'
import { writtenProblems } from './written-checks'

/** A compiled page: what its module exports at compile time, and how to load it for rendering. */
export interface CompiledPage {
  frontmatter: unknown
  wordCount?: number
  todoLines?: number[]
  /** What its body says (components, props, links), for checking it when its frontmatter is refused and it is not rendered. */
  written?: WrittenBody
  load: () => Promise<PageModule>
}

/** The data files beside the pages, by file key ("/content/_tools/vanta.yaml"): parsed, with their TODO lines. */
export interface DataFiles {
  tools: Record<string, unknown>
  /** Tools files the build's tools reader has checked already (content/entries.ts: RawContent). */
  toolChecks?: Record<string, ToolFileCheck | undefined>
  toolTodoLines: Record<string, number[]>
  fields: Record<string, unknown>
}

export interface SiteOptions {
  /**
   * The writers' preview: keep `draft: true` pages, and show pages and tools
   * data with TODO markers under a banner instead of refusing them.
   */
  includeDrafts?: boolean
  /** The day the site is built for, YYYY-MM-DD (a price checked more than 90 days before it is marked). Default: today. */
  today?: string
  /** Problems found before the registry (pages that could not be compiled), reported with its own. */
  problems?: string[]
  /** Derived values' hashes as the last build left them, by name: taken while what each read is unchanged (dependency-digest.ts). */
  keptDerived?: ReadonlyMap<string, KeptDerived>
  /** The tools' relations' hashes as the last build left them: each taken while what its field's are worked out from is unchanged (kept-relations.ts). */
  keptRelations?: KeptRelations
}

/**
 * The site for these pages, keyed by file ("/content/about.mdx"), in file
 * order; or a ContentError listing every problem in them.
 */
export function createSite(pages: Record<string, CompiledPage>, data: DataFiles, options: SiteOptions = {}) {
  const { registry, problems } = checkedContent(pages, data, options, [])
  if (problems.length > 0) throw new ContentError(problems, locateInFiles)
  return { registry, ...siteApi(registry, locateInFiles) }
}

/** The preview's site: what createSite returns. */
export type Site = ReturnType<typeof createSite>

/**
 * The preview's site after pages were saved with their frontmatter and
 * TODO lines as they were (their prose edited, the common save): the same
 * checked registry, with those pages' loaders and reading times replaced,
 * rather than the whole content checked and listed again, which at 100,000
 * tools took the preview 7 s a save. Undefined when a saved page's
 * frontmatter or TODO lines changed, or it was not in the registry: then
 * the site is built again (createSite). `saved` holds each saved page as
 * the site was built from it and as it is now, by key ("/content/about.mdx").
 */
export function withPagesSaved(site: Site, saved: Record<string, { before: CompiledPage; after: CompiledPage }>): Site | undefined {
  const registry = registryWithPagesSaved(site.registry, saved)
  return registry && { registry, ...siteApi(registry, locateInFiles) }
}

/**
 * The build's site after pages were saved with their frontmatter and TODO
 * lines as they were, for a build that stays running (`npm run build --
 * --watch`): the same registry with those pages' loaders and reading times
 * replaced, as the preview's (withPagesSaved). Undefined when that would not
 * be the site createCheckedSite makes of the same pages: the site had
 * problems (they are reported by a whole check), a saved page's frontmatter
 * or TODO lines changed, or a saved page now lists related links it does
 * not show (unshownRelated, the one check of the content that reads a body).
 */
export function withPagesSavedChecked(site: CheckedSite, saved: Record<string, { before: CompiledPage; after: CompiledPage }>, options: SiteOptions = {}): CheckedSite | undefined {
  if (!takesSaves(site, options)) return undefined
  const savedFiles = new Set(Object.keys(saved).map((key) => key.slice(1)))
  const afterPages = Object.fromEntries(Object.entries(saved).map(([key, { after }]) => [key, after]))
  if (unshownRelated(site.registry.pages.filter((entry) => savedFiles.has(entry.file)), afterPages).length > 0) return undefined
  const registry = registryWithPagesSaved(site.registry, saved)
  if (!registry) return undefined
  const earlier = { memo: site.digestMemo(), changed: keysChangedBySaving(registry, savedFiles) }
  // No tool changed, nor what their relations are worked out from: the tools' side is the site's before (worked out once there).
  return siteAfterSave(registry, earlier, options, { toolSide: site.toolSideDigest() })
}

/**
 * Whether a save may be taken into the site a build that stays running kept: neither it nor the build has problems
 * (a site made whole reports them, with what rendering and the link check find).
 */
export const takesSaves = (site: CheckedSite, options: SiteOptions) => site.contentProblems.length === 0 && site.refusedRoutes.length === 0 && (options.problems ?? []).length === 0

/**
 * The build's site over a registry made from the site before with a save taken in (withPagesSavedChecked,
 * frontmatter-saved.ts, tools-saved.ts): its digests start from the hashes the site before worked out, and a record
 * checked against that site holds while none of its keys changed, with no digest worked out (holdsSince). `toolSide`:
 * the tools' side's digest, when the save left it as it was (else worked out here); `socialCardsFrom`: the card jobs
 * from the site before's, where the save says how.
 */
export function siteAfterSave(
  registry: Registry,
  earlier: EarlierDigests,
  options: SiteOptions,
  { toolSide, socialCardsFrom }: { toolSide?: string; socialCardsFrom?: (before: readonly CardJob[]) => CardJob[] | undefined } = {},
): CheckedSite {
  const api = siteApi(registry, locateInFiles, { derived: options.keptDerived, relations: options.keptRelations, earlier })
  const { digestHolds, keyHolds } = holdsSince(earlier, { digest: api.dependencyDigest, keyHash: api.dependencyHash })
  const saved = { registry, ...api, contentProblems: [], refusedRoutes: [] as string[], digestHolds, keyHolds, socialCardsFrom }
  return toolSide === undefined ? saved : { ...saved, toolSideDigest: () => toolSide }
}

/** The registry with saved pages' loaders and reading times replaced (withPagesSaved), or undefined when it cannot be. */
function registryWithPagesSaved(registry: Registry, saved: Record<string, { before: CompiledPage; after: CompiledPage }>): Registry | undefined {
  for (const { before, after } of Object.values(saved)) {
    if (!isDeepStrictEqual(before.frontmatter, after.frontmatter) || !isDeepStrictEqual(before.todoLines ?? [], after.todoLines ?? [])) return undefined
  }
  const files = new Map(Object.entries(saved).map(([key, { after }]) => [key.slice(1), after]))
  // A directory's pages 2 and on share its file: each is an entry of the same page, and takes the same edit.
  const entries = registry.pages.filter((entry) => files.has(entry.file))
  if (new Set(entries.map((entry) => entry.file)).size < files.size) return undefined
  for (const entry of entries) {
    const after = files.get(entry.file)!
    entry.readingMinutes = readingMinutesOf(after.wordCount)
    entry.load = after.load
  }
  // A new registry object: what is worked out from a registry once (content/derived.ts, the search index) is worked out again.
  // Its properties copied as they are, not read: the tools' relations, which no saved prose changes, stay worked out when first
  // read (content/entries.ts), not on a save (0.6 s at 100,000 tools).
  return Object.defineProperties({}, Object.getOwnPropertyDescriptors(registry)) as Registry
}

/**
 * The build's site: the content as far as it is valid, with its problems,
 * so that the build renders what passed and reports those problems with
 * what rendering and the link check find, in one report. (The preview and
 * content:check use createSite, which throws them at once.)
 */
export function createCheckedSite(pages: Record<string, CompiledPage>, data: DataFiles, options: SiteOptions = {}) {
  // A page that could not be compiled is refused too: links to it are not broken, it is.
  const uncompiled = (options.problems ?? []).map((problem) => parseProblem(problem).file).filter((file) => file.endsWith('.mdx'))
  const { registry, problems, refusedRoutes } = checkedContent(pages, data, options, uncompiled.map((file) => routeForFile(`/${file}`)))
  const api = siteApi(registry, locateInFiles, { derived: options.keptDerived, relations: options.keptRelations })
  /**
   * Whether a record's dependency keys are what they were when it was made with this digest. A build that stays running
   * and checked each record against the site before takes a site with its saved prose that answers sooner (withPagesSavedChecked).
   */
  const digestHolds = (keys: readonly string[], digest: string) => api.dependencyDigest(keys) === digest
  // No site before to say what changed, so no key holds alone (withPagesSavedChecked's and tools-saved.ts's sites have it).
  // After a page's frontmatter was saved, the card jobs are made from the site before's (frontmatter-saved.ts); a whole site makes them all.
  const socialCardsFrom = undefined as ((before: readonly CardJob[]) => CardJob[] | undefined) | undefined
  return { registry, ...api, contentProblems: problems, refusedRoutes, digestHolds, keyHolds: undefined as ((key: string) => boolean) | undefined, socialCardsFrom }
}

/** The build's site: what createCheckedSite returns. */
export type CheckedSite = ReturnType<typeof createCheckedSite>

/**
 * The registry's check, and, for each page it refused for its frontmatter
 * (so never rendered), what rendering and the link check would say of its
 * body as written: one code path for the build, the preview and
 * content:check, so the three report the same problems.
 */
function checkedContent(pages: Record<string, CompiledPage>, data: DataFiles, options: SiteOptions, uncompiledRoutes: string[]) {
  const { registry, problems, refusedRoutes, refusedPages } = checkContent(rawContent(pages, data, options))
  const refused = [...refusedRoutes, ...uncompiledRoutes]
  const bodies = refusedPages.map((key) => ({ file: key.slice(1), route: routeForFile(key), written: pages[key]?.written }))
  return { registry, problems: [...problems, ...writtenProblems(registry, bodies, refused), ...unshownRelated(registry.pages, pages)], refusedRoutes: refused }
}

/**
 * A page whose frontmatter lists `related` links that its body never shows (no <RelatedLinks />): the links would be
 * neither on the page nor followed by the link check, without a word. (<RelatedLinks /> without them is refused as it renders.)
 */
export function unshownRelated(entries: readonly { file: string; data: { related?: readonly unknown[] } }[], pages: Record<string, CompiledPage>): string[] {
  const files = new Set(entries.filter((entry) => (entry.data.related?.length ?? 0) > 0).map((entry) => entry.file))
  return [...files].flatMap((file) => {
    const written = pages[`/${file}`]?.written
    if (!written || written.components.some((component) => component.name === 'RelatedLinks')) return []
    return [`${file}: related: listed, but the page never shows them: add <RelatedLinks /> where they belong (other pages end with it, under "## Related articles"), or remove related`]
  })
}

function rawContent(pages: Record<string, CompiledPage>, { tools, toolChecks, toolTodoLines, fields }: DataFiles, { includeDrafts = false, today, problems }: SiteOptions): RawContent {
  const entries = Object.entries(pages)
  return {
    frontmatters: Object.fromEntries(entries.map(([file, page]) => [file, page.frontmatter])),
    loaders: Object.fromEntries(entries.map(([file, page]) => [file, page.load])),
    wordCounts: Object.fromEntries(entries.map(([file, page]) => [file, page.wordCount])),
    tools,
    toolChecks,
    fields,
    todoLines: { ...Object.fromEntries(entries.map(([file, page]) => [file, page.todoLines])), ...toolTodoLines },
    includeDrafts,
    today,
    locate: locateInFiles,
    problems,
  }
}

/** A field's or a component's line, read from the file as it is on disk now (only when there are problems to report). */
export function locateInFiles(file: string, place: Place): number | undefined {
  try {
    const source = readFileSync(path.join(process.cwd(), file), 'utf8')
    if ('field' in place) return fieldLine(source, file, place.field)
    return 'component' in place ? componentLine(source, place.component, place.value) : linkLine(source, place.link)
  } catch {
    return undefined
  }
}
