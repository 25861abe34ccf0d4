import { createContext, useContext, type TableHTMLAttributes } from 'react'

/** Numbers the tables of one page, so each scrolling region gets its own name. */
export const TableCounter = createContext<{ next: number }>({ next: 0 })

/**
 * Markdown and data tables: wide ones scroll sideways on a phone instead of
 * widening the page. The scroller is a named, focusable region so keyboard
 * and screen-reader users can find and scroll it; its edge shows a shadow
 * where the table goes on past it (global.css, scroll-shadows).
 */
export function ProseTable(props: TableHTMLAttributes<HTMLTableElement>) {
  const counter = useContext(TableCounter)
  const number = ++counter.next
  return (
    <section className="table-scroll scroll-shadows -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0" tabIndex={0} aria-label={`Table ${number}, scrolls sideways on small screens`}>
      <table {...props} />
    </section>
  )
}
