/**
 * A number written by hand as en-US Intl.NumberFormat writes it (held to it
 * by tests/unit/calculators/format.test.ts): the first Intl formatter a page
 * makes loads the browser's locale data, some 115 ms at 4x CPU slowdown
 * (docs/performance.md, fifty-third and fifty-fourth sessions), in the task
 * that wakes the builder's chart or answers a calculator's first
 * "Calculate". The calculators' results (format.ts) and the charts' axes
 * (axis-format.ts) are written with it.
 */

/** How a number is written: in dollars or not, to how many decimals, and compact ("$2.5B") or whole. */
export interface Shape {
  money?: boolean
  /** Decimals at most; trailing zeros are dropped down to `least`. */
  most: number
  least?: number
  /** In thousands, millions, billions or trillions ("1.2K", "$2.5B"), as Intl's compact notation. */
  compact?: boolean
}

/** Compact, to one decimal: "1.2K", "2.5B" (the charts' axes, and quantities past a billion). */
export const ONE_DECIMAL_COMPACT: Shape = { most: 1, compact: true }

/** A finite number in a shape: "-$1,234.50", "12.3", "$10K", "1230T". */
export function numberText(value: number, { money, most, least = 0, compact }: Shape): string {
  const [mantissa, exponent] = Math.abs(value).toExponential().split('e')
  const digits = mantissa!.replace('.', '')
  /**
   * The value ÷ 1000^scale rounded half away from zero to `most` decimals, as digits with the point `most` from their end.
   * It rounds the shortest decimal that reads back as the value, as Intl does (1.005 is 1.01, where toFixed says 1.00), in
   * whole numbers of any size (BigInt), so no division or multiplication can move a digit.
   */
  const rounded = (scale: number) => {
    const kept = Number(exponent) + 1 + most - 3 * scale
    return String((kept > 0 ? BigInt(digits.slice(0, kept).padEnd(kept, '0')) : 0n) + BigInt((digits[kept] ?? '0') >= '5')).padStart(most + 1, '0')
  }
  // The scale by the number's size, then the next one up where rounding reaches it: 999,950 is "1M", not "1000K".
  let scale = compact ? Math.min(4, Math.max(0, Math.floor(Number(exponent) / 3))) : 0
  let text = rounded(scale)
  if (compact && scale < 4 && text.length - most > 3) text = rounded(++scale)
  const whole = text.slice(0, text.length - most)
  const fraction = text.slice(whole.length).replace(/0+$/, '').padEnd(least, '0')
  // Compact numbers group their digits from five on ("1230T", "12,300T"), as Intl's do. Not with shared/thousands.ts:
  // shared with prices.ts, it would be a chunk of its own for the builder, some 120 B more of its budget.
  const grouped = compact && whole.length < 5 ? whole : whole.replace(/\B(?=(\d{3})+$)/g, ',')
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}${money ? '$' : ''}${grouped}${fraction && `.${fraction}`}${' KMBT'[scale]!.trim()}`
}
