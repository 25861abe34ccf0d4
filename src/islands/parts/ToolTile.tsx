import { useState } from 'react'
import type { CatalogueTool } from '../../catalogue/tool-catalogue'
import { ChoiceCompareToggle } from './ChoiceCompareToggle'
import { formatDate } from '../../shared/dates'
import { Rating } from './Rating'

/**
 * A tool in the /tools directory: name, category, our rating, starting
 * price with the date it was checked and a free-plan badge, and a toggle to compare it. The name links
 * to its profile, and its link covers the card (the toggle sits above it),
 * so the whole card still opens the profile. With features ticked, it says
 * what the tool has of each ("SAML single sign-on from Business").
 *
 * A tile in the prerendered page is drawn when near the screen (render-when-near), which spares the page's
 * first layout the tiles below the fold. A tile the finder puts in later (a filter, a page, Back) is drawn at
 * once: a block under content-visibility: auto has no layout, and so no innerText, until the browser's next
 * frame finds it near, or ever while it is far below; a dozen tiles laid out with a change cost little.
 * `drawnWhenNear` is read when the tile is made (so a prerendered tile keeps it when the finder wakes).
 */
export function ToolTile({ tool, features, drawnWhenNear }: { tool: CatalogueTool; features?: string[]; drawnWhenNear: boolean }) {
  const [whenNear] = useState(drawnWhenNear)
  return (
    <div className={`${whenNear ? 'render-when-near ' : ''}group relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-indigo-300 hover:shadow-md hover:transition`}>
      <span className="flex items-start justify-between gap-3">
        <a href={tool.profile} className="text-lg font-semibold text-slate-950 group-hover:text-indigo-800 after:absolute after:inset-0 after:rounded-xl">
          {tool.name}
        </a>
        <Rating value={tool.rating} />
      </span>
      <span className="text-sm text-slate-600">{tool.category}</span>
      <span className="mt-3 flex-1 text-sm text-slate-800">
        {tool.starting}
        <span className="block text-xs text-slate-600">{`Price checked ${formatDate(tool.checked)}`}</span>
      </span>
      {features && features.length > 0 && (
        <ul aria-label="Ticked features" className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-sm text-emerald-900">
          {features.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <span className="mt-3 flex items-center justify-between gap-3">
        {tool.free && <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">Free plan</span>}
        {/* Above the card's link, which covers the card. */}
        <ChoiceCompareToggle tool={tool} className="relative z-10 ml-auto" />
      </span>
    </div>
  )
}
