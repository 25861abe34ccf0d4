import { Mail } from 'lucide-react'
import { site } from '../shared/site'

/** "Request Calculator": a prefilled email to the site's contact address (there is no backend to post a form to). */
export function RequestCalculator() {
  const subject = 'Calculator request'
  const body = 'Hello ToolCompass team,\n\nI would like a calculator that works out:\n\n(What would you like to calculate, and for which tools?)\n'
  const href = `mailto:${site.contactEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
  return (
    <a href={href} className="not-prose btn btn-secondary">
      <Mail aria-hidden="true" className="size-4" />
      Request Calculator
    </a>
  )
}
