import { describe, expect, it } from 'vitest'
import { createRegistry } from '../../../src/content/entries'
import { ContentError } from '../../../src/content/errors'
import { FIELD_FILES, pageData, rawContent, toolData } from '../fixtures'

/** Writers' errors about features, fields and plans (#30): each in the one report, with file, field and "did you mean". */

function problemsOf(pages: Record<string, unknown>, tools: Record<string, unknown>, fields: Record<string, unknown> = FIELD_FILES): string[] {
  try {
    createRegistry({ ...rawContent(pages, tools), fields })
  } catch (error) {
    if (error instanceof ContentError) return error.problems
    throw error
  }
  return []
}

const crm = (features: Record<string, unknown>, more: Record<string, unknown> = {}) =>
  toolData({ group: 'CRM', pricing: { starting: '$25 per user per month', checked: '2025-09-05' }, plans: [{ price: { annual: 25, per: 'user' } }, { name: 'Enterprise', price: 'custom quote' }], features: { checked: '2025-09-05', ...features }, ...more })

describe("a tool's features", () => {
  it('reads yes, no, a plan, a text and a value with a note; a feature left out is not checked', () => {
    const registry = createRegistry(rawContent({}, { '/content/_tools/acme.yaml': crm({ sso: 'Enterprise', api: 'yes', 'mobile-apps': false, integrations: '500+', forecasting: { value: 'enterprise', note: 'By team and territory' } }) }))
    const tool = registry.tools.get('acme')!
    expect(tool.features).toEqual({
      checked: '2025-09-05',
      values: {
        sso: { kind: 'plan', plan: 'Enterprise' },
        api: { kind: 'yes' },
        'mobile-apps': { kind: 'no' },
        integrations: { kind: 'text', text: '500+' },
        forecasting: { kind: 'plan', plan: 'Enterprise', note: 'By team and territory' },
      },
    })
    expect(Object.hasOwn(tool.features.values, 'audit-log')).toBe(false)
  })

  it('names an unknown feature id, a misspelt plan, and a value of the wrong kind, with the nearest names', () => {
    expect(
      problemsOf({}, { '/content/_tools/acme.yaml': crm({ ssso: 'yes', 'deal-pipline': 'yes', 'audit-log': 'Enterprse', api: 3, 'mobile-apps': ['iOS'], integrations: 'x'.repeat(91) }) }),
    ).toMatchInlineSnapshot(`
      [
        "content/_tools/acme.yaml: features.api: expected yes, no, a plan name, a short text, or { value, note }, got the number 3",
        "content/_tools/acme.yaml: features.mobile-apps: expected yes, no, a plan name, a short text, or { value, note }, got a list",
        "content/_tools/acme.yaml: features.integrations: keep a value under 90 characters, as a table cell shows it; put the rest in its note ({ value: …, note: … })",
        "content/_tools/acme.yaml: features.ssso: no feature "ssso" in content/_fields/ (did you mean "sso"?)",
        "content/_tools/acme.yaml: features.deal-pipline: no feature "deal-pipline" in content/_fields/ (did you mean "deal-pipeline"?)",
        "content/_tools/acme.yaml: features.audit-log: "Enterprse" is not one of this tool's plans (did you mean "Enterprise"?); a plan's name, written as in plans, says the feature starts on it",
      ]
    `)
  })

  it('reads Yes and NO as the words, and refuses a text that says no (any text counts as offered)', () => {
    const registry = createRegistry(rawContent({}, { '/content/_tools/acme.yaml': crm({ sso: 'No', api: 'YES', integrations: 'Notion and Slack', forecasting: { value: 'NO', note: 'Not offered' } }) }))
    expect(registry.tools.get('acme')!.features.values).toEqual({
      sso: { kind: 'no' },
      api: { kind: 'yes' },
      integrations: { kind: 'text', text: 'Notion and Slack' },
      forecasting: { kind: 'no', note: 'Not offered' },
    })
    expect(problemsOf({}, { '/content/_tools/acme.yaml': crm({ 'mobile-apps': 'No app of its own; web only', sso: 'None', api: { value: 'not public', note: 'On request' }, 'audit-log': 'n/a' }) })).toEqual([
      'content/_tools/acme.yaml: features.mobile-apps: "No app of its own; web only" would count as having it (a text is read as "offered"): write no, with the rest as its note ({ value: no, note: No app of its own; web only }), or begin with what it offers',
      'content/_tools/acme.yaml: features.sso: "None" would count as having it (a text is read as "offered"): write no, with the rest as its note ({ value: no, note: None }), or begin with what it offers',
      'content/_tools/acme.yaml: features.api.value: "not public" would count as having it (a text is read as "offered"): write no, with the rest as its note ({ value: no, note: not public }), or begin with what it offers',
      'content/_tools/acme.yaml: features.audit-log: "n/a" would count as having it (a text is read as "offered"): write no, with the rest as its note ({ value: no, note: n/a }), or begin with what it offers',
    ])
  })

  it('marks a text that speaks of plans without being one (some plans only, an add-on, a plan named within it) as limited', () => {
    const registry = createRegistry(
      rawContent({}, {
        '/content/_tools/acme.yaml': crm({
          forecasting: 'Enterprise and up',
          'sales-automation': 'Paid plans',
          'lead-capture': { value: 'LeadBooster add-on', note: 'Sold per company' },
          'marketing-automation': 'A separate product',
          'email-marketing': 'Depending on edition',
          integrations: '500+ apps',
          sso: 'enterprise',
        }),
      }),
    )
    expect(registry.tools.get('acme')!.features.values).toEqual({
      forecasting: { kind: 'text', text: 'Enterprise and up', limited: true },
      'sales-automation': { kind: 'text', text: 'Paid plans', limited: true },
      'lead-capture': { kind: 'text', text: 'LeadBooster add-on', note: 'Sold per company', limited: true },
      'marketing-automation': { kind: 'text', text: 'A separate product', limited: true },
      'email-marketing': { kind: 'text', text: 'Depending on edition', limited: true },
      integrations: { kind: 'text', text: '500+ apps' },
      sso: { kind: 'plan', plan: 'Enterprise' },
    })
  })

  it('lets a tool give a feature of another field (it shows when compared with that field)', () => {
    expect(problemsOf({}, { '/content/_tools/acme.yaml': crm({ dependencies: 'yes' }) })).toEqual([])
  })
})

