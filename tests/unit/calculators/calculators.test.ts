import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readLink } from '../../../src/calculators/link'
import { writeParams } from '../../../src/calculators/params'
import { breakevenCalculator, breakevenFields, calculateBreakeven, paybackText } from '../../../src/calculators/saas-breakeven'
import { breakEvenMonth, calculateRoi, roiBand, roiCalculator, roiFields, roiPaybackText } from '../../../src/calculators/roi'
import { calculateTeamProductivity, teamCalculator, teamFields } from '../../../src/calculators/team-productivity'
import { calculateToolCost, toolCostCalculator, toolCostFields } from '../../../src/calculators/tool-cost'
import type { CalculatorField } from '../../../src/calculators/types'
import { formatPercent } from '../../../src/calculators/format'

const cents = (n: number) => Math.round(n * 100) / 100
const defaults = <K extends string>(fields: readonly CalculatorField<K>[]) => Object.fromEntries(fields.map((f) => [f.name, f.defaultValue])) as Record<K, number>

/** Any valid input: each field between its bounds, on its step. */
const inputs = <K extends string>(fields: readonly CalculatorField<K>[]): fc.Arbitrary<Record<K, number>> =>
  fc.record(
    Object.fromEntries(
      fields.map((f) => {
        const low = Math.max(f.min, f.positive ? f.step : f.min)
        const steps = Math.floor((f.max - low) / f.step)
        return [f.name, fc.integer({ min: 0, max: Math.min(steps, 2_000_000_000) }).map((k) => Math.round((low + k * f.step) * 1000) / 1000)]
      }),
    ) as Record<K, fc.Arbitrary<number>>,
  ) as fc.Arbitrary<Record<K, number>>

const allFinite = (results: object) => Object.values(results).every((v) => typeof v !== 'number' || Number.isFinite(v))

/**
 * The property every calculator keeps: each valid input gives finite
 * results, and `more` of an input never makes the result worse (`check`
 * compares the result with the one for the same inputs with more of it).
 */
function finiteAndNeverWorseWithMore<K extends string, R extends object>(
  fields: readonly CalculatorField<K>[],
  calculate: (inputs: Record<K, number>) => R,
  more: (inputs: Record<K, number>) => Record<K, number>,
  check: (results: R, withMore: R, inputs: Record<K, number>) => void,
) {
  fc.assert(
    fc.property(inputs(fields), (i) => {
      const r = calculate(i)
      expect(allFinite(r)).toBe(true)
      check(r, calculate(more(i)), i)
    }),
  )
}

describe('SaaS breakeven', () => {
  it('has the spec defaults, and computes them by hand', () => {
    expect(defaults(breakevenFields)).toEqual({ price: 99, time: 2, rate: 50, team: 5 })
    const r = calculateBreakeven(defaults(breakevenFields))
    expect(r.monthlyTimeSaved).toBe(220) // 2 h x 5 people x 22 days
    expect(r.monthlySavings).toBe(11000)
    expect(r.monthsToBreakeven).toBeCloseTo(0.009, 10)
    expect(r.daysToBreakeven).toBeCloseTo(0.27, 10)
    expect(cents(r.annualROI)).toBe(11011.11) // (132,000 - 1,188) / 1,188
    expect(paybackText(r)).toBe('0.3 days')
    expect(Object.keys(r).sort()).toEqual(['annualROI', 'daysToBreakeven', 'monthlySavings', 'monthlyTimeSaved', 'monthsToBreakeven'])
  })

  it('shows a payback of 30 days or more in months', () => {
    const r = calculateBreakeven({ price: 1000, time: 0.5, rate: 10, team: 2 }) // 22 h, $220 a month
    expect(cents(r.monthsToBreakeven)).toBe(4.55)
    expect(paybackText(r)).toBe('4.5 months')
    expect(cents(r.annualROI)).toBe(-78)
  })

  it('refuses time below 0.1 and any zero', () => {
    expect(breakevenCalculator.isValid({ price: 99, time: 0.05, rate: 50, team: 5 })).toBe(false)
    expect(breakevenCalculator.isValid({ price: 0, time: 2, rate: 50, team: 5 })).toBe(false)
    expect(breakevenCalculator.isValid({ price: 99, time: 0.1, rate: 50, team: 5 })).toBe(true)
  })

  it('is finite for every valid input, and more time saved never pays back slower (property)', () => {
    finiteAndNeverWorseWithMore(breakevenFields, calculateBreakeven, (i) => ({ ...i, time: Math.min(24, i.time + 1) }), (r, more, i) => {
      expect(breakevenCalculator.isValid(i)).toBe(true)
      expect(more.monthlySavings).toBeGreaterThanOrEqual(r.monthlySavings)
      expect(more.daysToBreakeven).toBeLessThanOrEqual(r.daysToBreakeven)
    })
  })
})

