import { REVIEW_WEIGHTS } from '../content/review-method'

/** The site's scoring weights, as bars that show each criterion's share. */
export function HowWeReview() {
  return (
    <ul className="not-prose my-6 space-y-4" aria-label="Scoring weights">
      {REVIEW_WEIGHTS.map(({ criterion, weight, detail }) => (
        <li key={criterion}>
          <div className="flex items-baseline justify-between gap-4">
            <span className="font-semibold text-slate-950">{criterion}</span>
            <span className="text-sm font-semibold text-indigo-800 tabular-nums">{weight}%</span>
          </div>
          <div className="mt-1.5 h-2 rounded-full bg-slate-100" aria-hidden="true">
            <div className={`h-2 rounded-full bg-indigo-600 ${WIDTH[weight]}`} />
          </div>
          <p className="mt-1.5 text-sm text-slate-700">{detail}</p>
        </li>
      ))}
    </ul>
  )
}

/** Bar widths as classes (no inline styles: a strict CSP forbids them). */
const WIDTH: Record<number, string> = { 20: 'w-1/5', 25: 'w-1/4', 30: 'w-[30%]' }
