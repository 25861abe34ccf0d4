import { fields, oneOf, text, textList, wholeNumber } from '../content/fields'
import type { Tool } from '../content/tool-schema'
import { formatDate } from '../shared/dates'
import { PageCompareToggle } from '../page/compare-toggles'
import { usePage } from '../page/context'
import { BulletList } from './BulletList'
import { Rating } from '../islands/parts/Rating'
import { toolById, toolIdProp } from './tools'
import { ToolName } from './ToolName'
import { TryLink } from './TryLink'
import { validated } from './validated'

/** The props writers give <ToolCard>. */
const props = fields({
  /** The tool id (file name in content/_tools/). */
  tool: toolIdProp,
  /** Position in the ranking, shown before the name. */
  rank: wholeNumber().optional(),
  /** A short label such as "Best Overall". */
  badge: text().optional(),
  /** Who this tool suits best, in this page's context. */
  bestFor: text().optional(),
  /** Benefits to list under "Key Benefits" (compact cards). Default: the tool's first three pros. */
  keyBenefits: textList().optional(),
  /** full: quick specs, pros and cons. compact: key benefits and platforms. Default: full. */
  variant: oneOf(['full', 'compact']).default('full'),
})

interface Props {
  tool: string
  rank?: number
  badge?: string
  bestFor?: string
  keyBenefits?: string[]
  variant: 'full' | 'compact'
}

/** Under a tool's starting price: whether it has a free plan, and when its prices were checked. */
export function PriceNote({ tool }: { tool: Tool }) {
  return (
    <p className="mt-2 text-xs text-slate-600">
      {`${tool.pricing.free ? 'Free plan available. ' : ''}Prices checked ${formatDate(tool.pricing.checked)}.`}
    </p>
  )
}

/**
 * One tool's card. Facts come from the tool's data file; the badge, "best
 * for" and key benefits are this page's own words. The full variant adds
 * quick specs, pros and cons; the compact one shows key benefits and platforms.
 * Both end with the vendor link and a "Compare" toggle for the compare tray.
 */
function ToolCardView({ tool: id, variant, ...given }: Props) {
  const context = usePage('ToolCard')
  const tool = toolById(context, id, 'ToolCard')
  // On a best-of page, the card takes its rank, badge, best-for and benefits from the page's `tools` entry.
  const ranked = context.page.data.kind === 'best' ? context.page.data.tools : []
  const index = ranked.findIndex((entry) => entry.id === id)
  const entry = ranked[index]
  const rank = given.rank ?? (index >= 0 ? index + 1 : undefined)
  const badge = given.badge ?? entry?.badge
  const bestFor = given.bestFor ?? entry?.bestFor
  const keyBenefits = given.keyBenefits ?? entry?.keyBenefits
  const headingId = `tool-${tool.id}`
  return (
    <article id={tool.id} data-tool-card="" aria-labelledby={headingId} className="not-prose my-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          {tool.logo && <img src={tool.logo} alt="" width={48} height={48} loading="lazy" className="size-12 rounded-lg border border-slate-200" />}
          <div>
            {(badge || tool.sponsored) && (
              <div className="mb-1.5 flex flex-wrap items-center gap-2">
                {badge && <span className="rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-semibold text-indigo-800">{badge}</span>}
                {tool.sponsored && <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">Sponsored</span>}
              </div>
            )}
            <h3 id={headingId} className="text-xl font-bold text-slate-950">
              {rank !== undefined && <span className="text-slate-500">{`${rank}. `}</span>}
              <ToolName tool={tool} />
            </h3>
            <p className="text-sm text-slate-600">{tool.category}</p>
          </div>
        </div>
        <Rating value={tool.rating} />
      </div>
      <p className="mt-4 text-slate-700">{tool.description}</p>
      {bestFor && (
        <p className="mt-2 text-sm text-slate-700">
          <strong className="font-semibold text-slate-950">Best for:</strong> {bestFor}
        </p>
      )}
      {variant === 'full' ? (
        <>
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
          <PriceNote tool={tool} />
          <div className="mt-5 grid gap-5 sm:grid-cols-2">
            <div>
              <h4 className="text-sm font-semibold text-slate-950">Pros</h4>
              <BulletList items={tool.pros.slice(0, 3)} icon="check" />
            </div>
            <div>
              <h4 className="text-sm font-semibold text-slate-950">Cons</h4>
              <BulletList items={tool.cons} icon="minus" />
            </div>
          </div>
        </>
      ) : (
        <>
          <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-medium text-slate-600">Starting price</dt>
              <dd className="font-semibold text-slate-950">{tool.pricing.starting}</dd>
            </div>
            {tool.platforms && (
              <div>
                <dt className="font-medium text-slate-600">Platforms</dt>
                <dd className="text-slate-900">{tool.platforms.join(', ')}</dd>
              </div>
            )}
          </dl>
          <PriceNote tool={tool} />
          <h4 className="mt-5 text-sm font-semibold text-slate-950">Key Benefits</h4>
          <BulletList items={keyBenefits ?? tool.pros.slice(0, 3)} icon="check" />
        </>
      )}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <TryLink tool={tool.id} free={tool.pricing.free} />
        <PageCompareToggle tool={tool} />
      </div>
    </article>
  )
}

export const ToolCard = validated('ToolCard', props, ToolCardView)
