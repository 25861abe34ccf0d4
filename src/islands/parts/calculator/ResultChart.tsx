import type { Chart } from '../../../calculators/charts'
import { ChartFigure } from './ChartFigure'
import { LineLegend, LinePicture, LINE_HEIGHT } from './LinePicture'
import { BarResultChart } from './BarResultChart'

/**
 * A calculator's chart, drawn as SVG from pure data (src/calculators/charts.ts):
 * a line chart or bars in the same frame (ChartFigure). An island that only
 * ever draws bars (the builder's team cost) uses BarResultChart and loads no
 * line code.
 */
export function ResultChart({ chart }: { chart: Chart }) {
  return chart.kind === 'line' ? (
    <ChartFigure chart={chart} height={LINE_HEIGHT} picture={<LinePicture chart={chart} />} legend={<LineLegend chart={chart} />} />
  ) : (
    <BarResultChart chart={chart} />
  )
}
