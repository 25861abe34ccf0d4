import { z } from 'zod'
import { expected, fields, text } from '../content/fields'
import { validated } from './validated'

/** The props writers give <Stats>. */
const props = fields({
  /** The figures: a value ("2,500+") and what it counts ("tools reviewed"). */
  items: z.array(fields({ value: text(), label: text() }), { error: expected('a list of values and labels') }).min(1, { error: 'list at least one item' }),
})

/**
 * Headline figures ("2,500+ tools reviewed") as a row of large numbers: four
 * from lg, two on a phone, one where two would not fit their figures (a
 * 320px screen, or 400% zoom: "10,000+" ran past its card, and the page
 * scrolled sideways).
 */
function StatsView({ items }: { items: { value: string; label: string }[] }) {
  return (
    <dl className="not-prose my-6 grid grid-cols-1 gap-4 min-[24rem]:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        // The term before its value, as a list of terms is read; the figure still drawn above it.
        <div key={item.label} className="flex flex-col-reverse justify-end rounded-xl border border-slate-200 bg-white p-4 text-center sm:p-5">
          <dt className="mt-1 text-sm text-slate-700">{item.label}</dt>
          <dd className="text-2xl font-bold break-words text-indigo-700 sm:text-3xl">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

export const Stats = validated('Stats', props, StatsView)
