import { CalendarDays, Clock, ListChecks } from 'lucide-react'
import type { Frontmatter } from '../content/schema'
import { AffiliateNotice } from '../mdx/AffiliateNotice'
import { Breadcrumbs } from './Breadcrumbs'
import { formatDate, readingMinutesOf } from '../shared/dates'

const EYEBROW: Partial<Record<Frontmatter['kind'], (data: Frontmatter) => string>> = {
  best: () => 'Best tools',
  compare: () => 'Comparison',
  calculator: () => 'Free calculator',
  tool: () => 'Tool profile',
}

/** Breadcrumbs, the page's h1 (its frontmatter title), the lead, and its dates. */
export function PageHeader({ route, data, wordCount, wide = false }: { route: string; data: Frontmatter; wordCount?: number; wide?: boolean }) {
  // "Last updated" is the editor's review date and nothing else (never the build date): the schema requires it where it matters.
  const lastUpdated = data.lastReviewed
  const eyebrow = EYEBROW[data.kind]?.(data)
  const minutes = data.kind === 'guide' ? (data.readingMinutes ?? readingMinutesOf(wordCount)) : undefined
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-indigo-50/60 to-white">
      <div className={`mx-auto px-4 pt-6 pb-10 sm:px-6 ${wide ? 'max-w-6xl' : 'max-w-4xl'}`}>
        {route !== '/' && <Breadcrumbs route={route} title={data.title} />}
        {data.kind === 'guide' ? (
          <ul aria-label="Guide topic" className="mt-6 flex flex-wrap gap-2 text-xs font-semibold">
            <li className="rounded-full bg-indigo-100 px-2.5 py-0.5 text-indigo-800">{data.category}</li>
            {data.featured && <li className="rounded-full bg-amber-100 px-2.5 py-0.5 text-amber-900">Featured</li>}
          </ul>
        ) : (
          eyebrow && <p className="mt-6 text-sm font-semibold tracking-wide text-indigo-700 uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-950 sm:text-4xl">{data.title}</h1>
        <p className="mt-4 text-lg text-pretty text-slate-700">{data.description}</p>
        {(lastUpdated || data.published || minutes || data.kind === 'best') && (
          <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
            {lastUpdated && (
              <li className="flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4" />
                Last updated <time dateTime={lastUpdated}>{formatDate(lastUpdated)}</time>
              </li>
            )}
            {data.published && (data.kind === 'guide' || !lastUpdated) && (
              <li className="flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4" />
                Published <time dateTime={data.published}>{formatDate(data.published)}</time>
              </li>
            )}
            {data.kind === 'best' && (
              <li className="flex items-center gap-1.5">
                <ListChecks aria-hidden="true" className="size-4" />
                {`${data.tools.length} tools reviewed`}
              </li>
            )}
            {minutes && (
              <li className="flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4" />
                {minutes} min read
              </li>
            )}
          </ul>
        )}
        {/* Pages that link to vendors say so before the first link, on the first screen. */}
        {(data.kind === 'best' || data.kind === 'compare' || data.kind === 'tool') && <AffiliateNotice />}
      </div>
    </header>
  )
}
