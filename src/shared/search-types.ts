/**
 * The label each search result shows. Apart from the schema so that the
 * search dialog can name them without loading zod.
 */
export const SEARCH_TYPES = ['Article', 'Comparison', 'Calculator', 'Directory', 'Tool'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]
