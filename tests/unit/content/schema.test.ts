import { describe, expect, it } from 'vitest'
import { createRegistry } from '../../../src/content/entries'
import { ContentError } from '../../../src/content/errors'
import { pageData, rawContent, toolData } from '../fixtures'

function problemsOf(pages: Record<string, unknown>, tools: Record<string, unknown> = {}): string[] {
  try {
    createRegistry(rawContent(pages, tools))
  } catch (error) {
    if (error instanceof ContentError) return error.problems
    throw error
  }
  return []
}

describe('frontmatter validation', () => {
  it('accepts a valid page and fills the defaults', () => {
    const registry = createRegistry(rawContent({ '/content/about.mdx': pageData() }))
    expect(registry.pages[0]?.data).toEqual({ ...pageData(), keywords: [], noindex: false, faqs: [], related: [], aliases: [], draft: false })
  })

  // One mistake each: the line names the file and the field, says what was expected and what it got.
  const oneMistake: [string, Record<string, unknown>, string][] = [
    ['a date that is not a date', { lastReviewed: 'Sept' }, 'lastReviewed: expected a date like 2025-09-05, got "Sept"'],
    ['an impossible calendar date', { published: '2025-02-30' }, 'published: expected a date like 2025-09-05, got "2025-02-30"'],
    ['a YAML surprise: a number where text was meant', { title: 2021 }, 'title: expected text, got the number 2021 (put it in quotes)'],
    ['an unknown key, with the intended one', { descripton: 'typo' }, 'descripton: unknown field (did you mean "description"?)'],
    ['a bad kind, before anything else', { kind: 'blog' }, 'kind: expected one of "home", "directory", "best", "compare", "calculator", "guide", "tool", "page", got "blog"'],
  ]
  it.each(oneMistake)('reports %s', (_, fields, problem) => {
    expect(problemsOf({ '/content/compare/x.mdx': pageData(fields) })).toEqual([`content/compare/x.mdx: ${problem}`])
  })

  it('reports missing required fields and nested FAQ problems', () => {
    expect(problemsOf({ '/content/a.mdx': { kind: 'page', faqs: [{ question: 'Why?' }] } })).toEqual([
      'content/a.mdx: title: required: text',
      'content/a.mdx: description: required: text',
      'content/a.mdx: faqs.0.answer: required: text',
    ])
  })

  it('reports a file without frontmatter', () => {
    expect(problemsOf({ '/content/a.mdx': undefined })).toEqual([
      'content/a.mdx: (frontmatter): missing; start the file with a --- block that has at least kind, title and description',
    ])
  })

  it('reports every problem in every file at once', () => {
    const problems = problemsOf(
      {
        '/content/a.mdx': pageData({ title: '' }),
        '/content/compare/b.mdx': pageData({ kind: 'compare', tools: ['vanta', 'nope'], category: 'Compliance', lastReviewed: '2025-09-05' }),
        '/content/Bad Name.mdx': pageData(),
      },
      { '/content/_tools/vanta.yaml': toolData(), '/content/_tools/broken.yaml': toolData({ rating: 9, website: 'http://x.com' }) },
    )
    expect(problems).toEqual([
      'content/_tools/broken.yaml: website: expected an https:// address, got "http://x.com"',
      'content/_tools/broken.yaml: rating: ratings run from 1 to 5, got 9',
      'content/a.mdx: title: must not be empty',
      'content/Bad Name.mdx: file name: "Bad Name" cannot be a URL segment; use lower-case letters, digits and hyphens',
      'content/compare/b.mdx: tools.1: no tool "nope" in content/_tools/ (no id is close; a tool\'s id is its file name in content/_tools/)',
    ])
  })

  it('checks the per-kind fields', () => {
    expect(
      problemsOf({ '/content/calculator/x.mdx': pageData({ kind: 'calculator', category: 'Money', popular: 'yes' }) }),
    ).toEqual([
      'content/calculator/x.mdx: category: expected one of "Finance", "Productivity", "Planning", "Optimization", "Compliance", got "Money"',
      'content/calculator/x.mdx: popular: expected true or false, got "yes"',
    ])
  })

  it('requires a review date on best, compare and guide pages, the only source of "Last updated"', () => {
    const missing = 'lastReviewed: required on best, compare and guide pages: the date an editor last checked the whole page, like 2025-09-05 (shown as "Last updated")'
    expect(
      problemsOf(
        {
          '/content/best/x.mdx': pageData({ kind: 'best', category: 'X', tools: ['vanta'] }),
          '/content/compare/y.mdx': pageData({ kind: 'compare', title: 'Vanta vs Vanta: Complete Comparison Guide', tools: ['vanta', 'vanta'], category: 'X' }),
          '/content/guides/z.mdx': pageData({ kind: 'guide', category: 'Strategy', author: 'A', excerpt: 'E', lastReviewed: 'soon' }),
          '/content/calculator/c.mdx': pageData({ kind: 'calculator', category: 'Finance' }),
          '/content/about.mdx': pageData(),
        },
        { '/content/_tools/vanta.yaml': toolData() },
      ),
    ).toEqual([`content/best/x.mdx: ${missing}`, `content/compare/y.mdx: ${missing}`, 'content/guides/z.mdx: lastReviewed: expected a date like 2025-09-05, got "soon"'])
  })

  it('checks every price a page shows against the plans: the starting price states the cheapest, naming file and field', () => {
    const tool = (starting: string, plans: unknown[], more: Record<string, unknown> = {}) => toolData({ pricing: { starting, checked: '2025-09-05', ...more }, plans })
    const perUser = (amount: number) => ({ price: { annual: amount, per: 'user' } })
    expect(
      problemsOf(
        {},
        {
          '/content/_tools/quote.yaml': tool('Custom quote (annual contract)', [{ price: 'custom quote' }]),
          '/content/_tools/free.yaml': tool('Free plan; paid plans from $19 per month', [{ price: 'free' }, { price: { amount: 19, per: 'flat' } }]),
          '/content/_tools/base.yaml': tool('$49 per month plus $6 per person', [{ name: 'Simple', price: { base: 49, amount: 6, per: 'user', unit: 'person' } }]),
          '/content/_tools/unknown-amount.yaml': tool('$8 per user per month', [perUser(9)]),
          '/content/_tools/not-cheapest.yaml': tool('$20 per user per month', [perUser(8), perUser(20)]),
          '/content/_tools/only-free.yaml': tool('$8 per user per month', [{ price: 'free' }, { price: 'custom quote' }]),
          '/content/_tools/nothing-priced.yaml': tool('$8 per user per month', [{ price: 'custom quote' }]),
          '/content/_tools/enterprise.yaml': tool('$8 per user per month', [perUser(8)], { enterprise: '$30 per user per month' }),
          '/content/_tools/text-amount.yaml': tool('$8 per user per month', [{ price: { annual: '8', per: 'user' } }]),
        },
      ),
    ).toMatchInlineSnapshot(`
      [
        "content/_tools/enterprise.yaml: pricing.enterprise: $30 is not a price of any of its plans (it says "$30 per user per month")",
        "content/_tools/not-cheapest.yaml: pricing.starting: the cheapest plan starts at $8, which it does not state (it says "$20 per user per month")",
        "content/_tools/nothing-priced.yaml: pricing.starting: $8 is not a price of any of its plans (it says "$8 per user per month")",
        "content/_tools/nothing-priced.yaml: pricing.starting: no plan states a price, so it begins "Custom quote" (it says "$8 per user per month")",
        "content/_tools/only-free.yaml: pricing.starting: $8 is not a price of any of its plans (it says "$8 per user per month")",
        "content/_tools/only-free.yaml: pricing.starting: the only price the plans state is a free plan, so it begins "Free" (it says "$8 per user per month")",
        "content/_tools/text-amount.yaml: plans.0.price.annual: expected a price as a number, like 8 or 10.99, got "8"",
        "content/_tools/unknown-amount.yaml: pricing.starting: $8 is not a price of any of its plans (it says "$8 per user per month")",
        "content/_tools/unknown-amount.yaml: pricing.starting: the cheapest plan starts at $9, which it does not state (it says "$8 per user per month")",
      ]
    `)
  })

  it('refuses a tool id that is not a clean id, or that an address of the site needs', () => {
    expect(problemsOf({}, { '/content/_tools/compare.yaml': toolData(), '/content/_tools/page.yaml': toolData(), '/content/_tools/Big_Tool.yaml': toolData() })).toEqual([
      'content/_tools/Big_Tool.yaml: file name: "Big_Tool" cannot be a tool id; use lower-case letters, digits and hyphens',
      'content/_tools/compare.yaml: file name: "compare" cannot be a tool id (/compare is the compare builder); rename the file',
      'content/_tools/page.yaml: file name: "page" cannot be a tool id (/tools/page/2 and on are the pages of the tool directory); rename the file',
    ])
  })

  it('requires the date each price was checked', () => {
    expect(problemsOf({}, { '/content/_tools/x.yaml': toolData({ pricing: { starting: '$8' } }) })).toEqual([
      'content/_tools/x.yaml: pricing.checked: required: a date like 2025-09-05',
    ])
  })

  it('refuses two files serving the same route', () => {
    expect(problemsOf({ '/content/guides.mdx': pageData(), '/content/guides/index.mdx': pageData() })).toEqual([
      'content/guides/index.mdx: route /guides is already served by content/guides.mdx',
    ])
  })
})