describe('ROI', () => {
  const today = new Date(Date.UTC(2026, 10, 21))

  it('has the spec defaults, and computes them by hand', () => {
    expect(defaults(roiFields)).toEqual({ investment: 10000, benefits: 15000, costs: 2000, years: 3 })
    const r = calculateRoi(defaults(roiFields), today)
    expect(r.netBenefit).toBe(29000) // 13,000 x 3 - 10,000
    expect(r.totalROI).toBe(290)
    expect(cents(r.annualROI)).toBe(69.85) // 4.9^(1/3) - 1
    expect(cents(r.paybackMonths!)).toBe(9.23) // 10,000 / (13,000 / 12)
    expect(r.breakEvenPoint).toBe('August 2027')
    expect(roiPaybackText(r.paybackMonths)).toBe('9.2 months')
    expect(roiBand(r.annualROI)).toBe('green')
    expect(Object.keys(r).sort()).toEqual(['annualROI', 'breakEvenPoint', 'netBenefit', 'paybackMonths', 'totalROI'])
  })

  it('says Never when the yearly net is not positive, and keeps the annual rate real', () => {
    const r = calculateRoi({ investment: 10000, benefits: 1000, costs: 2000, years: 3 }, today)
    expect(r.paybackMonths).toBeNull()
    expect(r.breakEvenPoint).toBe('Never')
    expect(roiPaybackText(r.paybackMonths)).toBe('Never')
    expect(r.totalROI).toBe(-130)
    expect(cents(r.annualROI)).toBe(-11.21) // 0.7^(1/3) - 1
    expect(roiBand(r.annualROI)).toBe('red')
  })

  it('reports a total loss as -100% a year rather than NaN', () => {
    const r = calculateRoi({ investment: 10000, benefits: 1, costs: 10000, years: 2 }, today)
    expect(r.annualROI).toBe(-100)
    expect(allFinite(r)).toBe(true)
  })

  it('shows paybacks of a year or more in years, and very long ones without a date', () => {
    expect(roiPaybackText(30)).toBe('2.5 years')
    const r = calculateRoi({ investment: 10_000_000_000, benefits: 1, costs: 0, years: 20 }, today)
    expect(r.breakEvenPoint).toBe('More than 100 years from now')
    expect(roiPaybackText(r.paybackMonths)).toBe('More than 100 years')
  })

  it('adds whole months and the rest as days to find the break-even month', () => {
    expect(breakEvenMonth(new Date(Date.UTC(2026, 0, 31)), 1)).toBe('March 2026') // Jan 31 + 1 month rolls into March
    expect(breakEvenMonth(today, 0)).toBe('November 2026')
    expect(breakEvenMonth(today, 0.5)).toBe('December 2026')
  })

  it('bands the annual ROI at 20, 10 and 0', () => {
    expect([25, 20, 15, 10, 5, 0.1, 0, -5].map(roiBand)).toEqual(['green', 'green', 'blue', 'blue', 'yellow', 'yellow', 'red', 'red'])
  })

  it('bands the annual ROI as it is shown, to one decimal place', () => {
    // 1.2 ** 1 - 1 is 0.19999999999999996: shown as "20%", and green like it.
    const twenty = calculateRoi({ investment: 100, benefits: 20, costs: 0, years: 1 }, today).annualROI
    expect(twenty).toBeLessThan(20)
    expect(formatPercent(twenty)).toBe('20%')
    expect(roiBand(twenty)).toBe('green')
    expect([19.96, 19.94, 9.96, 0.04].map(roiBand)).toEqual(['green', 'blue', 'blue', 'red'])
  })

  it('says one month, one year and one day in the singular', () => {
    expect(roiPaybackText(12)).toBe('1 year')
    expect(roiPaybackText(1)).toBe('1 month')
    expect(roiPaybackText(18)).toBe('1.5 years')
    expect(paybackText({ daysToBreakeven: 1, monthsToBreakeven: 1 / 30 })).toBe('1 day')
    expect(paybackText({ daysToBreakeven: 30, monthsToBreakeven: 1 })).toBe('1 month')
    expect(paybackText({ daysToBreakeven: 45, monthsToBreakeven: 1.5 })).toBe('1.5 months')
  })

  it('validates per spec: investment, benefits and years positive, costs zero or more, years at most 20', () => {
    const calc = roiCalculator(() => today)
    expect(calc.isValid({ investment: 10000, benefits: 15000, costs: 0, years: 3 })).toBe(true)
    expect(calc.isValid({ investment: 10000, benefits: 0, costs: 0, years: 3 })).toBe(false)
    expect(calc.isValid({ investment: 0, benefits: 15000, costs: 0, years: 3 })).toBe(false)
    expect(calc.isValid({ investment: 10000, benefits: 15000, costs: 0, years: 21 })).toBe(false)
    expect(calc.invalidMessage).toBe('Please enter valid numbers. Investment, benefits, and timeframe must be positive.')
  })

  it('is finite for every valid input, and more benefit never lowers the ROI (property)', () => {
    fc.assert(
      fc.property(inputs(roiFields), fc.integer({ min: 0, max: 1_000_000 }), (i, extra) => {
        const r = calculateRoi(i, today)
        expect(allFinite(r)).toBe(true)
        expect(r.breakEvenPoint).not.toMatch(/Invalid|NaN/)
        const more = calculateRoi({ ...i, benefits: i.benefits + extra }, today)
        expect(more.totalROI).toBeGreaterThanOrEqual(r.totalROI)
        expect(more.annualROI).toBeGreaterThanOrEqual(r.annualROI - 1e-9)
      }),
    )
  })
})

