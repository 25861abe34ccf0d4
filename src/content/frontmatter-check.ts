import { fieldNames, formatIssues } from './errors'
import { kindSchema, schemaByKind, type Frontmatter, type PageKind } from './schema'

/**
 * A page's frontmatter checked by the schema of its kind: the data the
 * schema makes of it, or undefined with its problems added, each naming the
 * file and field. Beside it, the two ways the registry avoids checking the
 * same frontmatter again: by the object it came from (the preview), and by
 * a kept check that says the schema passed it (the build's tools reader).
 */

/**
 * Parsed frontmatter by the object it came from. The preview builds a new
 * registry on every save, but only the saved page's module is evaluated
 * again: every other page hands over the same object, so its schema check
 * (a quarter of a second at 5,000 pages) is not repeated.
 */
const parsedFrontmatter = new WeakMap<object, { file: string; data: Frontmatter | undefined; problems: string[] }>()

export function parseFrontmatterOnce(file: string, value: unknown, problems: string[]): Frontmatter | undefined {
  if (typeof value !== 'object' || value === null) return parseFrontmatter(file, value, problems)
  let parsed = parsedFrontmatter.get(value)
  if (parsed?.file !== file) {
    const found: string[] = []
    parsed = { file, data: parseFrontmatter(file, value, found), problems: found }
    parsedFrontmatter.set(value, parsed)
  }
  problems.push(...parsed.problems)
  return parsed.data
}

/** A kind's fields in the order its schema gives them, each with what the schema puts there when a page leaves it out (none: the page gives it). */
const templates = new Map<PageKind, [key: string, fallback: (() => unknown) | undefined][]>()

/**
 * Frontmatter the schema has passed before (a kept check says so), made as the schema makes it without checking it
 * again: its fields in the schema's order, with the schema's defaults where it leaves a field out. The first page of a
 * kind is checked, and what the schema made of it says which fields it gave and which the defaults filled; a default
 * that is a list or a group is a new one for each page, as the schema's are. Undefined (to be checked) when a page
 * gives other fields than that first one, or when the first does not pass. Only for frontmatter the schema takes as it
 * is, as a profile's made from checked data (tool-pages.ts): the schema trims text, and that data is trimmed already.
 */
export function passedFrontmatter(kind: PageKind, value: Record<string, unknown>): Frontmatter | undefined {
  const template = templates.get(kind)
  if (!template) {
    const made = schemaByKind[kind].safeParse(value)
    if (!made.success) return undefined
    const fields = made.data as Record<string, unknown>
    const fallbackOf = (fallback: unknown) => (typeof fallback === 'object' && fallback !== null ? () => structuredClone(fallback) : () => fallback)
    templates.set(kind, Object.entries(fields).map(([key, fallback]) => [key, key in value ? undefined : fallbackOf(fallback)]))
    return made.data as Frontmatter
  }
  const data: Record<string, unknown> = {}
  let given = 0
  for (const [key, fallback] of template) {
    if (key in value) {
      data[key] = value[key]
      given += 1
    } else if (fallback) data[key] = fallback()
    else return undefined
  }
  return given === Object.keys(value).length ? (data as Frontmatter) : undefined
}

export function parseFrontmatter(file: string, value: unknown, problems: string[]): Frontmatter | undefined {
  if (value === undefined || value === null) {
    problems.push(`${file}: (frontmatter): missing; start the file with a --- block that has at least kind, title and description`)
    return undefined
  }
  const kind = kindSchema.safeParse(value)
  if (!kind.success) {
    problems.push(...formatIssues(file, kind.error.issues))
    return undefined
  }
  const schema = schemaByKind[kind.data.kind]
  const result = schema.safeParse(value)
  if (!result.success) {
    problems.push(...formatIssues(file, result.error.issues, fieldNames(schema)))
    return undefined
  }
  return result.data as Frontmatter
}
