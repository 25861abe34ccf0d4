import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { Search } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { SearchChannel } from './parts/search-channel'
import { SearchPanel } from './parts/SearchPanel'
import type { Wake } from './parts/island-module'

/** The header's "Search tools..." button and the search dialog it opens. */
export default function SearchDialog() {
  const [open, setOpen] = useState(false)
  // The search's worker, started when the dialog first opens, kept for the page's life.
  const [channel, setChannel] = useState<SearchChannel>()
  // Where the focus was when the search opened (a link far down the page, for Ctrl K), to put it back on closing.
  const returnTo = useRef<HTMLElement | null>(null)
  const show = () => {
    if (!channel) setChannel(new SearchChannel())
    returnTo.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null
    setOpen(true)
  }
  useEffect(() => () => channel?.close(), [channel])
  useEffect(() => {
    const back = returnTo.current
    if (open || !back) return
    returnTo.current = null
    // After Headless UI's own return of the focus, queued as the dialog went: it returns it to the last element clicked,
    // which for Ctrl K is the search button the shortcut clicked, not where the visitor was.
    queueMicrotask(() => {
      if (back.isConnected) back.focus({ preventScroll: true })
    })
  }, [open])
  const close = useCallback(() => setOpen(false), [])

  return (
    <>
      <button
        type="button"
        data-search-trigger=""
        onClick={show}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm whitespace-nowrap text-slate-600 shadow-sm hover:border-slate-400 hover:text-slate-900 sm:min-w-56 sm:justify-start"
      >
        <Search aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">Search tools...</span>
        {/* Its box does not wait for its text: a header painted before "Ctrl K" is parsed keeps the key where it ends. */}
        <kbd aria-hidden="true" className="ml-auto hidden h-4.5 min-w-12 rounded border border-slate-300 px-1.5 text-center font-sans text-xs text-slate-500 sm:inline">
          Ctrl K
        </kbd>
      </button>
      {/* Mounted only while open: closed, Headless UI would still server-render a hidden span with a style attribute, which a strict CSP refuses. */}
      {open && (
      <Dialog open onClose={close} className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto p-4 pt-[10vh]">
        <DialogBackdrop className="fixed inset-0 bg-slate-950/50" />
        <DialogPanel className="relative w-full max-w-xl overflow-hidden rounded-2xl bg-white shadow-2xl">
            <div className="flex items-center justify-between gap-2 border-b border-slate-200 py-0.5 pr-1 pl-5">
              <DialogTitle as="h2" className="text-base font-semibold text-slate-950">Search Tools &amp; Guides</DialogTitle>
              {/* A phone has no Escape key, and the backdrop left to tap is a thin strip. */}
              <button type="button" onClick={close} aria-label="Close search" className="inline-flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900">
                {/* Lucide's X, drawn here: shared with the builder's chips, that icon became a chunk of its own the builder loads too. */}
                <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className="size-5">
                  <path d="M18 6 6 18M6 6l12 12" />
                </svg>
              </button>
            </div>
            {channel && <SearchPanel channel={channel} close={close} />}
        </DialogPanel>
      </Dialog>
      )}
    </>
  )
}

/** The dialog's code loads when a visitor shows intent: hovering, focusing or clicking the button (or pressing Ctrl K or /). */
export const wake: Wake = 'intent'

/** What visitors call it, should it fail (IslandBoundary). */
export const label = 'Search'
