import { topTierText } from '../../catalogue/plans'
import { ImageOff } from 'lucide-react'
import type { ReactNode } from 'react'
import { z } from 'zod'
import { fields, text } from '../../content/fields'
import { featureRows, type FeatureRow } from '../../catalogue/comparison-rows'
import type { Registry } from '../../content/entries'
import { FeatureCell } from '../../islands/parts/FeatureCell'
import type { Tool } from '../../content/tool-schema'
import { formatDate } from '../../shared/dates'
import { BulletList } from '../BulletList'
import { ProseTable } from '../ProseTable'
import { Rating } from '../../islands/parts/Rating'
import { ToolName } from '../ToolName'
import { TryLink } from '../TryLink'
import { validated } from '../validated'
import { ComparisonSection } from './ComparisonSection'
import { useComparison } from './context'
import { Supported } from './Supported'

type Comparison = ReturnType<typeof useComparison>

/**
 * A section of the comparison template as writers use it: `<PricingTable />`,
 * or with their prose above the data, `<PricingTable>…</PricingTable>`; an
 * optional `heading` replaces the default one. The section keeps its fixed
 * anchor (#pricing), and `body` draws the data from the page's two tools.
 */
function comparisonSection(name: string, id: string, defaultHeading: string, body: (comparison: Comparison) => ReactNode) {
  const props = fields({
    heading: text().default(defaultHeading).describe('The section heading.'),
    children: z.custom<ReactNode>().optional(),
  })
  return validated(name, props, function Section({ heading, children }: { heading: string; children?: ReactNode }) {
    const comparison = useComparison(name)
    return (
      <ComparisonSection id={id} heading={heading} prose={children}>
        {body(comparison)}
      </ComparisonSection>
    )
  })
}

function OverviewCard({ tool }: { tool: Tool }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 className="text-xl font-bold text-slate-950">
            <ToolName tool={tool} />
          </h3>
          <p className="text-sm text-slate-600">{tool.category}</p>
        </div>
        <Rating value={tool.rating} />
      </div>
      <p className="mt-3 flex-1 text-slate-700">{tool.description}</p>
      <p className="mt-3 text-sm text-slate-700">
        <span className="font-medium text-slate-600">Starting price: </span>
        <span className="font-semibold text-slate-950">{tool.pricing.starting}</span>
      </p>
      <p className="mt-1 text-xs text-slate-600">{`${tool.pricing.free ? 'Free plan available. ' : 'No free plan. '}Prices checked ${formatDate(tool.pricing.checked)}.`}</p>
    </article>
  )
}

/** #overview: the writer's introduction, then a quick card for each tool. */
export const Overview = comparisonSection('Overview', 'overview', 'Overview', ({ tools }) => (
  <div className="not-prose grid gap-4 sm:grid-cols-2">
    {tools.map((tool) => (
      <OverviewCard key={tool.id} tool={tool} />
    ))}
  </div>
))

/** #use-cases: situations from the frontmatter, each with the tool that fits it best. */
export const UseCases = comparisonSection('UseCases', 'use-cases', 'Best use cases', ({ data, tools }) => {
  if (data.useCases.length === 0) throw new Error('<UseCases>: this page has no useCases in its frontmatter')
  return (
    <ul className="not-prose grid gap-4 sm:grid-cols-2">
      {data.useCases.map((useCase) => {
        const fit = tools.find((tool) => tool.id === useCase.bestFor)
        return (
          <li key={useCase.title} className="rounded-xl border border-slate-200 bg-white p-5">
            <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase">{fit ? `Best fit: ${fit.name}` : 'Either tool fits'}</p>
            <h3 className="mt-1 font-semibold text-slate-950">{useCase.title}</h3>
            <p className="mt-1.5 text-sm text-slate-700">{useCase.description}</p>
          </li>
        )
      })}
    </ul>
  )
})

/** The rows of a comparison's feature table: the features its frontmatter names, or its tools' fields' features; every value from the tools files. */
export function comparisonRows(registry: Registry, tools: readonly Tool[], ids: readonly string[] | undefined): FeatureRow[] {
  return featureRows(tools, registry.fields.fields, (group) => registry.fields.byGroup.get(group)?.id, ids)
}

/** Rows of a feature table: the feature, then each tool's value. */
export function FeatureRows({ rows, tools }: { rows: readonly FeatureRow[]; tools: readonly Tool[] }) {
  return rows.map((row) => (
    <tr key={row.id}>
      <th scope="row">{row.label}</th>
      {tools.map((tool, index) => (
        <td key={tool.id}>
          <FeatureCell value={row.cells[index]} />
        </td>
      ))}
    </tr>
  ))
}

