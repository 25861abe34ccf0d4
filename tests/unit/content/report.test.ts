import { describe, expect, it } from 'vitest'
import { daysBetween } from '../../../src/content/freshness'
import { contentReport, formatReport, routeOfHref, summarise, toolIdsInSource, type ReportInput, type ReportPage, prosePriceProblems } from '../../../src/content/report'
import { toolFileSchema, type Tool } from '../../../src/content/tool-schema'
import { frontmatter, toolData } from '../fixtures'

const tool = (id: string, overrides: Record<string, unknown> = {}): [string, Tool] => [id, { ...toolFileSchema.parse(toolData(overrides)), id }]
const page = (file: string, route: string, data: Record<string, unknown>): ReportPage => ({ file, route, data: frontmatter({ kind: 'page', ...data }) })

const compare = page('content/compare/vanta-vs-drata.mdx', '/compare/vanta-vs-drata', {
  kind: 'compare',
  title: 'Vanta vs Drata: Complete Comparison Guide',
  description: 'A comparison.',
  tools: ['vanta', 'drata'],
  category: 'Compliance',
  lastReviewed: '2026-01-10',
})
const home = page('content/index.mdx', '/', { kind: 'home', title: 'Home', description: 'The home page.' })

function input(overrides: Partial<ReportInput> = {}): ReportInput {
  return {
    today: '2026-02-01',
    pages: [home, compare],
    tools: new Map([tool('vanta', { pricing: { starting: '$1', checked: '2026-01-15' }, plans: [{ price: { amount: 1, per: 'flat' } }] }), tool('drata', { name: 'Drata', pricing: { starting: '$1', checked: '2026-01-15' }, plans: [{ price: { amount: 1, per: 'flat' } }] })]),
    todos: [],
    links: new Map([
      ['/', ['/compare/vanta-vs-drata#faq', 'https://vanta.com', 'mailto:hello@example.test']],
      ['/compare/vanta-vs-drata', ['/']],
    ]),
    sources: new Map(),
    ...overrides,
  }
}

const texts = (report: ReturnType<typeof contentReport>, check?: string) => report.filter((f) => !check || f.check === check).map((f) => `${f.severity}: ${f.text}`)

