import { CALCULATOR_CATEGORIES } from '../content/schema'
import FilterableCards, { type FilterCard } from '../islands/FilterableCards'
import { usePage } from '../page/context'
import { island } from '../page/island'
import { listOnPage } from './list'
import { Pager } from '../islands/parts/Pager'

const FilterableCardsIsland = island(FilterableCards)

/** Every calculator page as a card (a page's worth on a directory that pages through them), popular ones first, filterable by the five calculator categories. */
export function CalculatorDirectory() {
  const { items, listing } = listOnPage(usePage('CalculatorDirectory'), 'calculator')
  const cards: FilterCard[] = items.flatMap(({ route, data }) =>
    data.kind === 'calculator' ? [{ title: data.title, description: data.description, category: data.category, href: route, badge: data.popular ? 'Popular' : undefined }] : [],
  )
  if (cards.length === 0) throw new Error('<CalculatorDirectory>: no calculator pages to list')
  return (
    <>
      <FilterableCardsIsland
        cards={cards}
        categories={[...CALCULATOR_CATEGORIES]}
        label="Filter calculators by category"
        noun="calculators"
        emptyText="No calculators in this category yet."
        action="Open"
      />
      {listing && <Pager page={listing.page} pages={listing.pages} base={listing.base} />}
    </>
  )
}
