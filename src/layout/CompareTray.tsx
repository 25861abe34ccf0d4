import { ChevronUp, X } from 'lucide-react'
import { NOT_KEPT_NOTE } from '../catalogue/compare-choice'

/**
 * The compare tray's markup, on pages that show a "Compare" toggle
 * (SiteFrame): hidden until a tool is chosen, then filled and shown by its
 * plain script (src/client/compare-tray.ts). It sits at the foot of the
 * screen, left of the scroll-to-top button (never over it), and the page
 * gains room at its end as tall as the tray, so nothing stays under it.
 * Below the lg width the chosen tools fold behind a "2 chosen" button; from
 * lg they show in a row. Its live regions are in the page from the start, as
 * screen readers need: changes are said politely, a refusal assertively and
 * on screen. Below sm it keeps 8px from the screen's left edge and from the
 * scroll-to-top button (16px from sm): that is what lets the count and the
 * link share one row at 390px. The template is one chosen tool, cloned per tool; its words,
 * like the count's, are placeholders the script replaces (a button has a name even in a template).
 */
export function CompareTray() {
  return (
    <div data-compare-tray="" className="print:hidden">
      <div data-compare-status="" aria-live="polite" aria-atomic="true" className="sr-only" />
      <div data-compare-space="" hidden className="bg-slate-50" />
      <section data-compare-panel="" hidden aria-labelledby="compare-tray-heading" className="fixed right-[4.25rem] bottom-4 left-2 z-30 sm:right-[4.5rem] sm:left-4">
        {/*
         * Never taller than the screen: at 400% zoom, opened, its top and its Remove buttons were above the view, out of
         * reach. On a screen of little height the list scrolls, under the button that folds it and the link, which stay.
         */}
        <div className="mx-auto max-h-[calc(100dvh-2rem)] max-w-3xl overflow-y-auto rounded-2xl border border-slate-300 bg-white p-2 shadow-lg">
          <h2 id="compare-tray-heading" className="sr-only">
            Tools to compare
          </h2>
          <p data-compare-refusal="" aria-live="assertive" className="px-2 text-sm font-medium text-amber-900 not-empty:pb-2" />
          <p data-compare-note="" hidden className="px-2 pb-2 text-xs text-slate-600">
            {NOT_KEPT_NOTE}
          </p>
          {/*
           * Below lg the list unfolds above the button that opens it (order-first), as a menu opening
           * upwards from the foot of the screen, while focus goes from that button into it; from lg it
           * is a row before the link, in the order it is read.
           */}
          <div className="flex flex-wrap items-center gap-1.5 sm:gap-2">
            <button type="button" data-compare-disclosure="" aria-expanded="false" aria-controls="compare-tray-list" className="group btn btn-secondary gap-1 px-2.5 whitespace-nowrap sm:gap-2 sm:px-4 lg:hidden">
              <ChevronUp aria-hidden="true" className="size-4 group-aria-expanded:rotate-180" />
              <span data-compare-count="">0 chosen</span>
            </button>
            <ul id="compare-tray-list" data-compare-list="" aria-labelledby="compare-tray-heading" className="order-first hidden basis-full flex-col gap-1 data-open:flex lg:order-none lg:flex lg:flex-1 lg:basis-auto lg:flex-row lg:flex-wrap short:max-h-[calc(100dvh-9rem)] short:overflow-y-auto" />
            {/*
             * One row with the button at 390px: with the insets, gaps and padding below sm the row is 281px wide
             * and the two take about 271 (with sm's, the row was 269px for 281 and the link wrapped, doubling the
             * tray's height). On a narrower phone the link wraps below the button.
             */}
            <a data-compare-link="" href="/compare" className="btn btn-primary ml-auto px-3 whitespace-nowrap sm:px-4">
              Compare tools
            </a>
          </div>
        </div>
      </section>
      <template data-compare-chip="">
        <li className="flex items-center justify-between gap-1 rounded-full border border-slate-200 bg-slate-50 pl-4 text-sm font-medium text-slate-900">
          <span data-compare-name="" />
          <button type="button" data-compare-remove="" className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-slate-950">
            <X aria-hidden="true" className="size-4" />
            <span data-compare-remove-label="" className="sr-only">
              Remove
            </span>
          </button>
        </li>
      </template>
    </div>
  )
}
