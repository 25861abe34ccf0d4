import { z } from 'zod'
import { expected, fields, text } from '../content/fields'
import { usePage } from '../page/context'
import { validated } from './validated'

/** The props writers give <TableOfContents>. */
const props = fields({
  /** The box's heading. Default: "Table of contents". */
  heading: text().default('Table of contents'),
  /** Section ids to leave out (such as "faq" or "keep-exploring"). */
  exclude: z.array(text(), { error: expected('a list of headings') }).default([]),
})

/** A numbered list of links to the page's sections, built from its headings so it can never disagree with them. */
function TableOfContentsView({ heading, exclude }: { heading: string; exclude: string[] }) {
  const { headings } = usePage('TableOfContents')
  const sections = headings.filter((section) => !exclude.includes(section.id))
  if (sections.length === 0) throw new Error('<TableOfContents>: this page has no ## sections')
  return (
    <nav aria-labelledby="table-of-contents" className="not-prose my-8 rounded-xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="table-of-contents" className="text-base font-semibold text-slate-950">
        {heading}
      </h2>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm marker:text-slate-500">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="text-indigo-700 hover:underline">
              {section.text.replace(/^\d+\.\s*/, '')}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}

export const TableOfContents = validated('TableOfContents', props, TableOfContentsView)
