import type { TableHTMLAttributes } from 'react'

/**
 * Markdown tables: wide ones scroll sideways on a phone instead of
 * widening the page. The scroller is focusable so keyboard users can scroll it.
 */
export function ProseTable(props: TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className="table-scroll -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0" tabIndex={0} role="region" aria-label="Table, scrolls sideways on small screens">
      <table {...props} />
    </div>
  )
}
