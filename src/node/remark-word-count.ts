import { exportFromPage, type FileWithData } from './esm-export.ts'

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

function countWords(tree: Node): number {
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
  return (tree: Node & { children: unknown[] }, file: FileWithData) => {
    exportFromPage(tree, file, 'wordCount', countWords(tree))
  }
}
