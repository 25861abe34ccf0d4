import { parse as parseYaml } from 'yaml'
import { recordExport, type FileWithData } from './esm-export.ts'

/**
 * YAML 1.2 core schema: dates stay text, and a syntax error says how to fix the usual cause. The error
 * carries its line in the file (the frontmatter starts on the line after the file's first `---`), which
 * the page compiler puts first, as for every problem ("content/x.mdx:8:10: …").
 */
function parseFrontmatterYaml(source: string): unknown {
  try {
    return parseYaml(source)
  } catch (error) {
    const { message, linePos } = error as { message: string; linePos?: { line: number; col: number }[] }
    const said = message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')
    const at = linePos?.[0]
    throw Object.assign(new Error(`frontmatter is not valid YAML (put values that contain ": " or start with a symbol in quotes): ${said}`), at ? { line: at.line + 1, column: at.col } : {})
  }
}

interface Tree {
  children: { type: string; value?: string }[]
}

/**
 * A page's frontmatter has two readers: remark-mdx-frontmatter, which
 * exports it, and file.data (recordExport), where the build reads it
 * without importing the compiled page. One parse serves both: the remark
 * plugin parses and remembers the last source, and `parse`, handed to
 * remark-mdx-frontmatter and called next for the same file, reuses it.
 * A file compiled in between (the preview compiles several at once) only
 * misses the memo and is parsed again.
 */
export function frontmatterYaml() {
  let last: { source: string; value: unknown } | undefined
  const parse = (source: string): unknown => {
    if (last?.source !== source) last = { source, value: parseFrontmatterYaml(source) }
    return last.value
  }
  const remarkRecordFrontmatter = () => (tree: Tree, file: FileWithData & { value?: unknown; fail?(reason: string, place?: unknown): never }) => {
    const node = tree.children.find((child) => child.type === 'yaml')
    if (node) recordExport(file, 'frontmatter', parse(node.value ?? ''))
    // Opened and never closed, the block is read as prose under a rule: said as what it is, not as no frontmatter at all.
    else if (/^---\r?\n/.test(String(file.value ?? ''))) file.fail?.('the frontmatter is not closed: end its block with a line of three hyphens (---) before the page\'s text', { line: 1, column: 1 })
  }
  return { parse, remarkRecordFrontmatter }
}
