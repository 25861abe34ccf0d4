import { ChevronDown } from 'lucide-react'
import { fields, matching, text } from '../content/fields'
import { usePage } from '../page/context'
import { validated } from './validated'

/** The props writers give <Faq>. */
const props = fields({
  /** Section heading. Default: "Frequently Asked Questions". */
  heading: text().default('Frequently Asked Questions'),
  /** Anchor id of the section. Default: "faq". */
  id: matching(/^[a-z][a-z0-9-]*$/, 'an anchor id like "faq"').default('faq'),
})

/**
 * The page's frontmatter FAQs as an accordion. Native <details> elements
 * sharing one name: at most one open, the open one can be closed, and every
 * answer is in the HTML that the FAQPage structured data describes.
 */
function FaqList({ heading, id }: { heading: string; id: string }) {
  const { page } = usePage('Faq')
  const faqs = page.data.faqs
  if (faqs.length === 0) throw new Error('<Faq>: this page has no faqs in its frontmatter')
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="not-prose my-10 print:hidden">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-slate-950">
        {heading}
      </h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {faqs.map((faq) => (
          <details key={faq.question} name={id} className="group">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium text-slate-950 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              {faq.question}
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
            </summary>
            <p className="px-5 pb-5 text-slate-700">{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}

export const Faq = validated('Faq', props, FaqList)