describe('the feature lists of the fields', () => {
  const withFields = (change: (files: Record<string, any>) => void) => {
    const files = structuredClone(FIELD_FILES) as Record<string, any>
    change(files)
    return problemsOf({}, {}, files)
  }

  it('name a feature id listed twice, a field with no file, a name that is no field, and a field too long or too short', () => {
    expect(
      withFields((files) => {
        files['/content/_fields/crm.yaml'].groups[0].features.push({ id: 'sso', label: 'SSO again', means: 'Twice.' })
        files['/content/_fields/design.yaml'].groups[0].features.push({ id: 'forecasting', label: 'Forecast', means: 'Listed by CRM already.' })
        delete files['/content/_fields/email.yaml']
        files['/content/_fields/marketing.yaml'].name = 'Marketting'
        files['/content/_fields/analytics.yaml'].groups = [files['/content/_fields/analytics.yaml'].groups[0]]
      }),
    ).toMatchInlineSnapshot(`
      [
        "content/_fields/analytics.yaml: groups: a field lists 6 to 15 features of its own, so a reviewer can check it at a glance; this one lists 3",
        "content/_fields/crm.yaml: groups.0.features.5.id: "sso" is already listed in content/_fields/shared.yaml; a feature id is listed once, in one field or in shared.yaml",
        "content/_fields/design.yaml: groups.0.features.5.id: "forecasting" is already listed in content/_fields/crm.yaml; a feature id is listed once, in one field or in shared.yaml",
        "content/_fields/marketing.yaml: name: "Marketting" is not a field tools are filed under (did you mean "Marketing"?)",
        "content/_fields/email.yaml: (file): missing; every field tools are filed under has a feature list, and "Email" has none",
        "content/_fields/marketing.yaml: (file): missing; every field tools are filed under has a feature list, and "Marketing" has none",
      ]
    `)
  })
})

describe('the labels of the features', () => {
  it('are each a feature\'s own: a label listed twice, in any case, is named with the feature that has it', () => {
    expect(problemsOf({}, {})).toEqual([])
    const files = structuredClone(FIELD_FILES) as Record<string, any>
    const docs = files['/content/_fields/knowledge-docs.yaml'].groups[0].features
    docs.find((feature: { id: string }) => feature.id === 'coediting').label = 'multiplayer design editing '
    const email = files['/content/_fields/email.yaml'].groups[0].features
    email[1].label = email[0].label.toUpperCase()
    expect(problemsOf({}, {}, files)).toEqual([
      `content/_fields/email.yaml: groups.0.features.1.label: "${email[1].label}" is already the label of "${email[0].id}"; give each feature a label of its own`,
      `content/_fields/knowledge-docs.yaml: groups.0.features.${docs.findIndex((feature: { id: string }) => feature.id === 'coediting')}.label: "multiplayer design editing" is already the label of "multiplayer" in content/_fields/design.yaml; give each feature a label of its own`,
    ])
  })
})

