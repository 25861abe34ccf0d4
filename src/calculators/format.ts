/**
 * An en-US number formatter, made on first use and kept. The first Intl
 * formatter a page makes loads the browser's locale data (40 ms in a headless
 * Chromium): made at module load, that landed in the task that wakes a
 * calculator; made on first use, it waits for the first result shown.
 */
function formatter(options: Intl.NumberFormatOptions): (value: number) => string {
  let made: Intl.NumberFormat | undefined
  return (value) => (made ??= new Intl.NumberFormat('en-US', options)).format(value)
}

const usd = formatter({ style: 'currency', currency: 'USD' })
const usdCompact = formatter({ style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 2 })
const number = formatter({ maximumFractionDigits: 1 })
const numberCompact = formatter({ notation: 'compact', maximumFractionDigits: 1 })

/** Dollars for display: rounded only here, compact past a billion, never "-$0.00". */
export function formatMoney(value: number): string {
  if (!Number.isFinite(value)) return '—'
  const clean = Object.is(Math.round(value * 100), -0) ? 0 : value
  return Math.abs(clean) >= 1e9 ? usdCompact(clean) : usd(clean)
}

/** A quantity such as hours, to one decimal place; a positive one too small to show is "under 0.1", never "0". */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '—'
  if (value > 0 && value < 0.05) return 'under 0.1'
  const clean = Object.is(Math.round(value * 10), -0) ? 0 : value
  return Math.abs(clean) >= 1e9 ? numberCompact(clean) : number(clean)
}

/**
 * A quantity with its unit, as written: "1 month", "1.5 months", "0 hours". The unit is singular only when the number
 * shown is exactly one, so a payback of 0.98 months, shown as "1", reads "1 month".
 */
export function formatCount(value: number, singular: string, plural = `${singular}s`): string {
  const shown = formatNumber(value)
  return `${shown} ${shown === '1' ? singular : plural}`
}

const percent = formatter({ maximumFractionDigits: 1 })
const percentCompact = formatter({ notation: 'compact', maximumFractionDigits: 1 })

/** A percentage such as "69.9%"; compact past a million ("1.2M%"); never "-0%". */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) return '—'
  const clean = Object.is(Math.round(value * 10), -0) ? 0 : value
  return `${Math.abs(clean) >= 1e6 ? percentCompact(clean) : percent(clean)}%`
}

const usdWhole = formatter({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
const usdShort = formatter({ style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 })

/** Whole dollars, for sentences about a chart ("$29,000"); compact past a billion. */
export function formatMoneyWhole(value: number): string {
  if (!Number.isFinite(value)) return '—'
  const clean = Object.is(Math.round(value), -0) ? 0 : value
  return Math.abs(clean) >= 1e9 ? usdCompact(clean) : usdWhole(clean)
}

/** Dollars on a chart's axis: "$10K", "-$2.5M", "$0". */
export function formatMoneyShort(value: number): string {
  if (!Number.isFinite(value)) return '—'
  return usdShort(Object.is(value, -0) ? 0 : value)
}

/** A quantity on a chart's axis: "1.2K", "350". */
export function formatNumberShort(value: number): string {
  if (!Number.isFinite(value)) return '—'
  return numberCompact(Object.is(value, -0) ? 0 : value)
}
