/** One numeric input of a calculator. */
export interface CalculatorField<K extends string> {
  name: K
  label: string
  /** Unit shown after the input ("emails", "$ / hour"). */
  unit: string
  /** The smallest value allowed, inclusive, unless `positive` says it must be above zero. */
  min: number
  max: number
  step: number
  defaultValue: number
  /** The value must be greater than zero, though the input allows 0 (the ROI calculator's annual costs may be 0; its benefits may not). */
  positive?: boolean
}

/** A calculator: its inputs, its validation, and its pure math. */
export interface CalculatorDefinition<K extends string, R> {
  fields: readonly CalculatorField<K>[]
  /** The error toast's description when an input is invalid. */
  invalidMessage: string
  /** Whether every input is within its bounds: present, a number, and within the field's min and max (or above zero where `positive`). */
  isValid: (inputs: Record<K, number>) => boolean
  calculate: (inputs: Record<K, number>) => R
}

export const INVALID_INPUT_TITLE = 'Invalid Input'
export const INVALID_POSITIVE_MESSAGE = 'Please enter valid positive numbers for all fields.'
export const INVALID_ROI_MESSAGE = 'Please enter valid numbers. Investment, benefits, and timeframe must be positive.'

/** True when every value is finite and within its field's bounds. */
export function withinBounds<K extends string>(fields: readonly CalculatorField<K>[], inputs: Record<K, number>): boolean {
  return fields.every(({ name, min, max, positive }) => {
    const value = inputs[name]
    return Number.isFinite(value) && value >= min && value <= max && (!positive || value > 0)
  })
}
