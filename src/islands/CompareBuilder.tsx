import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { featureSections } from '../catalogue/comparison-rows'
import { SHARED_FIELD, type Field } from '../catalogue/features'
import { comparedTools, MOST_COMPARED, requestedTools, type Nearest, type ToolRecord } from '../catalogue/compare-builder'
import { builderQuery, requestedNeeds, requestedTeam } from '../catalogue/team-query'
import { ChosenChips, VendorLinks, WrittenComparisons } from './parts/builder/ChosenTools'
import { fetchFields, fetchNamesLike, fetchRecord } from './parts/builder/builder-data'
import { SteadyCompareTable } from './parts/builder/CompareTable'
import { TeamCostRehearsal } from './parts/builder/rehearse-team-cost'
import { TeamCostPanel, type NeedGroup } from './parts/builder/TeamCostPanel'
import { SteadyToolPicker } from './parts/builder/ToolPicker'
import type { Wake } from './parts/island-module'
import { warmHistoryWrites } from './parts/warm-history'
import { whenIdle } from './parts/when-idle'

/** At most this many ids of one address are looked at (a link of a hundred ids is not a hundred requests). */
const MOST_LOOKED_UP = 8

interface View {
  status: 'loading' | 'ready' | 'failed'
  chosen: ToolRecord[]
  problems: string[]
  fields: Map<string, Field>
  /** "Did you mean", loaded only for an address that may have a mistake in it (an unknown tool, or needs). */
  nearest?: Nearest
}

