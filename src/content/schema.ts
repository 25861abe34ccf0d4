import { z } from 'zod'
import { bool, describeValue, eitherOf, expected, fields, isoDate, oneOf, sitePath, slug, SLUG_PATTERN, text, textList, wholeNumber } from './fields'
import { SEARCH_TYPES } from '../shared/search-types'

/**
 * The frontmatter of every page under content/. This module is the one
 * reference for writers: each field's comment says what it means, its
 * default, and how to fill it well. content/README.md is generated from it.
 */

export const PAGE_KINDS = ['home', 'directory', 'best', 'compare', 'calculator', 'guide', 'tool', 'page'] as const
export type PageKind = (typeof PAGE_KINDS)[number]

/** The kinds of page the site lists (on directories, in cards), and a directory can show page by page. */
export const LISTED_KINDS = ['best', 'compare', 'calculator', 'guide', 'tool'] as const satisfies readonly PageKind[]
export type ListedKind = (typeof LISTED_KINDS)[number]

export { SEARCH_TYPES, type SearchType } from '../shared/search-types'

export const CALCULATOR_CATEGORIES = ['Finance', 'Productivity', 'Planning', 'Optimization', 'Compliance'] as const
export const DIRECTORY_CATEGORIES = [
  'Project Management',
  'Design & Creative',
  'Marketing',
  'Development',
  'Analytics',
  'Communication',
  'Productivity',
  'Sales',
] as const

export const GUIDE_TOPICS = [
  'Strategy',
  'Evaluation',
  'Security',
  'Startups',
  'Digital Transformation',
  'Integration',
  'Cost Optimization',
] as const

/** One question and its answer. The same list renders the accordion and the FAQPage structured data. */
export const faqSchema = fields({
  question: text().describe('The question as a visitor would ask it, ending with "?".'),
  answer: text().describe('A complete answer in plain text, ideally under 300 characters.'),
})

/** What the site search shows for this page. */
export const searchSchema = fields({
  type: oneOf(SEARCH_TYPES).optional().describe('Label shown beside the result. Default: from the page kind (best and guide: Article, compare: Comparison, calculator: Calculator, directory: Directory).'),
  title: text().optional().describe('Result title. Default: the page title.'),
  keywords: textList().optional().describe('Extra words that should find this page, such as synonyms and vendor names. Default: the page keywords.'),
})

/** A link to another page, shown as a card under "Related". */
export const relatedSchema = fields({
  title: text().describe('The link text.'),
  href: sitePath().describe('Where it goes: a path on this site.'),
  description: text().optional().describe('One sentence on what the reader finds there. Optional.'),
})

const percentage = (issue: { input?: unknown }) => `a percentage is more than 0 and at most 100, got ${describeValue(issue.input)}`

/** One criterion a ranking was judged on. */
export const criterionSchema = fields({
  title: text().describe(`The criterion's name ("Automation and integrations").`),
  description: text().describe('What we looked at, in one or two sentences.'),
  weight: eitherOf([oneOf(['High', 'Medium', 'Low']), z.number().positive({ error: percentage }).max(100, { error: percentage })], 'High, Medium, Low or a percentage such as 25')
    .meta({ type: '`High`, `Medium`, `Low`, or a percentage' })
    .describe('How much it counts: High, Medium or Low, or a percentage such as 25 (all percentages on a page add up to 100).'),
})

/** A ranked tool on a best-of page: its id, plus what this page says about it. */
export const rankedToolObject = fields({
  id: slug().describe('The tool id (file name in content/_tools/).'),
  badge: text().optional().describe('A short label such as "Best Overall".'),
  bestFor: text().optional().describe("Who this tool suits best, in this page's context."),
  keyBenefits: textList().optional().describe(`The benefits this page highlights (shown as "Key Benefits"); default: the tool's first three pros.`),
  specs: z.record(z.string(), text(), { error: expected('a group of column names and their text') }).meta({ type: 'column name: text pairs' }).optional().describe('Page-specific facts for the comparison table, by column name ("Accuracy": "90%").'),
})

/** A ranked tool: an id ("vanta"), or an id with this page's badge, best-for and benefits. */
export const rankedToolSchema = eitherOf([slug(), rankedToolObject], 'a tool id, or a group with id and optional badge, bestFor, keyBenefits and specs').transform((value) =>
  typeof value === 'string' ? { id: value } : value,
)

/**
 * The review date of a page that makes claims about products (best-of,
 * comparison, guide): its "Last updated" comes from this date alone, never
 * from the build, so a page without one is refused.
 */
const reviewDate = () =>
  isoDate('required on best, compare and guide pages: the date an editor last checked the whole page, like 2025-09-05 (shown as "Last updated")')

