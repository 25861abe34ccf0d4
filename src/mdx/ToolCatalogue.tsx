import { toolRoute } from '../content/tool-pages'
import { usePage } from '../page/context'
import { listOnPage } from './list'
import { Pager } from './Pager'
import { Rating } from './Rating'

/**
 * Every tool's profile as a card, best rated first (a page's worth, with a
 * pager, on a directory that pages through tools): name, category, our
 * rating, starting price and a free-plan badge, linking to the profile.
 */
export function ToolCatalogue() {
  const context = usePage('ToolCatalogue')
  const { items, listing } = listOnPage(context, 'tool')
  const tools = items.flatMap((page) => (page.data.kind === 'tool' ? (context.registry.tools.get(page.data.tool) ?? []) : []))
  if (tools.length === 0) throw new Error('<ToolCatalogue>: no tools in content/_tools/')
  return (
    <>
      <ul aria-label="Tools" className="not-prose my-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tools.map((tool) => (
          <li key={tool.id}>
            <a href={toolRoute(tool.id)} className="render-when-near group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-indigo-300 hover:shadow-md hover:transition">
              <span className="flex items-start justify-between gap-3">
                <span className="text-lg font-semibold text-slate-950 group-hover:text-indigo-800">{tool.name}</span>
                <Rating value={tool.rating} />
              </span>
              <span className="text-sm text-slate-600">{tool.category}</span>
              <span className="mt-3 flex-1 text-sm text-slate-800">{tool.pricing.starting}</span>
              {tool.pricing.free && <span className="mt-3 self-start rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">Free plan</span>}
            </a>
          </li>
        ))}
      </ul>
      {listing && <Pager listing={listing} />}
    </>
  )
}
