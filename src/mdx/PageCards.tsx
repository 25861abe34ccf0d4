import { z } from 'zod'
import { expected, fields, oneOf, sitePath, text, wholeNumber } from '../content/fields'
import { LISTED_KINDS, type ListedKind } from '../content/schema'
import { usePage } from '../page/context'
import { listOnPage } from './list'
import { Pager } from '../islands/parts/Pager'
import { validated } from './validated'

/** The props writers give <PageCards>. */
const props = fields({
  /** Which pages to list: every page of this kind (best, compare, calculator or guide), in the order the site lists them... */
  kind: oneOf(LISTED_KINDS).optional(),
  /** ...or exactly these pages, in this order ("/best/knowledge-base-for-teams"). */
  pages: z.array(sitePath(), { error: expected('a list of paths on this site') }).min(1, { error: 'list at least one page' }).optional(),
  /** Accessible name of the list. */
  heading: text().optional(),
  /** Show at most this many (the first ones). Default: all, or a page's worth on a directory that paginates this kind. */
  limit: wholeNumber().optional(),
}).refine((props) => Boolean(props.kind) !== Boolean(props.pages), { error: 'give either kind or pages' })

/** Cards linking the pages of one kind (a page's worth, with a pager, on a directory that pages through that kind), or the pages named. */
function PageCardsView({ kind, pages: routes, heading, limit }: { kind?: ListedKind; pages?: string[]; heading?: string; limit?: number }) {
  const context = usePage('PageCards')
  const list = kind ? listOnPage(context, kind) : undefined
  const pages = routes
    ? routes.map((route) => {
        const page = context.registry.byRoute.get(route)
        if (!page) throw new Error(`<PageCards>: pages: no page at ${route}`)
        return page
      })
    : (list?.items ?? []).slice(0, limit)
  if (pages.length === 0) return null
  // A limited list is a preview of the whole one: it pages through nothing.
  const listing = limit === undefined ? list?.listing : undefined
  return (
    <>
      <ul aria-label={heading} className="not-prose my-8 grid gap-4 sm:grid-cols-2">
        {pages.map(({ route, data }) => (
          <li key={route}>
            <a
              href={route}
              className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-indigo-300 hover:transition hover:shadow-md"
            >
              {'category' in data && <span className="text-xs font-semibold tracking-wide text-indigo-700 uppercase">{data.category}</span>}
              <span className="mt-1 text-lg font-semibold text-slate-950 group-hover:text-indigo-800">{data.title}</span>
              <span className="mt-2 flex-1 text-sm text-slate-700">{data.description}</span>
              <span className="arrow-after mt-4 inline-flex items-center gap-1 text-sm font-medium text-indigo-700">Read more</span>
            </a>
          </li>
        ))}
      </ul>
      {listing && <Pager page={listing.page} pages={listing.pages} base={listing.base} />}
    </>
  )
}

export const PageCards = validated('PageCards', props, PageCardsView)
