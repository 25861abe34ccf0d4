/** The search dialog's list of results (SearchPanel.tsx), and its rehearsal. */
import { FileText } from 'lucide-react'
import { memo, useDeferredValue, useEffect, useMemo, useState, type MouseEvent } from 'react'
import { createPortal } from 'react-dom'
import { highlightTitle } from '../../search/highlight'
import type { SearchHit } from '../../search/split/files'

/** One empty list, so an empty result list is the same list from one render to the next (use-active-option.ts). */
export const NO_HITS: SearchHit[] = []

/** The handlers a result row calls. */
export interface RowEvents {
  pointerMoved(event: MouseEvent, index: number): void
  choose(item: SearchHit): void
}

/**
 * Rows drawn at once with a new list: more than the list shows without
 * scrolling on a phone (about 24rem). The listbox's `data-partial` rule
 * below hides the rows after them, so the two must agree.
 */
const FIRST_ROWS = 5

/** A list of results and the words marked in it: what the rows draw, kept together so the rows drawn before are drawn with their own words. */
interface Drawn {
  items: SearchHit[]
  words: string[]
}

/**
 * The results. Drawn again only when the list, the words marked or the
 * active option change, not on every keystroke. A new list draws its first
 * rows at once and the rest just after, in React's background rendering,
 * so the task that shows a query's answer stays short. Rows are kept by
 * their place, not their result: a new list rewrites the rows' text rather
 * than removing the old rows and making new ones (removing 45 rows was
 * most of a keystroke's 40 to 60 ms at 4x CPU slowdown), and until the rest
 * are drawn, the previous list's rows after the first ones stay as they
 * were, hidden.
 */
export const ResultList = memo(function ResultList({ items, words, active, listboxId, events }: Drawn & { active: number; listboxId: string; events: RowEvents }) {
  const latest = useMemo(() => ({ items, words }), [items, words])
  // The list drawn whole, once React has time: on mount as on each new list, the first rows come first.
  const whole = useDeferredValue(latest, NOTHING_DRAWN)
  const partial = whole !== latest
  const rows =
    !partial || items.length < FIRST_ROWS
      ? items.map((item) => ({ item, words }))
      : [...items.slice(0, FIRST_ROWS).map((item) => ({ item, words })), ...whole.items.slice(FIRST_ROWS).map((item) => ({ item, words: whole.words }))]
  return (
    <div
      id={listboxId}
      role="listbox"
      aria-label="Search results"
      data-partial={partial ? '' : undefined}
      className="max-h-96 overflow-y-auto p-2 data-[partial]:[&>:nth-child(n+6)]:hidden"
    >
      {rows.map(({ item, words: marked }, index) => (
        <ResultRow key={index} item={item} words={marked} index={index} selected={index === active} id={`${listboxId}-${index}`} events={events} />
      ))}
    </div>
  )
})

/** No list drawn yet. */
const NOTHING_DRAWN: Drawn = { items: NO_HITS, words: [] }

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

/** The rehearsal's entry in the page's performance timeline: what it cost, and for the tests, that it ran. */
const RESULTS_REHEARSAL_MEASURE = 'search results rehearsed'

/** Made-up results: more than the rows drawn at once, as an answer has. */
const madeUp = (query: string): Drawn => ({
  items: Array.from({ length: FIRST_ROWS * 2 }, (_, n) => ({ title: `${query} result ${n + 1}`, type: 'Article', href: `#${query}-${n + 1}` })),
  words: [query],
})

const REHEARSAL_EVENTS: RowEvents = { pointerMoved: () => {}, choose: () => {} }

/** Whether this page has rehearsed the results: once is enough. A dialog closed before the end rehearses when it opens again. */
let rehearsed = false

/**
 * A page's first answer costs more than the next ones: it is the first run
 * of the rows' code and of React's paths that draw them and draw them again,
 * which V8 then compiles and warms. So when the dialog first opens, while the
 * search's index is on its way, a list of made-up results is drawn outside
 * the document (a portal into an element never attached), then drawn again
 * with others, as a new answer is; then it is gone. Nothing of it is seen
 * or announced. Each step is a task of its own, straight after the dialog's,
 * so that it ends before the first answer can come (an earlier rehearsal at
 * idle ran among the first keystrokes and slowed them: docs/performance.md)
 * and a keystroke can come between.
 */
export function ResultsRehearsal() {
  const [container] = useState(() => document.createElement('div'))
  const [list, setList] = useState<Drawn>()
  useEffect(() => {
    if (rehearsed) return
    const start = performance.now()
    // The second list's last rows are drawn by React in a task of their own: one step more before the end.
    const steps = [
      () => setList(madeUp('first')),
      () => setList(madeUp('second')),
      () => {},
      () => {
        performance.measure(RESULTS_REHEARSAL_MEASURE, { start })
        rehearsed = true
        setList(undefined)
      },
    ]
    let timer = 0
    const next = () => {
      steps.shift()?.()
      if (steps.length > 0) timer = window.setTimeout(next, 0)
    }
    timer = window.setTimeout(next, 0)
    return () => window.clearTimeout(timer)
  }, [])
  return list ? createPortal(<ResultList {...list} active={0} listboxId="search-rehearsal" events={REHEARSAL_EVENTS} />, container) : null
}
