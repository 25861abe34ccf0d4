import type { ComponentType } from 'react'
import type { z } from 'zod'
import { fieldNames, formatIssues } from '../content/errors'

/** A component given props it cannot render. The page renderer adds the page's file name. */
export class ComponentPropsError extends Error {
  constructor(component: string, problems: string[]) {
    super(problems.join('\n'))
    this.name = 'ComponentPropsError'
    void component
  }
}

/**
 * Wraps an MDX component so that its props are checked against a schema:
 * <ToolCard tool="nope" /> fails the build with
 * "<ToolCard>: tool: no tool "nope" in content/_tools/" instead of rendering garbage.
 */
export function validated<S extends z.ZodType<object>>(
  name: string,
  schema: S,
  Component: ComponentType<z.output<S>>,
): ComponentType<z.input<S>> {
  const known = fieldNames(schema)
  function Validated(props: z.input<S>) {
    const result = schema.safeParse(props)
    if (!result.success) throw new ComponentPropsError(name, formatIssues(`<${name}>`, result.error.issues, known, 'prop'))
    return <Component {...result.data} />
  }
  Validated.displayName = name
  return Validated
}
