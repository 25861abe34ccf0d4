import { topTierText } from '../catalogue/plans'
import { AlertTriangle, ArrowRight, Scale } from 'lucide-react'
import type { ReactNode } from 'react'
import { isStale, REVIEW_DAYS } from '../content/freshness'
import type { Tool } from '../content/tool-schema'
import { categoryAndField, toolRoute } from '../content/tool-pages'
import type { ToolRelations } from '../content/tool-relations'
import { BulletList } from '../mdx/BulletList'
import { Rating } from '../islands/parts/Rating'
import { PriceNote } from '../mdx/ToolCard'
import { TryLink } from '../mdx/TryLink'
import { PageCompareToggle } from '../page/compare-toggles'
import { usePage } from '../page/context'
import { compareQuery } from '../catalogue/compare-builder'
import { SHARED_FIELD } from '../catalogue/features'
import { formatDate } from '../shared/dates'
import { FeatureGroups } from './profile/FeatureGroups'
import { PlansTable } from './profile/PlansTable'
import PlanCosts from '../islands/PlanCosts'
import { island } from '../page/island'
import { MOST_COMPARED } from '../catalogue/compare-builder'

const PlanCostsIsland = island(PlanCosts)

/** One part of a profile: an anchored section with its heading. */
function ProfileSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-12 first:mt-0">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-slate-950">
        {heading}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** A term and its value in a fact list. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="mt-0.5 text-slate-950">{children}</dd>
    </div>
  )
}

function Pricing({ tool, today }: { tool: Tool; today: string }) {
  const stale = isStale(tool.pricing.checked, today)
  return (
    <>
      <dl className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-3">
        <Fact term="Starting price">{tool.pricing.starting}</Fact>
        <Fact term="Free plan">{tool.pricing.free ? 'Yes' : 'No'}</Fact>
        <Fact term="Top tier">{topTierText(tool.pricing.enterprise, tool.plans)}</Fact>
      </dl>
      <h3 className="mt-6 mb-3 font-semibold text-slate-950">Plans</h3>
      <PlansTable toolName={tool.name} plans={tool.plans} />
      <p className="mt-3 text-sm text-slate-600">
        Prices checked <time dateTime={tool.pricing.checked}>{formatDate(tool.pricing.checked)}</time> on the vendor&apos;s site.
        {tool.pricing.trial ? ` ${tool.pricing.trial}.` : ''}
      </p>
      {stale && (
        <p data-stale-price="" className="mt-3 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {`These prices were checked more than ${REVIEW_DAYS} days ago and may have changed: confirm them on ${tool.name}'s site before you buy.`}
        </p>
      )}
    </>
  )
}

/** "and 3 more", where a list shows only its first entries. */
function More({ shown, total, what }: { shown: number; total: number; what: string }) {
  return total > shown ? <p className="mt-3 text-sm text-slate-600">{`And ${total - shown} more ${what}.`}</p> : null
}

function Alternatives({ tool, relations, tools }: { tool: Tool; relations: ToolRelations; tools: ReadonlyMap<string, Tool> }) {
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2">
        {relations.alternatives.map(({ id, comparison }) => {
          const other = tools.get(id)!
          return (
            <li key={id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5">
              <div className="flex items-start justify-between gap-3">
                <h3 className="font-semibold text-slate-950">
                  <a href={toolRoute(id)} className="hover:text-indigo-800 hover:underline">
                    {other.name}
                  </a>
                </h3>
                <Rating value={other.rating} />
              </div>
              <p className="text-sm text-slate-600">{other.category}</p>
              {/* Its price with its date, as on every card: an alternative's price is no less a vendor's fact. */}
              <div className="flex-1">
                <p className="mt-2 text-sm text-slate-700">{other.pricing.starting}</p>
                <PriceNote tool={other} />
              </div>
              {comparison ? (
                <a href={comparison} className="mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-indigo-700 hover:underline">
                  <Scale aria-hidden="true" className="size-4" />
                  {`${tool.name} vs ${other.name}: our comparison`}
                </a>
              ) : (
                <a
                  href={`/compare${compareQuery([tool.id, id])}`}
                  // Each card's link its own name, its words first: five "Compare side by side with Notion" told a screen reader nothing apart.
                  aria-label={`Compare side by side: ${other.name} and ${tool.name}`}
                  className="mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-indigo-700 hover:underline"
                >
                  <Scale aria-hidden="true" className="size-4" />
                  Compare side by side
                </a>
              )}
              <PageCompareToggle tool={other} className="mt-2 self-start" />
            </li>
          )
        })}
      </ul>
      <More shown={relations.alternatives.length} total={relations.totals.alternatives} what={`${tool.group} tools`} />
    </>
  )
}

