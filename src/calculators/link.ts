import { shownText } from '../shared/shown-text'
import { formatNumber } from './format'
import { parseDecimal } from './params'
import type { CalculatorField } from './types'

/**
 * What a calculator makes of a shared link (its query string), the same
 * rule for every calculator:
 * - a parameter with a valid value fills its input, whatever else is wrong;
 * - a parameter present with an unusable value (not a plain number, out of
 *   range) is named with the allowed range, shown as far as it is safe (as
 *   plain text, cut short), and nothing is calculated until it is fixed;
 * - a missing parameter takes its default, and nothing is calculated;
 * - a parameter given twice: the first value is used, and the visitor is told;
 * - unknown parameters are ignored.
 * Only a link whose every parameter is present and valid calculates on load.
 */
export interface LinkReading<K extends string> {
  /** What each input shows: the link's value where it can be shown, else the default. */
  text: Record<K, string>
  /** For each parameter present with an unusable value, what is wrong with it. */
  problems: Partial<Record<K, string>>
  /** Parameters the link leaves out (their inputs show the default). */
  missing: K[]
  /** Parameters the link gives more than once (the first value is used). */
  repeated: K[]
  /** The inputs to calculate on load: only when every parameter is present and valid. */
  inputs?: Record<K, number>
  /** Whether the link names any of the calculator's parameters (a plain visit does not). */
  shared: boolean
}


const isMoney = (field: CalculatorField<string>) => field.unit.startsWith('USD')
const amount = (field: CalculatorField<string>, value: number) => (isMoney(field) ? `$${formatNumber(value)}` : formatNumber(value))
/** The field's unit as a word after a number ("20 years"); money carries its "$". */
const unitWord = (field: CalculatorField<string>) => (isMoney(field) ? '' : ` ${field.unit.split(' / ')[0]}`)

/** The allowed values in words: "between 1 and 20 years", "more than $0 and at most $10,000,000,000". */
export function allowedRange(field: CalculatorField<string>): string {
  const low = field.positive ? `more than ${amount(field, field.min)} and at most` : `between ${amount(field, field.min)} and`
  return `${low} ${amount(field, field.max)}${unitWord(field)}`
}

/**
 * What is wrong with an input's text for this field, or undefined when it is
 * a usable value: "Timeframe must be between 1 and 20 years."
 */
export function fieldProblem(field: CalculatorField<string>, text: string): string | undefined {
  const value = parseDecimal(text)
  if (value === undefined) return `${field.label} must be a number ${allowedRange(field)}.`
  const inRange = value >= field.min && value <= field.max && (!field.positive || value > 0)
  return inRange ? undefined : `${field.label} must be ${allowedRange(field)}.`
}

/**
 * A link's number as its field can show it: "10000." is 10000 written with its point, and a number
 * field shows nothing for it (it then calculated from a value the visitor could not see).
 */
const fieldText = (raw: string) => raw.trim().replace(/\.$/, '')

/** Reads a calculator's shared link by the rule above. */
export function readLink<K extends string>(search: string, fields: readonly CalculatorField<K>[]): LinkReading<K> {
  const params = new URLSearchParams(search)
  const text = {} as Record<K, string>
  const problems: Partial<Record<K, string>> = {}
  const missing: K[] = []
  const repeated: K[] = []
  const values = {} as Record<K, number>
  for (const field of fields) {
    const all = params.getAll(field.name)
    const first = all[0]
    if (first === undefined) {
      missing.push(field.name)
      text[field.name] = String(field.defaultValue)
      continue
    }
    if (all.length > 1) repeated.push(field.name)
    const problem = fieldProblem(field, first)
    if (problem) {
      // A number input can show a number out of range, not other text: that is quoted in the message instead.
      const showable = parseDecimal(first) !== undefined
      const given = shownText(first)
      problems[field.name] = showable ? problem : `${problem} The link gives ${given ? `"${given}"` : 'nothing'}.`
      text[field.name] = showable ? fieldText(first) : ''
    } else {
      text[field.name] = fieldText(first)
      values[field.name] = parseDecimal(first) as number
    }
  }
  const complete = missing.length === 0 && Object.keys(problems).length === 0
  return { text, problems, missing, repeated, inputs: complete ? values : undefined, shared: missing.length < fields.length }
}
