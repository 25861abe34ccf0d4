import { ExternalLink, Scale, X } from 'lucide-react'
import { memo } from 'react'
import { writtenComparisons, type ToolRecord } from '../../../catalogue/compare-builder'
import { vendorRel } from '../../../shared/links'

/**
 * What the builder shows of the tools themselves: their chips, the written
 * comparisons among them and their vendors' links. Each is drawn again only
 * when the tools change, not on a keystroke in the team-cost panel.
 */

/**
 * Removes a chip's tool, and moves the focus its button had (it goes with the chip) to the next chip's button, or the
 * one before, or the "Add a tool" field when none is left: a keyboard user goes on from where they were, not from the top.
 */
function removeKeepingFocus(button: HTMLButtonElement, remove: () => void) {
  const chip = button.closest('li')!
  const next = (chip.nextElementSibling ?? chip.previousElementSibling)?.querySelector('button') ?? chip.closest('.not-prose')!.querySelector('input')
  remove()
  next?.focus()
}

/** The chosen tools as chips, each with its "Remove" button. */
export const ChosenChips = memo(function ChosenChips({ chosen, onRemove }: { chosen: readonly ToolRecord[]; onRemove: (id: string) => void }) {
  if (chosen.length === 0) return null
  return (
    <ul aria-label="Tools compared" className="flex flex-wrap gap-2">
      {chosen.map((record) => (
        <li key={record.id} className="flex items-center gap-1 rounded-full border border-slate-300 bg-white pr-0.5 pl-3 text-sm font-medium text-slate-900">
          {record.name}
          <button type="button" onClick={(event) => removeKeepingFocus(event.currentTarget, () => onRemove(record.id))} className="inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100">
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">{`Remove ${record.name}`}</span>
          </button>
        </li>
      ))}
    </ul>
  )
})

/** A link to each comparison we wrote between two of the chosen tools. */
export const WrittenComparisons = memo(function WrittenComparisons({ chosen }: { chosen: readonly ToolRecord[] }) {
  return writtenComparisons(chosen).map(({ route, names }) => (
    <p key={route} className="flex gap-2 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-indigo-950">
      <Scale aria-hidden="true" className="mt-1 size-4 shrink-0" />
      <span>
        {`We compared ${names[0]} and ${names[1]} in depth: `}
        <a href={route} className="font-semibold underline">
          {`read ${names[0]} vs ${names[1]}`}
        </a>
      </span>
    </p>
  ))
})

/** Each chosen tool's vendor link, under the comparison. */
export const VendorLinks = memo(function VendorLinks({ chosen }: { chosen: readonly ToolRecord[] }) {
  return (
    <p className="text-sm text-slate-600">
      Prices are the vendors&apos; own, as we last checked them.{' '}
      {chosen.map((record, index) => (
        <span key={record.id}>
          {index > 0 && ' · '}
          <a href={record.website} target="_blank" rel={vendorRel(record.sponsored)} className="inline-flex min-h-6 items-center gap-1 font-medium text-indigo-700 underline">
            {`Try ${record.name}`}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </span>
      ))}
    </p>
  )
})
