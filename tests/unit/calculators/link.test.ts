import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { complianceFields } from '../../../src/calculators/compliance-roi'
import { emailFields } from '../../../src/calculators/email-time-saved'
import { allowedRange, fieldProblem, readLink } from '../../../src/calculators/link'
import { roiFields } from '../../../src/calculators/roi'
import { breakevenFields } from '../../../src/calculators/saas-breakeven'
import { teamFields } from '../../../src/calculators/team-productivity'
import { toolCostFields } from '../../../src/calculators/tool-cost'
import type { CalculatorField } from '../../../src/calculators/types'

const ALL: [string, readonly CalculatorField<string>[]][] = [
  ['roi', roiFields],
  ['saas breakeven', breakevenFields],
  ['tool cost', toolCostFields],
  ['team productivity', teamFields],
  ['email time saved', emailFields],
  ['compliance automation roi', complianceFields],
]

describe('the allowed range in words', () => {
  it('names units, money and the fields that must be above zero', () => {
    const field = (name: string) => roiFields.find((f) => f.name === name) as CalculatorField<string>
    expect(allowedRange(field('years'))).toBe('between 1 and 20 years')
    expect(allowedRange(field('investment'))).toBe('between $1 and $10B')
    expect(allowedRange(field('benefits'))).toBe('more than $0 and at most $10B')
    expect(allowedRange(breakevenFields.find((f) => f.name === 'time') as CalculatorField<string>)).toBe('between 0.1 and 24 hours')
  })

  it('says what is wrong with a value, naming the field', () => {
    const years = roiFields.find((f) => f.name === 'years') as CalculatorField<string>
    expect(fieldProblem(years, '25')).toBe('Timeframe must be between 1 and 20 years.')
    expect(fieldProblem(years, 'abc')).toBe('Timeframe must be a number between 1 and 20 years.')
    expect(fieldProblem(years, '')).toBe('Timeframe must be a number between 1 and 20 years.')
    expect(fieldProblem(years, '3')).toBeUndefined()
    expect(fieldProblem(roiFields.find((f) => f.name === 'benefits') as CalculatorField<string>, '0')).toBe('Benefits per year must be more than $0 and at most $10B.')
  })
})

describe('reading a shared link (the same rule for every calculator)', () => {
  it('the issue’s link: the valid values fill their inputs, the bad one is named, nothing is calculated', () => {
    const link = readLink('?investment=50000&benefits=15000&costs=2000&years=25', roiFields)
    expect(link.text).toEqual({ investment: '50000', benefits: '15000', costs: '2000', years: '25' })
    expect(link.problems).toEqual({ years: 'Timeframe must be between 1 and 20 years.' })
    expect(link.inputs).toBeUndefined()
    expect(link.shared).toBe(true)
  })

  it('quotes a value a number input cannot show, as plain text cut short, and leaves the input empty', () => {
    const link = readLink('?investment=abc&benefits=15000&costs=2000&years=3', roiFields)
    expect(link.text.investment).toBe('')
    expect(link.problems.investment).toBe('Initial investment must be a number between $1 and $10B. The link gives "abc".')
    const markup = readLink(`?investment=${encodeURIComponent('<img src=x onerror=alert(1)>\u0007')}&benefits=1&costs=1&years=1`, roiFields)
    expect(markup.problems.investment).toBe('Initial investment must be a number between $1 and $10B. The link gives "<img src=x onerror=alert…".')
    expect(readLink('?investment=&benefits=1&costs=1&years=1', roiFields).problems.investment).toMatch(/The link gives nothing\.$/)
  })

  it('fills a number written with a trailing point ("10000.") as its field can show it, so what is calculated is what the field shows', () => {
    const link = readLink('?investment=10000.&benefits=15000&costs=2000&years=0.', roiFields)
    expect(link.text).toEqual({ investment: '10000', benefits: '15000', costs: '2000', years: '0' })
    expect(link.problems).toEqual({ years: 'Timeframe must be between 1 and 20 years.' })
    expect(readLink('?investment=10000.&benefits=15000&costs=2000&years=3', roiFields).inputs).toEqual({ investment: 10000, benefits: 15000, costs: 2000, years: 3 })
  })

  it('gives a missing parameter its default and calculates nothing', () => {
    const link = readLink('?investment=50000&benefits=15000&costs=2000', roiFields)
    expect(link.text).toEqual({ investment: '50000', benefits: '15000', costs: '2000', years: '3' })
    expect(link.missing).toEqual(['years'])
    expect(link.problems).toEqual({})
    expect(link.inputs).toBeUndefined()
  })

  it('uses the first of repeated parameters and says so; ignores unknown ones', () => {
    const link = readLink('?years=4&years=99&investment=1&benefits=2&costs=0&utm_source=x&__proto__=1', roiFields)
    expect(link.repeated).toEqual(['years'])
    expect(link.inputs).toEqual({ investment: 1, benefits: 2, costs: 0, years: 4 })
  })

  it('is not a shared link when it names none of the parameters', () => {
    expect(readLink('', roiFields).shared).toBe(false)
    expect(readLink('?utm_source=newsletter', roiFields)).toMatchObject({ shared: false, inputs: undefined, problems: {} })
  })

  it('names a value every object inherits ("valueOf", "__proto__") as unusable in every field, like any other text', () => {
    for (const [, fields] of ALL) {
      for (const value of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
        const link = readLink(new URLSearchParams(fields.map((f) => [f.name, value])).toString(), fields)
        expect(Object.keys(link.problems), value).toEqual(fields.map((f) => f.name))
        for (const f of fields) expect(link.problems[f.name], value).toMatch(new RegExp(`^${f.label.replace(/[()]/g, '\\$&')} must be a number .* The link gives "${value}"\\.$`))
        expect(link.inputs).toBeUndefined()
      }
    }
  })

  for (const [name, fields] of ALL) {
    it(`${name}: one bad value keeps the others, and one missing value calculates nothing (property)`, () => {
      const valid = Object.fromEntries(fields.map((f) => [f.name, String(f.defaultValue)]))
      fc.assert(
        fc.property(fc.constantFrom(...fields), fc.constantFrom('abc', '-1', '1e3', '99999999999', ''), (bad, value) => {
          const link = readLink(new URLSearchParams({ ...valid, [bad.name]: value }).toString(), fields)
          expect(Object.keys(link.problems)).toEqual([bad.name])
          expect(link.problems[bad.name]).toMatch(new RegExp(`^${bad.label.replace(/[()]/g, '\\$&')} must be `))
          for (const f of fields) if (f !== bad) expect(link.text[f.name]).toBe(valid[f.name])
          expect(link.inputs).toBeUndefined()
          const { [bad.name]: _, ...rest } = valid
          const missing = readLink(new URLSearchParams(rest).toString(), fields)
          expect(missing.missing).toEqual([bad.name])
          expect(missing.text[bad.name]).toBe(String(bad.defaultValue))
          expect(missing.inputs).toBeUndefined()
        }),
      )
    })
  }
})
