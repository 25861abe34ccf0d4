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

/** A validated component's name, prop schema and prop names, by the component MDX is given. */
const schemas = new WeakMap<object, { name: string; schema: z.ZodType<object>; known: string[] }>()

/** How `validated` checks a component's props; undefined for a component that does not check them. */
export function propsRuleOf(Component: unknown): { name: string; schema: z.ZodType<object>; known: string[] } | undefined {
  return typeof Component === 'function' ? schemas.get(Component) : undefined
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
  // Kept so the props a page writes can be judged by this same schema without rendering it (written-props.ts).
  schemas.set(Validated, { name, schema, known })
  return Validated
}