/** #features: the page's feature rows, each value from the tools' files, as a real table. */
export const FeatureTable = comparisonSection('FeatureTable', 'features', 'Feature comparison', ({ data, tools, registry }) => {
  const rows = comparisonRows(registry, tools, data.features)
  if (rows.length === 0) throw new Error('<FeatureTable>: none of the features this page names is in content/_fields/')
  return (
    <ComparisonTable caption={`${tools[0].name} and ${tools[1].name} features compared`} tools={tools} firstColumn="Feature">
      <FeatureRows rows={rows} tools={tools} />
    </ComparisonTable>
  )
})

export function ComparisonTable({ caption, tools, firstColumn, children }: { caption: string; tools: readonly Tool[]; firstColumn: string; children: ReactNode }) {
  return (
    <ProseTable>
      <caption className="text-left text-sm text-slate-600">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{firstColumn}</th>
          {tools.map((tool) => (
            <th key={tool.id} scope="col">
              <ToolName tool={tool} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </ProseTable>
  )
}

/** Pros and cons of each tool, from the tools data. */
export const ProsCons = comparisonSection('ProsCons', 'pros-cons', 'Pros and cons', ({ tools }) => (
  <div className="not-prose grid gap-4 sm:grid-cols-2">
    {tools.map((tool) => (
      <div key={tool.id} className="rounded-xl border border-slate-200 bg-white p-5">
        <h3 className="font-semibold text-slate-950">
          <ToolName tool={tool} />
        </h3>
        <h4 className="mt-3 text-sm font-semibold text-slate-800">Pros</h4>
        <BulletList items={tool.pros} icon="check" />
        <h4 className="mt-3 text-sm font-semibold text-slate-800">Cons</h4>
        <BulletList items={tool.cons} icon="minus" />
      </div>
    ))}
  </div>
))

/** A screenshot of each tool, or a clean placeholder where we have none. */
export const Screenshots = comparisonSection('Screenshots', 'screenshots', 'Screenshots', ({ tools }) => (
  <div className="not-prose grid gap-4 sm:grid-cols-2">
    {tools.map((tool) => (
      <figure key={tool.id} className="m-0">
        {tool.screenshot ? (
          <img src={tool.screenshot.src} alt={tool.screenshot.alt} width={640} height={400} loading="lazy" className="aspect-[16/10] w-full rounded-xl border border-slate-200 object-cover" />
        ) : (
          <div className="flex aspect-[16/10] w-full flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 text-slate-600">
            <ImageOff aria-hidden="true" className="size-7" />
            <span className="text-sm">{`No screenshot of ${tool.name} yet`}</span>
          </div>
        )}
        <figcaption className="mt-2 text-sm text-slate-600">{tool.name}</figcaption>
      </figure>
    ))}
  </div>
))

/** #pricing: free plan, starting price and enterprise price ("Contact Sales" where the top plan is a custom quote, "Not checked" where nobody checked it), with the date checked. */
export const PricingTable = comparisonSection('PricingTable', 'pricing', 'Pricing', ({ tools }) => {
  const rows: { label: string; cell: (tool: Tool) => ReactNode }[] = [
    { label: 'Free plan', cell: (tool) => <Supported value={tool.pricing.free} yes="Yes" no="No" /> },
    { label: 'Starting price', cell: (tool) => tool.pricing.starting },
    { label: 'Enterprise', cell: (tool) => topTierText(tool.pricing.enterprise, tool.plans) },
    { label: 'Prices checked', cell: (tool) => formatDate(tool.pricing.checked) },
  ]
  return (
    <ComparisonTable caption={`${tools[0].name} and ${tools[1].name} pricing`} tools={tools} firstColumn="Plan">
      {rows.map((row) => (
        <tr key={row.label}>
          <th scope="row">{row.label}</th>
          {tools.map((tool) => (
            <td key={tool.id}>{row.cell(tool)}</td>
          ))}
        </tr>
      ))}
    </ComparisonTable>
  )
})

/** "Get Started Today": a Try link for each tool. */
export const GetStarted = comparisonSection('GetStarted', 'get-started', 'Get Started Today', ({ tools }) => (
  <div className="not-prose flex flex-wrap gap-3">
    {tools.map((tool, index) => (
      <TryLink key={tool.id} tool={tool.id} free={tool.pricing.free} variant={index === 0 ? 'primary' : 'secondary'} />
    ))}
  </div>
))

/** The in-page links of a comparison: Overview, Use Cases, Features, Pricing, FAQ. */
export function ComparisonNav() {
  useComparison('ComparisonNav')
  const links = [
    ['overview', 'Overview'],
    ['use-cases', 'Use Cases'],
    ['features', 'Features'],
    ['pricing', 'Pricing'],
    ['faq', 'FAQ'],
  ] as const
  return (
    <nav aria-label="Comparison sections" className="not-prose my-6">
      <ul className="flex flex-wrap gap-2">
        {links.map(([id, label]) => (
          <li key={id}>
            <a href={`#${id}`} className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:border-indigo-400 hover:text-indigo-800">
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
