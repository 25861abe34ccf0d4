/** A run of a result's title: marked where it is one of the query's words. */
export interface TitlePart {
  text: string
  marked: boolean
}

/**
 * A title cut into runs, marking every place one of the (lower-cased) query
 * words occurs in it, overlaps merged: "ROI Calculator" for "roi calc" is
 * [ROI] [ ] [Calc] [ulator]. A title whose lower-case form changes length
 * (a few Unicode letters do) is left unmarked rather than marked wrongly.
 */
export function highlightTitle(title: string, words: readonly string[]): TitlePart[] {
  const lower = title.toLowerCase()
  if (lower.length !== title.length) return [{ text: title, marked: false }]
  const marked = new Uint8Array(title.length)
  for (const word of words) {
    for (let at = lower.indexOf(word); at >= 0 && word.length > 0; at = lower.indexOf(word, at + 1)) marked.fill(1, at, at + word.length)
  }
  const parts: TitlePart[] = []
  for (let start = 0; start < title.length; ) {
    let end = start + 1
    while (end < title.length && marked[end] === marked[start]) end += 1
    parts.push({ text: title.slice(start, end), marked: marked[start] === 1 })
    start = end
  }
  return parts
}
