import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react'
import { nextActiveIndex } from '../../search/active-option'
import { ComboboxField, type ComboboxLook } from './ComboboxField'
import { fetchNamesManifest, useNameMatches } from './name-search'
import { useActiveOption } from './use-active-option'

/** At most this many names are offered at once: a few letters more narrow it. */
const MOST_SHOWN = 8

interface Props {
  label: string
  /** The listbox's name for screen readers. */
  listLabel: string
  /** Drawn before the text input; it should be aria-hidden. */
  icon: ReactNode
  look: ComboboxLook
  /** Tools not to offer (those already chosen). */
  exclude?: readonly string[]
  /** Shown when a visitor types before the names are in; without it, nothing is. */
  loadingMessage?: string
  /**
   * 'keep': the chosen name stays in the input (a field that holds one
   * tool), and Escape only closes the list. 'clear': the input empties for
   * the next tool (a picker that adds one after another), and Escape
   * empties it too.
   */
  afterChoice: 'keep' | 'clear'
  onChoose: (id: string, name: string) => void
  disabled?: boolean
  inputRef?: RefObject<HTMLInputElement | null>
  /** What a visitor typed into the field drawn before this code arrived (ToolPicker.tsx): taken over as it is. */
  early?: TypedEarly
}

/**
 * What was typed into a combobox's field before its code arrived: the text,
 * the list keys pressed (they act once the names are in, as keys pressed
 * before the names do), and whether the field has the focus.
 */
export interface TypedEarly {
  query: string
  keys: string[]
  focused: boolean
}

/**
 * Picks one tool by typing part of its name: a WAI-ARIA combobox (focus
 * stays in the text input, the active option is named by
 * aria-activedescendant; use-active-option.ts). Arrow keys move the active
 * match, Enter or a click chooses it, Escape closes the list. The names
 * are fetched a sliver at a time as the visitor types (name-search.ts);
 * keys pressed before the names of what is typed are in act once they
 * are, so typing a name and pressing Enter at once chooses it.
 */
export function ToolNameCombobox({ label, listLabel, icon, look, exclude, loadingMessage, afterChoice, onChoose, disabled, inputRef, early }: Props) {
  const [query, setQuery] = useState(early?.query ?? '')
  // The list opens on what was typed early, if the visitor is still in the field.
  const [listOpen, setListOpen] = useState(Boolean(early?.query && early.focused))
  const wanted = query.trim().toLowerCase()
  const found = useNameMatches(wanted, MOST_SHOWN, exclude)
  const matches = listOpen ? found.matches : []
  const { listboxId, optionId, active, activeId, move, activate, pointerMoved } = useActiveOption(matches)
  const choose = (match: readonly [string, string] | undefined) => {
    if (!match) return
    setQuery(afterChoice === 'keep' ? match[1] : '')
    setListOpen(false)
    onChoose(match[0], match[1])
  }
  // Arrow keys and Enter pressed while the names of what is typed are on their way, in order, with what was typed then.
  const waiting = useRef<{ wanted: string; keys: string[] }>({ wanted, keys: early?.keys ?? [] })
  // The field the visitor was typing in is gone: its focus comes here, the caret at the end, before the next key can go astray.
  const ownInput = useRef<HTMLInputElement>(null)
  const input = inputRef ?? ownInput
  // Read as this first renders, while the earlier field is still in the page (its removal may blur it).
  const [takeFocus] = useState(() => early?.focused)
  useLayoutEffect(() => {
    if (takeFocus) input.current?.focus()
  }, [])
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter that confirms an input method's composition is not a choice.
    if (event.nativeEvent.isComposing) return
    if (event.key === 'Escape') {
      waiting.current = { wanted: '', keys: [] }
      setListOpen(false)
      if (afterChoice === 'clear') setQuery('')
      return
    }
    const listKey = event.key === 'Enter' || nextActiveIndex(0, event.key, 2) !== undefined
    if (listKey && listOpen && wanted && !found.ready && !found.failed) {
      event.preventDefault()
      // Keys waiting for an earlier query's names are dropped with it: they were meant for another list.
      if (waiting.current.wanted !== wanted) waiting.current = { wanted, keys: [] }
      waiting.current.keys.push(event.key)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      if (active >= 0) choose(matches[active])
    } else if (move(event.key)) event.preventDefault()
  }
  // Once they are in, the keys act on them as they would have: the list starts on its first match.
  useEffect(() => {
    if (!found.ready || waiting.current.keys.length === 0 || waiting.current.wanted !== wanted) return
    const { keys } = waiting.current
    waiting.current = { wanted: '', keys: [] }
    let index = 0
    for (const key of keys) {
      if (key === 'Enter') return choose(matches[index])
      index = nextActiveIndex(index, key, matches.length) ?? index
    }
    if (matches.length > 0) activate(index)
    // Runs when the names arrive; choose and activate are this render's.
  }, [found.ready, matches, wanted])
  const status = listOpen && wanted && matches.length === 0 ? (found.failed ? 'The list of tools could not load. Type again to retry.' : found.ready ? `No tool matches "${query.trim()}".` : loadingMessage) : undefined
  return (
    <ComboboxField
      id={`${listboxId}-input`}
      label={label}
      icon={icon}
      look={look}
      inputRef={input}
      disabled={disabled}
      aria-expanded={matches.length > 0}
      aria-controls={matches.length > 0 ? listboxId : undefined}
      aria-activedescendant={activeId}
      value={query}
      // The names' manifest, so the first letter typed needs one request, not two.
      onFocus={() => void fetchNamesManifest().catch(() => undefined)}
      onChange={(event) => {
        setQuery(event.target.value)
        setListOpen(true)
      }}
      onKeyDown={onKeyDown}
      // Leaving the field closes its list (Tab, a click elsewhere). In a field that holds one tool, a name typed out in full is that tool, chosen.
      onBlur={() => {
        waiting.current = { wanted: '', keys: [] }
        const exact = afterChoice === 'keep' && listOpen ? found.matches.find(([, name]) => name.toLowerCase() === wanted) : undefined
        if (exact) choose(exact)
        else setListOpen(false)
      }}
    >
      {matches.length > 0 && (
        <div id={listboxId} role="listbox" aria-label={listLabel} className="absolute z-20 mt-1 w-full rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          {matches.map(([id, name], index) => (
            <div
              key={id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              data-focus={index === active ? '' : undefined}
              // Focus stays in the text input, as the pattern requires: a press on an option must not take it.
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
      {status && <p role="status" className="mt-2 text-sm text-slate-600">{status}</p>}
    </ComboboxField>
  )
}
