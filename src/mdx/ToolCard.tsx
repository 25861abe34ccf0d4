import { Check, Minus } from 'lucide-react'
import { z } from 'zod'
import { formatDate } from '../layout/dates'
import { usePage } from '../layout/PageContext'
import { Rating } from './Rating'
import { toolById, toolIdProp } from './tools'
import { TryLink } from './TryLink'
import { validated } from './validated'

interface Props {
  tool: string
  rank?: number
  badge?: string
  bestFor?: string
}

/** One ranked tool: facts from its data file, plus this page's badge and "best for". */
function ToolCardView({ tool: id, rank, badge, bestFor }: Props) {
  const page = usePage('ToolCard')
  const tool = toolById(page, id, 'ToolCard')
  const headingId = `tool-${tool.id}`
  return (
    <article aria-labelledby={headingId} className="not-prose my-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            {badge && <span className="rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-semibold text-indigo-800">{badge}</span>}
            {tool.sponsored && <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">Sponsored</span>}
          </div>
          <h3 id={headingId} className="mt-2 text-xl font-bold text-slate-950">
            {rank !== undefined && <span className="text-slate-500">{rank}. </span>}
            {tool.name}
          </h3>
          <p className="text-sm text-slate-600">{tool.category}</p>
        </div>
        <Rating value={tool.rating} />
      </div>
      <p className="mt-4 text-slate-700">{tool.description}</p>
      {bestFor && (
        <p className="mt-2 text-sm text-slate-700">
          <strong className="font-semibold text-slate-950">Best for:</strong> {bestFor}
        </p>
      )}
      <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-600">Starting price</dt>
          <dd className="font-semibold text-slate-950">{tool.pricing.starting}</dd>
        </div>
        {tool.quickSpecs.map((spec) => (
          <div key={spec.label}>
            <dt className="font-medium text-slate-600">{spec.label}</dt>
            <dd className="text-slate-900">{spec.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        {`${tool.pricing.free ? 'Free plan available. ' : ''}Prices checked ${formatDate(tool.pricing.checked)}.`}
      </p>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <div>
          <h4 className="text-sm font-semibold text-slate-950">Pros</h4>
          <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
            {tool.pros.slice(0, 3).map((pro) => (
              <li key={pro} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                {pro}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-sm font-semibold text-slate-950">Cons</h4>
          <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
            {tool.cons.map((con) => (
              <li key={con} className="flex gap-2">
                <Minus aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-600" />
                {con}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mt-6">
        <TryLink tool={tool.id} />
      </div>
    </article>
  )
}

export const ToolCard = validated(
  'ToolCard',
  z.strictObject({
    /** The tool id (file name in content/_tools/). */
    tool: toolIdProp,
    /** Position in the ranking, shown before the name. */
    rank: z.number().int().positive().optional(),
    /** A short label such as "Best Overall". */
    badge: z.string().min(1).optional(),
    /** Who this tool suits best, in this page's context. */
    bestFor: z.string().min(1).optional(),
  }),
  ToolCardView,
)
