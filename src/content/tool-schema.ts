import { z } from 'zod'
import { DIRECTORY_CATEGORIES } from './schema'
import { bool, fields, httpsUrl, isoDate, oneOf, text, textList } from './fields'

/**
 * Vendor facts, one YAML file per tool in content/_tools/<id>.yaml.
 * Pages refer to a tool by its id (the file name) and never repeat these facts.
 */
export const toolSchema = fields({
  /** The product name as the vendor writes it ("Clean Email"). */
  name: text(),
  /** The vendor's home or product page; "Try {name}" links here. */
  website: httpsUrl(),
  /** The product's category ("Compliance Automation"). */
  category: text(),
  /** One or two plain sentences on what the tool does and for whom. */
  description: text(),
  /** Our editorial rating out of 5 (the site's ratings run 3.9 to 4.9). */
  rating: z.number({ error: 'expected a rating such as 4.6' }).min(1, { error: 'ratings run from 1 to 5' }).max(5, { error: 'ratings run from 1 to 5' }),
  /** What the tool costs, as the vendor publishes it, and when we checked. */
  pricing: fields({
    /** Entry price as the vendor states it ("$8 per user per month", "Custom quote"). */
    starting: text(),
    /** Whether a free plan exists (a trial is not a free plan). Default: false. */
    free: bool().default(false),
    /** Top-tier price; pages show "Contact Sales" when absent. */
    enterprise: text().optional(),
    /** The date these prices were checked on the vendor's site, YYYY-MM-DD. Required: prices go stale. */
    checked: isoDate(),
  }),
  /** Strengths, most important first. */
  pros: textList().min(1, { error: 'list at least one pro' }),
  /** Weaknesses, most important first. */
  cons: textList().min(1, { error: 'list at least one con' }),
  /** Short facts shown as a spec list ("Frameworks: SOC 2, ISO 27001"). */
  quickSpecs: z.array(fields({ label: text(), value: text() })).default([]),
  /** Where it runs ("Web", "iOS", "Zoom"...). Optional. */
  platforms: textList().optional(),
  /** A product screenshot under public/ with its description, if we have permission to show one. */
  screenshot: fields({ src: text(), alt: text() }).optional(),
  /** Logo path under public/, if we have permission to show one. */
  logo: text().optional(),
  /** True when the vendor pays for placement or links: the link gets rel "sponsored" and a visible label. Default: false. */
  sponsored: bool().default(false),
  /** Lists the tool on /best-tools, under one of its categories. Optional. */
  directory: fields({
    /** The /best-tools category the tool is filed under. */
    category: oneOf(DIRECTORY_CATEGORIES),
    /** Marks the card "Popular". Default: false. */
    popular: bool().default(false),
    /** The price line on the card ("Free; paid plans from $10.99 per user per month"). Default: the starting price. */
    price: text().optional(),
  }).optional(),
})

export type Tool = z.output<typeof toolSchema> & { id: string }
