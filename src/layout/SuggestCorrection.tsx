import { MessageSquareWarning } from 'lucide-react'
import { absoluteUrl, site } from '../shared/site'

/** "Suggest a correction": a prefilled email naming the page (there is no backend to post to). */
export function SuggestCorrection({ route, title }: { route: string; title: string }) {
  const url = absoluteUrl(route, site.origin)
  const href = `mailto:${site.contactEmail}?subject=${encodeURIComponent(`Correction: ${title}`)}&body=${encodeURIComponent(`Page: ${url}\n\nWhat is wrong, and where did you see the right information?\n`)}`
  return (
    <p className="not-prose mt-12 print:hidden border-t border-slate-200 pt-6 text-sm text-slate-600">
      Spotted a mistake or an out-of-date price?{' '}
      <a href={href} className="inline-flex items-center gap-1 font-medium text-indigo-700 underline">
        <MessageSquareWarning aria-hidden="true" className="size-4" />
        Suggest a correction
      </a>
    </p>
  )
}
