import { ArrowRight } from 'lucide-react'
import { z } from 'zod'
import { PAGINATED_KINDS, pageSlice, type PaginatedKind } from '../content/pagination'
import { PAGE_KINDS } from '../content/schema'
import { ListPager } from '../layout/Pager'
import { usePage } from '../layout/PageContext'
import { validated } from './validated'

/** Cards linking the pages of one kind (a page's worth on a paginated directory), read from the registry so no list is kept by hand. */
function PageCardsView({ kind, pages: routes, heading, limit }: { kind?: (typeof PAGE_KINDS)[number]; pages?: string[]; heading?: string; limit?: number }) {
  const { registry, page: current } = usePage('PageCards')
  const ofKind = () => {
    const all = registry.pages.filter((page) => page.data.kind === kind && !page.data.noindex && !page.pagination)
    return (PAGINATED_KINDS as readonly string[]).includes(kind!) ? pageSlice(all, current.pagination, kind as PaginatedKind) : all
  }
  const pages = (
    routes
      ? routes.map((route) => {
          const page = registry.byRoute.get(route)
          if (!page) throw new Error(`<PageCards>: pages: no page at ${route}`)
          return page
        })
      : ofKind()
  ).slice(0, limit)
  if (pages.length === 0) return null
  const paged = !routes && limit === undefined && (PAGINATED_KINDS as readonly string[]).includes(kind!)
  return (
    <>
      <ul aria-label={heading} className="not-prose my-8 grid gap-4 sm:grid-cols-2">
        {pages.map(({ route, data }) => (
          <li key={route}>
            <a
              href={route}
              className="render-when-near group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-indigo-300 hover:transition hover:shadow-md"
            >
              {'category' in data && <span className="text-xs font-semibold tracking-wide text-indigo-700 uppercase">{data.category}</span>}
              <span className="mt-1 text-lg font-semibold text-slate-950 group-hover:text-indigo-800">{data.title}</span>
              <span className="mt-2 flex-1 text-sm text-slate-700">{data.description}</span>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-indigo-700">
                Read more <ArrowRight aria-hidden="true" className="size-4" />
              </span>
            </a>
          </li>
        ))}
      </ul>
      {paged && <ListPager kind={kind as PaginatedKind} />}
    </>
  )
}

export const PageCards = validated(
  'PageCards',
  z
    .strictObject({
      /** Which pages to list: every page of this kind (best, compare, calculator or guide)... */
      kind: z.enum(PAGE_KINDS).optional(),
      /** ...or exactly these pages, in this order ("/best/knowledge-base-for-teams"). */
      pages: z.array(z.string().startsWith('/')).min(1).optional(),
      /** Accessible name of the list. */
      heading: z.string().optional(),
      /** Show at most this many (the first ones). Default: all, or a page's worth on a directory that paginates this kind. */
      limit: z.number().int().positive().optional(),
    })
    .refine((props) => Boolean(props.kind) !== Boolean(props.pages), { error: 'give either kind or pages' }),
  PageCardsView,
)
