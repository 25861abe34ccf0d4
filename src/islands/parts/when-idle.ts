/** Runs `run` when the page is next idle, at most two seconds on (soon after, where the browser has no idle callbacks). */
export function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 })
  else setTimeout(run, 0)
}
