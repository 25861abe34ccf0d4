/**
 * The calculators' results in words: dollars, quantities, counts and
 * percentages, written by hand (number-text.ts), never NaN or "-$0.00".
 */
import { numberText, ONE_DECIMAL_COMPACT, type Shape } from './number-text'
import { sideOf } from './side-of'

const usd: Shape = { money: true, most: 2, least: 2 }
const usdCompact: Shape = { money: true, most: 2, compact: true }
const number: Shape = { most: 1 }

/** Dollars for display: rounded only here, compact past a billion, never "-$0.00". */
export function formatMoney(value: number): string {
  if (!Number.isFinite(value)) return '—'
  const clean = Object.is(Math.round(value * 100), -0) ? 0 : value
  return numberText(clean, Math.abs(clean) >= 1e9 ? usdCompact : usd)
}

/** A quantity such as hours, to one decimal place; a positive one too small to show is "under 0.1", never "0". */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '—'
  if (value > 0 && value < 0.05) return 'under 0.1'
  const clean = Object.is(Math.round(value * 10), -0) ? 0 : value
  return numberText(clean, Math.abs(clean) >= 1e9 ? ONE_DECIMAL_COMPACT : number)
}

/**
 * A quantity with its unit, as written: "1 month", "1.5 months", "0 hours". The unit is singular only when the number
 * shown is exactly one, so a payback of 0.98 months, shown as "1", reads "1 month".
 */
export function formatCount(value: number, singular: string, plural = `${singular}s`): string {
  const shown = formatNumber(value)
  return `${shown} ${shown === '1' ? singular : plural}`
}

/** A percentage such as "69.9%"; compact past a million ("1.2M%"); never "-0%". */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) return '—'
  const clean = Object.is(Math.round(value * 10), -0) ? 0 : value
  return `${numberText(clean, Math.abs(clean) >= 1e6 ? ONE_DECIMAL_COMPACT : number)}%`
}

/**
 * A percentage beside a verdict judged at `edges` ("Negative ROI" below 0, "Excellent ROI" above 100): written with as
 * many decimals as it takes, up to four, to stay on its own side of an edge, so a total ROI of 100.001% beside
 * "Excellent ROI" is not "100%", nor -0.001% beside "Negative ROI" "0%". Closer still, it says so: "just over 100%".
 */
export function formatPercentBeside(value: number, edges: readonly number[]): string {
  const shown = formatPercent(value)
  const edge = edges.find((edge) => shown === formatPercent(edge) && sideOf(value, edge) !== 0)
  if (edge === undefined) return shown
  for (let most = 2; most <= 4; most++) {
    const text = numberText(value, { most }).replace(/^-(?=[0.]*$)/, '')
    if (text !== numberText(edge, { most })) return `${text}%`
  }
  return `just ${sideOf(value, edge) > 0 ? 'over' : 'under'} ${shown}`
}

/** Whole dollars, for sentences about a chart ("$29,000"); compact past a billion. */
export function formatMoneyWhole(value: number): string {
  if (!Number.isFinite(value)) return '—'
  const clean = Object.is(Math.round(value), -0) ? 0 : value
  return numberText(clean, Math.abs(clean) >= 1e9 ? usdCompact : { money: true, most: 0 })
}
