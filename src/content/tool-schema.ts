import { z } from 'zod'
import { DIRECTORY_CATEGORIES } from './schema'
import { amountsOf, CUSTOM_QUOTE, hasFreePlan, startingPrice, type Plan } from '../catalogue/plans'
import { pricesIn, priceText } from '../shared/prices'
import { bool, expected, fields, httpsUrl, isoDate, oneOf, SLUG_PATTERN, text, textList } from './fields'
import { didYouMean } from '../shared/closest'
import { featuresSchema, resolvePlans } from './feature-values'
import { withPlatformFeatures } from '../catalogue/platform-features'
import { plansSchema } from './plan-schema'

export { CURRENCIES } from './plan-schema'

/** The fields of software the catalogue files tools under: the /tools category filter, and where alternatives come from. Each has its feature list in content/_fields/. */
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
    .number({ error: expected('a rating such as 4.6') }).min(1, { error: (issue) => `ratings run from 1 to 5, got ${issue.input}` }).max(5, { error: (issue) => `ratings run from 1 to 5, got ${issue.input}` })
    .describe("Our editorial rating out of 5 (the site's ratings run 3.9 to 4.9)."),
  pricing: fields({
    starting: text().describe(`Entry price as pages show it ("$8 per user per month", "Custom quote"); every amount it states must be a price in \`plans\`, and it states the cheapest plan's (or begins "Free", or "${CUSTOM_QUOTE}" when no plan states a price).`),
    enterprise: text().optional().describe('Top-tier price as pages show it; every amount it states must be a price in `plans`. When absent, pages show the last plan for everyone: its price, "Contact Sales" for a custom quote, or "Not checked".'),
    trial: text().optional().describe('A free trial, where the vendor offers one ("30-day free trial"); a trial is not a free plan.'),
    checked: isoDate().describe("The date these prices were checked on the vendor's site, YYYY-MM-DD. Required: prices go stale."),
  }).describe('What the tool costs as pages show it, and when we checked. The numbers behind it, the starting price and whether there is a free plan, come from `plans`.'),
  plans: plansSchema.describe('Every plan the content knows of, cheapest first, each with its price as the vendor states it.'),
  features: featuresSchema.prefault({}).describe("Which of its field's features the tool has (content/_fields/): `yes`, `no`, the plan it starts on, or a short text, by feature id. A feature left out is shown as \"Not checked\"."),
  pros: textList().min(1, { error: 'list at least one pro' }).describe('Strengths, most important first.'),
  cons: textList().min(1, { error: 'list at least one con' }).describe('Weaknesses, most important first.'),
  quickSpecs: z.array(fields({ label: text(), value: text() }), { error: expected('a list of labels and values') }).meta({ type: 'list of `label` / `value` pairs' }).default([]).describe('Short facts shown as a spec list ("Frameworks: SOC 2, ISO 27001").'),
  platforms: textList().optional().describe('Where it runs ("Web", "iOS", "Zoom"...). Where `features` does not give them, the Apps row shows this list and Mobile apps is "Included" when it names iOS or Android. Optional.'),
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

/**
 * A tools file as the registry reads it: the fields above, with each plan's
 * checked date filled in, features naming a plan read as "from that plan",
 * Apps and Mobile apps read from the platforms where features do not give them,
 * the starting price and free plan derived from the plans, and the prices
 * pages show checked against the plans, so a price is stated once.
 */
export const toolFileSchema = toolSchema.transform((tool, context) => {
  const plans: Plan[] = tool.plans.map((plan) => ({ ...plan, checked: plan.checked ?? tool.pricing.checked }))
  const features = withPlatformFeatures(resolvePlans(tool.features, plans), tool.platforms)
  for (const message of pricesAgree(tool.pricing.starting, plans, true)) context.addIssue({ code: 'custom', path: ['pricing', 'starting'], message, input: tool.pricing.starting })
  if (tool.pricing.enterprise) for (const message of pricesAgree(tool.pricing.enterprise, plans, false)) context.addIssue({ code: 'custom', path: ['pricing', 'enterprise'], message, input: tool.pricing.enterprise })
  // The card's price line on /best-tools states prices too.
  if (tool.directory?.price) for (const message of pricesAgree(tool.directory.price, plans, false)) context.addIssue({ code: 'custom', path: ['directory', 'price'], message, input: tool.directory.price })
  const from = startingPrice(plans)
  return { ...tool, plans, features, pricing: { ...tool.pricing, free: hasFreePlan(plans), ...(from ? { from } : {}) } }
})

/**
 * What a price shown on pages must say of the plans: only amounts some plan
 * states (in its currency); and for the starting price, the cheapest
 * plan's, or "Free" where a free plan is all that is priced, or a custom
 * quote (or "Not checked") where nothing is.
 */
function pricesAgree(shown: string, plans: readonly Plan[], isStarting: boolean): string[] {
  const problems: string[] = []
  const stated = new Map<string, Set<number>>()
  for (const plan of plans) {
    const currency = plan.price.kind === 'priced' ? plan.price.currency : 'USD'
    for (const amount of amountsOf(plan.price)) stated.set(currency, new Set([...(stated.get(currency) ?? []), amount]))
  }
  const knownIn = (currency: string, amount: number) => [...(stated.get(currency) ?? [])].some((known) => Math.abs(known - amount) < 0.005)
  for (const currency of ['USD', 'EUR', 'GBP']) {
    for (const amount of pricesIn(shown, currency)) {
      if (!knownIn(currency, amount)) problems.push(`${priceText({ amount, currency })} is not a price of any of its plans (it says ${JSON.stringify(shown)})`)
    }
  }
  if (!isStarting) return problems
  const from = startingPrice(plans)
  if (!from) {
    const word = plans.some((plan) => plan.price.kind === 'quote') ? CUSTOM_QUOTE : 'Not checked'
    if (!shown.startsWith(word)) problems.push(`no plan states a price, so it begins "${word}" (it says ${JSON.stringify(shown)})`)
  } else if (from.amount === 0) {
    if (!/^Free\b/.test(shown)) problems.push(`the only price the plans state is a free plan, so it begins "Free" (it says ${JSON.stringify(shown)})`)
  } else if (!/^Free\b/.test(shown) && !pricesIn(shown, from.currency).some((amount) => Math.abs(amount - from.amount) < 0.005)) {
    problems.push(`the cheapest plan starts at ${priceText(from)}, which it does not state (it says ${JSON.stringify(shown)})`)
  }
  return problems
}

export type Tool = z.output<typeof toolFileSchema> & { id: string }

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
