import { ExternalLink, Plus, Scale, X } from 'lucide-react'
import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { featureSections, rowAgrees, type FeatureSection } from '../catalogue/comparison-rows'
import type { Field } from '../catalogue/features'
import {
  allAgree,
  FIELDS_URL,
  compareRows,
  comparedTools,
  MOST_COMPARED,
  requestedTools,
  TOOL_NAMES_URL,
  toolRecordUrl,
  writtenComparisons,
  type ToolRecord,
} from '../catalogue/compare-builder'
import { vendorRel } from '../shared/links'
import type { Wake } from './parts/island-module'
import { builderQuery, requestedNeeds, requestedTeam } from '../catalogue/team-query'
import { FeatureCell } from './parts/FeatureCell'
import { TeamCostPanel, type NeedGroup } from './parts/builder/TeamCostPanel'
import { useActiveOption } from './parts/use-active-option'

/** At most this many ids of one address are looked at (a link of a hundred ids is not a hundred requests). */
const MOST_LOOKED_UP = 8

/** A tool's record, fetched once; null when there is no such tool. */
const records = new Map<string, Promise<ToolRecord | null>>()
function fetchRecord(id: string): Promise<ToolRecord | null> {
  const known = records.get(id)
  if (known) return known
  const fetched = fetch(toolRecordUrl(id)).then((response) => (response.ok ? (response.json() as Promise<ToolRecord>) : null))
  records.set(id, fetched)
  return fetched
}

let names: Promise<Map<string, string>> | undefined
/** Every tool's id and name, fetched once, the first time they are wanted. */
function fetchNames(): Promise<Map<string, string>> {
  names ??= fetch(TOOL_NAMES_URL)
    .then((response) => (response.ok ? (response.json() as Promise<[string, string][]>) : []))
    .then((pairs) => new Map(pairs))
  return names
}

let fieldList: Promise<Map<string, Field>> | undefined
/** The feature list of every field, fetched once, with the first tools. */
function fetchFields(): Promise<Map<string, Field>> {
  fieldList ??= fetch(FIELDS_URL)
    .then((response) => (response.ok ? (response.json() as Promise<Field[]>) : Promise.reject(new Error(`${FIELDS_URL}: ${response.status}`))))
    .then((fields) => new Map(fields.map((field) => [field.id, field])))
  return fieldList
}

interface View {
  status: 'loading' | 'ready' | 'failed'
  chosen: ToolRecord[]
  problems: string[]
  fields: Map<string, Field>
}

