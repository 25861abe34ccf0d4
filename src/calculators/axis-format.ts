/**
 * The charts' axis labels and bar values, compact ("$10K", "1.2K"): apart
 * from the calculators' results (format.ts), so the builder, whose chart
 * needs only these, does not load those.
 */
import { numberText, ONE_DECIMAL_COMPACT } from './number-text'

/** Dollars on a chart's axis: "$10K", "-$2.5M", "$0" (as browsers write it; Node 20's Intl writes "$10.0K"). */
export function formatMoneyShort(value: number): string {
  if (!Number.isFinite(value)) return '—'
  return numberText(Object.is(value, -0) ? 0 : value, { money: true, most: 1, compact: true })
}

/** A quantity on a chart's axis: "1.2K", "350". */
export function formatNumberShort(value: number): string {
  if (!Number.isFinite(value)) return '—'
  return numberText(Object.is(value, -0) ? 0 : value, ONE_DECIMAL_COMPACT)
}
