import { Check, X } from 'lucide-react'
import { featureValueText, type FeatureValue } from '../../catalogue/features'

/**
 * One tool's value for one feature, as every table shows it: a tick or a
 * cross with its word for screen readers, "From Business", a short text;
 * a note under it; "Not checked" where nobody checked (never a dash).
 */
export function FeatureCell({ value }: { value: FeatureValue | undefined }) {
  const note = value?.note ? <span className="mt-0.5 block text-xs text-slate-600">{value.note}</span> : null
  if (!value) return <span className="text-slate-600 italic">{featureValueText(value)}</span>
  if (value.kind === 'yes' || value.kind === 'no') {
    const Icon = value.kind === 'yes' ? Check : X
    return (
      <span data-value={value.kind}>
        <span className={`inline-flex items-center ${value.kind === 'yes' ? 'text-emerald-700' : 'text-rose-700'}`}>
          <Icon aria-hidden="true" className="size-5" />
          <span className="sr-only">{featureValueText(value)}</span>
        </span>
        {note}
      </span>
    )
  }
  return (
    <span data-value={value.kind}>
      {featureValueText(value)}
      {note}
    </span>
  )
}
