import { didYouMean } from '../../shared/closest'
import { SLUG_PATTERN } from '../fields'
import { TOOL_GROUPS } from '../tool-schema'

/** What every `npm run new` template shares: the request's types and errors, id checks, YAML quoting, the common frontmatter stubs and tools data stubs. */
export const SCAFFOLD_KINDS = ['compare', 'best', 'guide', 'calculator', 'tool'] as const
export type ScaffoldKind = (typeof SCAFFOLD_KINDS)[number]

export const USAGE = [
  'usage: npm run new -- <kind> ...',
  '  npm run new -- compare <toolA> <toolB>          a comparison, /compare/<toolA>-vs-<toolB>',
  '  npm run new -- best <slug> <tool> [<tool> ...]  a best-of ranking, tools best first, /best/<slug>',
  '  npm run new -- guide <slug>                     a guide, /guides/<slug>',
  '  npm run new -- calculator <slug>                a page for an existing calculator, /calculator/<slug>',
  '  npm run new -- tool <id> [--field <field>] [--take]  a tool\'s data and profile, /tools/<id>, its features stubbed from the field\'s list (--take: and its "Our take")',
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
  /** The features a tool is judged on, by field name ("CRM"), the shared ones first (content/_fields/): a tools stub lists them. */
  featuresByGroup?: ReadonlyMap<string, readonly { id: string; label: string }[]>
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

const ID = SLUG_PATTERN

export function checkId(what: string, value: string | undefined): string {
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
export const q = (text: string) => JSON.stringify(text)

export function expectArgs(args: readonly string[], count: number, what: string) {
  if (args.length > count) throw new ScaffoldError(`too many arguments: ${what} takes ${count} (got ${args.join(' ')})\n${USAGE}`)
}

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

export const commonHead = (kind: ScaffoldKind, title: string, keywords: string[]) => [
  '---',
  `kind: ${kind}`,
  `title: ${q(title)}`,
  `description: ${q('TODO: one or two sentences for search results and link previews, 120 to 160 characters.')}`,
  `keywords: [${[...keywords, 'TODO: more search phrases, most important first'].map(q).join(', ')}]`,
]

export const dates = (context: ScaffoldContext) => [`published: ${context.today}`, `lastReviewed: ${context.today}`]

/** The end of every template's frontmatter: a FAQ to write (asking something like `faq`), a related page to name (default `related`), and the closing line. */
export const frontmatterEnd = ({ faq, related }: { faq: string; related: string }) => [...faqStub(faq), ...relatedStub(related), '---']

/** A field whose value the writer picks from a fixed set: the first value, and a TODO line naming them all. */
export const choiceStub = (field: string, what: string, values: readonly string[]) => [`# TODO: choose ${what}, one of ${values.join(', ')}, then delete this line.`, `${field}: ${values[0]}`]

export const page = (lines: string[]) => lines.join('\n') + '\n'

/** A tools data stub: valid against the tool schema, with a TODO on every fact to check, and its field's features listed to fill in. */
export function toolStub(id: string, today: string, { group = TOOL_GROUPS[0], features = [] }: { group?: string; features?: readonly { id: string; label: string }[] } = {}): ScaffoldFile {
  const name = nameFromId(id)
  const width = Math.max(0, ...features.map((feature) => feature.id.length))
  return {
    path: `content/_tools/${id}.yaml`,
    content: page([
      `# Vendor facts for ${name}, shared by every page that names the tool id "${id}".`,
      `# Check each value on the vendor's own site.`,
      `name: ${q(name)}`,
      `website: https://TODO.example.com`,
      `category: ${q('TODO: the product category, such as Compliance Automation')}`,
      `# TODO: check the field it competes in, one of ${TOOL_GROUPS.join(', ')} (the features below are this field's: npm run new -- tool ${id} --field <field> lists another's), then delete this line.`,
      `group: ${q(group)}`,
      `description: ${q(`TODO: one or two plain sentences on what ${name} does and for whom (and check that the name above is spelt as the vendor writes it).`)}`,
      `# TODO: our editorial rating out of 5 (the site's ratings run 3.9 to 4.9), then delete this line.`,
      `rating: 4`,
      `pricing:`,
      `  # TODO: the entry price as pages show it ("$8 per user per month", or "Custom quote" when no plan has a price); every amount in it must be a price in plans below. Then delete this line.`,
      `  starting: ${q('$8 per user per month')}`,
      `  checked: ${today}`,
      `plans:`,
      `  # TODO: every plan the vendor sells, cheapest first, each price as the vendor states it: price: free, custom quote, not checked, or { annual: 8, monthly: 10, per: user } (content/README.md, "Plans"). Leave a name out where the vendor gives none. Then delete this line.`,
      `  - name: ${q('TODO: the plan name as the vendor writes it')}`,
      `    price: { annual: 8, per: user }`,
      `features:`,
      `  checked: ${today}`,
      `  # TODO: for each feature you checked, remove the # and write yes, no, the plan it starts on, or a short text; delete the rest (they show as "Not checked"). Then delete this line.`,
      ...features.map((feature) => `  # ${`${feature.id}:`.padEnd(width + 1)} yes    # ${feature.label}`),
      `pros:`,
      `  - ${q("TODO: the tool's main strength")}`,
      `  - ${q('TODO: another strength; most important first')}`,
      `cons:`,
      `  - ${q("TODO: the tool's main weakness")}`,
    ]),
  }
}

/** The tools a page names: each one's display name, and a stub for each one not in content/_tools/. */
export function resolveTools(ids: string[], context: ScaffoldContext): { names: Map<string, string>; stubs: ScaffoldFile[]; notes: string[] } {
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
    const stub = toolStub(id, context.today, { features: context.featuresByGroup?.get(TOOL_GROUPS[0]) })
    stubs.push(stub)
    // A near miss of a known id is most likely a typo: said first, before the writer fills in a stub for nothing.
    const near = didYouMean(id, [...context.tools.keys()], '')
    notes.push(`"${id}" is a new tool${near}: fill in ${stub.path} (its name, "${nameFromId(id)}", comes from the id; correct it there and in the page title).`)
  }
  return { names, stubs, notes }
}