/** The tools the address asks for, read again on Back and Forward. */
function useComparedTools(): [View, (ids: string[]) => void] {
  const [view, setView] = useState<View>({ status: 'loading', chosen: [], problems: [], fields: new Map() })
  useEffect(() => {
    let current = true
    const read = async () => {
      const { ids, problems } = requestedTools(window.location.search)
      const looked = ids.slice(0, MOST_LOOKED_UP)
      try {
        // Which ids are tools comes from the list of names, so an unknown one is never a failed request.
        const [known, fields] = looked.length > 0 ? await Promise.all([fetchNames(), fetchFields()]) : [new Map<string, string>(), new Map<string, Field>()]
        const found = new Map(await Promise.all(looked.map(async (id) => [id, known.has(id) ? await fetchRecord(id) : null] as const)))
        const { chosen, problems: more } = comparedTools(looked, found, known)
        if (current) setView({ status: 'ready', chosen, problems: [...problems, ...more], fields })
      } catch (error) {
        console.error('The compare builder could not load a tool:', error)
        if (current) setView({ status: 'failed', chosen: [], problems: [], fields: new Map() })
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
    const needs = (new URLSearchParams(window.location.search).get('needs') ?? '').split(',').filter(Boolean)
    window.history.pushState(null, '', `${window.location.pathname}${builderQuery(ids, { team, needs })}`)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, [])
  return [view, choose]
}

/** "Add a tool": a combobox over every tool's name (fetched when first focused); Enter or a click adds the active one. */
function ToolPicker({ exclude, onAdd, disabled, full }: { exclude: readonly string[]; onAdd: (id: string) => void; disabled: boolean; full: boolean }) {
  const [all, setAll] = useState<[string, string][] | undefined>()
  const [query, setQuery] = useState('')
  const wanted = query.trim().toLowerCase()
  const matches = useMemo(
    () => (wanted && all ? all.filter(([id, name]) => !exclude.includes(id) && name.toLowerCase().includes(wanted)).slice(0, 8) : []),
    [all, wanted, exclude],
  )
  const { listboxId, optionId, active, activeId, move, pointerMoved } = useActiveOption(matches)
  const add = (id: string | undefined) => {
    if (!id) return
    onAdd(id)
    setQuery('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return
    if (event.key === 'Enter') {
      event.preventDefault()
      if (active >= 0) add(matches[active]?.[0])
    } else if (event.key === 'Escape') setQuery('')
    else if (move(event.key)) event.preventDefault()
  }
  return (
    <div className="relative max-w-md">
      <label htmlFor={`${listboxId}-input`} className="text-sm font-medium text-slate-700">
        {full ? `Add a tool (at most ${MOST_COMPARED}; remove one first)` : 'Add a tool'}
      </label>
      <div className="mt-1 flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3">
        <Plus aria-hidden="true" className="size-4 text-slate-500" />
        <input
          id={`${listboxId}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={matches.length > 0}
          aria-controls={matches.length > 0 ? listboxId : undefined}
          aria-activedescendant={activeId}
          autoComplete="off"
          disabled={disabled}
          placeholder="Type a tool's name"
          value={query}
          onFocus={() => void fetchNames().then((found) => setAll([...found]))}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          className="h-11 w-full bg-transparent text-base text-slate-950 placeholder:text-slate-500 focus:outline-none disabled:opacity-60"
        />
      </div>
      {matches.length > 0 && (
      <div id={listboxId} role="listbox" aria-label="Tools to add" className="absolute z-20 mt-1 w-full rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        {matches.map(([id, name], index) => (
          <div
            key={id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            data-focus={index === active ? '' : undefined}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={(event) => pointerMoved(event, index)}
            onClick={() => add(id)}
            className="cursor-pointer rounded-md px-3 py-2.5 text-slate-950 data-[focus]:bg-indigo-50"
          >
            {name}
          </div>
        ))}
      </div>
      )}
      {wanted && all && matches.length === 0 && (
        <p role="status" className="mt-2 text-sm text-slate-600">{`No tool matches "${query.trim()}".`}</p>
      )}
    </div>
  )
}

const rowHeader = 'sticky left-0 z-10 border-b border-slate-100 bg-white p-3 align-top font-medium text-slate-700'
const cell = 'border-b border-slate-100 p-3 align-top text-slate-900'

/** A group of feature rows under its heading: every feature of the group, each tool's value or "Not checked". */
function FeatureRowGroup({ section, chosen, hideAgreeing }: { section: FeatureSection; chosen: ToolRecord[]; hideAgreeing: boolean }) {
  const rows = section.rows.filter((row) => !hideAgreeing || !rowAgrees(row))
  if (rows.length === 0) return null
  return (
    <tbody>
      <tr>
        <th scope="rowgroup" colSpan={chosen.length + 1} className="sticky left-0 border-b border-slate-200 bg-slate-50 px-3 pt-5 pb-2 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          {section.heading}
        </th>
      </tr>
      {rows.map((row) => (
        <tr key={row.id}>
          <th scope="row" className={rowHeader}>
            {row.label}
          </th>
          {row.cells.map((value, index) => (
            <td key={chosen[index]!.id} className={cell}>
              <FeatureCell value={value} />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  )
}

function CompareTable({ chosen, fields, hideAgreeing }: { chosen: ToolRecord[]; fields: Map<string, Field>; hideAgreeing: boolean }) {
  const rows = compareRows(chosen).filter((row) => !hideAgreeing || !allAgree(row))
  const fieldOfGroup = (group: string) => [...fields.values()].find((field) => field.name === group)?.id
  const sections = featureSections(chosen, fields, fieldOfGroup)
  const list = (items: readonly string[]) => (
    <ul className="list-disc space-y-1 pl-4">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
  return (
    // The first column stays in place while a phone scrolls the tools sideways.
    // relative: the screen-reader words of its cells (position: absolute) are clipped with it, not left to widen the page.
    <div className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <table className="w-full min-w-[36rem] border-separate border-spacing-0 text-left text-sm">
        <caption className="sr-only">{`${chosen.map((record) => record.name).join(', ')} side by side`}</caption>
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 z-10 border-b border-slate-200 bg-white p-3 font-semibold text-slate-600">
              Tool
            </th>
            {chosen.map((record) => (
              <th key={record.id} scope="col" className="border-b border-slate-200 p-3 align-top">
                <a href={record.profile} className="text-base font-semibold text-slate-950 underline decoration-slate-300 underline-offset-4 hover:text-indigo-800">
                  {record.name}
                </a>
                <span className="block text-xs font-normal text-slate-600">{record.category}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className={rowHeader}>
                {row.label}
              </th>
              {row.values.map((value, index) => (
                <td key={chosen[index]!.id} className={cell}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {sections.map((section, index) => (
          <FeatureRowGroup key={`${index}/${section.heading}`} section={section} chosen={chosen} hideAgreeing={hideAgreeing} />
        ))}
        <tbody>
          <tr>
            <th scope="row" className="sticky left-0 z-10 border-b border-slate-100 bg-white p-3 align-top font-medium text-slate-700">
              Pros
            </th>
            {chosen.map((record) => (
              <td key={record.id} className="border-b border-slate-100 p-3 align-top text-slate-900">
                {list(record.pros)}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className="sticky left-0 z-10 bg-white p-3 align-top font-medium text-slate-700">
              Cons
            </th>
            {chosen.map((record) => (
              <td key={record.id} className="p-3 align-top text-slate-900">
                {list(record.cons)}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  )
}

/**
 * The compare builder: up to four tools side by side, chosen in the page
 * or in its address (/compare?tools=notion,coda), which it keeps up to
 * date so a view can be shared. It fetches only the records of the tools
 * it shows, and every tool's name once a visitor looks for one.
 */
/**
 * The feature table, drawn again only when the tools, the fields or the
 * hiding of agreeing rows change: a new team size or need changes none of
 * them, so typing in the team-cost panel redraws that panel alone (its
 * budget is 16 ms a change at 4x CPU slowdown; the table is most of the
 * builder's 1,300 elements with four tools).
 */
const SteadyCompareTable = memo(CompareTable)
/** The tool picker, likewise drawn again only when the tools chosen change. */
const SteadyToolPicker = memo(ToolPicker)

/** The address's query, read again on Back and Forward and after the builder writes it. */
function useSearch(): [string, (query: string) => void] {
  const [search, setSearch] = useState('')
  useEffect(() => {
    const read = () => setSearch(window.location.search)
    read()
    window.addEventListener('popstate', read)
    return () => window.removeEventListener('popstate', read)
  }, [])
  const replace = (query: string) => {
    // Typing a team size is no step to go Back to: the address is replaced, not added to history.
    window.history.replaceState(null, '', `${window.location.pathname}${query}`)
    setSearch(window.location.search)
  }
  return [search, replace]
}

/** The features a team can say it needs: those of the chosen tools' fields, the shared ones first, in their groups. */
function needGroupsOf(chosen: readonly ToolRecord[], fields: Map<string, Field>): NeedGroup[] {
  const fieldOfGroup = (group: string) => [...fields.values()].find((field) => field.name === group)?.id
  return featureSections(chosen, fields, fieldOfGroup).map((section) => ({ heading: section.heading, features: section.rows.map((row) => ({ id: row.id, label: row.label })) }))
}

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
  const written = writtenComparisons(view.chosen)
  const needGroups = useMemo(() => (view.status === 'ready' ? needGroupsOf(view.chosen, view.fields) : []), [view])
  const labels = useMemo(() => new Map(needGroups.flatMap((group) => group.features.map((feature) => [feature.id, feature.label] as const))), [needGroups])
  const { team, problems: teamProblems } = requestedTeam(search)
  // With fewer than two tools there is no team cost yet: a need is only checked to exist, in any field.
  const anyField = new Map([...view.fields.values()].flatMap((field) => field.groups.flatMap((group) => group.features.map((feature) => [feature.id, feature.label] as const))))
  const { needs, problems: needProblems } = view.status === 'ready' ? requestedNeeds(search, ids.length > 1 ? labels : anyField) : { needs: [], problems: [] }
  const problems = [...view.problems, ...teamProblems, ...needProblems]
  return (
    <div className="not-prose my-6 space-y-6">
      {problems.length > 0 && (
        <ul role="alert" className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {view.status === 'failed' && <p role="alert" className="text-sm text-red-800">The tools could not load. Reload the page to try again.</p>}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <SteadyToolPicker exclude={ids} full={ids.length >= MOST_COMPARED} disabled={view.status !== 'ready' || ids.length >= MOST_COMPARED} onAdd={addTool} />
        {ids.length > 1 && (
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-700">
            <input type="checkbox" checked={hideAgreeing} onChange={(event) => setHideAgreeing(event.target.checked)} className="size-5 accent-indigo-700" />
            Hide rows where all tools agree
          </label>
        )}
      </div>
      {ids.length > 0 && (
        <ul aria-label="Tools compared" className="flex flex-wrap gap-2">
          {view.chosen.map((record) => (
            <li key={record.id} className="flex items-center gap-1 rounded-full border border-slate-300 bg-white py-1 pr-1 pl-3 text-sm font-medium text-slate-900">
              {record.name}
              <button type="button" onClick={() => choose(ids.filter((id) => id !== record.id))} className="inline-flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100">
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">{`Remove ${record.name}`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {written.map(({ route, names }) => (
        <p key={route} className="flex gap-2 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-indigo-950">
          <Scale aria-hidden="true" className="mt-1 size-4 shrink-0" />
          <span>
            {`We compared ${names[0]} and ${names[1]} in depth: `}
            <a href={route} className="font-semibold underline">
              {`read ${names[0]} vs ${names[1]}`}
            </a>
          </span>
        </p>
      ))}
      {view.status === 'ready' && ids.length < 2 ? (
        <p role="status" className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {ids.length === 0 ? 'Choose at least two tools to see them side by side.' : 'Add one more tool to see them side by side.'}
        </p>
      ) : (
        ids.length > 1 && (
          <>
            <TeamCostPanel
              chosen={view.chosen}
              team={team}
              needs={needs}
              needGroups={needGroups}
              labelOf={(id) => labels.get(id) ?? id}
              onTeam={(size) => replaceSearch(builderQuery(ids, { team: size, needs }))}
              onNeeds={(next) => replaceSearch(builderQuery(ids, { team, needs: next }))}
            />
            <SteadyCompareTable chosen={view.chosen} fields={view.fields} hideAgreeing={hideAgreeing} />
          </>
        )
      )}
      {ids.length > 1 && (
        <p className="text-sm text-slate-600">
          Prices are the vendors&apos; own, as we last checked them.{' '}
          {view.chosen.map((record, index) => (
            <span key={record.id}>
              {index > 0 && ' · '}
              <a href={record.website} target="_blank" rel={vendorRel(record.sponsored)} className="inline-flex min-h-6 items-center gap-1 font-medium text-indigo-700 underline">
                {`Try ${record.name}`}
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </span>
          ))}
        </p>
      )}
    </div>
  )
}

/** The builder wakes at once: the page is nothing until it reads the address. */
export const wake: Wake = 'load'

/** What visitors call it, should it fail (IslandBoundary). */
export const label = 'The side-by-side comparison'
