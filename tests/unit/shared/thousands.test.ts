import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { numberText, withThousands } from '../../../src/shared/thousands'

describe('withThousands', () => {
  it('puts a comma between each three digits, as en-US writes a whole number', () => {
    expect(['0', '7', '999', '1000', '96675', '1234567', '-1200', '-12', '1234.50'].map(withThousands)).toEqual(['0', '7', '999', '1,000', '96,675', '1,234,567', '-1,200', '-12', '1,234.50'])
  })

  it("writes every whole number as Intl's en-US format does (property)", () => {
    const intl = new Intl.NumberFormat('en-US')
    // n + 0: no -0, which Intl writes "-0" and no count is.
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(withThousands(String(n + 0))).toBe(intl.format(n + 0))
      }),
    )
  })
})

describe('numberText', () => {
  it('writes a number with a fraction as typed, its whole part with thousands, never the fraction\'s digits grouped', () => {
    expect([2.5, 12, 1234.75, 2.12345, 25_000].map(numberText)).toEqual(['2.5', '12', '1,234.75', '2.12345', '25,000'])
  })
})
