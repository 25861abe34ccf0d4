import type { BarChart } from '../../../calculators/charts'
import { ChartFigure } from './ChartFigure'
import { BarPicture, barHeight } from './BarPicture'

/** A bar chart in its frame: the builder's team cost draws only these, so it loads no line code. */
export function BarResultChart({ chart }: { chart: BarChart }) {
  return <ChartFigure chart={chart} height={barHeight(chart)} picture={<BarPicture chart={chart} />} />
}
