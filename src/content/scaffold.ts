import { CALCULATOR_CATEGORIES, GUIDE_TOPICS } from './schema'

/**
 * `npm run new`: a complete page of a kind, valid against the schema as it
 * stands, with every field and section the writer has to fill stubbed and
 * marked TODO (see todo.ts), plus a tools data stub for each vendor not yet
 * in content/_tools/. Nothing hides the page: it previews at once with the
 * draft banner, and is published the moment the last TODO is gone.
 * Pure: the clock, the tools and the file system come in as arguments.
 */

export const SCAFFOLD_KINDS = ['compare', 'best', 'guide', 'calculator'] as const
export type ScaffoldKind = (typeof SCAFFOLD_KINDS)[number]

export const USAGE = [
  'usage: npm run new -- <kind> ...',
  '  npm run new -- compare <toolA> <toolB>          a comparison, /compare/<toolA>-vs-<toolB>',
  '  npm run new -- best <slug> <tool> [<tool> ...]  a best-of ranking, tools best first, /best/<slug>',
  '  npm run new -- guide <slug>                     a guide, /guides/<slug>',
  '  npm run new -- calculator <slug>                a page for an existing calculator, /calculator/<slug>',
  'Slugs and tool ids are lower-case words joined by hyphens ("clean-email").',
].join('\n')

export interface ScaffoldContext {
  /** Today's date, YYYY-MM-DD: the page's published and lastReviewed dates, and a stub's pricing.checked. */
  today: string
  /** The tools in content/_tools/, by id, with their names. */
  tools: ReadonlyMap<string, { name: string }>
  /** Whether a file exists, by its path from the project root ("content/compare/a-vs-b.mdx"). */
  exists: (file: string) => boolean
  /** The calculator components a calculator page can embed ("RoiCalculator"). */
  calculators: readonly string[]
}

export interface ScaffoldFile {
  /** From the project root ("content/compare/a-vs-b.mdx"). */
  path: string
  content: string
}

export interface Scaffold {
  /** The new page first, then any tools data stubs. */
  files: ScaffoldFile[]
  /** Where the page is served ("/compare/a-vs-b"). */
  route: string
  /** What the writer should know next, beyond "replace every TODO". */
  notes: string[]
}

/** A request `npm run new` cannot carry out; the message says why and what to type instead. */
export class ScaffoldError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ScaffoldError'
  }
}

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

function checkId(what: string, value: string | undefined): string {
  if (value === undefined || value === '') throw new ScaffoldError(`missing ${what}\n${USAGE}`)
  if (!ID.test(value)) {
    const suggestion = value.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
    throw new ScaffoldError(`${what} "${value}": use lower-case letters, digits and hyphens${suggestion && ID.test(suggestion) ? ` (did you mean "${suggestion}"?)` : ''}`)
  }
  return value
}

/** A readable name from an id, for a tool the writer has not described yet: "clean-email" -> "Clean Email". */
export function nameFromId(id: string): string {
  return id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/** A YAML scalar that is always read back as the same text (JSON strings are valid YAML). */
const q = (text: string) => JSON.stringify(text)

/** The calculator components of the MDX map: calculator islands, not the request button or the directory. */
export function calculatorComponents(componentNames: readonly string[]): string[] {
  return componentNames.filter((name) => /^[A-Z]\w*Calculator$/.test(name) && name !== 'RequestCalculator').sort()
}

/** Writes a page (and tools stubs) for `npm run new -- <kind> <args...>`, or throws a ScaffoldError. */
export function scaffold(kind: string | undefined, args: readonly string[], context: ScaffoldContext): Scaffold {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(context.today)) throw new Error(`scaffold: today must be YYYY-MM-DD, got ${context.today}`)
  let result: Scaffold
  switch (kind) {
    case 'compare':
      result = comparePage(args, context)
      break
    case 'best':
      result = bestPage(args, context)
      break
    case 'guide':
      result = guidePage(args, context)
      break
    case 'calculator':
      result = calculatorPage(args, context)
      break
    default:
      throw new ScaffoldError(`${kind === undefined ? 'missing kind' : `unknown kind "${kind}"`}: expected one of ${SCAFFOLD_KINDS.join(', ')}\n${USAGE}`)
  }
  for (const file of result.files) {
    if (context.exists(file.path)) throw new ScaffoldError(`${file.path} already exists; npm run new never overwrites a file (edit it, or choose another name)`)
  }
  return result
}

