/**
 * What a writer needs after MDX's own words for the commonest slips of
 * prose: a `<` or `{` meant as a character is read as the start of a
 * component or of code. The compiler says what it found; this says what to write.
 */
export function mdxAdvice(reason: string): string {
  if (/before name|after `<`|Unexpected character .* in (?:name|attribute)/.test(reason)) return ' (MDX reads `<` as the start of a component: for the character, write `&lt;`)'
  if (/Could not parse expression with acorn|Unexpected end of file in expression|Unexpected lazy line in expression/.test(reason)) return ' (MDX reads `{` as the start of code: for the character, write `\\{`)'
  return ''
}

/** The same for a page that compiled but whose `{name}` in the prose names nothing when rendered. */
export function undefinedNameAdvice(message: string): string {
  const name = /^(\w+) is not defined$/.exec(message)?.[1]
  return name ? ` (MDX reads {${name}} as code: for the braces as written, write \\{${name}\\})` : ''
}
