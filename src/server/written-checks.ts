import type { Registry } from '../content/entries'
import { distinctLinks, type WrittenBody, type WrittenLink } from '../content/written-body'
import { mdxComponents, unknownComponentProblem } from '../mdx/components'
import { writtenPropProblems } from '../mdx/written-props'
import { checkLinks, type LinkSummary } from './link-check'

/** A page refused for its frontmatter, with what its body says as written (see written-body.ts). */
export interface RefusedPage {
  /** "content/compare/vanta-vs-drata.mdx" */
  file: string
  route: string
  written?: WrittenBody
}

/** A link to a file ("/feed.xml", "/og/pages/x.png"): which files the build writes besides pages is known only once it has rendered them. */
const isFileLink = (href: string) => /\.[^/]*$/.test(href.split(/[?#]/, 1)[0]!)

/**
 * What rendering and the link check would find in the bodies of pages
 * whose frontmatter was refused (so they are not rendered), found from what
 * the bodies say, so that a writer sees every problem of a page in one run.
 * The same rules as for a rendered page give the same words, with the line:
 *   content/x.mdx:14: could not render: <ToolCrad>: no such component (did you mean "ToolCard"?)
 *   content/x.mdx:15: could not render: <ToolCard>: variant: expected one of "full", "compact", got "wide"
 *   content/x.mdx:20: link /compare/nobody: no such page
 * A link's #anchor and a link to a file wait for the page to render: a
 * page's ids, and the files the build writes, are known only then.
 * `refusedRoutes` are pages left out for their own problems: a link to one is not broken, that page is.
 */
export function writtenProblems(registry: Registry, refused: readonly RefusedPage[], refusedRoutes: readonly string[]): string[] {
  // The preview calls this on every save: with nothing refused, the route list is not worth making.
  if (refused.length === 0) return []
  const known: LinkSummary[] = [...registry.byRoute.keys(), '/404', ...refusedRoutes].map((route) => ({ route, links: [], ids: null }))
  const aliases = new Map([...registry.aliases].map(([from, page]) => [from, page.route]))
  return refused.flatMap(({ file, route, written }) => {
    if (!written) return []
    const components = written.components.flatMap((component) => {
      if (!Object.hasOwn(mdxComponents, component.name)) return [`${file}:${component.line}: could not render: ${unknownComponentProblem(component.name)}`]
      const Component = mdxComponents[component.name as keyof typeof mdxComponents]
      return writtenPropProblems(Component, component, registry).map(({ line, text }) => `${file}:${line}: could not render: ${text}`)
    })
    const links = distinctLinks(written.links).filter((link) => !isFileLink(link.href))
    const found = checkLinks({ pages: [...known, { route, links: links.map((link) => link.href), ids: null }], aliases, files: new Set() })
    // "/x: /nope: no such page" as the build says it of a rendered page: "content/x.mdx:20: link /nope: no such page".
    const broken = found.map((problem) => {
      const rest = problem.slice(route.length + 2)
      const link = links.filter((candidate) => rest.startsWith(`${candidate.href}: `)).reduce<WrittenLink | undefined>((best, candidate) => (best && best.href.length >= candidate.href.length ? best : candidate), undefined)
      return `${file}${link ? `:${link.line}` : ''}: link ${rest}`
    })
    return [...components, ...broken]
  })
}