/**
 * A tool's profile, /tools/<id>: everything the site knows about the tool
 * from its data file, where it is ranked and compared, its alternatives,
 * and the writer's "Our take" where content/tools/<id>.mdx has one.
 */
export function ToolProfile({ body }: { body: ReactNode }) {
  const { page, registry } = usePage('ToolProfile')
  if (page.data.kind !== 'tool') throw new Error('ToolProfile: not a tool page')
  const tool = registry.tools.get(page.data.tool)!
  const relations = registry.toolRelations.get(tool.id)!
  return (
    <div className="not-prose">
      <ProfileSection id="overview" heading="At a glance">
        <div className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-start sm:justify-between sm:p-6">
          <div>
            <h3 className="text-xl font-bold text-slate-950">{tool.name}</h3>
            <p className="text-sm font-medium text-indigo-700">{categoryAndField(tool)}</p>
            <div className="mt-2">
              <Rating value={tool.rating} />
              <span className="ml-2 text-sm text-slate-600">our rating</span>
            </div>
          </div>
          <div className="shrink-0">
            <TryLink tool={tool.id} free={tool.pricing.free} />
          </div>
        </div>
      </ProfileSection>

      <ProfileSection id="pricing" heading="Pricing">
        <Pricing tool={tool} today={registry.today} />
      </ProfileSection>

      <ProfileSection id="team-cost" heading="What it costs your team">
        <PlanCostsIsland name={tool.name} plans={tool.plans} compareWith={[tool.id, ...relations.alternatives.map((alternative) => alternative.id)].slice(0, MOST_COMPARED)} />
      </ProfileSection>

      <ProfileSection id="features" heading="Features">
        <FeatureGroups features={tool.features} fields={registry.fields.fields} own={[SHARED_FIELD, registry.fields.byGroup.get(tool.group)?.id ?? '']} />
      </ProfileSection>

      {(tool.quickSpecs.length > 0 || tool.platforms) && (
        <ProfileSection id="specs" heading="Quick specs">
          <dl className="grid gap-4 rounded-xl bg-slate-50 p-5 sm:grid-cols-2">
            {tool.quickSpecs.map((spec) => (
              <Fact key={spec.label} term={spec.label}>
                {spec.value}
              </Fact>
            ))}
            {tool.platforms && <Fact term="Platforms">{tool.platforms.join(', ')}</Fact>}
          </dl>
        </ProfileSection>
      )}

      <ProfileSection id="pros-cons" heading="Pros and cons">
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <h3 className="font-semibold text-slate-950">Pros</h3>
            <BulletList items={tool.pros} icon="check" />
          </div>
          <div>
            <h3 className="font-semibold text-slate-950">Cons</h3>
            <BulletList items={tool.cons} icon="minus" />
          </div>
        </div>
      </ProfileSection>

      {page.file.endsWith('.mdx') && (
        <ProfileSection id="our-take" heading="Our take">
          <div className="prose prose-slate max-w-none prose-a:text-indigo-700">{body}</div>
        </ProfileSection>
      )}

      {relations.rankedIn.length > 0 && (
        <ProfileSection id="ranked-in" heading="Ranked in">
          <ul className="space-y-2">
            {relations.rankedIn.map((ranking) => (
              <li key={ranking.route}>
                <a href={ranking.route} className="inline-flex min-h-11 items-center gap-2 font-medium text-indigo-700 hover:underline">
                  {`#${ranking.rank} in ${ranking.title}`}
                  {ranking.badge && <span className="rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-semibold text-indigo-800">{ranking.badge}</span>}
                </a>
              </li>
            ))}
          </ul>
          <More shown={relations.rankedIn.length} total={relations.totals.rankedIn} what="rankings" />
        </ProfileSection>
      )}

      {relations.comparedIn.length > 0 && (
        <ProfileSection id="compared-in" heading="Compared in">
          <ul className="space-y-2">
            {relations.comparedIn.map((comparison) => (
              <li key={comparison.route}>
                <a href={comparison.route} className="inline-flex min-h-11 items-center gap-1 font-medium text-indigo-700 hover:underline">
                  {comparison.title} <ArrowRight aria-hidden="true" className="size-4" />
                </a>
              </li>
            ))}
          </ul>
          <More shown={relations.comparedIn.length} total={relations.totals.comparedIn} what="comparisons" />
        </ProfileSection>
      )}

      {relations.alternatives.length > 0 && (
        <ProfileSection id="alternatives" heading={`Alternatives to ${tool.name}`}>
          <Alternatives tool={tool} relations={relations} tools={registry.tools} />
        </ProfileSection>
      )}
    </div>
  )
}
