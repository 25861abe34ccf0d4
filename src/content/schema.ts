import { z } from 'zod'
import { bool, fields, isoDate, oneOf, sitePath, slug, text, textList } from './fields'

/**
 * The frontmatter of every page under content/. This module is the one
 * reference for writers: each field's comment says what it means, its
 * default, and how to fill it well. content/README.md is generated from it.
 */

export const PAGE_KINDS = ['home', 'directory', 'best', 'compare', 'calculator', 'guide', 'page'] as const
export type PageKind = (typeof PAGE_KINDS)[number]

/** The kinds of page the site lists (on directories, in cards), and a directory can show page by page. */
export const LISTED_KINDS = ['best', 'compare', 'calculator', 'guide'] as const satisfies readonly PageKind[]
export type ListedKind = (typeof LISTED_KINDS)[number]

export const SEARCH_TYPES = ['Article', 'Comparison', 'Calculator', 'Directory'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

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
  /** The question as a visitor would ask it, ending with "?". */
  question: text(),
  /** A complete answer in plain text, ideally under 300 characters. */
  answer: text(),
})

/** What the site search shows for this page. */
export const searchSchema = fields({
  /** Label shown beside the result. Default: from the page kind (best and guide: Article, compare: Comparison, calculator: Calculator, directory: Directory). */
  type: oneOf(SEARCH_TYPES).optional(),
  /** Result title. Default: the page title. */
  title: text().optional(),
  /** Extra words that should find this page, such as synonyms and vendor names. Default: the page keywords. */
  keywords: textList().optional(),
})

/** A link to another page, shown as a card under "Related". */
export const relatedSchema = fields({
  /** The link text. */
  title: text(),
  /** Where it goes: a path on this site. */
  href: sitePath(),
  /** One sentence on what the reader finds there. Optional. */
  description: text().optional(),
})

/** One criterion a ranking was judged on. */
export const criterionSchema = fields({
  /** The criterion's name ("Automation and integrations"). */
  title: text(),
  /** What we looked at, in one or two sentences. */
  description: text(),
  /** How much it counts: High, Medium or Low, or a percentage such as 25 (all percentages on a page add up to 100). */
  weight: z.union([oneOf(['High', 'Medium', 'Low']), z.number({ error: 'expected High, Medium, Low or a percentage such as 25' }).positive().max(100)], {
    error: 'expected High, Medium, Low or a percentage such as 25',
  }),
})

/** A ranked tool on a best-of page: its id, plus what this page says about it. */
const rankedToolObject = fields({
  /** The tool id (file name in content/_tools/). */
  id: slug(),
  /** A short label such as "Best Overall". */
  badge: text().optional(),
  /** Who this tool suits best, in this page's context. */
  bestFor: text().optional(),
  /** The benefits this page highlights (shown as "Key Benefits"); default: the tool's first three pros. */
  keyBenefits: textList().optional(),
  /** Page-specific facts for the comparison table, by column name ("Accuracy": "90%"). */
  specs: z.record(z.string(), text()).optional(),
})

/** A ranked tool: an id ("vanta"), or an id with this page's badge, best-for and benefits. */
export const rankedToolSchema = z.union([slug(), rankedToolObject], {
  error: 'expected a tool id, or a group with id and optional badge, bestFor, keyBenefits and specs',
}).transform((value) => (typeof value === 'string' ? { id: value } : value))

/**
 * The review date of a page that makes claims about products (best-of,
 * comparison, guide): its "Last updated" comes from this date alone, never
 * from the build, so a page without one is refused.
 */
const reviewDate = () =>
  isoDate('required on best, compare and guide pages: the date an editor last checked the whole page, like 2025-09-05 (shown as "Last updated")')

/** Fields every page has, whatever its kind. */
const commonFields = {
  /** What the page is: home, directory, best, compare, calculator, guide or page. Decides the layout and the defaults below. */
  kind: oneOf(PAGE_KINDS),
  /** The page title, shown as the main heading and in the browser tab. A good title is under 60 characters. */
  title: text(),
  /** One or two sentences for search engines and link previews. A good description is 120 to 160 characters. */
  description: text(),
  /** Search-engine keywords, most important first. Default: none. */
  keywords: textList().default([]),
  /** First publication date, YYYY-MM-DD. */
  published: isoDate().optional(),
  /** Date an editor last checked the whole page, YYYY-MM-DD. Shown as "Last updated" (required on best, compare and guide pages). */
  lastReviewed: isoDate().optional(),
  /** Social-card image, to replace the card the build draws: a 1200x630 PNG under public/ ("/og/vanta-vs-drata.png", not in /og/pages/, which holds the drawn cards). Default: the page's own card, with its title, kind and tool names. */
  image: sitePath().optional(),
  /** Set true to keep the page out of search engines, the sitemap and site search. Default: false. */
  noindex: bool().default(false),
  /** How site search lists the page; false leaves it out. Default: shown for every kind but home and page. */
  search: z.union([searchSchema, z.literal(false)]).optional(),
  /** Frequently asked questions, rendered by <Faq /> and as FAQPage structured data. Default: none. */
  faqs: z.array(faqSchema).default([]),
  /** Related pages, rendered by <RelatedLinks />. Default: none. */
  related: z.array(relatedSchema).default([]),
  /** A page still being written: shown by `npm run dev` with a draft banner, left out of the built site. Default: false. */
  draft: bool().default(false),
  /** Old or alternative addresses of this page ("/best/old-name"): each redirects here, and stays out of the sitemap and search. Default: none. */
  aliases: z.array(sitePath()).default([]),
}

