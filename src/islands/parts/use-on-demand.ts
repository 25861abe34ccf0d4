import { useRef, useState } from 'react'

/**
 * A module loaded once, when first wanted (`want`), not with the island:
 * for a part that acts only once used (the builder's tool picker, a
 * calculator's toasts). A load that fails is logged, and the next `want`
 * tries again.
 */
export function useOnDemand<T>(load: () => Promise<T>, what: string): [T | undefined, () => void] {
  const [loaded, setLoaded] = useState<T>()
  const started = useRef(false)
  const want = () => {
    if (started.current) return
    started.current = true
    load().then(
      (module) => setLoaded(() => module),
      (error: unknown) => {
        started.current = false
        console.error(`${what} could not load:`, error)
      },
    )
  }
  return [loaded, want]
}