function expectArgs(args: readonly string[], count: number, what: string) {
  if (args.length > count) throw new ScaffoldError(`too many arguments: ${what} takes ${count} (got ${args.join(' ')})\n${USAGE}`)
}

// ---------------------------------------------------------------- shared stubs

const faqStub = (example: string) => [
  'faqs:',
  `  - question: ${q(`TODO: a question a reader would ask, such as ${example}`)}`,
  `    answer: ${q('TODO: a complete answer in plain text, under 300 characters.')}`,
]

const relatedStub = (href: string) => [
  'related:',
  `  - title: ${q('TODO: the title of a related page on this site')}`,
  `    href: ${href}`,
  `    description: ${q('TODO: one sentence on what the reader finds there (or point href at another page).')}`,
]

const commonHead = (kind: ScaffoldKind, title: string, keywords: string[]) => [
  '---',
  `kind: ${kind}`,
  `title: ${q(title)}`,
  `description: ${q('TODO: one or two sentences for search results and link previews, 120 to 160 characters.')}`,
  `keywords: [${[...keywords, 'TODO: more search phrases, most important first'].map(q).join(', ')}]`,
]

const dates = (context: ScaffoldContext) => [`published: ${context.today}`, `lastReviewed: ${context.today}`]

const page = (lines: string[]) => lines.join('\n') + '\n'

/** A tools data stub: valid against the tool schema, with a TODO on every fact to check. */
export function toolStub(id: string, today: string): ScaffoldFile {
  const name = nameFromId(id)
  return {
    path: `content/_tools/${id}.yaml`,
    content: page([
      `# Vendor facts for ${name}, shared by every page that names the tool id "${id}".`,
      `# Check each value on the vendor's own site.`,
      `name: ${q(name)}`,
      `website: https://TODO.example.com`,
      `category: ${q('TODO: the product category, such as Compliance Automation')}`,
      `description: ${q(`TODO: one or two plain sentences on what ${name} does and for whom (and check that the name above is spelt as the vendor writes it).`)}`,
      `# TODO: our editorial rating out of 5 (the site's ratings run 3.9 to 4.9), then delete this line.`,
      `rating: 4`,
      `pricing:`,
      `  starting: ${q('TODO: the entry price as the vendor states it, such as $8 per user per month, or Custom quote')}`,
      `  # TODO: true if there is a free plan (a trial is not a free plan), then delete this line.`,
      `  free: false`,
      `  checked: ${today}`,
      `pros:`,
      `  - ${q("TODO: the tool's main strength")}`,
      `  - ${q('TODO: another strength; most important first')}`,
      `cons:`,
      `  - ${q("TODO: the tool's main weakness")}`,
    ]),
  }
}

/** The tools a page names: each one's display name, and a stub for each one not in content/_tools/. */
function resolveTools(ids: string[], context: ScaffoldContext): { names: Map<string, string>; stubs: ScaffoldFile[]; notes: string[] } {
  const names = new Map<string, string>()
  const stubs: ScaffoldFile[] = []
  const notes: string[] = []
  for (const id of ids) {
    const known = context.tools.get(id)
    if (known) {
      names.set(id, known.name)
      continue
    }
    names.set(id, nameFromId(id))
    const stub = toolStub(id, context.today)
    stubs.push(stub)
    notes.push(`"${id}" is a new tool: fill in ${stub.path} (its name, "${nameFromId(id)}", comes from the id; correct it there and in the page title).`)
  }
  return { names, stubs, notes }
}

// ---------------------------------------------------------------- compare

