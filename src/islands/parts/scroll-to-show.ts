/** A row's extent in a scrolling box's content, in pixels from the content's top. */
export interface RowSpan {
  top: number
  bottom: number
}

/**
 * Where a scrolling box should scroll to so that these rows are in view, or
 * undefined when it shows as many of them as it can already (or there are
 * none): the most rows its height can hold, the first of them highest,
 * centred in the box. Pure: the finder's feature boxes measure the rows and
 * set the box's scrollTop, never the page's, which stays where it is.
 */
export function scrollToShow(rows: readonly RowSpan[], view: { scrollTop: number; height: number }): number | undefined {
  const sorted = [...rows].sort((a, b) => a.top - b.top)
  const shownFrom = (scrollTop: number) => sorted.filter((row) => row.top >= scrollTop && row.bottom <= scrollTop + view.height)
  let best: RowSpan[] = []
  for (const row of sorted) {
    const shown = shownFrom(row.top)
    if (shown.length > best.length) best = shown
  }
  if (best.length === 0 || shownFrom(view.scrollTop).length >= best.length) return undefined
  const top = best[0]!.top
  const span = Math.max(...best.map((row) => row.bottom)) - top
  return Math.max(0, Math.round(top - (view.height - span) / 2))
}
