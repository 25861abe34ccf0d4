/**
 * The build's link checker: every internal link in the prerendered HTML
 * must lead to a page, an alias of one, or a static file, and every
 * #anchor to an element id on the page it lands on.
 */
export interface CheckedPage {
  /** The page's address ("/compare/vanta-vs-drata", or "/404" for the not-found page). */
  route: string
  html: string
}

export interface LinkCheckInput {
  pages: readonly CheckedPage[]
  /** Old addresses and the page each redirects to. */
  aliases: ReadonlyMap<string, string>
  /** Other files served as they are ("/sitemap.xml", "/favicon.svg"). */
  files: ReadonlySet<string>
}

const decodeEntities = (value: string) =>
  value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>')

/** The href of every <a> in a document. */
export function linksIn(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?\bhref="([^"]*)"/g)].map((match) => decodeEntities(match[1]!))
}

/** Every element id in a document. */
export function idsIn(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decodeEntities(match[1]!)))
}

const isExternal = (href: string) => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href)

function normalisePath(path: string): string {
  let decoded = path
  try {
    decoded = decodeURI(path)
  } catch {
    // Keep a malformed path as written; it will not match any page.
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded
}

/** Every broken link, as "source: href: reason". */
export function checkLinks({ pages, aliases, files }: LinkCheckInput): string[] {
  const byRoute = new Map(pages.map((page) => [page.route, page]))
  const ids = new Map<string, Set<string>>()
  const idsOf = (page: CheckedPage) => ids.get(page.route) ?? ids.set(page.route, idsIn(page.html)).get(page.route)!
  const problems: string[] = []
  for (const page of pages) {
    for (const href of new Set(linksIn(page.html))) {
      if (isExternal(href) || href === '' || href === '#') continue
      const [beforeHash = '', hash] = href.split('#', 2) as [string, string | undefined]
      const path = beforeHash.split('?')[0]!
      let target: CheckedPage | undefined = page
      if (path !== '') {
        const wanted = normalisePath(path)
        target = byRoute.get(wanted) ?? byRoute.get(aliases.get(wanted) ?? '')
        if (!target) {
          if (!files.has(wanted)) problems.push(`${page.route}: ${href}: no such page`)
          continue
        }
      }
      if (hash && !idsOf(target).has(decodeURIComponent(hash))) problems.push(`${page.route}: ${href}: no such anchor #${hash} on ${target.route}`)
    }
  }
  return problems
}