/** The tools the address asks for, read again on Back and Forward. */
function useComparedTools(): [View, (ids: string[]) => void] {
  const [view, setView] = useState<View>({ status: 'loading', chosen: [], problems: [], fields: new Map() })
  useEffect(() => {
    let current = true
    // Reads overlap (a tool added, then Back at once): only the latest read may draw, not one that finishes after it.
    let latest = 0
    const read = async () => {
      const reading = ++latest
      const drawn = () => current && reading === latest
      const { ids, problems } = requestedTools(window.location.search)
      const looked = ids.slice(0, MOST_LOOKED_UP)
      try {
        // Which ids are tools comes from the names of tools whose ids start alike, so an unknown one is never a failed request.
        const [known, fields] = looked.length > 0 ? await Promise.all([fetchNamesLike(looked), fetchFields()]) : [new Map<string, string>(), new Map<string, Field>()]
        const found = new Map(await Promise.all(looked.map(async (id) => [id, known.has(id) ? await fetchRecord(id) : null] as const)))
        // Its code (1 KB) comes before the view is drawn, so the problems are said once, each with its guess; an address
        // whose tools and needs are all known (a shared link, a ticked box) does not load it.
        const features = new Set([...fields.values()].flatMap((field) => field.groups.flatMap((group) => group.features.map((feature) => feature.id))))
        const needs = new URLSearchParams(window.location.search).getAll('needs').join(',').split(',')
        const mayBeWrong = looked.some((id) => !known.has(id)) || needs.some((id) => id.trim() && !features.has(id.trim().toLowerCase()))
        const nearest = mayBeWrong ? (await import('../shared/closest')).closest : undefined
        const { chosen, problems: more } = comparedTools(looked, found, known, nearest)
        // Ids past those looked up are not fetched at all, but named all the same: none is dropped without a word.
        const unread = ids.slice(MOST_LOOKED_UP)
        if (unread.length) more.push(`Not compared either: ${unread.join(', ')}.`)
        if (drawn()) setView({ status: 'ready', chosen, problems: [...problems, ...more], fields, nearest })
      } catch (error) {
        console.error('The compare builder could not load a tool:', error)
        if (drawn()) setView({ status: 'failed', chosen: [], problems: [], fields: new Map() })
      }
    }
    void read()
    window.addEventListener('popstate', read)
    return () => {
      current = false
      window.removeEventListener('popstate', read)
    }
  }, [])
  // It reads nothing of the render, so it is one function for the island's life.
  const choose = useCallback((ids: string[]) => {
    // The team and its needs stay as they are when the tools change.
    const { team } = requestedTeam(window.location.search)
    const needs = new URLSearchParams(window.location.search).getAll('needs').join(',').split(',').filter(Boolean)
    window.history.pushState(null, '', `${window.location.pathname}${builderQuery(ids, { team, needs })}`)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, [])
  return [view, choose]
}

/**
 * The address's query, read again on Back and Forward and after the
 * builder writes it. A team size or need is in the address as soon as it
 * is typed: a reload or a copied link straight after keeps it.
 */
function useSearch(): [string, (query: string) => void] {
  const [search, setSearch] = useState('')
  useEffect(() => {
    const read = () => setSearch(window.location.search)
    read()
    warmHistoryWrites()
    window.addEventListener('popstate', read)
    return () => window.removeEventListener('popstate', read)
  }, [])
  const replace = (query: string) => {
    // Typing a team size is no step to go Back to: the address is replaced, not added to history.
    window.history.replaceState(null, '', `${window.location.pathname}${query}`)
    setSearch(query)
  }
  return [search, replace]
}

/** The features a team can say it needs: those of the chosen tools' fields, the shared ones first, in their groups. */
function needGroupsOf(chosen: readonly ToolRecord[], fields: Map<string, Field>): NeedGroup[] {
  const fieldOfGroup = (group: string) => [...fields.values()].find((field) => field.name === group)?.id
  return featureSections(chosen, fields, fieldOfGroup).map((section) => ({ heading: section.heading, features: section.rows.map((row) => ({ id: row.id, label: row.label })) }))
}

/**
 * The compare builder: up to four tools side by side, chosen in the page
 * or in its address (/compare?tools=notion,coda), which it keeps up to
 * date so a view can be shared. It fetches only the records of the tools
 * it shows, and every tool's name once a visitor looks for one.
 */
export default function CompareBuilder() {
  const [view, choose] = useComparedTools()
  const [search, replaceSearch] = useSearch()
  const [hideAgreeing, setHideAgreeing] = useState(false)
  const ids = useMemo(() => view.chosen.map((record) => record.id), [view.chosen])
  // Adding a tool acts on the latest choice, through a callback that stays the same so the picker can skip a redraw.
  const latestIds = useRef(ids)
  useEffect(() => {
    latestIds.current = ids
  })
  const addTool = useCallback((id: string) => choose([...latestIds.current, id]), [choose])
  const removeTool = useCallback((id: string) => choose(latestIds.current.filter((chosen) => chosen !== id)), [choose])
  const needGroups = useMemo(() => (view.status === 'ready' ? needGroupsOf(view.chosen, view.fields) : []), [view])
  const labels = useMemo(() => new Map(needGroups.flatMap((group) => group.features.map((feature) => [feature.id, feature.label] as const))), [needGroups])
  // The same function while the features are the same, so the team-cost figures can skip a redraw.
  const labelOf = useCallback((id: string) => labels.get(id) ?? id, [labels])
  // Each field's own features by label, with the field's name: a need of another field is one a tool is never judged on.
  const fieldOfLabel = useMemo(
    () => new Map([...view.fields.values()].filter((field) => field.id !== SHARED_FIELD).flatMap((field) => field.groups.flatMap((group) => group.features.map((feature) => [feature.label, field.name] as const)))),
    [view.fields],
  )
  const { team, problems: teamProblems } = requestedTeam(search)
  // With no tool chosen there are no features to tick yet: the needs are kept as asked until a tool's field is there.
  const { needs, problems: needProblems } = view.status === 'ready' ? requestedNeeds(search, labels, view.nearest) : { needs: [], problems: [] }
  const problems = [...view.problems, ...teamProblems, ...needProblems]
  // Once the figures show, a visitor's first change is made cheap by a rehearsal at idle, once (rehearse-team-cost.tsx).
  const [rehearsal, setRehearsal] = useState<'due' | 'on' | 'over'>('due')
  const costsShown = view.status === 'ready' && ids.length > 1
  useEffect(() => {
    if (costsShown && rehearsal === 'due') whenIdle(() => setRehearsal((now) => (now === 'due' ? 'on' : now)))
  }, [costsShown])
  return (
    <div className="room-for-query not-prose my-6 space-y-6">
      {problems.length > 0 && (
        <div role="alert">
          <ul className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {view.status === 'failed' && <p role="alert" className="text-sm text-red-800">The tools could not load. Reload the page to try again.</p>}
      <SteadyToolPicker exclude={ids} full={ids.length >= MOST_COMPARED} disabled={view.status !== 'ready' || ids.length >= MOST_COMPARED} onAdd={addTool} />
      <ChosenChips chosen={view.chosen} onRemove={removeTool} />
      <WrittenComparisons chosen={view.chosen} />
      {/* Drawn while loading too, so the page's own HTML has it (no layout shift as the island wakes); hidden meanwhile
          where the address may name tools (global.css, without-query). */}
      {view.status !== 'failed' && ids.length < 2 && (
        <p role="status" className={`${view.status === 'loading' ? 'without-query ' : ''}rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700`}>
          {ids.length === 0 ? 'Choose at least two tools to see them side by side.' : 'Add one more tool to see them side by side.'}
        </p>
      )}
      {/* Always there, with no tool or one as with four: the team's size is asked before any tool is (#31). Hidden like the
          prompt while an address with a query loads, whose team size and tools it does not know yet. */}
      {view.status !== 'failed' && (
        <div className={view.status === 'loading' ? 'without-query' : undefined}>
          <TeamCostPanel
            chosen={view.chosen}
            team={team}
            needs={needs}
            needGroups={needGroups}
            labelOf={labelOf}
            fieldOfLabel={fieldOfLabel}
            onTeam={(size) => replaceSearch(builderQuery(ids, { team: size, needs }))}
            onNeeds={(next) => replaceSearch(builderQuery(ids, { team, needs: next }))}
          />
        </div>
      )}
      {ids.length > 1 && (
        <>
          {/* Beside the table it changes: above the team's figures, a visitor who ticked it saw nothing move. */}
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-700">
            <input type="checkbox" checked={hideAgreeing} onChange={(event) => setHideAgreeing(event.target.checked)} className="size-5 accent-indigo-700" />
            Hide rows where all tools agree
          </label>
          <SteadyCompareTable chosen={view.chosen} fields={view.fields} hideAgreeing={hideAgreeing} />
          {rehearsal === 'on' && <TeamCostRehearsal chosen={view.chosen} search={search} labels={labels} needGroups={needGroups} labelOf={labelOf} fieldOfLabel={fieldOfLabel} onDone={() => setRehearsal('over')} />}
        </>
      )}
      {ids.length > 1 && <VendorLinks chosen={view.chosen} />}
    </div>
  )
}

/** The builder wakes at once: the page is nothing until it reads the address. */
export const wake: Wake = 'load'

/** What visitors call it, should it fail (IslandBoundary). */
export const label = 'The side-by-side comparison'
