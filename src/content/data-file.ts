import { parse } from 'yaml'
import { todoLines } from './todo.ts'

/**
 * A content data file (content/_tools/*.yaml, content/_fields/*.yaml) read
 * as the site takes it: its value, and the lines that still hold a TODO
 * marker (comments included), so unfinished data cannot be published.
 * Invalid YAML throws a YamlError, whose message is the report's line for it.
 */
export function readDataFile(source: string, file: string): { data: unknown; todoLines: number[] } {
  try {
    return { data: parse(source) ?? null, todoLines: todoLines(source) }
  } catch (error) {
    throw new YamlError(yamlProblem(file, error))
  }
}

/** A data file that is not valid YAML; its message is one line of the report ("file:line: not valid YAML: …"). */
export class YamlError extends Error {}

/** What the commonest mistakes need, by the parser's code: the parser says what it found, not what to write. */
const ADVICE: Record<string, string> = {
  TAB_AS_INDENT: 'indent with spaces, not tabs',
  BLOCK_AS_IMPLICIT_KEY: 'put a value that contains ": " in quotes',
  MULTILINE_IMPLICIT_KEY: 'put a value that contains ": " in quotes, or end the line before it',
  DUPLICATE_KEY: 'a name may appear once in a group; keep one',
  MISSING_CHAR: 'close what this line opens (a quote, [ or {)',
  BAD_INDENT: 'line this up with the lines of its group, with spaces',
}

/**
 * The parser's error as the report words a problem: the file and line first (so an editor jumps
 * there), its first sentence without the position it repeats and the code frame, and what to write.
 */
export function yamlProblem(file: string, error: unknown): string {
  const { message = String(error), code, linePos } = error as { message?: string; code?: string; linePos?: { line: number }[] }
  const line = linePos?.[0]?.line
  const said = message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '').replace(/:$/, '')
  const advice = code ? ADVICE[code] : undefined
  return `${file}${line ? `:${line}` : ''}: not valid YAML: ${said}${advice ? ` (${advice})` : ''}`
}