describe('best-of pages', () => {
  const best = (overrides: Record<string, unknown>) => pageData({ kind: 'best', title: 'Best X', category: 'X', tools: ['vanta'], lastReviewed: '2025-09-05', ...overrides })
  const tools = { '/content/_tools/vanta.yaml': toolData(), '/content/_tools/drata.yaml': toolData({ name: 'Drata' }) }

  it('accepts tool ids or groups, and normalises both to groups', () => {
    const registry = createRegistry(rawContent({ '/content/best/x.mdx': best({ tools: ['vanta', { id: 'drata', badge: 'Best Value', specs: { Audit: 'Partner firms' } }] }) }, tools))
    const data = registry.pages[0]!.data
    expect(data.kind === 'best' && data.tools).toEqual([{ id: 'vanta' }, { id: 'drata', badge: 'Best Value', specs: { Audit: 'Partner firms' } }])
  })

  it('names a misspelt editorial field, suggesting the right one', () => {
    expect(problemsOf({ '/content/best/x.mdx': best({ tools: [{ id: 'vanta', bestfor: 'x' }] }) }, tools)).toEqual([
      'content/best/x.mdx: tools.0.bestfor: unknown field (did you mean "bestFor"?)',
    ])
  })

  it('names an unknown tool id inside a group', () => {
    expect(problemsOf({ '/content/best/x.mdx': best({ tools: ['vanta', { id: 'nope', badge: 'Best' }] }) }, tools)).toEqual([
      'content/best/x.mdx: tools.1: no tool "nope" in content/_tools/ (no id is close; a tool\'s id is its file name in content/_tools/)',
    ])
  })

  it('requires percentage weights to add up to 100, and accepts High/Medium/Low', () => {
    const criterion = (weight: unknown) => ({ title: 'T', description: 'D', weight })
    expect(problemsOf({ '/content/best/x.mdx': best({ criteria: [criterion(30), criterion(25)] }) }, tools)).toEqual([
      'content/best/x.mdx: criteria: the percentage weights add up to more or less than 100',
    ])
    expect(problemsOf({ '/content/best/x.mdx': best({ criteria: [criterion(60), criterion(40)] }) }, tools)).toEqual([])
    expect(problemsOf({ '/content/best/x.mdx': best({ criteria: [criterion('High'), criterion('Low')] }) }, tools)).toEqual([])
    expect(problemsOf({ '/content/best/x.mdx': best({ criteria: [criterion('Huge')] }) }, tools)).toEqual([
      'content/best/x.mdx: criteria.0.weight: expected High, Medium, Low or a percentage such as 25, got "Huge"',
    ])
  })
})

