import { useEffect, useId, useRef, useState, type MouseEvent } from 'react'
import { nextActiveIndex } from '../../search/active-option'

/**
 * The active option of a combobox (WAI-ARIA 1.2 combobox with a
 * listbox popup: focus stays in the text input, aria-activedescendant names
 * the active option). It belongs to the list it was picked in, so each new
 * list starts on its first result and Enter opens the top match.
 */
export function useActiveOption(list: readonly unknown[]) {
  const [picked, setPicked] = useState({ list, index: 0, byPointer: false })
  const current = picked.list === list ? picked : { list, index: 0, byPointer: false }
  const active = list.length > 0 ? current.index : -1

  const listboxId = useId()
  const optionId = (index: number) => `${listboxId}-${index}`
  const activeId = active >= 0 ? optionId(active) : undefined
  const shownList = useRef(list)
  useEffect(() => {
    // Keys and new lists (which may reuse a scrolled listbox) bring the active option into view; a pointer is already on it, and scrolling under it would jar.
    if (!activeId || current.byPointer) return
    // A block, not an arrow returning the call: Chromium's scrollIntoView now returns a promise, which React would take for the effect's cleanup.
    const bringIntoView = () => {
      document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' })
    }
    const newList = shownList.current !== list
    shownList.current = list
    if (!newList) {
      bringIntoView()
      return
    }
    // A new list's rows were just inserted: scrolling now would lay the page out inside the task that drew them (a third of
    // the search's first answer at 4x CPU slowdown). In the next frame the browser lays it out anyway.
    const frame = requestAnimationFrame(bringIntoView)
    return () => cancelAnimationFrame(frame)
  }, [activeId, current.byPointer, list])

  /** Moves the active option for ArrowDown/ArrowUp; false when the key is the text input's. */
  const move = (key: string) => {
    const next = nextActiveIndex(active, key, list.length)
    if (next === undefined) return false
    setPicked({ list, index: next, byPointer: false })
    return true
  }

  /** Makes this option of the list active, as keys would. */
  const activate = (index: number) => setPicked({ list, index, byPointer: false })

  // Browsers may send a mousemove when the list scrolls under a still pointer; only a pointer that really moved picks an option.
  const pointerAt = useRef('')
  const pointerMoved = (event: MouseEvent, index: number) => {
    const at = `${event.screenX},${event.screenY}`
    if (at === pointerAt.current) return
    pointerAt.current = at
    if (index !== active) setPicked({ list, index, byPointer: true })
  }

  return { listboxId, optionId, active, activeId, move, activate, pointerMoved }
}
