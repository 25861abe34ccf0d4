import { z } from 'zod'
import { bool, fields, isoDate, oneOf, sitePath, slug, text, textList } from './fields'

/**
 * The frontmatter of every page under content/. This module is the one
 * reference for writers: each field's comment says what it means, its
 * default, and how to fill it well. content/README.md is generated from it.
 */

export const PAGE_KINDS = ['home', 'directory', 'best', 'compare', 'calculator', 'guide', 'page'] as const
export type PageKind = (typeof PAGE_KINDS)[number]

export const SEARCH_TYPES = ['Article', 'Comparison', 'Calculator', 'Directory'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

export const CALCULATOR_CATEGORIES = ['Finance', 'Productivity', 'Planning', 'Optimization', 'Compliance'] as const
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
  /** Date an editor last checked the whole page, YYYY-MM-DD. Shown as "Last updated". */
  lastReviewed: isoDate().optional(),
  /** Social-card image: a path under public/ ("/og/vanta-vs-drata.png"). Default: the site's card. */
  image: sitePath().optional(),
  /** Set true to keep the page out of search engines, the sitemap and site search. Default: false. */
  noindex: bool().default(false),
  /** How site search lists the page; false leaves it out. Default: shown for every kind but home and page. */
  search: z.union([searchSchema, z.literal(false)]).optional(),
  /** Frequently asked questions, rendered by <Faq /> and as FAQPage structured data. Default: none. */
  faqs: z.array(faqSchema).default([]),
}

const homeSchema = fields({ ...commonFields, kind: z.literal('home') })
const pageSchema = fields({ ...commonFields, kind: z.literal('page') })
const directorySchema = fields({ ...commonFields, kind: z.literal('directory') })

const bestSchema = fields({
  ...commonFields,
  kind: z.literal('best'),
  /** The software category this ranking covers ("SOC 2 compliance"). */
  category: text(),
  /** Ids of the ranked tools, best first (files in content/_tools/). Drives the ItemList structured data. */
  tools: z.array(slug()).min(1, { error: 'list at least one tool id' }),
})

const compareSchema = fields({
  ...commonFields,
  kind: z.literal('compare'),
  /** The two tool ids compared, as in content/_tools/ ("[vanta, drata]"). */
  tools: z.tuple([slug(), slug()], { error: 'expected two tool ids, like [vanta, drata]' }),
  /** The category both tools belong to ("Compliance"), shown on the directory card. */
  category: text(),
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

export const kindSchema = fields({ kind: oneOf(PAGE_KINDS) }).loose()
