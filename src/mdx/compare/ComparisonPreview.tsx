import { ArrowRight } from 'lucide-react'
import { fields, matching, wholeNumber } from '../../content/fields'
import { usePage } from '../../page/context'
import { toolById } from '../tools'
import { validated } from '../validated'
import { ComparisonTable, comparisonRows, FeatureRows } from './sections'

/** The props writers give <ComparisonPreview>. */
const props = fields({
  /** The comparison page to preview ("/compare/notion-vs-asana"). */
  page: matching(/^\/compare\/[a-z0-9-]+$/, 'a comparison path like "/compare/notion-vs-asana"'),
  /** How many feature rows to show. Default: 6. */
  rows: wholeNumber().default(6),
})

/** The first rows of another comparison's feature table, with a link to the whole page. */
function ComparisonPreviewView({ page: route, rows }: { page: string; rows: number }) {
  const context = usePage('ComparisonPreview')
  const { registry } = context
  const target = registry.byRoute.get(route)
  if (!target || target.data.kind !== 'compare') throw new Error(`<ComparisonPreview>: page: no comparison at ${route}`)
  const data = target.data
  // A tool refused for its own file's problems is said to be so (and left out of the report as that file's echo).
  const tools = data.tools.map((id) => toolById(context, id, 'ComparisonPreview'))
  return (
    <div className="my-6">
      <ComparisonTable caption={`${tools[0]!.name} vs ${tools[1]!.name} at a glance`} tools={tools} firstColumn="Feature">
        <FeatureRows rows={comparisonRows(registry, tools, data.features).slice(0, rows)} tools={tools} />
      </ComparisonTable>
      <a href={route} className="not-prose inline-flex min-h-11 items-center gap-1 font-medium text-indigo-700 hover:underline">
        {`See the full ${tools[0]!.name} vs ${tools[1]!.name} comparison`}
        <ArrowRight aria-hidden="true" className="size-4" />
      </a>
    </div>
  )
}

export const ComparisonPreview = validated('ComparisonPreview', props, ComparisonPreviewView)
