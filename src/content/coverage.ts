import { checkedShare, featuresOf, SHARED_FIELD, type Field } from '../catalogue/features'
import type { FieldIndex } from './field-schema'
import type { Tool } from './tool-schema'

/**
 * How much of each field's feature list the tools files have checked, for
 * `npm run content:check`: writers see what to research next. A tool is
 * judged on its field's features and the shared ones.
 */

export interface ToolCoverage {
  id: string
  share: number
  checked: number
  total: number
}

export interface FieldCoverage {
  field: Field
  tools: ToolCoverage[]
  /** The share of every cell (tool × feature) of the field that has a value. */
  share: number
}

export function featureCoverage(tools: ReadonlyMap<string, Tool>, index: FieldIndex): FieldCoverage[] {
  const shared = index.fields.get(SHARED_FIELD)
  return [...index.byGroup.values()].map((field) => {
    const features = [...(shared ? featuresOf(shared) : []), ...featuresOf(field)]
    const of = [...tools.values()].filter((tool) => tool.group === field.name)
    const rows = of.map((tool) => {
      const share = checkedShare(tool.features, features)
      return { id: tool.id, share, checked: Math.round(share * features.length), total: features.length }
    })
    const cells = rows.reduce((sum, row) => sum + row.total, 0)
    return { field, tools: rows.sort((a, b) => a.share - b.share || a.id.localeCompare(b.id)), share: cells ? rows.reduce((sum, row) => sum + row.checked, 0) / cells : 0 }
  })
}

const percent = (share: number) => `${Math.round(share * 100)} %`

/** The coverage as the report's last section: one line per field, then the three least checked tools of each. */
export function formatCoverage(coverage: readonly FieldCoverage[]): string {
  const all = coverage.flatMap((field) => field.tools)
  const total = all.reduce((sum, tool) => sum + tool.total, 0)
  const lines = [`Features checked (shared and field features with a value in the tools files; the rest show "Not checked"): ${percent(total ? all.reduce((sum, tool) => sum + tool.checked, 0) / total : 0)} overall`]
  for (const { field, tools, share } of coverage) {
    const least = tools.slice(0, 3).map((tool) => `${tool.id} ${tool.checked}/${tool.total}`)
    lines.push(`  ${field.name}: ${percent(share)} of ${tools.length} ${tools.length === 1 ? 'tool' : 'tools'}${least.length ? `; least checked: ${least.join(', ')}` : ''}`)
  }
  return lines.join('\n')
}