describe('team productivity', () => {
  it('has the spec defaults, and computes them by hand', () => {
    expect(defaults(teamFields)).toEqual({ team: 10, time: 30, rate: 65 })
    const r = calculateTeamProductivity(defaults(teamFields))
    expect(r.weeklyHours).toBe(25) // 10 x 30 / 60 x 5
    expect(cents(r.monthlyHours)).toBe(108.25) // x 4.33
    expect(cents(r.annualHours)).toBe(1299)
    expect(r.weeklySavings).toBe(1625)
    expect(cents(r.monthlySavings)).toBe(7036.25)
    expect(cents(r.annualSavings)).toBe(84435)
  })

  it('is finite for every valid input, and more time saved never lowers savings (property)', () => {
    finiteAndNeverWorseWithMore(teamFields, calculateTeamProductivity, (i) => ({ ...i, time: i.time + 1 }), (r, more, i) => {
      expect(teamCalculator.isValid(i)).toBe(true)
      expect(more.annualSavings).toBeGreaterThanOrEqual(r.annualSavings)
    })
  })
})

describe('tool cost', () => {
  it('has the spec defaults, and computes them by hand', () => {
    expect(defaults(toolCostFields)).toEqual({ cost: 100, team: 5, time: 60, rate: 75 })
    const r = calculateToolCost(defaults(toolCostFields))
    expect(r.monthlyCost).toBe(500)
    expect(r.annualCost).toBe(6000)
    expect(r.monthlySavings).toBe(8250) // 5 x 60 / 60 x 22 x 75
    expect(r.annualSavings).toBe(99000)
    expect(r.monthlyROI).toBe(1550)
    expect(r.annualROI).toBe(1550)
    expect(cents(r.paybackMonths)).toBe(0.73)
    expect(r.isWorthIt).toBe(true)
  })

  it('says a tool that saves less than it costs may not be worth it', () => {
    const r = calculateToolCost({ cost: 1000, team: 1, time: 1, rate: 1 })
    expect(cents(r.monthlySavings)).toBe(0.37)
    expect(r.annualROI).toBeLessThan(0)
    expect(r.isWorthIt).toBe(false)
  })

  it('is finite for every valid input, and more time saved never lowers savings (property)', () => {
    finiteAndNeverWorseWithMore(toolCostFields, calculateToolCost, (i) => ({ ...i, time: i.time + 1 }), (r, more, i) => {
      expect(toolCostCalculator.isValid(i)).toBe(true)
      expect(more.monthlySavings).toBeGreaterThanOrEqual(r.monthlySavings)
      expect(r.isWorthIt).toBe(r.annualROI > 0 && r.paybackMonths <= 12)
    })
  })
})

