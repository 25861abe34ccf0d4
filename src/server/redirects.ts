import type { Registry } from '../content/entries'
import { outputFileForRoute } from '../content/routes'
import { absoluteUrl } from '../shared/site'

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * The static page left at an old address: it sends the browser on at once
 * (meta refresh, no script), tells search engines where the page lives now
 * (canonical), and shows a link for anyone whose browser does neither.
 */
export function redirectPage(to: string, title: string, origin: string): string {
  const url = escapeHtml(absoluteUrl(to, origin))
  const path = escapeHtml(to)
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Moved: ${escapeHtml(title)}</title><meta name="robots" content="noindex"><link rel="canonical" href="${url}"><meta http-equiv="refresh" content="0; url=${path}"></head><body><p>This page has moved to <a href="${path}">${escapeHtml(title)}</a>.</p></body></html>`
}

/** `_redirects` (Netlify and Cloudflare Pages format): a permanent redirect per alias. */
export function redirectsFile(registry: Pick<Registry, 'aliases'>): string {
  return [...registry.aliases].map(([from, page]) => `${from} ${page.route} 301`).join('\n') + '\n'
}

/** The files an alias needs: its redirect page. */
export function aliasFiles(registry: Pick<Registry, 'aliases'>, origin: string): { path: string; content: string }[] {
  return [...registry.aliases].map(([from, page]) => ({ path: outputFileForRoute(from), content: redirectPage(page.route, page.data.title, origin) }))
}