function comparePage(args: readonly string[], context: ScaffoldContext): Scaffold {
  const a = checkId('first tool id', args[0])
  const b = checkId('second tool id', args[1])
  expectArgs(args, 2, 'compare')
  if (a === b) throw new ScaffoldError(`compare: the two tool ids are both "${a}"; a comparison needs two different tools`)
  const slug = `${a}-vs-${b}`
  const path = `content/compare/${slug}.mdx`
  const reverse = `content/compare/${b}-vs-${a}.mdx`
  if (context.exists(reverse)) throw new ScaffoldError(`${reverse} already compares ${a} and ${b}; edit it rather than writing a second comparison`)
  const { names, stubs, notes } = resolveTools([a, b], context)
  const A = names.get(a)!
  const B = names.get(b)!
  const content = page([
    ...commonHead('compare', `${A} vs ${B}: Complete Comparison Guide`, [`${A} vs ${B}`.toLowerCase(), `${B} vs ${A}`.toLowerCase()]),
    `tools: [${a}, ${b}]`,
    `category: ${q('TODO: the category both tools belong to, such as Compliance')}`,
    `popular: false`,
    ...dates(context),
    'useCases:',
    `  - title: ${q(`TODO: a situation where ${A} fits better`)}`,
    `    description: ${q(`TODO: why ${A} fits it, in one to three sentences.`)}`,
    `    bestFor: ${a}`,
    `  - title: ${q(`TODO: a situation where ${B} fits better`)}`,
    `    description: ${q(`TODO: why ${B} fits it, in one to three sentences.`)}`,
    `    bestFor: ${b}`,
    'features:',
    `  - feature: ${q('TODO: a feature a buyer compares, such as Single sign-on')}`,
    `    ${a}: ${q('TODO: true, false or a short text such as Enterprise plan only')}`,
    `    ${b}: ${q('TODO: true, false or a short text')}`,
    ...faqStub(`Is ${A} or ${B} cheaper?`),
    ...relatedStub('/comparisons'),
    '---',
    '',
    '<Overview>',
    '',
    `TODO: what ${A} and ${B} each are and who they are for, then the main difference between them; one sentence per line.`,
    '',
    '</Overview>',
    '',
    '<UseCases>',
    '',
    'TODO: one sentence introducing the situations below (they come from useCases in the frontmatter).',
    '',
    '</UseCases>',
    '',
    '<FeatureTable>',
    '',
    'TODO: what the reader should know about the table (the rows come from features in the frontmatter), such as which items are add-ons.',
    '',
    '</FeatureTable>',
    '',
    '<ProsCons />',
    '',
    '<Screenshots />',
    '',
    '<PricingTable>',
    '',
    `TODO: what ${A} and ${B} cost and what drives the price (the table itself comes from the tools data).`,
    '',
    '</PricingTable>',
    '',
    '<Faq />',
    '',
    '<GetStarted>',
    '',
    'TODO: one or two sentences on how to choose between them and what to do next.',
    '',
    '</GetStarted>',
    '',
    '## Related articles',
    '',
    '<RelatedLinks />',
  ])
  return { files: [{ path, content }, ...stubs], route: `/compare/${slug}`, notes }
}

// ---------------------------------------------------------------- best

function bestPage(args: readonly string[], context: ScaffoldContext): Scaffold {
  const slug = checkId('page slug', args[0])
  const ids = args.slice(1)
  if (ids.length === 0) {
    throw new ScaffoldError(`best: name the tools to rank, best first (tool ids as in content/_tools/; a new id gets a stub), e.g.\n  npm run new -- best ${slug} vanta drata secureframe`)
  }
  ids.forEach((id, index) => checkId(`tool id ${index + 1}`, id))
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index)
  if (repeated) throw new ScaffoldError(`best: "${repeated}" is listed twice; rank each tool once`)
  const { names, stubs, notes } = resolveTools(ids, context)
  const example = nameFromId(slug).replace(/^Best /, '')
  const title = `TODO: Best ${example}`
  const content = page([
    ...commonHead('best', title, []),
    `category: ${q('TODO: the software category this ranking covers, such as SOC 2 compliance')}`,
    'tools:',
    ...ids.flatMap((id, index) => [
      `  - id: ${id}`,
      `    badge: ${q(index === 0 ? 'TODO: a short label such as Best Overall' : 'TODO: a short label such as Best Value')}`,
      `    bestFor: ${q(`TODO: who ${names.get(id)} suits best, in this page's context`)}`,
    ]),
    'criteria:',
    `  - title: ${q('TODO: a criterion the ranking was judged on, such as Ease of use')}`,
    `    description: ${q('TODO: what we looked at, in one or two sentences.')}`,
    `    weight: High`,
    ...dates(context),
    ...faqStub(`Which ${example.toLowerCase()} tool is cheapest?`),
    ...relatedStub('/best-tools'),
    '---',
    '',
    '## Overview',
    '',
    'TODO: the problem these tools solve, who this ranking is for, and how we ranked them; one sentence per line.',
    '',
    '## How we chose',
    '',
    '<SelectionCriteria />',
    '',
    '## The top tools',
    '',
    ...ids.flatMap((id) => [`<ToolCard tool="${id}" />`, '', `TODO: why ${names.get(id)} earns its place, and its catch.`, '']),
    '## How we review',
    '',
    '<HowWeReview />',
    '',
    '<Faq />',
    '',
    '## Related',
    '',
    '<RelatedLinks />',
  ])
  return { files: [{ path: `content/best/${slug}.mdx`, content }, ...stubs], route: `/best/${slug}`, notes }
}