describe('query parameters of every calculator', () => {
  const cases = [
    ['breakeven', breakevenFields],
    ['roi', roiFields],
    ['team productivity', teamFields],
    ['tool cost', toolCostFields],
  ] as const
  for (const [name, fields] of cases) {
    it(`${name}: parse(serialize(inputs)) round-trips (property)`, () => {
      const names = fields.map((f) => f.name)
      fc.assert(fc.property(inputs(fields as readonly CalculatorField<string>[]), (i) => {
        expect(readLink(writeParams(i, names), fields as readonly CalculatorField<string>[]).inputs).toEqual(i)
      }))
    })
  }

  it('uses the spec names', () => {
    expect(breakevenFields.map((f) => f.name)).toEqual(['price', 'time', 'rate', 'team'])
    expect(roiFields.map((f) => f.name)).toEqual(['investment', 'benefits', 'costs', 'years'])
    expect(teamFields.map((f) => f.name)).toEqual(['team', 'time', 'rate'])
    expect(toolCostFields.map((f) => f.name)).toEqual(['cost', 'team', 'time', 'rate'])
  })
})

describe('compliance automation ROI', () => {
  it('computes the defaults by hand', async () => {
    const { calculateComplianceRoi, complianceFields } = await import('../../../src/calculators/compliance-roi')
    expect(defaults(complianceFields)).toEqual({ hours: 300, rate: 75, tool: 15000, audit: 5000 })
    const r = calculateComplianceRoi(defaults(complianceFields))
    expect(r.laborSavings).toBe(22500) // 300 h x $75
    expect(r.annualBenefit).toBe(27500) // + $5,000 auditor fees
    expect(r.netBenefit).toBe(12500) // - $15,000 tool
    expect(cents(r.roi)).toBe(83.33)
    expect(cents(r.paybackMonths)).toBe(6.55) // 15,000 / (27,500 / 12)
    expect(r.isWorthIt).toBe(true)
  })

  it('says a tool that costs more than it saves may not be worth it, and allows zero auditor savings', async () => {
    const { calculateComplianceRoi, complianceCalculator } = await import('../../../src/calculators/compliance-roi')
    const r = calculateComplianceRoi({ hours: 50, rate: 50, tool: 20000, audit: 0 })
    expect(r.netBenefit).toBe(-17500)
    expect(r.isWorthIt).toBe(false)
    expect(complianceCalculator.isValid({ hours: 50, rate: 50, tool: 20000, audit: 0 })).toBe(true)
    expect(complianceCalculator.isValid({ hours: 0, rate: 50, tool: 20000, audit: 0 })).toBe(false)
  })

  it('is finite for every valid input, and more hours saved never lowers the benefit (property)', async () => {
    const { calculateComplianceRoi, complianceFields } = await import('../../../src/calculators/compliance-roi')
    finiteAndNeverWorseWithMore(complianceFields, calculateComplianceRoi, (i) => ({ ...i, hours: i.hours + 1 }), (r, more, i) => {
      expect(more.annualBenefit).toBeGreaterThanOrEqual(r.annualBenefit)
      const names = complianceFields.map((f) => f.name)
      expect(readLink(writeParams(i, names), complianceFields).inputs).toEqual(i)
    })
  })
})
