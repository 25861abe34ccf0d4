import { CalendarDays, Clock, User } from 'lucide-react'
import { fields, oneOf } from '../content/fields'
import type { Frontmatter } from '../content/schema'
import { formatDate } from '../shared/dates'
import { usePage } from '../page/context'
import { listOnPage } from './list'
import { Pager } from '../islands/parts/Pager'
import { validated } from './validated'

/** The props writers give <GuideList>. */
const props = fields({
  /** featured: guides with `featured: true`; others: the rest. */
  show: oneOf(['featured', 'others']),
})

type Guide = { route: string; data: Extract<Frontmatter, { kind: 'guide' }>; readingMinutes?: number }

function GuideCard({ guide, large }: { guide: Guide; large: boolean }) {
  const { data } = guide
  const minutes = data.readingMinutes ?? guide.readingMinutes
  const date = data.published ?? data.lastReviewed
  return (
    <article className={`flex h-full flex-col rounded-2xl border bg-white p-5 shadow-sm ${large ? 'border-indigo-200 sm:p-7' : 'border-slate-200'}`}>
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-indigo-800">{data.category}</span>
        {data.featured && <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-amber-900">Featured</span>}
      </div>
      <h3 className={`mt-3 font-bold text-slate-950 ${large ? 'text-2xl' : 'text-lg'}`}>
        <a href={guide.route} className="hover:text-indigo-800 hover:underline">
          {data.title}
        </a>
      </h3>
      <p className="mt-2 flex-1 text-slate-700">{data.excerpt}</p>
      <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <li className="flex items-center gap-1.5">
          <User aria-hidden="true" className="size-4" />
          {data.author}
        </li>
        {minutes && (
          <li className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            {`${minutes} min read`}
          </li>
        )}
        {date && (
          <li className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={date}>{formatDate(date)}</time>
          </li>
        )}
      </ul>
    </article>
  )
}

/** The guides from their frontmatter, newest first: featured ones large, the rest in a grid (a page's worth on a directory that pages through them). */
function GuideListView({ show }: { show: 'featured' | 'others' }) {
  const { items, listing } = listOnPage(usePage('GuideList'), show === 'featured' ? 'featured-guides' : 'other-guides')
  const guides = items.flatMap((page) => (page.data.kind === 'guide' ? [{ route: page.route, data: page.data, readingMinutes: page.readingMinutes }] : []))
  if (guides.length === 0) throw new Error(`<GuideList>: no ${show === 'featured' ? 'featured' : 'other'} guides`)
  return (
    <>
      <ul className={`not-prose my-6 grid gap-4 ${show === 'featured' ? 'md:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3'}`}>
        {guides.map((guide) => (
          <li key={guide.route}>
            <GuideCard guide={guide} large={show === 'featured'} />
          </li>
        ))}
      </ul>
      {listing && <Pager page={listing.page} pages={listing.pages} base={listing.base} />}
    </>
  )
}

export const GuideList = validated('GuideList', props, GuideListView)
