import { Info } from 'lucide-react'

/** The one-line disclosure that sits above the first vendor link of a page. */
export function AffiliateNotice() {
  return (
    <p data-affiliate-disclosure="" className="not-prose my-6 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {/* One text node, its space included: a separate space before the link, drawn while the link is still being parsed,
            moves when the link's words arrive (a layout shift, caught at 4x CPU slowdown). */}
        {'We may earn a commission when you buy through links on this page, at no cost to you. It never changes our rankings. '}
        <a href="/affiliate-disclosure" className="font-medium underline">
          How we make money
        </a>
      </span>
    </p>
  )
}
