import type { ReactNode } from 'react'

/**
 * A wide table's sideways-scrolling box. A keyboard user must be able to
 * scroll it, so it takes focus (axe's scrollable-region-focusable), and as
 * a focusable region it is named, for the screen reader to announce. It is
 * positioned, so the screen-reader words of its cells (position: absolute)
 * are clipped with it instead of widening the page. A named <section> is
 * the native region (html-validate's prefer-native-element). Its edge
 * shows a shadow where the table goes on past it (global.css, scroll-shadows).
 */
export function ScrollRegion({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <section aria-label={label} tabIndex={0} className={`scroll-shadows relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${className}`}>
      {children}
    </section>
  )
}
