/**
 * A remark plugin that counts the words of a page's prose (not its
 * frontmatter, code or component props) and exports them as `wordCount`,
 * so reading time is computed once, at compile time.
 */
interface Node {
  type: string
  value?: string
  children?: Node[]
}

export function countWords(tree: Node): number {
  let words = 0
  const visit = (node: Node) => {
    if (node.type === 'yaml' || node.type === 'toml' || node.type === 'code' || node.type === 'mdxjsEsm') return
    if (node.type === 'text' && node.value) words += node.value.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
    node.children?.forEach(visit)
  }
  visit(tree)
  return words
}

export default function remarkWordCount() {
  return (tree: Node & { children: unknown[] }) => {
    const value = countWords(tree)
    tree.children.push({
      type: 'mdxjsEsm',
      value: `export const wordCount = ${value}`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ExportNamedDeclaration',
              specifiers: [],
              source: null,
              attributes: [],
              declaration: {
                type: 'VariableDeclaration',
                kind: 'const',
                declarations: [
                  { type: 'VariableDeclarator', id: { type: 'Identifier', name: 'wordCount' }, init: { type: 'Literal', value } },
                ],
              },
            },
          ],
        },
      },
    })
  }
}
