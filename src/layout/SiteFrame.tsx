import { ArrowUp } from 'lucide-react'
import type { ReactNode } from 'react'
import { CompareToggles } from '../page/compare-toggles'
import { CompareTray } from './CompareTray'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

/** The compare tray, where the page (rendered before it, in document order) has shown a "Compare" toggle. */
function CompareTrayIfToggles({ toggles }: { toggles: { shown: boolean } }) {
  return toggles.shown ? <CompareTray /> : null
}

/** Header, main content and footer, shared by every page including the 404; and the compare tray on pages with "Compare" toggles. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const toggles = { shown: false }
  return (
    <CompareToggles.Provider value={toggles}>
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
      <CompareTrayIfToggles toggles={toggles} />
      <button
        type="button"
        data-scroll-top=""
        hidden
        className="fixed right-4 bottom-4 z-30 print:hidden inline-flex size-11 items-center justify-center rounded-full bg-slate-900 text-white shadow-lg hover:bg-slate-700"
      >
        <ArrowUp aria-hidden="true" className="size-5" />
        <span className="sr-only">Scroll to top</span>
      </button>
    </CompareToggles.Provider>
  )
}
