import { fields, text } from '../content/fields'
import { andList } from '../shared/and-list'
import { formatDate } from '../shared/dates'
import { usePage } from '../page/context'
import { ProseTable } from './ProseTable'
import { toolById } from './tools'
import { validated } from './validated'

/** The props writers give <QuickComparisonTable>. */
const props = fields({
  /** The table's caption. Default: "Quick comparison". */
  caption: text().default('Quick comparison'),
})

/**
 * The ranked tools side by side: tool, best for, each column of the
 * entries' `specs` (in the order first written), and the starting price
 * from the tools data, and under it the dates those prices were checked.
 * A missing value shows "-".
 */
function QuickComparisonTableView({ caption }: { caption: string }) {
  const context = usePage('QuickComparisonTable')
  const { page } = context
  if (page.data.kind !== 'best') throw new Error('<QuickComparisonTable>: only best-of pages have ranked tools')
  const entries = page.data.tools
  const columns = [...new Set(entries.flatMap((entry) => Object.keys(entry.specs ?? {})))]
  const tools = entries.map((entry) => toolById(context, entry.id, 'QuickComparisonTable'))
  return (
    <>
      <ProseTable>
        <caption className="text-left text-sm text-slate-600">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Tool</th>
            <th scope="col">Best for</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col">Starting price</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => {
            const tool = tools[index]!
            return (
              <tr key={entry.id}>
                <th scope="row">
                  <a href={`#${tool.id}`}>{tool.name}</a>
                </th>
                <td>{entry.bestFor ?? '-'}</td>
                {columns.map((column) => (
                  <td key={column}>{entry.specs?.[column] ?? '-'}</td>
                ))}
                <td>{tool.pricing.starting}</td>
              </tr>
            )
          })}
        </tbody>
      </ProseTable>
      <p className="text-sm text-slate-600">{checkedLine(tools)}</p>
    </>
  )
}

/** When the table's prices were checked, newest first: "Starting prices checked September 15, 2025 for Slab and Slite; January 15, 2025 for Notion." */
function checkedLine(tools: readonly { name: string; pricing: { checked: string } }[]): string {
  const byDate = new Map<string, string[]>()
  for (const tool of tools) byDate.set(tool.pricing.checked, [...(byDate.get(tool.pricing.checked) ?? []), tool.name])
  const dates = [...byDate.keys()].sort().reverse()
  if (dates.length === 1) return `Starting prices checked ${formatDate(dates[0]!)}.`
  return `Starting prices checked ${dates.map((date) => `${formatDate(date)} for ${andList(byDate.get(date)!)}`).join('; ')}.`
}

export const QuickComparisonTable = validated('QuickComparisonTable', props, QuickComparisonTableView)
