import { Mail } from 'lucide-react'
import { site } from '../shared/site'

/**
 * New guides by email. There is no backend to hold a mailing list, so the
 * button opens a prefilled email asking to be added: honest, and it works.
 */
export function NewsletterSignup() {
  const href = `mailto:${site.contactEmail}?subject=${encodeURIComponent('Subscribe to new guides')}&body=${encodeURIComponent('Please email me when you publish a new guide.\n')}`
  return (
    <div className="not-prose my-8 rounded-2xl border border-indigo-200 bg-indigo-50 p-6">
      <h3 className="text-lg font-semibold text-slate-950">New guides by email</h3>
      <p className="mt-1 text-slate-700">
        Send us one email and we will let you know when a new guide is out, about once a month. We keep no mailing list besides your email, and you can ask to be removed at any time.
      </p>
      <a href={href} className="btn btn-primary mt-4">
        <Mail aria-hidden="true" className="size-4" />
        Subscribe by email
      </a>
    </div>
  )
}
