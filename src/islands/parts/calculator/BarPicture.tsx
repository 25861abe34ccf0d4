import type { ReactElement } from 'react'
import type { BarChart } from '../../../calculators/charts'
import { formatMoneyShort, formatNumberShort } from '../../../calculators/axis-format'
import { STROKE, WIDTH } from './chart-style'

/** A bar chart's picture: groups of labelled bars, each with its value in words beside it. */
export function BarPicture({ chart }: { chart: BarChart }) {
  const rowHeight = 26
  const groupGap = 18
  const labelWidth = chart.labelWidth ?? 54
  let top = 4
  const rows: ReactElement[] = []
  for (const group of chart.groups) {
    const max = Math.max(...group.bars.map((bar) => bar.value), 0) || 1
    // A bar's dollars in whole dollars under a thousand ("$264", not "$263.8"): the table beside it has the cents.
    const format = group.unit === 'money' ? (value: number) => formatMoneyShort(Math.abs(value) < 1e3 ? Math.round(value) : value) : (value: number) => `${formatNumberShort(value)} h`
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
export const barHeight = (chart: BarChart) => chart.groups.reduce((total, group) => total + 20 + group.bars.length * 26 + 18, 4) - 10
