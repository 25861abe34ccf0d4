import type { Registry } from '../content/entries'
import type { LocateField } from '../content/problem-report'
import { routeTable } from '../content/routes'
import type { Assets } from './Document'
import { linkSummary, type CheckedPage, type LinkCheckInput } from './link-check'
import { renderPage } from './render'
import { dependencyDigests, isToolSideKey, type EarlierDigests, type KeptDerived } from './dependency-digest'
import type { KeptRelations } from './kept-relations'
import { assertLinks, EXTRA_GROUPS, EXTRA_ITEM_GROUPS, extraGroup, extraItem, groupOfAddress, isAlwaysWritten, notFoundFile, readAheadOfGroup, renderRoute, searchGroupItems, siteExtras, withoutEchoes, type ExtraGroup, type ExtraItemGroup, type GroupMemo, type OutputFile } from './site-files'
import { socialCardJobs } from './social-cards'
import { coveringKeys } from './render-dependencies'

/** What the build and the dev server ask of a site, given its registry; `kept`: what the last build hashed, to take while still true (dependency-digest.ts). */
export function siteApi(registry: Registry, locate?: LocateField, kept: { derived?: ReadonlyMap<string, KeptDerived>; relations?: KeptRelations; earlier?: EarlierDigests } = {}) {
  /** The groups of other files the preview has made for this content, each file by its address (its content made when read, for some). */
  const made = new Map<ExtraGroup, Map<string, OutputFile>>()
  const digests = dependencyDigests(registry, kept.derived, kept.relations, kept.earlier)
  /**
   * One of the site's other files as the build writes it, by address ("/search.json", "/tools/notion.json"), for the preview:
   * only the group that writes it is made, once for this content (a tool's record alone). Undefined when no group writes it.
   */
  function extraFile(address: string): string | undefined {
    const found = groupOfAddress(address)
    if (!found) return undefined
    if ('id' in found) return EXTRA_ITEM_GROUPS[found.group].item(registry, found.id).find((file) => `/${file.path}` === address)?.content
    let files = made.get(found.group)
    if (!files) made.set(found.group, (files = new Map(EXTRA_GROUPS[found.group](registry).map((file) => [`/${file.path}`, file]))))
    return files.get(address)?.content
  }
  return {
    render: (url: string, assets: Assets) => renderPage(registry, url, assets),
    /** One route for the build, with what it read of the rest of the content. */
    renderRoute: (route: string, assets: Assets) => renderRoute(registry, route, assets),
    extras: (assets: Assets) => siteExtras(registry, assets),
    /** The names of the groups of the site's other files (site-files.ts), for the build to keep each while what it read is unchanged. */
    extraGroups: () => Object.keys(EXTRA_GROUPS) as ExtraGroup[],
    /** One group of the site's other files, with what it read of the content; `memo`, what it may keep from one make to the next. */
    extraGroup: (group: ExtraGroup, memo?: GroupMemo) => extraGroup(registry, group, memo),
    /** What the search's group reads of the content, with its dependency keys: for a make of its files elsewhere (search-make.ts). */
    searchItems: () => searchGroupItems(registry),
    /** What a group reads ahead into its memo while a build that stays running waits (the finder's records parsed and ordered). */
    readAheadOfGroup: (group: ExtraGroup, memo: GroupMemo) => readAheadOfGroup(registry, group, memo),
    /** The names of the groups made an item at a time (site-files.ts), each item kept while what it read is unchanged. */
    extraItemGroups: () => Object.keys(EXTRA_ITEM_GROUPS) as ExtraItemGroup[],
    /** Every item of such a group, by id. */
    extraItems: (group: ExtraItemGroup) => EXTRA_ITEM_GROUPS[group].items(registry),
    /** One item's files, with what it read of the content. */
    extraItem: (group: ExtraItemGroup, id: string) => extraItem(registry, group, id),
    /** Keys that cover every one of these lists of keys (render-dependencies.ts): a group's items checked at once. */
    coveringKeys,
    /** The 404 page. */
    notFound: (assets: Assets) => notFoundFile(registry, assets),
    routes: () => routeTable(registry.pages),
    extraFile,
    /**
     * Whether the build writes a file at this address besides the pages, for the preview's link check: the files every build
     * writes known as such (at 100,000 tools, making the feed to find it there was 40 ms of a request), the others made.
     */
    writesFile: (address: string): boolean => isAlwaysWritten(address) || extraFile(address) !== undefined,
    linkSummary,
    /**
     * Throws one report of every broken link among these pages (HTML or link summaries), after the render problems found before;
     * `known`: the pages known to pass as they are, and a collector of the files the links lead to (link-check.ts).
     */
    checkLinks: (pages: CheckedPage[], staticFiles: string[], renderProblems: string[] = [], known: Pick<LinkCheckInput, 'unchanged' | 'filesLinked'> = {}) =>
      assertLinks(registry, pages, staticFiles, renderProblems, locate, known),
    /** The aliases as lines ("/old /new"): what links through them are checked against. */
    aliasLines: () => [...registry.aliases].map(([from, page]) => `${from} ${page.route}`).join('\n'),
    /** Render problems less those that only echo a page or tool refused for its own problems. */
    withoutEchoes: (renderProblems: string[], refusedRoutes: string[]) => withoutEchoes(renderProblems, refusedRoutes, registry.refusedTools),
    /** One hash of what these dependency keys (from renderRoute) name in this content, each key worked out once. */
    dependencyDigest: digests.digest,
    /** One dependency key's own hash in this content. */
    dependencyHash: digests.keyHash,
    /** One hash of every tool and what the tools' relations are worked out from: the digest of keys `isToolSideKey` names holds while it does (dependency-digest.ts). */
    toolSideDigest: digests.toolSide,
    isToolSideKey,
    /** The derived values hashed so far, with what each read: for the next build's digests (dependency-digest.ts). */
    derivedKept: digests.derivedKept,
    /** The tools' relations' hashes, with what they were worked out from: for the next build's digests (kept-relations.ts). */
    relationsKept: digests.relationsKept,
    /** What the digests hashed so far: for a site made from this one with prose saved (site-core.ts, withPagesSavedChecked). */
    digestMemo: digests.memo,
    /** The social cards to have in dist/ (rendered and cached by scripts/cards/). */
    socialCards: () => socialCardJobs(registry),
  }
}
