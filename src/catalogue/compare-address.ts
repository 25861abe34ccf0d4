/**
 * The compare builder's address and its limit, on their own: the compare
 * tray needs only these, and a best-of page that wakes the tray should not
 * load the builder's table logic with them. compare-builder.ts re-exports both.
 */

/** At most this many tools side by side. */
export const MOST_COMPARED = 4

/** The address of a set of tools side by side. */
export const compareQuery = (ids: readonly string[]) => (ids.length ? `?tools=${ids.join(',')}` : '')