describe('contentReport', () => {
  it('has nothing to say about fresh, linked, used, well-sized content', () => {
    expect(contentReport(input())).toEqual([])
  })

  it('warns about prices checked, and pages reviewed, more than 90 days ago', () => {
    expect(texts(contentReport(input({ today: '2026-04-15' })), 'prices')).toEqual([]) // exactly 90 days: due, not late
    const later = contentReport(input({ today: '2026-04-16' }))
    expect(texts(later, 'prices')).toEqual(['warning: content/_tools/vanta.yaml: pricing.checked: 2026-01-15, 91 days ago', 'warning: content/_tools/drata.yaml: pricing.checked: 2026-01-15, 91 days ago'])
    expect(texts(later, 'review')).toEqual(['warning: content/compare/vanta-vs-drata.mdx: lastReviewed: 2026-01-10, 96 days ago'])
  })

  it('warns about a price or page dated after today (a check still to come), which would also hide that it is due', () => {
    const ahead = contentReport(input({ today: '2026-01-09' }))
    expect(texts(ahead, 'future-dates')).toEqual([
      'warning: content/_tools/vanta.yaml: pricing.checked: 2026-01-15, 6 days after today',
      'warning: content/_tools/drata.yaml: pricing.checked: 2026-01-15, 6 days after today',
      'warning: content/compare/vanta-vs-drata.mdx: lastReviewed: 2026-01-10, 1 day after today',
    ])
    const plan = new Map([tool('vanta', { pricing: { starting: '$1', checked: '2026-01-15' }, plans: [{ price: { amount: 1, per: 'flat' }, checked: '2027-06-01' }] })])
    expect(texts(contentReport(input({ tools: plan })), 'future-dates')).toEqual(['warning: content/_tools/vanta.yaml: plans.0.checked: 2027-06-01, 485 days after today'])
    const features = new Map([tool('vanta', { pricing: { starting: '$1', checked: '2026-01-15' }, plans: [{ price: { amount: 1, per: 'flat' } }], features: { checked: '2026-03-01' } })])
    expect(texts(contentReport(input({ tools: features })), 'future-dates')).toEqual(['warning: content/_tools/vanta.yaml: features.checked: 2026-03-01, 28 days after today'])
    const published = page('content/guides/soon.mdx', '/guides/soon', { kind: 'page', title: 'Soon', published: '2026-02-02' })
    expect(texts(contentReport(input({ pages: [home, compare, published] })), 'future-dates')).toEqual(['warning: content/guides/soon.mdx: published: 2026-02-02, 1 day after today'])
    // Today itself is not ahead.
    expect(texts(contentReport(input({ today: '2026-01-15' })), 'future-dates')).toEqual([])
  })

  it('reports TODO markers as errors, but only as a reminder in a draft', () => {
    const draft = page('content/guides/wip.mdx', '/guides/wip', { kind: 'page', title: 'WIP', draft: true })
    const report = contentReport(
      input({
        pages: [home, compare, draft],
        todos: [
          { file: 'content/_tools/acme.yaml', lines: [3] },
          { file: 'content/compare/vanta-vs-drata.mdx', lines: [4, 12] },
          { file: 'content/guides/wip.mdx', lines: [9] },
        ],
      }),
    )
    expect(texts(report, 'todo')).toEqual([
      'error: content/_tools/acme.yaml: line 3: still has a TODO marker; finish it (tools data is published with every page that uses it)',
      'error: content/compare/vanta-vs-drata.mdx: lines 4, 12: still has TODO markers; finish them or set draft: true',
      'warning: content/guides/wip.mdx: line 9: TODO left in a draft',
    ])
    expect(summarise(report)).toEqual({ errors: 2, warnings: 1 })
  })

  it('passes on the problems that stop the build as errors', () => {
    const report = contentReport(input({ problems: ['content/about.mdx: title: must not be empty'] }))
    expect(texts(report)).toEqual(['error: content/about.mdx: title: must not be empty'])
  })

  it('finds tools data that no page names in frontmatter or body, and that /best-tools does not list', () => {
    const tools = new Map([...input().tools, tool('unused'), tool('in-body'), tool('listed', { directory: { category: 'Sales' } })])
    const report = contentReport(input({ tools, sources: new Map([['content/index.mdx', 'Try <ToolCard tool="in-body" /> or <TryLink tool=\'in-body\' />']]) }))
    expect(texts(report, 'unused-tools')).toEqual(['warning: content/_tools/unused.yaml: no page names "unused" and it is not listed on /best-tools'])
  })

  it('finds published pages no other page links to (not the home page, not drafts; self-links do not count; aliases do)', () => {
    const about = page('content/about.mdx', '/about', { title: 'About' })
    const old = page('content/old.mdx', '/old', { title: 'Old', description: 'Old page.' })
    const draft = page('content/wip.mdx', '/wip', { title: 'WIP', description: 'Draft.', draft: true })
    const report = contentReport(
      input({
        pages: [home, compare, about, old, draft],
        links: new Map([
          ['/', ['/compare/vanta-vs-drata/']],
          ['/about', ['/about#team']],
          ['/compare/vanta-vs-drata', ['/previous-name?x=1']],
        ]),
        aliases: new Map([['/previous-name', '/old']]),
      }),
    )
    expect(texts(report, 'orphans')).toEqual(['warning: content/about.mdx: no other page links to /about'])
  })

  it('flags long titles, descriptions and FAQ answers, naming the field', () => {
    const long = page('content/long.mdx', '/long', {
      title: 'T'.repeat(61),
      description: 'D'.repeat(161),
      faqs: [
        { question: 'Short?', answer: 'Fine.' },
        { question: 'Long?', answer: 'A'.repeat(301) },
      ],
    })
    const report = contentReport(input({ pages: [home, compare, long], links: new Map([['/', ['/compare/vanta-vs-drata', '/long']]]) }))
    expect(texts(report, 'length')).toEqual([
      'warning: content/long.mdx: title: 61 characters (aim for under 60)',
      'warning: content/long.mdx: description: 161 characters (aim for 160 at most)',
      'warning: content/long.mdx: faqs.1.answer: 301 characters (aim for under 300)',
    ])
  })

  it("says where a profile made from its tools file takes a shorter title or description: the tools file has no title", () => {
    const profile = page('content/_tools/plausible.yaml', '/tools/plausible', { title: 'P'.repeat(61), description: 'D'.repeat(161) })
    const report = contentReport(input({ pages: [home, compare, profile], links: new Map([['/', ['/compare/vanta-vs-drata', '/tools/plausible']]]) }))
    expect(texts(report, 'length')).toEqual([
      'warning: content/_tools/plausible.yaml: title: 61 characters (aim for under 60; a title: in content/tools/plausible.mdx replaces the one made from its name)',
      "warning: content/_tools/plausible.yaml: description: 161 characters (aim for 160 at most; shorten the tool's description, or write a description: in content/tools/plausible.mdx)",
    ])
  })

  it('flags duplicate titles and descriptions, whatever the case, naming the first page', () => {
    const twin = page('content/twin.mdx', '/twin', { title: 'vanta vs drata: complete comparison guide', description: 'A comparison.' })
    const report = contentReport(input({ pages: [home, compare, twin], links: new Map([['/', ['/compare/vanta-vs-drata', '/twin']]]) }))
    expect(texts(report, 'duplicates')).toEqual([
      'warning: content/twin.mdx: title: same as content/compare/vanta-vs-drata.mdx',
      'warning: content/twin.mdx: description: same as content/compare/vanta-vs-drata.mdx',
    ])
  })

  it('leaves the placeholder text of a page with TODO markers out of the length and duplicate checks', () => {
    const stub = page('content/stub.mdx', '/stub', { title: 'TODO: '.repeat(20), description: 'A comparison.' })
    const report = contentReport(input({ pages: [home, compare, stub], todos: [{ file: 'content/stub.mdx', lines: [3] }], links: new Map([['/', ['/compare/vanta-vs-drata', '/stub']]]) }))
    expect(report.map((f) => f.check)).toEqual(['todo'])
  })
})

