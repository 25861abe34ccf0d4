import { esmExport } from './esm-export.ts'
import { HTML_ELEMENTS } from './html-elements.ts'

/**
 * A rehype plugin that exports the page's sections as `headings`: every h2
 * (its id from rehype-slug, or the id written on a JSX <h2 id="...">), and
 * the FAQ section that <Faq /> renders. The section nav and tables of
 * contents are built from this list, so sections are never typed twice.
 */
interface Node {
  type: string
  tagName?: string
  name?: string
  value?: string
  properties?: Record<string, unknown>
  attributes?: { type: string; name?: string; value?: unknown }[]
  children?: Node[]
}

export interface Heading {
  id: string
  text: string
}

function textOf(node: Node): string {
  if (node.type === 'text') return node.value ?? ''
  return (node.children ?? []).map(textOf).join('')
}

function attribute(node: Node, name: string): string | undefined {
  const found = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)
  return typeof found?.value === 'string' ? found.value : undefined
}

export function collectHeadings(tree: Node): Heading[] {
  const headings: Heading[] = []
  const visit = (node: Node) => {
    if (node.type === 'element' && node.tagName === 'h2' && typeof node.properties?.id === 'string') {
      headings.push({ id: node.properties.id, text: textOf(node).trim() })
    } else if (node.type === 'mdxJsxFlowElement' && node.name === 'h2' && attribute(node, 'id')) {
      headings.push({ id: attribute(node, 'id')!, text: textOf(node).trim() })
    } else if (node.type === 'mdxJsxFlowElement' && node.name === 'Faq') {
      headings.push({ id: attribute(node, 'id') ?? 'faq', text: attribute(node, 'heading') ?? 'Frequently Asked Questions' })
    }
    // Headings inside components (cards, tool entries) are not page sections.
    if (node.type !== 'mdxJsxFlowElement' || node.name === 'div') node.children?.forEach(visit)
  }
  visit(tree)
  return headings
}

/**
 * HTML elements a page's body may not hold, and why. They are elements (so "no such HTML element" would mislead), but a
 * script of a page's own would break the site's Content Security Policy (one hashed script, none inline), and a style of
 * its own would go round the stylesheet every page shares.
 */
const ELEMENTS_NOT_IN_PAGES: Record<string, string> = {
  script:
    "a page runs no script of its own: the site's Content Security Policy refuses every inline script but its one bootstrap; what a visitor works on the page is a component, as in content/README.md's list (<CompareBuilder />, <Faq />)",
  style: "a page carries no styles of its own: the site's one stylesheet draws every page; write the content and let the components lay it out",
}

/** What a page's body may not hold, each the first found (in one walk of the tree). */
interface Refused {
  /** A lower-case JSX name that is no HTML element (a component written "<toolcard>"). */
  lowerCase?: Node
  /**
   * A Markdown heading 1 (`# …`): the page's title is its only heading 1. An <h1> element written as such
   * is left alone: the home page, whose layout shows no title, writes its own.
   */
  title?: Node
}

function findRefused(node: Node, found: Refused = {}): Refused {
  const jsx = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'
  if (!found.lowerCase && jsx && node.name && /^[a-z][a-z0-9]*$/.test(node.name) && !HTML_ELEMENTS.has(node.name)) found.lowerCase = node
  if (!found.title && node.type === 'element' && node.tagName === 'h1') found.title = node
  for (const child of node.children ?? []) findRefused(child, found)
  return found
}

export default function rehypeHeadings() {
  return (tree: Node & { children: unknown[] }, file: { fail(reason: string, place?: unknown): never }) => {
    // Written out as an unknown HTML element, the component would vanish from the page without a word.
    const { lowerCase, title } = findRefused(tree)
    if (lowerCase) file.fail(`<${lowerCase.name}>: ${ELEMENTS_NOT_IN_PAGES[lowerCase.name!] ?? "no such HTML element; a component's name starts with a capital letter, as in content/README.md's list (<ToolCard>, <Faq>)"}`, lowerCase)
    // The layout writes the title (frontmatter) as the page's one <h1>: a second would be read as the page's name.
    if (title) file.fail("a heading 1 (# …) in the body: the page's title, from its frontmatter, is its only heading 1; start the body's sections at ## (heading 2)", title)
    tree.children.push(esmExport('headings', collectHeadings(tree).map(({ id, text }) => ({ id, text }))))
  }
}
