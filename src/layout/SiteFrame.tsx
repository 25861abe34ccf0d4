import { ArrowUp } from 'lucide-react'
import type { ReactNode } from 'react'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

/** Header, main content and footer, shared by every page including the 404. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-indigo-700 px-4 py-3 font-medium text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <button
        type="button"
        data-scroll-top=""
        hidden
        className="fixed right-4 bottom-4 z-30 print:hidden inline-flex size-11 items-center justify-center rounded-full bg-slate-900 text-white shadow-lg hover:bg-slate-700"
      >
        <ArrowUp aria-hidden="true" className="size-5" />
        <span className="sr-only">Scroll to top</span>
      </button>
    </>
  )
}
