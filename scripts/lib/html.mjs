/** Text made safe to put in HTML: the preview's error page, serve.mjs's redirect page. */

/**
 * For an element's text.
 * @param {string} text
 */
export const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * For a quoted attribute's value.
 * @param {string} text
 */
export const escapeAttribute = (text) => escapeText(text).replace(/"/g, '&quot;')
