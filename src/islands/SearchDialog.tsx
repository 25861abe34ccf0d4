import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { FileText, Search } from 'lucide-react'
import { memo, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { SearchChannel, type Found, type SearchStatus } from './parts/search-channel'
import { useActiveOption } from './parts/use-active-option'
import { highlightTitle } from '../search/highlight'
import type { SearchHit } from '../search/split/files'
import { ANSWER_DEPTH } from '../search/split/layout'
import { queryWords } from '../search/words'
import type { Wake } from './parts/island-module'

/**
 * At most this many results are listed, the best first: a short query on a
 * site of thousands of pages matches most of them, and rendering every match
 * would freeze a phone. The split index's precomputed answers keep as many.
 */
export const MAX_RESULTS = ANSWER_DEPTH

/** One empty list, so an empty result list is the same list from one render to the next (use-active-option.ts). */
const NO_HITS: SearchHit[] = []

/** The handlers a result row calls. */
interface RowEvents {
  pointerMoved(event: MouseEvent, index: number): void
  choose(item: SearchHit): void
}

/** Rows drawn at once with a new list: more than the list shows without scrolling (about 24rem). */
const FIRST_ROWS = 10

/**
 * The results. Drawn again only when the list, the words marked or the
 * active option change, not on every keystroke; a new list draws its first
 * rows at once and the rest just after, in React's background rendering,
 * so the task that shows a query's answer stays short.
 */
const ResultList = memo(function ResultList({ items, words, active, listboxId, events }: { items: SearchHit[]; words: string[]; active: number; listboxId: string; events: RowEvents }) {
  // The list drawn whole, once React has time: on mount as on each new list, the first rows come first.
  const rest = useDeferredValue(items, NO_HITS)
  const drawn = rest === items ? items : items.slice(0, FIRST_ROWS)
  return (
    <div id={listboxId} role="listbox" aria-label="Search results" className="max-h-96 overflow-y-auto p-2">
      {drawn.map((item, index) => (
        <ResultRow key={item.href} item={item} words={words} index={index} selected={index === active} id={`${listboxId}-${index}`} events={events} />
      ))}
    </div>
  )
})

/** The icon of every row: one element, so React reuses it. */
const ROW_ICON = <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-500" />

const ResultRow = memo(function ResultRow({ item, words, index, selected, id, events }: { item: SearchHit; words: string[]; index: number; selected: boolean; id: string; events: RowEvents }) {
  return (
    <div
      id={id}
      role="option"
      aria-selected={selected}
      data-focus={selected ? '' : undefined}
      // Focus stays in the text input, as the pattern requires: a press on an option must not take it.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={(event) => events.pointerMoved(event, index)}
      onClick={() => events.choose(item)}
      className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 data-[focus]:bg-indigo-50"
    >
      {ROW_ICON}
      <span className="flex-1 text-slate-950">
        {highlightTitle(item.title, words).map((part, at) =>
          part.marked ? (
            <mark key={at} className="rounded-sm bg-amber-100 font-semibold text-slate-950">
              {part.text}
            </mark>
          ) : (
            part.text
          ),
        )}
      </span>
      <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{item.type}</span>
    </div>
  )
})

const formatCount = (n: number) => n.toLocaleString('en-US')

/** The dialog's search: the input, the results and the status line. Its state is its own, so typing draws it alone, not the dialog around it. */
function SearchPanel({ channel, close }: { channel: SearchChannel; close: () => void }) {
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
  const shown = trimmed && found ? found.best : NO_HITS
  const total = found?.total ?? 0
  const words = useMemo(() => queryWords(found?.query ?? ''), [found])
  const suggestion = found?.suggestion
  const inputRef = useRef<HTMLInputElement>(null)

  const { listboxId, active, activeId, move, pointerMoved } = useActiveOption(shown)

  /** A new query: drawn in the input, and posted to the search worker. */
  const type = (text: string) => {
    const started = performance.now()
    setQuery(text)
    channel.post(text, started)
  }
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
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter that confirms an input method's composition is not a choice.
    if (event.nativeEvent.isComposing) return
    if (event.key === 'Enter' && active >= 0) {
      event.preventDefault()
      choose(shown[active])
    } else if (move(event.key)) event.preventDefault()
  }

  let message: string | null = null
  if (status === 'failed' || failed) message = 'Search is unavailable right now. Please reload the page and try again.'
  else if (!trimmed) message = 'Start typing to search for tools, comparisons, and calculators.'
  // Until the first answer: later, the last answer stays until the next one is in.
  else if (!found) message = 'Loading search…'
  else if (total === 0) message = `No results found for "${found.query.trim()}".`
  const count = `${formatCount(total)} result${total === 1 ? '' : 's'}`

  return (
    <>
      <div className="flex items-center gap-2 border-b border-slate-200 px-5">
        {INPUT_ICON}
        <input
          ref={inputRef}
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
      {shown.length > 0 && <ResultList items={shown} words={words} active={active} listboxId={listboxId} events={rowEvents} />}
      <div role="status" className={message ? 'px-5 py-6 text-center text-sm text-slate-600' : 'border-t border-slate-200 px-5 py-3 text-center text-sm text-slate-600'}>
        <p>{message ?? (total > MAX_RESULTS ? `${count}: showing the best ${MAX_RESULTS}. Add a word to narrow them down.` : count)}</p>
        {suggestion && (
          <p className="mt-2">
            Did you mean{' '}
            <button
              type="button"
              onClick={() => {
                type(suggestion)
                inputRef.current?.focus()
              }}
              className="rounded font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
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

/** The header's "Search tools..." button and the search dialog it opens. */
export default function SearchDialog() {
  const [open, setOpen] = useState(false)
  // The search's worker, started when the dialog first opens, kept for the page's life.
  const [channel, setChannel] = useState<SearchChannel>()
  const show = () => {
    if (!channel) setChannel(new SearchChannel())
    setOpen(true)
  }
  useEffect(() => () => channel?.close(), [channel])
  const close = useCallback(() => setOpen(false), [])

  return (
    <>
      <button
        type="button"
        data-search-trigger=""
        onClick={show}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-600 shadow-sm hover:border-slate-400 hover:text-slate-900 sm:w-56"
      >
        <Search aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">Search tools...</span>
        <kbd aria-hidden="true" className="ml-auto hidden rounded border border-slate-300 px-1.5 font-sans text-xs text-slate-500 sm:inline">
          Ctrl K
        </kbd>
      </button>
      {/* Mounted only while open: closed, Headless UI would still server-render a hidden span with a style attribute, which a strict CSP refuses. */}
      {open && (
      <Dialog open onClose={close} className="fixed inset-0 z-50 flex items-start justify-center p-4 pt-[10vh]">
        <DialogBackdrop className="fixed inset-0 bg-slate-950/50" />
        <DialogPanel className="relative w-full max-w-xl overflow-hidden rounded-2xl bg-white shadow-2xl">
            <DialogTitle as="h2" className="border-b border-slate-200 px-5 py-3 text-base font-semibold text-slate-950">Search Tools &amp; Guides</DialogTitle>
            {channel && <SearchPanel channel={channel} close={close} />}
        </DialogPanel>
      </Dialog>
      )}
    </>
  )
}

/** The dialog's code loads when a visitor shows intent: hovering, focusing or clicking the button (or pressing Ctrl K or /). */
export const wake: Wake = 'intent'

/** What visitors call it, should it fail (IslandBoundary). */
export const label = 'Search'
