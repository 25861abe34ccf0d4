/**
 * Which result a key press makes active in the search combobox, or
 * undefined when the combobox leaves the key to the text input (Home, End,
 * letters) or there is nothing to move between.
 *
 * The ends clamp rather than wrap, as the Headless UI combobox this replaced
 * did: holding ArrowDown stops on the last result instead of jumping back
 * to the top, and ArrowUp on the first result stays there.
 */
export function nextActiveIndex(current: number, key: string, count: number): number | undefined {
  if (count === 0) return undefined
  if (key === 'ArrowDown') return Math.min(current + 1, count - 1)
  if (key === 'ArrowUp') return Math.max(current - 1, 0)
  return undefined
}
