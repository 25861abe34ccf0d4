import { breadcrumbTrail } from '../seo/json-ld'

/** The visible trail that the BreadcrumbList structured data describes. */
export function Breadcrumbs({ route, title }: { route: string; title: string }) {
  const trail = breadcrumbTrail(route, title)
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600 print:hidden">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="text-slate-800">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <a href={crumb.path} className="hover:text-slate-950 hover:underline">
                    {crumb.name}
                  </a>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
