import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { MouseEvent } from 'react'
import { pageRoute } from '../../shared/pages'

/** The page numbers to show: the first, the last, and two either side of the current one. */
export function pagerNumbers(page: number, pages: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b)
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? ['gap' as const, n] : [n]))
}

export interface PagerProps {
  /** This page, from 1. */
  page: number
  pages: number
  /** The address of page 1. */
  base: string
  /** The address of page n. Default: the directory's, /<base>/page/<n>. */
  hrefFor?: (n: number) => string
  /** Answers a chosen page in place instead of following its link. */
  onChoose?: (n: number) => void
}

const linkClass = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-medium'

/**
 * Previous, numbered and next links between the pages of a long list,
 * placed by the component that lists it, straight under the list: the
 * pages of a directory (/tools/page/2), or, in an island that pages
 * through its own results, links it answers itself (`onChoose`).
 * On a phone or a narrow tablet the numbers would wrap onto a second line,
 * so below the md breakpoint it shows "Page 2 of 17" between Previous and
 * Next instead.
 */
export function Pager({ page, pages, base, hrefFor = (n) => pageRoute(base, n), onChoose }: PagerProps) {
  const choose = (n: number) => (event: MouseEvent) => {
    if (!onChoose) return
    event.preventDefault()
    onChoose(n)
  }
  if (pages <= 1) return null
  return (
    <nav aria-label="Pages" className="not-prose mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <a href={hrefFor(page - 1)} onClick={choose(page - 1)} rel="prev" className={`${linkClass} border-slate-300 text-slate-800 hover:border-indigo-400`}>
          <ChevronLeft aria-hidden="true" className="size-4" /> Previous
        </a>
      )}
      {pagerNumbers(page, pages).map((n, i) =>
        n === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden="true" className="hidden px-1 text-slate-500 md:inline">
            …
          </span>
        ) : (
          <a
            key={n}
            href={hrefFor(n)}
            onClick={choose(n)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Page ${n}`}
            className={`${linkClass} max-md:hidden ${n === page ? 'border-indigo-700 bg-indigo-700 text-white' : 'border-slate-300 text-slate-800 hover:border-indigo-400'}`}
          >
            {n}
          </a>
        ),
      )}
      <span className="px-2 text-sm text-slate-700 md:hidden">
        {`Page ${page} of ${pages}`}
      </span>
      {page < pages && (
        <a href={hrefFor(page + 1)} onClick={choose(page + 1)} rel="next" className={`${linkClass} border-slate-300 text-slate-800 hover:border-indigo-400`}>
          Next <ChevronRight aria-hidden="true" className="size-4" />
        </a>
      )}
    </nav>
  )
}
