/**
 * The calculators' results in words: dollars, quantities, counts and
 * percentages, written by hand (number-text.ts), never NaN or "-$0.00".
 */
import { numberText, ONE_DECIMAL_COMPACT, type Shape } from './number-text'

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

/** Whole dollars, for sentences about a chart ("$29,000"); compact past a billion. */
export function formatMoneyWhole(value: number): string {
  if (!Number.isFinite(value)) return '—'
  const clean = Object.is(Math.round(value), -0) ? 0 : value
  return numberText(clean, Math.abs(clean) >= 1e9 ? usdCompact : { money: true, most: 0 })
}
