import { useId, useState, type ReactNode } from 'react'
import type { Chart, Table } from '../../../calculators/charts'
import { WIDTH } from './chart-style'

/** The numbers behind a chart, as a table: what the picture shows, for those who cannot see it or want the figures. */
function NumbersTable({ table, caption }: { table: Table; caption: string }) {
  return (
    <table className="w-full text-left text-sm tabular-nums">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200">
          {table.head.map((cell) => (
            <th key={cell} scope="col" className="py-1.5 pr-3 font-semibold text-slate-800">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row[0]} className="border-b border-slate-100">
            {row.map((cell, at) =>
              at === 0 ? (
                <th key={at} scope="row" className="py-1 pr-3 font-normal text-slate-700">
                  {cell}
                </th>
              ) : (
                <td key={at} className="py-1 pr-3 text-slate-800">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * A chart's frame, whatever its picture: a sentence that states its point
 * (the chart's text alternative), the picture as SVG, a legend in words
 * where the picture needs one, and a "Show the numbers" table. The SVG keeps
 * its aspect ratio from its viewBox, so it takes its height before it draws
 * (no layout shift) and its text scales with it. The pictures live apart
 * (LinePicture, BarPicture) so an island loads only the one it draws: the
 * builder draws bars only.
 */
export function ChartFigure({ chart, height, picture, legend }: { chart: Chart; height: number; picture: ReactNode; legend?: ReactNode }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  return (
    <figure className="mt-6 break-inside-avoid" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-950">
        {chart.title}
      </h3>
      <figcaption id={`${id}-summary`} className="mt-1 text-sm text-slate-700">
        {chart.summary}
      </figcaption>
      <svg role="img" aria-labelledby={`${id}-summary`} viewBox={`0 0 ${WIDTH} ${height}`} className="mt-3 h-auto w-full max-w-[440px] overflow-visible font-sans">
        {picture}
      </svg>
      {legend}
      <button type="button" aria-expanded={open} aria-controls={`${id}-numbers`} onClick={() => setOpen(!open)} className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900 print:hidden">
        {open ? 'Hide the numbers' : 'Show the numbers'}
      </button>
      {/* Closed, the table is still printed: a printout cannot be opened. */}
      <div id={`${id}-numbers`} className={open ? 'mt-2' : 'mt-2 hidden print:block'}>
        <NumbersTable table={chart.table} caption={`The numbers behind the chart: ${chart.title}`} />
      </div>
    </figure>
  )
}
