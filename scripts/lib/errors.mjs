/** Reading what was thrown: in JavaScript that can be anything, not only an Error. */

/**
 * An error's message, or what was thrown as text when it has none.
 * @param {unknown} error
 * @returns {string}
 */
export function messageOf(error) {
  const message = typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined
  return typeof message === 'string' ? message : String(error)
}
