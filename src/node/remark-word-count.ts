import { exportFromPage, recordedExports, type FileWithData } from './esm-export.ts'

/**
 * A remark plugin that counts the words of a page's prose (not code or
 * component props) and exports them as `wordCount`, so reading time is
 * computed once, at compile time. The prose a page's frontmatter holds and
 * the page shows in full counts too: its FAQ (questions and answers, in the
 * prerendered HTML) and a comparison's use cases. Counting the body alone
 * put a comparison a reader reads in five minutes at two.
 */
interface Node {
  type: string
  value?: string
  children?: Node[]
}

const wordsIn = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length

function countWords(tree: Node): number {
  let words = 0
  const visit = (node: Node) => {
    if (node.type === 'yaml' || node.type === 'toml' || node.type === 'code' || node.type === 'mdxjsEsm') return
    if (node.type === 'text' && node.value) words += wordsIn(node.value)
    node.children?.forEach(visit)
  }
  visit(tree)
  return words
}

/** The frontmatter's prose fields that pages show whole: each FAQ's question and answer, each use case's title and description. */
const SHOWN_PROSE: Record<string, readonly string[]> = { faqs: ['question', 'answer'], useCases: ['title', 'description'] }

/** The words of the frontmatter's shown prose; anything not shaped as the schema has it counts nothing (the schema reports it). */
export function frontmatterWords(frontmatter: unknown): number {
  if (typeof frontmatter !== 'object' || frontmatter === null) return 0
  let words = 0
  for (const [list, keys] of Object.entries(SHOWN_PROSE)) {
    const items = (frontmatter as Record<string, unknown>)[list]
    if (!Array.isArray(items)) continue
    for (const item of items) {
      if (typeof item !== 'object' || item === null) continue
      for (const key of keys) {
        const text = (item as Record<string, unknown>)[key]
        if (typeof text === 'string') words += wordsIn(text)
      }
    }
  }
  return words
}

export default function remarkWordCount() {
  return (tree: Node & { children: unknown[] }, file: FileWithData) => {
    // Recorded by the frontmatter's own plugin, which runs first (mdx-options.ts).
    exportFromPage(tree, file, 'wordCount', countWords(tree) + frontmatterWords(recordedExports(file).frontmatter))
  }
}
