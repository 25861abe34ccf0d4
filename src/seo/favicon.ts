/**
 * The site's mark, a compass (also public/favicon.svg, for tools that ask
 * for the file). Pages carry it as a data: URL rather than a link to that
 * file: a favicon request is one more high-priority fetch before the page
 * counts as painted (Lighthouse put it at about 150 ms of LCP).
 */
export const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#4338ca"/><circle cx="16" cy="16" r="9" fill="none" stroke="#fff" stroke-width="2.5"/><path d="M19.5 12.5l-2 5-5 2 2-5z" fill="#fff"/></svg>'

/**
 * An SVG as a data: URL, escaped only where a URL or an HTML attribute needs
 * it (quotes, `%`, `#`, `<`, `>` and the like; whitespace runs become one
 * space), which keeps it shorter and more readable than base64.
 */
export function svgDataUri(svg: string): string {
  const escaped = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/["'%#<>{}|\\^`]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
  return `data:image/svg+xml,${escaped}`
}

export const FAVICON_HREF = svgDataUri(LOGO_SVG)
