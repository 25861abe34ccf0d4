import { bestPage } from './scaffold/best'
import { calculatorPage } from './scaffold/calculator'
import { comparePage } from './scaffold/compare'
import { guidePage } from './scaffold/guide'
import { toolPage } from './scaffold/tool'
import { SCAFFOLD_KINDS, ScaffoldError, USAGE, type Scaffold, type ScaffoldContext, type ScaffoldKind } from './scaffold/shared'

export { nameFromId, SCAFFOLD_KINDS, ScaffoldError, toolStub, USAGE, type Scaffold, type ScaffoldContext, type ScaffoldFile, type ScaffoldKind } from './scaffold/shared'

/**
 * `npm run new`: a complete page of a kind, valid against the schema as it
 * stands, with every field and section the writer has to fill stubbed and
 * marked TODO (see todo.ts), plus a tools data stub for each vendor not yet
 * in content/_tools/. Nothing hides the page: it previews at once with the
 * draft banner, and is published the moment the last TODO is gone.
 * Pure: the clock, the tools and the file system come in as arguments.
 * One template per kind is in scaffold/; what they share, in scaffold/shared.ts.
 */

/** The template of each kind a writer can ask for. */
const TEMPLATES: Record<ScaffoldKind, (args: readonly string[], context: ScaffoldContext) => Scaffold> = {
  compare: comparePage,
  best: bestPage,
  guide: guidePage,
  calculator: calculatorPage,
  tool: toolPage,
}

/** Writes a page (and tools stubs) for `npm run new -- <kind> <args...>`, or throws a ScaffoldError. */
export function scaffold(kind: string | undefined, args: readonly string[], context: ScaffoldContext): Scaffold {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(context.today)) throw new Error(`scaffold: today must be YYYY-MM-DD, got ${context.today}`)
  const template = kind !== undefined && Object.hasOwn(TEMPLATES, kind) ? TEMPLATES[kind as ScaffoldKind] : undefined
  if (!template) throw new ScaffoldError(`${kind === undefined ? 'missing kind' : `unknown kind "${kind}"`}: expected one of ${SCAFFOLD_KINDS.join(', ')}\n${USAGE}`)
  const result = template(args, context)
  for (const file of result.files) {
    if (context.exists(file.path)) throw new ScaffoldError(`${file.path} already exists; npm run new never overwrites a file (edit it, or choose another name)`)
  }
  return result
}
