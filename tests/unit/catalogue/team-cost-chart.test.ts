import { describe, expect, it } from 'vitest'
import type { Plan } from '../../../src/catalogue/plans'
import type { PricedPlan, TeamCost } from '../../../src/catalogue/team-cost'
import { teamCostChart } from '../../../src/catalogue/team-cost-chart'

const priced = (total: number): PricedPlan => ({ label: 'Plan', seats: 10, yearly: { total, currency: 'USD', words: '' }, checked: '2025-09-06' }) as PricedPlan
const known = (total: number): TeamCost => ({ status: 'known', cost: priced(total) })
const plan = { price: { kind: 'quote' }, seats: {}, checked: '2025-09-06' } as unknown as Plan

describe("the team cost's chart", () => {
  it('draws only figures that are costs, and names each tool it leaves out and why', () => {
    const chart = teamCostChart(
      [
        { name: 'Notion', cost: known(3600) },
        { name: 'HubSpot', cost: { status: 'needs-unchecked', cost: priced(0), unchecked: ['SSO'] } },
        { name: 'Rippling', cost: { status: 'from-price', cost: priced(960), unchecked: [] } },
        { name: 'Vanta', cost: { status: 'quote', plan, label: 'Custom quote', unchecked: [] } },
        { name: 'Front', cost: { status: 'price-unchecked', plan, label: 'Professional', unchecked: [] } },
        { name: 'Plausible', cost: { status: 'usage', plan, label: 'Growth', unchecked: [] } },
        { name: 'Deel', cost: { status: 'none', why: 'No plan has PEO option' } },
      ],
      20,
    )
    expect(chart?.bars).toEqual([{ name: 'Notion', total: 3600, currency: 'USD' }])
    expect(chart?.summary).toBe(
      'Notion would cost $3,600 a year for a team of 20. Not in the chart: HubSpot (SSO not checked), Rippling (a starting price), ' +
        'Vanta (a custom quote), Front (price not checked), Plausible (priced by usage) and Deel (no plan fits).',
    )
  })

  it('names the least and the most by figure, and every tool that ties', () => {
    const rows = [
      { name: 'Gusto', cost: known(1308) },
      { name: 'OnPay', cost: known(1308) },
      { name: 'Rippling', cost: known(2400) },
    ]
    expect(teamCostChart(rows, 10)?.summary).toBe('For a team of 10, Gusto and OnPay cost least, $1,308 a year, and Rippling most, $2,400.')
    expect(teamCostChart(rows.slice(0, 2), 10)?.summary).toBe('For a team of 10, Gusto and OnPay cost the same, $1,308 a year.')
    expect(teamCostChart([...rows].reverse(), 10)?.summary).toBe('For a team of 10, OnPay and Gusto cost least, $1,308 a year, and Rippling most, $2,400.')
    expect(teamCostChart(rows.slice(0, 1), 25_000)?.summary).toBe('Gusto would cost $1,308 a year for a team of 25,000.')
  })

  it('says which drawn figures may cost less on a plan whose price is a quote or not checked', () => {
    const caveated: TeamCost = { status: 'known', cost: { ...priced(14_400), cheaperUnpriced: ['Professional (price not checked)'] } }
    const chart = teamCostChart([{ name: 'Pipedrive', cost: known(3600) }, { name: 'HubSpot', cost: caveated }], 12)
    expect(chart?.bars.map((bar) => bar.name)).toEqual(['Pipedrive', 'HubSpot'])
    expect(chart?.summary).toBe('For a team of 12, Pipedrive costs least, $3,600 a year, and HubSpot most, $14,400. May cost less: HubSpot on Professional (price not checked).')
  })

  it('has nothing to draw when no tool has a cost', () => {
    expect(teamCostChart([{ name: 'Vanta', cost: { status: 'quote', plan, label: 'Custom quote', unchecked: [] } }], 10)).toBeUndefined()
  })
})