/** Fields every page has, whatever its kind. */
export const commonFields = {
  kind: oneOf(PAGE_KINDS).describe('What the page is: home, directory, best, compare, calculator, guide, tool or page. Decides the layout and the defaults below.'),
  title: text().describe('The page title, shown as the main heading and in the browser tab. A good title is under 60 characters.'),
  description: text().describe('One or two sentences for search engines and link previews. A good description is 120 to 160 characters.'),
  keywords: textList().default([]).describe('Search-engine keywords, most important first. Default: none.'),
  published: isoDate().optional().describe('First publication date, YYYY-MM-DD.'),
  lastReviewed: isoDate().optional().describe('Date an editor last checked the whole page, YYYY-MM-DD. Shown as "Last updated" (required on best, compare and guide pages).'),
  image: sitePath().optional().describe(`Social-card image, to replace the card the build draws: a 1200x630 PNG under public/ ("/og/vanta-vs-drata.png", not in /og/pages/, which holds the drawn cards). Default: the page's own card, with its title, kind and tool names.`),
  noindex: bool().default(false).describe('Set true to keep the page out of search engines, the sitemap and site search. Default: false.'),
  search: eitherOf([searchSchema, z.literal(false)], 'false, or a group with type, title and keywords').meta({ type: '`false`, or `type` / `title` / `keywords`' }).optional().describe('How site search lists the page; false leaves it out. Default: shown for every kind but home and page.'),
  faqs: z.array(faqSchema, { error: expected('a list of questions and answers') }).meta({ type: 'list of `question` / `answer` pairs' }).default([]).describe('Frequently asked questions, rendered by <Faq /> and as FAQPage structured data. Default: none.'),
  related: z.array(relatedSchema, { error: expected('a list of links') }).meta({ type: 'list of `title` / `href` / `description` groups' }).default([]).describe('Related pages, rendered by <RelatedLinks />. Default: none.'),
  draft: bool().default(false).describe('A page still being written: shown by `npm run dev` with a draft banner, left out of the built site. Default: false.'),
  aliases: z.array(sitePath(), { error: expected('a list of paths on this site') }).meta({ type: 'list of paths on this site' }).default([]).describe('Old or alternative addresses of this page ("/best/old-name"): each redirects here, and stays out of the sitemap and search. Default: none.'),
}

const homeSchema = fields({ ...commonFields, kind: z.literal('home') })
const pageSchema = fields({ ...commonFields, kind: z.literal('page') })
/** A directory's list, shown page by page. */
export const paginateSchema = fields({
  kind: oneOf(LISTED_KINDS).describe('The kind of page the list shows: best, compare, calculator or guide.'),
  perPage: wholeNumber(1, 100).default(12).describe('How many to show on each page; the rest follow on /<route>/page/2 and on. Default: 12 (a screenful: four rows of three cards).'),
})

const directorySchema = fields({
  ...commonFields,
  kind: z.literal('directory'),
  paginate: paginateSchema.optional().describe('List one kind of page a screenful at a time, so the directory stays small however many pages the site has. Default: everything on one page.'),
})

const bestSchema = fields({
  ...commonFields,
  kind: z.literal('best'),
  lastReviewed: reviewDate().describe('Date an editor last checked the whole page, YYYY-MM-DD. Required: shown as "Last updated", and due for review every 90 days.'),
  category: text().describe('The software category this ranking covers ("SOC 2 compliance").'),
  tools: z.array(rankedToolSchema, { error: expected('a list of tool ids') }).min(1, { error: 'list at least one tool id' }).meta({ type: 'list of tool ids or groups (below)' }).describe("The ranked tools, best first: ids, or groups with an id and this page's badge, bestFor, keyBenefits and specs. Drives <RankedList /> and the ItemList structured data."),
  criteria: z.array(criterionSchema, { error: expected('a list of criteria') }).meta({ type: 'list of groups (below)' }).default([]).refine(percentagesAddUp, { error: 'the percentage weights add up to more or less than 100' }).describe('What the ranking was judged on, rendered by <SelectionCriteria />. Default: none.'),
})

/** A situation a reader may be in, and which of the two tools fits it. */
export const useCaseSchema = fields({
  title: text().describe('The situation ("First SOC 2 audit at a startup").'),
  description: text().describe('Why the recommended tool fits, in one to three sentences.'),
  bestFor: slug().describe('The tool id that fits best, or "both".'),
})

/** A row of a comparison's feature table: a feature id. A row written the old way, with each tool's value, is told where values live now. */
const featureIdRow = z
  .string({
    error: (issue) =>
      typeof issue.input === 'object' && issue.input !== null && !Array.isArray(issue.input)
        ? "expected a feature id such as sso: a tool's values live in its own file (content/_tools/<id>.yaml, features:), never on a page"
        : expected('a feature id such as sso', { textExpected: true })(issue),
  })
  .regex(SLUG_PATTERN, { error: (issue) => `expected a feature id such as sso, got ${describeValue(issue.input)}` })
  .meta({ type: 'feature id' })

