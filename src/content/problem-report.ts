import { LineCounter, parseDocument, isMap, isSeq, type Node } from 'yaml'

/**
 * Every content problem of a run, as a writer reads it: a summary line,
 * then the problems grouped by file in a stable order (file, then line),
 * each as `file:line: field: message` where the line is known so that an
 * editor jumps there, and at most a screenful per file.
 */

/** One problem as the registry words it: "content/x.mdx: lastReviewed: expected …". */
export interface Problem {
  file: string
  /** The field's path ("search.type", "tools.1"), when the problem names one. */
  field?: string
  /** The line of that field in the file, when it could be found. */
  line?: number
  /** Everything after the file. */
  text: string
}

/** What a problem is about in its file: a frontmatter field, or a component (with the value it was given, when the problem quotes one). */
export type Place = { field: string } | { component: string; value?: string } | { link: string }

/** The line of a place in a file; undefined when unknown. */
export type LocateField = (file: string, place: Place) => number | undefined

/** At most this many problems of one file are printed; the rest are counted. */
export const PER_FILE = 10
/** At most this many files are printed; the rest are counted (all are in the full list). */
export const FILES_SHOWN = 20

const FIELD_PATH = /^([A-Za-z_][\w]*(?:\.[\w-]+)*): /

/** Splits a problem line at its file, and reads the field path that starts its text. */
export function parseProblem(line: string, locate?: LocateField): Problem {
  // "content/x.mdx: …", or as the MDX compiler says it, "content/x.mdx:3:1: …".
  const start = /^([\w./-]+\.(?:mdx?|markdown|ya?ml))(?::(\d+)(?::\d+)?)?: /.exec(line)
  if (!start) return { file: '', text: line }
  const file = start[1]!
  const text = line.slice(start[0].length)
  if (start[2]) return { file, line: Number(start[2]), text }
  // "could not render: <ToolCard>: tool: no tool "notoin" …": the component, and the value it was given.
  const rendered = /^could not render: <([A-Za-z][\w.]*)>: (?:[\w.]+: )?[^"]*(?:"([^"]+)")?/.exec(text.split(' (did you mean')[0]!)
  if (rendered) return { file, line: locate?.(file, { component: rendered[1]!, value: rendered[2] }), text }
  // "link /about#x: no such anchor …": where the link is written.
  const link = /^link (\S+): /.exec(text)?.[1]
  if (link) return { file, line: locate?.(file, { link }), text }
  const field = FIELD_PATH.exec(text)?.[1]
  return { file, field, line: field ? locate?.(file, { field }) : undefined, text }
}

/**
 * The first line of a page's source that holds a link's address: a Markdown link, an href, or a frontmatter field (a
 * related link's `href: /x`). An address with neither query nor anchor is also found written with a query: the link
 * check names such a link by its path (server/link-check.ts, checkedHref).
 */
export function linkLine(source: string, href: string): number | undefined {
  const asWritten = (line: string) => line.includes(`(${href})`) || line.includes(`"${href}"`) || line.includes(`(${href} `) || line.trimEnd().endsWith(`: ${href}`)
  const withQuery = (line: string) => {
    const field = line.trimEnd()
    const at = field.lastIndexOf(`: ${href}?`)
    return line.includes(`(${href}?`) || line.includes(`"${href}?`) || (at >= 0 && !/\s/.test(field.slice(at + 2)))
  }
  const aPath = !href.includes('?') && !href.includes('#')
  const at = source.split('\n').findIndex((line) => asWritten(line) || (aPath && withQuery(line)))
  return at < 0 ? undefined : at + 1
}

/**
 * The line where a page uses a component: the first `<Name` in its source
 * (after the frontmatter), or, given the value the problem quotes, the
 * first line from a `<Name` on that holds it (a prop written on its own line).
 */
export function componentLine(source: string, component: string, value?: string): number | undefined {
  const lines = source.split('\n')
  const tag = new RegExp(`<${component.replace('.', '\\.')}(?![\\w.])`)
  let first: number | undefined
  for (let at = 0; at < lines.length; at++) {
    if (!tag.test(lines[at]!)) continue
    first ??= at
    if (value === undefined) break
    for (let next = at; next < Math.min(lines.length, at + 20); next++) {
      if (lines[next]!.includes(value)) return next + 1
      // The opening tag ends on this line: the value is not among its props.
      if (/>\s*$/.test(lines[next]!)) break
    }
  }
  return first === undefined ? undefined : first + 1
}

const byPlace = (a: Problem, b: Problem) => a.file.localeCompare(b.file) || (a.line ?? Infinity) - (b.line ?? Infinity)

/**
 * The report: "3 content problems in 1 file:", then each file's problems.
 * `fullList` names where every problem is written when some are left out.
 */
export function formatProblemReport(
  lines: readonly string[],
  { locate, perFile = PER_FILE, filesShown = FILES_SHOWN, fullList }: { locate?: LocateField; perFile?: number; filesShown?: number; fullList?: string } = {},
): string {
  const problems = lines.map((line) => parseProblem(line, locate))
  // A stable sort: problems on the same line (or with none) keep the order they were found in.
  const sorted = [...problems].sort(byPlace)
  const files = new Map<string, Problem[]>()
  for (const problem of sorted) files.set(problem.file, [...(files.get(problem.file) ?? []), problem])
  const fileCount = [...files.keys()].filter(Boolean).length
  const out = [`${problems.length} content problem${problems.length === 1 ? '' : 's'}${fileCount > 0 ? ` in ${fileCount} file${fileCount === 1 ? '' : 's'}` : ''}:`]
  let cut = false
  let shown = 0
  for (const [file, group] of files) {
    if (shown === filesShown) {
      cut = true
      const rest = [...files.values()].slice(filesShown)
      const count = rest.reduce((sum, problems) => sum + problems.length, 0)
      out.push('', `  … and ${count} more problem${count === 1 ? '' : 's'} in ${rest.length} more file${rest.length === 1 ? '' : 's'}`)
      break
    }
    shown += 1
    out.push('')
    for (const problem of group.slice(0, perFile)) out.push(`  ${file ? `${file}${problem.line ? `:${problem.line}` : ''}: ` : ''}${problem.text}`)
    if (group.length > perFile) {
      cut = true
      out.push(`  … and ${group.length - perFile} more in ${file || 'other files'}`)
    }
  }
  if (cut && fullList) out.push('', `Every problem is listed in ${fullList}.`)
  return out.join('\n')
}

/** Every problem, one per line, with its line where known: the full list a long report points to. */
export function formatProblemList(lines: readonly string[], locate?: LocateField): string {
  return `${lines
    .map((line) => parseProblem(line, locate))
    .sort(byPlace)
    .map((problem) => (problem.file ? `${problem.file}${problem.line ? `:${problem.line}` : ''}: ${problem.text}` : problem.text))
    .join('\n')}\n`
}

/**
 * The line of a field in a file's source: its YAML frontmatter for MDX
 * (after the opening `---`), the whole file for tools data. The path may
 * name a list item ("tools.1") or a field in a group ("search.type"); the
 * nearest part of it that exists is taken (a missing field's group).
 */
export function fieldLine(source: string, file: string, field: string): number | undefined {
  let yamlText = source
  let offset = 0
  if (file.endsWith('.mdx')) {
    const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)
    if (!match) return undefined
    yamlText = match[1] ?? ''
    offset = 1
  }
  const counter = new LineCounter()
  const document = parseDocument(yamlText, { lineCounter: counter })
  let node: Node | null | undefined = document.contents as Node | null
  let found: Node | undefined
  for (const part of field.split('.')) {
    if (isMap(node)) {
      const pair = node.items.find((item) => String((item.key as { value?: unknown } | null)?.value) === part)
      if (!pair) break
      found = (pair.key as Node | null) ?? found
      node = pair.value as Node | null
    } else if (isSeq(node) && /^\d+$/.test(part)) {
      const item = node.items[Number(part)] as Node | undefined
      if (!item) break
      found = item
      node = item
    } else break
  }
  const start = found?.range?.[0]
  return start === undefined ? undefined : counter.linePos(start).line + offset
}
