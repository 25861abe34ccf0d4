/**
 * A whole number's digits with a comma between each three, as en-US writes
 * them: "96675" → "96,675", "-1200" → "-1,200". Written out rather than
 * made with Intl.NumberFormat: the first Intl formatter a page makes loads
 * the browser's locale data, some 115 ms of main-thread work at 4x CPU
 * slowdown, in the task that opens the search or wakes the builder
 * (docs/performance.md, fifty-third session).
 */
export function withThousands(digits: string): string {
  const sign = digits.startsWith('-') ? '-' : ''
  const body = digits.slice(sign.length)
  let written = ''
  for (let at = 0; at < body.length; at += 1) {
    if (at > 0 && (body.length - at) % 3 === 0) written += ','
    written += body[at]
  }
  return sign + written
}
