import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { FileText, Search } from 'lucide-react'
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useActiveOption } from './parts/use-active-option'
import { highlightTitle } from '../search/highlight'
import { createSplitSearch, type SplitSearch } from '../search/split/engine'
import { decodeMeta, type SearchHit } from '../search/split/files'
import { warmUpSplitSearch } from '../search/split/warm-up'
import { ANSWER_DEPTH, SEARCH_META_URL } from '../search/split/layout'
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

type IndexState = { status: 'idle' | 'loading' } | { status: 'ready'; search: SplitSearch } | { status: 'failed' }

/** Fetches a text file, refusing an error status. */
async function fetchText(address: string): Promise<string> {
  const response = await fetch(address)
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${address}`)
  return response.text()
}

/**
 * The site search, once the dialog first opens: the manifest of the split
 * index (src/search/split/layout.ts), then whatever files each query needs.
 */
function useSearchIndex(wanted: boolean): IndexState {
  const [state, setState] = useState<IndexState>({ status: 'idle' })
  useEffect(() => {
    if (!wanted || state.status !== 'idle') return
    setState({ status: 'loading' })
    const started = performance.now()
    fetchText(SEARCH_META_URL)
      .then((text) => {
        const meta = decodeMeta(JSON.parse(text))
        setState({ status: 'ready', search: createSplitSearch(meta, (path) => fetchText(meta.base + path)) })
        // User Timing marks: visible in the browser's performance panel, and read by `npm run bench`.
        performance.measure('search:ready', { start: started })
        // While the visitor has not typed yet, the engine compiles and optimises the search's code on a made-up index.
        const warming = performance.now()
        warmUpSplitSearch()
          // Only slower without it: the search itself does not need it.
          .catch((error: unknown) => console.warn('Search warm-up failed:', error))
          .finally(() => performance.measure('search:warm', { start: warming }))
      })
      .catch((error: unknown) => {
        console.error('Search index could not load:', error)
        setState({ status: 'failed' })
      })
  }, [wanted, state.status])
  return state
}

/** What the latest query found, once its files are in: its count, its best, and "Did you mean" when it found nothing. */
interface Found {
  query: string
  total: number
  best: SearchHit[]
  suggestion?: string
}

/**
 * Runs each query as the visitor types. A query may wait for files; when
 * the visitor has typed on, its answer is dropped, so the list shows the
 * latest query's. `search:query` measures a keystroke's work on the main
 * thread (parsing and decoding the files it fetched, matching, ranking);
 * `search:wait` the time from the keystroke to its results, fetches
 * included.
 */
function useResults(index: IndexState, query: string): { found: Found | undefined; failed: boolean } {
  const [found, setFound] = useState<Found>()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (index.status !== 'ready') return
    let current = true
    const started = performance.now()
    const { search } = index
    search
      .search(query, MAX_RESULTS)
      .then(async ({ total, best, work }) => {
        performance.measure('search:query', { start: started, duration: work })
        performance.measure('search:wait', { start: started })
        const suggestion = total === 0 && query.trim() ? await search.suggest(query) : undefined
        if (!current) return
        setFound({ query, total, best, suggestion })
        setFailed(false)
      })
      .catch((error: unknown) => {
        console.error('Search could not answer:', error)
        if (current) setFailed(true)
      })
    return () => {
      current = false
    }
  }, [index, query])
  return { found, failed }
}

const formatCount = (n: number) => n.toLocaleString('en-US')

/** The header's "Search tools..." button and the search dialog it opens. */
export default function SearchDialog() {
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const index = useSearchIndex(open)
  const { found, failed } = useResults(index, query)
  const trimmed = query.trim()
  const shown = trimmed && found ? found.best : NO_HITS
  const total = found?.total ?? 0
  const words = useMemo(() => queryWords(found?.query ?? ''), [found])
  const suggestion = found?.suggestion
  const inputRef = useRef<HTMLInputElement>(null)

  const { listboxId, optionId, active, activeId, move, pointerMoved } = useActiveOption(shown)

  const close = () => {
    setOpen(false)
    setQuery('')
  }
  const choose = (item: SearchHit | undefined) => {
    if (!item) return
    close()
    window.location.assign(item.href)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter that confirms an input method's composition is not a choice.
    if (event.nativeEvent.isComposing) return
    if (event.key === 'Enter' && active >= 0) {
      event.preventDefault()
      choose(shown[active])
    } else if (move(event.key)) event.preventDefault()
  }

  let message: string | null = null
  if (index.status === 'failed' || failed) message = 'Search is unavailable right now. Please reload the page and try again.'
  else if (!trimmed) message = 'Start typing to search for tools, comparisons, and calculators.'
  // Until the first answer: later, the last answer stays until the next one is in.
  else if (!found) message = 'Loading search…'
  else if (total === 0) message = `No results found for "${found.query.trim()}".`
  const count = `${formatCount(total)} result${total === 1 ? '' : 's'}`

  return (
    <>
      <button
        type="button"
        data-search-trigger=""
        onClick={() => setOpen(true)}
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
            <div className="flex items-center gap-2 border-b border-slate-200 px-5">
              <Search aria-hidden="true" className="size-5 text-slate-500" />
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
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={onKeyDown}
                autoComplete="off"
              />
            </div>
            {shown.length > 0 && (
              <div id={listboxId} role="listbox" aria-label="Search results" className="max-h-96 overflow-y-auto p-2">
                {shown.map((item, index) => (
                  <div
                    key={item.href}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    data-focus={index === active ? '' : undefined}
                    // Focus stays in the text input, as the pattern requires: a press on an option must not take it.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={(event) => pointerMoved(event, index)}
                    onClick={() => choose(item)}
                    className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 data-[focus]:bg-indigo-50"
                  >
                    <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
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
                ))}
              </div>
            )}
            <div role="status" className={message ? 'px-5 py-6 text-center text-sm text-slate-600' : 'border-t border-slate-200 px-5 py-3 text-center text-sm text-slate-600'}>
              <p>{message ?? (total > MAX_RESULTS ? `${count}: showing the best ${MAX_RESULTS}. Add a word to narrow them down.` : count)}</p>
              {suggestion && (
                <p className="mt-2">
                  Did you mean{' '}
                  <button
                    type="button"
                    onClick={() => {
                      setQuery(suggestion)
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
