import { SearchX } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { PRICE_BANDS, type PriceBand } from '../shared/prices'
import { categorySlug } from '../shared/slug'
import { pageRoute } from '../shared/pages'
import { featureOnCard, judgedOn, offeredFeatures, type CountedFeature, type FinderFeature } from '../catalogue/catalogue-features'
import { findInSets, finderNeeds, pagePlaces, recordFilesOf, scopeOf, toolsAt, type FinderFound } from '../catalogue/finder-split'
import { DEFAULT_STATE, FINDER_PAGE_SIZE, finderQuery, isFiltered, MIN_RATINGS, readFinderState, SORTS, type CatalogueRecord, type CatalogueTool, type FinderState, type Sort } from '../catalogue/tool-catalogue'
import { fetchFinderIndex, fetchRecords, fetchSets, type FinderIndex } from './parts/finder-data'
import { FeatureFilter } from './parts/FeatureFilter'
import { FilterSelect } from './parts/FilterSelect'
import type { Wake } from './parts/island-module'
import { showPageWords } from './parts/page-words'
import { Pager } from './parts/Pager'
import { ToolTile } from './parts/ToolTile'
import { useAddress } from './parts/use-address'

interface Props {
  /** The tools of this page of the directory, best rated first: what the page shows until the visitor filters. */
  cards: CatalogueTool[]
  /** The fields (`group`) tools are filed under, for the category filter. */
  groups: string[]
  /** The features every field shares, each with how many tools have it: the checkboxes and counts before anything is chosen. */
  features: CountedFeature[]
  /** How many tools there are in all. */
  total: number
  /** Where this page is among the directory's pages. */
  page: number
  pages: number
  base: string
}

type Index = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; index: FinderIndex }

/** The finder's manifest (its features, its scopes), fetched once it is wanted. */
function useFinderIndex(wanted: boolean): Index {
  const [index, setIndex] = useState<Index>({ status: 'idle' })
  useEffect(() => {
    if (!wanted || index.status !== 'idle') return
    setIndex({ status: 'loading' })
    fetchFinderIndex()
      .then((found) => setIndex({ status: 'ready', index: found }))
      .catch((error: unknown) => {
        console.error('The tool catalogue could not load:', error)
        setIndex({ status: 'failed' })
      })
  }, [wanted, index.status])
  return index
}

/** A view's results: what it found, and its page's places and records files (read as tools when drawn: broken data names the island), for the view of that key. */
type Results = { key: string; found: FinderFound; places: number[]; records: Map<number, CatalogueRecord[]> } | { key: string; failed: true }

/**
 * The results of a view, fetched as it is chosen (finder-split.ts): first
 * its filters' and ticked features' sets and its page's records, shown at
 * once with their number; then the sets that count the features offered and
 * the tools left out as unchecked. Stale answers (the visitor chose again)
 * are dropped.
 */
function useResults(index: FinderIndex | undefined, state: FinderState, offered: readonly string[], wanted: boolean): Results | undefined {
  const key = `${finderQuery(state)}|${offered.join(',')}`
  const [results, setResults] = useState<Results | undefined>()
  useEffect(() => {
    if (!index || !wanted) return
    let current = true
    const scopeName = scopeOf(state)
    const scope = index.scopes.get(scopeName)
    const run = async () => {
      if (!scope) throw new Error(`The finder has no scope "${scopeName}"`)
      const needs = finderNeeds(index.manifest, scope, state, offered)
      const sets = await fetchSets(index, scope, state.sort, needs.first)
      const first = findInSets(index.manifest, scope, state, offered, sets)
      const places = pagePlaces(first.places, state.page)
      const records = await fetchRecords(index, scope, state.sort, recordFilesOf(places))
      if (!current) return
      setResults({ key, found: first, places, records })
      if (needs.later.length === 0) return
      const more = await fetchSets(index, scope, state.sort, needs.later)
      if (current) setResults({ key, found: findInSets(index.manifest, scope, state, offered, new Map([...sets, ...more])), places, records })
    }
    run().catch((error: unknown) => {
      console.error('The tool catalogue could not load:', error)
      if (current) setResults({ key, failed: true })
    })
    return () => {
      current = false
    }
    // The key is the state and the features offered: the effect runs again only when they change.
  }, [index, key, wanted])
  return results
}

/**
 * The /tools directory's filters: field, free plan, price band, minimum
 * rating and features, sorted by rating, price or name. Until a visitor uses
 * them the page shows its own share of every tool, as prerendered (so it
 * works without JavaScript); then each view fetches what it needs of the
 * finder's split data (catalogue/finder-split.ts): a few bitsets and the
 * records of its page, whatever the number of tools. The choice lives in the address (?category=crm&features=sso,api),
 * so it survives a reload, the Back button and a shared link.
 */
