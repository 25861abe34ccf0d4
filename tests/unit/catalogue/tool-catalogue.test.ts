import { describe, expect, it } from 'vitest'
import { catalogueTool, DEFAULT_STATE, findTools, finderQuery, isFiltered, readFinderState, sortNamed, SORTS, type CatalogueTool } from '../../../src/catalogue/tool-catalogue'
import { toolFileSchema } from '../../../src/content/tool-schema'
import { toolData } from '../fixtures'

const GROUPS = ['CRM', 'Email', 'HR & Payroll']
/** Names every plain object has, by inheritance: a shared link may send any of them as a value. */
const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']
const entry = (id: string, group: string, rating: number, starting: string, plans?: unknown[]): CatalogueTool =>
  catalogueTool({ ...toolFileSchema.parse(toolData({ name: id, group, rating, pricing: { starting, checked: '2025-01-01' }, ...(plans ? { plans } : {}) })), id }, `/tools/${id}`)
const tools = [
  entry('alpha', 'CRM', 4.2, '$20 per month', [{ price: { amount: 20, per: 'flat' } }]),
  entry('beta', 'CRM', 4.8, 'Free plan; paid from $9', [{ price: 'free' }, { price: { amount: 9, per: 'flat' } }]),
  entry('gamma', 'Email', 4.5, '$120 per year', [{ price: { amount: 120, per: 'flat', period: 'year' } }]),
  entry('delta', 'HR & Payroll', 4.8, 'Custom quote'),
]

describe('the tool finder', () => {
  it('reads a tool as a small record: its price a month and its band', () => {
    expect(tools.map((t) => [t.id, t.monthly, t.band])).toEqual([
      ['alpha', 20, '10-25'],
      ['beta', 0, 'free'],
      ['gamma', 10, '10-25'],
      ['delta', null, 'quote'],
    ])
  })

  it('filters by field, free plan, price band and minimum rating, and sorts by rating, price or name', () => {
    const ids = (query: string) => findTools(tools, readFinderState(query, GROUPS).state).map((t) => t.id)
    expect(ids('')).toEqual(['beta', 'delta', 'gamma', 'alpha'])
    expect(ids('?category=crm')).toEqual(['beta', 'alpha'])
    expect(ids('?category=hr-payroll')).toEqual(['delta'])
    expect(ids('?free=1')).toEqual(['beta'])
    expect(ids('?price=10-25')).toEqual(['gamma', 'alpha'])
    expect(ids('?rating=4.5')).toEqual(['beta', 'delta', 'gamma'])
    // Lowest first; a custom quote has no price, so it comes last.
    expect(ids('?sort=price')).toEqual(['beta', 'gamma', 'alpha', 'delta'])
    expect(ids('?sort=name')).toEqual(['alpha', 'beta', 'delta', 'gamma'])
    expect(ids('?category=crm&sort=price&rating=4')).toEqual(['beta', 'alpha'])
  })

  it('keeps its state in the query string, leaving defaults out, and reads back what it wrote', () => {
    const state = { category: 'crm', free: true, price: '10-25' as const, rating: 4.5, sort: 'price' as const, page: 2 }
    expect(finderQuery(state)).toBe('?category=crm&free=1&price=10-25&rating=4.5&sort=price&page=2')
    expect(readFinderState(finderQuery(state), GROUPS)).toEqual({ state, problems: [] })
    expect(finderQuery(DEFAULT_STATE)).toBe('')
    expect(isFiltered(DEFAULT_STATE)).toBe(false)
    expect(isFiltered({ ...DEFAULT_STATE, sort: 'name' })).toBe(true)
  })

  it('names every value of a shared link it cannot use, and shows the rest', () => {
    const { state, problems } = readFinderState('?category=crmm&free=yes&price=cheap&rating=3&sort=popular&page=0', GROUPS)
    expect(state).toEqual(DEFAULT_STATE)
    expect(problems).toEqual([
      'There is no category "crmm"; showing every category.',
      '"free=yes" is not understood: use free=1 for tools with a free plan.',
      'There is no price band "cheap"; showing every price.',
      '"rating=3" is not a minimum rating we offer (4 or 4.5); showing every rating.',
      '"sort=popular" is not a way to sort (rating, price, name); sorted by rating.',
      '"page=0" is not a page number; showing the first page.',
    ])
  })

  it('takes a name every object inherits as an unknown value of any parameter, named like any other', () => {
    for (const name of INHERITED) {
      expect(sortNamed(name), name).toBeUndefined()
      const all = ['category', 'free', 'price', 'rating', 'sort', 'page'].map((param) => `${param}=${encodeURIComponent(name)}`).join('&')
      const { state, problems } = readFinderState(`?${all}`, GROUPS)
      expect(state, name).toEqual(DEFAULT_STATE)
      expect(problems, name).toEqual([
        `There is no category "${name}"; showing every category.`,
        `"free=${name}" is not understood: use free=1 for tools with a free plan.`,
        `There is no price band "${name}"; showing every price.`,
        `"rating=${name}" is not a minimum rating we offer (4 or 4.5); showing every rating.`,
        `"sort=${name}" is not a way to sort (rating, price, name); sorted by rating.`,
        `"page=${name}" is not a page number; showing the first page.`,
      ])
      // What the finder then does with the state must not throw (it did: "valueOf" was taken for an order).
      expect(() => findTools(tools, state)).not.toThrow()
    }
    expect(SORTS.map((sort) => sortNamed(sort.id)?.id)).toEqual(['rating', 'price', 'name'])
  })
})
