/** Main-thread time, summed over the synchronous steps of one query. */
export interface Stopwatch {
  time<T>(step: () => T): T
  readonly total: number
}

/** A stopwatch on the clock `now`: each step given to `time` is timed, and the times summed. */
export function stopwatch(now: () => number): Stopwatch {
  let total = 0
  return {
    time(step) {
      const started = now()
      try {
        return step()
      } finally {
        total += now() - started
      }
    },
    get total() {
      return total
    },
  }
}