describe('values that can take one of several shapes', () => {
  it('are judged by the shape they have, naming the inner field; only a value of no accepted shape gets the list of shapes', () => {
    const tools = { '/content/_tools/vanta.yaml': toolData() }
    const criterion = (weight: unknown) => ({ title: 'T', description: 'D', weight })
    expect(
      problemsOf(
        {
          '/content/best/x.mdx': pageData({
            kind: 'best',
            category: 'X',
            lastReviewed: '2025-09-05',
            search: { type: 'Artcle' },
            tools: ['vanta', { id: 3 }, 5, { id: 'vanta', badg: 'Best' }],
            criteria: [criterion(150), criterion('Huge')],
          }),
          '/content/about.mdx': pageData({ search: 'yes' }),
        },
        tools,
      ),
    ).toMatchInlineSnapshot(`
      [
        "content/about.mdx: search: expected false, or a group with type, title and keywords, got "yes"",
        "content/best/x.mdx: search.type: expected one of "Article", "Comparison", "Calculator", "Directory", "Tool", got "Artcle" (did you mean "Article"?)",
        "content/best/x.mdx: tools.1.id: expected text, got the number 3 (put it in quotes)",
        "content/best/x.mdx: tools.2: expected a tool id, or a group with id and optional badge, bestFor, keyBenefits and specs, got the number 5",
        "content/best/x.mdx: tools.3.badg: unknown field (did you mean "badge"?)",
        "content/best/x.mdx: criteria.0.weight: a percentage is more than 0 and at most 100, got the number 150",
        "content/best/x.mdx: criteria.1.weight: expected High, Medium, Low or a percentage such as 25, got "Huge"",
      ]
    `)
  })
})

describe('aliases', () => {
  it('refuse an alias that is the page itself, another page, or another page\'s alias', () => {
    expect(
      problemsOf({
        '/content/about.mdx': pageData({ aliases: ['/about', '/privacy', '/old'] }),
        '/content/privacy.mdx': pageData({ aliases: ['/old'] }),
      }),
    ).toEqual([
      'content/about.mdx: aliases.0: "/about" is this page\'s own address, so it would redirect to itself',
      'content/about.mdx: aliases.1: "/privacy" is the address of content/privacy.mdx; an alias cannot replace a page',
      'content/privacy.mdx: aliases.0: "/old" is already an alias of content/about.mdx',
    ])
  })

  it('map each old address to its page', () => {
    const registry = createRegistry(rawContent({ '/content/about.mdx': pageData({ aliases: ['/about-us/', '/team'] }) }))
    expect([...registry.aliases].map(([from, page]) => [from, page.route])).toEqual([
      ['/about-us', '/about'],
      ['/team', '/about'],
    ])
  })
})

describe('drafts', () => {
  const pages = { '/content/ready.mdx': pageData(), '/content/wip.mdx': pageData({ title: 'Work in progress', draft: true }) }
  it('are left out of the site unless the registry is asked to keep them (the dev server does)', () => {
    expect(createRegistry(rawContent(pages)).pages.map((p) => p.route)).toEqual(['/ready'])
    expect(createRegistry({ ...rawContent(pages), includeDrafts: true }).pages.map((p) => p.route)).toEqual(['/ready', '/wip'])
  })
})
