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
 * A Markdown heading 1 (`# …`) in a page's body, or undefined: the page's title is its only heading 1. An
 * <h1> element written as such is left alone: the home page, whose layout shows no title, writes its own.
 */
function bodyTitle(node: Node): Node | undefined {
  if (node.type === 'element' && node.tagName === 'h1') return node
  for (const child of node.children ?? []) {
    const found = bodyTitle(child)
    if (found) return found
  }
  return undefined
}

/** A lower-case JSX name that is no HTML element (a component written "<toolcard>"), or undefined. */
function lowerCaseComponent(node: Node): Node | undefined {
  const jsx = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'
  if (jsx && node.name && /^[a-z][a-z0-9]*$/.test(node.name) && !HTML_ELEMENTS.has(node.name)) return node
  for (const child of node.children ?? []) {
    const found = lowerCaseComponent(child)
    if (found) return found
  }
  return undefined
}

export default function rehypeHeadings() {
  return (tree: Node & { children: unknown[] }, file: { fail(reason: string, place?: unknown): never }) => {
    // Written out as an unknown HTML element, the component would vanish from the page without a word.
    const lower = lowerCaseComponent(tree)
    if (lower) file.fail(`<${lower.name}>: no such HTML element; a component's name starts with a capital letter, as in content/README.md's list (<ToolCard>, <Faq>)`, lower)
    // The layout writes the title (frontmatter) as the page's one <h1>: a second would be read as the page's name.
    const second = bodyTitle(tree)
    if (second) file.fail("a heading 1 (# …) in the body: the page's title, from its frontmatter, is its only heading 1; start the body's sections at ## (heading 2)", second)
    tree.children.push(esmExport('headings', collectHeadings(tree).map(({ id, text }) => ({ id, text }))))
  }
}