const homeSchema = fields({ ...commonFields, kind: z.literal('home') })
const pageSchema = fields({ ...commonFields, kind: z.literal('page') })
/** A directory's list, shown page by page. */
export const paginateSchema = fields({
  /** The kind of page the list shows: best, compare, calculator or guide. */
  kind: oneOf(LISTED_KINDS),
  /** How many to show on each page; the rest follow on /<route>/page/2 and on. Default: 12 (a screenful: four rows of three cards). */
  perPage: z.number({ error: 'expected a whole number from 1 to 100' }).int().min(1).max(100).default(12),
})

const directorySchema = fields({
  ...commonFields,
  kind: z.literal('directory'),
  /** List one kind of page a screenful at a time, so the directory stays small however many pages the site has. Default: everything on one page. */
  paginate: paginateSchema.optional(),
})

const bestSchema = fields({
  ...commonFields,
  kind: z.literal('best'),
  /** Date an editor last checked the whole page, YYYY-MM-DD. Required: shown as "Last updated", and due for review every 90 days. */
  lastReviewed: reviewDate(),
  /** The software category this ranking covers ("SOC 2 compliance"). */
  category: text(),
  /** The ranked tools, best first: ids, or groups with an id and this page's badge, bestFor, keyBenefits and specs. Drives <RankedList /> and the ItemList structured data. */
  tools: z.array(rankedToolSchema).min(1, { error: 'list at least one tool id' }),
  /** What the ranking was judged on, rendered by <SelectionCriteria />. Default: none. */
  criteria: z.array(criterionSchema).default([]).refine(percentagesAddUp, { error: 'the percentage weights add up to more or less than 100' }),
})

/** A situation a reader may be in, and which of the two tools fits it. */
export const useCaseSchema = fields({
  /** The situation ("First SOC 2 audit at a startup"). */
  title: text(),
  /** Why the recommended tool fits, in one to three sentences. */
  description: text(),
  /** The tool id that fits best, or "both". */
  bestFor: slug(),
})

/**
 * One row of the feature table: the feature, then a value per tool id:
 * true (supported), false (not supported) or a short text ("Enterprise plan only").
 * A tool left out shows "-".
 */
export const featureRowSchema = z
  .object({
    /** The feature's name ("Single sign-on"). */
    feature: text(),
  })
  .catchall(z.union([z.boolean(), text()], { error: 'expected true, false or a short text for each tool' }))

const compareSchema = fields({
  ...commonFields,
  kind: z.literal('compare'),
  /** Date an editor last checked the whole page, YYYY-MM-DD. Required: shown as "Last updated", and due for review every 90 days. */
  lastReviewed: reviewDate(),
  /** The two tool ids compared, as in content/_tools/ ("[vanta, drata]"). The title must be "{A} vs {B}: Complete Comparison Guide". */
  tools: z.tuple([slug(), slug()], { error: 'expected two tool ids, like [vanta, drata]' }),
  /** The category both tools belong to ("Compliance"), shown on the directory card and used by its filter. */
  category: text(),
  /** Shows the comparison among the popular ones on /comparisons. Default: false. */
  popular: bool().default(false),
  /** Situations and the tool that fits each, rendered by <UseCases />. Default: none. */
  useCases: z.array(useCaseSchema).default([]),
  /** The feature table's rows, rendered by <FeatureTable />. Default: none. */
  features: z.array(featureRowSchema).default([]),
})

const calculatorSchema = fields({
  ...commonFields,
  kind: z.literal('calculator'),
  /** The calculator's category on /calculators. */
  category: oneOf(CALCULATOR_CATEGORIES),
  /** Marks the card as popular on /calculators. Default: false. */
  popular: bool().default(false),
})

const guideSchema = fields({
  ...commonFields,
  kind: z.literal('guide'),
  /** Date an editor last checked the whole page, YYYY-MM-DD. Required: shown as "Last updated", and due for review every 90 days. */
  lastReviewed: reviewDate(),
  /** The guide's topic. */
  category: oneOf(GUIDE_TOPICS),
  /** Who wrote it, as shown on the page and in the Article structured data. */
  author: text(),
  /** A two-sentence teaser for the /guides card. */
  excerpt: text(),
  /** Show the guide among the featured ones on /guides. Default: false. */
  featured: bool().default(false),
  /** Reading time in minutes. Default: computed from the text at 230 words a minute. */
  readingMinutes: z.number({ error: 'expected a whole number of minutes' }).int().positive().optional(),
  /** Word count, if the page states one. Default: computed from the text. */
  wordCount: z.number({ error: 'expected a whole number of words' }).int().positive().optional(),
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
} satisfies Record<PageKind, z.ZodType>

export type Frontmatter =
  | z.output<typeof homeSchema>
  | z.output<typeof pageSchema>
  | z.output<typeof directorySchema>
  | z.output<typeof bestSchema>
  | z.output<typeof compareSchema>
  | z.output<typeof calculatorSchema>
  | z.output<typeof guideSchema>

export type Faq = z.output<typeof faqSchema>
export type RankedTool = z.output<typeof rankedToolSchema>
export type Criterion = z.output<typeof criterionSchema>
export type RelatedLink = z.output<typeof relatedSchema>
export type UseCase = z.output<typeof useCaseSchema>
export type FeatureRow = z.output<typeof featureRowSchema>

export const kindSchema = fields({ kind: oneOf(PAGE_KINDS) }).loose()

/** The tool ids a page refers to in its frontmatter, in order. */
export function toolIdsOf(data: Frontmatter): string[] {
  if (data.kind === 'best') return data.tools.map((tool) => tool.id)
  if (data.kind === 'compare') return [...data.tools]
  return []
}
