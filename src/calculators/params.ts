/**
 * Strict reading of calculator inputs from a form or a URL: plain decimal
 * numbers only. No sign, exponent, hex, "NaN", "Infinity", full-width
 * digits or trailing junk; at most 16 characters.
 */
const PLAIN_DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/
const MAX_LENGTH = 16

export function parseDecimal(raw: string | null | undefined): number | undefined {
  if (typeof raw !== 'string') return undefined
  const value = raw.trim()
  if (value.length === 0 || value.length > MAX_LENGTH || !PLAIN_DECIMAL.test(value)) return undefined
  const number = Number(value)
  return Number.isFinite(number) ? number : undefined
}

/** The query string for a set of inputs, in the given order. */
export function writeParams<K extends string>(values: Record<K, number>, names: readonly K[]): string {
  const params = new URLSearchParams()
  for (const name of names) params.set(name, String(values[name]))
  return params.toString()
}
