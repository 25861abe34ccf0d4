import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'

/**
 * A page's first change in an island costs several times its next ones:
 * hydration runs React's mount path, so the first keystroke is the first
 * run of its update path (the change event, a sync render through hooks
 * and memoized children, a deferred render, a commit that sets an input's
 * value, an attribute and a text), which V8 then compiles and warms. At 4x
 * CPU slowdown on the compare builder that made the first change in "Team
 * size" 25 to 65 ms against 5 to 13 for the next (docs/performance.md,
 * twentieth session).
 *
 * So once a page, when it is idle after an island has hydrated, a
 * rehearsal of that path runs in a root of its own, outside the document:
 * a number field typed in, a box ticked, a value deferred, then the root
 * is gone. Nothing of it is seen, read by a screen reader or kept; no
 * island's state is touched.
 */

/** A keyed list item that skips a redraw when its props are the same, as the islands' rows do. */
const Item = memo(function Item({ label }: { label: string }) {
  return <li>{label}</li>
})

/** A field, a box and a deferred value, through the hooks the islands use: the kinds of update an island's first change makes. */
function Rehearsal() {
  const [value, setValue] = useState('1')
  const [ticked, setTicked] = useState(false)
  const shown = useDeferredValue(value)
  const items = useMemo(() => ['a', 'b', shown], [shown])
  const latest = useRef(value)
  useEffect(() => {
    latest.current = value
  })
  const onType = useCallback((typed: string) => setValue(typed), [])
  return (
    <form autoComplete="off" data-rehearsal="">
      <input type="number" value={value} aria-invalid={value === '1' ? undefined : true} onChange={(event) => onType(event.target.value)} className={`w-${value}`} />
      <input type="checkbox" checked={ticked} onChange={(event) => setTicked(event.target.checked)} />
      <p className={`w-${shown}`}>{`${shown} ${String(ticked)}`}</p>
      <ul>
        {items.map((item) => (
          <Item key={item} label={item} />
        ))}
      </ul>
      {shown !== '1' && <span>{shown}</span>}
    </form>
  )
}

/** The rehearsal's entry in the page's performance timeline. */
export const REHEARSAL_MEASURE = 'rehearsal of React updates'

let warmed = false

/** Rehearses React's update path when the page is next idle; once a page, however many islands hydrate. */
export function warmUpdates(): void {
  if (warmed || typeof window === 'undefined') return
  warmed = true
  const whenIdle = (run: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 0))
  whenIdle(() => {
    const start = performance.now()
    // Never in the document: React listens on this container, so the events below reach it without being seen anywhere.
    const container = document.createElement('div')
    const root = createRoot(container)
    flushSync(() => root.render(<Rehearsal />))
    const [field, box] = container.querySelectorAll('input')
    const type = (typed: string) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, typed)
      field?.dispatchEvent(new Event('input', { bubbles: true }))
    }
    // Twice each: V8 settles on how a function is called by its second run.
    type('2')
    box?.click()
    type('3')
    box?.click()
    // After the deferred render, which React runs in a task of its own.
    whenIdle(() => {
      root.unmount()
      // Named in the page's timeline: what it cost, and for the tests, that it ran.
      performance.measure(REHEARSAL_MEASURE, { start })
    })
  })
}
