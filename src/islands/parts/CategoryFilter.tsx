import { useEffect, useRef, useState } from 'react'
import { ALL_CATEGORIES, categoryFromQuery, queryForCategory } from './tool-filter'
import { warmHistoryWrites } from './warm-history'

/**
 * The chosen category, kept in the URL (?category=) so a filtered view can
 * be shared and survives a reload. The prerendered page shows everything;
 * a shared link's category applies once the island wakes.
 */
export function useCategoryFromUrl(categories: readonly string[]): [string, (next: string) => void] {
  const [category, setCategory] = useState(ALL_CATEGORIES)
  useEffect(() => {
    setCategory(categoryFromQuery(window.location.search, categories))
    warmHistoryWrites()
  }, [categories])
  const choose = (next: string) => {
    setCategory(next)
    window.history.replaceState(null, '', `${window.location.pathname}${queryForCategory(window.location.search, next)}${window.location.hash}`)
  }
  return [category, choose]
}

/** "All Categories" and one button per category; the chosen one is pressed. Scrolls sideways on phones, its ends faded where more lie beyond. */
export function CategoryButtons({ label, categories, chosen, onChoose }: { label: string; categories: readonly string[]; chosen: string; onChoose: (category: string) => void }) {
  const row = useRef<HTMLDivElement>(null)
  // On a phone the row scrolls sideways: the pressed button (a shared link's category among them) is kept in sight,
  // clear of the row's faded ends (edge-fade, 2 rem).
  // Only the row scrolls, never the page.
  useEffect(() => {
    const pressed = row.current!.querySelector('[aria-pressed="true"]')
    if (!pressed) return
    const box = row.current!.getBoundingClientRect()
    const button = pressed.getBoundingClientRect()
    if (button.left < box.left || button.right > box.right) row.current!.scrollLeft += button.left - box.left - 40
  }, [chosen])
  return (
    <div ref={row} role="group" aria-label={label} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0 sm:pb-0 max-sm:edge-fade">
      {[ALL_CATEGORIES, ...categories].map((name) => (
        <button
          key={name}
          type="button"
          aria-pressed={chosen === name}
          onClick={() => onChoose(name)}
          className="min-h-11 shrink-0 rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:border-slate-400 aria-pressed:border-indigo-700 aria-pressed:bg-indigo-700 aria-pressed:text-white"
        >
          {name}
        </button>
      ))}
    </div>
  )
}
