import { Plus } from 'lucide-react'
import { memo, useState, type KeyboardEvent } from 'react'
import { MOST_COMPARED } from '../../../catalogue/compare-builder'
import { useActiveOption } from '../use-active-option'
import { fetchNamesManifest, useNameMatches } from '../name-search'

/** "Add a tool": a combobox over every tool's name (fetched a sliver at a time as the visitor types: name-search.ts); Enter or a click adds the active one. */
function ToolPicker({ exclude, onAdd, disabled, full }: { exclude: readonly string[]; onAdd: (id: string) => void; disabled: boolean; full: boolean }) {
  const [query, setQuery] = useState('')
  const wanted = query.trim().toLowerCase()
  const { matches, ready } = useNameMatches(wanted, 8, exclude)
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
          onFocus={() => void fetchNamesManifest().catch(() => undefined)}
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
      {wanted && ready && matches.length === 0 && (
        <p role="status" className="mt-2 text-sm text-slate-600">{`No tool matches "${query.trim()}".`}</p>
      )}
    </div>
  )
}

/** The tool picker, drawn again only when the tools chosen change (not on a keystroke in the team-cost panel). */
export const SteadyToolPicker = memo(ToolPicker)
