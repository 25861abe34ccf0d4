import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Locator } from '@playwright/test'
import { complianceFields } from '../../src/calculators/compliance-roi'
import { emailFields } from '../../src/calculators/email-time-saved'
import { roiFields } from '../../src/calculators/roi'
import { breakevenFields } from '../../src/calculators/saas-breakeven'
import { teamFields } from '../../src/calculators/team-productivity'
import { toolCostFields } from '../../src/calculators/tool-cost'
import type { CalculatorField } from '../../src/calculators/types'
import { queryForCategory } from '../../src/islands/parts/tool-filter'
import { builderQuery } from '../../src/catalogue/team-query'
import { finderQuery } from '../../src/catalogue/tool-catalogue'
import { islandsSettled, routes, watchConsole } from './helpers'

/**
 * Issue #29: "/tools?sort=valueOf" crashed the tool finder, since the sort
 * was looked up among a plain object's keys, where every name an object
 * inherits passes. Each of those names is sent here as the value of every
 * parameter every island reads, on every page that has the island: the page
 * must raise no error and name the value as one it cannot use, as it names
 * any bad value. The same names ride along as parameter names, which every
 * island ignores, and nothing may be written to Object.prototype.
 */
const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']

/** The parameter names a query string of the islands' own making uses. */
const namesIn = (query: string) => [...new URLSearchParams(query).keys()]

/** How an island reads the address, and how it names a value it cannot use. */
interface Reader {
  /** The parameters it reads. */
  params: string[]
  /** Checks that the island names `value` as unusable, once for each of `params`. */
  named: (island: Locator, params: string[], value: string) => Promise<void>
}

/** Each category directory names an unknown category in its count line (tool-filter.ts, countLine). */
const directory: Reader = {
  params: namesIn(queryForCategory('', 'CRM')),
  named: async (island, _params, value) => {
    await expect(island.getByRole('status')).toContainText(`: there is no category "${value}"`)
  },
}

/** A calculator reads its fields (src/calculators/link.ts), and names each bad one under its input. */
const calculator = (fields: readonly CalculatorField<string>[]): Reader => ({
  params: fields.map((field) => field.name),
  named: async (island, params, value) => {
    for (const name of params) {
      const input = island.locator(`form input[name="${name}"]`)
      await expect(input, name).toHaveAttribute('aria-invalid', 'true')
      await expect(input, name).toHaveAccessibleDescription(new RegExp(` must be a number .* The link gives "${value}"\\.$`))
    }
  },
})

const READERS = new Map<string, Reader>([
  [
    'ToolFinder',
    {
      // Every parameter the finder writes is one it reads (readFinderState): a state with nothing left at its default writes them all.
      params: namesIn(finderQuery({ category: 'crm', free: true, price: 'free', rating: 4, features: ['sso'], sort: 'name', page: 2 })),
      // One sentence per value it cannot use, each quoting it.
      named: async (island, params, value) => {
        const problems = island.getByRole('alert').getByRole('listitem')
        await expect(problems).toHaveCount(params.length)
        for (const problem of await problems.all()) await expect(problem).toContainText(`${value}"`)
      },
    },
  ],
  [
    'CompareBuilder',
    {
      // The tools, the team's size and its needs (team-query.ts): a state away from the defaults writes them all.
      params: namesIn(builderQuery(['notion'], { team: 20, needs: ['sso'] })),
      // Ids are read in lower case, and an unknown one is named so; a team size is quoted as given.
      named: async (island, _params, value) => {
        const alert = island.getByRole('alert')
        await expect(alert).toContainText(`There is no tool "${value.toLowerCase()}"`)
        await expect(alert).toContainText(`"team=${value}" cannot be used`)
        await expect(alert).toContainText(`There is no feature "${value.toLowerCase()}"`)
      },
    },
  ],
  ['ToolDirectory', directory],
  ['FilterableCards', directory],
  ['RoiCalculator', calculator(roiFields)],
  ['SaasBreakevenCalculator', calculator(breakevenFields)],
  ['ToolCostCalculator', calculator(toolCostFields)],
  ['TeamProductivityCalculator', calculator(teamFields)],
  ['EmailTimeCalculator', calculator(emailFields)],
  ['ComplianceRoiCalculator', calculator(complianceFields)],
])

/** The header's search reads nothing from the address (it has a box of its own), nor does a profile's team cost (its field starts at 10). */
const READS_NOTHING = new Set(['SearchDialog', 'PlanCosts'])

/**
 * Every built page with an island, and its islands, from the prerendered
 * HTML; of a list paged through (/tools/page/2, /tools/page/3…), its first
 * numbered page stands for the rest, which differ only in the cards they hold.
 */
const pages = routes
  .filter((route) => !/\/page\/([3-9]|\d\d+)$/.test(route.path))
  .map((route) => {
    const html = readFileSync(path.join('dist', route.output), 'utf8')
    return { path: route.path, islands: [...new Set([...html.matchAll(/data-island="([A-Za-z]+)"/g)].map((match) => match[1]!))].filter((name) => !READS_NOTHING.has(name)) }
  })
  .filter((page) => page.islands.length > 0)

test('every island that reads the address is covered here', () => {
  expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(['/tools', '/compare', '/best-tools', '/comparisons', '/calculators', '/calculator/roi']))
  for (const page of pages) for (const island of page.islands) expect(READERS.get(island)?.params.length, `${page.path}: ${island}`).toBeGreaterThan(0)
})

for (const { path: route, islands } of pages) {
  test(`${route}: an inherited name as every parameter's value is named as unusable, and nothing fails`, async ({ page }) => {
    // Five loads of one page, one a name: in one browser context they share its cache (split into a test each, they took half as long again).
    test.slow()
    const problems = watchConsole(page)
    const readers = islands.map((name) => ({ name, island: page.locator(`[data-island="${name}"]`), reader: READERS.get(name)! }))
    for (const value of INHERITED) {
      const query = new URLSearchParams([...readers.flatMap(({ reader }) => reader.params).map((name) => [name, value]), ...INHERITED.map((name) => [name, value])])
      await page.goto(`${route}?${query}`)
      await islandsSettled(page)
      for (const { name, island, reader } of readers) {
        await reader.named(island, reader.params, value)
        await expect(island, `${name} with ${value}`).not.toContainText('is not working')
      }
      expect(await page.evaluate(() => Object.keys(Object.prototype)), value).toEqual([])
    }
    expect(problems).toEqual([])
  })
}