describe('a field that repeats a feature of the shared list', () => {
  it('is the file named, and the shared list keeps the feature, whatever the files\' order by name', () => {
    const files = structuredClone(FIELD_FILES) as Record<string, any>
    const shared = files['/content/_fields/shared.yaml'].groups[0].features[0]
    // communication.yaml is read before shared.yaml.
    const chat = files['/content/_fields/communication.yaml'].groups[0].features
    chat.push({ id: shared.id, label: 'Guest SSO', means: 'Twice.' })
    chat[0].label = shared.label
    expect(problemsOf({}, {}, files)).toEqual([
      `content/_fields/communication.yaml: groups.0.features.0.label: "${shared.label}" is already the label of "${shared.id}" in content/_fields/shared.yaml; give each feature a label of its own`,
      `content/_fields/communication.yaml: groups.0.features.${chat.length - 1}.id: "${shared.id}" is already listed in content/_fields/shared.yaml; a feature id is listed once, in one field or in shared.yaml`,
    ])
  })
})

describe('a comparison and the features it shows', () => {
  const page = (features: unknown) =>
    pageData({ kind: 'compare', title: 'Acme vs Beta: Complete Comparison Guide', tools: ['acme', 'beta'], category: 'CRM', lastReviewed: '2025-09-05', features })
  const tools = { '/content/_tools/acme.yaml': crm({}, { name: 'Acme' }), '/content/_tools/beta.yaml': crm({}, { name: 'Beta', website: 'https://beta.example.com' }) }

  it('names a feature neither tool\'s field lists, a row listed twice, and an empty list', () => {
    expect(problemsOf({ '/content/compare/acme-vs-beta.mdx': page(['free-plan', 'sso', 'forcasting', 'nested-pages', 'sso']) }, tools)).toMatchInlineSnapshot(`
      [
        "content/compare/acme-vs-beta.mdx: features.2: "forcasting" is not a feature of the CRM field, the shared list or the plans (did you mean "forecasting"?)",
        "content/compare/acme-vs-beta.mdx: features.3: "nested-pages" is not a feature of the CRM field, the shared list or the plans (did you mean "website-pages"?)",
        "content/compare/acme-vs-beta.mdx: features.4: "sso" is already a row of the table; each feature once",
      ]
    `)
    expect(problemsOf({ '/content/compare/acme-vs-beta.mdx': page([]) }, tools)).toMatchInlineSnapshot(`
      [
        "content/compare/acme-vs-beta.mdx: features: list at least one feature id, or leave features out to show every feature of both tools' fields",
      ]
    `)
  })

  it('holds no tool\'s value: a row with values is refused', () => {
    expect(problemsOf({ '/content/compare/acme-vs-beta.mdx': page([{ feature: 'SSO', acme: true, beta: 'Enterprise plan' }]) }, tools)).toMatchInlineSnapshot(`
      [
        "content/compare/acme-vs-beta.mdx: features.0: expected a feature id such as sso: a tool's values live in its own file (content/_tools/<id>.yaml, features:), never on a page",
      ]
    `)
  })
})

describe('plans', () => {
  const tool = (plans: unknown[], pricing: Record<string, unknown> = {}) => toolData({ pricing: { starting: 'Custom quote', checked: '2025-09-05', ...pricing }, plans })
  it('name each mistake in a plan', () => {
    expect(
      problemsOf(
        {},
        {
          '/content/_tools/seats.yaml': tool([
            { price: 'custom quote', seats: { min: 10, max: 5 } },
            { price: 'custom quote', seats: { bundles: [5, 3] } },
            { price: 'free', seats: { max: 'lots' } },
            // A cap whose number nobody checked is no mistake, whatever the minimum.
            { price: 'free', seats: { min: 3, max: 'not checked' } },
          ]),
          '/content/_tools/price.yaml': tool([
            { price: 'cheap' },
            { price: { amount: 8, annual: 7, per: 'user' } },
            { price: { per: 'user' } },
            { price: { monthly: 8, period: 'year', per: 'user' } },
            { price: { amount: 1, per: 'usage' } },
            { price: { base: 10, amount: 1, per: 'flat' } },
            { price: { amount: 8, per: 'person' } },
          ]),
          '/content/_tools/names.yaml': tool([{ name: 'Pro', price: 'custom quote' }, { name: 'pro', price: 'custom quote' }]),
          '/content/_tools/none.yaml': tool([]),
          '/content/_tools/card.yaml': toolData({
            pricing: { starting: '$8 per user per month', checked: '2025-09-05' },
            plans: [{ price: { annual: 8, per: 'user' } }],
            directory: { category: 'Sales', price: 'From $7 per user per month' },
          }),
        },
      ),
    ).toMatchInlineSnapshot(`
      [
        "content/_tools/card.yaml: directory.price: $7 is not a price of any of its plans (it says "From $7 per user per month")",
        "content/_tools/names.yaml: plans.1.name: "pro" is already plan 1; each plan once",
        "content/_tools/none.yaml: plans: list at least one plan (a plan whose price nobody checked is \`price: not checked\`)",
        "content/_tools/price.yaml: plans.0.price: expected free, custom quote, not checked, or a price like { annual: 10.99, monthly: 13.49, per: user }, got "cheap"",
        "content/_tools/price.yaml: plans.1.price.amount: give either \`amount\` (billing not stated) or \`annual\`/\`monthly\`, not both",
        "content/_tools/price.yaml: plans.2.price.amount: required: the price, as \`amount\`, or as \`annual\` and/or \`monthly\` where the vendor states how it is billed",
        "content/_tools/price.yaml: plans.3.price.monthly: a price per year is not billed monthly; use \`annual\` or \`amount\`",
        "content/_tools/price.yaml: plans.4.price.unit: required for a usage price: what is counted, like "1,000 events"",
        "content/_tools/price.yaml: plans.5.price.base: a base fee goes with a price per \`user\` or \`seat\` (a flat price is the base fee alone)",
        "content/_tools/price.yaml: plans.6.price.per: expected one of "user", "seat", "account", "flat", "usage", got "person"",
        "content/_tools/seats.yaml: plans.0.seats.min: the minimum (10) is above the maximum (5)",
        "content/_tools/seats.yaml: plans.1.seats.bundles: list the bundle sizes from smallest to largest, each once",
        "content/_tools/seats.yaml: plans.2.seats.max: expected the most people the plan serves as a whole number, or not checked, got "lots"",
      ]
    `)
  })
})

