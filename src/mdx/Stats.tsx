import { z } from 'zod'
import { expected, fields, text } from '../content/fields'
import { validated } from './validated'

/** The props writers give <Stats>. */
const props = fields({
  /** The figures: a value ("2,500+") and what it counts ("tools reviewed"). */
  items: z.array(fields({ value: text(), label: text() }), { error: expected('a list of values and labels') }).min(1, { error: 'list at least one item' }),
})

/** Headline figures ("2,500+ tools reviewed") as a row of large numbers. */
function StatsView({ items }: { items: { value: string; label: string }[] }) {
  return (
    <dl className="not-prose my-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
      {items.map((item) => (
        // The term before its value, as a list of terms is read; the figure still drawn above it.
        <div key={item.label} className="flex flex-col-reverse justify-end rounded-xl border border-slate-200 bg-white p-5 text-center">
          <dt className="mt-1 text-sm text-slate-700">{item.label}</dt>
          <dd className="text-3xl font-bold text-indigo-700">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

export const Stats = validated('Stats', props, StatsView)
