import type { Frontmatter } from '../content/schema'
import { Home, Undo2 } from 'lucide-react'

/** The not-found page: "Page Not Found", with Go Home and Go Back. The loader logs the missing path and wires "Go Back". */
export function NotFound() {
  return (
    <div data-not-found="" className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <p className="text-6xl font-bold text-indigo-600">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-950">Page Not Found</h1>
      <p className="mt-4 text-lg text-slate-700">
        Sorry, we couldn&apos;t find the page you&apos;re looking for. It might have been moved, deleted, or doesn&apos;t exist.
      </p>
      {/* Two columns of one width, whichever button is parsed yet: a page painted before "Go Back" arrives keeps "Go Home" in place.
          Without JavaScript, Go Back is not shown (settings.css) and Go Home stands alone, in the middle. */}
      <div className="mx-auto mt-8 grid max-w-xs grid-cols-2 gap-3 noscript:max-w-40 noscript:grid-cols-1">
        <a href="/" className="btn btn-primary">
          <Home aria-hidden="true" className="size-4" />
          Go Home
        </a>
        <button type="button" data-go-back="" className="btn btn-secondary">
          <Undo2 aria-hidden="true" className="size-4" />
          Go Back
        </button>
      </div>
    </div>
  )
}

/** The not-found page's frontmatter: kept out of search engines, and with no address of its own. */
export const notFoundData: Frontmatter = {
  kind: 'page',
  title: 'Page Not Found',
  description: "Sorry, we couldn't find the page you're looking for. It might have been moved, deleted, or doesn't exist.",
  keywords: [],
  noindex: true,
  faqs: [],
  related: [],
  aliases: [],
  draft: false,
}
