import type { CatalogueTool } from '../../catalogue/tool-catalogue'
import { Rating } from './Rating'

/**
 * A tool in the /tools directory: name, category, our rating, starting
 * price and a free-plan badge, linking to its profile; with features
 * ticked, what it has of each ("SAML single sign-on from Business").
 */
export function ToolTile({ tool, features }: { tool: CatalogueTool; features?: string[] }) {
  return (
    <a href={tool.profile} className="render-when-near group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-indigo-300 hover:shadow-md hover:transition">
      <span className="flex items-start justify-between gap-3">
        <span className="text-lg font-semibold text-slate-950 group-hover:text-indigo-800">{tool.name}</span>
        <Rating value={tool.rating} />
      </span>
      <span className="text-sm text-slate-600">{tool.category}</span>
      <span className="mt-3 flex-1 text-sm text-slate-800">{tool.starting}</span>
      {features && features.length > 0 && (
        <ul aria-label="Ticked features" className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-sm text-emerald-900">
          {features.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {tool.free && <span className="mt-3 self-start rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">Free plan</span>}
    </a>
  )
}
