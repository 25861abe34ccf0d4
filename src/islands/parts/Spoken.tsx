import { useEffect, useState } from 'react'

/**
 * Words for a screen reader, said once the changes pause (700 ms): typed at once, each digit of a team size of "100"
 * would have had them read again, for 1, 10 and 100 people (the builder's team cost, a profile's plans).
 */
export function Spoken({ text }: { text: string }) {
  const [said, say] = useState(text)
  useEffect(() => {
    const timer = setTimeout(say, 700, text)
    return () => clearTimeout(timer)
  }, [text])
  return <p className="sr-only" aria-live="polite">{said}</p>
}
