import { z } from 'zod'
import { readingMinutes } from '../layout/dates'
import { usePage } from '../layout/PageContext'
import type { FilterCard } from '../islands/FilterableCards'
import { FilterableCardsIsland } from './islands'
import { validated } from './validated'

/** The comparison pages as filterable cards, read from their frontmatter; popular ones only unless told otherwise. */
function ComparisonDirectoryView({ only }: { only: 'popular' | 'all' }) {
  const { registry } = usePage('ComparisonDirectory')
  const cards: FilterCard[] = registry.pages.flatMap(({ route, data, wordCount }) =>
    data.kind === 'compare' && !data.noindex && (only === 'all' || data.popular)
      ? [{ title: data.title, description: data.description, category: data.category, href: route, meta: wordCount ? `${readingMinutes(wordCount)} min read` : undefined }]
      : [],
  )
  if (cards.length === 0) throw new Error('<ComparisonDirectory>: no comparison pages to list')
  const categories = [...new Set(registry.pages.flatMap(({ data }) => (data.kind === 'compare' && !data.noindex ? [data.category] : [])))].sort()
  return <FilterableCardsIsland cards={cards} categories={categories} label="Filter comparisons by category" emptyText="No comparisons in this category yet." />
}

export const ComparisonDirectory = validated(
  'ComparisonDirectory',
  z.strictObject({
    /** popular: only comparisons marked `popular: true`; all: every comparison. Default: popular. */
    only: z.enum(['popular', 'all']).default('popular'),
  }),
  ComparisonDirectoryView,
)
