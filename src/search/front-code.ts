/**
 * Front coding: a list of strings, each kept as the count of leading
 * characters it shares with the one before it and the rest. Sorted or
 * grouped strings ("/compare/asana-vs-notion", "/compare/asana-vs-trello")
 * then keep little more than what differs.
 */

export function frontCode(values: readonly string[]): { shared: number[]; rest: string[] } {
  const shared: number[] = []
  const rest: string[] = []
  let previous = ''
  for (const value of values) {
    let n = 0
    while (n < previous.length && n < value.length && previous[n] === value[n]) n++
    shared.push(n)
    rest.push(value.slice(n))
    previous = value
  }
  return { shared, rest }
}

/** The strings frontCode coded; throws, naming `field`, when a count cannot be right. */
export function frontDecode(shared: readonly number[], rest: readonly string[], field: string): string[] {
  const values = new Array<string>(shared.length)
  let previous = ''
  for (let at = 0; at < shared.length; at += 1) {
    const n = shared[at]!
    if (!Number.isInteger(n) || n < 0 || n > previous.length) throw new Error(`Search index: ${field} ${at} shares ${n} characters with a value of ${previous.length}`)
    previous = previous.slice(0, n) + rest[at]
    values[at] = previous
  }
  return values
}
