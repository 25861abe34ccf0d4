import type { LineChart } from '../../../calculators/charts'
import { place, valueAxis } from '../../../calculators/chart-scale'
import { formatMoneyShort } from '../../../calculators/axis-format'
import { STROKE, WIDTH } from './chart-style'

/** A line chart's height in its own units, and the room its axes' labels take. */
export const LINE_HEIGHT = 220
const PAD = { left: 54, right: 14, top: 18, bottom: 42 }

/** A line chart's picture: values over time on a round axis with its zero, the lines' crossing marked. */
export function LinePicture({ chart }: { chart: LineChart }) {
  const xs = chart.x.ticks
  const xLow = xs[0] ?? 0
  const xHigh = xs[xs.length - 1] ?? 1
  const y = valueAxis(chart.series.flatMap((series) => series.points.map(([, value]) => value)))
  const px = (value: number) => place({ low: xLow, high: xHigh }, value, PAD.left, WIDTH - PAD.right)
  const py = (value: number) => place(y, value, LINE_HEIGHT - PAD.bottom, PAD.top)
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
        <text key={tick} x={px(tick)} y={LINE_HEIGHT - PAD.bottom + 18} textAnchor="middle" fontSize="13" fill="#475569">
          {chart.x.tick(tick)}
        </text>
      ))}
      <text x={(PAD.left + WIDTH - PAD.right) / 2} y={LINE_HEIGHT - 6} textAnchor="middle" fontSize="13" fill="#334155">
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

/** The lines' legend in words: a dashed line is named as dashed, not by its look alone. */
export function LineLegend({ chart }: { chart: LineChart }) {
  return (
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
  )
}
