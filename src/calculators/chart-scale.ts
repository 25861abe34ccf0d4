/**
 * The value axis of a chart: round tick values that cover the data and
 * zero (a money chart without its zero line misleads), and where a value
 * falls between the axis's ends.
 */
export interface Axis {
  /** The axis's ends: the first and last ticks. */
  low: number
  high: number
  /** Round values from low to high, evenly spaced. */
  ticks: number[]
}

/** A round step (1, 2 or 5 times a power of ten) that splits `span` into at most `count` parts. */
export function niceStep(span: number, count: number): number {
  const rough = span / Math.max(1, count)
  const power = 10 ** Math.floor(Math.log10(rough))
  const fraction = rough / power
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power
}

/** An axis covering every value and zero, with at most `count` + 1 ticks. */
export function valueAxis(values: readonly number[], count = 4): Axis {
  const finite = values.filter(Number.isFinite)
  const min = Math.min(0, ...finite)
  const max = Math.max(0, ...finite)
  // Nothing to spread out (all zero, or differences too small to draw): one unit around zero.
  if (max - min < 1e-9) return { low: min < 0 ? -1 : 0, high: max > 0 || min === 0 ? 1 : 0, ticks: [...(min < 0 ? [-1] : []), 0, ...(max > 0 || min === 0 ? [1] : [])] }
  const step = niceStep(max - min, count)
  let low = Math.floor(min / step) * step
  let high = Math.ceil(max / step) * step
  // Division can round a value just past zero to zero: widen by a step where it did.
  if (low > min) low -= step
  if (high < max) high += step
  const ticks: number[] = []
  // Counted, not added up, so that 0.1 steps do not drift (0.30000000000000004).
  for (let i = 0; low + i * step <= high + step / 2; i += 1) ticks.push(Number((low + i * step).toPrecision(12)))
  return { low, high, ticks }
}

/** Where a value falls on an axis drawn from `from` (at low) to `to` (at high). */
export const place = (axis: Pick<Axis, 'low' | 'high'>, value: number, from: number, to: number) => from + ((value - axis.low) / (axis.high - axis.low)) * (to - from)
