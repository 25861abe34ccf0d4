import { usePage } from '../page/context'

/** The page's selection criteria (frontmatter `criteria`), each with its weight. */
export function SelectionCriteria() {
  const { page } = usePage('SelectionCriteria')
  if (page.data.kind !== 'best' || page.data.criteria.length === 0) {
    throw new Error('<SelectionCriteria>: this page has no criteria in its frontmatter')
  }
  return (
    <ol className="not-prose my-6 grid gap-3 sm:grid-cols-2">
      {page.data.criteria.map((criterion) => (
        <li key={criterion.title} className="rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex items-start justify-between gap-3">
            <h3 className="font-semibold text-slate-950">{criterion.title}</h3>
            <span className="shrink-0 rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-800">
              <span className="sr-only">Weight: </span>
              {typeof criterion.weight === 'number' ? `${criterion.weight}%` : criterion.weight}
            </span>
          </div>
          <p className="mt-1.5 text-sm text-slate-700">{criterion.description}</p>
        </li>
      ))}
    </ol>
  )
}
