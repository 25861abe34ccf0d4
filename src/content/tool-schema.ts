import { z } from 'zod'
import { DIRECTORY_CATEGORIES } from './schema'
import { pricesIn, priceText, type StartingPrice } from '../shared/prices'
import { bool, expected, fields, httpsUrl, isoDate, oneOf, SLUG_PATTERN, text, textList } from './fields'
import { didYouMean } from '../shared/closest'

export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const

/** The fields of software the catalogue files tools under: the /tools category filter, and where alternatives come from. */
export const TOOL_GROUPS = [
  'Analytics',
  'Communication',
  'Compliance',
  'CRM',
  'Design',
  'Developer Tools',
  'Email',
  'HR & Payroll',
  'Knowledge & Docs',
  'Marketing',
  'Meeting Assistants',
  'Project Management',
] as const

/** The starting price as text always begins with this when there is no published price. */
const CUSTOM_QUOTE = 'Custom quote'

/**
 * The starting price as a number must say what the text says: an amount the
 * text states, 0 for a text that starts "Free", and none only for a custom quote.
 */
function startingPriceAgrees(pricing: { starting: string; from?: StartingPrice }, context: z.core.$RefinementCtx): void {
  const { starting, from } = pricing
  const problem = (path: string[], message: string) => context.addIssue({ code: 'custom', path, message, input: from })
  if (!from) {
    if (!starting.startsWith(CUSTOM_QUOTE)) problem(['from'], `required: the starting price as a number, like { amount: 8, per: user per month }, unless starting is a "${CUSTOM_QUOTE}" (it says ${JSON.stringify(starting)})`)
    return
  }
  if (from.amount === 0) {
    if (!/^Free\b/.test(starting)) problem(['from', 'amount'], `0 means free, but starting does not begin with "Free" (it says ${JSON.stringify(starting)})`)
    return
  }
  if (!from.per) problem(['from', 'per'], 'required: what the amount is per, like "user per month" or "month"')
  if (!pricesIn(starting, from.currency).some((amount) => Math.abs(amount - from.amount) < 0.005)) {
    problem(['from', 'amount'], `${priceText(from)} is not a price that starting states (it says ${JSON.stringify(starting)})`)
  }
}

/**
 * Vendor facts, one YAML file per tool in content/_tools/<id>.yaml.
 * Pages refer to a tool by its id (the file name) and never repeat these facts.
 */
export const toolSchema = fields({
  name: text().describe('The product name as the vendor writes it ("Clean Email").'),
  website: httpsUrl().describe(`The vendor's home or product page; "Try {name}" links here.`),
  category: text().describe(`The product's category, in a few words of our own ("Compliance Automation"), shown under its name.`),
  group: oneOf(TOOL_GROUPS).describe('The field of software it competes in, for the category filter on /tools; its alternatives are tools of the same field or on the same best-of page.'),
  description: text().describe('One or two plain sentences on what the tool does and for whom.'),
  rating: z
    .number({ error: expected('a rating such as 4.6') }).min(1, { error: 'ratings run from 1 to 5' }).max(5, { error: 'ratings run from 1 to 5' })
    .describe("Our editorial rating out of 5 (the site's ratings run 3.9 to 4.9)."),
  pricing: fields({
    starting: text().describe('Entry price as the vendor states it ("$8 per user per month", "Custom quote"), as pages show it.'),
    from: fields({
      amount: z.number({ error: expected('a price as a number, like 8 or 10.99') }).min(0, { error: 'a price is 0 or more' }).describe('The starting price as a number: 8 for "$8 per user per month"; 0 when `starting` says it is free ("Free plan; ...").'),
      currency: oneOf(CURRENCIES).default('USD').describe('The currency of the amount. Default: USD.'),
      per: text().optional().describe('What the amount is per: "user per month", "month", "year", "1,000 events". Required unless the amount is 0.'),
    })
      .meta({ type: '`amount` / `currency` / `per` group' })
      .optional()
      .describe('The starting price as a number, for sorting and price bands on /tools; it must agree with `starting`. Leave it out only when `starting` is a "Custom quote".'),
    free: bool().default(false).describe('Whether a free plan exists (a trial is not a free plan). Default: false.'),
    enterprise: text().optional().describe('Top-tier price; pages show "Contact Sales" when absent.'),
    checked: isoDate().describe("The date these prices were checked on the vendor's site, YYYY-MM-DD. Required: prices go stale."),
  })
    .superRefine(startingPriceAgrees)
    .describe('What the tool costs, as the vendor publishes it, and when we checked.'),
  pros: textList().min(1, { error: 'list at least one pro' }).describe('Strengths, most important first.'),
  cons: textList().min(1, { error: 'list at least one con' }).describe('Weaknesses, most important first.'),
  quickSpecs: z.array(fields({ label: text(), value: text() }), { error: expected('a list of labels and values') }).meta({ type: 'list of `label` / `value` pairs' }).default([]).describe('Short facts shown as a spec list ("Frameworks: SOC 2, ISO 27001").'),
  platforms: textList().optional().describe('Where it runs ("Web", "iOS", "Zoom"...). Optional.'),
  screenshot: fields({ src: text(), alt: text() }).meta({ type: '`src` / `alt` pair' }).optional().describe('A product screenshot under public/ with its description, if we have permission to show one.'),
  logo: text().optional().describe('Logo path under public/, if we have permission to show one.'),
  sponsored: bool().default(false).describe('True when the vendor pays for placement or links: the link gets rel "sponsored" and a visible label. Default: false.'),
  directory: fields({
    category: oneOf(DIRECTORY_CATEGORIES).describe('The /best-tools category the tool is filed under.'),
    popular: bool().default(false).describe('Marks the card "Popular". Default: false.'),
    price: text().optional().describe('The price line on the card ("Free; paid plans from $10.99 per user per month"). Default: the starting price.'),
  })
    .optional()
    .describe('Lists the tool on /best-tools, under one of its categories. Optional.'),
})

export type Tool = z.output<typeof toolSchema> & { id: string }

/** Ids a tool cannot have, and why: its file name would clash with an address of the site. */
const RESERVED_TOOL_IDS: Record<string, string> = {
  compare: '/compare is the compare builder',
  page: '/tools/page/2 and on are the pages of the tool directory',
}

/** Why a tools file's name cannot be a tool id (its profile is /tools/<id>), or undefined when it can. */
export function toolIdProblem(id: string): string | undefined {
  if (!SLUG_PATTERN.test(id)) return `file name: "${id}" cannot be a tool id; use lower-case letters, digits and hyphens`
  const reserved = RESERVED_TOOL_IDS[id]
  return reserved ? `file name: "${id}" cannot be a tool id (${reserved}); rename the file` : undefined
}


/**
 * What a page hears when it names a tool that does not exist: the one or
 * two ids it most likely meant, never the whole catalogue.
 */
export function unknownToolMessage(id: string, tools: ReadonlyMap<string, unknown>): string {
  return `no tool "${id}" in content/_tools/${didYouMean(id, [...tools.keys()], "no id is close; a tool's id is its file name in content/_tools/")}`
}
