import { fields, text } from '../content/fields'
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
 * from the tools data. A missing value shows "-".
 */
function QuickComparisonTableView({ caption }: { caption: string }) {
  const context = usePage('QuickComparisonTable')
  const { page } = context
  if (page.data.kind !== 'best') throw new Error('<QuickComparisonTable>: only best-of pages have ranked tools')
  const entries = page.data.tools
  const columns = [...new Set(entries.flatMap((entry) => Object.keys(entry.specs ?? {})))]
  return (
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
        {entries.map((entry) => {
          const tool = toolById(context, entry.id, 'QuickComparisonTable')
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
  )
}

export const QuickComparisonTable = validated('QuickComparisonTable', props, QuickComparisonTableView)
