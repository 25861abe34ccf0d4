/**
 * What a page's body says, as written: the components it uses, the props it
 * gives them, and the links it makes, each with its line. The compiler reads
 * it from the page's syntax tree (src/node/remark-written-body.ts), so a page
 * that is not rendered (its frontmatter refused) can still have its body
 * checked in the same run (src/server/written-checks.ts).
 */

/** A value written as a literal: text, a number, true or false, or a list or group of them. */
export type WrittenValue = string | number | boolean | null | WrittenValue[] | { [key: string]: WrittenValue }

/** A prop as written: `value` only when it is a literal; an expression's value is known only when the page renders. */
export interface WrittenProp {
  name: string
  line: number
  value?: WrittenValue
}

/** A component used in the body: `<ToolCard tool="vanta" />` on line 12. */
export interface WrittenComponent {
  name: string
  line: number
  props: WrittenProp[]
  /** Written with a `{...spread}`: other props may come from it. */
  spread?: boolean
  /** Written with content between its tags, which it takes as its `children` prop. */
  children?: boolean
}

/** A link's address as written: a Markdown link (inline or by reference) or an `href="..."`. */
export interface WrittenLink {
  href: string
  line: number
}

export interface WrittenBody {
  components: WrittenComponent[]
  links: WrittenLink[]
}

/** Each distinct address once, at the first line that has it: how the build's link check reports a page's links. */
export function distinctLinks(links: readonly WrittenLink[]): WrittenLink[] {
  const first = new Map<string, WrittenLink>()
  for (const link of links) if (!first.has(link.href)) first.set(link.href, link)
  return [...first.values()]
}
