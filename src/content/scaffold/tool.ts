import { didYouMean } from '../../shared/closest'
import { categorySlug } from '../../shared/slug'
import { TOOL_GROUPS } from '../tool-schema'
import { checkId, expectArgs, nameFromId, page, type Scaffold, type ScaffoldContext, ScaffoldError, toolStub } from './shared'

/** The field named after --field, by its name ("HR & Payroll") or its file's id ("hr-payroll"); the first field when none is named. */
function fieldOf(args: string[]): string {
  const at = args.indexOf('--field')
  if (at < 0) return TOOL_GROUPS[0]
  const named = args[at + 1] ?? ''
  args.splice(at, 2)
  const found = TOOL_GROUPS.find((group) => group.toLowerCase() === named.toLowerCase() || categorySlug(group) === named.toLowerCase())
  if (!found) throw new ScaffoldError(`--field "${named}" is not a field${didYouMean(categorySlug(named), TOOL_GROUPS.map(categorySlug), `the fields are ${TOOL_GROUPS.map(categorySlug).join(', ')}`)}`)
  return found
}

/**
 * `npm run new -- tool <id> [--take]`: a tool's data file, which is also its
 * profile at /tools/<id>; with --take, content/tools/<id>.mdx too, for the
 * profile's "Our take". A tool already in content/_tools/ gets only its take.
 */
export function toolPage(args: readonly string[], context: ScaffoldContext): Scaffold {
  const take = args.includes('--take')
  const rest = args.filter((arg) => arg !== '--take')
  const named = rest.includes('--field')
  const group = fieldOf(rest)
  const id = checkId('tool id', rest[0])
  expectArgs(rest, 1, 'tool')
  const known = context.tools.has(id)
  if (known && !take) throw new ScaffoldError(`content/_tools/${id}.yaml already exists and its profile is /tools/${id}; to add "Our take" to it, run npm run new -- tool ${id} --take`)
  const files = [
    ...(take
      ? [
          {
            path: `content/tools/${id}.mdx`,
            content: page([
              '---',
              `lastReviewed: ${context.today}`,
              '---',
              '',
              `TODO: our view of ${context.tools.get(id)?.name ?? nameFromId(id)}: who it suits, where it falls short, and what to check before buying; one sentence per line.`,
            ]),
          },
        ]
      : []),
    ...(known ? [] : [toolStub(id, context.today, { group, features: context.featuresByGroup?.get(group) })]),
  ]
  return {
    files,
    route: `/tools/${id}`,
    notes: [
      ...(known ? [] : [`Fill in content/_tools/${id}.yaml: every fact in it appears on the profile and wherever a page names the tool.`]),
      ...(known || named ? [] : [`No --field was given, so the stub is in the first field, ${group}, with its features: to start from another's, delete it and run npm run new -- tool ${id} --field <field> (${TOOL_GROUPS.map(categorySlug).join(', ')}).`]),
      ...(take ? [`content/tools/${id}.mdx is the profile's "Our take"; its frontmatter may also set title and description.`] : []),
    ],
  }
}
