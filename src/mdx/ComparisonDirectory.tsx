import { fields, oneOf } from '../content/fields'
import FilterableCards, { type FilterCard } from '../islands/FilterableCards'
import { usePage } from '../page/context'
import { island } from '../page/island'
import { listOnPage } from './list'
import { Pager } from '../islands/parts/Pager'
import { validated } from './validated'

/** The props writers give <ComparisonDirectory>. */
const props = fields({
  /** popular: only comparisons marked `popular: true`; all: every comparison. Default: popular, or all on a directory that pages through comparisons. */
  only: oneOf(['popular', 'all']).optional(),
})

const FilterableCardsIsland = island(FilterableCards)

/** At most this many comparisons a category are linked beside the popular cards (the rest counted): the island's props stay small however many pages there are. */
const MOST_ELSEWHERE = 3

/**
 * The comparisons of each category that the cards leave out (those not
 * marked popular): a few linked and the rest counted, so a category's
 * button leads to the comparisons in it we wrote, not only the popular
 * ones, and never to "none yet" where there are some.
 */
export function comparisonsElsewhere(compare: readonly { route: string; data: { kind: string; title?: string; category?: string } }[], cards: readonly FilterCard[]) {
  const carded = new Set(cards.map((card) => card.href))
  const pages: Record<string, { title: string; href: string }[]> = {}
  const left: Record<string, number> = {}
  for (const { route, data } of compare) {
    if (data.kind !== 'compare' || !data.category || !data.title || carded.has(route)) continue
    const linked = (pages[data.category] ??= [])
    if (linked.length < MOST_ELSEWHERE) linked.push({ title: data.title, href: route })
    else left[data.category] = (left[data.category] ?? 0) + 1
  }
  return { pages, left }
}

/**
 * The comparison pages as filterable cards, read from their frontmatter:
 * the popular ones, or all of them (a page's worth, with a pager, on a
 * directory that pages through comparisons).
 */
function ComparisonDirectoryView({ only }: { only?: 'popular' | 'all' }) {
  const context = usePage('ComparisonDirectory')
  const paged = context.page.listing?.list === 'compare'
  if (paged && only === 'popular') throw new Error('<ComparisonDirectory>: only: this directory pages through every comparison (paginate: { kind: compare }); leave out only="popular"')
  const popular = !paged && only !== 'all'
  const { items, listing } = listOnPage(context, popular ? 'popular-comparisons' : 'compare')
  const cards: FilterCard[] = items.flatMap(({ route, data, readingMinutes }) =>
    data.kind === 'compare' ? [{ title: data.title, description: data.description, category: data.category, href: route, meta: readingMinutes ? `${readingMinutes} min read` : undefined }] : [],
  )
  if (cards.length === 0) throw new Error('<ComparisonDirectory>: no comparison pages to list')
  const categories = [...new Set(context.registry.lists.compare.flatMap(({ data }) => (data.kind === 'compare' ? [data.category] : [])))].sort()
  return (
    <>
      <FilterableCardsIsland
        cards={cards}
        categories={categories}
        label="Filter comparisons by category"
        noun="comparisons"
        emptyText="No comparisons in this category yet."
        // Only the popular list leaves comparisons out: a directory of every comparison links the rest through its pager.
        elsewhere={popular ? { empty: 'No comparisons in this category are among the popular ones; we also compared:', more: 'We also compared:', ...comparisonsElsewhere(context.registry.lists.compare, cards) } : undefined}
      />
      {listing && <Pager page={listing.page} pages={listing.pages} base={listing.base} />}
    </>
  )
}

export const ComparisonDirectory = validated('ComparisonDirectory', props, ComparisonDirectoryView)
