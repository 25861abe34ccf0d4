/**
 * "Did you mean" for a name a writer or visitor typed: the known names
 * close enough to be a typo of it. Close means within a few edits (one per
 * three letters, at least two; one for a word of four letters or fewer, as
 * two edits make "foo" of "sso"), or containing it or contained in it (a
 * prefix such as "hubspot" for "hubspot-crm", at least half as long), never
 * the whole list.
 */

/** The known name nearest to a misspelt one, if it is close enough to be a typo. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  return nearest(word, candidates, 1)[0]
}

/** Up to `count` known names close to `word`, the closest first (ties in the candidates' order). */
export function nearest(word: string, candidates: readonly string[], count = 2): string[] {
  const typed = word.toLowerCase()
  const limit = typed.length <= 4 ? 1 : Math.max(2, Math.floor(typed.length / 3))
  const scored: { name: string; distance: number }[] = []
  for (const name of candidates) {
    if (name === word) continue
    const known = name.toLowerCase()
    // One containing the other counts as close, behind any plain typo, when it is at least half of it ("hubspot" in "hubspot-crm", not "/compare" in "/compare/a-vs-b").
    const [shorter, longer] = known.length < typed.length ? [known, typed] : [typed, known]
    const contains = shorter.length >= 3 && shorter.length * 2 >= longer.length && longer.includes(shorter)
    const distance = Math.abs(known.length - typed.length) > limit && !contains ? Infinity : editDistance(typed, known)
    if (distance <= limit) scored.push({ name, distance })
    else if (contains) scored.push({ name, distance: limit + 0.5 })
  }
  return scored
    .sort((a, b) => a.distance - b.distance)
    .slice(0, count)
    .map((entry) => entry.name)
}

/** `(did you mean "a"?)` or `(did you mean "a" or "b"?)`; otherwise `fallback` (in brackets) or nothing. */
export function didYouMean(word: string, candidates: readonly string[], fallback?: string): string {
  return meant(nearest(word, candidates), fallback)
}

/** The same words for names already chosen. */
export function meant(names: readonly string[], fallback?: string): string {
  if (names.length > 0) return ` (did you mean ${names.map((name) => JSON.stringify(name)).join(' or ')}?)`
  return fallback ? ` (${fallback})` : ''
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
    }
    previous = current
  }
  return previous[b.length]!
}
