import { parse as parseYaml } from 'yaml'
import { recordExport, type FileWithData } from './esm-export.ts'

/** YAML 1.2 core schema: dates stay text, and a syntax error says how to fix the usual cause. */
function parseFrontmatterYaml(source: string): unknown {
  try {
    return parseYaml(source)
  } catch (error) {
    throw new Error(`frontmatter is not valid YAML (put values that contain ": " or start with a symbol in quotes): ${(error as Error).message}`)
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
  const remarkRecordFrontmatter = () => (tree: Tree, file: FileWithData) => {
    const node = tree.children.find((child) => child.type === 'yaml')
    if (node) recordExport(file, 'frontmatter', parse(node.value ?? ''))
  }
  return { parse, remarkRecordFrontmatter }
}