// ---------------------------------------------------------------- guide

function guidePage(args: readonly string[], context: ScaffoldContext): Scaffold {
  const slug = checkId('page slug', args[0])
  expectArgs(args, 1, 'guide')
  const content = page([
    ...commonHead('guide', `TODO: ${nameFromId(slug)}`, []),
    `# TODO: choose the topic, one of ${GUIDE_TOPICS.join(', ')}, then delete this line.`,
    `category: ${GUIDE_TOPICS[0]}`,
    `author: ${q('TODO: your name, as shown on the page')}`,
    `excerpt: ${q('TODO: a two-sentence teaser for the card on /guides.')}`,
    ...dates(context),
    ...faqStub('How much does it cost?'),
    ...relatedStub('/guides'),
    '---',
    '',
    '[← Back to Guides](/guides)',
    '',
    'TODO: who this guide is for and what they will be able to decide after reading it; one sentence per line.',
    '',
    '<TableOfContents exclude={["faq", "related-guides"]} />',
    '',
    '## TODO: the first section',
    '',
    'TODO: the first section; one sentence per line.',
    '',
    '## TODO: the second section',
    '',
    'TODO: the second section; add as many ## sections as the guide needs.',
    '',
    '<Faq />',
    '',
    '## Related guides',
    '',
    '<RelatedLinks />',
  ])
  return { files: [{ path: `content/guides/${slug}.mdx`, content }], route: `/guides/${slug}`, notes: [] }
}

// ---------------------------------------------------------------- calculator

function calculatorPage(args: readonly string[], context: ScaffoldContext): Scaffold {
  const slug = checkId('page slug', args[0])
  expectArgs(args, 1, 'calculator')
  const calculators = [...context.calculators].sort()
  const embedded = calculators.includes('RoiCalculator') ? 'RoiCalculator' : calculators[0]
  if (!embedded) throw new ScaffoldError('calculator: there is no calculator component to embed yet; calculators are code, so ask a developer to add one first')
  const content = page([
    ...commonHead('calculator', `TODO: ${nameFromId(slug)} Calculator`, []),
    `# TODO: choose the category on /calculators, one of ${CALCULATOR_CATEGORIES.join(', ')}, then delete this line.`,
    `category: ${CALCULATOR_CATEGORIES[0]}`,
    `popular: false`,
    ...dates(context),
    ...faqStub('What does the calculation leave out?'),
    ...relatedStub('/calculators'),
    '---',
    '',
    'TODO: one or two sentences on the question this calculator answers.',
    '',
    `{/* TODO: choose the calculator this page embeds, one of ${calculators.map((c) => `<${c} />`).join(', ')}, put it below and delete this comment. Calculators are code: a new one needs a developer (src/calculators/ and src/islands/). */}`,
    `<${embedded} />`,
    '',
    '## How we calculate',
    '',
    'TODO: the formulas in words, then a worked example with the default inputs; one sentence per line.',
    '',
    '<Faq />',
    '',
    '## Related resources',
    '',
    '<RelatedLinks />',
  ])
  return {
    files: [{ path: `content/calculator/${slug}.mdx`, content }],
    route: `/calculator/${slug}`,
    notes: [`Calculators are code: this page embeds an existing one (<${embedded} /> for now; the others are ${calculators.filter((c) => c !== embedded).join(', ')}). A new calculator needs a developer (src/calculators/ and src/islands/).`],
  }
}
