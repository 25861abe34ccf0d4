import { Search } from 'lucide-react'
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import type { Found, SearchChannel, SearchStatus } from './search-channel'
import { NO_HITS, ResultList, ResultsRehearsal, type RowEvents } from './SearchResults'
import { useActiveOption } from './use-active-option'
import type { SearchHit } from '../../search/split/files'
import { ANSWER_DEPTH } from '../../search/split/layout'
import { queryWords } from '../../search/words'

/**
 * At most this many results are listed, the best first: a short query on a
 * site of thousands of pages matches most of them, and rendering every match
 * would freeze a phone. The split index's precomputed answers keep as many.
 */
export const MAX_RESULTS = ANSWER_DEPTH

/** The dialog's search: the input, the results and the status line. Its state is its own, so typing draws it alone, not the dialog around it. */
export function SearchPanel({ channel, close }: { channel: SearchChannel; close: () => void }) {
  const [query, setQuery] = useState('')
  const [found, setFound] = useState<Found>()
  const [failed, setFailed] = useState(false)
  const [status, setStatus] = useState<SearchStatus>(channel.status)
  useEffect(
    () =>
      channel.listen({
        status: setStatus,
        found: (answer) => {
          setFound(answer)
          setFailed(false)
        },
        failed: () => setFailed(true),
      }),
    [channel],
  )
  const trimmed = query.trim()
  // The answer drawn is for what the box holds: until the next one is in, the last one stays, but is not chosen from.
  const answered = found !== undefined && found.query === query
  const shown = trimmed && found ? found.best : NO_HITS
  const total = found?.total ?? 0
  const words = useMemo(() => queryWords(found?.query ?? ''), [found])
  // Only with the answer they came with: a later query's "Searching", "Loading" or failure shows none.
  const suggestion = answered ? found.suggestion : undefined
  const features = trimmed && answered && found.total === 0 && !failed ? found.features : undefined
  const inputRef = useRef<HTMLInputElement>(null)

  const { listboxId, active, activeId, move, pointerMoved } = useActiveOption(shown)

  /** Enter pressed before the answer to what the box holds was in: the query it was pressed on. */
  const enterOn = useRef<string | null>(null)
  /** A new query: drawn in the input, and posted to the search worker. */
  const type = (text: string) => {
    const started = performance.now()
    enterOn.current = null
    setQuery(text)
    channel.post(text, started)
  }
  // Keys typed before the box was drawn (src/client/frame.ts, searchShortcuts) are its first text: posted after the
  // channel has been listened to above, which starts the panel with an empty query.
  useEffect(() => {
    const marker = document.querySelector<HTMLElement>('[data-island="SearchDialog"]')
    const early = marker?.dataset.typedAhead
    if (marker) delete marker.dataset.typedAhead
    if (early) type(early)
    // Headless UI gives a touch screen's dialog no first focus; the search is for typing, so its box has it.
    queueMicrotask(() => {
      if (document.activeElement !== inputRef.current) inputRef.current?.focus()
    })
    // Once, as the box is drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  // The keystroke's own render is committed: its main-thread time so far (SearchChannel).
  useLayoutEffect(() => channel.committed(), [query, channel])

  const choose = (item: SearchHit | undefined) => {
    if (!item) return
    close()
    window.location.assign(item.href)
  }
  // The rows' handlers, the same object from one render to the next (so typing does not draw the rows again), calling the latest.
  const latest = useRef({ pointerMoved, choose })
  latest.current = { pointerMoved, choose }
  const rowEvents = useMemo<RowEvents>(
    () => ({ pointerMoved: (event, index) => latest.current.pointerMoved(event, index), choose: (item) => latest.current.choose(item) }),
    [],
  )
  // Enter pressed while the answer was on its way opens its best result as it arrives, not one of the last query's.
  useEffect(() => {
    if (found && enterOn.current === found.query) {
      enterOn.current = null
      choose(found.best[0])
    }
    // Only a new answer can be the one Enter waits for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [found])
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter that confirms an input method's composition is not a choice.
    if (event.nativeEvent.isComposing) return
    if (event.key === 'Enter' && trimmed && !answered) {
      event.preventDefault()
      enterOn.current = query
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault()
      choose(shown[active])
    } else if (move(event.key)) event.preventDefault()
  }

  let message: string | null = null
  if (status === 'failed' || failed) message = 'Search is unavailable right now. Please reload the page and try again.'
  else if (!trimmed) message = 'Start typing to search for tools, comparisons, and calculators.'
  // Until the first answer: later, the last answer stays until the next one is in.
  else if (!found) message = 'Loading search…'
  // Found nothing for an earlier query: that is no answer to this one.
  else if (total === 0 && !answered) message = 'Searching…'
  else if (total === 0) message = `No results found for "${found.query.trim()}".`
  const count = `${found?.totalText ?? '0'} result${total === 1 ? '' : 's'}`

  return (
    <>
      <div className="flex items-center gap-2 border-b border-slate-200 px-5">
        {INPUT_ICON}
        <input
          ref={inputRef}
          data-search-box=""
          autoFocus
          role="combobox"
          aria-label="Search tools, comparisons, calculators and guides"
          aria-autocomplete="list"
          aria-expanded={shown.length > 0}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          placeholder="Search tools, comparisons, calculators..."
          className="h-12 w-full bg-transparent text-base text-slate-950 placeholder:text-slate-500 focus:outline-none"
          value={query}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
        />
      </div>
      <ResultsRehearsal />
      {shown.length > 0 && <ResultList items={shown} words={words} active={active} listboxId={listboxId} events={rowEvents} />}
      <div role="status" className={message ? 'px-5 py-6 text-center text-sm break-words text-slate-600' : 'border-t border-slate-200 px-5 py-3 text-center text-sm text-slate-600'}>
        <p>{message ?? (total > MAX_RESULTS ? `${count}: showing the best ${MAX_RESULTS}. Add a word to narrow them down.` : count)}</p>
        {features && features.shown.length > 0 && (
          <ul className="mt-2 space-y-1">
            {features.shown.map((shortcut) => (
              <li key={shortcut.href}>
                <a href={shortcut.href} className="inline-flex min-h-6 items-center rounded font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
                  {shortcut.text}
                </a>
              </li>
            ))}
            {features.more > 0 && <li>{`${features.more} more feature${features.more === 1 ? ' matches' : 's match'}: add a word to narrow them down.`}</li>}
          </ul>
        )}
        {suggestion && (
          <p className="mt-2">
            Did you mean{' '}
            <button
              type="button"
              onClick={() => {
                type(suggestion)
                inputRef.current?.focus()
              }}
              className="inline-flex min-h-11 items-center rounded px-1 font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
            >
              {suggestion}
            </button>
            ?
          </p>
        )}
      </div>
    </>
  )
}

/** The input's icon: one element, so React reuses it. */
const INPUT_ICON = <Search aria-hidden="true" className="size-5 text-slate-500" />

