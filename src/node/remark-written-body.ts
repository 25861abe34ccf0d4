import type { WrittenBody, WrittenComponent, WrittenLink, WrittenValue } from '../content/written-body.ts'
import { exportFromPage, type FileWithData, type Value } from './esm-export.ts'

/**
 * A remark plugin that exports what the page's body says as `written`: every
 * component it uses with its props (the value of each written as a literal),
 * and every link's address, each with its line. The registry refuses a page
 * whose frontmatter is wrong and so never renders it; this lets its body be
 * checked in the same run all the same (src/server/written-checks.ts).
 */
interface Estree {
  type: string
  [key: string]: unknown
}

interface Node {
  type: string
  name?: string | null
  url?: string
  identifier?: string
  value?: unknown
  attributes?: Attribute[]
  position?: { start: { line: number } }
  data?: { estree?: { body?: Estree[] } }
  children?: Node[]
}

interface Attribute {
  type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute'
  name?: string
  value?: string | null | { type: string; data?: { estree?: { body?: Estree[] } } }
  position?: { start: { line: number } }
}

/** Not a literal: its value is known only when the page runs. */
const UNKNOWN = Symbol('unknown')
type Evaluated = WrittenValue | typeof UNKNOWN

/** The value of an expression made only of literals (`3`, `-1`, `true`, `["a", "b"]`, `{ id: "x" }`); UNKNOWN for anything else. */
export function literalValue(node: Estree | undefined): Evaluated {
  if (!node) return UNKNOWN
  switch (node.type) {
    case 'Literal': {
      const value = node.value
      return value === null || ['string', 'number', 'boolean'].includes(typeof value) ? (value as WrittenValue) : UNKNOWN
    }
    case 'UnaryExpression': {
      const inner = literalValue(node.argument as Estree)
      return node.operator === '-' && typeof inner === 'number' ? -inner : UNKNOWN
    }
    case 'TemplateLiteral':
      return (node.expressions as unknown[]).length === 0 ? String((node.quasis as { value: { cooked: string } }[])[0]?.value.cooked ?? '') : UNKNOWN
    case 'ArrayExpression': {
      const items = (node.elements as (Estree | null)[]).map((item) => (item ? literalValue(item) : UNKNOWN))
      return items.includes(UNKNOWN) ? UNKNOWN : (items as WrittenValue[])
    }
    case 'ObjectExpression': {
      const group: Record<string, WrittenValue> = {}
      for (const property of node.properties as Estree[]) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init') return UNKNOWN
        const key = property.key as Estree
        const name = key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : undefined
        const value = literalValue(property.value as Estree)
        if (name === undefined || value === UNKNOWN) return UNKNOWN
        group[name] = value
      }
      return group
    }
    default:
      return UNKNOWN
  }
}

/** A JSX attribute's value: text as written, `true` for a bare name (`<TryLink free />`), or the literal in braces. */
function attributeValue(attribute: Attribute): Evaluated {
  const { value } = attribute
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value
  const statement = value.data?.estree?.body?.[0]
  return statement?.type === 'ExpressionStatement' ? literalValue(statement.expression as Estree) : UNKNOWN
}

/** The names a page declares itself (`export const X = …`, `import X from …`): MDX does not look those up among the site's components. */
function declaredNames(tree: Node): Set<string> {
  const names = new Set<string>()
  const idOf = (node: unknown) => (node as { id?: { name?: string } } | null)?.id?.name
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue
    for (const statement of node.data?.estree?.body ?? []) {
      for (const specifier of (statement.specifiers as { local?: { name: string } }[] | undefined) ?? []) if (specifier.local) names.add(specifier.local.name)
      const declaration = (statement.declaration as Estree | null | undefined) ?? statement
      for (const declarator of (declaration.declarations as unknown[] | undefined) ?? []) if (idOf(declarator)) names.add(idOf(declarator)!)
      if (idOf(declaration)) names.add(idOf(declaration)!)
    }
  }
  return names
}

/** MDX looks a capitalised JSX name up among the components it is given; lower-case names are plain HTML. */
const looksUp = (name: string) => /^[A-Z][\w$]*$/.test(name)

export function writtenBody(tree: Node): WrittenBody {
  const components: WrittenComponent[] = []
  const links: WrittenLink[] = []
  const declared = declaredNames(tree)
  const definitions = new Map<string, string>()
  const references: { identifier: string; line: number }[] = []
  const visit = (node: Node) => {
    const line = node.position?.start.line ?? 0
    if (node.type === 'link' && node.url !== undefined) links.push({ href: node.url, line })
    if (node.type === 'definition' && node.identifier !== undefined && node.url !== undefined) definitions.set(node.identifier, node.url)
    if (node.type === 'linkReference' && node.identifier !== undefined) references.push({ identifier: node.identifier, line })
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      const component: WrittenComponent = { name: node.name, line, props: [] }
      for (const attribute of node.attributes ?? []) {
        const at = attribute.position?.start.line ?? line
        if (attribute.type === 'mdxJsxExpressionAttribute') component.spread = true
        else if (attribute.name) {
          const value = attributeValue(attribute)
          component.props.push(value === UNKNOWN ? { name: attribute.name, line: at } : { name: attribute.name, line: at, value })
          if (attribute.name === 'href' && typeof value === 'string') links.push({ href: value, line: at })
        }
      }
      if ((node.children?.length ?? 0) > 0) component.children = true
      if (looksUp(node.name) && !declared.has(node.name)) components.push(component)
    }
    node.children?.forEach(visit)
  }
  visit(tree)
  // A reference link ([text][id]) is rendered with its definition's address, where the reference is.
  for (const { identifier, line } of references) {
    const href = definitions.get(identifier)
    if (href !== undefined) links.push({ href, line })
  }
  return { components, links: links.sort((a, b) => a.line - b.line) }
}

export default function remarkWrittenBody() {
  return (tree: Node & { children: unknown[] }, file: FileWithData) => {
    exportFromPage(tree, file, 'written', writtenBody(tree) as unknown as Value)
  }
}
