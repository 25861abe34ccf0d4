const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const usdCompact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 2 })
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })
const numberCompact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })

/** Dollars for display: rounded only here, compact past a billion, never "-$0.00". */
export function formatMoney(value: number): string {
  if (!Number.isFinite(value)) return '—'
  const clean = Object.is(Math.round(value * 100), -0) ? 0 : value
  return Math.abs(clean) >= 1e9 ? usdCompact.format(clean) : usd.format(clean)
}

/** A quantity such as hours, to one decimal place. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '—'
  const clean = Object.is(Math.round(value * 10), -0) ? 0 : value
  return Math.abs(clean) >= 1e9 ? numberCompact.format(clean) : number.format(clean)
}

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })
const percentCompact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })

/** A percentage such as "69.9%"; compact past a million ("1.2M%"); never "-0%". */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) return '—'
  const clean = Object.is(Math.round(value * 10), -0) ? 0 : value
  return `${Math.abs(clean) >= 1e6 ? percentCompact.format(clean) : percent.format(clean)}%`
}
