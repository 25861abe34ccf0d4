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
    // A quote never closed is found where the frontmatter ends: the line named is where it was opened.
    const quote = /^Missing closing (["'])quote/.exec(said)?.[1]
    const opened = quote ? openedQuoteLine(source, quote) : undefined
    const at = opened ? { line: opened, col: 1 } : linePos?.[0]
    const where = opened ? ` (the ${quote} opened on this line is not closed)` : ''
    throw Object.assign(new Error(`frontmatter is not valid YAML (put values that contain ": " or start with a symbol in quotes): ${said}${where}`), at ? { line: at.line + 1, column: at.col } : {})
  }
}

/**
 * The first line (1-based, in the frontmatter) whose value opens a quote of this kind and does not close it on that line;
 * undefined if none does (a quoted value may go on over lines, but a writer's unclosed quote is nearly always one line's).
 */
function openedQuoteLine(source: string, quote: string): number | undefined {
  const lines = source.split('\n')
  for (let at = 0; at < lines.length; at++) {
    // The value after "key: " or "- ", where a quoted scalar starts.
    const value = /^\s*(?:-\s+)?(?:[^\s:#][^:#]*:\s+)?(.*)$/.exec(lines[at]!)?.[1] ?? ''
    if (!value.startsWith(quote)) continue
    // Inside double quotes a backslash escapes; inside single quotes, '' is one quote.
    const rest = quote === '"' ? value.slice(1).replace(/\\./g, '') : value.slice(1).replaceAll("''", '')
    if (!rest.includes(quote)) return at + 1
  }
  return undefined
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
