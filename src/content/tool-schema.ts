import { z } from 'zod'
import { DIRECTORY_CATEGORIES } from './schema'
import { bool, expected, fields, httpsUrl, isoDate, oneOf, text, textList } from './fields'

/**
 * Vendor facts, one YAML file per tool in content/_tools/<id>.yaml.
 * Pages refer to a tool by its id (the file name) and never repeat these facts.
 */
export const toolSchema = fields({
  name: text().describe('The product name as the vendor writes it ("Clean Email").'),
  website: httpsUrl().describe(`The vendor's home or product page; "Try {name}" links here.`),
  category: text().describe(`The product's category ("Compliance Automation").`),
  description: text().describe('One or two plain sentences on what the tool does and for whom.'),
  rating: z
    .number({ error: expected('a rating such as 4.6') }).min(1, { error: 'ratings run from 1 to 5' }).max(5, { error: 'ratings run from 1 to 5' })
    .describe("Our editorial rating out of 5 (the site's ratings run 3.9 to 4.9)."),
  pricing: fields({
    starting: text().describe('Entry price as the vendor states it ("$8 per user per month", "Custom quote").'),
    free: bool().default(false).describe('Whether a free plan exists (a trial is not a free plan). Default: false.'),
    enterprise: text().optional().describe('Top-tier price; pages show "Contact Sales" when absent.'),
    checked: isoDate().describe("The date these prices were checked on the vendor's site, YYYY-MM-DD. Required: prices go stale."),
  }).describe('What the tool costs, as the vendor publishes it, and when we checked.'),
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
