import { SearchX } from 'lucide-react'
import { useRef } from 'react'
import { ALL_CATEGORIES, countLine, filterTools } from './parts/tool-filter'
import { CategoryButtons, useCategoryFromUrl } from './parts/CategoryFilter'
import type { Wake } from './parts/island-module'

/** One card of a filterable directory: small and serialisable. */
export interface FilterCard {
  title: string
  description: string
  category: string
  href: string
  /** A short line such as "6 min read". */
  meta?: string
  /** A marker such as "Popular". */
  badge?: string
}

interface Props {
  cards: FilterCard[]
  categories: string[]
  /** Accessible name of the button group ("Filter comparisons by category"). */
  label: string
  /** What the cards are, for the count line ("Showing 6 of 6 comparisons"). */
  noun: string
  /** What the empty state says ("No comparisons in this category yet."). */
  emptyText: string
  /** The call to action on each card. Default: "Read". */
  action?: string
  /**
   * Pages the cards leave out (comparisons not marked popular): a few, by
   * category, linked when their category is chosen, under its cards
   * (introduced by `more`) or, where it has none, instead of an empty state
   * that would say there are none (introduced by `empty`); `left` counts,
   * by category, those not linked.
   */
  elsewhere?: { empty: string; more: string; pages: Record<string, { title: string; href: string }[]>; left: Record<string, number> }
}

/** Links to pages of the chosen category that are not among the cards, after a line that says what they are. */
function OtherPages({ intro, pages, left = 0, className }: { intro: string; pages: { title: string; href: string }[]; left?: number; className: string }) {
  return (
    <p className={className}>
      {intro}
      {pages.map((page) => (
        <a key={page.href} href={page.href} className="mt-1 block leading-6 font-medium text-indigo-700 underline">
          {page.title}
        </a>
      ))}
      {left > 0 && <span className="mt-1 block">{`And ${left} more: search for them by name.`}</span>}
    </p>
  )
}

/** Cards with category buttons that filter them, the choice kept in the URL (?category=). */
export default function FilterableCards({ cards, categories, label, noun, emptyText, action = 'Read', elsewhere }: Props) {
  const [category, choose] = useCategoryFromUrl(categories)
  const shown = filterTools(cards, category)
  const others = elsewhere && Object.hasOwn(elsewhere.pages, category) ? elsewhere.pages[category]! : []
  const count = useRef<HTMLParagraphElement>(null)

  return (
    <div className="not-prose my-6">
      <CategoryButtons label={label} categories={categories} chosen={category} onChoose={choose} />
      <p ref={count} tabIndex={-1} role="status" className="mt-4 mb-3 text-sm text-slate-600 focus:outline-none">
        {countLine(shown.length, cards.length, ` ${noun}`, category, categories)}
      </p>
      {shown.length > 0 ? (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((card) => (
              <li key={card.href}>
                <a href={card.href} className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-300 hover:shadow-md">
                  <span className="flex items-center justify-between gap-2 text-xs font-semibold tracking-wide text-indigo-700 uppercase">
                    {card.category}
                    {card.badge && <span className="rounded-full bg-amber-100 px-2 py-0.5 tracking-normal text-amber-900 normal-case">{card.badge}</span>}
                  </span>
                  <span className="mt-1 text-lg font-semibold text-slate-950 group-hover:text-indigo-800">{card.title}</span>
                  <span className="mt-2 flex-1 text-sm text-slate-700">{card.description}</span>
                  <span className="mt-4 flex items-center justify-between text-sm">
                    <span className="text-slate-600">{card.meta}</span>
                    <span className="arrow-after inline-flex items-center gap-1 font-medium text-indigo-700">{action}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
          {others.length > 0 && <OtherPages intro={elsewhere!.more} pages={others} left={elsewhere!.left[category]} className="mt-4 text-sm font-medium text-slate-800" />}
        </>
      ) : (
        <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center">
          <SearchX aria-hidden="true" className="mx-auto size-8 text-slate-500" />
          {others.length > 0 ? (
            <OtherPages intro={elsewhere!.empty} pages={others} left={elsewhere!.left[category]} className="mt-3 font-semibold text-slate-950" />
          ) : (
            <p className="mt-3 font-semibold text-slate-950">{emptyText}</p>
          )}
          <button
            type="button"
            onClick={() => {
              choose(ALL_CATEGORIES)
              // The button goes with the empty state: focus moves to the count of what it brought (read out), not to the page's start.
              count.current?.focus()
            }}
            className="btn btn-primary mt-5"
          >
            Show all
          </button>
        </div>
      )}
    </div>
  )
}

/** The filter wakes once the page is idle: the prerendered cards show every page until then. */
export const wake: Wake = 'idle'

/** What visitors call it, should it fail (IslandBoundary). */
export const label = 'This list'
