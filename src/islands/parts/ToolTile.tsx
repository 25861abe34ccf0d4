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
 * Drawn at once, not when near the screen (content-visibility: auto): its 600px placeholder is twice a tile's
 * height on a phone, so a dozen tiles drawn as they came near moved the pager below them by hundreds of
 * pixels after a visitor (or the keyboard's focus) had scrolled to it; and the finder's tiles, made and
 * made again with every choice, had no layout (so no innerText) until near. Twelve tiles a page cost the
 * first layout little (docs/performance.md, sixty-eighth session).
 */
export function ToolTile({ tool, features }: { tool: CatalogueTool; features?: string[] }) {
  return (
    <div className="group relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-indigo-300 hover:shadow-md hover:transition">
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
