import { pageSlice } from '../content/pagination'
import { CALCULATOR_CATEGORIES } from '../content/schema'
import type { FilterCard } from '../islands/FilterableCards'
import { ListPager } from '../layout/Pager'
import { usePage } from '../layout/PageContext'
import { FilterableCardsIsland } from './islands'

/** Every calculator page as a card (a page's worth on a paginated directory), popular ones first, filterable by the five calculator categories. */
export function CalculatorDirectory() {
  const { registry, page } = usePage('CalculatorDirectory')
  const cards: (FilterCard & { popular: boolean })[] = registry.pages.flatMap(({ route, data }) =>
    data.kind === 'calculator' && !data.noindex
      ? [{ title: data.title, description: data.description, category: data.category, href: route, badge: data.popular ? 'Popular' : undefined, popular: data.popular }]
      : [],
  )
  if (cards.length === 0) throw new Error('<CalculatorDirectory>: no calculator pages to list')
  const sorted = pageSlice(
    cards.sort((a, b) => Number(b.popular) - Number(a.popular) || a.title.localeCompare(b.title) || a.href.localeCompare(b.href)),
    page.pagination,
    'calculator',
  ).map(({ popular: _popular, ...card }) => card)
  return (
    <>
      <FilterableCardsIsland
        cards={sorted}
        categories={[...CALCULATOR_CATEGORIES]}
        label="Filter calculators by category"
        emptyText="No calculators in this category yet."
        action="Open"
      />
      <ListPager kind="calculator" />
    </>
  )
}
