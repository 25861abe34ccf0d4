/**
 * "On this page": the page's sections as a bar under the header. It stays
 * out of the way until the reader scrolls past 200px; the loader then shows
 * it and marks the section being read (src/client/frame.ts). It is fixed,
 * not in the flow, so showing it never moves the page.
 */
export function SectionNav({ headings }: { headings: readonly { id: string; text: string }[] }) {
  return (
    <nav
      aria-label="On this page"
      data-section-nav=""
      className="invisible fixed inset-x-0 top-16 z-30 border-b border-slate-200 bg-white/95 opacity-0 shadow-sm backdrop-blur transition-opacity duration-150 data-[visible]:visible data-[visible]:opacity-100 motion-reduce:transition-none short:hidden"
    >
      <ul className="mx-auto flex max-w-4xl gap-1 overflow-x-auto px-4 py-1.5 sm:px-6">
        {headings.map((heading) => (
          <li key={heading.id} className="shrink-0">
            <a
              href={`#${heading.id}`}
              className="flex min-h-11 items-center rounded-md px-3 text-sm whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-slate-950 aria-[current=true]:bg-indigo-50 aria-[current=true]:font-semibold aria-[current=true]:text-indigo-800"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
