/**
 * The TODO rule. `npm run new` stubs every field and section a writer has to
 * fill with the marker TODO; a page or tool file that still has one is not
 * finished, so the build refuses to publish it and the preview shows it as a
 * draft. The marker is the upper-case word on its own ("TODO", "TODO:"), so
 * prose such as "a todo list" or a product called Todoist never trips it.
 */
export const TODO_MARKER = /\bTODO\b/

/** Where a file still has TODO markers: the file, and the 1-based lines that have one. */
export interface TodoMarkers {
  file: string
  lines: number[]
}

/**
 * The 1-based lines of `source` that hold a TODO marker, leaving out the
 * character ranges in `skip` ([start, end) offsets), such as code spans that
 * quote a TODO rather than ask for one.
 */
export function todoLines(source: string, skip: readonly (readonly [number, number])[] = []): number[] {
  const lines: number[] = []
  const marker = new RegExp(TODO_MARKER.source, 'g')
  let lineStart = 0
  source.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(marker)) {
      const offset = lineStart + match.index
      if (!skip.some(([start, end]) => offset >= start && offset < end)) {
        lines.push(index + 1)
        break
      }
    }
    lineStart += line.length + 1
  })
  return lines
}

/** "line 12" or "lines 4, 12, 18". */
export function describeLines(lines: readonly number[]): string {
  return `${lines.length === 1 ? 'line' : 'lines'} ${lines.join(', ')}`
}

/**
 * The error for a file that still has TODO markers, naming the file and lines:
 *   content/compare/a-vs-b.mdx: line 12: still has a TODO marker; finish it or set draft: true
 * Tools data has no draft flag: it is published with every page that uses it.
 */
export function todoProblem({ file, lines }: TodoMarkers): string {
  const one = lines.length === 1
  const page = file.endsWith('.mdx')
  const fix = page ? `finish ${one ? 'it' : 'them'} or set draft: true` : `finish ${one ? 'it' : 'them'} (tools data is published with every page that uses it)`
  return `${file}: ${describeLines(lines)}: still ${one ? 'has a TODO marker' : 'has TODO markers'}; ${fix}`
}
