/**
 * Runs a generator's steps one after another, letting the event loop turn between two (a watch's file events are seen
 * there), until it ends or `stop` says to stop: what a build that stays running does while it waits (build/watch-wait.mjs,
 * build/staging-sync.mjs). A step is never cut; a stopped run can go on later with the same iterator.
 * @template T, R
 * @param {Iterator<T, R>} steps
 * @param {() => boolean} stop asked after each step
 * @returns {Promise<IteratorResult<T, R>>} the last step's result: `done` when the steps ended, else where they stopped
 */
export async function runSteps(steps, stop) {
  for (;;) {
    const step = steps.next()
    if (step.done) return step
    await new Promise((resolve) => setImmediate(resolve))
    if (stop()) return step
  }
}
