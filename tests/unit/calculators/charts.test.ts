import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { niceStep, valueAxis } from '../../../src/calculators/chart-scale'
import { breakevenChart, complianceChart, emailChart, roiChart, teamChart, toolCostChart } from '../../../src/calculators/charts'
import { calculateComplianceRoi } from '../../../src/calculators/compliance-roi'
import { calculateEmailTimeSaved } from '../../../src/calculators/email-time-saved'
import { calculateRoi } from '../../../src/calculators/roi'
import { calculateBreakeven } from '../../../src/calculators/saas-breakeven'
import { calculateTeamProductivity } from '../../../src/calculators/team-productivity'
import { calculateToolCost } from '../../../src/calculators/tool-cost'

const today = new Date(Date.UTC(2026, 10, 26))

describe('the value axis', () => {
  it('takes round steps and always shows zero', () => {
    expect(niceStep(29_000, 4)).toBe(10_000)
    expect(niceStep(39_000, 4)).toBe(10_000)
    expect(valueAxis([-10_000, 29_000])).toEqual({ low: -10_000, high: 30_000, ticks: [-10_000, 0, 10_000, 20_000, 30_000] })
    expect(valueAxis([5, 7]).ticks[0]).toBe(0)
    expect(valueAxis([0.1, 0.3]).ticks).toEqual([0, 0.1, 0.2, 0.3])
    expect(valueAxis([0, 0])).toEqual({ low: 0, high: 1, ticks: [0, 1] })
  })

  it('covers every value with at most a handful of ticks (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e12, max: 1e12, noNaN: true }), { minLength: 1, maxLength: 20 }), (values) => {
        const axis = valueAxis(values)
        expect(axis.low).toBeLessThanOrEqual(Math.min(0, ...values))
        expect(axis.high).toBeGreaterThanOrEqual(Math.max(0, ...values))
        expect(axis.ticks.length).toBeLessThanOrEqual(11)
        expect(axis.ticks.every(Number.isFinite)).toBe(true)
      }),
    )
  })
})

describe('each calculator’s chart, from its results', () => {
  it('ROI: the net position from minus the investment, crossing zero at payback', () => {
    const inputs = { investment: 10_000, benefits: 15_000, costs: 2_000, years: 3 }
    const chart = roiChart(inputs, calculateRoi(inputs, today))
    expect(chart.series[0]?.points).toEqual([[0, -10_000], [12, 3_000], [24, 16_000], [36, 29_000]])
    expect(chart.crossing?.label).toBe('Month 10') // 9.2 months: during the tenth
    expect(chart.summary).toBe('Pays back in month 10; after 3 years you are $29,000 ahead.')
    expect(chart.table.rows).toEqual([['0', '-$10,000'], ['1', '$3,000'], ['2', '$16,000'], ['3', '$29,000']])
  })

  it('ROI: a timeframe of part of a year ends at its own point, the one its summary gives', () => {
    const inputs = { investment: 10_000, benefits: 15_000, costs: 2_000, years: 2.5 }
    const chart = roiChart(inputs, calculateRoi(inputs, today))
    const points = chart.series[0]!.points
    expect(points.map(([month]) => month)).toEqual([0, 12, 24, 30])
    expect(points.at(-1)![1]).toBeCloseTo(22_500)
    expect(chart.table.rows.at(-1)).toEqual(['2.5', '$22,500'])
    expect(chart.summary).toBe('Pays back in month 10; after 2.5 years you are $22,500 ahead.')
  })

  it('ROI: says when it never pays back, or pays back after the timeframe', () => {
    const never = { investment: 10_000, benefits: 1_000, costs: 2_000, years: 2 }
    expect(roiChart(never, calculateRoi(never, today)).summary).toBe('Never pays back: after 2 years you are $12,000 behind.')
    const late = { investment: 10_000, benefits: 3_000, costs: 1_000, years: 2 }
    const chart = roiChart(late, calculateRoi(late, today))
    expect(chart.crossing).toBeUndefined()
    expect(chart.summary).toBe('Pays back in month 60, later than the chart shows; after 2 years you are $6,000 behind.')
  })

  it('compliance: the first year month by month, as ROI', () => {
    const chart = complianceChart(calculateComplianceRoi({ hours: 300, rate: 75, tool: 15_000, audit: 5_000 }))
    expect(chart.series[0]?.points[0]).toEqual([0, -15_000])
    expect(chart.series[0]?.points[12]?.[1]).toBeCloseTo(12_500)
    expect(chart.summary).toBe('Pays back in month 7; after a year you are $12,500 ahead.')
  })

  it('SaaS breakeven: a monthly price in steps against savings, crossing at the payback', () => {
    const inputs = { price: 99, time: 2, rate: 50, team: 5 }
    const chart = breakevenChart(inputs, calculateBreakeven(inputs))
    const paid = chart.series[0]?.points ?? []
    expect(paid.slice(0, 3)).toEqual([[0, 99], [1, 99], [1, 198]])
    expect(paid[paid.length - 1]).toEqual([12, 1188])
    expect(chart.crossing?.x).toBeCloseTo(99 / 11_000)
    expect(chart.summary).toBe('Savings cover the month\u2019s price after 0.3 days. After 12 months you have saved $132,000 and paid $1,188.'.replace('\u2019', "'"))
    const slow = { price: 5_000, time: 0.1, rate: 10, team: 1 }
    const none = breakevenChart(slow, calculateBreakeven(slow))
    expect(none.crossing).toBeUndefined()
    expect(none.summary).toMatch(/^A month's savings \(\$22\) never cover the month's price \(\$5,000\)\./)
  })

  it('tool cost: a year paid up front against savings, crossing at the payback', () => {
    const chart = toolCostChart(calculateToolCost({ cost: 100, team: 5, time: 60, rate: 75 }))
    expect(chart.series[0]?.points.every(([, y]) => y === 6_000)).toBe(true)
    expect(chart.crossing?.x).toBeCloseTo(6_000 / 8_250)
    expect(chart.summary).toBe('Savings cover the year\'s cost in month 1. After 12 months you have saved $99,000 and paid $6,000.')
  })

  it('team productivity and email: hours and money per week, month and year', () => {
    const team = teamChart(calculateTeamProductivity({ team: 10, time: 30, rate: 65 }))
    expect(team.groups.map((g) => g.bars.map((b) => b.label))).toEqual([['Week', 'Month', 'Year'], ['Week', 'Month', 'Year']])
    expect(team.groups[0]?.bars[0]?.value).toBe(25)
    expect(team.summary).toBe('Your team saves 1,299 hours a year, worth $84,435: 25 hours a week.')
    const inputs = { emails: 50, seconds: 10, rate: 50 }
    const email = emailChart(inputs, calculateEmailTimeSaved(inputs))
    expect(email.groups[0]?.bars[0]?.value).toBeCloseTo(50 * 10 * 5 / 3600)
    expect(email.table.head).toEqual(['Per', 'Hours', 'Money'])
  })
})
