const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const usdCompact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 2 })
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })

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
  return number.format(clean)
}