export default function ToolFinder({ cards, groups, features, total, page, pages, base }: Props) {
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  const { path, query, go } = useAddress(base)
  // A filter chosen on /tools/page/2 shows its view at /tools?…; clearing it there shows /tools's first page, not this page's tools.
  const onOwnPage = path === '' || path === pageRoute(base, page)
  const asked = readFinderState(query, groups).state
  const catalogue = useFinderIndex(isFiltered(asked) || asked.page > 1 || !onOwnPage)
  const loaded = catalogue.status === 'ready' ? catalogue.index.manifest : undefined
  // Feature ids are checked against the manifest's list once it has loaded (a field's features are not in the page).
  const read = readFinderState(query, groups, loaded?.features)
  // A link to a numbered page with a filter or sort (/tools/page/5?sort=price, which the site's own links never make): the
  // view's page is the address's, not the first shown under it without a word (past the last, the view says so).
  const numberedPath = page > 1 && path === pageRoute(base, page) && !new URLSearchParams(query).has('page')
  const state = numberedPath && isFiltered(read.state) ? { ...read.state, page } : read.state
  const { problems } = read
  const choose = (next: FinderState) => go(finderQuery(next))
  // A page, "Clear filters" or the last page chosen: the control goes with the list it was under, so the focus
  // moves to the count above the new list (read out), not to the page's start.
  const count = useRef<HTMLParagraphElement>(null)
  const chooseFromList = (next: FinderState) => {
    choose(next)
    count.current?.focus()
  }
  const own = onOwnPage && !isFiltered(state) && state.page === 1
  useEffect(() => {
    if (page > 1) showPageWords(own)
  }, [own])
  const update = (change: Partial<FinderState>) => choose({ ...state, ...change, page: 1 })
  // A field's name by its id, which is its category's slug ("hr-payroll": "HR & Payroll").
  const fieldNames = useMemo(() => new Map(groups.map((group) => [categorySlug(group), group])), [groups])

  // A feature of another field unticked here stays offered until the category changes: its box must not vanish from under the pointer or the keyboard's focus.
  const [unticked, setUnticked] = useState<{ category?: string; ids: readonly string[] }>({ ids: [] })
  const lingering = unticked.category === state.category ? unticked.ids : []
  const offered = offeredFeatures(loaded?.features ?? features, state.category, [...state.features, ...lingering])
  const offeredIds = offered.flatMap((group) => group.features.map((feature) => feature.id))
  const tick = (ticked: string[]) => {
    setUnticked({ category: state.category, ids: [...lingering, ...state.features.filter((id) => !ticked.includes(id))] })
    update({ features: ticked })
  }
  const results = useResults(catalogue.status === 'ready' ? catalogue.index : undefined, state, offeredIds, !own)
  const failed = catalogue.status === 'failed' || (results !== undefined && 'failed' in results)
  // The results of this view; while the next view loads, the last one's tiles stay (marked busy), never its numbers.
  const current = results && !('failed' in results) && results.key === `${finderQuery(state)}|${offeredIds.join(',')}` ? results : undefined
  const currentShown = useMemo(() => (current && loaded ? toolsAt(loaded, current.places, current.records) : undefined), [current, loaded])
  const [lastShown, setLastShown] = useState<CatalogueTool[] | undefined>()
  if (currentShown && currentShown !== lastShown) setLastShown(currentShown)
  const found = own ? undefined : current?.found
  const shown = own ? cards : (currentShown ?? lastShown ?? cards)
  const counts = own ? new Map(features.map((feature) => [feature.id, feature.count])) : found?.counts
  const unchecked = found?.uncheckedLeftOut
  const lastPage = found ? Math.max(1, Math.ceil(found.places.length / FINDER_PAGE_SIZE)) : undefined
  // A shared link's page past the last: said, with the way to the last page, not an empty list without a word.
  const pastLast = lastPage !== undefined && found!.places.length > 0 && state.page > lastPage
  const notes = pastLast ? [...problems, `There is no page ${state.page} of these results: they fill ${lastPage === 1 ? 'one page' : `${lastPage} pages`}.`] : problems
  const labels = new Map((loaded?.features ?? features).map((feature) => [feature.id, feature.label]))
  const onCard = (tool: CatalogueTool) =>
    state.features.flatMap((id) => {
      const value = tool.features?.get(id)
      return value ? [featureOnCard(labels.get(id) ?? id, value)] : []
    })

  return (
    <div className="not-prose my-6">
      {/* Filters apply as they change: a search region, not a form to submit. */}
      <div role="search" aria-label="Filter tools">
        <fieldset disabled={!ready} className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-5">
          <legend className="sr-only">Filters</legend>
          <FilterSelect label="Category" value={state.category ?? ''} disabled={!ready} onChange={(value) => update({ category: value || undefined })}>
            <option value="">All categories</option>
            {groups.map((group) => (
              <option key={group} value={categorySlug(group)}>
                {group}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect label="Price" value={state.price ?? ''} disabled={!ready} onChange={(value) => update({ price: (value || undefined) as PriceBand | undefined })}>
            <option value="">Any price</option>
            {PRICE_BANDS.map((band) => (
              <option key={band.id} value={band.id}>
                {band.label}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect label="Our rating" value={state.rating ? String(state.rating) : ''} disabled={!ready} onChange={(value) => update({ rating: value ? Number(value) : undefined })}>
            <option value="">Any rating</option>
            {MIN_RATINGS.map((rating) => (
              <option key={rating} value={String(rating)}>
                {`${rating.toFixed(1)} and up`}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect label="Sort by" value={state.sort} disabled={!ready} onChange={(value) => update({ sort: value as Sort })}>
            {SORTS.map((sort) => (
              <option key={sort.id} value={sort.id}>
                {sort.label}
              </option>
            ))}
          </FilterSelect>
          <label className="flex min-h-11 items-center gap-2 self-end text-sm font-medium text-slate-700">
            <input type="checkbox" checked={state.free} disabled={!ready} onChange={(event) => update({ free: event.target.checked })} className="size-5 accent-indigo-700" />
            Free plan only
          </label>
        </fieldset>
        <FeatureFilter
          groups={offered}
          fieldNames={fieldNames}
          ticked={state.features}
          counts={counts}
          disabled={!ready}
          onChange={tick}
        />
      </div>
      {notes.length > 0 && (
        <div role="alert">
          {/* A value from the link may be one long word even cut short (or a guess quoted beside it): it wraps anywhere rather than widen the page. */}
          <ul className="mt-4 space-y-1 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm wrap-anywhere text-amber-950">
            {notes.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <p ref={count} tabIndex={-1} role="status" className="mt-4 mb-3 scroll-mt-24 text-sm text-slate-600 focus:outline-none">
        {own
          ? `Showing ${cards.length} of ${total} tools, best rated first`
          : failed
            ? 'The list of tools could not load. Reload the page to try again.'
            : found
              ? `${found.places.length} of ${total} tools match${
                  unchecked === undefined
                    ? '; counting those left out because we have not checked them for every ticked feature…'
                    : unchecked
                      ? `; ${unchecked} more left out because we have not checked ${unchecked === 1 ? 'it' : 'them'} for every ticked feature`
                      : ''
                }`
              : 'Finding tools…'}
      </p>
      {found && found.places.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center">
          <SearchX aria-hidden="true" className="mx-auto size-8 text-slate-500" />
          <p className="mt-3 font-semibold text-slate-950">No tools match these filters.</p>
          {/* A ticked feature of another field than the category chosen: what is usually why nothing matches, said. */}
          {state.category &&
            (loaded?.features ?? features)
              .filter((feature) => state.features.includes(feature.id) && !judgedOn(feature, state.category!))
              .map((feature) => (
                <p key={feature.id} className="mt-2 text-sm text-slate-700">
                  {`${feature.label} is a feature we check for ${fieldNames.get(feature.field) ?? feature.field} tools, not for ${fieldNames.get(state.category!) ?? state.category} tools.`}
                </p>
              ))}
          <button type="button" onClick={() => chooseFromList(DEFAULT_STATE)} className="btn btn-primary mt-5">
            Clear filters
          </button>
        </div>
      ) : pastLast ? (
        <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center">
          <button type="button" onClick={() => chooseFromList({ ...state, page: lastPage })} className="btn btn-primary">
            {`Go to page ${lastPage}, the last`}
          </button>
        </div>
      ) : (
        <ul aria-label={lastPage && lastPage > 1 ? `Tools, page ${state.page} of ${lastPage}` : 'Tools'} aria-busy={!own && !found && !failed} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((tool) => (
            <li key={tool.id}>
              <ToolTile tool={tool} features={found ? onCard(tool) : undefined} />
            </li>
          ))}
        </ul>
      )}
      {own ? (
        <Pager page={page} pages={pages} base={base} />
      ) : (
        // Past the view's last page the note above and its button are the way back: a pager would say "Page 9 of 5".
        found && state.page <= lastPage! && (
          <Pager
            page={state.page}
            pages={lastPage!}
            base={base}
            hrefFor={(n) => `${base}${finderQuery({ ...state, page: n })}`}
            onChoose={(n) => chooseFromList({ ...state, page: n })}
          />
        )
      )}
    </div>
  )
}

/** The filters wake once the page is idle: the prerendered page shows its share of every tool until then. */
export const wake: Wake = 'idle'

/** What visitors call it, should it fail (IslandBoundary). */
export const label = 'The tool finder'
