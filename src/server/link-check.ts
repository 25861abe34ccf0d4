import { routeForPath } from '../content/routes'
import { didYouMean } from '../shared/closest'

/**
 * The build's link checker: every internal link in the prerendered HTML
 * must lead to a page, an alias of one, or a static file, and every
 * #anchor to an element id on the page it lands on.
 */
/** A page as the checker sees it: its address, and either its HTML or what matters of it (see linkSummary). */
export type CheckedPage = { route: string; html: string } | LinkSummary

/** What the checker needs of a page: far smaller than its HTML, so thousands can be kept (and cached) at once. */
export interface LinkSummary {
  /** The page's address ("/compare/vanta-vs-drata", or "/404" for the not-found page). */
  route: string
  /** Every distinct link the check looks at, as checkedHref gives it. */
  links: string[]
  /** Every element id; null for a page that could not be rendered (its anchors are not checked, its own problem is reported). */
  ids: string[] | null
}

export interface LinkCheckInput {
  pages: readonly CheckedPage[]
  /** Old addresses and the page each redirects to. */
  aliases: ReadonlyMap<string, string>
  /** Other files served as they are ("/sitemap.xml", "/favicon.svg"). */
  files: ReadonlySet<string>
  /**
   * Pages known to pass as they are (by route): checked before with these same links and ids, against
   * the same pages and aliases, with every file they link to still served (the build keeps that record:
   * scripts/build/link-record.mjs). Of their links only those to an anchor of a page not among them are
   * checked: that page's ids may have changed. At 100,000 pages, after one edit, that is most of the check's time saved.
   */
  unchanged?: ReadonlySet<string>
  /** Collects the files the checked links lead to, for that record. */
  filesLinked?: Set<string>
}

const decodeEntities = (value: string) =>
  value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>')

/** The href of every <a> in a document, and the src of every <img> (an image that is not there is a broken link too). */
export function linksIn(html: string): string[] {
  return [...html.matchAll(/<(?:a\s[^>]*?\bhref|img\s[^>]*?\bsrc)="([^"]*)"/g)].map((match) => decodeEntities(match[1]!))
}

/** An address of a file ("/images/board.png"), not of a page: it names no page, and is said to be missing as a file. */
const looksLikeFile = (path: string) => /\.[a-z0-9]{2,5}$/i.test(path)

/** Every element id in a document. */
export function idsIn(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decodeEntities(match[1]!)))
}

// One expression for every call: a literal in the function is a new object at each call, some 170 MB a check of 100,000 pages' links.
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i
const isExternal = (href: string) => EXTERNAL.test(href)

/**
 * A link as the check looks at it, or undefined for one it never looks at (to another site, a mailto:). The check reads
 * a link's path and its anchor, not its query: a link with no anchor is kept without it, as its path. Every profile links
 * the comparison builder with its tools in the query, and each page mails a correction of its own: at 100,000 tools, as
 * written, those were 800,000 of the render index's 1.1 million strings, and it was 110 MB where it is now 36
 * (docs/performance.md).
 * @param href as written in the page
 */
export function checkedHref(href: string): string | undefined {
  if (isExternal(href)) return undefined
  const query = href.indexOf('?')
  return query < 0 || href.includes('#') ? href : href.slice(0, query)
}

/** A page's links as the check looks at them (checkedHref), and its ids, for checkLinks. */
export function linkSummary(route: string, html: string): LinkSummary {
  const links = new Set<string>()
  for (const href of linksIn(html)) {
    const checked = checkedHref(href)
    if (checked !== undefined) links.add(checked)
  }
  return { route, links: [...links], ids: [...idsIn(html)] }
}

/**
 * Of a page's links, those the check looks at when the page is known to pass as it is (`unchanged`): a link to an
 * anchor of another page, whose ids may have changed. Kept by the links' list: a build that stays running gives a page
 * it did not render again the same list as before (scripts/build/render-pages.mjs), and at 100,000 pages going
 * through every known page's links, some sixty each with the menus', was 0.15 s of each save.
 */
const lookedAtWhenKnown = new WeakMap<readonly string[], readonly string[]>()
const toOtherPagesAnchors = (links: readonly string[]): readonly string[] => {
  let hrefs = lookedAtWhenKnown.get(links)
  if (!hrefs) {
    hrefs = links.filter((href) => href.includes('#') && href.charCodeAt(0) !== 35 && !isExternal(href) && href.split('#', 1)[0]!.split('?', 1)[0] !== '')
    lookedAtWhenKnown.set(links, hrefs)
  }
  return hrefs
}

/** Every broken link, as "source: href: reason". */
export function checkLinks({ pages: checked, aliases, files, unchanged, filesLinked }: LinkCheckInput): string[] {
  const pages = checked.map((page) => ('html' in page ? linkSummary(page.route, page.html) : page))
  const byRoute = new Map(pages.map((page) => [page.route, page]))
  const ids = new Map<string, Set<string>>()
  const idsOf = (page: LinkSummary) => ids.get(page.route) ?? ids.set(page.route, new Set(page.ids ?? [])).get(page.route)!
  const problems: string[] = []
  // Only to suggest a route for one that is not there.
  let routes: string[] | undefined
  /**
   * The links to an anchor of another page that passed before and still do, from a known page: a link is one
   * text for every page that has it (the build's summaries intern them), and every page has the menus' links to anchors.
   * At 100,000 pages, each known page's were split and resolved again at each build (some 160 MB made, 0.15 s).
   */
  const toUnchanged = new Set<string>()
  for (const page of pages) {
    const known = unchanged?.has(page.route) === true
    for (const href of known ? toOtherPagesAnchors(page.links) : page.links) {
      // A known page's link to a page, or to its own anchors, passed before and still does (asked first: most links are a known page's).
      if (known && (!href.includes('#') || href.charCodeAt(0) === 35 || toUnchanged.has(href))) continue
      if (isExternal(href) || href === '' || href === '#') continue
      const [beforeHash = '', hash] = href.split('#', 2) as [string, string | undefined]
      const path = beforeHash.split('?')[0]!
      if (known && path === '') continue
      let target: LinkSummary | undefined = page
      if (path !== '') {
        const wanted = routeForPath(path)
        target = byRoute.get(wanted) ?? byRoute.get(aliases.get(wanted) ?? '')
        if (!target) {
          if (files.has(wanted)) filesLinked?.add(wanted)
          else if (looksLikeFile(path)) problems.push(`${page.route}: ${href}: no such file (files such as images are served from public/: public${path})`)
          else problems.push(`${page.route}: ${href}: no such page${didYouMean(wanted, (routes ??= [...byRoute.keys()]))}`)
          continue
        }
      }
      if (known && unchanged.has(target.route)) {
        if (path !== '') toUnchanged.add(href)
        continue
      }
      if (hash && target.ids !== null && !idsOf(target).has(decodeURIComponent(hash))) {
        const anchors = [...idsOf(target)].map((id) => `#${id}`)
        problems.push(`${page.route}: ${href}: no such anchor #${hash} on ${target.route}${didYouMean(`#${decodeURIComponent(hash)}`, anchors)}`)
      }
    }
  }
  return problems
}