describe("the site's own comparisons", () => {
  it("hold no tool's value: every vendor fact is under content/_tools/", async () => {
    const { siteFrontmatters } = await import('../site-content')
    const comparisons = Object.entries(siteFrontmatters).filter(([file]) => file.startsWith('/content/compare/'))
    expect(comparisons.length).toBeGreaterThanOrEqual(11)
    for (const [file, data] of comparisons) {
      const { tools, features, useCases, ...rest } = data as { tools: string[]; features?: unknown; useCases?: { bestFor: string }[] }
      // The table names its rows, nothing else.
      if (features !== undefined) expect(Array.isArray(features) && features.every((row) => typeof row === 'string'), `${file}: features is a list of feature ids`).toBe(true)
      // Nowhere else is anything keyed by a tool id (a value per tool): only which tool fits a use case names one.
      const keyedByTool = (node: unknown, at: string): string[] => {
        if (Array.isArray(node)) return node.flatMap((item, index) => keyedByTool(item, `${at}.${index}`))
        if (!node || typeof node !== 'object') return []
        return Object.entries(node).flatMap(([key, value]) => [...(tools.includes(key) ? [`${at}.${key}`] : []), ...keyedByTool(value, `${at}.${key}`)])
      }
      expect(keyedByTool({ ...rest, useCases: useCases?.map(({ bestFor: _, ...useCase }) => useCase) }, file)).toEqual([])
    }
  })
})

describe('a tools file checked again (the preview builds the registry on every save)', () => {
  it('gives the same result and problems from the same objects, and checks again against other fields data or under another name', () => {
    const acme = crm({ sso: 'Enterprise', 'audit-log': 'yes' })
    const bad = crm({ ssso: 'yes' })
    const tools = { '/content/_tools/acme.yaml': acme, '/content/_tools/bad.yaml': bad }
    const first = problemsOf({}, tools)
    expect(first).toEqual([expect.stringMatching(/^content\/_tools\/bad\.yaml: features\.ssso: /)])
    // The same objects, as Vite keeps a tools file's module a save did not touch.
    expect(problemsOf({}, tools)).toEqual(first)
    // Under another file name, the problem names that file.
    expect(problemsOf({}, { '/content/_tools/worse.yaml': bad })).toEqual([expect.stringMatching(/^content\/_tools\/worse\.yaml: features\.ssso: /)])
    // Fields data without audit-log: acme's audit-log is unknown now, though acme's object is the same.
    const withoutAuditLog = Object.fromEntries(
      Object.entries(FIELD_FILES).map(([file, field]) => [file, JSON.parse(JSON.stringify(field).replaceAll('"audit-log"', '"audit-trail"')) as unknown]),
    )
    expect(problemsOf({}, { '/content/_tools/acme.yaml': acme }, withoutAuditLog)).toEqual([expect.stringMatching(/^content\/_tools\/acme\.yaml: features\.audit-log: /)])
    expect(problemsOf({}, { '/content/_tools/acme.yaml': acme })).toEqual([])
  })
})