describe('formatReport', () => {
  const report = contentReport(
    input({
      today: '2026-06-01',
      todos: [{ file: 'content/compare/vanta-vs-drata.mdx', lines: [4] }],
    }),
  )

  it('groups errors, then warnings, by check, and ends with the counts', () => {
    expect(formatReport(report, { heading: 'Content report for 2026-06-01' })).toBe(
      [
        'Content report for 2026-06-01',
        '',
        'Errors (1)',
        '  TODO markers left (the build refuses a page or tools file that has one, unless the page is a draft):',
        '    content/compare/vanta-vs-drata.mdx: line 4: still has a TODO marker; finish it or set draft: true',
        '',
        'Warnings (3)',
        "  Prices checked more than 90 days ago (check on the vendor's site, then update pricing.checked):",
        '    content/_tools/vanta.yaml: pricing.checked: 2026-01-15, 137 days ago',
        '    content/_tools/drata.yaml: pricing.checked: 2026-01-15, 137 days ago',
        '  Pages not reviewed in more than 90 days (check the whole page, then update lastReviewed):',
        '    content/compare/vanta-vs-drata.mdx: lastReviewed: 2026-01-10, 142 days ago',
        '',
        '1 error, 3 warnings',
      ].join('\n'),
    )
  })

  it('prints only the errors with --errors-only', () => {
    const text = formatReport(report, { errorsOnly: true })
    expect(text).toContain('content/compare/vanta-vs-drata.mdx: line 4')
    expect(text).not.toContain('Warnings')
    expect(text.endsWith('1 error (warnings not shown)')).toBe(true)
    expect(formatReport([], { errorsOnly: true })).toBe('0 errors (warnings not shown)')
  })
})

describe('helpers', () => {
  it('counts whole days between dates', () => {
    expect(daysBetween('2025-12-31', '2026-03-01')).toBe(60)
  })

  it('reads the route of an internal href, ignoring other sites, mail and bare anchors', () => {
    expect(routeOfHref('/compare/a-vs-b/?x=1#faq')).toBe('/compare/a-vs-b')
    expect(routeOfHref('/')).toBe('/')
    expect(routeOfHref('https://example.com/x')).toBeUndefined()
    expect(routeOfHref('//cdn.example.com/x')).toBeUndefined()
    expect(routeOfHref('#faq')).toBeUndefined()
    expect(routeOfHref('mailto:a@b.c')).toBeUndefined()
  })

  it('finds the tools a body names', () => {
    expect(toolIdsInSource('<ToolCard tool="vanta" />\n<TryLink tool="drata" variant="secondary" />\ntool=none')).toEqual(['vanta', 'drata'])
  })
})

describe('prices in the words of a page', () => {
  const withPlans = (id: string, name: string, amounts: number[]) => tool(id, { name, pricing: { starting: `$${amounts[0]} per user per month`, checked: '2026-01-15' }, plans: amounts.map((amount) => ({ price: { annual: amount, per: 'user' } })) })[1]
  const notion = withPlans('notion', 'Notion', [8, 15])
  const asana = withPlans('asana', 'Asana', [10.99, 24.99])

  it('names a price no plan of the tools a sentence is about has, with its line', () => {
    const source = ['Notion starts at $8 per user per month.', 'Asana costs $12.99 per user, and Notion $15.', 'Its Business plan is $20.'].join('\n')
    expect(prosePriceProblems('content/compare/notion-vs-asana.mdx', source, [notion, asana])).toEqual([
      'content/compare/notion-vs-asana.mdx:2: $12.99 is not a price of any plan of Notion, Asana (content/_tools/)',
      'content/compare/notion-vs-asana.mdx:3: $20 is not a price of any plan of Notion, Asana (content/_tools/)',
    ])
  })

  it('leaves estimates, bounds, totals and sentences about no tool alone', () => {
    const source = ['For 10 people Notion is about $80 a month, and $150 on Business.', 'Both start under $10 a month: Asana at $10.99.', 'A team saves $96K a year.', 'Payroll runs at $0 net pay.'].join('\n')
    expect(prosePriceProblems('x.mdx', source, [notion, asana])).toEqual([])
  })
})
