import { Search } from 'lucide-react'
import { useState, type KeyboardEvent, type RefObject } from 'react'
import { useNameMatches } from './name-search'
import { useActiveOption } from './use-active-option'

/** At most this many names are offered at once: a few letters more narrow it. */
const MOST_SHOWN = 8

interface Props {
  label: string
  onChoose: (id: string, name: string) => void
  inputRef?: RefObject<HTMLInputElement | null>
}

/**
 * Picks one tool by name: a WAI-ARIA combobox (focus stays in the text
 * input, the active option is named by aria-activedescendant), modelled on
 * the compare builder's picker. Enter or a click chooses the active match;
 * the chosen name stays in the input; Escape closes the list.
 */
export function ToolCombobox({ label, onChoose, inputRef }: Props) {
  const [query, setQuery] = useState('')
  const [listOpen, setListOpen] = useState(false)
  const wanted = query.trim().toLowerCase()
  // The names are fetched a sliver at a time as the visitor types (name-search.ts).
  const found = useNameMatches(wanted, MOST_SHOWN)
  const matches = listOpen ? found.matches : []
  const { listboxId, optionId, active, activeId, move, pointerMoved } = useActiveOption(matches)
  const choose = (match: readonly [string, string] | undefined) => {
    if (!match) return
    setQuery(match[1])
    setListOpen(false)
    onChoose(match[0], match[1])
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return
    if (event.key === 'Enter') {
      event.preventDefault()
      if (active >= 0) choose(matches[active])
    } else if (event.key === 'Escape') setListOpen(false)
    else if (move(event.key)) event.preventDefault()
  }
  return (
    <div className="relative">
      <label htmlFor={`${listboxId}-input`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1 flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 focus-within:border-indigo-500 focus-within:ring-2 focus-within:ring-indigo-500/30">
        <Search aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        <input
          ref={inputRef}
          id={`${listboxId}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={matches.length > 0}
          aria-controls={matches.length > 0 ? listboxId : undefined}
          aria-activedescendant={activeId}
          autoComplete="off"
          placeholder="Type a tool's name"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setListOpen(true)
          }}
          onKeyDown={onKeyDown}
          className="h-11 w-full bg-transparent text-base text-slate-950 placeholder:text-slate-500 focus:outline-none"
        />
      </div>
      {matches.length > 0 && (
        <div id={listboxId} role="listbox" aria-label="Tools" className="absolute z-20 mt-1 w-full rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          {matches.map(([id, name], index) => (
            <div
              key={id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              data-focus={index === active ? '' : undefined}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={(event) => pointerMoved(event, index)}
              onClick={() => choose([id, name])}
              className="cursor-pointer rounded-md px-3 py-2.5 text-slate-950 data-[focus]:bg-indigo-50"
            >
              {name}
            </div>
          ))}
        </div>
      )}
      {listOpen && wanted && matches.length === 0 && <p role="status" className="mt-2 text-sm text-slate-600">{found.failed ? 'The list of tools could not load. Type again to retry.' : found.ready ? `No tool matches "${query.trim()}".` : 'Loading the tools…'}</p>}
    </div>
  )
}