const compareSchema = fields({
  ...commonFields,
  kind: z.literal('compare'),
  lastReviewed: reviewDate().describe('Date an editor last checked the whole page, YYYY-MM-DD. Required: shown as "Last updated", and due for review every 90 days.'),
  tools: z.tuple([slug(), slug()], { error: expected('two tool ids, like [vanta, drata]') }).meta({ type: 'two tool ids' }).describe('The two tool ids compared, as in content/_tools/ ("[vanta, drata]"). The title must be "{A} vs {B}: Complete Comparison Guide".'),
  category: text().describe('The category both tools belong to ("Compliance"), shown on the directory card and used by its filter.'),
  popular: bool().default(false).describe('Shows the comparison among the popular ones on /comparisons. Default: false.'),
  useCases: z.array(useCaseSchema, { error: expected('a list of use cases') }).meta({ type: 'list of groups (below)' }).default([]).describe('Situations and the tool that fits each, rendered by <UseCases />. Default: none.'),
  features: z
    .array(featureIdRow, { error: expected('a list of feature ids, like [sso, audit-log]') })
    .min(1, { error: 'list at least one feature id, or leave features out to show every feature of both tools\' fields' })
    .meta({ type: 'list of feature ids' })
    .optional()
    .describe("The rows of <FeatureTable />, in order: feature ids of the two tools' fields (content/_fields/) or the shared list, and `free-plan`, `pricing-published` or `plans` for what the plans say. The values come from each tool's file, never from the page. Default: every shared feature, then each tool's field's."),
})

const calculatorSchema = fields({
  ...commonFields,
  kind: z.literal('calculator'),
  category: oneOf(CALCULATOR_CATEGORIES).describe("The calculator's category on /calculators."),
  popular: bool().default(false).describe('Marks the card as popular on /calculators. Default: false.'),
})

const guideSchema = fields({
  ...commonFields,
  kind: z.literal('guide'),
  lastReviewed: reviewDate().describe('Date an editor last checked the whole page, YYYY-MM-DD. Required: shown as "Last updated", and due for review every 90 days.'),
  category: oneOf(GUIDE_TOPICS).describe("The guide's topic."),
  author: text().describe('Who wrote it, as shown on the page and in the Article structured data.'),
  excerpt: text().describe('A two-sentence teaser for the /guides card.'),
  featured: bool().default(false).describe('Show the guide among the featured ones on /guides. Default: false.'),
  readingMinutes: wholeNumber().optional().describe('Reading time in minutes. Default: computed from the text at 230 words a minute.'),
  wordCount: wholeNumber().optional().describe('Word count, if the page states one. Default: computed from the text.'),
})

/**
 * A tool's profile, /tools/<id>: made from content/_tools/<id>.yaml, with
 * content/tools/<id>.mdx, where a writer adds one, as its "Our take". That
 * file's frontmatter is optional: its title and description replace the
 * ones the build writes from the tool's data.
 */
const toolPageSchema = fields({
  ...commonFields,
  kind: z.literal('tool'),
  title: text().describe('The profile\'s title. Default: "{name}: Pricing, Pros and Cons, and Alternatives".'),
  description: text().describe("One or two sentences for search engines and link previews. Default: the tool's description."),
  lastReviewed: isoDate().optional().describe('Date an editor last checked "Our take", YYYY-MM-DD. Shown as "Last updated". Default: none (the profile shows when its prices were checked).'),
  // The tool's id, set by the build from the file name; writers leave it out.
  tool: slug(),
})

function percentagesAddUp(criteria: { weight: string | number }[]): boolean {
  const percentages = criteria.flatMap((c) => (typeof c.weight === 'number' ? [c.weight] : []))
  return percentages.length === 0 || Math.abs(percentages.reduce((a, b) => a + b, 0) - 100) < 0.001
}

/** The schema for each kind. The kind is checked first so a bad kind gives one clear error. */
export const schemaByKind = {
  home: homeSchema,
  page: pageSchema,
  directory: directorySchema,
  best: bestSchema,
  compare: compareSchema,
  calculator: calculatorSchema,
  guide: guideSchema,
  tool: toolPageSchema,
} satisfies Record<PageKind, z.ZodType>

export type Frontmatter =
  | z.output<typeof homeSchema>
  | z.output<typeof pageSchema>
  | z.output<typeof directorySchema>
  | z.output<typeof bestSchema>
  | z.output<typeof compareSchema>
  | z.output<typeof calculatorSchema>
  | z.output<typeof guideSchema>
  | z.output<typeof toolPageSchema>

export type Faq = z.output<typeof faqSchema>

export const kindSchema = fields({ kind: oneOf(PAGE_KINDS) }).loose()

/** The tool ids a page refers to in its frontmatter, in order. */
export function toolIdsOf(data: Frontmatter): string[] {
  if (data.kind === 'best') return data.tools.map((tool) => tool.id)
  if (data.kind === 'compare') return [...data.tools]
  if (data.kind === 'tool') return [data.tool]
  return []
}
