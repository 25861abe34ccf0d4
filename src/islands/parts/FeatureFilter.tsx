import { useEffect, useRef } from 'react'
import type { FeatureGroup } from '../../catalogue/catalogue-features'
import { SHARED_FIELD } from '../../catalogue/features'
import { scrollToShow } from './scroll-to-show'

interface Props {
  /** The features offered, by heading. */
  groups: FeatureGroup[]
  /** The name of a field by its id ("crm": "CRM"). */
  fieldNames: ReadonlyMap<string, string>
  ticked: readonly string[]
  /** How many tools each feature would leave; undefined while they are being counted. */
  counts: ReadonlyMap<string, number> | undefined
  disabled: boolean
  onChange: (ticked: string[]) => void
}

/**
 * Scrolls the box of checkboxes (not the page) to show its ticked boxes, if
 * it scrolls and they are out of its view.
 */
function showTicked(box: HTMLElement) {
  const contentTop = box.getBoundingClientRect().top + box.clientTop - box.scrollTop
  const rows = [...box.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:checked')].map((input) => {
    const row = (input.closest('label') ?? input).getBoundingClientRect()
    return { top: row.top - contentTop, bottom: row.bottom - contentTop }
  })
  const to = scrollToShow(rows, { scrollTop: box.scrollTop, height: box.clientHeight })
  if (to !== undefined) box.scrollTop = to
}

/**
 * The finder's feature checkboxes, always in view: under a closed
 * disclosure, a visitor who never opened it never learnt the tools could be
 * filtered by feature. On a phone, one column in a box of its own height
 * that scrolls (a field's features, two dozen boxes, would push the tools
 * off the screen); two columns, then three, on wider screens. Each box
 * says how many tools ticking it would leave.
 *
 * Features ticked by the address (a shared link, Back and Forward) may be
 * far down that box on a phone, below its fold: the box scrolls to show
 * them, in their places, so the keyboard's order stays the lists' order.
 * Ticks made here are not followed: the box is under the visitor's finger.
 */
export function FeatureFilter({ groups, fieldNames, ticked, counts, disabled, onChange }: Props) {
  const box = useRef<HTMLDivElement>(null)
  // The ticks this box last made, until the address shows them.
  const madeHere = useRef<string | undefined>(undefined)
  const toggle = (id: string, on: boolean) => {
    const next = on ? [...ticked, id] : ticked.filter((other) => other !== id)
    madeHere.current = next.join(',')
    onChange(next)
  }
  // The ticked boxes shown: they change when the address ticks others, and when a field's features arrive.
  const shownTicked = groups.flatMap((group) => group.features.filter((feature) => ticked.includes(feature.id)).map((feature) => feature.id)).join(',')
  useEffect(() => {
    const ownTicks = madeHere.current === ticked.join(',')
    madeHere.current = undefined
    if (!ownTicks && shownTicked && box.current) showTicked(box.current)
    // Only a change of the ticked boxes shown moves the box.
  }, [shownTicked])
  return (
    <div className="mt-3 rounded-xl border border-slate-200 bg-slate-50 px-4 pb-2">
      <p className="mt-3 text-sm text-slate-600">
        <span className="font-medium text-slate-800">{ticked.length > 0 ? `Features: ${ticked.length} ticked.` : 'Features you need.'}</span> A tool must have every ticked feature, on any of its plans. Tools whose feature we have not checked are left out.
      </p>
      {/* Room inside the scrolling box for a focused box's ring, which it would clip at its edge. */}
      <div ref={box} data-feature-boxes className="-mx-2 max-h-80 overflow-y-auto px-2 sm:max-h-none">
        {groups.map((group) => (
          <fieldset key={group.field} disabled={disabled} className="mt-3">
            <legend className="text-sm font-semibold text-slate-900">{group.field === SHARED_FIELD ? 'Common features' : `${fieldNames.get(group.field) ?? group.field} features`}</legend>
            <div className="grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
              {group.features.map((feature) => (
                <label key={feature.id} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                  <input type="checkbox" checked={ticked.includes(feature.id)} onChange={(event) => toggle(feature.id, event.target.checked)} className="size-5 shrink-0 accent-indigo-700" />
                  {feature.label}
                  {counts?.has(feature.id) && <span className="ml-auto pl-2 text-slate-600 tabular-nums">({counts.get(feature.id)})</span>}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </div>
  )
}
