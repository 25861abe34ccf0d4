import { todoLines } from '../content/todo.ts'
import { exportFromPage, type FileWithData } from './esm-export.ts'

/**
 * A remark plugin that exports the lines of the page's source that still
 * hold a TODO marker as `todoLines` (frontmatter, prose, component props and
 * comments alike), so the registry can refuse to publish an unfinished page
 * and the preview can mark it as a draft. Code spans and code blocks are left
 * out: there a TODO is quoted, not asked for.
 */
interface Node {
  type: string
  position?: { start: { offset?: number }; end: { offset?: number } }
  children?: Node[]
}

/** The [start, end) offsets of the code in a tree. */
export function codeRanges(tree: Node): [number, number][] {
  const ranges: [number, number][] = []
  const visit = (node: Node) => {
    if ((node.type === 'code' || node.type === 'inlineCode') && node.position?.start.offset !== undefined && node.position.end.offset !== undefined) {
      ranges.push([node.position.start.offset, node.position.end.offset])
      return
    }
    node.children?.forEach(visit)
  }
  visit(tree)
  return ranges
}

export default function remarkTodoMarkers() {
  return (tree: Node & { children: unknown[] }, file: FileWithData & { value: unknown }) => {
    exportFromPage(tree, file, 'todoLines', todoLines(String(file.value ?? ''), codeRanges(tree)))
  }
}
