import { useId, useState, type ReactElement } from 'react'
import type { BarChart, Chart, LineChart, Table, Tone } from '../../../calculators/charts'
import { place, valueAxis } from '../../../calculators/chart-scale'
import { formatMoneyShort, formatNumberShort } from '../../../calculators/axis-format'

/**
 * A calculator's chart, drawn as SVG from pure data (src/calculators/charts.ts):
 * a sentence that states its point (the chart's text alternative), the
 * picture, a legend in words, and a "Show the numbers" table. The SVG keeps
 * its aspect ratio from its viewBox, so it takes its height before it draws
 * (no layout shift) and its text scales with it; 320 units wide is about a
 * phone's card, so 13-unit labels stay about 12 px at 390 px.
 */

const WIDTH = 320
const HEIGHT = 220
const PAD = { left: 54, right: 14, top: 18, bottom: 42 }

/** Stroke colours: the ROI bands the results use, and cost against savings. */
const STROKE: Record<Tone, string> = {
  green: '#047857',
  blue: '#1d4ed8',
  yellow: '#b45309',
  red: '#b91c1c',
  cost: '#475569',
  savings: '#047857',
}

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

function LinePicture({ chart }: { chart: LineChart }) {
  const xs = chart.x.ticks
  const xLow = xs[0] ?? 0
  const xHigh = xs[xs.length - 1] ?? 1
  const y = valueAxis(chart.series.flatMap((series) => series.points.map(([, value]) => value)))
  const px = (value: number) => place({ low: xLow, high: xHigh }, value, PAD.left, WIDTH - PAD.right)
  const py = (value: number) => place(y, value, HEIGHT - PAD.bottom, PAD.top)
  // At most seven labels fit a phone's width: every tick, or every second, third…
  const every = Math.ceil(xs.length / 7)
  const labelled = xs.filter((_, i) => i % every === 0)
  return (
    <>
      {y.ticks.map((tick) => (
        <g key={tick}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={py(tick)} y2={py(tick)} stroke={tick === 0 ? '#334155' : '#e2e8f0'} strokeWidth={tick === 0 ? 1.5 : 1} />
          <text x={PAD.left - 6} y={py(tick)} textAnchor="end" dominantBaseline="middle" fontSize="13" fill="#475569">
            {formatMoneyShort(tick)}
          </text>
        </g>
      ))}
      {labelled.map((tick) => (
        <text key={tick} x={px(tick)} y={HEIGHT - PAD.bottom + 18} textAnchor="middle" fontSize="13" fill="#475569">
          {chart.x.tick(tick)}
        </text>
      ))}
      <text x={(PAD.left + WIDTH - PAD.right) / 2} y={HEIGHT - 6} textAnchor="middle" fontSize="13" fill="#334155">
        {chart.x.label}
      </text>
      {chart.series.map((series) => (
        <polyline
          key={series.label}
          points={series.points.map(([x, value]) => `${px(x).toFixed(1)},${py(value).toFixed(1)}`).join(' ')}
          fill="none"
          stroke={STROKE[series.tone]}
          strokeWidth="2.5"
          strokeDasharray={series.dashed ? '6 4' : undefined}
          strokeLinejoin="round"
        />
      ))}
      {chart.crossing && (
        <g>
          <circle cx={px(chart.crossing.x)} cy={py(chart.crossing.y)} r="5" fill="white" stroke="#0f172a" strokeWidth="2" />
          <text
            x={Math.min(Math.max(px(chart.crossing.x), PAD.left + 30), WIDTH - PAD.right - 30)}
            y={Math.max(py(chart.crossing.y) - 10, PAD.top + 2)}
            textAnchor="middle"
            fontSize="13"
            fontWeight="600"
            fill="#0f172a"
            // A white halo drawn under the letters: a line that runs through the label does not run through its words.
            stroke="white"
            strokeWidth="4"
            strokeLinejoin="round"
            paintOrder="stroke"
          >
            {chart.crossing.label}
          </text>
        </g>
      )}
    </>
  )
}

function BarPicture({ chart }: { chart: BarChart }) {
  const rowHeight = 26
  const groupGap = 18
  const labelWidth = chart.labelWidth ?? 54
  let top = 4
  const rows: ReactElement[] = []
  for (const group of chart.groups) {
    const max = Math.max(...group.bars.map((bar) => bar.value), 0) || 1
    const format = group.unit === 'money' ? formatMoneyShort : (value: number) => `${formatNumberShort(value)} h`
    rows.push(
      <text key={`${group.title}-title`} x={0} y={top + 14} fontSize="14" fontWeight="600" fill="#0f172a">
        {group.title}
      </text>,
    )
    top += 20
    for (const bar of group.bars) {
      // Room on the right for the value's label, which names what colour alone would not.
      const length = (bar.value / max) * (WIDTH - labelWidth - 62)
      rows.push(
        <g key={`${group.title}-${bar.label}`}>
          <text x={0} y={top + rowHeight / 2} dominantBaseline="middle" fontSize="13" fill="#475569">
            {bar.label}
          </text>
          <rect x={labelWidth} y={top + 4} width={Math.max(length, 1.5)} height={rowHeight - 8} rx="3" fill={group.unit === 'money' ? STROKE.savings : '#4f46e5'} />
          <text x={labelWidth + Math.max(length, 1.5) + 6} y={top + rowHeight / 2} dominantBaseline="middle" fontSize="13" fill="#0f172a">
            {format(bar.value)}
          </text>
        </g>,
      )
      top += rowHeight
    }
    top += groupGap
  }
  return <>{rows}</>
}

/** The height a bar chart needs: a title and its bars per group. */
const barHeight = (chart: BarChart) => chart.groups.reduce((total, group) => total + 20 + group.bars.length * 26 + 18, 4) - 10

export function ResultChart({ chart }: { chart: Chart }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const height = chart.kind === 'line' ? HEIGHT : barHeight(chart)
  return (
    <figure className="mt-6 break-inside-avoid" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-950">
        {chart.title}
      </h3>
      <figcaption id={`${id}-summary`} className="mt-1 text-sm text-slate-700">
        {chart.summary}
      </figcaption>
      <svg role="img" aria-labelledby={`${id}-summary`} viewBox={`0 0 ${WIDTH} ${height}`} className="mt-3 h-auto w-full max-w-[440px] overflow-visible font-sans">
        {chart.kind === 'line' ? <LinePicture chart={chart} /> : <BarPicture chart={chart} />}
      </svg>
      {chart.kind === 'line' && (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {chart.series.map((series) => (
            <li key={series.label} className="flex items-center gap-2">
              <svg aria-hidden="true" width="24" height="8" viewBox="0 0 24 8">
                <line x1="0" x2="24" y1="4" y2="4" stroke={STROKE[series.tone]} strokeWidth="2.5" strokeDasharray={series.dashed ? '6 4' : undefined} />
              </svg>
              {series.label}
              {series.dashed ? ' (dashed)' : ''}
            </li>
          ))}
        </ul>
      )}
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
