/** Today as writers date pages: the local calendar day, not UTC's. */

/**
 * Today's date on this machine's clock and time zone, as YYYY-MM-DD.
 * @returns {string}
 */
export function localToday() {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
}
