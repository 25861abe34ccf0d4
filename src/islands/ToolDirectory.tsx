import { Check, ExternalLink, SearchX, Star } from 'lucide-react'
import { useRef } from 'react'
import { formatDate } from '../shared/dates'
import { ALL_CATEGORIES, countLine, filterTools, type DirectoryTool } from './parts/tool-filter'
import { CategoryButtons, useCategoryFromUrl } from './parts/CategoryFilter'
import { ChoiceCompareToggle } from './parts/ChoiceCompareToggle'
import type { Wake } from './parts/island-module'

interface Props {
  tools: DirectoryTool[]
  categories: string[]
}

/** Delay before the results scroll into view after a choice: long enough for the grid to re-render first. */
const SCROLL_DELAY_MS = 100

/**
 * One tool of the grid: its name (to its profile), field, rating, price, two pros, the vendor's link and a "Compare" toggle, as every tool card has.
 * Drawn at once, as every card is (global.css says why none is drawn only when near the screen).
 */
function DirectoryCard({ tool }: { tool: DirectoryTool }) {
  const headingId = `directory-${tool.id}`
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-bold text-slate-950">
            <a href={tool.profile} className="underline decoration-slate-300 decoration-1 underline-offset-4 hover:text-indigo-800 hover:decoration-indigo-400">
              {tool.name}
            </a>
          </h3>
          <p className="text-sm text-slate-600">{tool.category}</p>
        </div>
        {/* Drawn only with a badge in it: the grid's 16 cards stay within the page's 800 elements with their toggles. */}
        {(tool.popular || tool.sponsored) && (
          <span className="flex flex-wrap justify-end gap-1.5">
            {tool.popular && <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">Popular</span>}
            {tool.sponsored && <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">Sponsored</span>}
          </span>
        )}
      </div>
      <p className="mt-3 flex-1 text-sm text-slate-700">{tool.description}</p>
      <p className="mt-3 flex items-center gap-1 text-sm font-medium text-slate-800">
        <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
        {`${tool.rating.toFixed(1)} / 5`}
        <span className="sr-only"> rating</span>
      </p>
      <p className="mt-1 text-sm font-semibold text-slate-950">{tool.price}</p>
      <p className="text-xs text-slate-600">{`Price checked ${formatDate(tool.checked)}`}</p>
      <ul className="mt-3 space-y-1 text-sm text-slate-700">
        {tool.pros.slice(0, 2).map((pro) => (
          <li key={pro} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            {pro}
          </li>
        ))}
      </ul>
      {/* Side by side where both fit, else one above the other, each as wide as the card. */}
      <div className="mt-4 flex flex-wrap gap-2">
        <a
          href={tool.website}
          target="_blank"
          rel={tool.sponsored ? 'sponsored nofollow noopener noreferrer' : 'nofollow noopener noreferrer'}
          data-vendor-link={tool.id}
          className="btn btn-secondary flex-1 whitespace-nowrap"
        >
          {`Try ${tool.name}`}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <ChoiceCompareToggle tool={tool} className="grow" />
      </div>
    </article>
  )
}

/** /best-tools: category buttons that filter the tool grid, kept in the URL (?category=). */
export default function ToolDirectory({ tools, categories }: Props) {
  const [category, setCategory] = useCategoryFromUrl(categories)
  const results = useRef<HTMLDivElement>(null)
  const shown = filterTools(tools, category)

  const choose = (next: string, scroll: boolean) => {
    setCategory(next)
    if (!scroll) return
    setTimeout(() => {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
      results.current?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
    }, SCROLL_DELAY_MS)
  }

  return (
    <div className="not-prose my-8">
      <CategoryButtons label="Filter by category" categories={categories} chosen={category} onChoose={(name) => choose(name, true)} />
      <div ref={results} tabIndex={-1} className="scroll-mt-24 pt-6 focus:outline-none">
        <p role="status" className="mb-4 text-sm text-slate-600">
          {countLine(shown.length, tools.length, ' tools', category, categories)}
        </p>
        {shown.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((tool) => (
              <li key={tool.id}>
                <DirectoryCard tool={tool} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center">
            <SearchX aria-hidden="true" className="mx-auto size-8 text-slate-500" />
            <h3 className="mt-3 text-lg font-semibold text-slate-950">No tools found</h3>
            <p className="mt-1 text-sm text-slate-600">We have not reviewed tools in this category yet.</p>
            <button
              type="button"
              onClick={() => {
                choose(ALL_CATEGORIES, false)
                // The button goes with the empty state: focus moves to the results it brought, not to the page's start.
                results.current?.focus()
              }}
              className="btn btn-primary mt-5"
            >
              View All Tools
            </button>
          </div>
        )}
      </div>
    </div>
  )
}

/** The filter wakes once the page is idle: the prerendered grid shows every tool until then. */
export const wake: Wake = 'idle'

/** What visitors call it, should it fail (IslandBoundary). */
export const label = 'The list of tools'
