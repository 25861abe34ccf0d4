import { ArrowRight } from 'lucide-react'
import { usePage } from '../page/context'

/** The page's related pages (frontmatter `related`) as cards. */
export function RelatedLinks() {
  const { page } = usePage('RelatedLinks')
  if (page.data.related.length === 0) throw new Error('<RelatedLinks>: this page has no related links in its frontmatter')
  return (
    <ul data-related-links="" className="not-prose my-6 grid gap-3 sm:grid-cols-2 print:hidden">
      {page.data.related.map((link) => (
        <li key={link.href}>
          <a href={link.href} className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 transition hover:border-indigo-300 hover:shadow-sm">
            <span className="flex items-center justify-between gap-2 font-semibold text-slate-950 group-hover:text-indigo-800">
              {link.title}
              <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
            </span>
            {link.description && <span className="mt-1 text-sm text-slate-700">{link.description}</span>}
          </a>
        </li>
      ))}
    </ul>
  )
}
