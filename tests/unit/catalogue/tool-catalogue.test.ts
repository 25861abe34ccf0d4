import { describe, expect, it } from 'vitest'
import { finderFeatures } from '../../../src/catalogue/catalogue-features'
import { catalogueFile, DEFAULT_STATE, featureGuesses, findTools, finderQuery, isFiltered, readCatalogueFile, readFinderState, sortNamed, SORTS, type CatalogueTool } from '../../../src/catalogue/tool-catalogue'
import { readFields } from '../../../src/content/field-schema'
import { toolFileSchema } from '../../../src/content/tool-schema'
import { FIELD_FILES, toolData } from '../fixtures'

const GROUPS = ['CRM', 'Email', 'HR & Payroll']
/** Names every plain object has, by inheritance: a shared link may send any of them as a value. */
const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']
/** A tool as the finder holds it once catalogue.json has loaded: written as a tools file, read by the schema, packed by the build, unpacked by the finder. */
const entry = (id: string, group: string, rating: number, starting: string, plans?: unknown[], features?: Record<string, unknown>): CatalogueTool => {
  const tool = { ...toolFileSchema.parse(toolData({ name: id, group, rating, pricing: { starting, checked: '2025-01-01' }, ...(plans ? { plans } : {}), ...(features ? { features } : {}) })), id }
  const file = catalogueFile([{ tool, profile: `/tools/${id}` }], readFields(FIELD_FILES).index.fields)
  return readCatalogueFile(JSON.parse(JSON.stringify(file))).tools[0]!
}
const tools = [
  entry('alpha', 'CRM', 4.2, '$20 per month', [{ name: 'Business', price: { amount: 20, per: 'flat' } }], { sso: 'Business', 'deal-pipeline': 'yes' }),
  entry('beta', 'CRM', 4.8, 'Free plan; paid from $9', [{ price: 'free' }, { price: { amount: 9, per: 'flat' } }], { sso: 'no', api: 'yes', 'deal-pipeline': 'Kanban boards' }),
  entry('gamma', 'Email', 4.5, '$120 per year', [{ price: { amount: 120, per: 'flat', period: 'year' } }], { api: 'yes' }),
  entry('delta', 'HR & Payroll', 4.8, 'Custom quote'),
]
/** The site's real features, as catalogue.json lists them. */
const FEATURES = finderFeatures(readFields(FIELD_FILES).index.fields)

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

  it('filters by features: a tool must have every ticked one, on any plan; "no" and a feature nobody checked leave it out', () => {
    const ids = (query: string) => findTools(tools, readFinderState(query, GROUPS, FEATURES).state).map((t) => t.id)
    // alpha has SSO from its Business plan; beta says no; gamma's and delta's files do not say.
    expect(ids('?features=sso')).toEqual(['alpha'])
    expect(ids('?features=api')).toEqual(['beta', 'gamma'])
    // A text ("Kanban boards") says how the tool has it, so it counts.
    expect(ids('?features=deal-pipeline')).toEqual(['beta', 'alpha'])
    expect(ids('?features=deal-pipeline,api')).toEqual(['beta'])
    expect(ids('?features=sso,api')).toEqual([])
    // With the other filters and sort.
    expect(ids('?category=crm&features=deal-pipeline&sort=price')).toEqual(['beta', 'alpha'])
    expect(ids('?features=api&free=1')).toEqual(['beta'])
    expect(ids('?category=email&features=deal-pipeline')).toEqual([])
  })

  it('keeps its state in the query string, features as features=sso,audit-log, leaving defaults out, and reads back what it wrote', () => {
    const state = { category: 'crm', free: true, price: '10-25' as const, rating: 4.5, features: ['sso', 'audit-log'], sort: 'price' as const, page: 2 }
    expect(finderQuery(state)).toBe('?category=crm&features=sso,audit-log&free=1&price=10-25&rating=4.5&sort=price&page=2')
    expect(readFinderState(finderQuery(state), GROUPS, FEATURES)).toEqual({ state, problems: [] })
    expect(readFinderState('?features=sso%2Caudit-log', GROUPS, FEATURES).state.features).toEqual(['sso', 'audit-log'])
    expect(isFiltered({ ...DEFAULT_STATE, features: ['sso'] })).toBe(true)
    expect(finderQuery(DEFAULT_STATE)).toBe('')
    expect(isFiltered(DEFAULT_STATE)).toBe(false)
    expect(isFiltered({ ...DEFAULT_STATE, sort: 'name' })).toBe(true)
  })

  it('names a feature id that is no feature, once the list of features is there, and filters by the rest', () => {
    // Before catalogue.json has loaded, the ids are kept as asked (a field's features are not in the page).
    expect(readFinderState('?features=ssoo,api,made-up', GROUPS)).toEqual({ state: { ...DEFAULT_STATE, features: ['ssoo', 'api', 'made-up'] }, problems: [] })
    expect(readFinderState('?features=ssoo,api,made-up', GROUPS, FEATURES)).toEqual({
      state: { ...DEFAULT_STATE, features: ['api'] },
      problems: ['There is no feature "ssoo" (did you mean "sso"?); it is left out of the filter.', 'There is no feature "made-up"; it is left out of the filter.'],
    })
    // An id in capitals, or a feature's name written as an id would be, is named with the id it means, and only that.
    expect(readFinderState('?features=SSO,public-api,Audit-Log', GROUPS, FEATURES).problems).toEqual([
      'There is no feature "SSO" (did you mean "sso"?); it is left out of the filter.',
      'There is no feature "public-api" (did you mean "api"?); it is left out of the filter.',
      'There is no feature "Audit-Log" (did you mean "audit-log"?); it is left out of the filter.',
    ])
    // Past the first three, the rest in one sentence: a link of thirty made-up ids is not thirty lines.
    const thirty = Array.from({ length: 30 }, (_, at) => `feat${at}`)
    expect(readFinderState(`?features=${thirty.join(',')},api`, GROUPS, FEATURES)).toEqual({
      state: { ...DEFAULT_STATE, features: ['api'] },
      problems: [
        ...thirty.slice(0, 3).map((id) => `There is no feature "${id}"; it is left out of the filter.`),
        'Nor are "feat3", "feat4", "feat5", 24 more features; they are left out of the filter too.',
      ],
    })
    expect(readFinderState('?features=a1,b1,c1,d1', GROUPS, FEATURES).problems.at(-1)).toBe('Nor is "d1" a feature; it is left out of the filter too.')
    // Close to a feature's name, not its id: "saml-single-sign-in" is SAML single sign-on's.
    expect(featureGuesses('saml-single-sign-in', FEATURES)).toEqual(['sso'])
    // Each id once; an empty list is named too.
    expect(readFinderState('?features=api,api', GROUPS, FEATURES).state.features).toEqual(['api'])
    expect(readFinderState('?features=', GROUPS, FEATURES)).toEqual({ state: DEFAULT_STATE, problems: ['"features=" names no feature; showing tools whatever their features.'] })
    // A field's feature is a feature whatever the category: tools of any field may have it.
    expect(readFinderState('?category=email&features=deal-pipeline', GROUPS, FEATURES).problems).toEqual([])
  })

  it('names a category written in capitals with the one it means', () => {
    expect(readFinderState('?category=CRM', GROUPS).problems).toEqual(['There is no category "CRM" (did you mean "crm"?); showing every category.'])
  })

  it('names every value of a shared link it cannot use, and shows the rest', () => {
    const { state, problems } = readFinderState('?category=crmm&free=yes&price=cheap&rating=3&sort=popular&page=0', GROUPS)
    expect(state).toEqual(DEFAULT_STATE)
    expect(problems).toEqual([
      'There is no category "crmm" (did you mean "crm"?); showing every category.',
      '"free=yes" is not understood: use free=1 for tools with a free plan.',
      'There is no price band "cheap"; showing every price.',
      '"rating=3" is not a minimum rating we offer (4 or 4.5); showing every rating.',
      '"sort=popular" is not a way to sort (rating, price, name); sorted by rating.',
      '"page=0" is not a page number; showing the first page.',
    ])
  })

  it('names a value given twice and uses the first; joins the features asked in several parts; quotes a page past any catalogue as written', () => {
    const { state, problems } = readFinderState('?category=crm&category=analytics&sort=price&sort=name&features=sso&features=api&page=2&page=3', GROUPS, FEATURES)
    expect(state).toMatchObject({ category: 'crm', sort: 'price', features: ['sso', 'api'], page: 2 })
    expect(problems).toEqual([
      '"category" is given 2 times; the first, "crm", is used, not "analytics".',
      '"sort" is given 2 times; the first, "price", is used, not "name".',
      '"page" is given 2 times; the first, "2", is used, not "3".',
    ])
    expect(readFinderState(`?page=${'9'.repeat(400)}`, GROUPS).problems).toEqual([`"page=${'9'.repeat(24)}…" is past every page of these results; showing the first page.`])
    expect(readFinderState('?page=99999999999999999999999', GROUPS).problems).toEqual(['"page=99999999999999999999999" is past every page of these results; showing the first page.'])
    expect(readFinderState('?CATEGORY=crm&Sort=price&utm_source=x', GROUPS)).toEqual({ state: DEFAULT_STATE, problems: ['"CATEGORY" is not understood: write it in lower case, "category".', '"Sort" is not understood: write it in lower case, "sort".'] })
  })

  it('quotes every value it names cut short to 24 characters, whatever its length: a long id must not widen the page', () => {
    const long = 'x'.repeat(400)
    const cut = `${'x'.repeat(24)}…`
    expect(readFinderState(`?features=${long},sso`, GROUPS, FEATURES)).toEqual({ state: { ...DEFAULT_STATE, features: ['sso'] }, problems: [`There is no feature "${cut}"; it is left out of the filter.`] })
    const all = ['category', 'free', 'price', 'rating', 'sort'].map((param) => `${param}=${long}`).join('&')
    expect(readFinderState(`?${all}&page=${long}`, GROUPS, FEATURES).problems).toEqual([
      `There is no category "${cut}"; showing every category.`,
      `"free=${cut}" is not understood: use free=1 for tools with a free plan.`,
      `There is no price band "${cut}"; showing every price.`,
      `"rating=${cut}" is not a minimum rating we offer (4 or 4.5); showing every rating.`,
      `"sort=${cut}" is not a way to sort (rating, price, name); sorted by rating.`,
      `"page=${cut}" is not a page number; showing the first page.`,
    ])
    expect(readFinderState(`?features=${','.repeat(400)}`, GROUPS, FEATURES).problems).toEqual([`"features=${','.repeat(24)}…" names no feature; showing tools whatever their features.`])
    // A value given again and again: each quoted cut short, and only the first few named.
    expect(readFinderState(`?sort=${long}${'&sort=name'.repeat(10)}`, GROUPS).problems).toEqual([
      `"sort" is given 11 times; the first, "${cut}", is used, not "name", "name", "name", 7 more.`,
      `"sort=${cut}" is not a way to sort (rating, price, name); sorted by rating.`,
    ])
    // Two ids alike in their first 24 characters: one sentence, said once.
    expect(readFinderState(`?features=${long},${long}y`, GROUPS, FEATURES).problems).toEqual([`There is no feature "${cut}"; it is left out of the filter.`])
  })

  it('takes a name every object inherits as an unknown value of any parameter, named like any other', () => {
    for (const name of INHERITED) {
      expect(sortNamed(name), name).toBeUndefined()
      const all = ['category', 'features', 'free', 'price', 'rating', 'sort', 'page'].map((param) => `${param}=${encodeURIComponent(name)}`).join('&')
      const { state, problems } = readFinderState(`?${all}`, GROUPS, FEATURES)
      expect(state, name).toEqual(DEFAULT_STATE)
      expect(problems, name).toEqual([
        `There is no category "${name}"; showing every category.`,
        `There is no feature "${name}"; it is left out of the filter.`,
        `"free=${name}" is not understood: use free=1 for tools with a free plan.`,
        `There is no price band "${name}"; showing every price.`,
        `"rating=${name}" is not a minimum rating we offer (4 or 4.5); showing every rating.`,
        `"sort=${name}" is not a way to sort (rating, price, name); sorted by rating.`,
        `"page=${name}" is not a page number; showing the first page.`,
      ])
      // What the finder then does with the state must not throw (it did: "valueOf" was taken for an order).
      expect(() => findTools(tools, state)).not.toThrow()
      // Nor a feature of such a name in catalogue.json: it is a key of a Map, never of an object.
      const { features: _features, ...card } = tools[0]!
      const [odd] = readCatalogueFile({ features: [{ id: name, label: name, field: 'shared' }], tools: [{ ...card, features: { plan: [[0, 'Business']] } }] }).tools
      expect(odd!.features!.get(name), name).toEqual({ kind: 'plan', plan: 'Business' })
      expect(findTools([odd!], { ...DEFAULT_STATE, features: [name] }).length, name).toBe(1)
    }
    expect(SORTS.map((sort) => sortNamed(sort.id)?.id)).toEqual(['rating', 'price', 'name'])
  })
})
